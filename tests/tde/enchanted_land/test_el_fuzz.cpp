// Random Enchanted Land games (3 and 4 players) with every invariant checked
// as they go (el_invariants.h: C&K's and Seafarers' too), round trips through
// JSON and bytes in a share of them; each must end (a winner by VP or by the
// sixth dragon, or the turn cap). Random play crosses, moves and fights too.
// CATANLAB_EL_FUZZ_GAMES sets the games per player count (default 20).
#include <doctest/doctest.h>

#include "tests/support/env_count.h"
#include "tests/support/random_game.h"
#include "tests/tde/enchanted_land/el_invariants.h"

using namespace catanlab;

TEST_CASE("enchanted land fuzz: random games keep every invariant and end") {
  const int games = testing::env_count("CATANLAB_EL_FUZZ_GAMES", 20);
  int crossings = 0, moves = 0, flags = 0, won = 0;
  for (int players : {3, 4}) {
    auto g = StdGame::load("tde_enchanted_land", players, {{"domestic_trade", players == 3}});
    for (int i = 0; i < games; ++i) {
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 4 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_el_invariants(gg, s);
            const std::string phase = gg.phase_name(s);
            crossings += phase == "el_cross_to";
            moves += phase == "el_move_to";
            flags += phase == "el_flag";
          },
          {}, i % 16 == 0);
    }
  }
  CHECK(won >= 2 * games - 2);
  CHECK(crossings > 0);
  CHECK(moves > 0);
  CHECK(flags > 0);
}
