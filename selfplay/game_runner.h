#pragma once
// Plays one game between agents, sampling chance from the game's seed, and
// optionally records it as a replay. The unit that play, bench, the arena and
// the tests all run.
#include <vector>

#include "agents/agent.h"
#include "core/replay/replay.h"

namespace catanlab {

struct GameCounts {
  uint64_t decisions = 0, chance = 0;
};

// seats[i] plays seat i. Agents are reset with seeds derived from `seed`.
GameResult play_game(const Game& g, const std::vector<Agent*>& seats, uint64_t seed, ReplayWriter* replay = nullptr,
                     GameCounts* counts = nullptr);

}  // namespace catanlab
