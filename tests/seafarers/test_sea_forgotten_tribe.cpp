// The Forgotten Tribe (Seafarers scenario 5, docs/seafarers_forgotten_tribe.md): nobody settles
// the tribe's islands and the robber never goes there; a ship reaching a gift path takes its gift
// once: 1 VP, a development card of the 4 set aside, or a harbor the seat places on its own coast.
// Positions on the board as its file lays it: the main island (-2,3)..(2,5); the tribe island
// T3 (5,3), with its harbor gift (brick) on its NE side and a VP gift on its E side, reached
// across sea hex (4,3) from the corner (3,3) NE.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/render/render.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> tribe(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "seafarers_forgotten_tribe");
}

std::string ship_on(int e) { return fmt::format("build_ship e{}", e); }

// The slot of the board's harbor on side `d` of hex (q, r).
int slot_at(const StdGame& g, int q, int r, Dir d) {
  const auto& slots = g.board().harbor_edges;
  const auto it = std::find(slots.begin(), slots.end(), int16_t(side(g, q, r, d)));
  REQUIRE(it != slots.end());
  return int(it - slots.begin());
}

// Seat 0 on the corner (3,3) NE, its ships across (4,3) to the tribe island T3 (5,3) (on the
// sides (4,3) NW, (4,3) NE, (5,3) NW: their end is T3's N corner); seats 1-3 far west.
State east_voyage(const StdGame& g) {
  State s = empty_main(g, 0);
  Board{g, s}
      .settlement(0, corner(g, 3, 3, Corner::NE))
      .settlement(1, corner(g, -2, 4, Corner::S))
      .settlement(2, corner(g, -1, 4, Corner::N))
      .settlement(3, corner(g, 0, 5, Corner::S))
      .done();
  put_ships(g, s, 0, {side(g, 4, 3, Dir::NW), side(g, 4, 3, Dir::NE), side(g, 5, 3, Dir::NW)});
  g.rebuild_caches(s);
  return s;
}

// A new turn of seat `player`: nothing built, bought or played yet.
void next_turn_of(const StdGame& g, State& s, int player) {
  turn_of(s, player);
  sea_of(g, s).new_ships = {};
  sea_of(g, s).moved = 0;
  PlayerState& p = std_state(s).base.players[player];
  p.dev_new = {};
  std_state(s).base.dev_played = 0;
}

// A seat's points but Longest Trade Route's (a gift ship may lengthen the route).
int points_but_route(const StdGame& g, const State& s, int player) {
  return g.victory_points(s, player) - 2 * (std_state(s).base.longest_road_holder == player);
}

// Harbor `slot` taken as the `order`-th gift and placed on path e (as an earlier turn left it).
void placed(const StdGame& g, State& s, int slot, int order, int e) {
  TribeSlice& tr = sea_of(g, s).tribe;
  for (size_t i = 0; i < sea::gifts(g).size(); ++i)
    if (sea::gifts(g)[i].slot == slot) tr.gifts &= ~(1u << i);
  tr.harbor_taken[size_t(slot)] = uint8_t(order);
  tr.harbor_path[size_t(slot)] = uint16_t(e);
  g.rebuild_caches(s);
}

}  // namespace

TEST_CASE("the board: 18 main-island hexes with the tokens, 12 tribe hexes without, 18 gift paths, 6 harbors") {
  auto g = tribe();
  const Topology& t = g->topo();
  const BoardSpec& board = g->board();
  CHECK(t.land.count() == 30);
  CHECK(sea::home_hexes(*g).count() == 18);
  CHECK(board.markers_of("no_settle").hexes == board.markers_of("no_robber").hexes);
  CHECK(!(board.markers_of("no_settle").hexes & sea::home_hexes(*g)).any());
  CHECK((board.markers_of("no_settle").hexes | sea::home_hexes(*g)) == t.land);
  std::array<int, 13> tokens{};
  t.land.for_each([&](int h) {
    tokens[board.layout.number[h]] += 1;
    CHECK(sea::home_hexes(*g).test(h) == (board.layout.number[h] > 0));
  });
  CHECK(tokens == std::array<int, 13>{12, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1});
  std::array<int, 3> kinds{};
  for (const sea::Gift& gift : sea::gifts(*g)) kinds[size_t(gift.kind)] += 1;
  CHECK(kinds == std::array<int, 3>{8, 4, 6});
  CHECK(board.harbor_edges.size() == 6);
  // No tribe corner touches the main island.
  board.markers_of("no_settle").hexes.for_each([&](int h) {
    t.hex_vertices[h].for_each([&](int v) {
      for (int8_t x : t.vertex_hex[v]) CHECK(!(x >= 0 && sea::home_hexes(*g).test(x)));
    });
  });
}

TEST_CASE("set-up only on the main island, and no settlement ever on a tribe island's corner") {
  auto g = tribe();
  State s = g->new_game(1);
  CHECK(legal(*g, s) == home_settlements(*g));
  // A ship line from (-1,3) N across (-1,2) ends on T1's corner (0,1) SW: no settlement there.
  s = empty_main(*g, 0);
  Board{*g, s}.settlement(0, corner(*g, -1, 3, Corner::N)).done();
  put_ships(*g, s, 0, {side(*g, -1, 2, Dir::E), side(*g, -1, 2, Dir::NE)});
  g->rebuild_caches(s);
  give(s, 0, {1, 1, 1, 1, 0});
  CHECK(legal_in(*g, s, "build_settlement") == "");
  CHECK(sea::ship_frontier(*g, std_state(s), 0).test(side(*g, 0, 1, Dir::W)));  // ships still sail on
}

TEST_CASE("a ship built on a VP gift path pays 1 VP once; the emptied path is an ordinary one") {
  auto g = tribe();
  State s = east_voyage(*g);
  const TribeSlice& tr = sea_of(*g, s).tribe;
  // The brick harbor on T3's NE side first (placed on (3,3) NE), then the VP on its E side.
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 5, 3, Dir::NE)));
  act(*g, s, fmt::format("place_harbor e{}", side(*g, 3, 3, Dir::NE)));
  const int before = points_but_route(*g, s, 0);
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 5, 3, Dir::E)));
  CHECK(points_but_route(*g, s, 0) == before + 1);
  CHECK(tr.gift_vp[0] == 1);
  // Away and back on later turns: nothing more.
  next_turn_of(*g, s, 0);
  act(*g, s, fmt::format("move_ship e{}", side(*g, 5, 3, Dir::E)));
  act(*g, s, fmt::format("ship_to e{}", side(*g, 4, 2, Dir::E)));
  next_turn_of(*g, s, 0);
  act(*g, s, fmt::format("move_ship e{}", side(*g, 4, 2, Dir::E)));
  act(*g, s, fmt::format("ship_to e{}", side(*g, 5, 3, Dir::E)));
  CHECK(points_but_route(*g, s, 0) == before + 1);
  CHECK(tr.gift_vp[0] == 1);
}

TEST_CASE("a card gift is drawn from every card nobody has seen, counts as bought this turn, and a VP card counts at once") {
  auto g = tribe();
  State s = empty_main(*g, 0);
  Board{*g, s}.settlement(0, corner(*g, -1, 3, Corner::N)).done();
  put_ships(*g, s, 0, {side(*g, -1, 2, Dir::E), side(*g, -1, 2, Dir::NE)});
  g->rebuild_caches(s);
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 0, 1, Dir::W)));  // T1's W side: a card
  CHECK(g->phase_name(s) == std::string("gift_card"));
  const auto chances = odds(*g, s);
  CHECK(chances.at("gift_card knight") == doctest::Approx(14.0 / 25));
  CHECK(chances.at("gift_card victory_point") == doctest::Approx(5.0 / 25));
  State vp = s;
  act(*g, s, "gift_card knight");
  CHECK(g->phase_name(s) == std::string("main"));
  CHECK(std_state(s).base.players[0].dev[Knight] == 1);
  CHECK(legal_in(*g, s, "play_knight") == "");  // not this turn
  next_turn_of(*g, s, 0);
  CHECK(legal_in(*g, s, "play_knight") == "play_knight");
  act(*g, vp, "gift_card victory_point");
  CHECK(g->victory_points(vp, 0) == 2);
}

TEST_CASE("buying stops while the deck holds no more cards than the card gifts left") {
  auto g = tribe();
  State s = east_voyage(*g);
  BaseSlice& b = std_state(s).base;
  b.dev_deck = {3, 1, 0, 0, 1};  // 5 cards, 4 of them set aside
  b.players[1].dev = {11, 4, 2, 2, 1};
  give(s, 0, {0, 0, 2, 2, 2});
  CHECK(legal_in(*g, s, "buy_dev") == "buy_dev");
  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(legal_in(*g, s, "buy_dev") == "");  // 4 left, all set aside
  // One card gift taken: one of the 4 may be bought.
  sea_of(*g, s).tribe.gifts &= ~(1u << 8);
  REQUIRE(sea::gifts(*g)[8].kind == sea::GiftKind::Card);
  CHECK(legal_in(*g, s, "buy_dev") == "buy_dev");
}

TEST_CASE("a harbor gift with a place for it: placed before play goes on, on a coastal path at the seat's building") {
  auto g = tribe();
  State s = east_voyage(*g);
  const TribeSlice& tr = sea_of(*g, s).tribe;
  const int brick = slot_at(*g, 5, 3, Dir::NE);
  REQUIRE(std_state(s).layout.harbor_kind[brick] == Brick);
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 5, 3, Dir::NE)));
  CHECK(g->phase_name(s) == std::string("place_harbor"));
  CHECK(legal(*g, s) == edges("place_harbor", {side(*g, 3, 3, Dir::NE), side(*g, 3, 3, Dir::E)}));
  act(*g, s, fmt::format("place_harbor e{}", side(*g, 3, 3, Dir::E)));
  CHECK(g->phase_name(s) == std::string("main"));
  CHECK(tr.harbor_path[brick] == side(*g, 3, 3, Dir::E));
  // Usable at once: 2 brick for any card.
  give(s, 0, {0, 2, 0, 0, 0});
  CHECK(legal_in(*g, s, "trade_bank brick ore") == "trade_bank brick ore");
}

TEST_CASE("a harbor without a place is held, and placed at once after the seat's next coastal settlement") {
  auto g = tribe();
  State s = east_voyage(*g);
  const TribeSlice& tr = sea_of(*g, s).tribe;
  // The lumber harbor, taken earlier, lies on (3,3) E: both paths at (3,3) NE touch its corner.
  placed(*g, s, slot_at(*g, 0, 1, Dir::NW), 1, side(*g, 3, 3, Dir::E));
  Board{*g, s}.roads(0, {side(*g, 3, 3, Dir::E), side(*g, 3, 4, Dir::NE)}).done();
  const int brick = slot_at(*g, 5, 3, Dir::NE);
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 5, 3, Dir::NE)));
  CHECK(g->phase_name(s) == std::string("main"));
  CHECK(tr.harbor_holder[brick] == 0);
  CHECK((std_state(s).base.players[0].harbors >> Brick & 1) == 0);
  // The settlement at (3,4) NE: its path on (3,4) NE touches the lumber harbor's corner (and its
  // sea hex holds it), the one on (3,4) E is free.
  build_settlement(*g, s, 0, corner(*g, 3, 4, Corner::NE));
  CHECK(g->phase_name(s) == std::string("place_harbor"));
  CHECK(legal(*g, s) == edges("place_harbor", {side(*g, 3, 4, Dir::E)}));
  act(*g, s, fmt::format("place_harbor e{}", side(*g, 3, 4, Dir::E)));
  CHECK(tr.harbor_holder[brick] == kNobody);
  CHECK((std_state(s).base.players[0].harbors >> Brick & 1) == 1);
  CHECK(g->phase_name(s) == std::string("main"));
}

TEST_CASE("a path whose sea hex holds a harbor is refused, though its corners are free") {
  auto g = tribe();
  State s = empty_main(*g, 0);
  // The bay (-3,4): seat 1's grain harbor on its NE side; seat 0 comes to its S corner.
  Board{*g, s}
      .settlement(1, corner(*g, -3, 4, Corner::N))
      .settlement(0, corner(*g, -3, 5, Corner::S))
      .roads(0, {side(*g, -3, 5, Dir::SW), side(*g, -3, 5, Dir::W)})
      .done();
  placed(*g, s, slot_at(*g, 3, 1, Dir::NW), 1, side(*g, -3, 4, Dir::NE));
  TribeSlice& tr = sea_of(*g, s).tribe;
  const int wool = slot_at(*g, -3, 7, Dir::SW);
  for (size_t i = 0; i < sea::gifts(*g).size(); ++i)
    if (sea::gifts(*g)[i].slot == wool) tr.gifts &= ~(1u << i);
  tr.harbor_taken[size_t(wool)] = 2;
  tr.harbor_path[size_t(wool)] = kHarborHeld;
  tr.harbor_holder[size_t(wool)] = 0;
  build_settlement(*g, s, 0, corner(*g, -3, 4, Corner::S));
  CHECK(g->phase_name(s) == std::string("place_harbor"));
  const std::string spots = legal(*g, s);
  CHECK(spots.find(fmt::format("place_harbor e{}", side(*g, -3, 4, Dir::SE))) == std::string::npos);
  CHECK(spots.find(fmt::format("place_harbor e{}", side(*g, -3, 5, Dir::W))) != std::string::npos);
}

TEST_CASE("Road Building: a free ship on a gift path takes the gift, and the second free piece follows") {
  auto g = tribe();
  State s = east_voyage(*g);
  BaseSlice& b = std_state(s).base;
  b.players[0].dev[RoadBuilding] = 1;
  b.dev_deck[RoadBuilding] -= 1;
  act(*g, s, "play_road_building");
  act(*g, s, ship_on(side(*g, 5, 3, Dir::NE)));  // the brick harbor
  CHECK(g->phase_name(s) == std::string("place_harbor"));
  act(*g, s, fmt::format("place_harbor e{}", side(*g, 3, 3, Dir::NE)));
  CHECK(g->phase_name(s) == std::string("road_building"));
  const int before = points_but_route(*g, s, 0);
  act(*g, s, ship_on(side(*g, 5, 3, Dir::E)));  // the VP
  CHECK(g->phase_name(s) == std::string("main"));
  CHECK(points_but_route(*g, s, 0) == before + 1);
  CHECK(sea_of(*g, s).tribe.gift_vp[0] == 1);
}

TEST_CASE("gift_on_move: a ship moved onto a gift path takes it (1, the default), or not (0)") {
  for (int on_move : {1, 0}) {
    auto g = tribe(4, {{"gift_on_move", on_move}});
    State s = east_voyage(*g);
    put_ships(*g, s, 0, {side(*g, 3, 3, Dir::E)});  // a ship at (3,3) NE with an open end
    g->rebuild_caches(s);
    act(*g, s, fmt::format("move_ship e{}", side(*g, 3, 3, Dir::E)));
    act(*g, s, fmt::format("ship_to e{}", side(*g, 5, 3, Dir::NE)));
    CHECK(g->phase_name(s) == std::string(on_move ? "place_harbor" : "main"));
    CHECK((sea_of(*g, s).tribe.harbor_holder[slot_at(*g, 5, 3, Dir::NE)] == 0) == bool(on_move));
  }
}

TEST_CASE("the robber starts on a tribe desert and goes only to the main island, never back") {
  auto g = tribe();
  State s = east_voyage(*g);
  CHECK(std_state(s).base.robber == hex(*g, 3, 1));
  std::vector<std::string> main_island;
  sea::home_hexes(*g).for_each([&](int h) { main_island.push_back(fmt::format("move_robber h{}", h)); });
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  CHECK(legal(*g, s) == names({joined(main_island), pirate_moves(*g, s)}));
  act(*g, s, fmt::format("move_robber h{}", hex(*g, 0, 4)));
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  main_island.erase(std::find(main_island.begin(), main_island.end(), fmt::format("move_robber h{}", hex(*g, 0, 4))));
  CHECK(legal(*g, s) == names({joined(main_island), pirate_moves(*g, s)}));
}

TEST_CASE("a shuffle deals the main island alone: the tribe's islands stay, and 5, 6, 8, 9 never on the east end") {
  auto g = StdGame::load("seafarers_forgotten_tribe", 4);
  const BoardSpec& board = g->board();
  const int east[3] = {hex(*g, 3, 3), hex(*g, 3, 4), hex(*g, 2, 5)};
  std::array<int, 13> east_numbers{};
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Layout l = std_state(g->new_game(seed)).layout;
    board.markers_of("no_settle").hexes.for_each([&](int h) {
      CHECK(l.terrain[h] == board.layout.terrain[h]);
      CHECK(l.number[h] == 0);
    });
    for (int h : east) east_numbers[l.number[h]] += 1;
    CHECK(l.robber_start == hex(*g, 3, 1));
  }
  for (int n : {5, 6, 8, 9}) CHECK(east_numbers[size_t(n)] == 0);
  CHECK(east_numbers[2] + east_numbers[3] + east_numbers[4] + east_numbers[10] + east_numbers[11] + east_numbers[12] == 600);
}

TEST_CASE("JSON: a held harbor and a half-taken coast round trip; bad values are refused") {
  auto g = tribe();
  State s = east_voyage(*g);
  placed(*g, s, slot_at(*g, 0, 1, Dir::NW), 1, side(*g, 3, 3, Dir::E));
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 5, 3, Dir::NE)));  // held: no place for it
  REQUIRE(sea_of(*g, s).tribe.harbor_holder[slot_at(*g, 5, 3, Dir::NE)] == 0);
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  const nlohmann::json j = nlohmann::json::parse(g->to_json(s));
  auto refused = [&](const char* pointer, nlohmann::json value, const char* field) {
    nlohmann::json bad = j;
    bad[nlohmann::json::json_pointer(pointer)] = std::move(value);
    CHECK_THROWS_WITH_AS(g->from_json(bad.dump()), doctest::Contains(field), ConfigError);
  };
  refused("/seafarers/tribe/gifts/0", 18, "state.seafarers.tribe.gifts");
  refused("/seafarers/tribe/gift_vp/1", 19, "state.seafarers.tribe.gift_vp[1]");
  refused("/seafarers/tribe/harbors/0/holder", 4, "state.seafarers.tribe.harbors[0].holder");
  refused("/seafarers/tribe/harbors/0/path", 9999, "state.seafarers.tribe.harbors[0].path");
  refused("/seafarers/tribe/gift_vp/0", 1, "state.seafarers.tribe.gift_vp");       // no VP gift taken
  refused("/seafarers/tribe/harbors/0/holder", 1, "state.seafarers.tribe.harbors[0].holder");  // placed, yet held
}

TEST_CASE("pictures: gift chits on the coast, the harbor gone from it and placed on the finder's") {
  auto g = tribe();
  State s = east_voyage(*g);
  std::string svg = state_svg(*g, s);
  CHECK(svg.find("href=\"#gift_vp\"") != std::string::npos);
  CHECK(svg.find("href=\"#gift_card\"") != std::string::npos);
  CHECK(svg.find("href=\"#gift_taken\"") == std::string::npos);
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship_on(side(*g, 5, 3, Dir::NE)));
  act(*g, s, fmt::format("place_harbor e{}", side(*g, 3, 3, Dir::NE)));
  svg = state_svg(*g, s);
  CHECK(svg.find("href=\"#gift_taken\"") != std::string::npos);
  CHECK(svg.find(fmt::format("href=\"#gift_harbor_{}\"", int(Brick))) != std::string::npos);
  CHECK(svg.find("tribe's gifts left: 8 VP, 4 cards, 5 harbors") != std::string::npos);
}
