// Agents on Enchanted Land: the heuristic beats random play; ISMCTS plays a
// whole game with legal decisions, through the crossing, moves and fights.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/tde/enchanted_land/el_position.h"

using namespace catanlab;

TEST_CASE("heuristic on Enchanted Land: beats three random players") {
  auto g = StdGame::load("tde_enchanted_land", 4, {{"turn_cap", 600}});
  int wins = 0;
  for (uint64_t seed = 0; seed < 4; ++seed) {
    const int seat = int(seed % 4);
    std::vector<std::unique_ptr<Agent>> owned;
    for (int q = 0; q < 4; ++q) owned.push_back(make_agent(q == seat ? "heuristic" : "random"));
    State s = g->new_game(seed);
    Rng chance(seed);
    for (int q = 0; q < 4; ++q) owned[q]->reset(seed * 10 + q);
    while (!g->is_terminal(s)) g->apply(s, g->is_chance(s) ? g->sample_chance(s, chance) : owned[std_state(s).to_move]->act(*g, s));
    wins += g->winner(s) == seat;
  }
  CHECK(wins >= 3);
}

TEST_CASE("ismcts on Enchanted Land: a whole game ends, every decision legal") {
  auto g = StdGame::load("tde_enchanted_land", 3, {{"turn_cap", 60}});
  std::vector<std::unique_ptr<Agent>> seats;
  for (const char* spec : {"ismcts:iters=40", "heuristic", "ismcts:iters=40,leaf=rollout,depth=20"}) seats.push_back(make_agent(spec));
  State s = g->new_game(5);
  Rng chance(5);
  for (int i = 0; i < 3; ++i) seats[i]->reset(50 + i);
  while (!g->is_terminal(s)) {
    const Action a = g->is_chance(s) ? g->sample_chance(s, chance) : seats[std_state(s).to_move]->act(*g, s);
    for (auto& agent : seats) agent->on_step(*g, s, a);
    g->apply_checked(s, a);  // throws on an illegal decision
  }
  CHECK((std_state(s).winner != kNobody || std_state(s).turn == 60));
}
