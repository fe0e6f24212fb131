// Random Cities & Knights games with every invariant checked as they go:
// cards conserved, pieces within limits, VP and caches right, chance
// distributions summing to 1, and every game ending (win or turn cap).
#include <doctest/doctest.h>

#include <cstdlib>

#include "tests/ck/ck_invariants.h"

using namespace catanlab;

namespace {

int fuzz_games() {
  const char* env = std::getenv("CATANLAB_CK_FUZZ_GAMES");
  return env ? std::atoi(env) : 2000;  // about 10 s
}

}  // namespace

TEST_CASE("ck fuzz: random 2-4 player games keep every invariant and end properly") {
  const int games = fuzz_games();
  int finished = 0;
  Action buf[kMaxActions];
  ChanceOutcome outs[256];
  for (int i = 0; i < games; ++i) {
    const int players = 4 - i % 3;
    auto g = Game::load("cities_knights", players, {{"domestic_trade", i % 2}, {"turn_cap", 600}});
    State s = g->new_game(uint64_t(i));
    Rng rng(uint64_t(i) * 7919 + 3);
    uint64_t steps = 0;
    while (!g->is_terminal(s)) {
      if (g->is_chance(s)) {
        const int n = g->chance_outcomes(s, outs);
        double sum = 0;
        for (int k = 0; k < n; ++k) sum += outs[k].probability;
        REQUIRE(sum == doctest::Approx(1.0));
        g->apply(s, g->sample_chance(s, rng));
      } else {
        const int n = g->legal_actions(s, buf);
        REQUIRE_MESSAGE(n > 0, "no decision in phase ", phase_name(s.phase));
        for (int k = 1; k < n; ++k) REQUIRE(buf[k - 1] < buf[k]);
        g->apply(s, buf[rng.below(uint32_t(n))]);
      }
      ++steps;
      if (i < 20 || steps % 8 == 0) testing::check_ck_invariants(*g, s);
    }
    testing::check_ck_invariants(*g, s);
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
