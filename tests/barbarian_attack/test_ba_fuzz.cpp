// Random Barbarian Attack games, 2 (the research option), 3 and 4 players, with every invariant checked
// as they go (barbarians conserved between supply, coast and prisoners; knights
// within limits; gold never negative; VP from the pieces); each game must end
// by itself at 12 VP. CATANLAB_BA_FUZZ_GAMES sets the games per player count
// (default 1,000).
#include <doctest/doctest.h>

#include "tests/barbarian_attack/ba_invariants.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;

namespace {

int fuzz_games() { return testing::env_count("CATANLAB_BA_FUZZ_GAMES", 1000); }

}  // namespace

TEST_CASE("ba fuzz: random games keep every invariant and end at 12 VP") {
  const int games = fuzz_games();
  for (int players : {2, 3, 4}) {
    // Two players play from a short gold box (12 coins), the others from an unlimited one.
    auto g = StdGame::load("barbarian_attack", players, {{"domestic_trade", players == 3}, {"ba_gold_supply", players == 2 ? 12 : 0}});
    int won = 0, battles = 0, conquests = 0;
    for (int i = 0; i < games; ++i) {
      State end;
      const bool winner = testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_ba_invariants(gg, s);
            battles += std_state(s).phase == BaPhase::Colour;
            conquests += std_state(s).base.barren.any();
            end = s;
          },
          {}, i % 64 == 0);
      won += winner;
    }
    CHECK(won == games);  // no turn cap: every game ends with a winner
    CHECK(battles > 0);
    CHECK(conquests > 0);
    MESSAGE(players, " players: ", games, " games, ", won, " won");
  }
}
