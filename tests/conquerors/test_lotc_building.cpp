// Conquered hexes (chapter 1, special rules 4, example 6): no road between
// the swamp and a conquered hex, roads on the other paths; no settlement on
// a corner of a conquered hex; no city there (Medicine's neither); no
// production from it.
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_invariants.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("building, example 6: next to a conquered pasture") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const int pasture = hex(*g, 2, 3);  // west of it the swamp (1,3), north-west the hills (2,2)
  const int red_settlement = corner(*g, pasture, Corner::N), nw = corner(*g, pasture, Corner::NW);
  const int x = corner(*g, pasture, Corner::SW);
  Board{*g, s}
      .settlement(kRed, red_settlement)
      .roads(kRed, {side(*g, pasture, Dir::NW)})
      .roads(kBlue, {side(*g, pasture, Dir::SW), side(*g, pasture, Dir::SE)})
      .done();
  const int swamp_road = side(*g, pasture, Dir::W);
  // The road leaving nw away from the pasture runs between the hills and the swamp.
  int hills_swamp_road = -1;
  g->topo().vertex_edges[nw].for_each([&](int e) {
    if (e != swamp_road && e != side(*g, pasture, Dir::NW)) hills_swamp_road = e;
  });
  deal(s, kRed, {2, 2, 0, 2, 3});
  deal(s, kBlue, {1, 1, 1, 1, 0});
  auto red_can = [&](const std::string& a) { return can(*g, s, a); };
  auto blue_can = [&](const std::string& a) {
    State t = s;
    turn_of(t, kBlue);
    return can(*g, t, a);
  };
  CHECK(red_can(fmt::format("build_road e{}", swamp_road)));
  CHECK(red_can(fmt::format("build_road e{}", hills_swamp_road)));
  CHECK(red_can(fmt::format("build_city v{}", red_settlement)));
  CHECK(blue_can(fmt::format("build_settlement v{}", x)));

  conquered(*g, s, pasture);
  CHECK_FALSE(red_can(fmt::format("build_road e{}", swamp_road)));  // between the swamp and the conquered pasture
  CHECK(red_can(fmt::format("build_road e{}", hills_swamp_road)));  // the hills are free
  CHECK_FALSE(red_can(fmt::format("build_city v{}", red_settlement)));
  CHECK_FALSE(blue_can(fmt::format("build_settlement v{}", x)));
  // A conqueror standing on the hills closes that road too.
  conqueror_at(*g, s, hex(*g, 2, 2), 2);
  CHECK_FALSE(red_can(fmt::format("build_road e{}", hills_swamp_road)));
}

TEST_CASE("building: a conquered hex produces nothing; liberated, it produces again") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const int pasture = hex(*g, 2, 3);  // number 5
  Board{*g, s}.settlement(kRed, corner(*g, pasture, Corner::N)).done();
  auto wool_after_a_five = [&](State t) {
    std_state(t).phase = Phase::RollDice;
    std_state(t).base.rolled = 0;
    act(*g, t, "roll y2 r3 trade");
    return int(std_state(t).base.players[kRed].hand[Wool]);
  };
  CHECK(wool_after_a_five(s) == 1);
  conquered(*g, s, pasture);
  CHECK(wool_after_a_five(s) == 0);
  // Red's knight arriving at the empty conquered hex frees it.
  knight_at(*g, s, kRed, corner(*g, pasture, Corner::S), 1, false);
  CHECK_FALSE(lotc_of(g, s).conquered.test(pasture));
  CHECK(wool_after_a_five(s) == 1);
}

TEST_CASE("building: no city beside a conquered hex by Medicine either (chapter 1, 4)") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const int pasture = hex(*g, 2, 3), beside = corner(*g, pasture, Corner::N);
  const int away = corner(*g, hex(*g, 4, 4), Corner::S);
  Board{*g, s}.settlement(kRed, beside).settlement(kRed, away).done();
  deal_card(*g, s, kRed, Medicine);
  deal(s, kRed, {0, 0, 0, 1, 2});  // Medicine's city: 2 ore + 1 grain
  CHECK(can(*g, s, v_name("play medicine", beside)));
  conquered(*g, s, pasture);
  CHECK_FALSE(can(*g, s, v_name("play medicine", beside)));
  CHECK(can(*g, s, v_name("play medicine", away)));
  check_no_building_by_conquered(*g, s);
}
