// Random games of Departure into the Unknown, alone and with Cities & Knights
// (3 and 4 players), with every invariant checked as they go (dep_invariants.h:
// C&K's, Seafarers' and the treasure hunt's, and the kept tiles'), round trips
// through JSON and bytes in a share of them, and a redeal of the hidden kept
// tiles at every choice; each game must end at the VP target or at the turn
// cap. CATANLAB_TDE_FUZZ_GAMES sets the games per rule set and player count
// (default 40).
#include <doctest/doctest.h>

#include "tests/support/env_count.h"
#include "tests/support/random_game.h"
#include "tests/tde/departure/dep_invariants.h"

using namespace catanlab;

TEST_CASE("departure fuzz: random games keep every invariant and end by VP or at the turn cap") {
  const int games = testing::env_count("CATANLAB_TDE_FUZZ_GAMES", 40);
  for (const char* rules : {"tde_departure", "tde_departure_ck"})
    for (int players : {3, 4}) {
      auto g = StdGame::load(rules, players, {{"domestic_trade", players == 3}});
      int won = 0, choices = 0, kept = 0, full = 0, redeals = 0, harbors = 0;
      Rng redeal{uint64_t(players)};
      for (int i = 0; i < games; ++i) {
        won += testing::play_checked_random_game(
            *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 4,
            [&](const StdGame& gg, const State& s) {
              testing::check_departure(gg, s);
              const TreasureSlice& tr = treasure_of(gg, std_state(s));
              if (gg.phase_name(s) == "treasure_choice") {
                choices += 1;
                const int seat = (tr.hunter + 1) % std_state(s).num_players;
                State t = s;
                gg.resample_hidden(t, seat, redeal);
                testing::check_kept_redealt(gg, s, t, seat);
                testing::check_departure(gg, t);
                redeals += 1;
              }
              for (int p = 0; p < std_state(s).num_players; ++p) full += kept_by(tr, p) == 4, kept += kept_by(tr, p) > 0;
              harbors += gg.phase_name(s) == "treasure_harbor_at";
            },
            [&](const State&) { return false; }, i % 16 == 0);
      }
      CHECK(won >= games - 1);
      CHECK(choices > 0);
      CHECK(kept > 0);
      CHECK(redeals > 0);
      CHECK(harbors > 0);
      MESSAGE(std::string(rules), ", ", players, " players: ", games, " games, ", won, " won, ", choices,
              " choices, ", harbors, " special harbours placed, steps with a seat keeping 4: ", full);
    }
}
