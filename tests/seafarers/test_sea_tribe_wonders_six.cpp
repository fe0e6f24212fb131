// The Forgotten Tribe and The Wonders of Catan at five and six seats (docs/seafarers_forgotten_tribe.md,
// docs/seafarers_wonders.md): the 6-player boards (5 seats play them too) with the base game's 5-6
// bank, deck and special building phase; the fifth and sixth seats collect tribe gifts; seven
// wonders, the second Theater and the second Great Bridge claimed by other seats than the first.
// Positions on the boards as their files lay them: the tribe's main island (-1,3)..(8,5), its
// tribe islands (1,1) (2,1) and (4,1) across the sea row 2; the wonders' straits at the corners
// SE of (4,1) and NW of (3,7), its wall corner N of (-1,5).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/config_error.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::string ship_built_on(int e) { return fmt::format("build_ship e{}", e); }

// The base game's 5-6 bank and deck (requirements §8.1).
void five_six_supply(const StdGame& g, const StdState& s) {
  for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
  CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
  CHECK(g.opt().special_build == 1);
}

// A position's JSON and bytes give it back.
void back_from_json_and_bytes(const StdGame& g, const State& s) {
  CHECK(g.from_json(g.to_json(s)) == s);
  CHECK(g.from_bytes(g.to_bytes(s)) == s);
}

}  // namespace

TEST_CASE("The Forgotten Tribe at 5-6: 29 main-island hexes, 12 tribe hexes, 10 VP, 6 card and 8 harbor gifts") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = sea_game(players, {}, "seafarers_forgotten_tribe");
    const Topology& t = g->topo();
    const BoardSpec& board = g->board();
    const State state = g->new_game(1);
    const StdState& s = std_state(state);
    CHECK(board.name == "seafarers_forgotten_tribe_6p");
    CHECK(t.land.count() == 41);
    CHECK(sea::home_hexes(*g).count() == 29);
    CHECK((board.markers_of("no_settle").hexes | sea::home_hexes(*g)) == t.land);
    CHECK(board.markers_of("no_robber").hexes == board.markers_of("no_settle").hexes);
    std::map<Terrain, int> terrain;
    std::array<int, 13> tokens{};
    t.land.for_each([&](int h) {
      tokens[s.layout.number[h]] += 1;
      if (sea::home_hexes(*g).test(h)) terrain[s.layout.terrain[h]] += 1;
    });
    // "7 forest, 6 hills, 6 fields, 5 mountains, 5 pasture; tokens 2, 3x4, 4x4, 5x4, 6x3, 8x3, 9x3, 10x3, 11x3, 12"
    CHECK(terrain == std::map<Terrain, int>{{Terrain::Forest, 7}, {Terrain::Hills, 6}, {Terrain::Fields, 6},
                                            {Terrain::Mountains, 5}, {Terrain::Pasture, 5}});
    CHECK(tokens == std::array<int, 13>{12, 0, 1, 4, 4, 4, 3, 0, 3, 3, 3, 3, 1});
    for (auto [q, r] : {std::pair{8, 3}, {7, 4}, {7, 5}}) CHECK(board.hex_forbid_numbers[hex(*g, q, r)] == 0x360);
    std::array<int, 3> kinds{};
    for (const sea::Gift& gift : sea::gifts(*g)) kinds[size_t(gift.kind)] += 1;
    CHECK(kinds == std::array<int, 3>{10, 6, 8});
    std::map<int, int> harbors;
    for (size_t slot = 0; slot < board.harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
    CHECK(harbors == std::map<int, int>{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {kGenericHarbor, 3}});
    CHECK(s.base.robber == hex(*g, 7, 1));
    CHECK(sea_of(*g, state).pirate == hex(*g, 6, 1));
    five_six_supply(*g, s);
    CHECK(g->opt().vp_target == 13);
  }
}

TEST_CASE("The Forgotten Tribe at 6: buying stops while the deck holds no more cards than the 6 card gifts left") {
  auto g = sea_game(6, {}, "seafarers_forgotten_tribe");
  State s = empty_main(*g, 5);
  BaseSlice& b = std_state(s).base;
  b.players[0].dev = {18, 5, 3, 3, 3};
  b.dev_deck = {2, 0, 0, 0, 5};  // 7 cards, 6 of them set aside
  give(s, 5, {0, 0, 2, 2, 2});
  CHECK(legal_in(*g, s, "buy_dev") == "buy_dev");
  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(legal_in(*g, s, "buy_dev") == "");
}

TEST_CASE("The Forgotten Tribe at 6: the fifth seat takes a card gift and a VP gift, the sixth a harbor it places") {
  auto g = sea_game(6, {}, "seafarers_forgotten_tribe");
  // Seat 4 from the corner N of (1,3): ships across (1,2) to (2,1)'s S corner and round (1,1) to its SW corner.
  State s = empty_main(*g, 4);
  Board{*g, s}.settlement(4, corner(*g, 1, 3, Corner::N)).settlement(5, corner(*g, 3, 3, Corner::N)).done();
  put_ships(*g, s, 4,
            {side(*g, 1, 2, Dir::E), side(*g, 2, 1, Dir::SW), side(*g, 1, 1, Dir::SE), side(*g, 1, 1, Dir::SW)});
  g->rebuild_caches(s);
  give(s, 4, {2, 0, 2, 0, 0});
  act(*g, s, ship_built_on(side(*g, 1, 1, Dir::W)));  // a card gift
  CHECK(g->phase_name(s) == std::string("gift_card"));
  CHECK(odds(*g, s).at("gift_card knight") == doctest::Approx(20.0 / 34));
  act(*g, s, "gift_card knight");
  CHECK(std_state(s).base.players[4].dev[Knight] == 1);
  CHECK(g->phase_name(s) == std::string("main"));
  const int before = g->victory_points(s, 4);  // Longest Trade Route already its own with 5 ships
  act(*g, s, ship_built_on(side(*g, 1, 1, Dir::NW)));  // a VP gift
  CHECK(sea_of(*g, s).tribe.gift_vp[4] == 1);
  CHECK(g->victory_points(s, 4) == before + 1);
  back_from_json_and_bytes(*g, s);
  // Seat 5 from the corner N of (3,3): ships across (3,2) to (4,1)'s S corner, round to its W side.
  turn_of(s, 5);
  sea_of(*g, s).new_ships = {};
  put_ships(*g, s, 5, {side(*g, 3, 2, Dir::E), side(*g, 4, 1, Dir::SW), side(*g, 4, 1, Dir::W)});
  g->rebuild_caches(s);
  const auto& slots = g->board().harbor_edges;
  const int slot = int(std::find(slots.begin(), slots.end(), int16_t(side(*g, 4, 1, Dir::NW))) - slots.begin());
  REQUIRE(slot < int(slots.size()));
  const int kind = std_state(s).layout.harbor_kind[slot];
  give(s, 5, {1, 0, 1, 0, 0});
  act(*g, s, ship_built_on(side(*g, 4, 1, Dir::NW)));  // a harbor gift, placed at once beside the settlement
  CHECK(g->phase_name(s) == std::string("place_harbor"));
  CHECK(sea_of(*g, s).tribe.harbor_holder[size_t(slot)] == 5);
  std::vector<int> spots = {side(*g, 3, 3, Dir::NW), side(*g, 3, 3, Dir::NE)};
  std::sort(spots.begin(), spots.end());
  CHECK(legal(*g, s) == edges("place_harbor", {spots[0], spots[1]}));
  back_from_json_and_bytes(*g, s);
  act(*g, s, fmt::format("place_harbor e{}", side(*g, 3, 3, Dir::NE)));
  CHECK(g->phase_name(s) == std::string("main"));
  CHECK((std_state(s).base.players[5].harbors >> kind & 1) == 1);
  back_from_json_and_bytes(*g, s);
}

TEST_CASE("The Wonders of Catan at 5-6: 31 shuffled main-island hexes, 4 deserts, 3 small islands, two straits") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = sea_game(players, {}, "seafarers_wonders");
    const Topology& t = g->topo();
    const BoardSpec& board = g->board();
    const State state = g->new_game(1);
    const StdState& s = std_state(state);
    CHECK(board.name == "seafarers_wonders_6p");
    std::map<Terrain, int> terrain;
    std::array<int, 13> tokens{};
    int main = 0;
    t.land.for_each([&](int h) {
      terrain[s.layout.terrain[h]] += 1;
      tokens[s.layout.number[h]] += 1;
      main += sea::island_of(*g, h) == 0 && sea::home_hexes(*g).test(h);
    });
    CHECK(t.land.count() == 39);
    CHECK(main == 35);
    // The main island's 7 pasture and 6 of each other, the deserts, the small islands' 3 gold and 1 forest.
    CHECK(terrain == std::map<Terrain, int>{{Terrain::Pasture, 7}, {Terrain::Hills, 6}, {Terrain::Mountains, 6},
                                            {Terrain::Fields, 6}, {Terrain::Forest, 7}, {Terrain::Desert, 4},
                                            {Terrain::Gold, 3}});
    // "tokens 2x2, 3x3, 4x3, 5x4, 6x2, 8x3, 9x4, 10x4, 11x4, 12x2", and the small islands' 6, 4, 6, 8
    CHECK(tokens == std::array<int, 13>{4, 0, 2, 3, 4, 4, 4, 0, 4, 4, 4, 4, 2});
    CHECK(sea::island_of(*g, hex(*g, 1, 1)) == 1);
    CHECK(sea::island_of(*g, hex(*g, 0, 2)) == 1);
    CHECK(sea::island_of(*g, hex(*g, 8, 2)) == 2);
    CHECK(sea::island_of(*g, hex(*g, 5, 7)) == 3);
    CHECK(board.harbor_edges.size() == 11);
    CHECK(board.markers_of("wall").vertices.count() == 5);
    CHECK(board.markers_of("strait").vertices.count() == 4);
    CHECK(board.markers_of("no_setup").vertices.count() == 17);
    CHECK(s.base.robber == hex(*g, -1, 5));
    CHECK(sea_of(*g, state).pirate == kNoSeaHex);
    five_six_supply(*g, s);
    CHECK(sea_opt(*g).wonders == 7);
    CHECK(g->opt().vp_target == 10);
  }
  CHECK(sea_opt(*sea_game(4, {}, "seafarers_wonders")).wonders == 5);
}

TEST_CASE("The Wonders of Catan at 6: seven wonders; each duplicate claimed by another seat; a 4th level wins") {
  auto g = sea_game(6, {}, "seafarers_wonders");
  State s = empty_main(*g, 0);
  Board{*g, s}
      .city(0, corner(*g, 2, 5, Corner::S))
      .city(0, corner(*g, 6, 5, Corner::S))
      .city(3, corner(*g, 3, 1, Corner::N))
      .city(3, corner(*g, 6, 1, Corner::N))
      .settlement(1, corner(*g, 4, 1, Corner::SE))  // a strait
      .settlement(2, corner(*g, 3, 7, Corner::NW))  // the other strait
      .settlement(5, corner(*g, -1, 5, Corner::N))  // the wall
      .done();
  for (int q : {0, 1, 2, 3, 5}) sea_of(*g, s).islands[size_t(q)] = 1;  // their buildings' island: the main one
  // Seat 0 meets the Theater's requirement: both Theaters are offered; it claims one, no second wonder.
  CHECK(legal_in(*g, s, "claim_wonder") == names({"claim_wonder theater", "claim_wonder theater_2"}));
  act(*g, s, "claim_wonder theater");
  CHECK(legal_in(*g, s, "claim_wonder") == "");
  turn_of(s, 3);
  CHECK(legal_in(*g, s, "claim_wonder") == "claim_wonder theater_2");
  act(*g, s, "claim_wonder theater_2");
  turn_of(s, 1);
  CHECK(legal_in(*g, s, "claim_wonder") == names({"claim_wonder great_bridge", "claim_wonder great_bridge_2"}));
  act(*g, s, "claim_wonder great_bridge");
  turn_of(s, 2);
  CHECK(legal_in(*g, s, "claim_wonder") == "claim_wonder great_bridge_2");
  act(*g, s, "claim_wonder great_bridge_2");
  CHECK(sea::wonder_of(*g, std_state(s), 0) == 0);
  CHECK(sea::wonder_of(*g, std_state(s), 3) == 5);
  CHECK(sea::wonder_of(*g, std_state(s), 1) == 1);
  CHECK(sea::wonder_of(*g, std_state(s), 2) == 6);
  // The second Theater's level costs the Theater's: 1 lumber, 1 brick, 3 wool.
  turn_of(s, 3);
  give(s, 3, {1, 1, 3, 0, 0});
  act(*g, s, "build_wonder");
  CHECK(sea_of(*g, s).wonders.level[5] == 1);
  CHECK(std_state(s).base.players[3].hand_total == 0);
  back_from_json_and_bytes(*g, s);
  // The sixth seat's Great Wall, 4 levels: it wins at once with 1 VP.
  turn_of(s, 5);
  act(*g, s, "claim_wonder great_wall");
  for (int level = 1; level <= sea::kWonderLevels; ++level) {
    CHECK(!g->is_terminal(s));
    give(s, 5, {1, 3, 0, 1, 0});
    act(*g, s, "build_wonder");
  }
  CHECK(g->is_terminal(s));
  CHECK(g->winner(s) == 5);
  CHECK(g->victory_points(s, 5) == 1);
}

TEST_CASE("The Wonders of Catan: the observation holds four relative seats per wonder at 3-4, six at 5-6") {
  for (int players : {4, 6}) {
    CAPTURE(players);
    auto g = sea_game(players, {}, "seafarers_wonders");
    auto without = sea_game(players, {{"wonders", 0}}, "seafarers_wonders");
    const int seats = players <= kMaxPlayers ? kMaxPlayers : players;
    CHECK(g->observation_size() == without->observation_size() + sea_opt(*g).wonders * (seats + 1));
  }
}

TEST_CASE("a shuffle of the 6-player boards keeps their numbers off the marked hexes and the fixed hexes in place") {
  auto tribe = StdGame::load("seafarers_forgotten_tribe", 6);
  auto wonders = StdGame::load("seafarers_wonders", 5);
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const Layout a = std_state(tribe->new_game(seed)).layout;
    for (auto [q, r] : {std::pair{8, 3}, {7, 4}, {7, 5}})
      CHECK((a.number[hex(*tribe, q, r)] < 5 || a.number[hex(*tribe, q, r)] > 9));
    const Layout b = std_state(wonders->new_game(seed)).layout;
    for (auto [q, r] : {std::pair{0, 4}, {0, 5}})
      CHECK((b.number[hex(*wonders, q, r)] != 6 && b.number[hex(*wonders, q, r)] != 8));
    wonders->topo().land.for_each([&](int h) {
      const Layout& file = wonders->board().layout;
      if (file.terrain[h] == Terrain::Desert || sea::island_of(*wonders, h) > 0)
        CHECK((b.terrain[h] == file.terrain[h] && b.number[h] == file.number[h]));
    });
  }
}
