#include <doctest/doctest.h>

#include "core/standard/std_game.h"

using namespace catanlab;

TEST_CASE("standard board: 19 land hexes, 54 vertices, 72 edges") {
  auto g = StdGame::load("base");
  const Topology& t = g->topo();
  CHECK(t.land.count() == 19);
  CHECK(t.num_vertices == 54);
  CHECK(t.num_edges == 72);
}

TEST_CASE("standard board: adjacency is symmetric and every vertex has at most 3 hexes and 3 edges") {
  auto g = StdGame::load("base");
  const Topology& t = g->topo();
  int land_vertices = 0;
  for (int v = 0; v < t.num_vertices; ++v) {
    int hexes = 0, land = 0, edges = 0;
    for (int8_t h : t.vertex_hex[v]) hexes += h >= 0, land += h >= 0 && t.land.test(h);
    for (int16_t e : t.vertex_edge[v]) edges += e >= 0;
    CHECK(hexes <= 3);
    CHECK(edges <= 3);
    CHECK(edges >= 2);
    CHECK(t.vertex_edges[v].count() == edges);
    CHECK(t.vertex_neighbours[v].count() == edges);
    land_vertices += land > 0;
    for (int i = 0; i < 3; ++i) {
      int w = t.vertex_neighbour[v][i], e = t.vertex_edge[v][i];
      if (w < 0) continue;
      CHECK(t.vertex_neighbours[w].test(v));  // symmetric
      CHECK(t.edge_of(w, v) == e);
      CHECK(((t.edge_vertex[e][0] == v && t.edge_vertex[e][1] == w) ||
             (t.edge_vertex[e][0] == w && t.edge_vertex[e][1] == v)));
    }
  }
  CHECK(land_vertices == 54);
  for (int e = 0; e < t.num_edges; ++e)
    for (int v : t.edge_vertex[e]) CHECK(t.vertex_edges[v].test(e));
  for (int h = 0; h < t.num_hexes; ++h)
    for (int c = 0; c < 6; ++c)
      if (int v = t.hex_vertex[h][c]; v >= 0) CHECK(t.hex_vertices[h].test(v));
  // Every land hex has all six corners and sides.
  t.land.for_each([&](int h) {
    CHECK(t.hex_vertices[h].count() == 6);
    for (int d = 0; d < 6; ++d) CHECK(t.hex_edge[h][d] >= 0);
  });
}

TEST_CASE("standard board: 24 vertices touch 3 land hexes, 12 touch 2, 18 touch 1; 42 inland and 30 coastal edges") {
  auto g = StdGame::load("base");
  const Topology& t = g->topo();
  int by_land[4] = {};
  for (int v = 0; v < t.num_vertices; ++v) {
    int land = 0;
    for (int8_t h : t.vertex_hex[v]) land += h >= 0 && t.land.test(h);
    by_land[land] += 1;
  }
  CHECK(by_land[3] == 24);
  CHECK(by_land[2] == 12);
  CHECK(by_land[1] == 18);
  int coastal = 0;
  for (int e = 0; e < t.num_edges; ++e) coastal += t.is_coastal(e);
  CHECK(coastal == 30);
  CHECK(t.land_edges.count() == 72);
}

// The books' largest maps (Seafarers, Treasures, Dragons & Explorers) have about 96 hexes.
TEST_CASE("large boards: a hexagon of 91 hexes fits; a board beyond the limits is refused by name") {
  auto hexagon = [](int radius) {
    std::vector<HexCoord> hexes;
    for (int q = -radius; q <= radius; ++q)
      for (int r = std::max(-radius, -q - radius); r <= std::min(radius, -q + radius); ++r) hexes.push_back({q, r});
    return hexes;
  };
  const auto big = hexagon(5);
  const Topology t = build_topology(big, std::vector<bool>(big.size(), true));
  CHECK(t.num_hexes == 91);
  CHECK(t.num_vertices == 6 * 6 * 6);  // 6 (R + 1)^2
  CHECK(t.num_edges == 9 * 25 + 15 * 5 + 6);
  CHECK(t.num_vertices <= kMaxVertices);
  for (int e = 0; e < t.num_edges; ++e) CHECK(t.edge_vertex[e][0] != t.edge_vertex[e][1]);
  auto too_many = hexagon(6);  // 127 hexes
  CHECK_THROWS_WITH(build_topology(too_many, std::vector<bool>(too_many.size(), true)),
                    doctest::Contains("at most 96 are supported"));
}
