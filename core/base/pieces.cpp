#include "core/base/pieces.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "core/base/turn.h"

namespace catanlab {

namespace {

// A building at v (one more unit for a settlement, or for a city over its settlement).
void add_yield(const Topology& t, StdState& s, int player, int v) {
  for (int8_t h : t.vertex_hex[v])
    if (h >= 0) s.base.hex_yield[h] += uint16_t(1u << (4 * player));
}

// What cuts `player`'s roads: the others' buildings and knights.
VertexSet others_buildings(const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  return (s.base.occupied | s.base.vertex_pieces) - (buildings_of(p) | p.vertex_pieces);
}


// Breadth-first over `roads` from vertex `from` (only along `only_edge` if it
// is >= 0), on the board's own tables. A cut vertex ends a trail, and each
// arrival at one is a separate leaf. Returns the greatest depth and the node
// reached there (vertex, edge it was reached by), or -1 if a vertex is
// reached twice (the group has a cycle) or `avoid` (>= 0, not cut) is reached.
int farthest_in_tree(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int from, int only_edge,
                     int& far_vertex, int& far_edge, int avoid = -1) {
  int16_t queue_v[64], queue_e[64];
  int8_t depth[64];
  VertexSet seen;
  if (!cut.test(from)) seen.set(from);
  if (avoid >= 0) seen.set(avoid);
  queue_v[0] = int16_t(from), queue_e[0] = -1, depth[0] = 0;
  int head = 0, tail = 1, best = 0;
  far_vertex = from, far_edge = -1;
  while (head < tail) {
    const int v = queue_v[head], via = queue_e[head], d = depth[head];
    const bool start = head++ == 0;
    if (d > best) best = d, far_vertex = v, far_edge = via;
    if (!start && cut.test(v)) continue;
    for (int i = 0; i < 3; ++i) {
      const int x = t.vertex_edge[v][i];
      if (x < 0 || x == via || !roads.test(x) || (start && only_edge >= 0 && x != only_edge)) continue;
      const int w = t.vertex_neighbour[v][i];
      if (!cut.test(w)) {
        if (seen.test(w)) return -1;
        seen.set(w);
      }
      queue_v[tail] = int16_t(w), queue_e[tail] = int16_t(x), depth[tail] = int8_t(d + 1), ++tail;
    }
  }
  return best;
}

// The longest trail of road `within`'s group when that group is a tree: its
// diameter, by two breadth-first passes. -1 if the group has a cycle.
int tree_diameter(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int within) {
  const int a = t.edge_vertex[within][0], b = t.edge_vertex[within][1];
  const int start = !cut.test(a) ? a : !cut.test(b) ? b : -1;
  if (start < 0) return 1;  // both ends cut: the road alone
  int far_v, far_e, unused_v, unused_e;
  if (farthest_in_tree(t, roads, cut, start, -1, far_v, far_e) < 0) return -1;
  return farthest_in_tree(t, roads, cut, far_v, cut.test(far_v) ? far_e : -1, unused_v, unused_e);
}

}  // namespace

int trail_through(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int e) {
  EdgeSet rest = roads;
  rest.reset(e);
  int depth[2] = {0, 0}, unused_v, unused_e;
  for (int k = 0; k < 2; ++k) {
    const int v = t.edge_vertex[e][k], w = t.edge_vertex[e][1 - k];
    if (cut.test(v)) continue;  // the trail ends at a cut end
    // Reaching the other end without e: e closes a cycle.
    depth[k] = farthest_in_tree(t, rest, cut, v, -1, unused_v, unused_e, cut.test(w) ? -1 : w);
    if (depth[k] < 0) return -1;
  }
  return 1 + depth[0] + depth[1];
}

void update_lengths(const Topology& t, StdState& s, int player) {
  PlayerState& p = s.base.players[player];
  const VertexSet cut = others_buildings(s, player);
  const EdgeSet roads = p.roads - s.base.dead_roads;
  p.road_length = uint8_t(p.path_pieces.any() ? longest_line(t, roads, p.path_pieces, cut, buildings_of(p))
                                              : longest_trail(t, roads, cut));
}

void refresh_roads(const Topology& t, StdState& s, int player) {
  recompute_frontier(t, s, player);
  update_lengths(t, s, player);
}

void cut_changed(const Topology& t, StdState& s, int player, int v) {
  recompute_frontier(t, s, player);
  // A trail passes v only along two of the player's lines there; with one, v ends a trail either way.
  const PlayerState& p = s.base.players[player];
  if ((t.vertex_edges[v] & (p.roads | p.path_pieces)).count() >= 2) update_lengths(t, s, player);
}

namespace {

// Lines (roads, and path pieces) as a small local graph in which a cut vertex
// is split into one copy per line that reaches it, and a vertex where the two
// kinds meet without joining into one copy per kind: trails may end at a cut
// vertex but not pass it, and pass from one kind to the other only where they
// join, so in the split graph every trail is allowed. At most 64 lines. The
// searches see only the lines kept (keep_only): a move's searches share one graph.
struct LineGraph {
  static constexpr int kLines = 64;
  int ends[kLines][2], line_id[kLines];
  uint64_t incident[2 * kLines];
  uint64_t kept = ~uint64_t{0};  // by local line id (bits past n unused)
  int comp[2 * kLines];
  int8_t lines_in[2 * kLines];  // by group root (after group()): its lines, a bound on its trails
  bool cyclic[2 * kLines];
  int n = 0, nodes = 0, within_local = -1;

  // Adds the lines of `set`, of kind `kind` (0 or 1); `join`: where both kinds are one node.
  void add(const Topology& t, const EdgeSet& set, int kind, const VertexSet& cut, const VertexSet& join, int within,
           int16_t (&node_of)[kMaxVertices][2]) {
    set.for_each([&](int e) {
      if (n == kLines) return;
      if (e == within) within_local = n;
      line_id[n] = e;
      for (int k = 0; k < 2; ++k) {
        const int v = t.edge_vertex[e][k];
        int node;
        if (cut.test(v)) {
          node = nodes++;
          incident[node] = 0;
        } else {
          int16_t& slot = node_of[v][join.test(v) ? 0 : kind];
          if (slot < 0) slot = int16_t(nodes), incident[nodes++] = 0;
          node = slot;
        }
        ends[n][k] = node;
        incident[node] |= uint64_t{1} << n;
      }
      ++n;
    });
  }
  int find(int x) {
    while (comp[x] != x) x = comp[x] = comp[comp[x]];
    return x;
  }
  // Groups (components of the split graph), and which of them hold a cycle.
  void group() {
    for (int i = 0; i < nodes; ++i) comp[i] = i, lines_in[i] = 0, cyclic[i] = false;
    for (uint64_t m = kept & lines(); m; m &= m - 1) {
      const int e = std::countr_zero(m), a = find(ends[e][0]), b = find(ends[e][1]);
      if (a == b) cyclic[a] = true, ++lines_in[a];
      else comp[a] = b, cyclic[b] |= cyclic[a], lines_in[b] = int8_t(lines_in[b] + lines_in[a] + 1);
    }
  }
  // Every line, by local id.
  uint64_t lines() const { return n == kLines ? ~uint64_t{0} : (uint64_t{1} << n) - 1; }
  // Only the lines in `some` (local ids) count from here, grouped again.
  void keep_only(uint64_t some) {
    kept = some;
    group();
  }
  // Line e's local id, or -1 (past the lines a graph holds).
  int local(int e) const {
    for (int i = 0; i < n; ++i)
      if (line_id[i] == e) return i;
    return -1;
  }
  // An end of local line l that no other kept line meets, or -1: a trail through l ends there.
  int free_end(int l) const {
    for (int node : ends[l])
      if (std::popcount(incident[node] & kept) == 1) return node;
    return -1;
  }
  // The longest trail of every group, or `floor` (a length some trail reaches) if none is longer;
  // the search stops at `cap` (a length no trail passes).
  int longest(int floor, int cap) {
    int best = floor;
    for (int i = 0; i < nodes && best < cap; ++i)
      if (find(i) == i && lines_in[i] > best)  // a group of no more lines cannot beat it
        best = std::max(best, cyclic[i] ? with_cycle(i, -1, best) : tree_diameter(i));
    return best;
  }
  // The longest trail of a group without a cycle: its diameter, by two breadth-first passes.
  int tree_diameter(int root) {
    int any = 0, far = 0, unused = 0;
    while (find(any) != root) ++any;
    farthest(any, far);
    return farthest(far, unused);
  }
  // Breadth-first from node `from`: the greatest depth, and a node reached there.
  int farthest(int from, int& far) {
    int8_t depth[2 * kLines];
    std::memset(depth, -1, sizeof depth);
    int queue[2 * kLines], head = 0, tail = 0;
    depth[from] = 0, queue[tail++] = from, far = from;
    while (head < tail) {
      const int v = queue[head++];
      if (depth[v] > depth[far]) far = v;
      for (uint64_t m = incident[v] & kept; m; m &= m - 1) {
        const int e = std::countr_zero(m), w = ends[e][0] == v ? ends[e][1] : ends[e][0];
        if (depth[w] < 0) depth[w] = int8_t(depth[v] + 1), queue[tail++] = w;
      }
    }
    return depth[far];
  }
  // The longest trail that starts at node `from`, or `floor` if that is more: in a tree its
  // farthest reach, else the search of the cycles below from that node alone.
  int from_node(int from, int floor) {
    int unused = 0;
    const int root = find(from);
    return cyclic[root] ? with_cycle(root, from, floor) : std::max(floor, farthest(from, unused));
  }
  // The longest trail of a group with a cycle (with `start` >= 0: of those that start at that
  // node). Its trees hanging off the cycles are stripped first (not the start's way in), each
  // node keeping the two deepest branches that hang off it (a trail may end by going down one;
  // one that starts and ends at the node, down two); then a DFS over distinct lines of what is
  // left (the core) from every node where a longest trail can start: one whose core degree is
  // not 2 or that has a branch (from any other a trail could be extended backwards, or it is a
  // loop that starts as well elsewhere); a bare cycle starts anywhere.
  // A known `floor` prunes every trail that could not beat it (and is returned if none does).
  int with_cycle(int root, int start = -1, int floor = 0) {
    int8_t deg[2 * kLines], hang[2 * kLines][2] = {};  // core degree; the two deepest branches
    int queue[2 * kLines], tail = 0, best = floor;
    uint64_t core = 0;
    for (int i = 0; i < nodes; ++i) {
      deg[i] = int8_t(find(i) == root ? std::popcount(incident[i] & kept) : 0);
      if (deg[i]) core |= incident[i] & kept;
      if (deg[i] == 1 && i != start) queue[tail++] = i;
    }
    for (int head = 0; head < tail; ++head) {  // strip the leaves, then the nodes they leave as leaves
      const int x = queue[head];
      const int e = std::countr_zero(incident[x] & core), u = ends[e][0] == x ? ends[e][1] : ends[e][0];
      if (start < 0) best = std::max(best, hang[x][0] + hang[x][1]);  // a trail within x's branches
      core &= ~(uint64_t{1} << e);
      deg[x] = 0;
      const int8_t branch = int8_t(1 + hang[x][0]);
      if (branch > hang[u][0]) hang[u][1] = hang[u][0], hang[u][0] = branch;
      else if (branch > hang[u][1]) hang[u][1] = branch;
      if (--deg[u] == 1 && u != start) queue[tail++] = u;
    }
    uint64_t starts[2] = {0, 0};
    int any = -1, deepest = 0;
    for (int i = 0; i < nodes; ++i) {
      if (deg[i] == 0) continue;
      any = i;
      if (start < 0) best = std::max(best, hang[i][0] + hang[i][1]);
      deepest = std::max<int>(deepest, hang[i][0]);
      if (deg[i] != 2 || hang[i][0]) starts[i >> 6] |= 1ull << (i & 63);
    }
    if (start >= 0) starts[0] = starts[1] = 0, any = start;
    if (!starts[0] && !starts[1]) starts[any >> 6] |= 1ull << (any & 63);
    struct Frame {
      int v;
      uint64_t used;
      int len;
    };
    Frame stack[2 * kLines + 2];
    for (int w = 0; w < 2; ++w)
      for (uint64_t x = starts[w]; x; x &= x - 1) {
        const int from = w * 64 + std::countr_zero(x);
        int top = 0;
        stack[top++] = {from, 0, 0};
        while (top) {
          const Frame f = stack[--top];
          // The trail's ends go down their branches; a closed one down two of its node's.
          const int ends_down = f.v == from && f.len ? hang[from][0] + hang[from][1] : hang[from][0] + hang[f.v][0];
          best = std::max(best, f.len + (f.len ? ends_down : hang[from][0]));
          // What is left could not beat it: every core line left, and the deepest branches at the ends.
          if (f.len + std::popcount(core & ~f.used) + hang[from][0] + std::max<int>(deepest, hang[from][1]) <= best) continue;
          for (uint64_t m = incident[f.v] & core & ~f.used; m; m &= m - 1) {
            const int e = std::countr_zero(m), other = ends[e][0] == f.v ? ends[e][1] : ends[e][0];
            stack[top++] = {other, f.used | (uint64_t{1} << e), f.len + 1};
          }
        }
      }
    return best;
  }
};

}  // namespace

int longest_trail(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int within) {
  // The hot path (a road was just placed): walk only its group, on the board's tables.
  if (within >= 0)
    if (int d = tree_diameter(t, roads, cut, within); d >= 0) return d;
  int16_t node_of[kMaxVertices][2];
  std::memset(node_of, -1, sizeof node_of);
  LineGraph lg;
  lg.add(t, roads, 0, cut, {}, within, node_of);
  if (lg.n == 0) return 0;
  lg.group();
  // With a cycle the search above; without, a group is a tree: its diameter, walked on the board's tables.
  auto longest_in = [&](int root) {
    if (lg.cyclic[root]) return lg.with_cycle(root);
    int e = 0;
    while (lg.find(lg.ends[e][0]) != root) ++e;
    return tree_diameter(t, roads, cut, lg.line_id[e]);
  };
  if (lg.within_local >= 0) return longest_in(lg.find(lg.ends[lg.within_local][0]));
  int best = 0;
  for (int i = 0; i < lg.nodes; ++i)
    if (lg.find(i) == i) best = std::max(best, longest_in(i));
  return best;
}

namespace {

// Roads and path pieces as one graph, grouped (longest_line's arguments).
LineGraph line_graph(const Topology& t, const EdgeSet& roads, const EdgeSet& pieces, const VertexSet& cut,
                     const VertexSet& join) {
  int16_t node_of[kMaxVertices][2];
  std::memset(node_of, -1, sizeof node_of);
  LineGraph lg;
  lg.add(t, roads, 0, cut, join, -1, node_of);
  lg.add(t, pieces, 1, cut, join, -1, node_of);
  lg.group();
  return lg;
}

}  // namespace

int longest_line(const Topology& t, const EdgeSet& roads, const EdgeSet& pieces, const VertexSet& cut,
                 const VertexSet& join) {
  return line_graph(t, roads, pieces, cut, join).longest(0, kMaxEdges);
}

namespace {

// `player`'s lines as a graph (its roads that are not blocked, its path pieces), with path
// `extra` as one of its path pieces too where >= 0 (a moved piece at both places).
LineGraph seat_lines(const Topology& t, const StdState& s, int player, int extra = -1) {
  const PlayerState& p = s.base.players[player];
  EdgeSet pieces = p.path_pieces;
  if (extra >= 0) pieces.set(extra);
  return line_graph(t, p.roads - s.base.dead_roads, pieces, others_buildings(s, player), buildings_of(p));
}

// The longest trail through local line l from its free end (`floor` where that is more), or -1
// where it has none.
int trail_through_free_end(LineGraph& lg, int l, int floor) {
  const int end = l >= 0 ? lg.free_end(l) : -1;
  return end >= 0 ? lg.from_node(end, floor) : -1;
}

// Line e was laid: a longer trail than before uses it, so where it has a free end one search
// from there answers; else the whole search. No trail got shorter: the old length is a floor.
void line_laid(const Topology& t, StdState& s, int player, int e) {
  PlayerState& p = s.base.players[player];
  const int before = p.road_length;
  LineGraph lg = seat_lines(t, s, player);
  const int through = trail_through_free_end(lg, lg.local(e), before);
  p.road_length = uint8_t(through >= 0 ? through : lg.longest(before, kMaxEdges));
}

// Path e came free of a path piece: it joins the road frontier of each seat that reaches it.
void path_freed(const Topology& t, StdState& s, int e) {
  const BaseSlice& b = s.base;
  if (!t.land_edges.test(e) || b.road_taken.test(e) || b.closed_roads.test(e)) return;
  for (int q = 0; q < s.num_players; ++q) {
    const VertexSet reach = road_reach(t, s, q);
    if (reach.test(t.edge_vertex[e][0]) || reach.test(t.edge_vertex[e][1])) s.base.players[q].road_frontier.set(e);
  }
}

}  // namespace

VertexSet road_reach(const Topology& t, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  VertexSet ends = p.road_vertices;
  if ((p.roads & s.base.dead_roads).any()) {  // a blocked road leads nowhere: the others' ends only
    ends = {};
    (p.roads - s.base.dead_roads).for_each([&](int e) {
      for (int v : t.edge_vertex[e]) ends.set(v);
    });
  }
  return (ends - others_buildings(s, player)) | buildings_of(p);
}

void recompute_frontier(const Topology& t, StdState& s, int player) {
  EdgeSet frontier;
  road_reach(t, s, player).for_each([&](int v) { frontier |= t.vertex_edges[v]; });
  s.base.players[player].road_frontier =
      (frontier & t.land_edges) - s.base.road_taken - s.base.closed_roads - all_path_pieces(s);
}

void award_longest_road(StdState& s, int min_length) {
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

void award_largest_army(StdState& s, int player, int min_knights) {
  BaseSlice& b = s.base;
  int holder = b.largest_army_holder;
  int k = b.players[player].knights_played;
  if (holder == player || k < min_knights) return;
  if (holder != kNobody && k <= b.players[holder].knights_played) return;
  if (holder != kNobody) b.players[holder].vp_public -= 2;
  b.players[player].vp_public += 2;
  b.largest_army_holder = uint8_t(player);
}

void place_settlement(const BoardSpec& board, StdState& s, int player, int v) {
  const Topology& t = board.topo;
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.settlements.set(v);
  p.settlements_left -= 1;
  p.vp_public += 1;
  add_yield(t, s, player, v);
  b.occupied.set(v);
  b.blocked.set(v);
  b.blocked |= t.vertex_neighbours[v];
  if (int slot = board.vertex_harbor_slot[v]; slot >= 0) p.harbors |= uint8_t(1u << s.layout.harbor_kind[slot]);
  p.road_frontier |= t.vertex_edges[v] & t.land_edges;
  p.road_frontier -= b.road_taken;
  p.road_frontier -= b.closed_roads;
  p.road_frontier -= all_path_pieces(s);
  // An opponent's line through v is cut here: its frontier and trail shrink.
  for (int q = 0; q < s.num_players; ++q)
    if (q != player && has_line_at(t, b.players[q], v)) cut_changed(t, s, q, v);
  // The player's road and path piece that meet at v join here: the trail may grow.
  if ((t.vertex_edges[v] & p.roads).any() && (t.vertex_edges[v] & p.path_pieces).any()) update_lengths(t, s, player);
}

uint8_t harbors_of(const BoardSpec& board, const Options& o, const StdState& s, const PlayerState& p) {
  uint8_t harbors = general_harbors(o);
  (buildings_of(p) - s.base.dormant).for_each([&](int v) {
    if (int slot = board.vertex_harbor_slot[v]; slot >= 0) harbors |= uint8_t(1u << s.layout.harbor_kind[slot]);
  });
  return harbors;
}

void set_dead_roads(const Options& o, const Topology& t, StdState& s, const EdgeSet& dead) {
  if (s.base.dead_roads == dead) return;
  s.base.dead_roads = dead;
  for (int q = 0; q < s.num_players; ++q) refresh_roads(t, s, q);
  award_longest_road(s, o.longest_road_min);
}

void set_dormant(const BoardSpec& board, const Options& o, StdState& s, int v, bool dormant) {
  BaseSlice& b = s.base;
  if (b.dormant.test(v) == dormant) return;
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    if (!buildings_of(p).test(v)) continue;
    const int vp = p.cities.test(v) ? 2 : 1;
    if (dormant) b.dormant.set(v);
    else b.dormant.reset(v);
    p.vp_public = uint8_t(dormant ? p.vp_public - vp : p.vp_public + vp);
    p.harbors = harbors_of(board, o, s, p);
  }
}

void place_city(const Topology& t, StdState& s, int player, int v) {
  PlayerState& p = s.base.players[player];
  add_yield(t, s, player, v);
  p.settlements.reset(v);
  p.cities.set(v);
  if (p.extra_settlements) p.extra_settlements -= 1;
  else p.settlements_left += 1;
  p.cities_left -= 1;
  p.vp_public += 1;
}

void demote_city(const Topology& t, StdState& s, int player, int v) {
  PlayerState& p = s.base.players[player];
  for (int8_t h : t.vertex_hex[v])
    if (h >= 0) s.base.hex_yield[h] -= uint16_t(1u << (4 * player));
  p.cities.reset(v);
  p.settlements.set(v);
  p.cities_left += 1;
  if (p.settlements_left > 0) p.settlements_left -= 1;
  else p.extra_settlements += 1;
  p.vp_public -= 1;
}

void remove_road(const Topology& t, StdState& s, int player, int e) {
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.roads.reset(e);
  p.roads_left += 1;
  b.road_taken.reset(e);
  p.road_vertices = {};
  p.roads.for_each([&](int x) {
    for (int v : t.edge_vertex[x]) p.road_vertices.set(v);
  });
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(t, s, q);
  update_lengths(t, s, player);
}

void place_road(const Topology& t, StdState& s, int player, int e) {
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.roads.set(e);
  p.roads_left -= 1;
  b.road_taken.set(e);
  for (int q = 0; q < s.num_players; ++q) b.players[q].road_frontier.reset(e);
  for (int v : t.edge_vertex[e]) p.road_vertices.set(v);
  if (b.dead_roads.test(e)) return;  // laid blocked: no trail, no frontier
  VertexSet theirs = others_buildings(s, player);
  for (int v : t.edge_vertex[e]) {
    if (!theirs.test(v)) p.road_frontier |= t.vertex_edges[v] & t.land_edges;
  }
  p.road_frontier -= b.road_taken;
  p.road_frontier -= b.closed_roads;
  p.road_frontier -= all_path_pieces(s);
  if (p.path_pieces.any()) return line_laid(t, s, player, e);  // two kinds of line
  // Only trails through the new road are new: with no cycle, the longest of
  // them joins the farthest reaches from its two ends (one pass over the
  // group instead of a diameter's two); else the group is searched again.
  const EdgeSet roads = b.dead_roads.any() ? p.roads - b.dead_roads : p.roads;
  const int through = trail_through(t, roads, theirs, e);
  p.road_length = uint8_t(std::max<int>(p.road_length, through >= 0 ? through : longest_trail(t, roads, theirs, e)));
}

EdgeSet all_path_pieces(const StdState& s) {
  EdgeSet all;
  for (int q = 0; q < s.num_players; ++q) all |= s.base.players[q].path_pieces;
  return all;
}

VertexSet path_piece_vertices(const Topology& t, const PlayerState& p) {
  VertexSet ends;
  p.path_pieces.for_each([&](int e) {
    for (int v : t.edge_vertex[e]) ends.set(v);
  });
  return ends;
}

void place_path_piece(const Topology& t, StdState& s, int player, int e) {
  s.base.players[player].path_pieces.set(e);
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].road_frontier.reset(e);
  line_laid(t, s, player, e);
}

void remove_path_piece(const Topology& t, StdState& s, int player, int e) {
  s.base.players[player].path_pieces.reset(e);
  path_freed(t, s, e);
  update_lengths(t, s, player);
}

// The trail after a move, from searches at the two pieces' free ends where they answer, on one
// graph with the piece at both places: a trail through `to` ends at its free end; one through
// `from` ended at its free end, so if none such was longest, the longest remain. Off a free
// end, the move shortened no trail by more than the piece: before - 1 is a floor.
void move_path_piece(const Topology& t, StdState& s, int player, int from, int to) {
  PlayerState& p = s.base.players[player];
  const int before = p.road_length;
  p.path_pieces.reset(from);
  p.path_pieces.set(to);
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].road_frontier.reset(to);
  path_freed(t, s, from);
  LineGraph both = seat_lines(t, s, player, from);
  const int was = both.local(from), now = both.local(to);
  if (was < 0 || now < 0) return update_lengths(t, s, player);  // past the lines a graph holds
  const uint64_t all = both.lines(), old_lines = all & ~(uint64_t{1} << now), new_lines = all & ~(uint64_t{1} << was);
  both.kept = old_lines;  // a free end asks for no groups
  const int floor = both.free_end(was) >= 0 ? std::max(before - 1, 0) : 0;
  both.keep_only(new_lines);
  const int through_to = trail_through_free_end(both, now, floor);
  if (through_to >= before) {  // no trail without it is longer than before
    p.road_length = uint8_t(through_to);
    return;
  }
  if (through_to < 0) {
    p.road_length = uint8_t(both.longest(floor, kMaxEdges));
    return;
  }
  // Every trail through `to` is shorter than before, so none is longer than before.
  both.keep_only(old_lines);  // searched where the piece stood, its lines as they were
  const int through_from = trail_through_free_end(both, was, floor);
  if (through_from >= 0 && through_from < before) {
    p.road_length = uint8_t(before);
    return;
  }
  both.keep_only(new_lines);
  p.road_length = uint8_t(both.longest(floor, before));
}

}  // namespace catanlab
