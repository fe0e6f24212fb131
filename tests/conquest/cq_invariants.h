#pragma once
// Conquest's invariants (the fuzz and the battery check them at every step):
// resources and development cards add up to the box; units within their
// limits and where their kind may stand (knights on land or aboard a cargo
// ship of their seat on its hex, ships on sea, cargo ships within capacity);
// one building and one wall per place; tokens taken once where the rules say
// once, the end-of-game tokens only at the end; each seat's units summed up
// (its forces, kept as they move) as they stand; the Main listing's cache of
// the turn player's units and wall sides as a rebuild makes it.
#include <cstring>

#include <doctest/doctest.h>

#include "core/conquest/cq_rules.h"

namespace catanlab::testing {

inline void check_cq_invariants(const CqGame& g, const State& state) {
  const CqState& s = cq_state(state);
  const CqOptions& o = g.opt();
  const int n = g.num_players();
  std::array<int, kNumResources> resources{};
  std::array<int, kNumDevCards> cards{};
  HexSet settled;
  EdgeSet walls;
  for (int q = 0; q < n; ++q) {
    const CqSeat& p = s.seats[q];
    for (int r = 0; r < kNumResources; ++r) resources[r] += p.hand[r];
    for (int k = 0; k < kNumDevCards; ++k) cards[k] += p.dev[k];
    cards[CardVictoryPoint] += p.vp_cards;
    REQUIRE_FALSE((settled & p.settled).any());
    REQUIRE_FALSE((walls & p.walls).any());
    settled |= p.settled;
    walls |= p.walls;
    REQUIRE(p.walls.count() <= o.walls);
    REQUIRE(cq::count_knights(p) <= o.knights);
    REQUIRE(cq::count_ships(p) <= o.ships);
    REQUIRE(cq::count_kind(p, UnitKind::Cargo) <= o.cargo_ships);
    REQUIRE(cq::count_kind(p, UnitKind::Galley) <= o.galleys);
    CqSeat rebuilt = p;
    cq::refresh_forces(rebuilt);
    REQUIRE(std::memcmp(&rebuilt.forces, &p.forces, sizeof(CqForces)) == 0);
    REQUIRE(p.forces.knights == cq::standing_knights(p));
    REQUIRE(p.forces.knight_count == cq::count_knights(p));
    REQUIRE(p.forces.ship_count == cq::count_ships(p));
    REQUIRE(p.forces.cargo_count == cq::count_kind(p, UnitKind::Cargo));
    REQUIRE(p.forces.galley_count == cq::count_kind(p, UnitKind::Galley));
    for (int i = 0; i < kUnitSlots; ++i) {
      const CqUnit& u = p.units[i];
      if (!u.kind) continue;
      REQUIRE(is_knight(UnitKind(u.kind)) == (i < kKnightSlots));
      if (is_ship(UnitKind(u.kind))) {
        REQUIRE(g.board().sea.test(u.hex));
        if (u.kind == uint8_t(UnitKind::Cargo)) REQUIRE(cq::aboard(p, i) <= o.cargo_capacity);
      } else if (u.carrier) {
        const CqUnit& ship = p.units[u.carrier - 1];
        REQUIRE(ship.kind == uint8_t(UnitKind::Cargo));
        REQUIRE(ship.hex == u.hex);
      } else {
        REQUIRE(g.topo().land.test(u.hex));
      }
    }
    for (Token t : {Fortress, GreatWall, Armada, Legion, Metropolis}) REQUIRE(p.tokens[t] <= 1);
    if (!g.is_terminal(state))
      for (Token t : {Monarch, General, Colonist, Builder}) REQUIRE(p.tokens[t] == 0);
    REQUIRE(cq::total_tokens(p) >= 0);
  }
  State rebuilt = state;
  cq::refresh_main(g, cq_state(rebuilt));
  REQUIRE(cq_state(rebuilt).able == s.able);
  REQUIRE(cq_state(rebuilt).wall_room == s.wall_room);
  REQUIRE(cq_state(rebuilt).ports_two == s.ports_two);
  REQUIRE(cq_state(rebuilt).ports_three == s.ports_three);
  REQUIRE((settled & g.topo().land) == settled);
  for (int r = 0; r < kNumResources; ++r) REQUIRE(resources[r] + s.bank[r] == o.bank_per_resource);
  for (int k = 0; k < kNumDevCards; ++k) REQUIRE(cards[k] + s.deck[k] + s.played[k] == o.deck[k]);
}

}  // namespace catanlab::testing
