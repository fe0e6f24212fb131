// Random Great Canal games (3 and 4 players) with every invariant checked as
// they go (canal_invariants.h: C&K's and Seafarers' too), round trips through
// JSON and bytes in a share of them; each must end (a winner, or the turn
// cap). Random play digs the canal, floods the basin and prospects too.
// CATANLAB_CANAL_FUZZ_GAMES sets the games per player count (default 8).
#include <doctest/doctest.h>

#include "tests/support/env_count.h"
#include "tests/support/random_game.h"
#include "tests/tde/great_canal/canal_invariants.h"

using namespace catanlab;

TEST_CASE("great canal fuzz: random games keep every invariant and end") {
  const int games = testing::env_count("CATANLAB_CANAL_FUZZ_GAMES", 8);
  int dug = 0, floods = 0, picks = 0, won = 0;
  for (int players : {3, 4}) {
    auto g = StdGame::load("tde_great_canal", players, {{"domestic_trade", players == 3}});
    for (int i = 0; i < games; ++i) {
      bool flooded = false;
      int digs = 0;
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 4 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_canal_invariants(gg, s);
            digs = canal_of(gg, s).dug.count();
            flooded |= canal::flooded(gg, std_state(s));
            picks += gg.phase_name(s) == "gold_pick";
          },
          {}, i % 16 == 0);
      dug += digs;
      floods += flooded;
    }
  }
  CHECK(won >= 2 * games - 2);
  CHECK(dug > 0);
  CHECK(picks > 0);
  MESSAGE("canal hexes dug ", dug, ", floods ", floods, ", prospector or gold picks ", picks);
}
