// longest_trail against a naive search: a DFS over distinct roads from every
// vertex, on random road sets (random walks, so with loops and branches) and
// random cut vertices. The implementation starts only from some vertices;
// a wrong choice of starts shows up here as a shorter answer. trail_through
// against a naive search for the longest trail that uses a given road.
// longest_line (roads and a module's path pieces, joined only at the owner's
// buildings) against the naive search that passes from one kind to the other
// only at a joining vertex.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/base/pieces.h"
#include "core/standard/std_game.h"
#include "core/rng.h"

using namespace catanlab;

namespace {

int other_end(const Topology& t, int e, int v) { return t.edge_vertex[e][0] == v ? t.edge_vertex[e][1] : t.edge_vertex[e][0]; }

int naive_from(const Topology& t, const std::vector<int>& roads, const VertexSet& cut, int v, uint32_t used, int len) {
  int best = len;
  if (len > 0 && cut.test(v)) return best;  // a trail may end at a cut vertex, not pass it
  for (size_t i = 0; i < roads.size(); ++i) {
    int e = roads[i];
    if ((used >> i) & 1 || (t.edge_vertex[e][0] != v && t.edge_vertex[e][1] != v)) continue;
    best = std::max(best, naive_from(t, roads, cut, other_end(t, e, v), used | 1u << i, len + 1));
  }
  return best;
}

// The longest trail from v that uses roads[must] (0 if none does).
int naive_using(const Topology& t, const std::vector<int>& roads, const VertexSet& cut, int v, uint32_t used, int len,
                int must) {
  int best = (used >> must) & 1 ? len : 0;
  if (len > 0 && cut.test(v)) return best;
  for (size_t i = 0; i < roads.size(); ++i) {
    int e = roads[i];
    if ((used >> i) & 1 || (t.edge_vertex[e][0] != v && t.edge_vertex[e][1] != v)) continue;
    best = std::max(best, naive_using(t, roads, cut, other_end(t, e, v), used | 1u << i, len + 1, must));
  }
  return best;
}

int naive_longest(const Topology& t, const std::vector<int>& roads, const VertexSet& cut) {
  int best = 0;
  for (int e : roads)
    for (int v : t.edge_vertex[e]) best = std::max(best, naive_from(t, roads, cut, v, 0, 0));
  return best;
}

// The roads a trail through `start` could use: those joined to it through
// shared vertices that are not cut.
std::vector<int> group_of(const Topology& t, const std::vector<int>& roads, const VertexSet& cut, int start) {
  std::vector<int> group = {start};
  for (size_t k = 0; k < group.size(); ++k)
    for (int v : t.edge_vertex[group[k]]) {
      if (cut.test(v)) continue;
      for (int e : roads)
        if ((t.edge_vertex[e][0] == v || t.edge_vertex[e][1] == v) &&
            std::find(group.begin(), group.end(), e) == group.end())
          group.push_back(e);
    }
  return group;
}

// The longest trail from v over lines of two kinds (`piece`: bit i for lines[i] of the second
// kind), changing kind only at a vertex of `join`; `last` the kind of the line arrived by (-1: none).
int naive_line_from(const Topology& t, const std::vector<int>& lines, uint64_t piece, const VertexSet& cut,
                    const VertexSet& join, int v, uint64_t used, int len, int last) {
  int best = len;
  if (len > 0 && cut.test(v)) return best;
  for (size_t i = 0; i < lines.size(); ++i) {
    const int e = lines[i], kind = int(piece >> i & 1);
    if ((used >> i) & 1 || (t.edge_vertex[e][0] != v && t.edge_vertex[e][1] != v)) continue;
    if (last >= 0 && kind != last && !join.test(v)) continue;
    best = std::max(best, naive_line_from(t, lines, piece, cut, join, other_end(t, e, v), used | uint64_t{1} << i, len + 1, kind));
  }
  return best;
}

}  // namespace

TEST_CASE("longest_line equals a naive DFS that changes kind only at a joining vertex") {
  auto g = StdGame::load("base");
  const Topology& t = g->topo();
  Rng rng(2025);
  int longest_seen = 0, joined_longer = 0;
  for (int round = 0; round < 1500; ++round) {
    EdgeSet roads, pieces;
    std::vector<int> lines;
    uint64_t piece = 0;
    const int cap = 6 + int(rng.below(19));
    for (int w = 0; w < 3 && int(lines.size()) < cap; ++w) {
      int v = int(rng.below(uint32_t(t.num_vertices)));
      const bool ships = rng.below(2);
      for (int step = 0, n = 2 + int(rng.below(12)); step < n && int(lines.size()) < cap; ++step) {
        int choices = 0;
        while (choices < 3 && t.vertex_edge[v][choices] >= 0) ++choices;
        const int e = t.vertex_edge[v][rng.below(uint32_t(choices))];
        if (!roads.test(e) && !pieces.test(e)) {
          if (ships) pieces.set(e), piece |= uint64_t{1} << lines.size();
          else roads.set(e);
          lines.push_back(e);
        }
        v = other_end(t, e, v);
      }
    }
    VertexSet cut, join;
    for (int e : lines)
      for (int v : t.edge_vertex[e]) {
        const uint32_t x = rng.below(6);
        if (x == 0 && !join.test(v)) cut.set(v);
        else if (x == 1 && !cut.test(v)) join.set(v);
      }
    int expected = 0;
    for (int e : lines)
      for (int v : t.edge_vertex[e]) expected = std::max(expected, naive_line_from(t, lines, piece, cut, join, v, 0, 0, -1));
    CAPTURE(round);
    REQUIRE(longest_line(t, roads, pieces, cut, join) == expected);
    joined_longer += expected > longest_line(t, roads, pieces, cut, {});
    longest_seen = std::max(longest_seen, expected);
  }
  CHECK(longest_seen >= 10);
  CHECK(joined_longer >= 20);  // joining vertices matter in some of the sets
}

TEST_CASE("longest_trail equals a naive DFS from every vertex on random road sets with random cuts") {
  auto g = StdGame::load("base");
  const Topology& t = g->topo();
  Rng rng(2024);
  int longest_seen = 0, through_answered = 0;
  for (int round = 0; round < 4000; ++round) {
    EdgeSet set;
    std::vector<int> roads;
    const int walks = 1 + int(rng.below(3)), cap = 6 + int(rng.below(19));
    for (int w = 0; w < walks && int(roads.size()) < cap; ++w) {
      int v = int(rng.below(uint32_t(t.num_vertices)));
      for (int step = 0, n = 2 + int(rng.below(14)); step < n && int(roads.size()) < cap; ++step) {
        int choices = 0;
        while (choices < 3 && t.vertex_edge[v][choices] >= 0) ++choices;
        int e = t.vertex_edge[v][rng.below(uint32_t(choices))];
        if (!set.test(e)) set.set(e), roads.push_back(e);
        v = other_end(t, e, v);
      }
    }
    std::sort(roads.begin(), roads.end());
    VertexSet cut;  // on every other set: opponents' buildings
    for (int e : roads)
      for (int v : t.edge_vertex[e])
        if (round % 2 && rng.below(5) == 0) cut.set(v);

    const int expected = naive_longest(t, roads, cut);
    CAPTURE(round);
    REQUIRE(longest_trail(t, set, cut) == expected);
    const int within = roads[rng.below(uint32_t(roads.size()))];
    REQUIRE(longest_trail(t, set, cut, within) == naive_longest(t, group_of(t, roads, cut, within), cut));
    // The trail through a new road (place_road): exact wherever it answers.
    if (int through = trail_through(t, set, cut, within); through >= 0) {
      const int must = int(std::find(roads.begin(), roads.end(), within) - roads.begin());
      int naive = 0;
      for (int e : roads)
        for (int v : t.edge_vertex[e]) naive = std::max(naive, naive_using(t, roads, cut, v, 0, 0, must));
      REQUIRE(through == naive);
      ++through_answered;
    }
    longest_seen = std::max(longest_seen, expected);
  }
  CHECK(longest_seen >= 12);  // the sets are rich enough to hold long trails
  CHECK(through_answered >= 1000);  // most groups are trees
}
