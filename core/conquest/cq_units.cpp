// Units on the move: two actions of different kinds a turn; movement points
// (knights and archers 1, cavalry 3, ships and the galley 4, cargo ships 7)
// spent in one or more moves until the unit takes another action. Knights go
// through other seats' knights but stop on a hex another seat has settled,
// never cross another seat's wall, board a cargo ship beside them (a step)
// and land from one (a step); ships sail through any sea.
#include <bit>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

bool may_act(const CqUnit& u, UnitAct act) {
  if (u.used & act) return act == ActMove && u.steps > 0;  // a move goes on
  return std::popcount(unsigned(u.used)) < 2 && (act != ActMove || u.steps > 0);
}

void acted(CqUnit& u, UnitAct act) {
  if (act != ActMove && (u.used & ActMove)) u.steps = 0;
  u.used = uint8_t(u.used | act);
}

namespace {

// The seat's cargo ships with room aboard, by hex.
HexSet boardable(const CqGame& g, const CqSeat& p) {
  HexSet out;
  for (int i = kKnightSlots; i < kUnitSlots; ++i)
    if (kind_of(p.units[i]) == UnitKind::Cargo && aboard(p, i) < g.opt().cargo_capacity) out.set(p.units[i].hex);
  return out;
}

}  // namespace

HexSet reachable(const CqGame& g, const CqState& s, int seat, int slot, uint8_t* cost, bool first) {
  const CqUnit& u = s.seats[seat].units[slot];
  HexSet out;
  if (!u.kind || !may_act(u, ActMove)) return out;
  const Topology& t = g.topo();
  const HexSet& sea = g.board().sea;
  const bool ship = is_ship(kind_of(u));
  EdgeSet walls;
  HexSet enemy_settled;
  for (int q = 0; q < s.num_players; ++q)
    if (q != seat) walls |= s.seats[q].walls, enemy_settled |= s.seats[q].settled;
  const HexSet cargo = ship ? HexSet{} : boardable(g, s.seats[seat]);
  int queue[kMaxHexes], head = 0, tail = 0;
  uint8_t dist[kMaxHexes];
  HexSet seen;
  seen.set(u.hex);
  dist[u.hex] = 0;
  queue[tail++] = u.hex;
  while (head < tail) {
    const int x = queue[head++];
    if (dist[x] >= u.steps) continue;
    // A knight stops where it boards or enters another seat's settled hex.
    if (x != u.hex && !ship && (sea.test(x) || enemy_settled.test(x))) continue;
    for (int d = 0; d < 6; ++d) {
      const int y = t.hex_neighbour[x][d];
      if (y < 0 || seen.test(y)) continue;
      const int e = t.hex_edge[x][d];
      if (e >= 0 && walls.test(e)) continue;
      const bool to_sea = sea.test(y);
      if (ship ? !to_sea : to_sea && (sea.test(x) || !cargo.test(y))) continue;
      seen.set(y);
      out.set(y);
      dist[y] = uint8_t(dist[x] + 1);
      if (cost) cost[y] = dist[y];
      if (first) return out;
      queue[tail++] = y;
    }
  }
  return out;
}

void move_unit(const CqGame& g, CqState& s, int seat, int slot, int to) {
  uint8_t cost[kMaxHexes];
  reachable(g, s, seat, slot, cost);
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
  const CqUnit& u = s.seats[seat].units[slot];
  EdgeSet out;
  const UnitKind k = kind_of(u);
  if (!(standing(u) || k == UnitKind::Ship || k == UnitKind::Galley) || !may_act(u, ActBreach)) return out;
  EdgeSet walls;
  for (int q = 0; q < s.num_players; ++q)
    if (q != seat) walls |= s.seats[q].walls;
  for (int16_t e : g.topo().hex_edge[u.hex])
    if (e >= 0 && walls.test(e)) out.set(e);
  return out;
}

bool can_hunt(const CqState& s, int seat, int slot) {
  const CqUnit& u = s.seats[seat].units[slot];
  return standing(u) && may_act(u, ActForage);
}

bool can_fish(const CqState& s, int seat, int slot) {
  const CqUnit& u = s.seats[seat].units[slot];
  return is_ship(kind_of(u)) && may_act(u, ActForage);
}

bool can_act(const CqGame& g, const CqState& s, int seat, int slot) {
  if (!s.seats[seat].units[slot].kind) return false;
  if (can_hunt(s, seat, slot) || can_fish(s, seat, slot)) return true;
  if (reachable(g, s, seat, slot, nullptr, true).any()) return true;
  return attack_phase(g, s) && (breachable(g, s, seat, slot).any() || attack_hexes(g, s, seat, slot).any());
}

}  // namespace catanlab::cq
