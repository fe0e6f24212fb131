// Longest trails over a board's lines (core/common/trails.h).
#include "core/common/trails.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "core/common/line_graph.h"

namespace catanlab {

namespace {

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
    if (!(t.vertex_edges[v] & rest).any()) continue;  // no other road there (a line's new end): no search
    // Reaching the other end without e: e closes a cycle.
    depth[k] = farthest_in_tree(t, rest, cut, v, -1, unused_v, unused_e, cut.test(w) ? -1 : w);
    if (depth[k] < 0) return -1;
  }
  return 1 + depth[0] + depth[1];
}

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
    if (lg.cyclic[root]) return lg.with_cycle(lg.group_of(lg.group_lines[root]));
    return tree_diameter(t, roads, cut, lg.line_id[std::countr_zero(lg.group_lines[root])]);
  };
  if (lg.within_local >= 0) return longest_in(lg.find(lg.ends[lg.within_local][0]));
  int best = 0;
  for (int i = 0; i < lg.nodes; ++i)
    if (lg.comp[i] == i) best = std::max(best, longest_in(i));
  return best;
}

int longest_line(const Topology& t, const EdgeSet& roads, const EdgeSet& pieces, const VertexSet& cut,
                 const VertexSet& join) {
  LineGraph lg = line_graph(t, roads, pieces, cut, join);
  return lg.longest(0, kMaxEdges);
}

}  // namespace catanlab
