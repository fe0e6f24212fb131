// Through the Desert at five and six seats (docs/seafarers_through_desert.md): the 6-player board
// (JSettlers' layout) with a belt of five deserts (2,2)..(6,2), a strip of 9 in two pieces, (1,1)
// (2,1) (3,1) (0,2) (1,2) and (5,1)..(8,1), one area, and four small islands; the base game's 5-6
// bank, deck and special building phase. Positions on the board as its file lays it.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <map>

#include "tests/seafarers/sea_invariants.h"
#include "tests/seafarers/sea_position.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> desert_six(int players = 6) { return sea_game(players, {}, "seafarers_through_desert"); }

constexpr uint16_t kSixMain = 1u << 0, kSixStrip = 1u << 1, kSixIslandC = 1u << 4;

using Counts = std::map<int, int>;

}  // namespace

TEST_CASE("Through the Desert, 6-player board: the requirements' counts at 5 and 6 seats, on every shuffle") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = StdGame::load("seafarers_through_desert", players);
    const Topology& t = g->topo();
    CHECK(g->board().name == "seafarers_through_desert_6p");
    for (uint64_t seed = 0; seed <= 20; ++seed) {
      CAPTURE(seed);
      const State state = seed ? g->new_game(seed) : desert_six(players)->new_game(1);  // seed 0: the file's layout
      const StdState& s = std_state(state);
      std::map<int, std::map<Terrain, int>> terrain;  // by pool: 0 main area and strip, 1 small islands, -1 belt
      std::map<int, Counts> tokens;
      Counts areas;
      t.land.for_each([&](int h) {
        const int area = sea::island_of(*g, h);
        const int pool = area < 0 ? -1 : area >= 2;
        terrain[pool][s.layout.terrain[h]] += 1;
        if (s.layout.number[h]) tokens[pool][s.layout.number[h]] += 1;
        if (s.layout.terrain[h] == Terrain::Gold) CHECK((s.layout.number[h] != 6 && s.layout.number[h] != 8));
        areas[area] += 1;
      });
      CHECK(t.land.count() == 43);
      // "Main area m (21) and strip s (9, in two pieces, one foreign area) share one pool ... Five deserts.
      //  Small islands ia (2), ib (1), ic (4), id (1)"
      CHECK(areas == Counts{{-1, 5}, {0, 21}, {1, 9}, {2, 2}, {3, 1}, {4, 4}, {5, 1}});
      CHECK(terrain[-1] == std::map<Terrain, int>{{Terrain::Desert, 5}});
      CHECK(terrain[0] == std::map<Terrain, int>{{Terrain::Forest, 6}, {Terrain::Hills, 7}, {Terrain::Pasture, 5},
                                                 {Terrain::Fields, 5}, {Terrain::Mountains, 6}, {Terrain::Gold, 1}});
      CHECK(tokens[0] == Counts{{2, 2}, {3, 3}, {4, 3}, {5, 4}, {6, 4}, {8, 2}, {9, 3}, {10, 3}, {11, 3}, {12, 3}});
      // "2 pasture, 2 fields, 2 gold, 1 mountains, 1 forest with 2, 3, 4, 8, 8, 9, 10, 11"
      CHECK(terrain[1] == std::map<Terrain, int>{{Terrain::Forest, 1}, {Terrain::Pasture, 2}, {Terrain::Fields, 2},
                                                 {Terrain::Mountains, 1}, {Terrain::Gold, 2}});
      CHECK(tokens[1] == Counts{{2, 1}, {3, 1}, {4, 1}, {8, 2}, {9, 1}, {10, 1}, {11, 1}});
      // "Harbors (same 11 kinds)": five 3:1, one 2:1 per resource, wool twice.
      Counts harbors;
      for (size_t slot = 0; slot < g->board().harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
      CHECK(harbors == Counts{{0, 1}, {1, 1}, {2, 2}, {3, 1}, {4, 1}, {kGenericHarbor, 5}});
      // "Pirate (4,7)"; the robber on the middle desert (ours).
      CHECK(sea_of(*g, state).pirate == hex(*g, 4, 7));
      CHECK(s.base.robber == hex(*g, 4, 2));
      for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
      CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
    }
    CHECK(g->opt().special_build == 1);
    CHECK(g->opt().vp_target == 14);  // the 3-4 player goal (ours, as JSettlers)
    // The belt separates them: no corner touches both the main area and the strip.
    for (int v = 0; v < t.num_vertices; ++v) {
      int seen = 0;
      for (int8_t h : t.vertex_hex[v]) seen |= h >= 0 && t.land.test(h) && sea::island_of(*g, h) >= 0 ? 1 << sea::island_of(*g, h) : 0;
      CHECK(std::popcount(unsigned(seen)) <= 1);
    }
  }
  CHECK(StdGame::load("seafarers_through_desert", 4)->topo().land.count() == 30);
}

TEST_CASE("Through the Desert at six seats: the sixth seat's road across the belt reaches the strip (2 VP, once for "
          "both pieces); the fifth seat's ship an island (2 VP)") {
  auto g = desert_six();
  State s = empty_main(*g, 5);
  const int west = corner(*g, 3, 3, Corner::N), east = corner(*g, 5, 3, Corner::N);  // main area and two deserts
  const int coast = corner(*g, 4, 5, Corner::SE);                                    // main area and sea
  Board{*g, s}.settlement(5, west).settlement(5, east).settlement(4, coast).done();
  sea_of(*g, s).islands[5] = sea_of(*g, s).islands[4] = kSixMain;  // the set-up's area
  // Seat 5: two roads along the desert (3,2) to its north corner, beside the strip's (3,1).
  build_roads(*g, s, 5, {side(*g, 3, 2, Dir::E), side(*g, 3, 2, Dir::NE)});
  build_settlement(*g, s, 5, corner(*g, 3, 2, Corner::N));
  CHECK(sea_of(*g, s).bonus_islands[5] == kSixStrip);
  CHECK(g->victory_points(s, 5) == 3 + 2);
  // The strip's eastern piece is the same area: nothing more.
  build_roads(*g, s, 5, {side(*g, 6, 2, Dir::W), side(*g, 6, 2, Dir::NW)});
  build_settlement(*g, s, 5, corner(*g, 6, 2, Corner::N));
  CHECK(sea_of(*g, s).bonus_islands[5] == kSixStrip);
  CHECK(g->victory_points(s, 5) == 4 + 2);
  // Seat 4: two ships to the island ic's (5,6).
  put_ships(*g, s, 4, {side(*g, 5, 5, Dir::SW), side(*g, 5, 6, Dir::W)});
  g->rebuild_caches(s);
  build_settlement(*g, s, 4, corner(*g, 5, 6, Corner::SW));
  CHECK(sea_of(*g, s).bonus_islands[4] == kSixIslandC);
  CHECK(g->victory_points(s, 4) == 2 + 2);
  CHECK(sea_of(*g, s).bonus_islands[5] == kSixStrip);
}

TEST_CASE("Through the Desert at five and six seats: set-up only beside the main area") {
  for (int players : {5, 6}) {
    auto g = desert_six(players);
    State s = g->new_game(1);
    CHECK(legal(*g, s) == home_settlements(*g));
    CHECK(legal_in(*g, s, fmt::format("build_settlement v{}", corner(*g, 3, 2, Corner::N))) == "");  // the strip
  }
}

TEST_CASE("Through the Desert fuzz: random 5-6 player games keep every invariant and end at 14 VP") {
  const int games = std::max(3, testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) / 30);  // five by default
  for (int players : {5, 6}) {
    auto g = StdGame::load("seafarers_through_desert", players);
    int won = 0, bonuses = 0, special = 0, steps = 0;
    for (int i = 0; i < games; ++i)
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 2 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_sea_invariants(gg, s);
            if (i == 0 && ++steps % 16 == 0) testing::check_round_trips(gg, s);  // JSON and bytes: a share of one game
            for (int q = 0; q < players; ++q) bonuses += sea_of(gg, s).bonus_islands[q] != 0;
            special += std_state(s).phase == Phase::SpecialBuild;
          },
          {});
    CHECK(won >= games - 1);
    CHECK(bonuses > 0);
    CHECK(special > 0);
    MESSAGE("seafarers_through_desert, ", players, " players: ", games, " games, ", won, " won");
  }
}
