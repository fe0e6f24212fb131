#include "selfplay/ismcts_selfplay.h"

#include <fmt/format.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <nlohmann/json.hpp>

#include "agents/agent_registry.h"
#include "agents/ismcts.h"
#include "core/config_error.h"
#include "core/first_error.h"
#include "selfplay/chunk_writer.h"

namespace catanlab {

namespace {

// How a game, or a branch of it, ended.
struct Outcome {
  int winner = -1;
  int vp[kMaxSeats] = {};
};

// One searched decision (or a branch record), kept until its game's outcome is known.
struct PendingRecord {
  State state;
  int seat, move, turn;
  std::vector<std::pair<Action, float>> policy;
  float root_value[kMaxSeats];
  std::optional<Outcome> branch_outcome;  // a branch record's: its own play-out's, not its game's
};

struct FinishedGame {
  std::vector<PendingRecord> records;
  Outcome outcome;
  uint64_t decisions = 0;
  uint32_t turns = 0;
};

// Every seat's agent: ISMCTS, whose root makes the records, or another agent that plays from its
// seat's view (the heuristic bot), whose records are outcome records. An oracle sees hidden cards.
std::unique_ptr<Agent> make_selfplay_agent(const std::string& spec) {
  if (is_oracle(spec))
    throw ConfigError(fmt::format("self-play --agent '{}': an oracle sees hidden cards; give an ismcts:... spec or an "
                                  "agent that plays from its seat's view (heuristic)", spec));
  return make_agent(spec);
}

// The root value of a record that no search made: the winner's one-hot (all 0 for a draw), as its outcome says.
void outcome_values(const Outcome& o, int players, float* root_value) {
  for (int p = 0; p < players; ++p) root_value[p] = o.winner < 0 ? 0.0f : float(p == o.winner);
}

class Runner {
 public:
  explicit Runner(const IsmctsSelfplayConfig& c)
      : c_(c), game_(load_game(c)), g_(*game_),
        writer_(g_, c.out_dir, fmt::format("chunk-{:04d}-{:016x}", c.generation, c.seed), c.records_per_chunk,
                header_json(c)) {
    if (c.games < 0) throw ConfigError("self-play: games must be at least 0");
    if (!(c.record_prob >= 0 && c.record_prob <= 1)) throw ConfigError("self-play: record_prob must be in 0..1");
    if (!(c.branch_prob >= 0 && c.branch_prob <= 1)) throw ConfigError("self-play: branch_prob must be in 0..1");
    if (c.records_per_game < 0 || c.temperature_moves < 0)
      throw ConfigError("self-play: records_per_game and temperature_moves must be at least 0");
    make_selfplay_agent(c.agent)->check_game(g_);  // a bad spec or family fails before any game
    stats_.wins_by_seat.assign(g_.num_players(), 0);
  }

  SelfplayStats run(const std::function<void(const SelfplayStats&)>& on_game) {
    const auto t0 = std::chrono::steady_clock::now();
    const int threads = c_.threads > 0 ? c_.threads : omp_get_max_threads();
    std::vector<std::vector<std::unique_ptr<Agent>>> agents(threads);  // by thread, then seat
    std::vector<std::vector<std::unique_ptr<Agent>>> branchers(threads);  // the same, for play-outs of branches
    FirstError error;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int i = 0; i < c_.games; ++i)
      error.run([&] {
        auto& mine = agents[omp_get_thread_num()];
        auto& brancher = branchers[omp_get_thread_num()];
        while (int(mine.size()) < g_.num_players()) mine.push_back(make_selfplay_agent(c_.agent));
        while (c_.branch_prob > 0 && int(brancher.size()) < g_.num_players())
          brancher.push_back(make_selfplay_agent(c_.agent));
        FinishedGame game = play(i, mine, brancher);
        std::lock_guard lock(mutex_);
        finished_.emplace(i, std::move(game));
        write_in_order(on_game);
      });
    error.rethrow();
    writer_.flush();
    for (const auto* all : {&agents, &branchers})
      for (const auto& seats : *all)
        for (const auto& a : seats)
          if (const auto* search = dynamic_cast<const IsmctsAgent*>(a.get()))
            stats_.iterations += search->stats().iterations;
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    stats_.records = writer_.records();
    stats_.chunks = writer_.chunks();
    return stats_;
  }

 private:
  static std::shared_ptr<const Game> load_game(const IsmctsSelfplayConfig& c) {
    std::map<std::string, int> options = c.options;
    options.emplace("turn_cap", kDefaultTurnCap);
    if (options["turn_cap"] <= 0) throw ConfigError("self-play needs a turn cap (turn_cap > 0): every game must end");
    return Game::load(c.rules, c.players, options);
  }

  static std::string header_json(const IsmctsSelfplayConfig& c) {
    nlohmann::json h{{"generation", c.generation}, {"agent", c.agent}, {"seed", c.seed},
                     {"created_by", "catanlab selfplay --agent"}};
    return h.dump();
  }

  FinishedGame play(int index, const std::vector<std::unique_ptr<Agent>>& seats,
                    const std::vector<std::unique_ptr<Agent>>& branchers) {
    const uint64_t seed = derive_seed(c_.seed, uint64_t(index));
    State s = g_.new_game(seed);
    // Branching draws from its own stream: the game played is the same whatever branch_prob.
    Rng chance(derive_seed(seed, 1)), pick(derive_seed(seed, 2)), branching(derive_seed(seed, 3));
    for (size_t p = 0; p < seats.size(); ++p) seats[p]->reset(derive_seed(seed, 100 + p));
    FinishedGame out;
    int move = 0;
    while (!g_.is_terminal(s)) {
      Action a;
      if (g_.is_chance(s)) {
        a = g_.sample_chance(s, chance);
      } else {
        Agent& agent = *seats[g_.current_player(s)];
        a = agent.act(g_, s);
        if (const auto* search = dynamic_cast<const IsmctsAgent*>(&agent)) {
          const RootSummary& root = search->last_root();
          if (!root.visits.empty()) {  // a forced move teaches nothing
            if (move < c_.temperature_moves) a = draw_by_visits(root, pick);
            if (c_.record_prob >= 1 || pick.uniform() < c_.record_prob) out.records.push_back(record(s, move, root));
            ++move;
          }
        } else if (g_.legal_actions(s).size() > 1) {
          if (c_.record_prob >= 1 || pick.uniform() < c_.record_prob)
            out.records.push_back(PendingRecord{s, g_.current_player(s), move, int(g_.turn(s)), {}, {}, {}});
          ++move;
        }
      }
      for (const auto& agent : seats) agent->on_step(g_, s, a);
      g_.apply(s, a);
    }
    keep_sample(out.records, pick);
    out.outcome = outcome(s);
    if (!dynamic_cast<const IsmctsAgent*>(seats[0].get()))  // outcome records: no search, the outcome as value
      for (PendingRecord& r : out.records) outcome_values(out.outcome, g_.num_players(), r.root_value);
    for (PendingRecord& r : out.records)  // only the records kept: a branch costs a play-out
      if (c_.branch_prob > 0 && branching.uniform() < c_.branch_prob)
        r = branch(r.state, r.move, branchers, derive_seed(seed, 1000 + uint64_t(r.move)));
    out.decisions = uint64_t(move);
    out.turns = g_.turn(s);
    return out;
  }

  Outcome outcome(const State& s) const {
    Outcome o;
    o.winner = g_.winner(s);
    for (int p = 0; p < g_.num_players(); ++p) o.vp[p] = g_.victory_points(s, p);
    return o;
  }

  // The position after a uniformly drawn legal action at `s`, played out by fresh agents
  // of the same spec: seen from the seat a leaf evaluation there would take (the seat to
  // move, or at a chance node the one that chose), its root value its outcome.
  PendingRecord branch(const State& s, int move, const std::vector<std::unique_ptr<Agent>>& seats,
                       uint64_t seed) const {
    Rng rng(seed);
    const std::vector<Action> legal = g_.legal_actions(s);
    const int chooser = g_.current_player(s);
    State b = s;
    g_.apply(b, legal[rng.below(uint32_t(legal.size()))]);
    const bool decision = !g_.is_terminal(b) && !g_.is_chance(b);
    PendingRecord r{b, decision ? g_.current_player(b) : chooser, move, int(g_.turn(b)), {}, {}, {}};
    for (size_t p = 0; p < seats.size(); ++p) seats[p]->reset(derive_seed(seed, 100 + p));
    State play = b;
    while (!g_.is_terminal(play)) {
      const Action a = g_.is_chance(play) ? g_.sample_chance(play, rng) : seats[g_.current_player(play)]->act(g_, play);
      for (const auto& agent : seats) agent->on_step(g_, play, a);
      g_.apply(play, a);
    }
    r.branch_outcome = outcome(play);
    outcome_values(*r.branch_outcome, g_.num_players(), r.root_value);
    return r;
  }

  static Action draw_by_visits(const RootSummary& root, Rng& rng) {
    uint64_t total = 0;
    for (auto [a, v] : root.visits) total += v;
    if (total == 0) return root.visits[rng.below(uint32_t(root.visits.size()))].first;
    uint64_t k = uint64_t(rng.uniform() * double(total));
    for (auto [a, v] : root.visits) {
      if (k < v) return a;
      k -= v;
    }
    return root.visits.back().first;
  }

  PendingRecord record(const State& s, int move, const RootSummary& root) const {
    PendingRecord r{s, g_.current_player(s), move, int(g_.turn(s)), {}, {}, {}};
    double total = 0;
    for (auto [a, v] : root.visits) total += v;
    for (auto [a, v] : root.visits)
      if (v > 0) r.policy.emplace_back(a, float(v / total));
    for (int p = 0; p < g_.num_players(); ++p) r.root_value[p] = float(root.value[p]);
    return r;
  }

  // At most records_per_game of a game's records, drawn uniformly and kept in
  // move order: a long game does not outweigh the others in one stage.
  void keep_sample(std::vector<PendingRecord>& records, Rng& rng) const {
    const size_t keep = size_t(c_.records_per_game);
    if (keep == 0 || records.size() <= keep) return;
    std::vector<size_t> order(records.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (size_t i = 0; i < keep; ++i) std::swap(order[i], order[i + rng.below(uint32_t(order.size() - i))]);
    order.resize(keep);
    std::sort(order.begin(), order.end());
    std::vector<PendingRecord> kept;
    kept.reserve(keep);
    for (size_t i : order) kept.push_back(std::move(records[i]));
    records = std::move(kept);
  }

  // Writes the finished games that come next in game order (under mutex_).
  void write_in_order(const std::function<void(const SelfplayStats&)>& on_game) {
    for (auto it = finished_.find(next_); it != finished_.end(); it = finished_.find(++next_)) {
      const FinishedGame& f = it->second;
      for (const PendingRecord& r : f.records) {
        const Outcome& o = r.branch_outcome ? *r.branch_outcome : f.outcome;
        writer_.add(TrainingRecord{&r.state, r.seat, &r.policy, o.winner, o.vp, r.root_value, next_, r.move, r.turn});
      }
      ++stats_.games;
      stats_.decisions += f.decisions;
      stats_.searches += f.decisions;
      stats_.turns += f.turns;
      if (f.outcome.winner < 0) ++stats_.draws;
      else ++stats_.wins_by_seat[f.outcome.winner];
      finished_.erase(it);
      stats_.records = writer_.records();
      if (on_game) on_game(stats_);
    }
  }

  const IsmctsSelfplayConfig& c_;
  std::shared_ptr<const Game> game_;
  const Game& g_;
  ChunkWriter writer_;
  std::mutex mutex_;
  std::map<int, FinishedGame> finished_;  // games done before an earlier one, waiting for their turn
  int next_ = 0;                          // the next game to write
  SelfplayStats stats_;
};

}  // namespace

SelfplayStats run_ismcts_selfplay(const IsmctsSelfplayConfig& c, const std::function<void(const SelfplayStats&)>& on_game) {
  return Runner(c).run(on_game);
}

std::string stats_json(const IsmctsSelfplayConfig& c, const SelfplayStats& s) {
  const double games = std::max(1, s.games), seconds = std::max(1e-9, s.seconds);
  nlohmann::json j{{"games", s.games},
                   {"records", s.records},
                   {"decisions", s.decisions},
                   {"searches", s.searches},
                   {"iterations", s.iterations},
                   {"seconds", s.seconds},
                   {"records_per_s", s.records / seconds},
                   {"searches_per_s", s.searches / seconds},
                   {"iterations_per_s", s.iterations / seconds},
                   {"draws", s.draws},
                   {"wins_by_seat", s.wins_by_seat},
                   {"mean_decisions", s.decisions / games},
                   {"mean_turns", s.turns / games},
                   {"agent", c.agent},
                   {"chunks", s.chunks}};
  return j.dump();
}

}  // namespace catanlab
