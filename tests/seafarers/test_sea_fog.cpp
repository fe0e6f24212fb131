// Face-down hexes (Seafarers §8.2, rulings.md "Treasures, Dragons &
// Explorers"): a road or ship placed (or a ship moved) with an end at a corner
// of a face-down hex turns it over: its tile, then for a producing tile its
// number token, each drawn by chance from the fog's stacks; land pays the
// finder a card of its resource, a gold field a card of choice, sea and desert
// nothing. Until turned, a face-down hex is neither land nor sea. On The Fog
// Islands as its file lays it: the main island's east coast faces the fog
// beyond the sea hexes (5,2) and (5,3).
#include <doctest/doctest.h>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> fog_game() { return sea_game(4, {}, "seafarers_fog_islands"); }

// Seat 0's settlement on (4,3)'s east corner and a ship out to the first face-down hex, (6,2).
State reached(const StdGame& g) {
  State s = empty_main(g);
  sea_of(g, s).pirate = uint8_t(hex(g, 0, 0));
  Board{g, s}.settlement(0, corner(g, 4, 3, Corner::NE)).done();
  give(s, 0, {1, 0, 1, 0, 0});
  act(g, s, fmt::format("build_ship e{}", side(g, 5, 3, Dir::NW)));
  return s;
}

}  // namespace

TEST_CASE("a ship reaching a face-down hex turns it over: tile, token, the finder's card") {
  auto g = fog_game();
  State s = reached(*g);
  const int fog = hex(*g, 6, 2);
  CHECK(g->phase_name(s) == "reveal");
  CHECK(sea_of(*g, s).to_reveal.count() == 1);
  CHECK(odds(*g, s) == std::map<std::string, double>{{"reveal sea", 5.0 / 15},     {"reveal forest", 2.0 / 15},
                                                     {"reveal pasture", 2.0 / 15}, {"reveal hills", 2.0 / 15},
                                                     {"reveal mountains", 2.0 / 15}, {"reveal fields", 1.0 / 15},
                                                     {"reveal gold", 1.0 / 15}});
  act(*g, s, "reveal forest");
  CHECK(g->phase_name(s) == "reveal_number");
  CHECK(odds(*g, s) == std::map<std::string, double>{{"reveal_number 3", 0.1}, {"reveal_number 4", 0.2},
                                                     {"reveal_number 5", 0.1}, {"reveal_number 6", 0.1},
                                                     {"reveal_number 8", 0.1}, {"reveal_number 9", 0.1},
                                                     {"reveal_number 10", 0.2}, {"reveal_number 11", 0.1}});
  act(*g, s, "reveal_number 10");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).layout.terrain[fog] == Terrain::Forest);
  CHECK(std_state(s).layout.number[fog] == 10);
  CHECK(std_state(s).base.players[0].hand[Lumber] == 1);  // the finder's card
  CHECK(sea_of(*g, s).fog_tiles[g->board().hex_group[fog]][int(Terrain::Forest)] == 1);
  CHECK(sea_of(*g, s).fog_numbers[g->board().hex_group[fog]][10] == 1);
  // Land now: the ship's far corner touches land.
  CHECK(sea::land_vertices(*g, std_state(s)).test(corner(*g, 5, 3, Corner::N)));
}

TEST_CASE("a gold field turned over pays a card of choice; sea pays nothing and takes no token") {
  auto g = fog_game();
  State gold = reached(*g);
  act(*g, gold, "reveal gold");
  act(*g, gold, "reveal_number 8");
  CHECK(g->phase_name(gold) == "gold_pick");
  CHECK(std_state(gold).to_move == 0);
  act(*g, gold, "gold_pick ore");
  CHECK(std_state(gold).base.players[0].hand[Ore] == 1);
  CHECK(g->phase_name(gold) == "main");

  State sea = reached(*g);
  act(*g, sea, "reveal sea");
  CHECK(g->phase_name(sea) == "main");
  CHECK(std_state(sea).base.players[0].hand_total == 0);
  CHECK(std_state(sea).layout.number[hex(*g, 6, 2)] == 0);
  // Sea beside a face-down hex: a ship may go there now, a road may not.
  const int beside_fog = side(*g, 6, 2, Dir::E);
  CHECK(sea_of(*g, sea).ship_paths.test(beside_fog));
  CHECK(std_state(sea).base.closed_roads.test(beside_fog));
}

TEST_CASE("a face-down hex is neither land nor sea: roads need land beside, a road reaching fog turns it over") {
  auto g = fog_game();
  State s = reached(*g);
  act(*g, s, "reveal forest");
  act(*g, s, "reveal_number 4");
  // Between two face-down hexes no road may go (the base game's closed roads), nor a ship.
  const int fog_fog = side(*g, 6, 1, Dir::E);
  CHECK(std_state(s).base.closed_roads.test(fog_fog));
  CHECK(!sea_of(*g, s).ship_paths.test(fog_fog));
  // A settlement on the forest's west corner; a road from it beside fog turns over both hexes at its far end.
  const int west = corner(*g, 6, 2, Corner::NW);
  Board{*g, s}.settlement(0, west).done();
  give(s, 0, {1, 1, 0, 0, 0});
  const int road = side(*g, 6, 2, Dir::NW);
  CHECK(legal_in(*g, s, "build_road") ==
        edges("build_road", {road, side(*g, 6, 2, Dir::W), side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E)}));
  act(*g, s, fmt::format("build_road e{}", road));
  CHECK(g->phase_name(s) == "reveal");
  CHECK(sea_of(*g, s).to_reveal.count() == 2);
  CHECK(sea_of(*g, s).to_reveal.nth(0) == hex(*g, 6, 1));  // in reading order
  act(*g, s, "reveal sea");
  CHECK(g->phase_name(s) == "reveal");
  act(*g, s, "reveal hills");
  act(*g, s, "reveal_number 3");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).layout.terrain[hex(*g, 6, 1)] == Terrain::Sea);
  CHECK(std_state(s).layout.terrain[hex(*g, 7, 1)] == Terrain::Hills);
  CHECK(std_state(s).base.players[0].hand[Brick] == 1);
  CHECK(!std_state(s).base.closed_roads.test(fog_fog));  // sea beside hills: a coast now
}
