// Agents on Enchanted Land: the heuristic beats random play; ISMCTS plays a
// whole game with legal decisions, through the crossing, moves and fights.
#include <doctest/doctest.h>

#include <map>

#include "agents/agent_registry.h"
#include "tests/support/seat_games.h"
#include "tests/tde/enchanted_land/el_position.h"

using namespace catanlab;

TEST_CASE("heuristic on Enchanted Land: beats three random players; crosses and fights dragons") {
  auto g = StdGame::load("tde_enchanted_land", 4, {{"turn_cap", 600}});
  std::map<std::string, int> kinds;  // the heuristic's decisions by kind
  const int wins = testing::heuristic_among_random(*g, 4, [&](const State& s, Action a, int seat) {
    if (g->is_chance(s) || std_state(s).to_move != seat) return;
    const std::string name = g->action_name(a);
    kinds[name.substr(0, name.find(' '))] += 1;
  });
  CHECK(wins >= 3);
  CHECK(kinds["cross"] > 0);
  CHECK(kinds["fight_dragon"] > 0);
}

TEST_CASE("ismcts on Enchanted Land: a whole game ends, every decision legal") {
  auto g = StdGame::load("tde_enchanted_land", 3, {{"turn_cap", 60}});
  auto agent = make_agent("ismcts:iters=40");
  agent->reset(50);
  testing::play_legally(*g, *agent, 5, 5, "ismcts");
}
