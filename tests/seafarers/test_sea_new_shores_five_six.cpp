// Heading for New Shores (`seafarers`) at five and six seats (docs/seafarers.md, "Five and six
// players"): JSettlers' 6-player board for both counts, with the base game's 5-6 bank, deck and
// special building phase; the fifth and sixth seats' island bonus; ships in the special building
// phase; random games with every Seafarers invariant (CATANLAB_SEA_FUZZ_GAMES / 15 per count), the first
// of them through JSON and bytes every 8 steps.
#include <doctest/doctest.h>

#include <map>

#include "tests/seafarers/sea_invariants.h"
#include "tests/seafarers/sea_position.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

struct NewShoresCounts {
  std::map<int, std::map<Terrain, int>> terrain;  // by island
  std::map<int, int> tokens, island_sizes;
  std::map<int, int> harbors;  // by kind
};

NewShoresCounts count(const StdGame& g, const State& state) {
  const StdState& s = std_state(state);
  NewShoresCounts c;
  g.topo().land.for_each([&](int h) {
    const int island = sea::island_of(g, h);
    c.terrain[island][s.layout.terrain[h]] += 1;
    c.island_sizes[island] += 1;
    if (s.layout.number[h]) c.tokens[s.layout.number[h]] += 1;
  });
  for (size_t slot = 0; slot < g.board().harbor_edges.size(); ++slot) c.harbors[s.layout.harbor_kind[slot]] += 1;
  return c;
}

}  // namespace

TEST_CASE("New Shores at 5-6 seats: JSettlers' 6-player board with its counts, the 5-6 bank, deck and special build") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    // The written layout and two shuffled ones: a shuffle keeps every count and each hex's island.
    auto written = sea_game(players);
    auto shuffled = StdGame::load("seafarers", players);
    for (const auto& [g, seed] : {std::pair{written, 1}, std::pair{shuffled, 3}, std::pair{shuffled, 4}}) {
      CAPTURE(seed);
      CHECK(g->board().name == "seafarers_new_shores_6p");
      const State state = g->new_game(uint64_t(seed));
      const StdState& s = std_state(state);
      const NewShoresCounts c = count(*g, state);
      // "the main island: 6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains, 2 deserts"
      CHECK(c.terrain.at(0) == std::map<Terrain, int>{{Terrain::Forest, 6}, {Terrain::Hills, 5}, {Terrain::Pasture, 6},
                                                  {Terrain::Fields, 6}, {Terrain::Mountains, 5}, {Terrain::Desert, 2}});
      // "six small islands (3 gold fields, 2 hills, 2 mountains, 1 forest, 1 pasture, 1 fields)"
      std::map<Terrain, int> small;
      for (int island = 1; island <= 6; ++island)
        for (const auto& [t, n] : c.terrain.at(island)) small[t] += n;
      CHECK(small == std::map<Terrain, int>{{Terrain::Forest, 1}, {Terrain::Hills, 2}, {Terrain::Pasture, 1},
                                            {Terrain::Fields, 1}, {Terrain::Mountains, 2}, {Terrain::Gold, 3}});
      // "two of 3 hexes in the west and four of 1 in the east"
      CHECK(c.island_sizes == std::map<int, int>{{0, 30}, {1, 3}, {2, 3}, {3, 1}, {4, 1}, {5, 1}, {6, 1}});
      // "28 tokens (2x2, 3-6 and 8-11 three each, 12x2)" and "10 tokens (2-6 and 8-12 once each)"
      CHECK(c.tokens == std::map<int, int>{{2, 3}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {8, 4}, {9, 4}, {10, 4}, {11, 4}, {12, 3}});
      // "11 harbors (5 of 3:1, one 2:1 per resource, wool twice)", all on the main island
      CHECK(c.harbors == std::map<int, int>{{0, 1}, {1, 1}, {2, 2}, {3, 1}, {4, 1}, {kGenericHarbor, 5}});
      for (int16_t e : g->board().harbor_edges) {
        int island = -1;
        for (int8_t h : g->topo().edge_hex[size_t(e)])
          if (h >= 0 && g->topo().land.test(h)) island = sea::island_of(*g, h);
        CHECK(island == 0);
      }
      // "the pirate off the board at the start, the robber on a desert"
      CHECK(sea_of(*g, state).pirate == kNoSeaHex);
      CHECK(s.layout.terrain[s.base.robber] == Terrain::Desert);
      for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
      CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
      CHECK(g->opt().special_build == 1);
      CHECK(g->opt().vp_target == 14);  // the 3-4 player goal (ours, as JSettlers)
      CHECK(g->topo().num_hexes == 86);
      check_round_trips(*g, state);
    }
  }
  CHECK(sea_game(4)->board().name == "seafarers_new_shores_4p");
  CHECK(sea_game(4)->opt().special_build == 0);
}

TEST_CASE("New Shores at 5-6 seats: the last seat sails to an eastern island and takes its 2 VP") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = sea_game(players);
    const int seat = players - 1;
    State s = empty_main(*g, seat);
    // A settlement on the main island's north-east corner, ships round the sea hex (7,1) towards
    // the one-hex island (8,1) (island 3).
    Board{*g, s}.settlement(seat, corner(*g, 6, 1, Corner::NE)).done();
    sea_of(*g, s).islands[seat] = 1;  // the set-up's island: home
    put_ships(*g, s, seat, {side(*g, 7, 1, Dir::NW), side(*g, 7, 1, Dir::NE)});
    g->rebuild_caches(s);
    give(s, seat, {1, 1, 1, 1, 0});
    const int landing = corner(*g, 8, 1, Corner::NW);
    CHECK(legal_in(*g, s, "build_settlement") == fmt::format("build_settlement v{}", landing));
    CHECK(g->victory_points(s, seat) == 1);
    act(*g, s, fmt::format("build_settlement v{}", landing));
    CHECK(sea_of(*g, s).bonus_islands[seat] == 1u << 3);
    CHECK(g->victory_points(s, seat) == 4);  // two settlements and the island's 2
  }
}

TEST_CASE("New Shores at six seats, special building phase: ships built, none moved; the new one moves next turn") {
  auto g = sea_game(6);
  State s = empty_main(*g, 0);
  const int home = corner(*g, 6, 1, Corner::NE);
  Board{*g, s}.settlement(1, home).done();
  put_ships(*g, s, 1, {side(*g, 7, 1, Dir::NW)});  // an open route: its end may move in seat 1's turn
  g->rebuild_caches(s);
  give(s, 1, {1, 0, 1, 0, 0});
  act(*g, s, "end_turn");
  REQUIRE(std_state(s).phase == Phase::SpecialBuild);
  REQUIRE(std_state(s).to_move == 1);
  // From the settlement: its two coast paths; from the ship's end: the one sea path on the board
  // (the frame row's outer paths are none). No move, no trade.
  const int tip = side(*g, 7, 1, Dir::NE);
  CHECK(legal(*g, s) ==
        names({edges("build_ship", {side(*g, 6, 1, Dir::NE), side(*g, 6, 1, Dir::E), tip}), "end_special_build"}));
  act(*g, s, fmt::format("build_ship e{}", tip));
  CHECK(sea_of(*g, s).ships_left[1] == 13);
  CHECK(legal(*g, s) == "end_special_build");
  act(*g, s, "end_special_build");  // seats 2-5 have nothing to build: skipped
  REQUIRE(std_state(s).turn_player == 1);
  turn_of(s, 1);
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {tip}));  // the route's end, built in the phase
}

TEST_CASE("sea fuzz: New Shores at 5-6 seats keeps every invariant; islands settled, ships moved, gold picked") {
  const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) / 15;
  for (int players : {5, 6}) {
    auto g = StdGame::load("seafarers", players);
    int won = 0, golds = 0, pirates = 0, moves = 0, bonuses = 0, special = 0;
    for (int i = 0; i < games; ++i) {
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_sea_invariants(gg, s);
            if (i == 0) testing::check_round_trips(gg, s);
            const SeaSlice& sea = sea_of(gg, s);
            golds += gg.phase_name(s) == std::string("gold_pick");
            moves += sea.moved;
            pirates += sea.pirate != kNoSeaHex;
            special += std_state(s).phase == Phase::SpecialBuild;
            for (int q = 0; q < players; ++q) bonuses += sea.bonus_islands[q] != 0;
          },
          {});
    }
    CHECK(won >= games - 1 - games / 200);  // the turn cap ends at most about 1 game in 200
    CHECK(golds > 0);
    CHECK(moves > 0);
    CHECK(pirates > 0);
    CHECK(bonuses > 0);
    CHECK(special > 0);
    MESSAGE("seafarers, ", players, " players: ", games, " games, ", won, " won");
  }
}
