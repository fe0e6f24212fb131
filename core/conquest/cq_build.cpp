// Where a seat may build and what it pays: walls on the sides of the hexes it
// holds, settlements where its knights stand or on the coast beside its ships,
// knights on its settled hexes or that coast, ships beside its coastal
// buildings; and the rates of the ports its ships lie on.
#include <algorithm>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

void pay(CqState& s, int seat, const Cost& c) {
  for (int r = 0; r < kNumResources; ++r) {
    s.seats[seat].hand[r] = uint16_t(s.seats[seat].hand[r] - c[r]);
    s.bank[r] = uint8_t(s.bank[r] + c[r]);
  }
}

Forces forces(const CqSeat& p) {
  // Without a branch per slot, the hexes gathered in registers (an empty slot is all zero).
  static_assert(HexSet::kWords == 2);
  Forces f;
  uint64_t knights[2] = {}, ships[2] = {};
  auto add = [](uint64_t* set, int hex, bool here) {
    const uint64_t bit = uint64_t(here) << (hex & 63), upper = 0 - uint64_t(hex >> 6);
    set[0] |= bit & ~upper, set[1] |= bit & upper;
  };
  for (int i = 0; i < kKnightSlots; ++i) {
    const CqUnit& u = p.units[i];
    f.knight_count += u.kind != 0;
    add(knights, u.hex, (u.kind != 0) & (u.carrier == 0));
  }
  for (int i = kKnightSlots; i < kUnitSlots; ++i) {
    const CqUnit& u = p.units[i];
    f.ship_count += u.kind != 0;
    f.cargo_count += kind_of(u) == UnitKind::Cargo;
    f.galley_count += kind_of(u) == UnitKind::Galley;
    add(ships, u.hex, u.kind != 0);
  }
  f.knights.w = {knights[0], knights[1]}, f.ships.w = {ships[0], ships[1]};
  return f;
}

EdgeSet wall_sides(const CqGame& g, const CqState& s, int seat, const HexSet& knights) {
  EdgeSet out, taken;
  (s.seats[seat].settled | knights).for_each([&](int h) { out |= g.topo().hex_edges[h]; });
  for (int q = 0; q < s.num_players; ++q) taken |= s.seats[q].walls;
  return out - taken;
}

namespace {

// The coastal hexes beside the seat's ships, any kind (the book's "Ship benefits: Build").
HexSet coast_by_ships(const CqGame& g, const Forces& f) {
  HexSet out;
  f.ships.for_each([&](int h) { out |= g.board().neighbours[h] & g.board().coastal; });
  return out;
}

}  // namespace

HexSet settlement_sites(const CqGame& g, const CqState& s, int seat) {
  Forces f;  // the hexes alone (the search's leaf value asks this for every seat)
  f.knights = standing_knights(s.seats[seat]), f.ships = ship_hexes(s.seats[seat]);
  return settlement_sites(g, s, seat, f);
}

HexSet settlement_sites(const CqGame& g, const CqState& s, int, const Forces& f) {
  HexSet settled_any;
  for (int q = 0; q < s.num_players; ++q) settled_any |= s.seats[q].settled;
  return (f.knights | coast_by_ships(g, f)) - settled_any;
}

HexSet knight_sites(const CqGame& g, const CqState& s, int seat, const Forces& f) {
  return s.seats[seat].settled | coast_by_ships(g, f);
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

bool can_build_unit(const CqGame& g, const CqState& s, int seat, UnitKind k, const Forces& f) {
  const CqOptions& o = g.opt();
  if (s.units_built >= o.units_per_turn) return false;
  if (!can_pay(s.seats[seat], o.costs[unit_purchase(k)])) return false;
  if (is_knight(k)) return f.knight_count < o.knights;
  if (f.ship_count >= o.ships) return false;
  if (k == UnitKind::Cargo) return f.cargo_count < o.cargo_ships;
  if (k == UnitKind::Galley) return f.galley_count < o.galleys;
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
