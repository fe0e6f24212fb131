// Island bonuses (Seafarers §8.1) and set-up (§2): 2 VP for a seat's first
// settlement on each island other than those of its set-up, once per island
// per seat, several seats each for the same island, never lost; set-up builds
// only on the home island (board markers), with a road or a ship.
#include <doctest/doctest.h>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("set-up builds only beside the home island's hexes, with a road or a ship") {
  auto g = sea_game(3);
  State s = g->new_game(1);
  const Topology& t = g->topo();
  VertexSet home;
  for (int h = 0; h < t.num_hexes; ++h)
    if (sea::island_of(*g, h) == 0) home |= t.hex_vertices[h];
  CHECK(home.count() > 30);
  CHECK(legal(*g, s) == joined(named("build_settlement", home, 'v')));
  // Off the home island: an island's corner is no set-up place.
  const int island_corner = corner(*g, 7, 1, Corner::SW);
  CHECK(!home.test(island_corner));
}

TEST_CASE("the first settlement on a new island: 2 VP, once per seat and island, for each seat, not for home") {
  auto g = sea_game();
  State s = empty_main(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  const int home = corner(*g, 4, 3, Corner::NE);
  Board{*g, s}.settlement(0, home).done();
  sea_of(*g, s).islands[0] = 1;  // the set-up's island: home
  // Ships of seat 0's to two corners of island 1 (hexes (7,1), (8,1), (7,2)).
  const int a = corner(*g, 7, 1, Corner::SW), b = corner(*g, 8, 1, Corner::NE);
  put_ships(*g, s, 0, {side(*g, 6, 1, Dir::SE), side(*g, 8, 1, Dir::NE)});
  g->rebuild_caches(s);
  CHECK(g->victory_points(s, 0) == 1);
  build_settlement(*g, s, 0, a);
  CHECK(sea_of(*g, s).bonus_islands[0] == 1u << 1);
  CHECK(g->victory_points(s, 0) == 4);  // two settlements and the island's 2
  build_settlement(*g, s, 0, b);
  CHECK(g->victory_points(s, 0) == 5);  // the same island again: the settlement's point only
  // Seat 1 settles the same island: its bonus too.
  const int c = corner(*g, 7, 2, Corner::S);
  put_ships(*g, s, 1, {side(*g, 7, 2, Dir::SE)});
  g->rebuild_caches(s);
  build_settlement(*g, s, 1, c);
  CHECK(g->victory_points(s, 1) == 3);
  // A settlement back home pays nothing beyond its point.
  put_ships(*g, s, 0, {side(*g, 4, 3, Dir::NE), side(*g, 4, 2, Dir::E)});
  g->rebuild_caches(s);
  build_settlement(*g, s, 0, corner(*g, 4, 2, Corner::NE));
  CHECK(g->victory_points(s, 0) == 6);
  CHECK(sea_of(*g, s).bonus_islands[0] == 1u << 1);
}
