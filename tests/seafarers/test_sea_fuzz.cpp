// Random Seafarers games (Heading for New Shores, The Four Islands, Through the
// Desert, The Fog Islands and The Forgotten Tribe, 3 and 4 players) with every invariant checked as
// they go (sea_invariants.h), round trips through JSON and bytes in a share of
// them; each game must end at its VP target, or at the rule set's turn cap
// where no seat can reach it any more (rare: every place to build taken).
// CATANLAB_SEA_FUZZ_GAMES sets the games per rule set and player count
// (default 300).
#include <doctest/doctest.h>

#include <map>

#include "tests/seafarers/sea_invariants.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;

TEST_CASE("sea fuzz: random games keep every invariant and end at the VP target (or the turn cap)") {
  const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 300);
  for (const char* rules : {"seafarers", "seafarers_four_islands", "seafarers_through_desert", "seafarers_fog_islands",
                            "seafarers_forgotten_tribe"})
    for (int players : {3, 4}) {
      auto g = StdGame::load(rules, players, {{"domestic_trade", players == 3}});
      const uint8_t pirate_start = sea_of(*g, g->new_game(0)).pirate;
      int won = 0, golds = 0, pirates = 0, moves = 0, reveals = 0, bonuses = 0;
      std::map<std::string, int> gifts;  // The Forgotten Tribe: gift phases, and gift points taken
      for (int i = 0; i < games; ++i) {
        won += testing::play_checked_random_game(
            *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
            [&](const StdGame& gg, const State& s) {
              testing::check_sea_invariants(gg, s);
              const SeaSlice& sea = sea_of(gg, s);
              golds += gg.phase_name(s) == std::string("gold_pick");
              moves += sea.moved;
              reveals += gg.phase_name(s) == std::string("reveal");
              pirates += sea.pirate != pirate_start;
              for (int q = 0; q < players; ++q) bonuses += sea.bonus_islands[q] != 0;
              gifts[gg.phase_name(s)] += 1;
              for (int q = 0; q < players; ++q) gifts["gift_vp"] += sea.tribe.gift_vp[q];
            },
            {}, i % 32 == 0);
      }
      CHECK(won >= games - 1 - games / 200);  // the turn cap ends at most about 1 game in 200
      bool gold_fields = false;  // on the board or face down (The Four Islands has none)
      for (int h = 0; h < g->topo().num_hexes; ++h)  // producing (the tribe's gold fields have no token)
        gold_fields = gold_fields || (g->board().layout.terrain[h] == Terrain::Gold && g->board().layout.number[h]);
      for (const FogPool& pool : g->board().fog_pools) gold_fields = gold_fields || pool.tiles[int(Terrain::Gold)];
      CHECK((golds > 0) == gold_fields);
      CHECK(moves > 0);
      CHECK(pirates > 0);
      if (std::string(rules) == "seafarers_fog_islands") CHECK(reveals > 0);
      else if (!sea::gifts(*g).empty()) CHECK((gifts["gift_card"] > 0 && gifts["place_harbor"] > 0 && gifts["gift_vp"] > 0));
      else CHECK(bonuses > 0);
      MESSAGE(std::string(rules), ", ", players, " players: ", games, " games, ", won, " won");
    }
}
