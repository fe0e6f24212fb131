// Random Cities & Knights games with every invariant checked as they go:
// cards conserved, pieces within limits, VP and caches right, chance
// distributions summing to 1, and every game ending (win or turn cap).
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_invariants.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;

namespace {

int fuzz_games() { return testing::env_count("CATANLAB_CK_FUZZ_GAMES", 2000); }  // about 10 s

}  // namespace

TEST_CASE("ck fuzz: random 2-4 player games keep every invariant and end properly") {
  const int games = fuzz_games();
  int finished = 0;
  for (int i = 0; i < games; ++i) {
    const int players = 4 - i % 3;
    auto g = StdGame::load("cities_knights", players, {{"domestic_trade", i % 2}, {"turn_cap", 600}});
    finished += testing::play_checked_random_game(*g, uint64_t(i), uint64_t(i) * 7919 + 3, i < 20 ? 1 : 8,
                                                  [](const StdGame& g, const State& s) { testing::check_ck_invariants(g, s); }, {}, i % 32 == 0);
  }
  MESSAGE(finished, " of ", games, " games won before the turn cap");
}

TEST_CASE("ck fuzz: random 5-6 player games, with the special building phase or paired players, keep every "
          "invariant and end properly") {
  const int games = fuzz_games() / 4;
  int finished = 0;
  for (int i = 0; i < games; ++i) {
    const int players = 5 + i % 2;
    auto g = StdGame::load("cities_knights", players,
                           {{"domestic_trade", i / 2 % 2}, {"paired_players", i / 4 % 2}, {"turn_cap", 600}});
    finished += testing::play_checked_random_game(*g, uint64_t(i), uint64_t(i) * 7919 + 5, i < 20 ? 1 : 8,
                                                  [](const StdGame& g, const State& s) { testing::check_ck_invariants(g, s); }, {}, i % 32 == 0);
  }
  MESSAGE(finished, " of ", games, " games won before the turn cap");
}
