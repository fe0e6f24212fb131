// The Fog Islands (`seafarers_fog_islands`) at five and six seats (docs/seafarers.md, "The Fog
// Islands at five and six"): JSettlers' 6-player board for both counts, with the base game's 5-6
// bank, deck and special building phase; random games with every Seafarers invariant
// (CATANLAB_SEA_FUZZ_GAMES / 15 per count), the first of them through JSON and bytes every 8 steps.
#include <doctest/doctest.h>

#include <map>

#include "tests/seafarers/sea_invariants.h"
#include "tests/seafarers/sea_position.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("The Fog Islands at 5-6 seats: JSettlers' 6-player board with its counts and face-down stacks") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto written = sea_game(players, {}, "seafarers_fog_islands");
    auto shuffled = StdGame::load("seafarers_fog_islands", players);
    for (const auto& [g, seed] : {std::pair{written, 1}, std::pair{shuffled, 3}, std::pair{shuffled, 4}}) {
      CAPTURE(seed);
      CHECK(g->board().name == "seafarers_fog_islands_6p");
      const State state = g->new_game(uint64_t(seed));
      const StdState& s = std_state(state);
      std::map<Terrain, int> terrain;
      std::map<int, int> tokens;
      g->topo().land.for_each([&](int h) {
        if (s.layout.terrain[h] == Terrain::Fog) return;
        terrain[s.layout.terrain[h]] += 1;
        if (s.layout.number[h]) tokens[s.layout.number[h]] += 1;
      });
      // "a northern main island of 24 hexes (5 hills, 5 mountains, 5 fields, 4 forest, 4 pasture,
      // 1 desert)" and "two gold fields face up at the arc's ends, fixed, on 4 and 10"
      CHECK(terrain == std::map<Terrain, int>{{Terrain::Forest, 4}, {Terrain::Hills, 5}, {Terrain::Pasture, 4},
                                              {Terrain::Fields, 5}, {Terrain::Mountains, 5}, {Terrain::Desert, 1},
                                              {Terrain::Gold, 2}});
      CHECK(s.layout.terrain[hex(*g, -1, 7)] == Terrain::Gold);
      CHECK(s.layout.number[hex(*g, -1, 7)] == 4);
      CHECK(s.layout.terrain[hex(*g, 6, 7)] == Terrain::Gold);
      CHECK(s.layout.number[hex(*g, 6, 7)] == 10);
      // "23 tokens (2, 3x3, 4x2, 5x2, 6x3, 8x3, 9x2, 10x2, 11x3, 12x2)", with the gold fields' 4 and 10
      CHECK(tokens == std::map<int, int>{{2, 1}, {3, 3}, {4, 3}, {5, 2}, {6, 3}, {8, 3}, {9, 2}, {10, 3}, {11, 3}, {12, 2}});
      // "25 face-down hexes (12 sea, 3 forest, 3 pasture, 2 hills, 2 mountains, 2 fields, 1 gold
      // field) with 13 tokens (2x2, 3, 4, 5x2, 6, 8, 9x2, 10, 11, 12)"
      int fog = 0;
      for (int h = 0; h < g->topo().num_hexes; ++h) fog += s.layout.terrain[h] == Terrain::Fog;
      CHECK(fog == 25);
      const SeaSlice& sea = sea_of(*g, state);
      int tiles = 0, numbers = 0;
      for (const auto& group : sea.fog_tiles)
        for (uint8_t n : group) tiles += n;
      for (const auto& group : sea.fog_numbers)
        for (uint8_t n : group) numbers += n;
      CHECK(tiles == 25);
      CHECK(numbers == 13);
      // "9 harbors (4 of 3:1, one 2:1 per resource)"
      std::map<int, int> harbors;
      for (size_t slot = 0; slot < g->board().harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
      CHECK(harbors == std::map<int, int>{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {kGenericHarbor, 4}});
      // "the pirate at (7,4), the robber on the desert"
      CHECK(sea.pirate == hex(*g, 7, 4));
      CHECK(s.layout.terrain[s.base.robber] == Terrain::Desert);
      for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
      CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
      CHECK(g->opt().special_build == 1);
      CHECK(g->opt().vp_target == 12);  // the 3-4 player goal (ours, as JSettlers)
      check_round_trips(*g, state);
    }
  }
  CHECK(sea_game(4, {}, "seafarers_fog_islands")->board().name == "seafarers_fog_islands");
}

TEST_CASE("sea fuzz: The Fog Islands at 5-6 seats keeps every invariant; the fog turns over") {
  const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) / 15;
  for (int players : {5, 6}) {
    auto g = StdGame::load("seafarers_fog_islands", players);
    int won = 0, reveals = 0, golds = 0, moves = 0, special = 0;
    for (int i = 0; i < games; ++i) {
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), 8, [&](const StdGame& gg, const State& s) {
            testing::check_sea_invariants(gg, s);
            if (i == 0) testing::check_round_trips(gg, s);
            reveals += gg.phase_name(s) == std::string("reveal");
            golds += gg.phase_name(s) == std::string("gold_pick");
            moves += sea_of(gg, s).moved;
            special += std_state(s).phase == Phase::SpecialBuild;
          });
    }
    CHECK(won >= games - 1 - games / 200);  // the turn cap ends at most about 1 game in 200
    CHECK(reveals > 0);
    CHECK(golds > 0);
    CHECK(moves > 0);
    CHECK(special > 0);
    MESSAGE("seafarers_fog_islands, ", players, " players: ", games, " games, ", won, " won");
  }
}
