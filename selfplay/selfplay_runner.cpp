#include "selfplay/selfplay_runner.h"

#include <fmt/format.h>
#include <omp.h>

#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "selfplay/chunk_writer.h"
#include "core/first_error.h"
#include "selfplay/inference_batcher.h"

namespace catanlab {

namespace {

// One decision searched in full, kept until its game's outcome is known.
struct PendingRecord {
  State state;
  int seat, move;
  std::vector<std::pair<Action, float>> policy;
  float root_value[kMaxSeats];
};

struct Slot {
  int game = -1;  // -1: no more games for this slot
  State s{};
  Rng rng{0};
  PuctSearch search;
  bool searching = false, full = false, waiting = false;
  int decisions = 0;
  uint64_t key = 0;
  std::vector<PendingRecord> records;
};

class Runner {
 public:
  explicit Runner(const SelfplayConfig& c)
      : c_(c), game_(load_game(c)), g_(*game_), cache_(c.cache_entries),
        writer_(g_, c.out_dir, fmt::format("chunk-{:04d}-{:016x}", c.generation, c.seed), c.records_per_chunk,
                header_json(c)) {
    if (c.slots < 1 || c.batch < 1 || c.games < 0 || c.search.sims < 1)
      throw ConfigError("self-play: slots, batch and sims must be at least 1");
    if (c.full_search_prob < 1 && c.fast_sims < 1) throw ConfigError("self-play: fast_sims must be at least 1");
    evaluator_ = load_evaluator(c.model, g_, c.device);
    slots_.resize(std::min(c.slots, std::max(1, c.games)));
    for (Slot& slot : slots_) slot.search = PuctSearch(c.search);
    batcher_ = std::make_unique<InferenceBatcher>(g_, *evaluator_, int(slots_.size()), c.batch);
    stats_.wins_by_seat.assign(g_.num_players(), 0);
  }

  SelfplayStats run(const std::function<bool()>& interrupted, const std::function<void(const SelfplayStats&)>& on_game) {
    on_game_ = on_game;
    const auto t0 = std::chrono::steady_clock::now();
    for (size_t i = 0; i < slots_.size(); ++i) begin_game(slots_[i], int(i));
    const int threads = c_.threads > 0 ? c_.threads : omp_get_max_threads();
    std::vector<int> waiting, players;
    std::vector<const State*> positions;
    for (;;) {
      // Every game runs to its next leaf that the cache cannot answer.
      FirstError error;
#pragma omp parallel for schedule(dynamic, 4) num_threads(threads)
      for (size_t i = 0; i < slots_.size(); ++i) error.run([&] { advance(i); });
      error.rethrow();
      waiting.clear();
      positions.clear();
      players.clear();
      for (size_t i = 0; i < slots_.size(); ++i)
        if (slots_[i].waiting) {
          waiting.push_back(int(i));
          positions.push_back(&slots_[i].search.leaf());
          players.push_back(slots_[i].search.leaf_player());
        }
      if (waiting.empty()) break;
      batcher_->run(waiting, positions, players);
      if (interrupted && interrupted()) break;
    }
    writer_.flush();
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    stats_.records = writer_.records();
    stats_.chunks = writer_.chunks();
    stats_.cache_hits = cache_.hits();
    stats_.cache_lookups = cache_.lookups();
    stats_.evals = batcher_->evaluations();
    stats_.net_calls = batcher_->calls();
    stats_.net_seconds = batcher_->seconds();
    return stats_;
  }

 private:
  static std::shared_ptr<const Game> load_game(const SelfplayConfig& c) {
    std::map<std::string, int> options = c.options;
    options.emplace("turn_cap", kDefaultTurnCap);
    if (options["turn_cap"] <= 0) throw ConfigError("self-play needs a turn cap (turn_cap > 0): every game must end");
    return Game::load(c.rules, c.players, options);
  }

  static std::string header_json(const SelfplayConfig& c) {
    nlohmann::json h{{"generation", c.generation}, {"model", c.model}, {"sims", c.search.sims},
                     {"gumbel", c.search.gumbel}, {"seed", c.seed}, {"created_by", "catanlab selfplay"}};
    return h.dump();
  }

  void begin_game(Slot& slot, int game) {
    slot.game = game < c_.games ? game : -1;
    if (slot.game < 0) return;
    const uint64_t seed = derive_seed(c_.seed, uint64_t(game));
    slot.s = g_.new_game(seed);
    slot.rng = Rng(derive_seed(seed, 1));
    slot.decisions = 0;
    slot.searching = slot.waiting = false;
    slot.records.clear();
  }

  // Runs slot i until its search waits for the network or its games are done.
  void advance(size_t i) {
    Slot& slot = slots_[i];
    Action* legal = legal_.fit(g_);
    if (slot.waiting) {  // the batch answered: hand the row over
      deliver_and_cache(g_, slot.search, *evaluator_, cache_, slot.key, batcher_->logits(i), batcher_->values(i));
      slot.waiting = false;
    }
    while (slot.game >= 0) {
      if (slot.searching) {
        if (slot.search.advance()) {
          if (answer_from_cache(g_, slot.search, *evaluator_, cache_, batcher_->obs(i), slot.key, batcher_->logits(i)))
            continue;
          slot.waiting = true;
          return;
        }
        finish_search(slot);
        continue;
      }
      if (g_.is_terminal(slot.s)) {
        end_game(slot);
        begin_game(slot, slot.game + int(slots_.size()));
        continue;
      }
      if (g_.is_chance(slot.s)) {
        g_.apply(slot.s, g_.sample_chance(slot.s, slot.rng));
        continue;
      }
      if (g_.legal_actions(slot.s, legal) == 1) {  // nothing to learn from a forced move
        g_.apply(slot.s, legal[0]);
        continue;
      }
      slot.full = slot.rng.uniform() < c_.full_search_prob;
      slot.search.start(g_, slot.s, evaluator_->score_weight(), slot.rng.next(), slot.full,
                        slot.full ? 0 : c_.fast_sims);
      slot.searching = true;
    }
  }

  void finish_search(Slot& slot) {
    slot.searching = false;
    if (slot.full) {
      std::vector<float> policy(g_.num_actions());
      slot.search.improved_policy(policy.data());
      PendingRecord r{slot.s, g_.current_player(slot.s), slot.decisions, {}, {}};
      slot.search.root_values(r.root_value);
      for (Action a = 0; a < g_.num_actions(); ++a)
        if (policy[a] > 0) r.policy.emplace_back(a, policy[a]);
      slot.records.push_back(std::move(r));
    }
    const Action a = slot.search.choose(slot.decisions < c_.temperature_moves ? 1.0 : 0.0);
    g_.apply(slot.s, a);
    ++slot.decisions;
    std::lock_guard lock(mutex_);
    ++stats_.searches;
  }

  void end_game(Slot& slot) {
    const int P = g_.num_players();
    const int winner = g_.winner(slot.s);
    int vp[kMaxSeats];
    for (int p = 0; p < P; ++p) vp[p] = g_.victory_points(slot.s, p);
    std::lock_guard lock(mutex_);
    for (const PendingRecord& r : slot.records)
      writer_.add(TrainingRecord{&r.state, r.seat, &r.policy, winner, vp, r.root_value, slot.game, r.move, int(g_.turn(r.state))});
    ++stats_.games;
    stats_.decisions += slot.decisions;
    stats_.turns += g_.turn(slot.s);
    if (winner < 0) ++stats_.draws;
    else ++stats_.wins_by_seat[winner];
    if (on_game_) on_game_(stats_);
  }

  const SelfplayConfig& c_;
  std::shared_ptr<const Game> game_;
  const Game& g_;
  std::shared_ptr<Evaluator> evaluator_;
  EvalCache cache_;
  ActionBuffer legal_;  // advance's
  ChunkWriter writer_;
  std::vector<Slot> slots_;
  std::unique_ptr<InferenceBatcher> batcher_;  // row i: slot i's pending leaf
  std::mutex mutex_;
  SelfplayStats stats_;
  std::function<void(const SelfplayStats&)> on_game_;
};

}  // namespace

SelfplayStats run_selfplay(const SelfplayConfig& c, const std::function<bool()>& interrupted,
                           const std::function<void(const SelfplayStats&)>& on_game) {
  return Runner(c).run(interrupted, on_game);
}

std::string stats_json(const SelfplayConfig& c, const SelfplayStats& s) {
  const double games = std::max(1, s.games);
  nlohmann::json j{{"games", s.games},
                   {"records", s.records},
                   {"decisions", s.decisions},
                   {"searches", s.searches},
                   {"seconds", s.seconds},
                   {"records_per_s", s.records / std::max(1e-9, s.seconds)},
                   {"searches_per_s", s.searches / std::max(1e-9, s.seconds)},
                   {"evals", s.evals},
                   {"evals_per_s", s.evals / std::max(1e-9, s.seconds)},
                   {"net_calls", s.net_calls},
                   {"net_seconds", s.net_seconds},
                   {"mean_batch", s.evals / std::max<double>(1, s.net_calls)},
                   {"cache_hits", s.cache_hits},
                   {"cache_hit_rate", s.cache_hits / std::max<double>(1, s.cache_lookups)},
                   {"draws", s.draws},
                   {"wins_by_seat", s.wins_by_seat},
                   {"mean_decisions", s.decisions / games},
                   {"mean_turns", s.turns / games},
                   {"sims", c.search.sims},
                   {"slots", c.slots},
                   {"batch", c.batch},
                   {"chunks", s.chunks}};
  return j.dump();
}

}  // namespace catanlab
