// Random games with every invariant checked after every step.
#include <doctest/doctest.h>

#include <cstdlib>

#include "tests/support/invariants.h"
#include "tests/support/random_game.h"

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
    auto g = StdGame::load("base", players, {{"domestic_trade", i % 2}, {"turn_cap", 2000}});
    finished += testing::play_checked_random_game(*g, uint64_t(i), uint64_t(i) * 7919 + 1, i < 200 ? 1 : 16,
                                                  testing::check_invariants, {}, i % 64 == 0);
  }
  MESSAGE(finished, " of ", games, " games won before the turn cap");
}
