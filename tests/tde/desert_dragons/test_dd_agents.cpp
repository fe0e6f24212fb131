// Agents on the Desert Dragons: the heuristic beats random play; ISMCTS plays whole games with
// legal decisions through the module's phases.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/support/seat_games.h"
#include "tests/tde/desert_dragons/dd_position.h"

using namespace catanlab;

TEST_CASE("heuristic on the Desert Dragons: beats three random players nearly always") {
  auto g = StdGame::load("tde_desert_dragons", 4, {{"turn_cap", 500}});
  CHECK(testing::heuristic_among_random(*g, 8, [](const State&, Action, int) {}) >= 7);
}

TEST_CASE("ismcts on the Desert Dragons: whole games end, every decision legal") {
  auto g = StdGame::load("tde_desert_dragons", 4, {{"turn_cap", 60}});
  auto agent = make_agent("ismcts:iters=40");
  agent->reset(50);
  testing::play_legally(*g, *agent, 5, 5, "tde_desert_dragons");
}
