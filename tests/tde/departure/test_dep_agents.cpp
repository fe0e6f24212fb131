// Agents on Departure into the Unknown: the heuristic beats random play and
// takes treasures; ISMCTS plays whole games with legal decisions through the
// keep-or-use choice, its redeals of the kept tiles included.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/support/seat_games.h"
#include "tests/tde/departure/dep_position.h"

using namespace catanlab;

TEST_CASE("heuristic on Departure: beats three random players nearly always; takes treasures") {
  auto g = StdGame::load("tde_departure", 4, {{"turn_cap", 400}});
  int hunts = 0;
  const int wins = testing::heuristic_among_random(*g, 12, [&](const State& s, Action, int seat) {
    hunts += g->is_chance(s) && g->phase_name(s) == "treasure_draw" && treasure_of(*g, std_state(s)).hunter == seat;
  });
  CHECK(wins >= 11);
  CHECK(hunts > 0);
}

TEST_CASE("ismcts on Departure, alone and with C&K: whole games end, every decision legal") {
  for (const char* rules : {"tde_departure", "tde_departure_ck"}) {
    CAPTURE(rules);
    auto g = StdGame::load(rules, 3, {{"turn_cap", 60}});
    const State s = testing::play_seats(
        *g, {"ismcts:iters=40", "heuristic", "ismcts:iters=40,leaf=rollout,depth=20"}, 5);
    CHECK((std_state(s).winner != kNobody || std_state(s).turn == 60));
  }
}
