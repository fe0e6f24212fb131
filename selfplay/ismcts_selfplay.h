#pragma once
// Expert-iteration self-play: every seat is played by the same ISMCTS agent
// (agents/ismcts.h, any spec: a heuristic leaf, or a learned one), one game
// per OpenMP thread, and the searched decisions become training records
// (selfplay/chunk_writer.h): the policy target is the root's visit shares
// over the legal actions, the values the game's outcome and the search's
// root value for every seat (the mean leaf value per seat over its
// iterations). Game i is played on seed derive_seed(seed, i) whatever the
// threads, and games are written in their order, so a run repeats itself
// for a seed (unless the spec caps searches by the clock).
// Another agent than ISMCTS that plays from its seat's view (the heuristic
// bot) makes outcome records: its decisions with a choice, with no policy
// target (no search) and the game's outcome as their root value.
// A branch record (branch_prob) is taken where a search looks rather than
// where play goes: the position after a uniformly drawn legal action, its
// outcome that of the same agents playing on from there, with no policy
// target (no search was made there) and its outcome as its root value.
#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "selfplay/selfplay_runner.h"

namespace catanlab {

struct IsmctsSelfplayConfig {
  std::string rules = "base";
  int players = 4;
  std::map<std::string, int> options;  // turn_cap defaults to kDefaultTurnCap: every game must end
  std::string agent = "ismcts";        // the spec every seat plays (agents/agent_registry.h): ismcts:..., or heuristic
  int games = 16;
  int temperature_moves = 30;  // the first decisions of a game drawn in proportion to the root's visits
  double record_prob = 1;      // each searched decision is a record with this probability
  int records_per_game = 0;    // at most this many of a game's records, a uniform sample of them (0: all)
  double branch_prob = 0;      // each record is a branch record instead with this probability
  int threads = 0;             // OpenMP workers; 0: all cores
  uint64_t seed = 0;
  std::string out_dir;
  int records_per_chunk = 4096;
  int generation = 0;
};

// Throws ConfigError for bad settings, an oracle agent (mcts-cheat), or one
// that cannot play the rule set; the first error of any game stops the run.
// on_game (serialised) is told the statistics after each game written.
SelfplayStats run_ismcts_selfplay(const IsmctsSelfplayConfig& c,
                                  const std::function<void(const SelfplayStats&)>& on_game = {});
std::string stats_json(const IsmctsSelfplayConfig& c, const SelfplayStats& s);

}  // namespace catanlab
