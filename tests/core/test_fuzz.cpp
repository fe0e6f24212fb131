// Random games with every invariant checked after every step.
#include <doctest/doctest.h>

#include <cstdlib>

#include "agents/random_agent.h"
#include "tests/support/invariants.h"

using namespace catanlab;

namespace {

int fuzz_games() {
  const char* env = std::getenv("CATANLAB_FUZZ_GAMES");
  return env ? std::atoi(env) : 10000;
}

}  // namespace

TEST_CASE("fuzz: random 2-4 player games keep every invariant and end properly") {
  const int games = fuzz_games();
  int finished = 0;
  for (int i = 0; i < games; ++i) {
    const int players = 2 + i % 3;
    auto g = Game::load("base", players, {{"domestic_trade", i % 2}, {"turn_cap", 2000}});
    State s = g->new_game(uint64_t(i));
    Rng rng(uint64_t(i) * 7919 + 1);
    Action buf[kMaxActions];
    ChanceOutcome outs[64];
    uint64_t steps = 0;
    while (!g->is_terminal(s)) {
      if (g->is_chance(s)) {
        int n = g->chance_outcomes(s, outs);
        double sum = 0;
        for (int k = 0; k < n; ++k) sum += outs[k].probability;
        REQUIRE(sum == doctest::Approx(1.0));
        g->apply(s, g->sample_chance(s, rng));
      } else {
        int n = g->legal_actions(s, buf);
        REQUIRE(n > 0);
        g->apply(s, buf[rng.below(uint32_t(n))]);
      }
      ++steps;
      if (i < 200 || steps % 16 == 0) catanlab::testing::check_invariants(*g, s);
    }
    catanlab::testing::check_invariants(*g, s);
    if (s.winner != kNobody) {
      ++finished;
      REQUIRE(g->victory_points(s, s.winner) >= g->opt().vp_target);
      REQUIRE(s.winner == s.turn_player);
    } else {
      REQUIRE(s.turn == uint32_t(g->opt().turn_cap));
    }
  }
  MESSAGE(finished, " of ", games, " games won before the turn cap");
}
