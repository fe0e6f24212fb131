// Conquest's Modified Start (the page's "Modified Start"): in seat order a start port
// and its ship, a knight landed beside it, one optional step, an optional
// settlement on the knight's hex; then each settlement pays a resource for its
// hex and each resource hex around it; round 1 opens the Build phase.
#include <doctest/doctest.h>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("cq setup: a start port, a landing beside it, one step, a settlement or none") {
  auto g = cq_load(3);
  State s = g->new_game(1);
  CHECK(g->phase_name(s) == "setup_port");
  CHECK(g->current_player(s) == 0);
  CHECK(legal(*g, s) == names({"start_port h3, start_port h4, start_port h67, start_port h68"}));
  act(*g, s, "start_port h3");
  const CqUnit& ship = cq_state(s).seats[0].units[kKnightSlots];
  CHECK((ship.kind == uint8_t(UnitKind::Ship) && ship.hex == 3 && ship.home == 3));
  CHECK(legal(*g, s) == names({"land h10, land h2"}));  // the port's land hexes
  act(*g, s, "land h2");
  CHECK(legal(*g, s) == names({"found, march h1, march h10, march h9, skip_found"}));
  act(*g, s, "march h9");
  CHECK(legal(*g, s) == names({"found, skip_found"}));
  act(*g, s, "found");
  CHECK(cq::owner_at(cq_state(s), 9) == 0);
  CHECK(cq_state(s).seats[0].units[0].home == 2);  // home: where it landed

  // p1 takes another port, and may decline to settle (its start then pays nothing).
  CHECK(g->current_player(s) == 1);
  CHECK(legal(*g, s) == names({"start_port h4, start_port h67, start_port h68"}));
  act(*g, s, "start_port h4");
  CHECK(legal(*g, s) == names({"land h12, land h5"}));
  act(*g, s, "land h12");
  CHECK(legal(*g, s) == names({"found, march h13, march h5, skip_found"}));
  act(*g, s, "skip_found");

  // p2 settles where it lands.
  act(*g, s, "start_port h67");
  act(*g, s, "land h66");
  act(*g, s, "found");

  const CqState& c = cq_state(s);
  CHECK(c.round == 1);
  CHECK(g->phase_name(s) == "dice");
  CHECK(cq::turn_player(c) == 0);
  CHECK_FALSE(cq::attack_phase(*g, c));
  // h9's fields and the pasture, mountains, forest and hills around it: one of each.
  CHECK(c.seats[0].hand == std::array<uint16_t, kNumGoods>{1, 1, 1, 1, 1, 0, 0, 0});
  CHECK(c.seats[1].hand == std::array<uint16_t, kNumGoods>{});
  // h66's hills, the forest, fields and mountains beside it; the port gives nothing.
  CHECK(c.seats[2].hand == std::array<uint16_t, kNumGoods>{1, 1, 0, 1, 1, 0, 0, 0});
  CHECK(c.bank == std::array<uint8_t, 5>{17, 17, 18, 17, 17});
  CHECK(c.seats[0].start_island == g->board().island[1]);
  CHECK(c.seats[1].start_island == g->board().island[12]);
  CHECK(c.seats[0].start_island != c.seats[1].start_island);
}

TEST_CASE("cq setup: a seat takes a start port no other seat took") {
  auto g = cq_load(2);
  State s = g->new_game(1);
  // Two seats, four ports: every port stays open to the second seat but the first's.
  act(*g, s, "start_port h68");
  act(*g, s, "land h69");
  act(*g, s, "found");
  CHECK(legal(*g, s) == names({"start_port h3, start_port h4, start_port h67"}));
}

TEST_CASE("cq setup: the board's islands, ports and fish shoals, and equal home islands") {
  auto g = cq_load(4);
  const CqBoard& b = g->board();
  CHECK(g->topo().num_hexes == 72);
  CHECK(b.num_islands == 7);
  CHECK(b.start_ports.count() == 4);
  CHECK(b.fish.count() == 4);
  int terrain[kNumTerrains] = {}, ports = 0;
  for (int h = 0; h < g->topo().num_hexes; ++h) {
    ++terrain[b.terrain[h]];
    ports += b.port[h] != kCqNone;
  }
  CHECK(terrain[int(Terrain::Hills)] == 5);
  CHECK(terrain[int(Terrain::Mountains)] == 8);
  CHECK(terrain[int(Terrain::Fields)] == 6);
  CHECK(terrain[int(Terrain::Forest)] == 7);
  CHECK(terrain[int(Terrain::Pasture)] == 7);
  CHECK(terrain[int(Terrain::Gold)] == 2);
  CHECK(ports == 9);
  // Every seed deals each home island one hex of each resource and the tokens 4, 5, 6, 9, 10, with no
  // 6 or 8 beside another.
  auto shuffled = Game::load("conquest", 4);
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const State s = shuffled->new_game(seed);
    const CqState& c = cq_state(s);
    for (int island : {b.island[1], b.island[5], b.island[56], b.island[60]}) {
      int resources = 0, pips = 0;
      for (int h = 0; h < 72; ++h)
        if (b.island[h] == island) {
          resources |= 1 << terrain_resource(Terrain(c.terrain[h]));
          pips += 6 - std::abs(7 - c.number[h]);
        }
      CHECK(resources == 0b11111);
      CHECK(pips == 3 + 4 + 5 + 4 + 3);
    }
    for (int h = 0; h < 72; ++h)
      if (c.number[h] == 6 || c.number[h] == 8)
        b.neighbours[h].for_each([&](int x) { CHECK((c.number[x] != 6 && c.number[x] != 8)); });
  }
}
