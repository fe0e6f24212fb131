// The victory tokens a seat takes for what stands on the board, once each
// (Armada, Legion, Metropolis, Great Wall, Fortress), and Traveller, once per
// unit (docs/conquest.md, "Victory tokens").
#include <algorithm>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

namespace {

constexpr int kArmada = 5, kLegion = 5, kMetropolis = 3, kGreatWall = 5;
constexpr int kEnclosure = 6;  // walls that close the smallest region: one hex's sides

// The size of the largest group of `set`'s members joined by `links` (a member's neighbours):
// settled hexes hex to hex (Metropolis), walls at their corners (Great Wall).
template <int N, class Links>
int largest_group(Bits<N> left, Links&& links) {
  int best = 0;
  while (left.any()) {
    Bits<N> group, frontier;
    frontier.set(left.nth(0));
    while (frontier.any()) {
      const int i = frontier.nth(0);
      frontier.reset(i);
      group.set(i);
      frontier |= (links(i) & left) - group;
    }
    left -= group;
    best = std::max(best, group.count());
  }
  return best;
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

}  // namespace

void check_standing_tokens(const CqGame& g, CqState& s, int seat) {
  CqSeat& p = s.seats[seat];
  auto once = [&](Token t, bool earned) {
    if (earned && p.tokens[t] == 0) award(s, seat, t);
  };
  once(Armada, count_ships(p) >= kArmada);
  once(Legion, count_knights(p) >= kLegion);
  if (p.tokens[Metropolis] == 0 && p.settled.count() >= kMetropolis)
    once(Metropolis, largest_group(p.settled, [&](int h) { return g.board().neighbours[h]; }) >= kMetropolis);
  if (p.tokens[GreatWall] == 0 && p.walls.count() >= kGreatWall)
    once(GreatWall, largest_group(p.walls, [&](int e) {
                      const Topology& t = g.topo();
                      return t.vertex_edges[t.edge_vertex[e][0]] | t.vertex_edges[t.edge_vertex[e][1]];
                    }) >= kGreatWall);
  if (p.tokens[Fortress] == 0 && p.walls.count() >= kEnclosure) {
    bool any = false;
    p.settled.for_each([&](int h) { any = any || enclosed(g, p.walls, h); });
    once(Fortress, any);
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
