// Seafarers at five and six players (docs/seafarers.md, "Five and six players"): ships in the
// special building phase and in the second seat's part of a paired turn, gold for the fifth and
// sixth seats. No Seafarers rule set has a 5-6 board yet, so these play the module on the base
// game's 5-6 board, whose sea frame carries ships.
#include <doctest/doctest.h>

#include "core/engine/ruleset.h"
#include "tests/seafarers/sea_invariants.h"
#include "tests/seafarers/sea_position.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> five_six_seas(int players, std::map<std::string, int> options = {}) {
  RuleSet rs = parse_ruleset("seafarers_5_6", R"json({
    "description": "Seafarers' rules on the base game's 5-6 board (tests only)",
    "board": "standard_5_6", "modules": ["base", "seafarers"], "players": [5, 6],
    "options": {"shuffle_board": 0, "domestic_trade": 0, "special_build": 1, "bank_per_resource": 24},
    "seafarers": {"ships": 15, "island_vp": 0, "pirate": 0},
    "costs": {"ship": {"lumber": 1, "wool": 1}}})json", "five_six_seas");
  rs.overrides = options;
  return std::make_shared<const StdGame>(rs, players);
}

// A coast vertex with two ship paths, the first of them.
std::pair<int, int> coast_spot(const StdGame& g, const State& s) {
  const EdgeSet paths = sea_of(g, s).ship_paths;
  for (int v = 0; v < g.topo().num_vertices; ++v)
    if (g.topo().land_vertices.test(v) && (g.topo().vertex_edges[v] & paths).count() >= 2)
      return {v, (g.topo().vertex_edges[v] & paths).nth(0)};
  FAIL("no coast");
  return {-1, -1};
}

}  // namespace

TEST_CASE("seafarers five-six, special build: a ship built, none moved; it may move on its owner's next turn") {
  auto g = five_six_seas(6);
  State s = empty_main(*g, 0);
  const auto [v, e] = coast_spot(*g, s);
  Board{*g, s}.settlement(1, v).done();
  give(s, 1, {1, 0, 1, 0, 0});
  act(*g, s, "end_turn");
  REQUIRE(std_state(s).phase == Phase::SpecialBuild);
  REQUIRE(std_state(s).to_move == 1);
  // "With Seafarers: build ships, never move one."
  CHECK(legal_in(*g, s, "build_ship").find(fmt::format("build_ship e{}", e)) != std::string::npos);
  act(*g, s, fmt::format("build_ship e{}", e));
  CHECK(sea_of(*g, s).ships_left[1] == 14);
  CHECK(std_state(s).base.players[1].hand_total == 0);
  CHECK(legal(*g, s) == names({"end_special_build"}));
  act(*g, s, "end_special_build");
  // Seat 1's own turn: the ship came after the last turn, so it is not "built this turn".
  REQUIRE(std_state(s).turn_player == 1);
  turn_of(s, 1);
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {e}));
}

TEST_CASE("seafarers five-six, paired players: the second seat builds a ship and moves one") {
  auto g = five_six_seas(6, {{"special_build", 0}, {"paired_players", 1}});
  State s = empty_main(*g, 0);
  const auto [v, e] = coast_spot(*g, s);
  Board{*g, s}.settlement(3, v).done();
  put_ships(*g, s, 3, {e});
  Board{*g, s}.done();
  give(s, 3, {1, 0, 1, 0, 0});
  act(*g, s, "end_turn");
  REQUIRE(std_state(s).base.paired_part == 1);
  REQUIRE(std_state(s).to_move == 3);
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {e}));
  CHECK(legal_in(*g, s, "build_ship") != "");
}

TEST_CASE("seafarers five-six: a gold field pays the sixth seat a card of its choice") {
  auto g = five_six_seas(6);
  State s = empty_main(*g, 0);
  StdState& st = std_state(s);
  int hex = -1;
  g->topo().land.for_each([&](int h) {
    if (hex < 0 && h != st.base.robber && st.layout.number[h]) hex = h;
  });
  st.layout.terrain[hex] = Terrain::Gold;
  Board{*g, s}.settlement(5, g->topo().hex_vertex[hex][0]).done();
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, fmt::format("roll {}", st.layout.number[hex]));
  CHECK(sea_of(*g, s).gold_owed[5] == 1);
  CHECK(st.phase == SeaPhase::GoldPick);
  CHECK(st.to_move == 5);
}

TEST_CASE("seafarers five-six fuzz: random 5-6 player games, with the special building phase or paired players, keep "
          "every invariant") {
  const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) * 2 / 3;
  int special = 0, parts = 0;
  for (int i = 0; i < games; ++i) {
    const int players = 5 + i % 2, paired = i / 2 % 2;
    auto g = five_six_seas(players, {{"special_build", 1 - paired}, {"paired_players", paired}, {"turn_cap", 400}});
    testing::play_checked_random_game(
        *g, uint64_t(i), uint64_t(i) * 7919 + 6, i < 10 ? 1 : 8,
        [&](const StdGame& gg, const State& s) {
          testing::check_sea_invariants(gg, s);
          special += std_state(s).phase == Phase::SpecialBuild;
          parts += std_state(s).base.paired_part;
        },
        {}, i % 32 == 0);
  }
  CHECK(special > 0);
  CHECK(parts > 0);
}

TEST_CASE("The Six Islands: The Four Islands at 5-6 seats on the requirements' 6-player board, with the 5-6 bank and "
          "deck") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = sea_game(players, {}, "seafarers_four_islands");
    const Topology& t = g->topo();
    const State state = g->new_game(2);
    const StdState& s = std_state(state);
    // "32 land hexes, one shuffle pool: 7 forest, 7 pasture, 6 fields, 6 hills, 6 mountains"
    std::map<Terrain, int> terrain;
    std::map<int, int> tokens;
    std::array<int, 6> sizes{};
    t.land.for_each([&](int h) {
      terrain[s.layout.terrain[h]] += 1;
      tokens[s.layout.number[h]] += 1;
      REQUIRE(sea::island_of(*g, h) >= 0);
      sizes[size_t(sea::island_of(*g, h))] += 1;
    });
    CHECK(t.land.count() == 32);
    CHECK(terrain == std::map<Terrain, int>{{Terrain::Forest, 7}, {Terrain::Hills, 6}, {Terrain::Pasture, 7},
                                            {Terrain::Fields, 6}, {Terrain::Mountains, 6}});
    // "tokens 2x2, 3x3, 4x4, 5x4, 6x4, 8x3, 9x4, 10x4, 11x2, 12x2"
    CHECK(tokens == std::map<int, int>{{2, 2}, {3, 3}, {4, 4}, {5, 4}, {6, 4}, {8, 3}, {9, 4}, {10, 4}, {11, 2}, {12, 2}});
    // "Islands A-F = 0-5"
    CHECK(sizes == std::array<int, 6>{6, 5, 5, 5, 5, 6});
    // "Harbors (5 x 3:1, one 2:1 per resource, wool twice)"
    std::map<int, int> harbors;
    for (size_t slot = 0; slot < g->board().harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
    CHECK(harbors == std::map<int, int>{{0, 1}, {1, 1}, {2, 2}, {3, 1}, {4, 1}, {kGenericHarbor, 5}});
    // "Pirate (-1,4); robber off the board."
    CHECK(sea_of(*g, state).pirate == hex(*g, -1, 4));
    CHECK_FALSE(t.land.test(s.base.robber));
    for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
    CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
    CHECK(g->opt().special_build == 1);
    CHECK(g->opt().vp_target == 13);  // the 3-4 player goal (ours, as JSettlers)
  }
  CHECK(sea_game(4, {}, "seafarers_four_islands")->topo().land.count() == 23);
}
