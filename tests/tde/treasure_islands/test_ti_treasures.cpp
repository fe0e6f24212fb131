// Treasures (TD&E §1.3, §4.1, §9.1; rulings.md TD&E):
// a road or ship laid or moved with an end on a treasure takes it; its kind is
// drawn by chance from the tiles not yet turned and used at once: two
// resources of choice (bank permitting), two free roads or ships (as far as
// there is room), or the top development card. The treasure comes before the
// discovery of the same placement. The hunt gives the phase under it back: the
// main phase, the discovery, the next set-up placement, Road Building.
#include <doctest/doctest.h>

#include "tests/tde/treasure_islands/ti_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("a ship reaching a treasure and a face-down hex: the treasure first, drawn from the 20 tiles") {
  auto g = ti_game();
  State s = ti_found(*g);
  const TreasureSlice& tr = treasure_of(*g, std_state(s));
  CHECK(g->phase_name(s) == "treasure_draw");
  CHECK(!tr.spots.test(corner(*g, 6, 2, Corner::SW)));
  CHECK(tr.reached.test(corner(*g, 6, 2, Corner::SW)));
  CHECK(sea_of(*g, s).to_reveal.count() == 1);  // the discovery waits under the hunt
  CHECK(odds(*g, s) == std::map<std::string, double>{
                           {"treasure resources", 7.0 / 20}, {"treasure paths", 7.0 / 20}, {"treasure card", 6.0 / 20}});
  act(*g, s, "treasure resources");
  CHECK(g->phase_name(s) == "treasure_take");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"treasure_take lumber, treasure_take brick, treasure_take wool, treasure_take grain, "
                               "treasure_take ore"}));
  act(*g, s, "treasure_take ore");
  act(*g, s, "treasure_take ore");
  CHECK(std_state(s).base.players[0].hand[Ore] == 2);
  CHECK(tr.pool == std::array<uint8_t, kTreasureKinds>{6, 7, 6});
  // Then the discovery of the same placement, and the main phase.
  CHECK(g->phase_name(s) == "reveal");
  act(*g, s, "reveal forest");
  act(*g, s, "reveal_number 9");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).base.players[0].hand[Lumber] == 1);
  CHECK(!tr.hunt.active);
}

TEST_CASE("two resources of choice as far as the bank holds them") {
  auto g = ti_game();
  State s = ti_found(*g);
  BaseSlice& b = std_state(s).base;
  b.bank = {0, 0, 0, 0, 1};  // the rest lies in seat 1's hand
  for (int r = 0; r < kNumResources; ++r) b.players[1].hand[r] = uint8_t(g->opt().bank_per_resource - b.players[0].hand[r] - b.bank[r]);
  act(*g, s, "treasure resources");
  CHECK(legal(*g, s) == names({"treasure_take ore"}));
  act(*g, s, "treasure_take ore");
  CHECK(g->phase_name(s) == "reveal");  // the second card is lost
}

TEST_CASE("two free roads or ships: exact places, the second after the first; a discovery takes the phase at once") {
  auto g = ti_game();
  State s = ti_found(*g);
  act(*g, s, "treasure paths");
  CHECK(g->phase_name(s) == "treasure_build");
  // Roads from the settlement on the coast; ships from it and from the ship's end beside the fog.
  CHECK(legal(*g, s) == names({edges("treasure_road", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E)}),
                               edges("treasure_ship", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E),
                                                       side(*g, 6, 2, Dir::W), side(*g, 6, 2, Dir::SW)})}));
  const int roads = std_state(s).base.players[0].roads_left;
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::E)));
  CHECK(std_state(s).base.players[0].roads_left == roads - 1);
  CHECK(std_state(s).base.players[0].hand_total == 0);  // free
  CHECK(g->phase_name(s) == "treasure_build");
  CHECK(treasure_of(*g, std_state(s)).free_paths == 1);
  act(*g, s, fmt::format("treasure_ship e{}", side(*g, 6, 2, Dir::W)));
  CHECK(sea_of(*g, s).new_ships.test(side(*g, 6, 2, Dir::W)));  // it may not move this turn
  CHECK(g->phase_name(s) == "reveal");
  act(*g, s, "reveal sea");
  // The hex turned up sea: a tile of the stock for the finder.
  CHECK(g->phase_name(s) == "treasure_draw");
  CHECK(treasure_of(*g, std_state(s)).owed == 1);
  CHECK(treasure_of(*g, std_state(s)).stock == 4);
  act(*g, s, "treasure card");
  CHECK(g->phase_name(s) == "treasure_card");
  act(*g, s, "treasure_card monopoly");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).base.players[0].dev[Monopoly] == 1);
  CHECK(std_state(s).base.players[0].dev_new[Monopoly] == 1);  // as bought: not this turn
}

TEST_CASE("free pieces as far as there is room: the rest is lost") {
  auto g = ti_game();
  State s = ti_found(*g);
  std_state(s).base.players[0].roads_left = 0;
  sea_of(*g, s).ships_left[0] = 1;
  act(*g, s, "treasure paths");
  CHECK(legal(*g, s) == names({edges("treasure_ship", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E),
                                                       side(*g, 6, 2, Dir::W), side(*g, 6, 2, Dir::SW)})}));
  act(*g, s, fmt::format("treasure_ship e{}", side(*g, 4, 3, Dir::E)));
  CHECK(g->phase_name(s) == "reveal");  // no ship left: the second piece is lost
  CHECK(treasure_of(*g, std_state(s)).free_paths == 0);
}

TEST_CASE("a development card from the deck by its composition; an empty deck gives nothing") {
  auto g = ti_game();
  State s = ti_found(*g);
  act(*g, s, "treasure card");
  CHECK(odds(*g, s) == std::map<std::string, double>{{"treasure_card knight", 14.0 / 25},
                                                     {"treasure_card victory_point", 5.0 / 25},
                                                     {"treasure_card road_building", 2.0 / 25},
                                                     {"treasure_card year_of_plenty", 2.0 / 25},
                                                     {"treasure_card monopoly", 2.0 / 25}});
  act(*g, s, "treasure_card victory_point");
  CHECK(g->victory_points(s, 0) == 2);  // a VP card counts at once

  State empty = ti_found(*g);
  std_state(empty).base.dev_deck = {};
  act(*g, empty, "treasure card");
  CHECK(g->phase_name(empty) == "reveal");
}

TEST_CASE("set-up: a set-up ship reaching a treasure takes it, then the discovery, then the next placement") {
  auto g = ti_game();
  State s = g->new_game(1);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  act(*g, s, fmt::format("build_settlement v{}", corner(*g, 4, 3, Corner::NE)));
  act(*g, s, fmt::format("build_ship e{}", to_treasure(*g)));
  CHECK(g->phase_name(s) == "treasure_draw");
  act(*g, s, "treasure resources");
  act(*g, s, "treasure_take grain");
  act(*g, s, "treasure_take wool");
  CHECK(g->phase_name(s) == "reveal");
  act(*g, s, "reveal desert");  // a desert: a tile of the stock too
  CHECK(g->phase_name(s) == "treasure_draw");
  act(*g, s, "treasure resources");
  act(*g, s, "treasure_take grain");
  act(*g, s, "treasure_take grain");
  CHECK(g->phase_name(s) == "setup_settlement");
  CHECK(std_state(s).to_move == 1);
  CHECK(std_state(s).base.players[0].hand[Grain] == 3);
}

// Road Building's first ship turns up sea beside (6,2): the stock's tile is two free pieces.
State road_building_finds_paths(const StdGame& g) {
  State s = ti_found(g);
  act(g, s, "treasure resources");
  act(g, s, "treasure_take ore");
  act(g, s, "treasure_take ore");
  act(g, s, "reveal sea");
  act(g, s, "treasure resources");  // the stock's tile for the sea
  act(g, s, "treasure_take ore");
  act(g, s, "treasure_take ore");
  CHECK(g.phase_name(s) == "main");
  // (6,2) is sea now. Seat 0's ships sail on to its north-west corner; Road Building's first ship
  // reaches (6,2)'s north corner, beside the face-down (7,1).
  std_state(s).base.players[0].dev[RoadBuilding] = 1;
  sea_of(g, s).new_ships = {};
  put_ships(g, s, 0, {side(g, 6, 2, Dir::W)});
  g.rebuild_caches(s);
  act(g, s, "play_road_building");
  CHECK(g.phase_name(s) == "road_building");
  act(g, s, fmt::format("build_ship e{}", side(g, 6, 2, Dir::NW)));
  CHECK(g.phase_name(s) == "reveal");
  act(g, s, "reveal sea");
  CHECK(g.phase_name(s) == "treasure_draw");  // the stock again
  act(g, s, "treasure paths");
  return s;
}

TEST_CASE("Road Building: a ship turning up sea owes a stock tile; after the treasure, Road Building's second piece") {
  auto g = ti_game();
  State s = road_building_finds_paths(*g);
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::E)));
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::NE)));
  // The hunt gives Road Building back: its second piece.
  CHECK(g->phase_name(s) == "road_building");
  CHECK(std_state(s).to_move == 0);
  CHECK(std_state(s).base.free_roads == 1);
  CHECK(treasure_of(*g, std_state(s)).stock == 3);
}

TEST_CASE("Road Building: where the treasure's free pieces took the last places, Road Building ends") {
  auto g = ti_game();
  State s = road_building_finds_paths(*g);
  std_state(s).base.players[0].roads_left = 2;
  sea_of(*g, s).ships_left[0] = 0;
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::E)));
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::NE)));
  // No road or ship left to lay: the turn goes on, never a phase without a legal move.
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s).find("end_turn") != std::string::npos);
}

TEST_CASE("a ship moved onto a treasure takes it; the main phase after") {
  auto g = ti_game();
  State s = ti_coast(*g);
  put_ships(*g, s, 0, {side(*g, 4, 3, Dir::E)});  // open at (4,3)'s south-east corner
  g->rebuild_caches(s);
  act(*g, s, fmt::format("move_ship e{}", side(*g, 4, 3, Dir::E)));
  act(*g, s, fmt::format("ship_to e{}", to_treasure(*g)));
  CHECK(g->phase_name(s) == "treasure_draw");
  act(*g, s, "treasure card");
  act(*g, s, "treasure_card knight");
  CHECK(g->phase_name(s) == "reveal");  // the moved ship discovers too, after the treasure
  act(*g, s, "reveal pasture");
  act(*g, s, "reveal_number 5");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).base.players[0].dev[Knight] == 1);
  CHECK(sea_of(*g, s).moved == 1);
}
