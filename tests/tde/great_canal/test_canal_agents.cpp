// Agents on the Great Canal: the heuristic beats random play; ISMCTS plays a
// whole game with legal decisions.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/support/seat_games.h"
#include "tests/tde/great_canal/canal_position.h"

using namespace catanlab;

TEST_CASE("heuristic on the Great Canal: beats three random players") {
  auto g = StdGame::load("tde_great_canal", 4, {{"turn_cap", 600}});
  const int wins = testing::heuristic_among_random(*g, 4, [](const State&, Action, int) {});
  CHECK(wins >= 3);
}

TEST_CASE("ismcts on the Great Canal: a whole game ends, every decision legal") {
  auto g = StdGame::load("tde_great_canal", 3, {{"turn_cap", 60}});
  auto agent = make_agent("ismcts:iters=40");
  agent->reset(50);
  testing::play_legally(*g, *agent, 5, 5, "ismcts");
}
