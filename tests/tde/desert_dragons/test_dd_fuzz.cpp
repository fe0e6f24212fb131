// Random Desert Dragons games (3 and 4 players) with every invariant checked as they go
// (dd_invariants.h), round trips through JSON and bytes in a share of them; each game must end at
// its VP target (or the turn cap), and the runs must reach every step: gathering choices, the
// invasion and its choices, knights slaying, blocked roads and buildings, dragons only ever
// leaving the deserts once gathered. CATANLAB_DD_FUZZ_GAMES sets the games per player count (default 30).
#include <doctest/doctest.h>

#include "tests/support/env_count.h"
#include "tests/support/random_game.h"
#include "tests/tde/desert_dragons/dd_invariants.h"

using namespace catanlab;

TEST_CASE("dd fuzz: random games keep every invariant and end at the VP target (or the turn cap)") {
  const int games = testing::env_count("CATANLAB_DD_FUZZ_GAMES", 30);
  for (int players : {3, 4}) {
    auto g = StdGame::load("tde_desert_dragons", players, {{"domestic_trade", players == 3}});
    int won = 0, gathers = 0, invasions = 0, slain = 0, dead = 0, dormant = 0;
    for (int i = 0; i < games; ++i) {
      int on_deserts = 0, supply = 18;
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 4 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_dd_invariants(gg, s);
            const DdSlice& d = dd_of(gg, std_state(s));
            const std::string phase = gg.phase_name(s);
            gathers += phase == "dd_gather";
            invasions += phase == "dd_invade";
            // The supply only shrinks; once it is empty the deserts only lose dragons.
            REQUIRE(d.supply <= supply);
            if (!d.supply && !supply) REQUIRE(dd::on_deserts(d) <= on_deserts);
            supply = d.supply, on_deserts = dd::on_deserts(d);
            slain = std::max<int>(slain, d.slain);
            const BaseSlice& b = std_state(s).base;
            EdgeSet roads;
            for (int q = 0; q < std_state(s).num_players; ++q) roads |= b.players[q].roads;
            dead += (roads & b.dead_roads).any();
            dormant += b.dormant.any();
          },
          {}, i % 16 == 0);
    }
    CHECK(won >= games - 1 - games / 100);
    CHECK(invasions > 0);
    if (players == 4) CHECK(gathers > 0);
    if (games >= 20) CHECK((slain > 0 && dead > 0 && dormant > 0));
    MESSAGE("tde_desert_dragons, ", players, " players: ", games, " games, ", won, " won; gathering choices ", gathers,
            ", invasion choices ", invasions, ", most slain in a game ", slain, ", steps with blocked roads ", dead,
            ", with blocked buildings ", dormant);
  }
}
