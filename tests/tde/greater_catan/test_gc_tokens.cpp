// Impoverishment (TD&E §4.3, rulings.md "Treasures, Dragons &
// Explorers"): a road or ship placed or moved beside a land hex without a token brings it one,
// the reserve's top token while the reserve lasts (a chance draw over what is left), then a home
// token the placer chooses among those meeting R1 (no 6 or 8 beside another on the new island),
// R2 (from beside one of the placer's buildings) and R3 (every home building keeps a numbered
// hex), the rules dropped in that order when no token meets them. On the 4-player board as its
// file lays it (gc_position.h).
#include <doctest/doctest.h>

#include "tests/tde/greater_catan/gc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("a ship beside a numberless hex draws the reserve's top token, each left equally likely") {
  auto g = gc_game();
  State s = empty_main(*g);
  ship_to_forest(*g, s);
  const int forest = hex(*g, 7, 1);
  CHECK(g->phase_name(s) == "gc_reserve");
  CHECK(odds(*g, s) == std::map<std::string, double>{{"reserve_token 3", 0.2}, {"reserve_token 4", 0.2},
                                                     {"reserve_token 5", 0.2}, {"reserve_token 9", 0.2},
                                                     {"reserve_token 10", 0.2}});
  act(*g, s, "reserve_token 9");
  CHECK(number(s, forest) == 9);
  CHECK(gc_slice(*g, s).reserve[9] == 0);
  CHECK(gc::reserve_left(gc_slice(*g, s)) == 4);
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).to_move == 0);
  // Production from the next roll: the forest pays the settlement beside it.
  CHECK(std_state(s).layout.hexes_with_number[9].test(forest));
}

TEST_CASE("a road between two numberless hexes serves both, in reading order, when the reserve has enough") {
  auto g = gc_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 7, 1, Corner::NE)).done();
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, fmt::format("build_road e{}", side(*g, 7, 1, Dir::E)));  // between (7,1) and (8,1)
  CHECK(g->phase_name(s) == "gc_reserve");
  CHECK(gc_slice(*g, s).serving == hex(*g, 7, 1));
  act(*g, s, "reserve_token 3");
  CHECK(gc_slice(*g, s).serving == hex(*g, 8, 1));
  CHECK(odds(*g, s) == std::map<std::string, double>{{"reserve_token 4", 0.25}, {"reserve_token 5", 0.25},
                                                     {"reserve_token 9", 0.25}, {"reserve_token 10", 0.25}});
  act(*g, s, "reserve_token 10");
  CHECK(number(s, hex(*g, 7, 1)) == 3);
  CHECK(number(s, hex(*g, 8, 1)) == 10);
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("with fewer reserve tokens than hexes owed, the placer chooses the order") {
  auto g = gc_game();
  State s = empty_main(*g);
  deal_reserve(*g, s, 4);
  // Seat 0's home settlement on the south corner of (3,1): its hexes (3,1) 3, (2,2) 4, (3,2) 5.
  Board{*g, s}.settlement(0, corner(*g, 3, 1, Corner::S)).settlement(0, corner(*g, 7, 1, Corner::NE)).done();
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, fmt::format("build_road e{}", side(*g, 7, 1, Dir::E)));
  CHECK(g->phase_name(s) == "gc_order");
  CHECK(legal(*g, s) == hexes(*g, "impoverish", {{7, 1}, {8, 1}}));
  act(*g, s, fmt::format("impoverish h{}", hex(*g, 8, 1)));
  CHECK(g->phase_name(s) == "gc_reserve");
  CHECK(odds(*g, s) == std::map<std::string, double>{{"reserve_token 4", 1.0}});
  act(*g, s, "reserve_token 4");
  CHECK(number(s, hex(*g, 8, 1)) == 4);
  // The reserve is empty: (7,1) takes a home token from beside seat 0's building.
  CHECK(g->phase_name(s) == "gc_take_from");
  CHECK(legal(*g, s) == hexes(*g, "token_from", {{3, 1}, {2, 2}, {3, 2}}));
  act(*g, s, fmt::format("token_from h{}", hex(*g, 3, 2)));
  CHECK(number(s, hex(*g, 7, 1)) == 5);
  CHECK(number(s, hex(*g, 3, 2)) == 0);  // the home hex gave its token away
  CHECK(!std_state(s).layout.hexes_with_number[5].test(hex(*g, 3, 2)));
  CHECK(g->phase_name(s) == "main");
}

namespace {

// The reserve empty; seat 0's home settlement on the south corner of (3,1) (hexes (3,1) 3,
// (2,2) 4, (3,2) 5); then its ship beside the forest (7,1).
State empty_reserve(const StdGame& g, const std::function<void(State&)>& before = {}) {
  State s = empty_main(g);
  deal_reserve(g, s);
  Board{g, s}.settlement(0, corner(g, 3, 1, Corner::S)).done();
  if (before) before(s);
  ship_to_forest(g, s);
  return s;
}

}  // namespace

TEST_CASE("R2: the token comes from beside one of the placer's buildings") {
  auto g = gc_game();
  State s = empty_reserve(*g, [&](State& st) { Board{*g, st}.settlement(1, corner(*g, 1, 4, Corner::S)).done(); });
  CHECK(g->phase_name(s) == "gc_take_from");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == hexes(*g, "token_from", {{3, 1}, {2, 2}, {3, 2}}));
}

TEST_CASE("R3: no home building may be left without a numbered hex") {
  auto g = gc_game();
  // Seat 1's settlement on (3,1)'s north corner touches no other land: (3,1) must keep its 3.
  State s = empty_reserve(*g, [&](State& st) { Board{*g, st}.settlement(1, corner(*g, 3, 1, Corner::N)).done(); });
  CHECK(legal(*g, s) == hexes(*g, "token_from", {{2, 2}, {3, 2}}));
}

TEST_CASE("R1: a 6 or 8 does not go beside another 6 or 8 on the new island") {
  auto g = gc_game();
  State s = empty_reserve(*g, [&](State& st) {
    set_number(*g, st, hex(*g, 8, 1), 8);  // the forest's neighbour holds an 8
    set_number(*g, st, hex(*g, 2, 2), 6);  // one of seat 0's home hexes holds a 6
  });
  CHECK(legal(*g, s) == hexes(*g, "token_from", {{3, 1}, {3, 2}}));
}

TEST_CASE("R1 is dropped first when no token meets all three") {
  auto g = gc_game();
  State s = empty_reserve(*g, [&](State& st) {
    set_number(*g, st, hex(*g, 8, 1), 8);
    for (auto [q, r] : {std::pair{3, 1}, {2, 2}, {3, 2}}) set_number(*g, st, hex(*g, q, r), q == 2 ? 8 : 6);
  });
  CHECK(legal(*g, s) == hexes(*g, "token_from", {{3, 1}, {2, 2}, {3, 2}}));
}

TEST_CASE("R2 is dropped next: any home token that keeps R3") {
  auto g = gc_game();
  State s = empty_main(*g);
  deal_reserve(*g, s);
  Board{*g, s}.settlement(1, corner(*g, 3, 1, Corner::N)).done();  // seat 1 holds (3,1) by R3
  ship_to_forest(*g, s);  // seat 0 has no home building
  std::vector<std::string> expected;
  sea::home_hexes(*g).for_each([&](int h) {
    if (number(s, h) && h != hex(*g, 3, 1)) expected.push_back(fmt::format("token_from h{}", h));
  });
  CHECK(expected.size() == 17);
  CHECK(legal(*g, s) == joined(expected));
}

TEST_CASE("R3 is dropped last; a single token left moves without a question") {
  auto g = gc_game();
  State s = empty_main(*g);
  deal_reserve(*g, s);
  sea::home_hexes(*g).for_each([&](int h) {
    if (h != hex(*g, 3, 1)) set_number(*g, s, h, 0);
  });
  Board{*g, s}.settlement(1, corner(*g, 3, 1, Corner::N)).done();
  ship_to_forest(*g, s);
  CHECK(g->phase_name(s) == "main");
  CHECK(number(s, hex(*g, 7, 1)) == 3);
  CHECK(number(s, hex(*g, 3, 1)) == 0);
}

TEST_CASE("no token left anywhere: the hex stays without a number") {
  auto g = gc_game();
  State s = empty_main(*g);
  deal_reserve(*g, s);
  sea::home_hexes(*g).for_each([&](int h) { set_number(*g, s, h, 0); });
  ship_to_forest(*g, s);
  CHECK(g->phase_name(s) == "main");
  CHECK(number(s, hex(*g, 7, 1)) == 0);
  CHECK(gc_slice(*g, s).pending.count() == 0);
}

TEST_CASE("a home hex that gave its token away takes none back; the robber on it stays") {
  auto g = gc_game();
  State s = empty_main(*g);
  const int hills = hex(*g, 1, 2);  // (1,2) hills 4, on the home island's west coast
  set_number(*g, s, hills, 0);
  std_state(s).base.robber = uint8_t(hills);
  Board{*g, s}.settlement(0, corner(*g, 1, 2, Corner::N)).done();
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, fmt::format("build_road e{}", side(*g, 1, 2, Dir::NE)));
  CHECK(g->phase_name(s) == "main");
  CHECK(number(s, hills) == 0);
  CHECK(std_state(s).base.robber == hills);
}

TEST_CASE("a ship moved beside a numberless hex brings it a token too") {
  auto g = gc_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 7, 1, Corner::SW)).done();
  const int out = side(*g, 6, 1, Dir::SE);  // sea to sea, from the settlement's corner
  put_ships(*g, s, 0, {out});
  g->rebuild_caches(s);
  act(*g, s, fmt::format("move_ship e{}", out));
  act(*g, s, fmt::format("ship_to e{}", side(*g, 7, 1, Dir::W)));
  CHECK(g->phase_name(s) == "gc_reserve");
  act(*g, s, "reserve_token 5");
  CHECK(number(s, hex(*g, 7, 1)) == 5);
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("Road Building goes on after each piece's token") {
  auto g = gc_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 7, 1, Corner::NE)).done();
  std_state(s).base.players[0].dev[RoadBuilding] = 1;
  std_state(s).base.dev_deck[RoadBuilding] -= 1;
  act(*g, s, "play_road_building");
  act(*g, s, fmt::format("build_road e{}", side(*g, 7, 1, Dir::NE)));  // the forest's coast
  CHECK(g->phase_name(s) == "gc_reserve");
  CHECK(gc_slice(*g, s).serving == hex(*g, 7, 1));
  act(*g, s, "reserve_token 3");
  CHECK(g->phase_name(s) == "road_building");
  act(*g, s, fmt::format("build_road e{}", side(*g, 7, 1, Dir::E)));  // between (7,1) and (8,1)
  CHECK(g->phase_name(s) == "gc_reserve");
  CHECK(gc_slice(*g, s).serving == hex(*g, 8, 1));
  act(*g, s, "reserve_token 10");
  CHECK(g->phase_name(s) == "main");
  CHECK(number(s, hex(*g, 7, 1)) == 3);
  CHECK(number(s, hex(*g, 8, 1)) == 10);
}
