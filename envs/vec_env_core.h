#pragma once
// VecEnvCore: many games of one rule set stepped together, writing each
// result row straight into caller-owned buffers (VecEnv's arrays, shared with
// numpy on the Python side), so nothing is copied per step. Seats are either
// external (their decisions come from the caller, or from a per-seat random
// driver in step_random) or built-in agents played inside. Chance is sampled inside.
//
// Seeding matches play_game: game k of env i uses seed base + i + k * num_envs;
// chance comes from Rng(derive_seed(seed, 1)) and seat p's agent or random
// driver from derive_seed(seed, 100 + p), so a VecEnv whose seats all take
// step_random replays exactly what play_game does with random agents.
#include <memory>
#include <string>
#include <vector>

#include "agents/agent.h"
#include "core/engine/game.h"

namespace catanlab {

// Result rows: each array holds one row per env (or per slot of AsyncPool's
// ring), rows back to back. A null pointer is an output the caller does not want.
struct Rows {
  float* obs;        // observation_size floats: the view of the seat to move
  uint8_t* mask;     // num_actions bytes: legal decisions of the seat to move
  float* rewards;    // num_players floats: returns of the game that ended this step, else 0
  uint8_t* done;     // 1 if a game ended this step (the row then shows the next game)
  int32_t* player;   // the seat to move, always an external one
  int32_t* env_id;   // which env this row is
  int32_t* action;   // the decision applied (the drawn one under step_random; -1 after a reset)
  // Gymnasium's view of the same step (envs move on to their next game in the same step, as its
  // SAME_STEP autoreset does): the seat that moved sees the finished game's end.
  float* reward;        // the return of the seat that moved, if its game ended this step, else 0
  uint8_t* terminated;  // a game ended this step by the rules
  uint8_t* truncated;   // a game ended this step at the turn cap, without a winner
  float* final_obs;     // observation_size floats: the finished game's last view of the seat that moved
                        // (written only where a game ended)

  // Row r's pointers, for rows of game `g`.
  Rows at(const Game& g, size_t r) const;
};

class VecEnvCore {
 public:
  // seat_agents[p]: "" for an external seat, else an agent spec (make_agent).
  // Throws ConfigError for a bad spec, an agent that cannot play the game's
  // family (Agent::check_game), or when no seat is external.
  VecEnvCore(std::shared_ptr<const Game> game, int num_envs, const std::vector<std::string>& seat_agents);

  const Game& game() const { return *game_; }
  int num_envs() const { return int(envs_.size()); }
  uint64_t seed_of(int env) const { return envs_[env].seed; }
  const State& state(int env) const { return envs_[env].state; }

  // What one step did, before it is written to a row.
  struct StepInfo {
    float rewards[kMaxSeats] = {};
    bool done = false;
    bool truncated = false;  // done at the turn cap, without a winner
    Action action = -1;
    int actor = -1;  // the seat that moved (none after a reset)
  };
  // Throws IllegalAction naming the action, phase and env if `a` is not legal in `env`.
  void check_action(int env, Action a) const;

  // The three below are thread-safe across distinct envs.
  // Starts game 0 of `env` (seed: base + env).
  StepInfo reset_state(int env, uint64_t base);
  // Applies `a` (or, if random, a uniformly drawn legal decision), then plays
  // chance and built-in seats until an external seat is to move, restarting a
  // finished game with its next seed.
  StepInfo step_state(int env, Action a, bool random);
  // Writes the env's current view (the seat to move) and `info` into the first row of `out`.
  void write_row(int env, const StepInfo& info, const Rows& out) const;

 private:
  struct Slot {
    State state;
    Rng chance{0};
    std::vector<Rng> drivers;                    // per seat: step_random's draws
    std::vector<std::unique_ptr<Agent>> agents;  // per seat: null if external
    State final;                                 // the last finished game's end, for final_obs
    std::vector<Action> legal;                   // of the seat to move, ascending
    int num_legal = 0;
    uint64_t seed = 0;
  };

  void start_game(Slot& e, uint64_t seed) const;
  // Plays chance and built-in seats; a game that ends records its returns and restarts.
  void advance(Slot& e, StepInfo& info) const;

  std::shared_ptr<const Game> game_;
  int turn_cap_ = 0;  // the rule set's turn_cap option (0: none)
  std::vector<Slot> envs_;
};

}  // namespace catanlab
