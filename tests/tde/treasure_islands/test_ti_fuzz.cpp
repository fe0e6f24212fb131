// Random games of The Treasure Islands, alone and with Cities & Knights (3 and
// 4 players), with every invariant checked as they go (ti_invariants.h: C&K's,
// Seafarers' and the treasure hunt's), round trips through
// JSON and bytes in a share of them; each game must end at the VP target, at
// the chip end (the 14th chip), or at the turn cap. CATANLAB_TDE_FUZZ_GAMES
// sets the games per rule set and player count (default 40).
#include <doctest/doctest.h>

#include "tests/support/env_count.h"
#include "tests/support/random_game.h"
#include "tests/tde/treasure_islands/ti_invariants.h"

using namespace catanlab;

TEST_CASE("treasure islands fuzz: random games keep every invariant and end by VP, by chips or at the turn cap") {
  const int games = testing::env_count("CATANLAB_TDE_FUZZ_GAMES", 40);
  for (const char* rules : {"tde_treasure_islands", "tde_treasure_islands_ck"})
    for (int players : {3, 4}) {
      auto g = StdGame::load(rules, players, {{"domestic_trade", players == 3}});
      int won = 0, by_chips = 0, treasures = 0, owed = 0, free_pieces = 0, picks = 0;
      for (int i = 0; i < games; ++i) {
        won += testing::play_checked_random_game(
            *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 4,
            [&](const StdGame& gg, const State& s) {
              testing::check_treasure_islands(gg, s);
              const std::string phase = gg.phase_name(s);
              treasures += phase == "treasure_draw";
              owed += treasure_of(gg, std_state(s)).owed > 0;
              free_pieces += phase == "treasure_build";
              picks += phase == "treasure_take";
            },
            [&](const State& s) {
              const bool chips = treasure_of(*g, std_state(s)).winners != 0;
              by_chips += chips;
              return chips;
            },
            i % 16 == 0);
      }
      CHECK(won >= games - 1);
      CHECK(treasures > 0);
      CHECK(owed > 0);
      CHECK(free_pieces > 0);
      CHECK(picks > 0);
      MESSAGE(std::string(rules), ", ", players, " players: ", games, " games, ", won, " won, ", by_chips, " by chips");
    }
}
