// Conquest (Barbarian Attack §5.2, rulings 16-17): a coastal hex with 3
// barbarians yields nothing, takes no road on its paths and no settlement on
// its corners; a building whose land hexes are all conquered counts no VP,
// loses its harbor and may not become a city, but still stands and blocks.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/barbarian_attack/ba_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("conquest: the third barbarian conquers; the hex's paths and corners close, its lone buildings go dormant") {
  auto g = ba_game(4, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const Topology& t = g->topo();
  const int h = coast_hex(*g, s, 4);
  const int lone = lone_corner(*g, h);
  REQUIRE(lone >= 0);
  // p1: a settlement on the hex's lone corner (only this hex around it); p0: a settlement inland.
  Board{*g, s}.settlement(1, lone).done();
  const int v = t.hex_vertex[hex_at(*g, 0, 0)][int(Corner::N)];
  Board{*g, s}.settlement(0, v).done();
  const int site = roads_to_site(*g, s, 0, v);
  put_barbarians(*g, s, h, 2);
  CHECK(g->victory_points(s, 1) == 1);

  give(s, 0, {1, 1, 1, 1, 0});
  act(*g, s, fmt::format("build_settlement v{}", site));
  act(*g, s, "land 4");
  CHECK(ba::conquered(*g, std_state(s), h));
  CHECK(std_state(s).base.barren.test(h));
  // p1's settlement: no VP, but it stands.
  CHECK(std_state(s).base.dormant.test(lone));
  CHECK(g->victory_points(s, 1) == 0);
  CHECK(std_state(s).base.occupied.test(lone));
  // Every path of the hex is closed to roads.
  for (int16_t e : t.hex_edge[h])
    if (e >= 0) CHECK(std_state(s).base.closed_roads.test(e));
  act(*g, s, "land 3");
  act(*g, s, "land 5");

  // A 4 produces nothing on the conquered hex.
  turn_of(s, 1, Phase::RollDice);
  std_state(s).base.rolled = 0;
  const Hand before = std_state(s).base.players[1].hand;
  act(*g, s, "roll 4");
  CHECK(std_state(s).base.players[1].hand == before);
}

TEST_CASE("conquest: no settlement on a conquered hex's corners, no road on its paths, no city on a conquered settlement") {
  auto g = ba_game(3, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const Topology& t = g->topo();
  const int h = hex_at(*g, -2, 2);  // a coastal hex beside the inner (-1, 1)
  const int lone = lone_corner(*g, h);
  Board{*g, s}.settlement(0, lone).done();
  give(s, 0, {2, 2, 1, 3, 3});  // a road, a settlement or a city's worth
  const std::string before = legal(*g, s);
  put_barbarians(*g, s, h, 3);

  // The lone settlement: its roads would lie on the hex's paths; it may not become a city.
  CHECK(legal(*g, s) == names({"end_turn", "buy_ba_card"}));
  CHECK(before != legal(*g, s));
  CHECK(before.find(fmt::format("build_city v{}", lone)) != std::string::npos);

  // p0's roads reach a corner of the hex that also touches an inner hex: a site before, none after.
  State u = empty_main(*g);
  const int inner = t.hex_vertex[hex_at(*g, -1, 1)][int(Corner::SW)];  // shared with (-2, 2)
  REQUIRE(t.hex_vertices[h].test(inner));
  const int w = t.hex_vertex[hex_at(*g, -1, 1)][int(Corner::NW)];
  const int far = t.hex_vertex[hex_at(*g, -1, 1)][int(Corner::N)];
  Board{*g, u}.settlement(0, far).roads(0, {t.edge_between(hex_at(*g, -1, 1), Dir::NW), t.edge_between(hex_at(*g, -1, 1), Dir::W)}).done();
  REQUIRE(std_state(u).base.players[0].road_vertices.test(w));
  give(u, 0, {1, 1, 1, 1, 0});
  const std::string site = fmt::format("build_settlement v{}", inner);
  CHECK(legal(*g, u).find(site) != std::string::npos);
  put_barbarians(*g, u, h, 3);
  CHECK(legal(*g, u).find(site) == std::string::npos);
}
