#include <doctest/doctest.h>

#include "core/engine/game.h"

using namespace catanlab;

TEST_CASE("standard board: 19 land hexes, 54 vertices, 72 edges") {
  auto g = Game::load("base");
  const Topology& t = g->topo();
  CHECK(t.land.count() == 19);
  CHECK(t.num_vertices == 54);
  CHECK(t.num_edges == 72);
}
