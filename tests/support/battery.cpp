// The generic battery: see battery.h.
#include "tests/support/battery.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

#include "agents/heuristic_agent.h"
#include "agents/heuristic_eval.h"
#include "agents/random_agent.h"
#include "core/config_error.h"
#include "core/engine/obs_layout.h"

namespace catanlab::testing {

namespace {

constexpr uint64_t kMaxSteps = 200000;  // a game longer than this is a game that does not end
// One State in this many has its redeals validated and redealt again (cannot_peek: a JSON round trip each).
constexpr uint32_t kDeepRedealEvery = 64;
// One State in this many (and every final State) makes the bytes' and the JSON round trips: reading
// bytes validates them, itself a JSON round trip (Game::validate).
constexpr uint32_t kRoundTripEvery = 4;

std::map<std::string, Invariants>& registry() {
  static std::map<std::string, Invariants> table;
  return table;
}

// The family's invariants, then those of the rule set's last module that has any.
std::vector<const Invariants*> invariants_of(const Game& g) {
  std::vector<const Invariants*> out;
  const auto& table = registry();
  if (auto it = table.find(std::string(g.family())); it != table.end()) out.push_back(&it->second);
  const auto& modules = g.rules().modules;
  for (auto m = modules.rbegin(); m != modules.rend(); ++m)
    if (auto it = table.find(*m); it != table.end()) {
      out.push_back(&it->second);
      break;
    }
  return out;
}

// The checks of one State, with the buffers they reuse.
class Checker {
 public:
  Checker(const Game& g, uint64_t seed, BatteryCounts& counts)
      : g_(g), invariants_(invariants_of(g)), rng_(seed), counts_(counts), legal_(g.num_actions()),
        mask_(g.num_actions()), layout_(observation_layout(g)) {
    for (const ObsSegment& f : layout_) {
      low_.insert(low_.end(), size_t(f.size), f.low);
      high_.insert(high_.end(), size_t(f.size), f.high);
    }
  }

  // Once per game: every id's name reads back to the id, and no two ids share one.
  void ids() const {
    for (Action a = 0; a < g_.num_ids(); ++a) {
      const auto back = g_.action_id(g_.action_name(a));
      REQUIRE_MESSAGE((back && *back == a), "id ", a, " is named '", g_.action_name(a), "'");
    }
  }

  void state(const State& s) {
    const int n = g_.num_players(), p = g_.current_player(s);
    INFO("phase ", g_.phase_name(s), ", turn ", g_.turn(s));
    REQUIRE((p == kTerminalPlayer || p == kChancePlayer || (p >= 0 && p < n)));
    std::vector<std::vector<float>> seen(n);
    for (int q = 0; q < n; ++q) {
      seen[q] = observation(g_, s, q);
      REQUIRE(std::all_of(seen[q].begin(), seen[q].end(), [](float x) { return std::isfinite(x); }));
      in_layout(seen[q], q);
    }
    double r[kMaxSeats];
    g_.returns(s, r);
    for (int q = 0; q < n; ++q) REQUIRE((std::isfinite(r[q]) && r[q] >= -1 && r[q] <= 1));
    if (p == kTerminalPlayer || rng_.below(kRoundTripEvery) == 0) {
      REQUIRE(g_.from_bytes(g_.to_bytes(s)) == s);
      REQUIRE_MESSAGE(g_.from_json(g_.to_json(s)) == s, "JSON round trip");
    }
    State rebuilt = s;
    g_.rebuild_caches(rebuilt);
    REQUIRE_MESSAGE(rebuilt == s, "caches differ from a rebuild");

    const int k = g_.legal_actions(s, legal_.data());
    if (p >= 0) decision(s, k);
    else REQUIRE(k == 0);
    if (p == kChancePlayer) chance(s);
    else REQUIRE(g_.chance_outcomes(s).empty());
    if (p == kTerminalPlayer && g_.winner(s) >= 0)
      for (int q = 0; q < n; ++q) REQUIRE(r[g_.winner(s)] >= r[q]);

    // Redeal for the seat to move (its search determinises there) and one other seat drawn at random:
    // every seat's view is redealt often over a game, at a fraction of redealing all of them each step.
    const bool deep = rng_.below(kDeepRedealEvery) == 0;
    const int other = int(rng_.below(uint32_t(n)));
    if (p >= 0) redeal(s, p, seen[p], k, deep);
    if (other != p) redeal(s, other, seen[other], k, deep);
    for (const Invariants* inv : invariants_)
      if (inv->state) inv->state(g_, s);
  }

 private:
  // Every entry of a seat's view lies within its field's range (observation_layout).
  void in_layout(const std::vector<float>& view, int seat) const {
    for (size_t i = 0; i < view.size(); ++i) {
      if (view[i] >= low_[i] && view[i] <= high_[i]) continue;
      size_t field = 0;
      for (size_t start = 0; start + size_t(layout_[field].size) <= i; start += size_t(layout_[field++].size)) {}
      FAIL("p", seat, "'s observation entry ", i, " (", layout_[field].name, ") is ", view[i], ", outside [", low_[i],
           ", ", high_[i], "]");
    }
  }

  void decision(const State& s, int k) {
    REQUIRE(k > 0);
    REQUIRE((legal_[0] >= 0 && legal_[k - 1] < g_.num_actions()));
    REQUIRE(std::adjacent_find(legal_.begin(), legal_.begin() + k, std::greater_equal<>()) == legal_.begin() + k);  // ascending
    g_.legal_mask(s, mask_.data());
    std::vector<uint8_t> expected(g_.num_actions(), 0);
    for (int i = 0; i < k; ++i) expected[legal_[i]] = 1;
    REQUIRE(mask_ == expected);
    const auto illegal = std::find(mask_.begin(), mask_.end(), 0);
    const int first_illegal = illegal == mask_.end() ? -1 : int(illegal - mask_.begin());
    if (first_illegal >= 0) {
      State t = s;
      REQUIRE_THROWS_AS(g_.apply_checked(t, first_illegal), IllegalAction);
    }
    // Every legal id applies; a private decision leaves every other seat's view alike whatever was chosen.
    const bool hidden = g_.private_decision(s);
    const int mover = g_.current_player(s);
    std::vector<std::vector<float>> others;
    for (int i = 0; i < k; ++i) {
      State t = s;
      g_.apply(t, legal_[i]);
      const int next = g_.current_player(t);
      REQUIRE((next == kTerminalPlayer || next == kChancePlayer || (next >= 0 && next < g_.num_players())));
      if (!hidden) continue;
      for (int q = 0, j = 0; q < g_.num_players(); ++q) {
        if (q == mover) continue;
        std::vector<float> view = observation(g_, t, q);
        if (i == 0) others.push_back(std::move(view));
        else REQUIRE_MESSAGE(view == others[j], "p", q, " tells '", g_.action_name(legal_[i]), "' from '",
                             g_.action_name(legal_[0]), "' of a private decision");
        ++j;
      }
    }
  }

  void chance(const State& s) {
    const auto outcomes = g_.chance_outcomes(s);
    REQUIRE(!outcomes.empty());
    double sum = 0;
    std::map<Action, int> ids;
    for (const ChanceOutcome& o : outcomes) {
      REQUIRE((o.id >= g_.num_actions() && o.id < g_.num_ids()));
      REQUIRE(o.probability > 0);
      REQUIRE(ids[o.id]++ == 0);
      sum += o.probability;
    }
    REQUIRE(sum == doctest::Approx(1.0).epsilon(1e-9));
    Rng draw = rng_;
    REQUIRE(ids.count(g_.sample_chance(s, draw)) == 1);
  }

  // resample_hidden(seat) keeps what `seat` sees, and the legal actions when it is to move.
  void redeal(const State& s, int seat, const std::vector<float>& seen, int k, bool deep) {
    State t = s;
    g_.resample_hidden(t, seat, rng_);
    REQUIRE_MESSAGE(observation(g_, t, seat) == seen, "resample_hidden(", seat, ") changed its observation");
    REQUIRE(g_.observe_text(t, seat) == g_.observe_text(s, seat));
    REQUIRE(g_.current_player(t) == g_.current_player(s));
    if (seat == g_.current_player(s)) {
      std::vector<Action> now(g_.num_actions());
      REQUIRE(g_.legal_actions(t, now.data()) == k);
      REQUIRE(std::equal(legal_.begin(), legal_.begin() + k, now.begin()));
    }
    counts_.redeals += 1;
    counts_.changed += t != s;
    if (deep) cannot_peek(s, t, seat);
    for (const Invariants* inv : invariants_)
      if (inv->resampled) inv->resampled(g_, s, t, seat);
  }

  // `alike` (a redeal of `s`) is a position of the game (a search plays on from it), and it looks as `s`
  // does to `seat`: a redeal with the same rng makes the same State of both, so that what a seat's search
  // or view holds follows what it sees, never the true hidden cards.
  void cannot_peek(const State& s, const State& alike, int seat) {
    try {
      g_.validate(alike);
    } catch (const ConfigError& e) {
      FAIL("resample_hidden(", seat, ") made a State that validate refuses: ", std::string(e.what()));
    }
    for (uint64_t k = 1; k <= 2; ++k) {
      State a = s, b = alike;
      Rng ra(k), rb(k);
      g_.resample_hidden(a, seat, ra);
      g_.resample_hidden(b, seat, rb);
      if (a == b) continue;
      const auto patch = nlohmann::json::diff(nlohmann::json::parse(g_.to_json(a)), nlohmann::json::parse(g_.to_json(b)));
      FAIL("resample_hidden(", seat, ") of two States alike to it differ at ", patch.empty() ? "a cache" : patch[0].dump(),
           ": it follows the true hidden cards");
    }
  }

  const Game& g_;
  std::vector<const Invariants*> invariants_;
  Rng rng_;
  BatteryCounts& counts_;
  std::vector<Action> legal_;
  std::vector<uint8_t> mask_;
  ObsLayout layout_;
  std::vector<float> low_, high_;  // per observation entry, its field's range
};

// One game with `agent` in every seat, chance from the seed as play_game draws
// it; `check`, if given, sees every State. Returns the ids applied.
std::vector<Action> play(const Game& g, Agent& agent, uint64_t seed, Checker* check, BatteryCounts* counts) {
  State s = g.new_game(seed);
  Rng chance(derive_seed(seed, 1));
  agent.reset(derive_seed(seed, 100));
  std::vector<Action> trace;
  if (check) check->state(s);
  while (!g.is_terminal(s)) {
    REQUIRE(trace.size() < kMaxSteps);
    const bool at_chance = g.is_chance(s);
    const Action a = at_chance ? g.sample_chance(s, chance) : agent.act(g, s);
    agent.on_step(g, s, a);
    g.apply(s, a);
    trace.push_back(a);
    if (counts) (at_chance ? counts->chance : counts->decisions) += 1;
    if (check) check->state(s);
  }
  return trace;
}

}  // namespace

bool register_invariants(const std::string& name, Invariants invariants) {
  registry()[name] = std::move(invariants);
  return true;
}

bool ended_otherwise(const Game& g, const State& s) {
  for (const Invariants* inv : invariants_of(g))
    if (inv->ended_otherwise && inv->ended_otherwise(g, s)) return true;
  return false;
}

void run_battery(const std::string& rules, int players, int random_games, int heuristic_games, uint64_t seed,
                 BatteryCounts& counts, const std::map<std::string, int>& options) {
  const auto g = Game::load(rules, players, options);
  const bool heuristic = has_value_function(*g);
  const int games = random_games + (heuristic ? heuristic_games : 0);
  for (int i = 0; i < games; ++i) {
    const bool random = i < random_games;
    const uint64_t game_seed = seed + uint64_t(i);
    // A string: doctest writes a bare const char* as its address.
    INFO(rules, ", ", players, " players, ", std::string(random ? "random" : "heuristic"), " game, seed ", game_seed);
    auto make = [&]() -> std::unique_ptr<Agent> {
      if (random) return std::make_unique<RandomAgent>();
      return std::make_unique<HeuristicAgent>();
    };
    Checker check(*g, game_seed * 7919 + 1, counts);
    if (i == 0) check.ids();
    auto agent = make();
    const std::vector<Action> trace = play(*g, *agent, game_seed, &check, &counts);
    counts.games += 1;
    counts.steps += trace.size();
    auto again = make();
    REQUIRE_MESSAGE(play(*g, *again, game_seed, nullptr, nullptr) == trace, "the same seed played another game");
    if (random) CHECK_MESSAGE(play(*g, *again, game_seed + 1000, nullptr, nullptr) != trace, "another seed played the same game");
  }
}

}  // namespace catanlab::testing
