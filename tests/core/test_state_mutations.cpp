// Seeded mutations of saved States: positions from random games of every
// rule set and player count, their bytes overwritten and their JSON fields
// replaced, removed or retyped. Every load either refuses the input with a
// ConfigError, or gives a State that passes Game::validate, reads back from
// its bytes and its JSON unchanged, and plays on (observations, redeals,
// returns, pictures, legal actions, chance outcomes, steps) without a throw
// or a crash; a load or step that hangs aborts with its input.
// CATANLAB_MUTATIONS: inputs per rule set, player count and format (default 200).
#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/engine/game.h"
#include "core/render/render.h"
#include "tests/support/env_count.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;
using nlohmann::json;

namespace {

int inputs_per_format() { return std::max(1, testing::env_count("CATANLAB_MUTATIONS", 200)); }

// Aborts the run, naming the input, when no input finishes within a minute: a hang.
class Watchdog {
 public:
  Watchdog() : thread_([this] { watch(); }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }
  void next(const std::string& input) {
    std::lock_guard<std::mutex> lock(mutex_);
    input_ = input;
    ++beats_;
  }

 private:
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      const uint64_t seen = beats_;
      if (!wake_.wait_for(lock, std::chrono::minutes(1), [&] { return done_ || beats_ != seen; })) {
        std::fprintf(stderr, "hang: no input finished within a minute; the last began as: %s\n", input_.c_str());
        std::abort();
      }
      if (done_) return;
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::string input_;
  uint64_t beats_ = 0;
  bool done_ = false;
  std::thread thread_;
};

// Positions from random games, up to three per phase (the rare ones, a steal or a discard, count
// as much as the main phase), with the game's end.
std::vector<State> positions(const Game& g, uint64_t seed) {
  std::map<std::string, std::vector<State>> by_phase;
  Rng rng(seed);
  for (int game = 0; game < 2; ++game) {
    State s = g.new_game(seed + uint64_t(game));
    for (int step = 0; step < 20000 && !g.is_terminal(s); ++step) {
      std::vector<State>& kept = by_phase[g.phase_name(s)];
      if (kept.size() < 3) kept.push_back(s);
      else if (rng.below(32) == 0) kept[rng.below(3)] = s;
      random_step(g, s, rng);
    }
    by_phase[g.phase_name(s)].push_back(s);
  }
  std::vector<State> out;
  for (auto& [phase, states] : by_phase) out.insert(out.end(), states.begin(), states.end());
  return out;
}

// Integers at the edges of the fields' ranges: seats, counts, board sizes, bytes, 32 and 64 bits.
const std::vector<json> kEdgeIntegers = {
    -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 15, 16, 19, 20, 31, 32, 53, 54, 71, 72, 127, 128, 254, 255, 256,
    65535, 65536, int64_t(2147483647), int64_t(2147483648), int64_t(-2147483649), int64_t(4294967295),
    int64_t(4294967296), int64_t(4294967297), int64_t(9223372036854775807), uint64_t(18446744073709551615ull)};
const std::vector<json> kOtherTypes = {"x", nullptr, true, 1.5, json::array(), json::object()};

// The pointer of every value inside `j`, containers too.
void all_paths(const json& j, const json::json_pointer& at, std::vector<json::json_pointer>& out) {
  if (j.is_object())
    for (auto& [key, value] : j.items()) {
      out.push_back(at / key);
      all_paths(value, at / key, out);
    }
  else if (j.is_array())
    for (size_t i = 0; i < j.size(); ++i) {
      out.push_back(at / i);
      all_paths(j[i], at / i, out);
    }
}

template <class T>
const T& pick(const std::vector<T>& v, Rng& rng) {
  return v[rng.below(uint32_t(v.size()))];
}

// One or two edits of the JSON form: a value replaced by an edge integer, a neighbour of itself,
// another type or another phase's name; a key or element removed; an array grown. A quarter of the
// inputs first move the game to another phase (where a phase's needs are checked, crashes hide).
std::string mutate_json(const std::string& text, const std::vector<std::string>& phases, Rng& rng, std::string& what) {
  json j = json::parse(text);
  if (rng.below(4) == 0 && j.contains("phase")) {
    j["phase"] = pick(phases, rng);
    what += fmt::format(" /phase -> {};", j["phase"].dump());
  }
  const int edits = 1 + int(rng.below(2));
  for (int e = 0; e < edits; ++e) {
    std::vector<json::json_pointer> paths;
    all_paths(j, json::json_pointer(), paths);
    const json::json_pointer at = pick(paths, rng);
    json& v = j[at];
    const std::string before = v.dump().substr(0, 40);
    switch (rng.below(6)) {
      case 0: v = pick(kEdgeIntegers, rng); break;
      case 1: v = v.is_number_integer() ? json(v.get<int64_t>() + int64_t(rng.below(7)) - 3) : pick(kEdgeIntegers, rng); break;
      case 2: v = pick(kOtherTypes, rng); break;
      case 3: v = v.is_string() || rng.below(4) == 0 ? json(pick(phases, rng)) : pick(kEdgeIntegers, rng); break;
      case 4: {
        json& parent = j[at.parent_pointer()];
        if (parent.is_object()) parent.erase(at.back());
        else parent.erase(parent.begin() + std::stoi(at.back()));
        what += fmt::format(" {} removed;", at.to_string());
        continue;
      }
      default:
        if (v.is_array()) v.push_back(v.empty() ? pick(kEdgeIntegers, rng) : v[rng.below(uint32_t(v.size()))]);
        else v = pick(kEdgeIntegers, rng);
    }
    what += fmt::format(" {}: {} -> {};", at.to_string(), before, v.dump().substr(0, 40));
  }
  return j.dump();
}

// One to three bytes of the State overwritten (half of them bytes in use, not zero): a random
// value, a bit flipped, a neighbour, or an edge value; now and then a byte of the header.
std::string mutate_bytes(std::string bytes, size_t header, Rng& rng, std::string& what) {
  std::vector<size_t> in_use;
  for (size_t i = header; i < bytes.size(); ++i)
    if (bytes[i]) in_use.push_back(i);
  const int edits = 1 + int(rng.below(3));
  for (int e = 0; e < edits; ++e) {
    const size_t at = rng.below(32) == 0         ? rng.below(uint32_t(header))
                      : rng.below(2) || in_use.empty() ? header + rng.below(uint32_t(bytes.size() - header))
                                                 : pick(in_use, rng);
    const uint8_t before = uint8_t(bytes[at]);
    static constexpr uint8_t kEdges[] = {0, 1, 2, 3, 4, 5, 0x7F, 0x80, 0xFE, 0xFF};
    uint8_t after = 0;
    switch (rng.below(4)) {
      case 0: after = uint8_t(rng.below(256)); break;
      case 1: after = uint8_t(before ^ (1u << rng.below(8))); break;
      case 2: after = uint8_t(before + (rng.below(2) ? 1 : -1)); break;
      default: after = kEdges[rng.below(sizeof kEdges)];
    }
    if (after == before) after ^= 1;
    bytes[at] = char(after);
    what += fmt::format(" {}{} {} -> {};", at < header ? "header byte " : "byte ", at < header ? at : at - header, before, after);
  }
  return bytes;
}

// A State the readers accepted: it is valid, reads back unchanged, and plays on. Failures are
// checks, not requirements, so that one run reports every input that fails.
void play_on(const Game& g, const State& loaded, Rng& rng) {
  CHECK_NOTHROW(g.validate(loaded));
  CHECK(g.from_bytes(g.to_bytes(loaded)) == loaded);
  CHECK(g.from_json(g.to_json(loaded)) == loaded);
  std::vector<float> obs(size_t(g.observation_size()));
  double returns[kMaxSeats];
  State s = loaded;
  for (int step = 0; step < 30 && !g.is_terminal(s); ++step) {
    for (int q = 0; q < g.num_players(); ++q) {
      g.observe(s, q, obs.data());
      g.observe_text(s, q);
      g.victory_points(s, q);
    }
    g.returns(s, returns);
    state_svg(g, s, kEveryone);
    State redealt = s;
    g.resample_hidden(redealt, int(rng.below(uint32_t(g.num_players()))), rng);
    if (g.is_chance(s)) {
      const std::vector<ChanceOutcome> outcomes = g.chance_outcomes(s);
      const Action a = outcomes.empty() ? -1 : g.sample_chance(s, rng);
      const bool drawn = std::any_of(outcomes.begin(), outcomes.end(), [&](const ChanceOutcome& o) { return o.id == a; });
      CHECK_MESSAGE(drawn, "no chance outcome drawn in phase ", g.phase_name(s), " after ", step, " steps");
      if (!drawn) return;
      g.apply(s, a);
    } else {
      const std::vector<Action> legal = g.legal_actions(s);
      CHECK_MESSAGE(!legal.empty(), "no legal action in phase ", g.phase_name(s), " after ", step, " steps");
      if (legal.empty()) return;
      g.apply(s, pick(legal, rng));
    }
  }
}

struct Counts {
  int inputs = 0, refused = 0, loaded = 0;
};

}  // namespace

TEST_CASE("state mutations: every load of mutated bytes or JSON refuses it or gives a State that plays on") {
  const int n = inputs_per_format();
  // The positions of every rule set and player count first, so that a JSON phase may be replaced by
  // any phase of any rule set (a chapter's step in another chapter).
  struct Table {
    std::string rules;
    int players;
    std::shared_ptr<const Game> game;
    std::vector<State> states;
  };
  std::vector<Table> tables;
  std::set<std::string> all_phases;
  for (const std::string& rules : list_rulesets()) {
    const RuleSet rs = load_ruleset(rules);
    for (int players : std::set<int>{rs.min_players, rs.max_players}) {
      auto g = Game::load(rules, players);
      tables.push_back({rules, players, g, positions(*g, 1000 * (tables.size() + 1))});
      for (const State& s : tables.back().states) all_phases.insert(g->phase_name(s));
    }
  }
  const std::vector<std::string> phases(all_phases.begin(), all_phases.end());
  Watchdog watchdog;
  Counts total_bytes, total_json;
  for (const Table& table : tables) {
    const Game& g = *table.game;
    const size_t header = g.to_bytes(table.states[0]).size() - size_t(table.states[0].size());
    Rng rng(1000 * (&table - tables.data() + 1) + 1);
    Counts bytes, json_form;
    for (int i = 0; i < 2 * n; ++i) {
      const bool as_bytes = i % 2 == 0;
      const State& from = pick(table.states, rng);
      std::string what = fmt::format("{} {}p {} from phase {}:", table.rules, table.players, as_bytes ? "bytes" : "JSON",
                                     g.phase_name(from));
      const std::string input = as_bytes ? mutate_bytes(g.to_bytes(from), header, rng, what)
                                         : mutate_json(g.to_json(from), phases, rng, what);
      INFO(what);
      watchdog.next(what);
      Counts& c = as_bytes ? bytes : json_form;
      ++c.inputs;
      std::optional<State> loaded;
      try {
        loaded = as_bytes ? g.from_bytes(input) : g.from_json(input);
      } catch (const ConfigError&) {
        ++c.refused;
        continue;
      }
      ++c.loaded;
      play_on(g, *loaded, rng);
    }
    MESSAGE(fmt::format("{}, {} players: bytes {} inputs, {} refused, {} loaded and played on; "
                        "JSON {} inputs, {} refused, {} loaded and played on",
                        table.rules, table.players, bytes.inputs, bytes.refused, bytes.loaded, json_form.inputs,
                        json_form.refused, json_form.loaded));
    for (auto [total, part] : {std::pair{&total_bytes, &bytes}, {&total_json, &json_form}})
      *total = {total->inputs + part->inputs, total->refused + part->refused, total->loaded + part->loaded};
  }
  MESSAGE(fmt::format("all rule sets: bytes {} inputs, {} refused, {} loaded; JSON {} inputs, {} refused, {} loaded",
                      total_bytes.inputs, total_bytes.refused, total_bytes.loaded, total_json.inputs,
                      total_json.refused, total_json.loaded));
}
