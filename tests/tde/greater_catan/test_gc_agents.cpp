// Agents on Greater Catan: the heuristic beats random play and reaches the new islands; ISMCTS
// plays whole games of both rule sets with legal decisions through the module's phases.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/support/seat_games.h"
#include "tests/tde/greater_catan/gc_position.h"

using namespace catanlab;

TEST_CASE("heuristic on Greater Catan: beats three random players nearly always") {
  auto g = StdGame::load("tde_greater_catan", 4, {{"turn_cap", 500}});
  CHECK(testing::heuristic_among_random(*g, 8, [](const State&, Action, int) {}) >= 7);
}

TEST_CASE("four heuristics sail to the new islands and bring them tokens in most games") {
  auto g = StdGame::load("tde_greater_catan", 4, {{"turn_cap", 500}});
  auto agent = make_agent("heuristic");
  int games_with_tokens = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    State s = g->new_game(seed);
    Rng chance(seed);
    int tokens = 0;
    while (!g->is_terminal(s)) {
      tokens += g->phase_name(s) == "gc_reserve" || g->phase_name(s) == "gc_take_from";
      g->apply(s, g->is_chance(s) ? g->sample_chance(s, chance) : agent->act(*g, s));
    }
    games_with_tokens += tokens > 0;
  }
  CHECK(games_with_tokens >= 6);
}

TEST_CASE("ismcts on Greater Catan: whole games end, every decision legal") {
  for (const char* rules : {"tde_greater_catan", "tde_greater_catan_ck"}) {
    auto g = StdGame::load(rules, 3, {{"turn_cap", 60}});
    auto agent = make_agent("ismcts:iters=40");
    agent->reset(50);
    testing::play_legally(*g, *agent, 5, 5, rules);
  }
}
