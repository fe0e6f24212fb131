// Enchanted Land's legal decisions (crossing, moves, placing a displaced
// knight, fights) and what it forbids of the base game's and C&K's ids.
#include "core/base/base_rules.h"
#include "core/cities_knights/ck_internal.h"
#include "core/tde/common/setup_coast.h"
#include "core/tde/enchanted_land/el_rules.h"

namespace catanlab {

using namespace el_ids;

namespace el {

VertexSet landings(const StdGame& g, const StdState& s, int v) {
  const Topology& t = g.topo();
  const uint8_t k = ck_of(g, s).knight[v];
  const PlayerState& me = s.base.players[knight::owner(k)];
  const VertexSet taken = s.base.occupied | s.base.vertex_pieces;
  const VertexSet theirs = taken - buildings_of(me) - me.vertex_pieces;
  const EdgeSet lines = me.roads | me.path_pieces;
  // Breadth over the owner's roads and ships from v, passing its own pieces and ending at another's.
  VertexSet seen, ring;
  seen.set(v), ring.set(v);
  while (ring.any()) {
    VertexSet next;
    ring.for_each([&](int x) {
      if (theirs.test(x)) return;
      for (int i = 0; i < 3; ++i)
        if (const int e = t.vertex_edge[x][i]; e >= 0 && lines.test(e)) next.set(t.vertex_neighbour[x][i]);
    });
    ring = next - seen;
    seen |= next;
  }
  const VertexSet& shore = coast(g);
  const VertexSet reached = seen & shore;
  VertexSet out = reached - taken;
  (reached & me.settlements).for_each([&](int w) { out |= (t.vertex_neighbours[w] & shore) - taken; });
  (reached & (s.base.vertex_pieces - me.vertex_pieces)).for_each([&](int w) {
    if (knight::strength(ck_of(g, s).knight[w]) < knight::strength(k)) out.set(w);
  });
  return out;
}

VertexSet moves(const StdGame& g, const StdState& s, int v) {
  const EnchantedLand& m = g.module<EnchantedLand>();
  const CkSlice& c = ck_of(g, s);
  const uint8_t k = c.knight[v];
  const VertexSet inland = m.within_[size_t(v)] - m.coast_;
  VertexSet out = inland - s.base.occupied - s.base.vertex_pieces;
  (inland & (s.base.vertex_pieces - s.base.players[knight::owner(k)].vertex_pieces)).for_each([&](int w) {
    if (knight::strength(c.knight[w]) < knight::strength(k)) out.set(w);
  });
  return out;
}

VertexSet free_places(const StdGame& g, const StdState& s) { return vertices(g) - s.base.occupied - s.base.vertex_pieces; }

}  // namespace el

void EnchantedLand::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  const ElSlice& e = el_of(g, s);
  switch (int(s.phase)) {
    case int(Phase::Main): {
      const CkSlice& c = ck_of(g, s);
      const int p = s.to_move;
      const VertexSet& knights = s.base.players[p].vertex_pieces;
      // Lines reach the Enchanted Land only by ships (no road goes there): most seats have none at its coast.
      const bool may_cross = !(e.crossed >> p & 1) && (s.base.players[p].path_pieces & shore_paths_).any();
      if (!may_cross && !(knights & vertices_).any()) return;  // most turns: no knight crosses or is there
      VertexSet ready;  // active knights that have not acted or been activated this turn
      (may_cross ? knights : knights & vertices_).for_each([&](int v) {
        if ((c.knight[v] & knight::kActive) && !(c.knight[v] & knight::kSpent)) ready.set(v);
      });
      if (may_cross)
        (ready - vertices_).for_each([&](int v) {
          if (el::landings(g, s, v).any()) out.push(id(kCross, v));
        });
      const VertexSet there = ready & vertices_;
      there.for_each([&](int v) {
        if (el::moves(g, s, v).any()) out.push(id(kMove, v));
      });
      (there & e.dragons).for_each([&](int v) { out.push(id(kFight, v)); });
      return;
    }
    case int(ElPhase::CrossTo):
      return el::landings(g, s, e.knight_from).for_each([&](int v) { out.push(id(kCrossTo, v)); });
    case int(ElPhase::MoveTo):
      return el::moves(g, s, e.knight_from).for_each([&](int v) { out.push(id(kMoveTo, v)); });
    case int(ElPhase::Place):
      return el::free_places(g, s).for_each([&](int v) { out.push(id(kPlace, v)); });
    default:
      return;
  }
}

namespace {

// Has the home knight at v somewhere to go off the Enchanted Land? Most have a free corner off it
// one own road or ship away (the first step of C&K's walk): no walk then.
bool moves_off(const StdGame& g, const StdState& s, int v, const VertexSet& land) {
  const Topology& t = g.topo();
  const PlayerState& me = s.base.players[knight::owner(ck_of(g, s).knight[v])];
  const VertexSet taken = s.base.occupied | s.base.vertex_pieces;
  for (int i = 0; i < 3; ++i) {
    const int e = t.vertex_edge[v][i], w = t.vertex_neighbour[v][i];
    if (e >= 0 && (me.roads.test(e) || me.path_pieces.test(e)) && !taken.test(w) && !land.test(w)) return true;
  }
  return (ck::knight_targets(g, s, v) - land).any();
}

}  // namespace

// What the Enchanted Land forbids of others' ids by the State (numbered forbids the rest): Deserter
// against a seat with knights there alone; a home knight moved where only its owner's ships lead it;
// a knight put there (by C&K's relocation) while it has anywhere else to go; in set-up, a last
// placement off the coast for a seat with no coastal building yet.
bool EnchantedLand::forbidden(const StdGame& g, const StdState& s, Judged rule, Action a) const {
  const CkBlocks& ck = ck_blocks(g);
  switch (rule) {
    case Judged::Deserter: return !(s.base.players[ck.play_deserter.index_of(a)].vertex_pieces - vertices_).any();
    case Judged::MoveKnight:  // a home knight reaches the Enchanted Land only along its owner's ships
      return (s.base.players[s.to_move].path_pieces & shore_paths_).any() &&
             !moves_off(g, s, ck.move_knight.index_of(a), vertices_);
    case Judged::KnightTo:
      // A displaced home knight with nowhere else to go may land there (C&K relocates it along its roads).
      return s.phase != CkPhase::Relocate ||
             (ck::relocation_targets(g, s, ck_of(g, s).knight_from) - vertices_).any();
    case Judged::Kept: case Judged::Forbidden: break;
  }
  return rule == Judged::Forbidden;
}

void EnchantedLand::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  const Judged* judged = judged_.data();
  Action* const ids = list.data;
  const int n = list.size;
  int kept = 0;
  for (int i = 0; i < n; ++i) {
    const Action a = ids[i];
    const Judged rule = judged[a];
    ids[kept] = a;  // kept, or overwritten by the next
    kept += rule == Judged::Kept || (rule != Judged::Forbidden && !forbidden(g, s, rule, a));
  }
  list.size = kept;
  tde::keep_coastal_settlements(g, s, list);  // §4.5
}

}  // namespace catanlab
