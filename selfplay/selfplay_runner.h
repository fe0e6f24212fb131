#pragma once
// Batched self-play (the KataGo / lc0 pattern): `slots` games in flight, each
// with its own PUCT search paused at a leaf; OpenMP workers advance every
// game to its next leaf, the leaves are gathered into batches of `batch`
// for one network call each, and the answers go back to the searches that
// asked. Finished games write their decisions as training records
// (selfplay/chunk_writer.h). Slot i plays games i, i + slots, i + 2·slots…,
// each on its own seed, so a game does not depend on the threads' timing.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "agents/puct.h"

namespace catanlab {

struct SelfplayConfig {
  std::string rules = "base";
  int players = 4;
  std::map<std::string, int> options;  // turn_cap defaults to kDefaultTurnCap: every game must end
  std::string model = "uniform";       // a TorchScript file, or "uniform" / "heuristic"
  std::string device = "cpu";
  PuctConfig search;                   // sims, Gumbel, Dirichlet noise
  int games = 16;
  int temperature_moves = 30;          // the first decisions of a game drawn by visit counts
  // Playout cap randomisation (KataGo): a decision gets the full search and a
  // record with probability full_search_prob, else `fast_sims` and no record.
  double full_search_prob = 1;
  int fast_sims = 16;
  int slots = 256, batch = 128;
  int threads = 0;                     // OpenMP workers; 0: all cores
  uint64_t seed = 0;
  std::string out_dir;
  int records_per_chunk = 4096;
  int generation = 0;
  size_t cache_entries = 1 << 16;
};
constexpr int kDefaultTurnCap = 150;

struct SelfplayStats {
  int games = 0, draws = 0;
  std::vector<int> wins_by_seat;
  uint64_t records = 0, decisions = 0, searches = 0, turns = 0;
  uint64_t evals = 0, net_calls = 0, cache_hits = 0, cache_lookups = 0;
  uint64_t iterations = 0;  // ISMCTS self-play (selfplay/ismcts_selfplay.h): search iterations
  double seconds = 0, net_seconds = 0;
  std::vector<std::string> chunks;
};

// `interrupted` is polled between waves; when it returns true the run stops,
// keeping the chunks already written. Throws ConfigError for bad settings, or
// when the network fails (a forward that raises, outputs that are not finite):
// the first error of any worker stops the wave and is thrown on this thread.
SelfplayStats run_selfplay(const SelfplayConfig& c, const std::function<bool()>& interrupted = {},
                           const std::function<void(const SelfplayStats&)>& on_game = {});
std::string stats_json(const SelfplayConfig& c, const SelfplayStats& s);

}  // namespace catanlab
