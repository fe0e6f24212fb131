// Knights on the board: where they may stand and go, and placing or taking
// one while the roads they cut stay right (Cities & Knights §9).
#include "core/cities_knights/ck_internal.h"

namespace catanlab::ck {

void raise_knight(const StdGame& g, StdState& s, int v) {
  const uint8_t k = ck_of(g, s).knight[v];
  const int st = knight::strength(k);
  CkPlayer& owner = ck_of(g, s).players[knight::owner(k)];
  owner.knights_left[st - 1] += 1;
  owner.knights_left[st] -= 1;
  set_knight(g, s, v, uint8_t((k & ~knight::kStrength) | (st + 1) << knight::kStrengthShift | knight::kPromoted));
}

int knight_strength(const StdGame& g, const StdState& s, int p, bool active_only) {
  const CkSlice& c = ck_of(g, s);
  VertexSet knights = s.base.players[p].vertex_pieces;
  if (active_only) knights &= c.knights_active;
  const int basic = (knights & c.knights_basic).count(), strong = (knights & c.knights_strong).count();
  return basic + 2 * strong + 3 * (knights.count() - basic - strong);
}

namespace {

// Breadth over `player`'s lines (roads, and a module's path pieces: Seafarers'
// ships) from `from`, passing the player's own pieces but not another's. `arrive(w, theirs)` sees each vertex reached once
// (`theirs`: another's piece stands there, and the walk ends at it); it
// returns true to stop the walk.
template <class Arrive>
void walk_roads(const StdGame& g, const StdState& s, int player, int from, Arrive&& arrive) {
  const Topology& t = g.topo();
  const PlayerState& p = s.base.players[player];
  const VertexSet theirs = (s.base.occupied | s.base.vertex_pieces) - (buildings_of(p) | p.vertex_pieces);
  const EdgeSet lines = p.roads | p.path_pieces;
  VertexSet seen;
  seen.set(from);
  int stack[kMaxVertices], top = 0;
  stack[top++] = from;
  while (top) {
    const int v = stack[--top];
    for (int i = 0; i < 3; ++i) {
      const int e = t.vertex_edge[v][i];
      if (e < 0 || !lines.test(e)) continue;
      const int w = t.vertex_neighbour[v][i];
      if (seen.test(w)) continue;
      seen.set(w);
      if (arrive(w, theirs.test(w))) return;
      if (!theirs.test(w)) stack[top++] = w;  // ruling: no passing another's piece
    }
  }
}

}  // namespace

Reach reach(const StdGame& g, const StdState& s, int player, int from) {
  const VertexSet taken = s.base.occupied | s.base.vertex_pieces;
  Reach r;
  walk_roads(g, s, player, from, [&](int w, bool theirs) {
    if (theirs) {
      if (s.base.vertex_pieces.test(w)) r.knights.set(w);
    } else if (!taken.test(w)) {
      r.empty.set(w);
    }
    return false;
  });
  return r;
}

VertexSet relocation_targets(const StdGame& g, const StdState& s, int from) {
  VertexSet targets = reach(g, s, knight::owner(ck_of(g, s).displaced), from).empty;
  ck_opt(g).extension->widen_relocation(g, s, from, targets);
  return targets;
}

bool can_move_far(const StdGame& g, const StdState& s, int v, const VertexSet& taken) {
  const uint8_t k = ck_of(g, s).knight[v];
  bool found = false;
  walk_roads(g, s, knight::owner(k), v, [&](int w, bool theirs) {
    if (theirs) found = s.base.vertex_pieces.test(w) && knight::strength(ck_of(g, s).knight[w]) < knight::strength(k);
    else found = !taken.test(w);
    return found;
  });
  return found;
}

VertexSet knight_targets(const StdGame& g, const StdState& s, int v) {
  const uint8_t k = ck_of(g, s).knight[v];
  Reach r = reach(g, s, knight::owner(k), v);
  r.knights.for_each([&](int w) {
    if (knight::strength(ck_of(g, s).knight[w]) < knight::strength(k)) r.empty.set(w);
  });
  return r.empty;
}

void roads_around(const StdGame& g, StdState& s, int owner, int v) {
  bool changed = false;
  for (int q = 0; q < s.num_players; ++q)
    if (q != owner && has_line_at(g.topo(), s.base.players[q], v)) {
      cut_changed(g.topo(), s, q, v);
      changed = true;
    }
  if (changed) award_longest_road(s, g.opt().longest_road_min);
}

void put_knight(const StdGame& g, StdState& s, int v, uint8_t k, bool cuts_roads) {
  const int p = knight::owner(k);
  set_knight(g, s, v, k);
  s.base.players[p].vertex_pieces.set(v);
  s.base.vertex_pieces.set(v);
  if (cuts_roads) roads_around(g, s, p, v);
  g.notify_build(s, CkPiece::Knight, v, p);
}

uint8_t take_knight(const StdGame& g, StdState& s, int v, bool cuts_roads) {
  const uint8_t k = ck_of(g, s).knight[v];
  const int p = knight::owner(k);
  set_knight(g, s, v, 0);
  s.base.players[p].vertex_pieces.reset(v);
  s.base.vertex_pieces.reset(v);
  if (cuts_roads) roads_around(g, s, p, v);
  g.notify_build(s, CkPiece::KnightTaken, v, p);
  return k;
}

void relocate_or_return(const StdGame& g, StdState& s, int from) {
  const uint8_t k = ck_of(g, s).displaced;
  const int owner = knight::owner(k);
  if (relocation_targets(g, s, from).any()) {
    ck_of(g, s).knight_from = uint8_t(from);
    s.to_move = uint8_t(owner);
    s.phase = CkPhase::Relocate;
    return;
  }
  ck_of(g, s).players[owner].knights_left[knight::strength(k) - 1] += 1;
  ck_of(g, s).displaced = 0;
  resume(g, s);
}

}  // namespace catanlab::ck
