// Agents on chapter 1: the heuristic attacks a conqueror it can beat and
// guards a threatened hex; ISMCTS plays whole chapters with legal decisions;
// play_game reports the table's result.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "agents/heuristic_eval.h"
#include "selfplay/game_runner.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("heuristic on chapter 1: it builds the knight that beats a conqueror beside its road") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, 0);
  const int h = hex(*g, 3, 2);
  conqueror_at(*g, s, h, 2);
  Board{*g, s}.city(0, corner(*g, h, Corner::N)).roads(0, {side(*g, h, Dir::NE)}).done();
  knight_at(*g, s, 0, corner(*g, h, Corner::SW), 2, false);  // a standoff until another knight comes
  deal(s, 0, {0, 0, 1, 0, 1});
  auto agent = make_agent("heuristic");
  agent->reset(1);
  CHECK(g->action_name(agent->act(*g, s)) == fmt::format("build_knight v{}", corner(*g, h, Corner::NE)));
}

TEST_CASE("heuristic on chapter 1: a knight guarding a threatened hex is worth more than one far away") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, 0);
  conqueror_at(*g, s, hex(*g, 2, 2), 3);  // it may step east onto (3,2)
  State near = s, far = s;
  knight_at(*g, near, 0, corner(*g, hex(*g, 3, 2), Corner::NE), 1, false);
  knight_at(*g, far, 0, corner(*g, hex(*g, 5, 5), Corner::S), 1, false);
  CHECK(seat_value(*g, near, 0, 0) > seat_value(*g, far, 0, 0));
}

TEST_CASE("ismcts on chapter 1: whole chapters end, every decision legal, the table's result reported") {
  auto g = StdGame::load("conquerors_ch1", 3);
  std::vector<std::unique_ptr<Agent>> owned;
  std::vector<Agent*> seats;
  for (const char* spec : {"ismcts:iters=30", "heuristic", "ismcts:iters=30,leaf=rollout,depth=20"}) {
    owned.push_back(make_agent(spec));
    seats.push_back(owned.back().get());
  }
  for (uint64_t seed : {1, 2}) {
    State s = g->new_game(seed);
    Rng chance(seed);
    for (int i = 0; i < 3; ++i) seats[i]->reset(seed * 10 + i);
    while (!g->is_terminal(s)) {
      const Action a = g->is_chance(s) ? g->sample_chance(s, chance) : seats[std_state(s).to_move]->act(*g, s);
      for (Agent* agent : seats) agent->on_step(*g, s, a);
      g->apply_checked(s, a);  // throws on an illegal decision
    }
    CHECK(g->table_result(s) >= 0);
    CHECK((g->table_result(s) == 0) == (lotc_of(g, s).outcome == kDefeat));
  }
  // The game runner (play, the arena) carries the table's result; a defeat has no winner.
  const GameResult r = play_game(*g, seats, 7);
  REQUIRE(r.table >= 0);
  if (r.table == 0) CHECK(r.winner == -1);
}
