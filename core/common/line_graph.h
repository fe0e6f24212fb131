#pragma once
// Lines (roads, and path pieces) as a small local graph in which a cut vertex
// is split into one copy per line that reaches it, and a vertex where the two
// kinds meet without joining into one copy per kind: trails may end at a cut
// vertex but not pass it, and pass from one kind to the other only where they
// join, so in the split graph every trail is allowed. At most 64 lines. The
// searches see only the lines kept (keep_only): a move's searches share one graph.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/board/topology.h"

namespace catanlab {

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
  // Keeps local line l, not kept, whose end `free` no kept line meets, without grouping again: its
  // group is the one at its other end with one line more (no new cycle). unhang takes it off.
  void hang_on(int l, int free) {
    const int root = find(ends[l][ends[l][0] == free]);
    comp[free] = root, ++lines_in[root], kept |= uint64_t{1} << l;
  }
  void unhang(int l, int free) {
    --lines_in[find(free)], comp[free] = free, kept &= ~(uint64_t{1} << l);
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
        best = std::max(best, cyclic[i] ? with_cycle(i, -1, best, cap) : tree_diameter(i));
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
  // farthest reach, else the search of the cycles below from that node alone (which stops at `cap`).
  int from_node(int from, int floor, int cap) {
    int unused = 0;
    const int root = find(from);
    return cyclic[root] ? with_cycle(root, from, floor, cap) : std::max(floor, farthest(from, unused));
  }
  // The longest trail of a group with a cycle (with `start` >= 0: of those that start at that
  // node). Its trees hanging off the cycles are stripped first (not the start's way in), each
  // node keeping the two deepest branches that hang off it (a trail may end by going down one;
  // one that starts and ends at the node, down two); then a DFS over distinct lines of what is
  // left (the core) from every node where a longest trail can start: one whose core degree is
  // not 2 or that has a branch (from any other a trail could be extended backwards, or it is a
  // loop that starts as well elsewhere); a bare cycle starts anywhere.
  // A known `floor` prunes every trail that could not beat it (and is returned if none does); the
  // search stops at a trail of `cap` (a length no trail passes, or all the caller asks).
  int with_cycle(int root, int start = -1, int floor = 0, int cap = kLines) {
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
    // The stack by field: a frame pushed as three stores and popped as one wide load stalls.
    int stack_v[2 * kLines + 2], stack_len[2 * kLines + 2];
    uint64_t stack_used[2 * kLines + 2];
    struct Frame {
      int v;
      uint64_t used;
      int len;
    };
    for (int w = 0; w < 2; ++w)
      for (uint64_t x = starts[w]; x; x &= x - 1) {
        const int from = w * 64 + std::countr_zero(x);
        int top = 0;
        stack_v[top] = from, stack_used[top] = 0, stack_len[top++] = 0;
        while (top) {
          --top;
          const Frame f = {stack_v[top], stack_used[top], stack_len[top]};
          // The trail's ends go down their branches; a closed one down two of its node's.
          const int ends_down = f.v == from && f.len ? hang[from][0] + hang[from][1] : hang[from][0] + hang[f.v][0];
          best = std::max(best, f.len + (f.len ? ends_down : hang[from][0]));
          if (best >= cap) return best;
          // What is left could not beat it: every core line left, and the deepest branches at the ends.
          if (f.len + std::popcount(core & ~f.used) + hang[from][0] + std::max<int>(deepest, hang[from][1]) <= best) continue;
          for (uint64_t m = incident[f.v] & core & ~f.used; m; m &= m - 1) {
            const int e = std::countr_zero(m), other = ends[e][0] == f.v ? ends[e][1] : ends[e][0];
            stack_v[top] = other, stack_used[top] = f.used | (uint64_t{1} << e), stack_len[top++] = f.len + 1;
          }
        }
      }
    return best;
  }
};

// Roads and path pieces as one graph (longest_line's arguments), not grouped yet: a search
// groups the lines it keeps (group, keep_only).
inline LineGraph line_graph(const Topology& t, const EdgeSet& roads, const EdgeSet& pieces, const VertexSet& cut,
                            const VertexSet& join) {
  int16_t node_of[kMaxVertices][2];
  std::memset(node_of, -1, sizeof node_of);
  LineGraph lg;
  lg.add(t, roads, 0, cut, join, -1, node_of);
  lg.add(t, pieces, 1, cut, join, -1, node_of);
  return lg;
}

}  // namespace catanlab
