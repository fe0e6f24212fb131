// Victory (Colonies §8), checked for every seat at the turn's end: several
// winners at once share the win. The Time victory's score stands in for
// victory points in the engine's reports.
#include "core/colonies/col_rules.h"
#include "core/common/trails.h"

namespace catanlab::col {

namespace {

template <int N, int M>
Bits<M> widen(const Bits<N>& in) {
  Bits<M> out;
  for (int i = 0; i < Bits<N>::kWords; ++i) out.w[i] = in.w[i];
  return out;
}

// The land tiles p controls (controls_tile), as masks: where it stands and neither hostiles nor a seat not allied
// with it do.
int tiles_held(const ColGame& g, const ColState& s, int p, const HexMask& hostile) {
  return ((s.present[p] & g.land()) - occupied_tiles(s, p, hostile)).count();
}

int votes(const ColState& s, int p) {
  int n = 0;
  s.held_v[p].for_each([&](int v) { n += s.city.test(v) ? 2 : 1; });
  return n;
}

int harbors_held(const ColGame& g, const ColState& s, int p) {
  uint32_t slots = 0;
  (s.held_v[p] & g.harbor_corners()).for_each([&](int v) { slots |= 1u << g.board().vertex_harbor_slot[v]; });
  return std::popcount(slots);
}

bool longest_network(const ColGame& g, const ColState& s, int p) {
  const int mine = longest_road(g, s, p);
  if (mine < g.opt().col_longest_road) return false;
  for (int q = 0; q < g.num_players(); ++q)
    if (q != p && active(s, q) && longest_road(g, s, q) >= mine) return false;
  return true;
}

bool commercial(const ColGame& g, const ColState& s, int p) {
  if (harbors_held(g, s, p) < g.opt().col_commerce_harbors || !longest_network(g, s, p)) return false;
  for (int n : harvest_potential(g, s, p))
    if (n < g.opt().col_commerce_harvest) return false;
  return true;
}

// Every explored tile of one resource touches p's settlements and no other seat's, from enough of p's: every
// resource at once, in one pass over the tiles.
bool monopoly(const ColGame& g, const ColState& s, int p) {
  const VertexMask& held = s.held_v[p];
  if (held.count() < g.opt().col_monopoly_settlements) return false;  // p's settlements beside are some of these
  VertexMask others;
  for (int q = 0; q < g.num_players(); ++q)
    if (q != p) others |= s.held_v[q];
  unsigned yielded = 0, lost = 0;  // bits by resource: a tile yields it; a tile of it touches another's or none of p's
  std::array<VertexMask, 5> mine{};
  g.land().for_each([&](int h) {
    const int r = tile_resource(s, h);
    if (r < 0) return;
    const VertexMask& corners = g.tile_corners(h);
    yielded |= 1u << r;
    if ((corners & others).any() || !(corners & held).any()) lost |= 1u << r;
    mine[size_t(r)] |= corners & held;
  });
  for (int r = 0; r < 5; ++r)
    if ((yielded & ~lost) >> r & 1 && mine[size_t(r)].count() >= g.opt().col_monopoly_settlements) return true;
  return false;
}

int votes_for(const ColGame& g, const ColState& s, int p, int& total) {
  int mine = 0;
  total = 0;
  for (int q = 0; q < g.num_players(); ++q) {
    if (!active(s, q)) continue;
    total += votes(s, q);
    if (s.seat[q].vote == p) mine += votes(s, q);
  }
  return mine;
}

}  // namespace

bool controls_tile(const ColState& s, int h, int p) {
  if (!s.present[p].test(h) || hostiles(s, h)) return false;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && s.present[q].test(h) && !allied(s, p, q)) return false;
  return true;
}

int largest_army_holder(const ColState& s) {
  int best = -1, most = 0, ties = 0;
  for (int p = 0; p < s.num_players; ++p) {
    if (!active(s, p)) continue;
    const int n = regiments_on_board(s, p);
    if (n > most) best = p, most = n, ties = 0;
    else if (n == most && n) ++ties;
  }
  return ties ? -1 : best;
}

int longest_road(const ColGame& g, const ColState& s, int p) {
  VertexMask others = seized_corners(g, s);
  for (int q = 0; q < g.num_players(); ++q)
    if (q != p) others |= s.held_v[q];
  return longest_trail(g.topo(), widen<128, kMaxEdges>(s.held_e[p]), widen<64, kMaxVertices>(others));
}

int time_score(const ColGame& g, const ColState& s, int p) { return time_score(g, s, p, hostile_tiles(s)); }

int time_score(const ColGame& g, const ColState& s, int p, const HexMask& hostile) {
  int n = tiles_held(g, s, p, hostile);
  s.held_v[p].for_each([&](int v) { n += s.city.test(v) ? 2 : 1; });
  return n;
}

int victory_reasons(const ColGame& g, const ColState& s, int p) {
  const ColOptions& o = g.opt();
  int won = 0;
  auto mark = [&](bool yes, Victory v) { won |= yes ? 1 << int(v) : 0; };
  // The tiles p stands on bound those it holds: most seats fall short before the army's count is asked.
  mark((s.present[p] & g.land()).count() >= o.col_domination_tiles && largest_army_holder(s) == p &&
           tiles_held(g, s, p, hostile_tiles(s)) >= o.col_domination_tiles,
       Victory::Domination);
  VertexMask all = seized_corners(g, s);  // the hostiles' too: Conquest takes them back
  for (int q = 0; q < g.num_players(); ++q) all |= s.held_v[q];
  mark(all.any() && (all - s.held_v[p]).count() == 0, Victory::Conquest);
  // Naval Supremacy over rivals (ours): every harbor settlement, one of them founded by another seat.
  const VertexMask harbors = all & g.harbor_corners();
  bool taken = false;
  harbors.for_each([&](int v) { taken = taken || s.v_founder[v] != p; });
  mark(taken && (harbors - s.held_v[p]).count() == 0, Victory::Naval);
  mark(o.col_active_hostiles && s.fortress != kNone && !hostiles(s, s.fortress) && seats_on(s, s.fortress) == 1 << p,
       Victory::Fortress);
  mark(commercial(g, s, p), Victory::Commercial);
  mark(monopoly(g, s, p), Victory::Monopoly);
  int cards = 0;
  for (int k = 0; k < kColDevKinds; ++k) cards += s.seat[p].dev_held[k] + s.seat[p].dev_played[k];
  mark(cards >= o.col_cultural, Victory::Cultural);
  mark(s.seat[p].colonial && own_settlements(s, p) >= o.col_colonial, Victory::Colonial);
  int total = 0;
  const int mine = votes_for(g, s, p, total);
  mark(total > 0 && 3 * mine >= o.col_vote_thirds * total, Victory::Diplomatic);
  return won;
}

int victors(const ColGame& g, const ColState& s) {
  int bits = 0;
  for (int p = 0; p < g.num_players(); ++p)
    if (active(s, p) && victory_reasons(g, s, p)) bits |= 1 << p;
  return bits;
}

}  // namespace catanlab::col
