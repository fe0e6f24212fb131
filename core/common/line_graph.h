#pragma once
// Lines (roads, and path pieces) as a small local graph in which a cut vertex
// is split into one copy per line that reaches it, and a vertex where the two
// kinds meet without joining into one copy per kind: trails may end at a cut
// vertex but not pass it, and pass from one kind to the other only where they
// join, so in the split graph every trail is allowed. At most 64 lines. The
// searches see only the lines kept (`kept`) and find their groups by walks: a
// move's searches share one graph.
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
  uint64_t group_lines[2 * kLines];  // by group root (after group()): its lines (their count bounds its trails)
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
        // A new node, or the one the vertex has, without a branch (prediction misses it); the
        // slot of a cut vertex is written, but no node is taken from it.
        const int v = t.edge_vertex[e][k];
        int16_t& slot = node_of[v][join.test(v) ? 0 : kind];
        const bool fresh = cut.test(v) || slot < 0;
        const int node = fresh ? nodes : slot;
        slot = int16_t(node), nodes += fresh;
        ends[n][k] = node;
        incident[node] = (fresh ? 0 : incident[node]) | uint64_t{1} << n;
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
    for (int i = 0; i < nodes; ++i) comp[i] = i, group_lines[i] = 0, cyclic[i] = false;
    for (uint64_t m = kept & lines(); m; m &= m - 1) {
      const int e = std::countr_zero(m), a = find(ends[e][0]), b = find(ends[e][1]);
      const uint64_t line = m & -m;
      if (a == b) cyclic[a] = true, group_lines[a] |= line;
      else comp[a] = b, cyclic[b] |= cyclic[a], group_lines[b] |= group_lines[a] | line;
    }
  }
  // Every line, by local id.
  uint64_t lines() const { return n == kLines ? ~uint64_t{0} : (uint64_t{1} << n) - 1; }
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
  // The longest trail of every group of the kept lines, or `floor` (a length some trail reaches)
  // if none is longer; the search stops at `cap` (a length no trail passes). Each group is found
  // by a walk from an end of its lowest line (no grouping); in a tree, a walk from the node that
  // one reached farthest gives its diameter.
  int longest(int floor, int cap) {
    int best = floor;
    for (uint64_t left = kept & lines(); left && best < cap;) {
      const Walk w = walk(ends[std::countr_zero(left)][0]);
      left &= ~w.group.lines;
      if (std::popcount(w.group.lines) > best)  // a group of no more lines cannot beat it
        best = std::max(best, w.cycle ? with_cycle(w.group, -1, best, cap) : walk(w.far).depth);
    }
    return best;
  }
  // A group's lines and its nodes (by bits: 0-63, 64-127).
  struct Group {
    uint64_t lines, low, high;
  };
  // The group of `lines` (found by group()), its nodes gathered from the lines' ends.
  Group group_of(uint64_t lines) const {
    Group g = {lines, 0, 0};
    for (uint64_t m = lines; m; m &= m - 1)
      for (int v : ends[std::countr_zero(m)]) {
        const uint64_t bit = uint64_t{1} << (v & 63);
        g.low |= v < 64 ? bit : 0, g.high |= v < 64 ? 0 : bit;
      }
    return g;
  }
  // A breadth-first walk from a node over the kept lines: its greatest depth and a node there, and
  // its group (found on the way: no grouping), which holds a cycle where it has no fewer lines
  // than nodes. Level by level on bit sets held in registers (an array of depths waits on its own
  // stores): a level's lines not crossed yet, then their ends not reached yet.
  struct Walk {
    int depth, far;
    Group group;
    bool cycle;
  };
  Walk walk(int from) const {
    const uint64_t start = uint64_t{1} << (from & 63);
    uint64_t seen_low = from < 64 ? start : 0, seen_high = from < 64 ? 0 : start;
    uint64_t level_low = seen_low, level_high = seen_high, lines = 0;
    int depth = 0;
    for (;;) {
      uint64_t at = 0;
      for (int w = 0; w < 2; ++w)
        for (uint64_t x = w ? level_high : level_low; x; x &= x - 1) at |= incident[w * 64 + std::countr_zero(x)];
      at &= kept & ~lines;
      lines |= at;
      uint64_t low = 0, high = 0;
      for (uint64_t m = at; m; m &= m - 1)
        for (int u : ends[std::countr_zero(m)]) {
          const uint64_t bit = uint64_t{1} << (u & 63);
          low |= u < 64 ? bit : 0, high |= u < 64 ? 0 : bit;
        }
      low &= ~seen_low, high &= ~seen_high;
      if (!(low | high)) break;
      seen_low |= low, seen_high |= high, level_low = low, level_high = high, ++depth;
    }
    const int far = level_low ? std::countr_zero(level_low) : 64 + std::countr_zero(level_high);
    return {depth, far, {lines, seen_low, seen_high},
            std::popcount(lines) >= std::popcount(seen_low) + std::popcount(seen_high)};
  }
  // The longest trail that starts at node `from`, or `floor` if that is more: in a tree its
  // farthest reach, else the search of the cycles below from that node alone (which stops at `cap`;
  // none where the group has no more lines than `floor`: it holds no longer trail).
  int from_node(int from, int floor, int cap) {
    const Walk w = walk(from);
    if (!w.cycle) return std::max(floor, w.depth);
    return std::popcount(w.group.lines) <= floor ? floor : with_cycle(w.group, from, floor, cap);
  }
  // The longest trail of a group with a cycle (with `start` >= 0: of those that
  // start at that node). Its trees hanging off the cycles are stripped first (not the start's way
  // in), each node keeping the two deepest branches that hang off it (a trail may end by going down one;
  // one that starts and ends at the node, down two); then a DFS over distinct lines of what is
  // left (the core) from every node where a longest trail can start: one whose core degree is
  // not 2 or that has a branch (from any other a trail could be extended backwards, or it is a
  // loop that starts as well elsewhere); a bare cycle starts anywhere.
  // A known `floor` prunes every trail that could not beat it (and is returned if none does); the
  // search stops at a trail of `cap` (a length no trail passes, or all the caller asks).
  int with_cycle(const Group& group, int start = -1, int floor = 0, int cap = kLines) {
    // Without branches on the graph's shape where it is cheap (prediction misses them).
    int deg[2 * kLines], hang[2 * kLines], hang2[2 * kLines];  // core degree; the deepest branch, the second
    int queue[2 * kLines + 1], tail = 0, best = floor;  // one slot past: written, not counted
    uint64_t core = group.lines;
    const uint64_t in_group[2] = {group.low, group.high};  // the group's nodes
    for (int w = 0; w < 2; ++w)
      for (uint64_t x = in_group[w]; x; x &= x - 1) {
        const int i = w * 64 + std::countr_zero(x);
        deg[i] = std::popcount(incident[i] & kept), hang[i] = hang2[i] = 0;
        queue[tail] = i, tail += deg[i] == 1 && i != start;
      }
    for (int head = 0; head < tail; ++head) {  // strip the leaves, then the nodes they leave as leaves
      const int x = queue[head];
      const int e = std::countr_zero(incident[x] & core), u = ends[e][0] ^ ends[e][1] ^ x;
      if (start < 0) best = std::max(best, hang[x] + hang2[x]);  // a trail within x's branches
      core &= ~(uint64_t{1} << e);
      deg[x] = 0;
      const int branch = 1 + hang[x];
      hang2[u] = std::max(hang2[u], std::min(hang[u], branch)), hang[u] = std::max(hang[u], branch);
      queue[tail] = u, tail += --deg[u] == 1 && u != start;
    }
    uint64_t starts[2] = {0, 0};
    int any = -1, deepest = 0;
    for (int w = 0; w < 2; ++w)
      for (uint64_t x = in_group[w]; x; x &= x - 1) {
        const int i = w * 64 + std::countr_zero(x);
        if (deg[i] == 0) continue;
        any = i;
        if (start < 0) best = std::max(best, hang[i] + hang2[i]);
        deepest = std::max(deepest, hang[i]);
        if (deg[i] != 2 || hang[i]) starts[i >> 6] |= 1ull << (i & 63);
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
          const int ends_down = f.v == from && f.len ? hang[from] + hang2[from] : hang[from] + hang[f.v];
          best = std::max(best, f.len + (f.len ? ends_down : hang[from]));
          if (best >= cap) return best;
          // What is left could not beat it: every core line left, and the deepest branches at the ends.
          if (f.len + std::popcount(core & ~f.used) + hang[from] + std::max(deepest, hang2[from]) <= best) continue;
          for (uint64_t m = incident[f.v] & core & ~f.used; m; m &= m - 1) {
            const int e = std::countr_zero(m), other = ends[e][0] ^ ends[e][1] ^ f.v;
            stack_v[top] = other, stack_used[top] = f.used | (uint64_t{1} << e), stack_len[top++] = f.len + 1;
          }
        }
      }
    return best;
  }
};

// Roads and path pieces as one graph (longest_line's arguments), not grouped: the searches find
// their groups by walks.
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
