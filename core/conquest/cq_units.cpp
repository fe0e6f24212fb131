// Units on the move: two actions of different kinds a turn; movement points
// (knights and archers 1, cavalry 3, ships and the galley 4, cargo ships 7)
// spent in one or more moves until the unit takes another action. Knights go
// through other seats' knights but stop on a hex another seat has settled,
// never cross another seat's wall, board a cargo ship beside them (a step)
// and land from one (a step); ships sail through any sea.
#include <algorithm>
#include <optional>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

void acted(CqSeat& p, int slot, UnitAct act) {
  CqUnit& u = p.units[slot];
  if (act != ActMove && (u.used & ActMove)) u.steps = 0;
  u.used = uint8_t(u.used | act);
  p.forces.foragers = (p.forces.foragers & ~(1u << slot)) | uint32_t(forager(u)) << slot;
}

Surroundings surroundings(const CqGame& g, const CqState& s, int seat, bool attacks) {
  Surroundings out;
  for (int q = 0; q < s.num_players; ++q)
    if (q != seat) out.walls |= s.seats[q].walls, out.enemy_settled |= s.seats[q].settled;
  if (attacks) {  // their buildings, standing knights and ships (never carried)
    out.enemy_pieces = out.enemy_settled;
    for (int q = 0; q < s.num_players; ++q)
      if (q != seat) out.enemy_pieces |= s.seats[q].forces.knights | s.seats[q].forces.ships;
  }
  const CqSeat& p = s.seats[seat];
  if (!p.forces.cargo_count) return out;  // most seats have no cargo ship: their knights' carriers go unread
  int carried[kUnitSlots] = {};  // knights aboard, by cargo slot
  for (int i = 0; i < kKnightSlots; ++i)
    if (p.units[i].kind && p.units[i].carrier) ++carried[p.units[i].carrier - 1];
  for (int i = kKnightSlots; i < kUnitSlots; ++i)
    if (kind_of(p.units[i]) == UnitKind::Cargo && carried[i] < g.opt().cargo_capacity) out.boardable.set(p.units[i].hex);
  return out;
}

HexSet reachable(const CqGame& g, const CqState& s, int seat, int slot, uint8_t* cost, bool first) {
  if (is_ship(kind_of(s.seats[seat].units[slot]))) return reachable(g, s, nullptr, seat, slot, cost, first);
  const Surroundings around = surroundings(g, s, seat);
  return reachable(g, s, &around, seat, slot, cost, first);
}

HexSet reachable(const CqGame& g, const CqState& s, const Surroundings* around_ptr, int seat, int slot, uint8_t* cost,
                 bool first, int target) {
  const CqUnit& u = s.seats[seat].units[slot];
  HexSet out;
  if (!u.kind || !may_act(u, ActMove)) return out;
  const CqBoard& board = g.board();
  if (is_ship(kind_of(u))) {  // from the board's tables: what the search below finds for a ship
    int steps = first ? 1 : u.steps;
    if (target >= 0) steps = std::min(steps, board.sail_distance(u.hex, target));
    out = board.sail(u.hex, steps);
    if (cost) out.for_each([&](int y) { cost[y] = uint8_t(board.sail_distance(u.hex, y)); });
    return out;
  }
  const Surroundings& around = *around_ptr;
  const Topology& t = g.topo();
  const HexSet& sea = board.sea;
  const bool walled = around.walls.any();  // none yet: no side to check
  // Breadth first, a step at a time: the hexes one step beyond the last step's.
  HexSet frontier, seen;
  frontier.set(u.hex), seen.set(u.hex);
  for (int step = 1; step <= u.steps && frontier.any(); ++step) {
    HexSet next;
    frontier.for_each([&](int x) {
      // A knight stops where it boards or enters another seat's settled hex.
      if (x != u.hex && (sea.test(x) || around.enemy_settled.test(x))) return;
      // Knights walk the land, board a cargo ship with room from land, land from one.
      HexSet to = board.neighbours[x];
      to -= sea.test(x) ? sea : sea - around.boardable;
      if (walled && (g.topo().hex_edges[x] & around.walls).any())
        for (int d = 0; d < 6; ++d) {
          const int e = t.hex_edge[x][d], y = t.hex_neighbour[x][d];
          if (e >= 0 && y >= 0 && around.walls.test(e)) to.reset(y);
        }
      next |= to;
    });
    next -= seen;
    seen |= next, out |= next;
    if (cost) next.for_each([&](int y) { cost[y] = uint8_t(step); });
    if ((first && next.any()) || (target >= 0 && next.test(target))) return out;
    frontier = next;
  }
  return out;
}

namespace {

// The seat's forces after the unit in `slot` left `from` (standing there, for a knight): a move
// changes one hex of the knights' or the ships' (knights aboard a cargo ship are in neither).
void moved_in_forces(CqSeat& p, int slot, int from, bool stood) {
  const bool ship = slot >= kKnightSlots;
  HexSet& hexes = ship ? p.forces.ships : p.forces.knights;
  if (ship || stood) {
    bool others = false;  // another of the kind's units still counted on `from`
    const uint32_t kind_slots = ship ? ~0u << kKnightSlots : (1u << kKnightSlots) - 1;
    for (uint32_t left = p.forces.slots & kind_slots & ~(1u << slot); left; left &= left - 1) {
      const CqUnit& x = p.units[std::countr_zero(left)];
      others |= x.hex == from && !x.carrier;
    }
    if (!others) hexes.reset(from);
  }
  if (ship || !p.units[slot].carrier) hexes.set(p.units[slot].hex);
  p.forces.foragers = (p.forces.foragers & ~(1u << slot)) | uint32_t(forager(p.units[slot])) << slot;
}

}  // namespace

void move_unit(const CqGame& g, CqState& s, int seat, int slot, int to) {
  CqSeat& p = s.seats[seat];
  CqUnit& u = p.units[slot];
  int steps = 1;  // the move's cost: with one step left, a legal move's is 1
  if (is_ship(kind_of(u))) {
    steps = g.board().sail_distance(u.hex, to);
  } else if (u.steps > 1) {
    uint8_t cost[kMaxHexes];
    const Surroundings around = surroundings(g, s, seat);
    reachable(g, s, &around, seat, slot, cost, false, to);
    steps = cost[to];
  }
  const int from = u.hex;
  const bool stood = standing(u);
  acted(p, slot, ActMove);
  u.steps = uint8_t(u.steps - steps);
  u.hex = uint8_t(to);
  if (is_knight(kind_of(u))) {
    u.carrier = 0;
    if (g.board().sea.test(to)) {
      for (int i = kKnightSlots; i < kUnitSlots && !u.carrier; ++i)
        if (kind_of(p.units[i]) == UnitKind::Cargo && p.units[i].hex == to && aboard(p, i) < g.opt().cargo_capacity)
          u.carrier = uint8_t(i + 1);
    } else if (owner_at(s, to) >= 0 && owner_at(s, to) != seat) {
      u.steps = 0;  // entering another seat's settled hex ends the move
    }
  } else if (kind_of(u) == UnitKind::Cargo) {
    for (int i = 0; i < kKnightSlots; ++i)
      if (p.units[i].kind && p.units[i].carrier == slot + 1) p.units[i].hex = uint8_t(to);
  }
  moved_in_forces(p, slot, from, stood);
  check_traveller(g, s, seat, slot);
}

EdgeSet breachable(const CqGame& g, const CqState& s, int seat, int slot) {
  return breachable(g, s, surroundings(g, s, seat), seat, slot);
}

EdgeSet breachable(const CqGame& g, const CqState& s, const Surroundings& around, int seat, int slot) {
  const CqUnit& u = s.seats[seat].units[slot];
  const UnitKind k = kind_of(u);
  if (!(standing(u) || k == UnitKind::Ship || k == UnitKind::Galley) || !may_act(u, ActBreach)) return {};
  return g.topo().hex_edges[u.hex] & around.walls;
}

bool can_act(const CqGame& g, const CqState& s, std::optional<Surroundings>& around, int seat, int slot, bool attacks) {
  const CqUnit& u = s.seats[seat].units[slot];
  if (!u.kind) return false;
  if (forager(u)) return true;
  // A unit with no move and no fight left (most that may not forage) needs no surroundings.
  if (!may_act(u, ActMove) && !(attacks && (may_act(u, ActAttack) || may_act(u, ActBreach)))) return false;
  auto gathered = [&] {
    if (!around) around = surroundings(g, s, seat, attacks);
    return &*around;
  };
  if (reachable(g, s, is_ship(kind_of(u)) ? nullptr : gathered(), seat, slot, nullptr, true).any()) return true;
  if (!attacks) return false;
  gathered();
  return breachable(g, s, *around, seat, slot).any() || attack_hexes(g, s, *around, seat, slot).any();
}

void refresh_main(const CqGame& g, CqState& s) {
  const int p = turn_player(s);
  const CqSeat& me = s.seats[p];
  // A unit that may forage may act: the others are judged, their surroundings gathered at the first that asks.
  uint32_t able = me.forces.foragers;
  std::optional<Surroundings> around;
  const uint32_t others = me.forces.slots & ~able;
  const bool attacks = others && attack_phase(g, s);
  for (uint32_t left = others; left; left &= left - 1)
    if (can_act(g, s, around, p, std::countr_zero(left), attacks)) able |= left & -left;
  s.able = able;
  refresh_walls(g, s);
  refresh_ports(g, s);
}

void refresh_ports(const CqGame& g, CqState& s) {
  const PortRates rates = port_rates(g, s, turn_player(s));
  s.ports_two = uint8_t(rates.two), s.ports_three = uint8_t(rates.three);
}

void refresh_walls(const CqGame& g, CqState& s) {
  const int p = turn_player(s);
  s.wall_room = wall_sides(g, s, p, s.seats[p].forces.knights);
}

void refresh_unit(const CqGame& g, CqState& s, int slot, bool walls) {
  const int p = turn_player(s);
  std::optional<Surroundings> around;
  const bool able = can_act(g, s, around, p, slot, attack_phase(g, s));
  s.able = (s.able & ~(1u << slot)) | uint32_t(able) << slot;
  if (walls) refresh_walls(g, s);
}

}  // namespace catanlab::cq
