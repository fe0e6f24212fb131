// Agents on Enchanted Land: the heuristic beats random play; ISMCTS plays a
// whole game with legal decisions, through the crossing, moves and fights.
#include <doctest/doctest.h>

#include <map>

#include "agents/agent_registry.h"
#include "tests/tde/enchanted_land/el_position.h"

using namespace catanlab;

TEST_CASE("heuristic on Enchanted Land: beats three random players; crosses and fights dragons") {
  auto g = StdGame::load("tde_enchanted_land", 4, {{"turn_cap", 600}});
  int wins = 0;
  std::map<std::string, int> kinds;
  for (uint64_t seed = 0; seed < 4; ++seed) {
    const int seat = int(seed % 4);
    std::vector<std::unique_ptr<Agent>> owned;
    for (int q = 0; q < 4; ++q) owned.push_back(make_agent(q == seat ? "heuristic" : "random"));
    State s = g->new_game(seed);
    Rng chance(seed);
    for (int q = 0; q < 4; ++q) owned[q]->reset(seed * 10 + q);
    while (!g->is_terminal(s)) {
      const bool mine = !g->is_chance(s) && std_state(s).to_move == seat;
      const Action a = g->is_chance(s) ? g->sample_chance(s, chance) : owned[std_state(s).to_move]->act(*g, s);
      if (mine) kinds[g->action_name(a).substr(0, g->action_name(a).find(' '))] += 1;
      g->apply(s, a);
    }
    wins += g->winner(s) == seat;
  }
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
