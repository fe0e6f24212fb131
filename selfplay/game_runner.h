#pragma once
// Plays one game between agents, sampling chance from the game's seed, and
// optionally records it as a replay. The unit that play, bench, the arena and
// the tests all run.
#include <array>
#include <vector>

#include "agents/agent.h"
#include "core/replay/replay.h"

namespace catanlab {

struct GameCounts {
  uint64_t decisions = 0, chance = 0;
  std::array<uint64_t, kMaxSeats> seat_decisions{};  // decisions asked of each seat
  std::array<double, kMaxSeats> seat_seconds{};      // time in act() per seat, if timed
};

// seats[i] plays seat i. Agents are reset with seeds derived from `seed` and
// the seat, or with agent_seeds[i]; every agent sees every step through
// Agent::on_step. An agent that cannot play the game's family throws
// ConfigError (Agent::check_game) before the first step. `timed` clocks
// every act() (off by default: the engine benchmark would pay for the
// clock). `end` receives the final State, for callers that read more than
// the result (the campaign: the hero track).
GameResult play_game(const Game& g, const std::vector<Agent*>& seats, uint64_t seed, ReplayWriter* replay = nullptr,
                     GameCounts* counts = nullptr, bool timed = false,
                     const std::vector<uint64_t>* agent_seeds = nullptr, State* end = nullptr);

}  // namespace catanlab
