// Agents on The Treasure Islands: the heuristic beats random play and takes
// treasures; ISMCTS plays whole games with legal decisions through the hunt's
// chance and decision phases.
#include <doctest/doctest.h>

#include <map>

#include "tests/support/seat_games.h"
#include "tests/tde/treasure_islands/ti_position.h"

using namespace catanlab;

TEST_CASE("heuristic on The Treasure Islands: beats three random players nearly always; takes treasures") {
  auto g = StdGame::load("tde_treasure_islands", 4, {{"turn_cap", 400}});
  int hunts = 0;  // treasures drawn for the heuristic
  const int wins = testing::heuristic_among_random(*g, 12, [&](const State& s, Action, int seat) {
    hunts += g->is_chance(s) && g->phase_name(s) == "treasure_draw" && treasure_of(*g, std_state(s)).hunter == seat;
  });
  CHECK(wins >= 11);
  CHECK(hunts > 0);
}

TEST_CASE("ismcts on The Treasure Islands: whole games end, every decision legal") {
  auto g = StdGame::load("tde_treasure_islands", 3, {{"turn_cap", 60}});
  const State s = testing::play_seats(
      *g, {"ismcts:iters=40", "heuristic", "ismcts:iters=40,leaf=rollout,depth=20"}, 5);
  CHECK((std_state(s).winner != kNobody || treasure_of(*g, std_state(s)).winners || std_state(s).turn == 60));
}
