// Development cards with ships (Seafarers §7): Road Building places two
// roads, two ships or one of each, and is playable when only a ship has a
// place; the Knight moves the robber or the pirate (test_sea_pirate.cpp).
#include <doctest/doctest.h>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("Road Building: a road and a ship; playable with ships alone") {
  auto g = sea_game();
  State s = empty_main(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  const int v1 = corner(*g, 4, 3, Corner::NE);
  Board{*g, s}.settlement(0, v1).done();
  std_state(s).base.players[0].dev[RoadBuilding] = 2;
  std_state(s).base.dev_deck[RoadBuilding] -= 2;
  State roads_gone = s;
  act(*g, s, "play_road_building");
  CHECK(g->phase_name(s) == "road_building");
  CHECK(legal(*g, s) == names({edges("build_road", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E)}),
                              edges("build_ship", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E), side(*g, 5, 3, Dir::NW)})}));
  act(*g, s, fmt::format("build_road e{}", side(*g, 4, 3, Dir::E)));
  CHECK(g->phase_name(s) == "road_building");
  act(*g, s, fmt::format("build_ship e{}", side(*g, 5, 3, Dir::NW)));
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).base.players[0].hand_total == 0);  // both free
  CHECK(sea_of(*g, s).new_ships.test(side(*g, 5, 3, Dir::NW)));

  // No road left: the card is played for ships.
  std_state(roads_gone).base.players[0].roads_left = 0;
  CHECK(legal_in(*g, roads_gone, "play_road_building") == "play_road_building");
  act(*g, roads_gone, "play_road_building");
  CHECK(legal_in(*g, roads_gone, "build_road") == "");
  CHECK(legal_in(*g, roads_gone, "build_ship") ==
        edges("build_ship", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E), side(*g, 5, 3, Dir::NW)}));
  // Neither road nor ship left: not playable.
  State none = s;
  std_state(none).base.players[0].roads_left = 0;
  sea_of(*g, none).ships_left[0] = 0;
  std_state(none).base.dev_played = 0;
  CHECK(legal_in(*g, none, "play_road_building") == "");
}
