// Ships (Seafarers §1, §3): which paths take a road, a ship or both; ship
// lines and road lines meet only at their owner's settlement or city; a
// settlement at a ship's end; open and closed routes; one move a turn of the
// last ship of an open route, never one built this turn, never beside the
// pirate; the destination judged with the ship gone. Positions on Heading for
// New Shores for 4 as its file lays it: the main island's east coast, hex
// (4,3) (forest, 8) with the sea hexes (5,2) and (5,3) beyond it.
#include <doctest/doctest.h>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Seat 0's turn after the roll, the pirate off to the board's corner.
State coast(const StdGame& g) {
  State s = empty_main(g);
  sea_of(g, s).pirate = uint8_t(hex(g, 0, 0));
  return s;
}

}  // namespace

TEST_CASE("a coastal path takes a road or a ship, a sea path a ship; ships and roads extend only their own lines") {
  auto g = sea_game();
  State s = coast(*g);
  const int v1 = corner(*g, 4, 3, Corner::NE);
  const int coast_ne = side(*g, 4, 3, Dir::NE), coast_e = side(*g, 4, 3, Dir::E), coast_se = side(*g, 4, 3, Dir::SE);
  const int sea_nw = side(*g, 5, 3, Dir::NW), sea_sw = side(*g, 5, 3, Dir::SW);
  Board{*g, s}.settlement(0, v1).done();
  give(s, 0, {3, 2, 2, 0, 0});
  CHECK(legal_in(*g, s, "build_road") == edges("build_road", {coast_ne, coast_e}));
  CHECK(legal_in(*g, s, "build_ship") == edges("build_ship", {coast_ne, coast_e, sea_nw}));

  // A road to the settlement's south-east: it extends roads there, not ships.
  act(*g, s, fmt::format("build_road e{}", coast_e));
  CHECK(legal_in(*g, s, "build_road") == edges("build_road", {coast_ne, coast_se}));
  CHECK(legal_in(*g, s, "build_ship") == edges("build_ship", {coast_ne, sea_nw}));  // not coast_se nor sea_sw
  CHECK(!sea::ship_frontier(*g, std_state(s), 0).test(sea_sw));

  // A ship out to sea: it extends ships, not roads.
  act(*g, s, fmt::format("build_ship e{}", sea_nw));
  CHECK(std_state(s).base.players[0].path_pieces.test(sea_nw));
  CHECK(sea_of(*g, s).ships_left[0] == 14);
  CHECK(std_state(s).base.players[0].hand == Hand{1, 1, 1, 0, 0, 0, 0, 0});  // a ship costs 1 lumber + 1 wool
  CHECK(legal_in(*g, s, "build_road") == edges("build_road", {coast_ne, coast_se}));
  CHECK(legal_in(*g, s, "build_ship") ==
        edges("build_ship", {coast_ne, side(*g, 5, 3, Dir::NE), side(*g, 5, 2, Dir::E)}));
}

TEST_CASE("a settlement may stand at a ship's end; a route between two settlements is closed") {
  auto g = sea_game();
  State s = coast(*g);
  const int v1 = corner(*g, 4, 3, Corner::NE), far = corner(*g, 4, 2, Corner::NE);
  const int first = side(*g, 4, 3, Dir::NE), last = side(*g, 4, 2, Dir::E);
  Board{*g, s}.settlement(0, v1).done();
  put_ships(*g, s, 0, {first, last});
  g->rebuild_caches(s);
  give(s, 0, {1, 1, 1, 1, 0});
  CHECK(legal_in(*g, s, "build_settlement") == fmt::format("build_settlement v{}", far));
  // The last ship is at an open end: it may move, to a path beside the settlement (the ship gone).
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {last}));
  CHECK(sea::ship_destinations(*g, std_state(s), 0, last) ==
        [&] {
          EdgeSet e;
          e.set(side(*g, 4, 3, Dir::E)), e.set(side(*g, 5, 3, Dir::NW));
          return e;
        }());
  act(*g, s, fmt::format("build_settlement v{}", far));
  CHECK(legal_in(*g, s, "move_ship") == "");  // closed: it links two settlements
}

TEST_CASE("moving a ship: once a turn, never one built this turn, never from or to the pirate's paths") {
  auto g = sea_game();
  State s = coast(*g);
  const int v1 = corner(*g, 4, 3, Corner::NE);
  const int sea_nw = side(*g, 5, 3, Dir::NW), coast_e = side(*g, 4, 3, Dir::E);
  Board{*g, s}.settlement(0, v1).done();
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, fmt::format("build_ship e{}", sea_nw));
  CHECK(legal_in(*g, s, "move_ship") == "");  // built this turn
  act(*g, s, "end_turn");
  turn_of(s, 0);
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {sea_nw}));
  act(*g, s, fmt::format("move_ship e{}", sea_nw));
  CHECK(g->phase_name(s) == "ship_to");
  CHECK(legal(*g, s) == edges("ship_to", {side(*g, 4, 3, Dir::NE), coast_e}));
  act(*g, s, fmt::format("ship_to e{}", coast_e));
  CHECK(std_state(s).base.players[0].path_pieces.test(coast_e));
  CHECK(!std_state(s).base.players[0].path_pieces.test(sea_nw));
  CHECK(g->phase_name(s) == "main");
  CHECK(legal_in(*g, s, "move_ship") == "");  // one move a turn

  // The pirate beside it: the ship may not leave its paths, nor may another go there.
  act(*g, s, "end_turn");
  turn_of(s, 0);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 5, 3));
  CHECK(legal_in(*g, s, "move_ship") == "");
  give(s, 0, {1, 0, 1, 0, 0});
  CHECK(legal_in(*g, s, "build_ship") == edges("build_ship", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::SE)}));
}

TEST_CASE("a ship's route ends open where the owner's knight or building is not; a branch ends open") {
  auto g = sea_game();
  State s = coast(*g);
  const int v1 = corner(*g, 4, 3, Corner::NE);
  const int a = side(*g, 5, 3, Dir::NW), b = side(*g, 5, 3, Dir::NE), c = side(*g, 5, 2, Dir::E);
  Board{*g, s}.settlement(0, v1).done();
  put_ships(*g, s, 0, {a, b, c});  // a fork at the north corner of (5,3): b and c both end open
  g->rebuild_caches(s);
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {b, c}));
  // The owner's vertex piece (a C&K knight) at b's far end closes that end.
  const int b_end = corner(*g, 5, 3, Corner::NE);
  std_state(s).base.players[0].vertex_pieces.set(b_end);
  std_state(s).base.vertex_pieces.set(b_end);
  CHECK(legal_in(*g, s, "move_ship") == edges("move_ship", {c}));
}
