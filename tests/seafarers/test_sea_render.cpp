// Seafarers in pictures (issue 35, item 12): a face-down hex turned over in
// play is drawn under the settlements and ships beside it, and the pirate on
// a sea hex with a harbor keeps clear of the harbor's token.
#include <doctest/doctest.h>

#include "core/render/render.h"
#include "tests/render/svg_reading.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("render (Fog Islands): a hex turned over lies under the settlements and ships beside it") {
  auto g = sea_game(4, {}, "seafarers_fog_islands");
  State s = empty_main(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  Board{*g, s}.settlement(0, corner(*g, 4, 3, Corner::NE)).done();
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, fmt::format("build_ship e{}", side(*g, 5, 3, Dir::NW)));
  act(*g, s, "reveal forest");
  act(*g, s, "reveal_number 10");
  const std::string svg = state_svg(*g, s);
  const size_t tile = svg.find("<use href=\"#tile_forest_10\"");
  REQUIRE(tile != std::string::npos);
  CHECK(tile < svg.find("<use href=\"#settlement\""));
  CHECK(tile < svg.find("<use href=\"#ship\""));
}

TEST_CASE("render (Seafarers): the pirate on a harbor's sea hex keeps clear of the harbor's token") {
  auto g = sea_game(4);
  State s = empty_main(*g);
  const SvgCanvas frame(g->topo());
  const BoardSpec& board = g->board();
  int crowded = -1;  // a sea hex with a harbor's token near its centre, where the pirate stood on it
  for (int h = 0; h < g->topo().num_hexes && crowded < 0; ++h)
    for (size_t slot = 0; slot < board.harbor_edges.size(); ++slot)
      if (std_state(s).layout.terrain[h] == Terrain::Sea &&
          distance(frame.hex_center(h), harbor_token(board, int(slot), frame)) < 26)
        crowded = h;
  REQUIRE(crowded >= 0);
  sea_of(*g, s).pirate = uint8_t(crowded);
  const std::vector<Point> pirate = placed(state_svg(*g, s), "pirate");
  REQUIRE(pirate.size() == 1);
  for (size_t slot = 0; slot < board.harbor_edges.size(); ++slot)
    CHECK(distance(pirate[0], harbor_token(board, int(slot), frame)) >= 26);
}
