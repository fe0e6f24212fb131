// Units on the move: two actions of different kinds a turn; movement points
// (knights and archers 1, cavalry 3, ships and the galley 4, cargo ships 7)
// spent in one or more moves until the unit takes another action. Knights go
// through other seats' knights but stop on a hex another seat has settled,
// never cross another seat's wall, board a cargo ship beside them (a step)
// and land from one (a step); ships sail through any sea.
#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

void acted(CqUnit& u, UnitAct act) {
  if (act != ActMove && (u.used & ActMove)) u.steps = 0;
  u.used = uint8_t(u.used | act);
}

Surroundings surroundings(const CqGame& g, const CqState& s, int seat, bool attacks) {
  Surroundings out;
  for (int q = 0; q < s.num_players; ++q)
    if (q != seat) out.walls |= s.seats[q].walls, out.enemy_settled |= s.seats[q].settled;
  if (attacks) {
    out.enemy_pieces = out.enemy_settled;
    for (int q = 0; q < s.num_players; ++q)
      if (q != seat)
        for (const CqUnit& u : s.seats[q].units) {  // standing knights and ships (never carried); without a branch
          const uint64_t here = u.kind && !u.carrier;   // an empty slot is all zero
          out.enemy_pieces.w[u.hex >> 6] |= here << (u.hex & 63);
        }
  }
  const CqSeat& p = s.seats[seat];
  int carried[kUnitSlots] = {};  // knights aboard, by cargo slot
  for (int i = 0; i < kKnightSlots; ++i)
    if (p.units[i].kind && p.units[i].carrier) ++carried[p.units[i].carrier - 1];
  for (int i = kKnightSlots; i < kUnitSlots; ++i)
    if (kind_of(p.units[i]) == UnitKind::Cargo && carried[i] < g.opt().cargo_capacity) out.boardable.set(p.units[i].hex);
  return out;
}

HexSet reachable(const CqGame& g, const CqState& s, int seat, int slot, uint8_t* cost, bool first) {
  return reachable(g, s, surroundings(g, s, seat), seat, slot, cost, first);
}

HexSet reachable(const CqGame& g, const CqState& s, const Surroundings& around, int seat, int slot, uint8_t* cost,
                 bool first, int target) {
  const CqUnit& u = s.seats[seat].units[slot];
  HexSet out;
  if (!u.kind || !may_act(u, ActMove)) return out;
  const Topology& t = g.topo();
  const HexSet& sea = g.board().sea;
  const bool ship = is_ship(kind_of(u));
  const bool walled = around.walls.any();  // none yet: no side to check
  // Breadth first, a step at a time: the hexes one step beyond the last step's.
  HexSet frontier, seen;
  frontier.set(u.hex), seen.set(u.hex);
  for (int step = 1; step <= u.steps && frontier.any(); ++step) {
    HexSet next;
    frontier.for_each([&](int x) {
      // A knight stops where it boards or enters another seat's settled hex.
      if (x != u.hex && !ship && (sea.test(x) || around.enemy_settled.test(x))) return;
      // Ships sail the sea; knights walk the land, board a cargo ship with room from land, land from one.
      HexSet to = g.board().neighbours[x];
      if (ship) to &= sea;
      else to -= sea.test(x) ? sea : sea - around.boardable;
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

void move_unit(const CqGame& g, CqState& s, int seat, int slot, int to) {
  uint8_t cost[kMaxHexes];
  reachable(g, s, surroundings(g, s, seat), seat, slot, cost, false, to);
  CqSeat& p = s.seats[seat];
  CqUnit& u = p.units[slot];
  acted(u, ActMove);
  u.steps = uint8_t(u.steps - cost[to]);
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

bool can_act(const CqGame& g, const CqState& s, const Surroundings& around, int seat, int slot) {
  if (!s.seats[seat].units[slot].kind) return false;
  if (can_hunt(s, seat, slot) || can_fish(s, seat, slot)) return true;
  if (reachable(g, s, around, seat, slot, nullptr, true).any()) return true;
  return attack_phase(g, s) &&
         (breachable(g, s, around, seat, slot).any() || attack_hexes(g, s, around, seat, slot).any());
}

}  // namespace catanlab::cq
