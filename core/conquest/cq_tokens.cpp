// The victory tokens a seat takes for what stands on the board, once each
// (Armada, Legion, Metropolis, Great Wall, Fortress), and Traveller, once per
// unit (docs/conquest.md, "Victory tokens").
#include <algorithm>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

namespace {

constexpr int kArmada = 5, kLegion = 5, kMetropolis = 3, kGreatWall = 5;
constexpr int kEnclosure = 6;  // walls that close the smallest region: one hex's sides

// Whether the seat has a group of kMetropolis settled hexes joined hex to hex: with three, whether
// one of them has two settled neighbours (a group of three or more has such a hex; it makes one).
bool has_metropolis(const CqGame& g, const HexSet& settled) {
  static_assert(kMetropolis == 3);
  bool found = false;
  settled.for_each([&](int h) { found = found || (g.board().neighbours[h] & settled).count() >= 2; });
  return found;
}

// A group of the seat's walls joined at their corners (Great Wall counts its walls), and whether it
// closes a loop, as any enclosure's border does (a group without one, a tree, has fewer walls than
// corners), which spares the floods below (Fortress).
struct WallGroup {
  EdgeSet walls;
  bool loop = false;
};

// The group of `walls` that holds wall `e`.
WallGroup wall_group(const Topology& t, const EdgeSet& walls, int e) {
  EdgeSet group, frontier;
  VertexSet corners;
  frontier.set(e);
  while (frontier.any()) {
    const int x = frontier.nth(0);
    const int a = t.edge_vertex[x][0], b = t.edge_vertex[x][1];
    frontier.reset(x);
    group.set(x);
    corners.set(a), corners.set(b);
    frontier |= ((t.vertex_edges[a] | t.vertex_edges[b]) & walls) - group;
  }
  return {group, group.count() >= corners.count()};
}

// Whether the seat's walls close a region around `h`: a flood from it through every side without
// one of its walls never leaves the board.
bool enclosed(const CqGame& g, const EdgeSet& walls, int h) {
  const Topology& t = g.topo();
  HexSet seen, frontier;
  frontier.set(h);
  while (frontier.any()) {
    const int x = frontier.nth(0);
    frontier.reset(x);
    seen.set(x);
    for (int d = 0; d < 6; ++d) {
      const int e = t.hex_edge[x][d];
      if (e >= 0 && walls.test(e)) continue;
      const int n = t.hex_neighbour[x][d];
      if (n < 0) return false;
      if (!seen.test(n)) frontier.set(n);
    }
  }
  return true;
}

void award_once(CqState& s, int seat, Token t, bool earned) {
  if (earned && s.seats[seat].tokens[t] == 0) award(s, seat, t);
}

}  // namespace

void check_unit_tokens(CqState& s, int seat) {
  award_once(s, seat, Armada, s.seats[seat].forces.ship_count >= kArmada);
  award_once(s, seat, Legion, s.seats[seat].forces.knight_count >= kLegion);
}

void check_standing_tokens(const CqGame& g, CqState& s, int seat, int wall) {
  CqSeat& p = s.seats[seat];
  check_unit_tokens(s, seat);
  if (p.tokens[Metropolis] == 0 && p.settled.count() >= kMetropolis)
    award_once(s, seat, Metropolis, has_metropolis(g, p.settled));
  const bool great_wall = p.tokens[GreatWall] == 0 && p.walls.count() >= kGreatWall;
  const bool fortress = p.tokens[Fortress] == 0 && p.walls.count() >= kEnclosure;
  if (!great_wall && !fortress) return;
  int largest = 0;
  bool loop = false;
  auto judge = [&](int e) {
    const WallGroup x = wall_group(g.topo(), p.walls, e);
    largest = std::max(largest, x.walls.count());
    loop = loop || x.loop;
    return x.walls;
  };
  // After a wall, only its group may have grown or closed a loop: the others were judged as they grew.
  if (wall >= 0) judge(wall);
  else
    for (EdgeSet left = p.walls; left.any();) left -= judge(left.nth(0));
  if (great_wall) award_once(s, seat, GreatWall, largest >= kGreatWall);
  if (fortress && loop) {
    bool any = false;
    p.settled.for_each([&](int h) { any = any || enclosed(g, p.walls, h); });
    award_once(s, seat, Fortress, any);
  }
}

void check_traveller(const CqGame& g, CqState& s, int seat, int slot) {
  CqSeat& p = s.seats[seat];
  auto check = [&](CqUnit& u) {
    const int limit = is_ship(kind_of(u)) ? g.opt().traveller_sea : g.opt().traveller_land;
    if (!(u.flags & kTravelled) && hex_distance(g.topo(), u.hex, u.home) > limit) {
      u.flags |= kTravelled;
      award(s, seat, Traveller);
    }
  };
  check(p.units[slot]);
  if (kind_of(p.units[slot]) == UnitKind::Cargo)
    for (int i = 0; i < kKnightSlots; ++i)
      if (p.units[i].kind && p.units[i].carrier == slot + 1) check(p.units[i]);
}

}  // namespace catanlab::cq
