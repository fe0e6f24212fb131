#pragma once
// Hand-built Barbarian Attack positions on configs/boards/barbarian_attack.json:
// hexes by their axial coordinates, barbarians put down directly (from the supply).
#include <map>
#include <string>
#include <vector>

#include "core/barbarian_attack/ba_internal.h"
#include <fmt/format.h>

#include "tests/support/position.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> ba_game(int players = 4, std::map<std::string, int> options = {}) {
  return StdGame::load("barbarian_attack", players, options);
}

inline int hex_at(const StdGame& g, int q, int r) {
  const int h = g.topo().hex_at({q, r});
  REQUIRE_MESSAGE(h >= 0, "no hex at ", q, ",", r);
  return h;
}

// The coastal hex with `number` (each coastal hex has its own).
inline int coast_hex(const StdGame& g, const State& s, int number) {
  const int h = ba::coastal_hex(g, std_state(s), number);
  REQUIRE(h >= 0);
  return h;
}

// Sets the barbarians on hex h to n, from or back to the supply, conquering or freeing as play would.
inline void put_barbarians(const StdGame& g, State& s, int h, int n) {
  BaSlice& a = ba_of(g, s);
  const int delta = n - a.barbarians[h];
  REQUIRE(a.supply >= delta);
  a.supply = uint8_t(a.supply - delta);
  ba::add_barbarian(g, std_state(s), h, delta);
}

// The chance outcomes at a landing draw, by name with their probabilities.
inline std::map<std::string, double> landing_odds(const StdGame& g, const State& s) {
  std::map<std::string, double> out;
  for (const ChanceOutcome& o : g.chance_outcomes(s)) out[g.action_name(o.id)] = o.probability;
  return out;
}

// A vertex of hex h whose only land hex is h (a coastal corner facing the sea), or -1.
inline int lone_corner(const StdGame& g, int h) {
  const Topology& t = g.topo();
  for (int v = 0; v < t.num_vertices; ++v) {
    if (!t.hex_vertices[h].test(v)) continue;
    int land = 0;
    for (int8_t x : t.vertex_hex[v]) land += x >= 0 && t.land.test(x);
    if (land == 1) return v;
  }
  return -1;
}

}  // namespace catanlab::testing

namespace catanlab::testing {

// Two roads of `player` from its settlement at v to a vertex two paths away, where a settlement
// may stand (the distance rule); returns that vertex.
inline int roads_to_site(const StdGame& g, State& s, int player, int v) {
  const Topology& t = g.topo();
  auto ids = [](const EdgeSet& edges) {
    std::vector<int> out;
    edges.for_each([&](int e) { out.push_back(e); });
    return out;
  };
  for (int e1 : ids(t.vertex_edges[v])) {
    const int w = t.edge_vertex[e1][0] == v ? t.edge_vertex[e1][1] : t.edge_vertex[e1][0];
    for (int e2 : ids(t.vertex_edges[w])) {
      const int x = t.edge_vertex[e2][0] == w ? t.edge_vertex[e2][1] : t.edge_vertex[e2][0];
      if (e2 == e1 || !t.land_edges.test(e1) || !t.land_edges.test(e2) || std_state(s).base.blocked.test(x)) continue;
      Board{g, s}.roads(player, {e1, e2}).done();
      return x;
    }
  }
  FAIL("no site two paths from v", v);
  return -1;
}

}  // namespace catanlab::testing

namespace catanlab::testing {

// A knight of `player` put on path e from its supply.
inline void put_knight(const StdGame& g, State& s, int player, int e) {
  BaSlice& a = ba_of(g, s);
  REQUIRE(a.seats[player].knights_left > 0);
  a.seats[player].knights.set(e);
  a.seats[player].knights_left -= 1;
}

// The paths of hex h, by the side they lie on.
inline int path_of(const StdGame& g, int h, Dir d) {
  const int e = g.topo().edge_between(h, d);
  REQUIRE(e >= 0);
  return e;
}

// Path distances from e over the island's paths (a step: to a path sharing an end), by plain BFS.
inline std::vector<int> path_distances(const StdGame& g, int e) {
  const Topology& t = g.topo();
  std::vector<int> dist(size_t(t.num_edges), -1), queue{e};
  dist[size_t(e)] = 0;
  for (size_t i = 0; i < queue.size(); ++i) {
    const int x = queue[i];
    for (int v : t.edge_vertex[x])
      t.vertex_edges[v].for_each([&](int y) {
        if (t.land_edges.test(y) && dist[size_t(y)] < 0) dist[size_t(y)] = dist[size_t(x)] + 1, queue.push_back(y);
      });
  }
  return dist;
}

// "knight_to eN" for every path within lo..hi steps of e, without a knight and off the castle.
inline std::vector<std::string> moves_within(const StdGame& g, const State& s, int e, int lo, int hi) {
  const std::vector<int> dist = path_distances(g, e);
  const EdgeSet knights = ba::all_knights(ba_of(g, s)), castle = ba::castle_paths(g);
  std::vector<std::string> out;
  for (int y = 0; y < g.topo().num_edges; ++y)
    if (dist[size_t(y)] >= lo && dist[size_t(y)] <= hi && !knights.test(y) && !castle.test(y)) out.push_back(fmt::format("knight_to e{}", y));
  return out;
}

inline std::string knights_from(const std::vector<int>& edges) {
  std::vector<std::string> out;
  for (int e : edges) out.push_back(fmt::format("knight_from e{}", e));
  return joined(out);
}

}  // namespace catanlab::testing
