// Where a seat may build and what it pays: walls on the sides of the hexes it
// holds, settlements where its knights stand or on the coast beside its ships,
// knights on its settled hexes or that coast, ships beside its coastal
// buildings; and the rates of the ports its ships lie on.
#include <algorithm>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

bool can_pay(const CqSeat& p, const Cost& c) {
  for (int r = 0; r < kNumResources; ++r)
    if (p.hand[r] < c[r]) return false;
  return true;
}

void pay(CqState& s, int seat, const Cost& c) {
  for (int r = 0; r < kNumResources; ++r) {
    s.seats[seat].hand[r] = uint16_t(s.seats[seat].hand[r] - c[r]);
    s.bank[r] = uint8_t(s.bank[r] + c[r]);
  }
}

// The free sides of the hexes the seat has settled or where its knight stands.
EdgeSet wall_sides(const CqGame& g, const CqState& s, int seat) {
  EdgeSet out, taken;
  (s.seats[seat].settled | standing_knights(s.seats[seat])).for_each([&](int h) { out |= g.topo().hex_edges[h]; });
  for (int q = 0; q < s.num_players; ++q) taken |= s.seats[q].walls;
  return out - taken;
}

namespace {

// The coastal hexes beside the seat's ships, any kind (the book's "Ship benefits: Build").
HexSet coast_by_ships(const CqGame& g, const CqSeat& p) {
  HexSet out;
  ship_hexes(p).for_each([&](int h) { out |= g.board().neighbours[h] & g.board().coastal; });
  return out;
}

}  // namespace

HexSet settlement_sites(const CqGame& g, const CqState& s, int seat) {
  HexSet settled_any;
  for (int q = 0; q < s.num_players; ++q) settled_any |= s.seats[q].settled;
  const CqSeat& p = s.seats[seat];
  return (standing_knights(p) | coast_by_ships(g, p)) - settled_any;
}

HexSet knight_sites(const CqGame& g, const CqState& s, int seat) {
  return s.seats[seat].settled | coast_by_ships(g, s.seats[seat]);
}

HexSet ship_sites(const CqGame& g, const CqState& s, int seat) {
  HexSet out;
  (s.seats[seat].settled & g.board().coastal).for_each([&](int h) { out |= g.board().neighbours[h] & g.board().sea; });
  return out;
}

int free_slot(const CqSeat& p, UnitKind k) {
  const int first = is_knight(k) ? 0 : kKnightSlots;
  for (int i = first; i < first + kKnightSlots; ++i)
    if (!p.units[i].kind) return i;
  return -1;
}

bool can_build_unit(const CqGame& g, const CqState& s, int seat, UnitKind k) {
  const CqOptions& o = g.opt();
  const CqSeat& p = s.seats[seat];
  if (s.units_built >= o.units_per_turn) return false;
  if (!can_pay(p, o.costs[unit_purchase(k)])) return false;
  if (is_knight(k)) return count_knights(p) < o.knights;
  if (count_ships(p) >= o.ships) return false;
  if (k == UnitKind::Cargo) return count_kind(p, k) < o.cargo_ships;
  if (k == UnitKind::Galley) return count_kind(p, k) < o.galleys;
  return true;
}

std::array<int, kNumResources> port_rates(const CqGame& g, const CqState& s, int seat) {
  std::array<int, kNumResources> rates = {4, 4, 4, 4, 4};
  for (int i = kKnightSlots; i < kUnitSlots; ++i) {
    const CqUnit& u = s.seats[seat].units[i];
    const uint8_t kind = u.kind ? g.board().port[u.hex] : kCqNone;
    if (kind == kCqNone) continue;
    const int bonus = kind_of(u) == UnitKind::Cargo ? g.opt().cargo_port_bonus : 0;
    const int rate = std::max(2, (kind == kGenericPort ? 3 : 2) - bonus);
    for (int r = 0; r < kNumResources; ++r)
      if (kind == kGenericPort || kind == r) rates[r] = std::min(rates[r], rate);
  }
  return rates;
}

}  // namespace catanlab::cq
