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

void refresh_forces(CqSeat& p) {
  // Without a branch per slot, the hexes gathered in registers (an empty slot is all zero).
  static_assert(HexSet::kWords == 2);
  CqForces f{};
  uint64_t knights[2] = {}, ships[2] = {};
  auto add = [](uint64_t* set, int hex, bool here) {
    const uint64_t bit = uint64_t(here) << (hex & 63), upper = 0 - uint64_t(hex >> 6);
    set[0] |= bit & ~upper, set[1] |= bit & upper;
  };
  for (int i = 0; i < kKnightSlots; ++i) {
    const CqUnit& u = p.units[i];
    f.knight_count = uint8_t(f.knight_count + (u.kind != 0));
    f.slots |= uint32_t(u.kind != 0) << i;
    f.foragers |= uint32_t(forager(u)) << i;
    add(knights, u.hex, (u.kind != 0) & (u.carrier == 0));
  }
  for (int i = kKnightSlots; i < kUnitSlots; ++i) {
    const CqUnit& u = p.units[i];
    f.ship_count = uint8_t(f.ship_count + (u.kind != 0));
    f.cargo_count = uint8_t(f.cargo_count + (kind_of(u) == UnitKind::Cargo));
    f.galley_count = uint8_t(f.galley_count + (kind_of(u) == UnitKind::Galley));
    f.slots |= uint32_t(u.kind != 0) << i;
    f.foragers |= uint32_t(forager(u)) << i;
    add(ships, u.hex, u.kind != 0);
  }
  f.knights.w = {knights[0], knights[1]}, f.ships.w = {ships[0], ships[1]};
  p.forces = f;
}

EdgeSet wall_sides(const CqGame& g, const CqState& s, int seat, const HexSet& knights) {
  EdgeSet out, taken;
  (s.seats[seat].settled | knights).for_each([&](int h) { out |= g.topo().hex_edges[h]; });
  for (int q = 0; q < s.num_players; ++q) taken |= s.seats[q].walls;
  return out - taken;
}

namespace {

// The coastal hexes beside the seat's ships, any kind (the book's "Ship benefits: Build").
HexSet coast_by_ships(const CqGame& g, const CqForces& f) {
  HexSet out;
  f.ships.for_each([&](int h) { out |= g.board().neighbours[h] & g.board().coastal; });
  return out;
}

}  // namespace

HexSet settlement_sites(const CqGame& g, const CqState& s, int seat) {
  const CqForces& f = s.seats[seat].forces;
  HexSet settled_any;
  for (int q = 0; q < s.num_players; ++q) settled_any |= s.seats[q].settled;
  return (f.knights | coast_by_ships(g, f)) - settled_any;
}

HexSet knight_sites(const CqGame& g, const CqState& s, int seat) {
  return s.seats[seat].settled | coast_by_ships(g, s.seats[seat].forces);
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

unsigned unit_room(const CqGame& g, const CqSeat& p) {
  const CqOptions& o = g.opt();
  const CqForces& f = p.forces;
  auto bit = [](UnitKind k, bool room) { return unsigned(room) << int(k); };
  const bool ships = f.ship_count < o.ships;
  return (f.knight_count < o.knights ? bit(UnitKind::Knight, true) | bit(UnitKind::Archer, true) | bit(UnitKind::Cavalry, true) : 0) |
         bit(UnitKind::Ship, ships) | bit(UnitKind::Cargo, ships && f.cargo_count < o.cargo_ships) |
         bit(UnitKind::Galley, ships && f.galley_count < o.galleys);
}

PortRates port_rates(const CqGame& g, const CqState& s, int seat) {
  PortRates rates;
  const CqSeat& p = s.seats[seat];
  (p.forces.ships & g.board().ports).for_each([&](int h) {
    const uint8_t kind = g.board().port[h];
    if (kind != kGenericPort) return void(rates.two |= 1u << kind);  // 2:1, which no bonus betters
    bool cargo = false;  // a cargo ship on a 3:1 port makes it 2:1 with a bonus
    if (p.forces.cargo_count)
      for (int i = kKnightSlots; i < kUnitSlots; ++i) cargo |= kind_of(p.units[i]) == UnitKind::Cargo && p.units[i].hex == h;
    (cargo && g.opt().cargo_port_bonus > 0 ? rates.two : rates.three) |= (1u << kNumResources) - 1;
  });
  return rates;
}

}  // namespace catanlab::cq
