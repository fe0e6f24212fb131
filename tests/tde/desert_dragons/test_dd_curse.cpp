// The dragons' curse (§4.4): no production, blocked roads (no Longest Trade Route, not extended),
// blocked buildings (no VP, no city), the coast safe; and the Knight that slays a dragon, lifting
// it at once (no steal, no Largest Army).
#include <doctest/doctest.h>

#include "tests/tde/desert_dragons/dd_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Seat 0: a settlement on (1,3)'s north corner, roads along (1,3)'s north-east side and on along
// its east side, the path between (1,3) fields and (2,3) forest.
State road_line(const StdGame& g, std::initializer_list<std::pair<int, int>> dragons) {
  State s = empty_main(g);
  gathered(g, s, 6, 6, 6 - int(dragons.size()), dragons);
  Board{g, s}.settlement(0, corner(g, 1, 3, Corner::N)).roads(0, {side(g, 1, 3, Dir::NE), side(g, 1, 3, Dir::E)}).done();
  settle(g, s);
  give(s, 0, {1, 1, 0, 0, 0});
  return s;
}

}  // namespace

TEST_CASE("a road between two landscape hexes with dragons is blocked: no trail, no road onward") {
  auto g = dd_game(3);
  // Without dragons: the line is 2 long, and roads go on from both its ends and the settlement.
  State free = road_line(*g, {});
  CHECK(std_state(free).base.players[0].road_length == 2);
  const std::string at_settlement = edges("build_road", {side(*g, 1, 3, Dir::NW), side(*g, 1, 2, Dir::E)});
  const std::string at_middle = edges("build_road", {side(*g, 2, 3, Dir::NW)});
  const std::string at_far_end = edges("build_road", {side(*g, 1, 3, Dir::SE), side(*g, 2, 3, Dir::SW)});
  CHECK(legal_in(*g, free, "build_road") == names({at_settlement, at_middle, at_far_end}));
  // Dragons on (1,3) and (2,3): the east side's road is blocked; its far end is no connection.
  State s = road_line(*g, {{1, 3}, {2, 3}});
  CHECK(std_state(s).base.dead_roads.test(side(*g, 1, 3, Dir::E)));
  CHECK(std_state(s).base.players[0].road_length == 1);
  CHECK(legal_in(*g, s, "build_road") == names({at_settlement, at_middle}));
  // A dragon on one side only blocks nothing.
  State one = road_line(*g, {{2, 3}});
  CHECK(std_state(one).base.players[0].road_length == 2);
}

TEST_CASE("a blocked road costs Longest Trade Route and a knight's slain dragon gives it back") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 6, 5, 5, {{1, 3}, {2, 3}});
  // Seat 0: five roads from (1,3)'s north corner round (1,3), its east side the third.
  Board{*g, s}
      .settlement(0, corner(*g, 1, 3, Corner::N))
      .roads(0, {side(*g, 1, 3, Dir::NE), side(*g, 1, 3, Dir::E), side(*g, 1, 3, Dir::SE), side(*g, 1, 3, Dir::SW),
                 side(*g, 1, 3, Dir::W)})
      .done();
  settle(*g, s);
  const StdState& st = std_state(s);
  CHECK(st.base.players[0].road_length == 3);  // south-east, south-west, west: the blocked one splits the ring
  CHECK(st.base.longest_road_holder == kNobody);
  give_knights(s, 0, 1);
  act(*g, s, "play_knight");
  CHECK(legal(*g, s) == on_hexes(*g, "slay", {{1, 3}, {2, 3}}));
  act(*g, s, fmt::format("slay h{}", hex(*g, 2, 3)));
  CHECK_FALSE(st.base.dead_roads.any());
  CHECK(st.base.players[0].road_length == 5);
  CHECK(st.base.longest_road_holder == 0);
  CHECK(g->victory_points(s, 0) == 3);
}

TEST_CASE("a building with dragon hexes all round is blocked: no VP, no city; a desert emptied or the coast protects") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  // (1,3)'s north-east corner: (1,3) fields, (2,2) desert, (2,3) forest.
  const int v = corner(*g, 1, 3, Corner::NE);
  gathered(*g, s, 6, 5, 5, {{1, 3}, {2, 3}});
  Board{*g, s}.settlement(0, v).done();
  settle(*g, s);
  CHECK(std_state(s).base.dormant.test(v));
  CHECK(g->victory_points(s, 0) == 0);
  give(s, 0, {0, 0, 0, 2, 3});
  CHECK(legal_in(*g, s, "build_city") == "");
  // The desert emptied: it protects the building.
  State t = empty_main(*g);
  gathered(*g, t, 0, 8, 8, {{1, 3}, {2, 3}});
  Board{*g, t}.settlement(0, v).done();
  settle(*g, t);
  CHECK_FALSE(std_state(t).base.dormant.test(v));
  CHECK(g->victory_points(t, 0) == 1);
  give(t, 0, {0, 0, 0, 2, 3});
  CHECK(legal_in(*g, t, "build_city") == fmt::format("build_city v{}", v));
  // The coast: (0,4)'s north-west corner touches the sea; dragons on both its land hexes block nothing.
  State c = empty_main(*g);
  gathered(*g, c, 6, 5, 5, {{0, 3}, {0, 4}});
  const int w = corner(*g, 0, 4, Corner::NW);
  Board{*g, c}.settlement(0, w).done();
  settle(*g, c);
  CHECK_FALSE(std_state(c).base.dormant.test(w));
  CHECK(g->victory_points(c, 0) == 1);
}

TEST_CASE("a building goes dormant as the dragon lands and wakes as the knight slays it") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  const int v = corner(*g, 1, 3, Corner::NE);
  gathered(*g, s, 6, 6, 5, {{1, 3}});
  Board{*g, s}.city(0, v).done();
  settle(*g, s);
  CHECK(g->victory_points(s, 0) == 2);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 11");  // (2,3) forest 11 and (0,5) pasture 11
  CHECK(dd_slice(*g, s).dragons.test(hex(*g, 2, 3)));
  CHECK(std_state(s).base.dormant.test(v));
  CHECK(g->victory_points(s, 0) == 0);
  give_knights(s, 0, 1);
  act(*g, s, "play_knight");
  act(*g, s, fmt::format("slay h{}", hex(*g, 1, 3)));
  CHECK_FALSE(std_state(s).base.dormant.any());
  CHECK(g->victory_points(s, 0) == 2);
}

TEST_CASE("the knight: only with a dragon on landscape, slays it out of the game, no steal, no Largest Army") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 6, 6, 6);
  settle(*g, s);
  PlayerState& me = std_state(s).base.players[0];
  give_knights(s, 0, 3);
  give(s, 1, {1, 0, 0, 0, 0});
  // Dragons on the deserts only: no target, no play.
  CHECK(legal_in(*g, s, "play_knight") == "");
  gathered(*g, s, 5, 5, 5, {{2, 3}, {0, 5}, {4, 1}});
  settle(*g, s);
  CHECK(legal_in(*g, s, "play_knight") == "play_knight");
  act(*g, s, "play_knight");
  CHECK(legal(*g, s) == on_hexes(*g, "slay", {{4, 1}, {2, 3}, {0, 5}}));
  act(*g, s, fmt::format("slay h{}", hex(*g, 2, 3)));
  CHECK(g->phase_name(s) == "main");  // no steal
  CHECK(dd_slice(*g, s).slain == 1);
  CHECK(dd_slice(*g, s).dragons == hexes_at(*g, {{4, 1}, {0, 5}}));
  CHECK_FALSE(std_state(s).base.barren.test(hex(*g, 2, 3)));
  // Three knights played: no Largest Army.
  for (auto [q, r] : {std::pair{4, 1}, std::pair{0, 5}}) {
    std_state(s).base.dev_played = 0;
    act(*g, s, "play_knight");
    act(*g, s, fmt::format("slay h{}", hex(*g, q, r)));
  }
  CHECK(me.knights_played == 3);
  CHECK(std_state(s).base.largest_army_holder == kNobody);
  CHECK(g->victory_points(s, 0) == 0);
  // A knight before the roll: the roll follows.
  gathered(*g, s, 5, 5, 4, {{2, 3}}, 3);
  settle(*g, s);
  give_knights(s, 0, 1);
  std_state(s).base.dev_played = 0;
  turn_of(s, 0, Phase::PreRoll);
  act(*g, s, "play_knight");
  act(*g, s, fmt::format("slay h{}", hex(*g, 2, 3)));
  CHECK(g->phase_name(s) == "roll_dice");
}

TEST_CASE("a freed hex produces again from the next roll") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 7, 5, 5, {{2, 3}});
  const int v = corner(*g, 2, 3, Corner::SW);  // (2,3) forest 11, (1,3) fields, (1,4) desert
  Board{*g, s}.settlement(1, v).done();
  settle(*g, s);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 11");
  CHECK(std_state(s).base.players[1].hand[Lumber] == 0);
  give_knights(s, 0, 1);
  act(*g, s, "play_knight");
  act(*g, s, fmt::format("slay h{}", hex(*g, 2, 3)));
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 11");  // (2,3) freed but beside the deserts: it produces, then a dragon comes again
  CHECK(std_state(s).base.players[1].hand[Lumber] == 1);
  CHECK(dd_slice(*g, s).dragons.test(hex(*g, 2, 3)));
}
