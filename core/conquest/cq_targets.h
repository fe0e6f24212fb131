#pragma once
// What a unit may attack (cq_rules.h, for_each_target): knights their own
// hex (archers also the hexes beside it), ships the ships of their sea hex
// (the galley also those beside it) and the knights and buildings of the
// coast beside it; only archers shoot at ships from land or from aboard a
// cargo ship; cargo ships never attack. Nothing is attacked across a wall of
// another seat than the attacker's.

namespace catanlab::cq {

// The direction from `a` to its neighbour `b`, or -1.
inline int direction(const Topology& t, int a, int b) {
  for (int d = 0; d < 6; ++d)
    if (t.hex_neighbour[a][d] == b) return d;
  return -1;
}

// Whether `seat` may reach across the side of `a` in direction `d`: no other seat's wall stands there.
inline bool side_open(const CqGame& g, const CqState& s, int seat, int a, int d) {
  const int e = g.topo().hex_edge[a][d];
  if (e < 0) return true;
  for (int q = 0; q < s.num_players; ++q)
    if (q != seat && s.seats[q].walls.test(e)) return false;
  return true;
}

// Whether the unit reaches the pieces of hex `h` (its own or one beside it), whatever stands there.
inline bool reaches(const CqGame& g, const CqState& s, int seat, int slot, int h) {
  const CqUnit& u = s.seats[seat].units[slot];
  const UnitKind k = kind_of(u);
  if (k == UnitKind::Cargo || k == UnitKind::None) return false;
  const Topology& t = g.topo();
  const bool same = h == u.hex;
  const int d = same ? -1 : direction(t, u.hex, h);
  if (!same && (d < 0 || !side_open(g, s, seat, u.hex, d))) return false;
  const bool archer = k == UnitKind::Archer, galley = k == UnitKind::Galley;
  if (is_knight(k)) return archer || (same && !u.carrier && t.land.test(h));
  return t.land.test(h) ? !same : same || galley;
}

template <class F>
void for_each_target(const CqGame& g, const CqState& s, int seat, int slot, int h, F&& f) {
  if (!reaches(g, s, seat, slot, h)) return;
  const bool on_land = g.topo().land.test(h);
  for (int q = 0; q < s.num_players; ++q) {
    if (q == seat) continue;
    unsigned kinds = 0;
    for (const CqUnit& x : s.seats[q].units)
      if (x.kind && x.hex == h && (on_land ? standing(x) : is_ship(kind_of(x)))) kinds |= 1u << x.kind;
    if (on_land && s.seats[q].settled.test(h)) f(UnitKind::None, q);  // the building first: target ids ascend
    for (int kind = 1; kind < kNumUnitKinds; ++kind)
      if (kinds >> kind & 1) f(UnitKind(kind), q);
  }
}

}  // namespace catanlab::cq
