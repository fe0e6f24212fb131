// Random Greater Catan games (with and without Cities & Knights, 3 and 4 players) with every
// invariant checked as they go (gc_invariants.h), round trips through JSON and bytes in a share
// of them; each game must end at its VP target (or the turn cap), and the runs must reach every
// step: reserve draws, the order chosen, home tokens chosen and moved at once.
// CATANLAB_GC_FUZZ_GAMES sets the games per rule set and player count (default 30).
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_invariants.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"
#include "tests/tde/greater_catan/gc_invariants.h"

using namespace catanlab;

TEST_CASE("gc fuzz: random games keep every invariant and end at the VP target (or the turn cap)") {
  const int games = testing::env_count("CATANLAB_GC_FUZZ_GAMES", 30);
  for (const char* rules : {"tde_greater_catan", "tde_greater_catan_ck"})
    for (int players : {3, 4}) {
      auto g = StdGame::load(rules, players, {{"domestic_trade", players == 3}});
      const bool ck = g->has_slice<CkSlice>();
      int won = 0, draws = 0, orders = 0, choices = 0, moved = 0;
      for (int i = 0; i < games; ++i) {
        int home_tokens = 99, new_tokens = 0;
        won += testing::play_checked_random_game(
            *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 4 ? 1 : 8,
            [&](const StdGame& gg, const State& s) {
              if (ck) testing::check_ck_invariants(gg, s, testing::island_points);
              testing::check_sea_invariants(gg, s, !ck);
              testing::check_gc_invariants(gg, s);
              const std::string phase = gg.phase_name(s);
              draws += phase == "gc_reserve";
              orders += phase == "gc_order";
              choices += phase == "gc_take_from";
              // Home hexes only lose tokens, the new islands' only gain them.
              int home = 0, away = 0;
              for (int h = 0; h < gg.topo().num_hexes; ++h)
                (sea::home_hexes(gg).test(h) ? home : away) += std_state(s).layout.number[h] != 0;
              REQUIRE(home <= home_tokens);
              REQUIRE(away >= new_tokens);
              moved += home < home_tokens && home_tokens != 99;
              home_tokens = home, new_tokens = away;
            },
            {}, i % 16 == 0);
      }
      CHECK(won >= games - 1 - games / 100);  // the turn cap ends about 1 random 4-player game in 300
      CHECK(draws > 0);
      CHECK(moved > 0);
      if (games >= 20) CHECK(choices > 0);
      MESSAGE(std::string(rules), ", ", players, " players: ", games, " games, ", won, " won; reserve draws ", draws,
              ", orders ", orders, ", home tokens chosen ", choices, ", moved ", moved);
    }
}
