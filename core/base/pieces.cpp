#include "core/base/pieces.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace catanlab {

namespace {

VertexSet others_buildings(const State& s, int player) {
  return s.base.occupied - buildings_of(s.base.players[player]);
}

void update_lengths(const Topology& t, State& s, int player) {
  PlayerState& p = s.base.players[player];
  p.road_length = uint8_t(longest_trail(t, p.roads, others_buildings(s, player)));
}

}  // namespace

int longest_trail(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int within) {
  // Local graph of at most 32 roads: edge endpoints and, per touched vertex,
  // the mask of incident roads. DFS over distinct roads (trails, not paths).
  int ends[32][2];
  int vert[64], incident[64];
  int8_t local_of[kMaxVertices];
  std::memset(local_of, -1, sizeof local_of);
  int n = 0, nv = 0, within_local = -1;
  roads.for_each([&](int e) {
    if (n == 32) return;
    if (e == within) within_local = n;
    for (int k = 0; k < 2; ++k) {
      int v = t.edge_vertex[e][k];
      if (local_of[v] < 0) local_of[v] = int8_t(nv), vert[nv] = v, incident[nv] = 0, ++nv;
      int lv = local_of[v];
      ends[n][k] = lv;
      incident[lv] |= 1 << n;
    }
    ++n;
  });
  if (n == 0) return 0;
  bool is_cut[64];
  for (int i = 0; i < nv; ++i) is_cut[i] = cut.test(vert[i]);

  // Where a longest trail can be taken to start: an optimal trail uses every
  // road at its first vertex, or could be extended backwards, unless that
  // vertex is cut. So in a tree (a group with one road fewer than vertices)
  // only leaves and cut vertices start; with cycles, any vertex of degree 1
  // or 3 or a cut vertex; a pure cycle needs one start of its own.
  int comp[64], comp_edges[64] = {}, comp_vertices[64] = {};
  for (int i = 0; i < nv; ++i) comp[i] = i;
  auto find = [&](int x) {
    while (comp[x] != x) x = comp[x] = comp[comp[x]];
    return x;
  };
  for (int e = 0; e < n; ++e) comp[find(ends[e][0])] = find(ends[e][1]);
  for (int e = 0; e < n; ++e) comp_edges[find(ends[e][0])] += 1;
  for (int i = 0; i < nv; ++i) comp_vertices[find(i)] += 1;
  uint64_t starts = 0, covered = 0;
  for (int i = 0; i < nv; ++i) {
    int c = find(i), degree = std::popcount(uint32_t(incident[i]));
    bool tree = comp_edges[c] == comp_vertices[c] - 1;
    if (is_cut[i] || degree == 1 || (!tree && degree == 3)) starts |= 1ull << i, covered |= 1ull << c;
  }
  for (int i = 0; i < nv; ++i)
    if (!((covered >> find(i)) & 1)) starts |= 1ull << i, covered |= 1ull << find(i);
  if (within_local >= 0) {  // only the component of that road
    int c = find(ends[within_local][0]);
    for (uint64_t x = starts; x; x &= x - 1)
      if (find(std::countr_zero(x)) != c) starts &= ~(1ull << std::countr_zero(x));
  }

  int best = 0;
  struct Frame {
    int v;
    uint32_t used;
    int len;
  };
  Frame stack[256];
  for (; starts; starts &= starts - 1) {
    int top = 0;
    stack[top++] = {std::countr_zero(starts), 0, 0};
    while (top) {
      Frame f = stack[--top];
      if (f.len > best) best = f.len;
      if (f.len > 0 && is_cut[f.v]) continue;  // cannot pass through
      for (uint32_t next = uint32_t(incident[f.v]) & ~f.used; next; next &= next - 1) {
        int e = std::countr_zero(next);
        int other = ends[e][0] == f.v ? ends[e][1] : ends[e][0];
        stack[top++] = {other, f.used | (1u << e), f.len + 1};
      }
    }
    if (best == n) break;
  }
  return best;
}

void recompute_frontier(const Topology& t, State& s, int player) {
  PlayerState& p = s.base.players[player];
  VertexSet reach = (p.road_vertices - others_buildings(s, player)) | buildings_of(p);
  EdgeSet frontier;
  reach.for_each([&](int v) { frontier |= t.vertex_edges[v]; });
  p.road_frontier = (frontier & t.land_edges) - s.base.road_taken;
}

void award_longest_road(State& s, int min_length) {
  BaseSlice& b = s.base;
  int best = 0, count = 0, who = kNobody;
  for (int p = 0; p < s.num_players; ++p) {
    int len = b.players[p].road_length;
    if (len > best) best = len, count = 1, who = p;
    else if (len == best) ++count;
  }
  int holder = b.longest_road_holder;
  int next = kNobody;
  if (holder != kNobody && b.players[holder].road_length >= min_length && b.players[holder].road_length == best)
    next = holder;  // the holder keeps it, alone or tied
  else if (best >= min_length && count == 1)
    next = who;  // exactly one longest trail takes it; otherwise it is set aside
  if (next == holder) return;
  if (holder != kNobody) b.players[holder].vp_public -= 2;
  if (next != kNobody) b.players[next].vp_public += 2;
  b.longest_road_holder = uint8_t(next);
}

void award_largest_army(State& s, int player, int min_knights) {
  BaseSlice& b = s.base;
  int holder = b.largest_army_holder;
  int k = b.players[player].knights_played;
  if (holder == player || k < min_knights) return;
  if (holder != kNobody && k <= b.players[holder].knights_played) return;
  if (holder != kNobody) b.players[holder].vp_public -= 2;
  b.players[player].vp_public += 2;
  b.largest_army_holder = uint8_t(player);
}

void place_settlement(const BoardSpec& board, State& s, int player, int v) {
  const Topology& t = board.topo;
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.settlements.set(v);
  p.settlements_left -= 1;
  p.vp_public += 1;
  b.occupied.set(v);
  b.blocked.set(v);
  b.blocked |= t.vertex_neighbours[v];
  if (int slot = board.vertex_harbor_slot[v]; slot >= 0) p.harbors |= uint8_t(1u << s.layout.harbor_kind[slot]);
  p.road_frontier |= t.vertex_edges[v] & t.land_edges;
  p.road_frontier -= b.road_taken;
  // An opponent's road through v is cut here: its frontier and trail shrink.
  for (int q = 0; q < s.num_players; ++q) {
    if (q == player || !b.players[q].road_vertices.test(v)) continue;
    recompute_frontier(t, s, q);
    update_lengths(t, s, q);
  }
}

void place_city(State& s, int player, int v) {
  PlayerState& p = s.base.players[player];
  p.settlements.reset(v);
  p.cities.set(v);
  p.settlements_left += 1;
  p.cities_left -= 1;
  p.vp_public += 1;
}

void place_road(const Topology& t, State& s, int player, int e) {
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.roads.set(e);
  p.roads_left -= 1;
  b.road_taken.set(e);
  for (int q = 0; q < s.num_players; ++q) b.players[q].road_frontier.reset(e);
  VertexSet theirs = others_buildings(s, player);
  for (int v : t.edge_vertex[e]) {
    p.road_vertices.set(v);
    if (!theirs.test(v)) p.road_frontier |= t.vertex_edges[v] & t.land_edges;
  }
  p.road_frontier -= b.road_taken;
  // Only the component of the new road can have grown.
  p.road_length = uint8_t(std::max<int>(p.road_length, longest_trail(t, p.roads, theirs, e)));
}

}  // namespace catanlab
