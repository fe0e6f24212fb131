#include "core/board/topology.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

namespace catanlab {
namespace {

// A vertex is the N or S corner of exactly one hex; a side is the E, SE or SW
// side of exactly one hex. These canonical keys identify shared corners/sides.
struct VertexKey {
  int q, r;
  bool south;
  auto operator<=>(const VertexKey&) const = default;
};
struct EdgeKey {
  int q, r, dir;  // dir in {E, SE, SW}
  auto operator<=>(const EdgeKey&) const = default;
};

VertexKey corner_key(HexCoord h, Corner c) {
  switch (c) {
    case Corner::N: return {h.q, h.r, false};
    case Corner::NE: return {h.q + 1, h.r - 1, true};
    case Corner::SE: return {h.q, h.r + 1, false};
    case Corner::S: return {h.q, h.r, true};
    case Corner::SW: return {h.q - 1, h.r + 1, false};
    case Corner::NW: return {h.q, h.r - 1, true};
  }
  return {};
}

// The three hexes around a vertex.
std::array<HexCoord, 3> vertex_hexes(VertexKey k) {
  if (!k.south) return {HexCoord{k.q, k.r}, HexCoord{k.q, k.r - 1}, HexCoord{k.q + 1, k.r - 1}};
  return {HexCoord{k.q, k.r}, HexCoord{k.q - 1, k.r + 1}, HexCoord{k.q, k.r + 1}};
}

EdgeKey side_key(HexCoord h, Dir d) {
  switch (d) {
    case Dir::E: return {h.q, h.r, int(Dir::E)};
    case Dir::SE: return {h.q, h.r, int(Dir::SE)};
    case Dir::SW: return {h.q, h.r, int(Dir::SW)};
    case Dir::W: return {h.q - 1, h.r, int(Dir::E)};
    case Dir::NW: return {h.q, h.r - 1, int(Dir::SE)};
    case Dir::NE: return {h.q + 1, h.r - 1, int(Dir::SW)};
  }
  return {};
}

// The two corners a side joins, for a pointy-top hex.
std::array<Corner, 2> side_corners(Dir d) {
  switch (d) {
    case Dir::E: return {Corner::NE, Corner::SE};
    case Dir::NE: return {Corner::N, Corner::NE};
    case Dir::NW: return {Corner::NW, Corner::N};
    case Dir::W: return {Corner::SW, Corner::NW};
    case Dir::SW: return {Corner::S, Corner::SW};
    case Dir::SE: return {Corner::SE, Corner::S};
  }
  return {};
}

std::array<int, 2> corner_xy(HexCoord h, Corner c) {
  static constexpr int dx[6] = {0, 1, 1, 0, -1, -1}, dy[6] = {-2, -1, 1, 2, 1, -1};
  return {2 * h.q + h.r + dx[int(c)], 3 * h.r + dy[int(c)]};
}

}  // namespace

int Topology::hex_at(HexCoord c) const {
  for (int h = 0; h < num_hexes; ++h)
    if (coord[h] == c) return h;
  return -1;
}

int Topology::edge_of(int a, int b) const {
  for (int i = 0; i < 3; ++i)
    if (vertex_neighbour[a][i] == b) return vertex_edge[a][i];
  return -1;
}

bool Topology::is_coastal(int e) const {
  int lands = 0;
  for (int h : edge_hex[e]) lands += (h >= 0 && land.test(h));
  return lands == 1;
}

Topology build_topology(const std::vector<HexCoord>& hexes, const std::vector<bool>& land) {
  if (hexes.size() > kMaxHexes)
    throw std::invalid_argument("board has " + std::to_string(hexes.size()) + " hexes; at most " +
                                std::to_string(kMaxHexes) + " are supported");
  Topology t;
  t.num_hexes = int(hexes.size());
  std::map<std::pair<int, int>, int> hex_index;
  for (int h = 0; h < t.num_hexes; ++h) {
    t.coord[h] = hexes[h];
    if (!hex_index.emplace(std::pair{hexes[h].q, hexes[h].r}, h).second)
      throw std::invalid_argument("hex (" + std::to_string(hexes[h].q) + "," +
                                  std::to_string(hexes[h].r) + ") appears twice");
    if (land[h]) t.land.set(h);
  }
  for (int h = 0; h < t.num_hexes; ++h)
    for (int d = 0; d < 6; ++d) {
      auto it = hex_index.find({hexes[h].q + kDirDq[d], hexes[h].r + kDirDr[d]});
      t.hex_neighbour[h][d] = it == hex_index.end() ? -1 : int8_t(it->second);
    }
  auto index_of = [&](HexCoord c) {
    auto it = hex_index.find({c.q, c.r});
    return it == hex_index.end() ? -1 : it->second;
  };

  // Vertices: collect existing ones, then number them in reading order.
  struct VInfo {
    VertexKey key;
    std::array<int, 2> xy;
  };
  std::map<VertexKey, VInfo> vinfo;
  for (int h = 0; h < t.num_hexes; ++h)
    for (int c = 0; c < 6; ++c) {
      VertexKey k = corner_key(hexes[h], Corner(c));
      if (vinfo.count(k)) continue;
      bool touches_land = false, all_on_board = true;
      for (HexCoord n : vertex_hexes(k)) {
        int i = index_of(n);
        all_on_board &= i >= 0;
        touches_land |= i >= 0 && land[i];
      }
      if (touches_land || all_on_board) vinfo[k] = {k, corner_xy(hexes[h], Corner(c))};
    }
  std::vector<VInfo> order;
  for (auto& [k, v] : vinfo) order.push_back(v);
  std::sort(order.begin(), order.end(), [](const VInfo& a, const VInfo& b) {
    return std::tie(a.xy[1], a.xy[0]) < std::tie(b.xy[1], b.xy[0]);
  });
  if (int(order.size()) > kMaxVertices)
    throw std::invalid_argument("board has " + std::to_string(order.size()) + " vertices; at most " +
                                std::to_string(kMaxVertices) + " are supported");
  t.num_vertices = int(order.size());
  std::map<VertexKey, int> vertex_id;
  for (int v = 0; v < t.num_vertices; ++v) {
    vertex_id[order[v].key] = v;
    t.vertex_xy[v] = {int16_t(order[v].xy[0]), int16_t(order[v].xy[1])};
    t.vertex_hex[v] = {-1, -1, -1};
    t.vertex_edge[v] = {-1, -1, -1};
    t.vertex_neighbour[v] = {-1, -1, -1};
    int n = 0;
    for (HexCoord c : vertex_hexes(order[v].key)) {
      int i = index_of(c);
      if (i < 0) continue;
      t.vertex_hex[v][n++] = int8_t(i);
      if (land[i]) t.land_vertices.set(v);
    }
  }
  for (int h = 0; h < t.num_hexes; ++h)
    for (int c = 0; c < 6; ++c) {
      auto it = vertex_id.find(corner_key(hexes[h], Corner(c)));
      t.hex_vertex[h][c] = it == vertex_id.end() ? -1 : int16_t(it->second);
      if (it != vertex_id.end()) t.hex_vertices[h].set(it->second);
    }

  // Edges: a side exists when both its corners exist and it touches land or
  // separates two board hexes.
  struct EInfo {
    EdgeKey key;
    int a, b, h1, h2;
  };
  std::map<EdgeKey, EInfo> einfo;
  for (int h = 0; h < t.num_hexes; ++h)
    for (int d = 0; d < 6; ++d) {
      EdgeKey k = side_key(hexes[h], Dir(d));
      if (einfo.count(k)) continue;
      auto [c1, c2] = side_corners(Dir(d));
      int a = t.hex_vertex[h][int(c1)], b = t.hex_vertex[h][int(c2)];
      if (a < 0 || b < 0) continue;
      int other = index_of({hexes[h].q + kDirDq[d], hexes[h].r + kDirDr[d]});
      bool touches_land = land[h] || (other >= 0 && land[other]);
      if (!touches_land && other < 0) continue;
      einfo[k] = {k, std::min(a, b), std::max(a, b), h, other};
    }
  std::vector<EInfo> eorder;
  for (auto& [k, e] : einfo) eorder.push_back(e);
  std::sort(eorder.begin(), eorder.end(),
            [](const EInfo& x, const EInfo& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); });
  if (int(eorder.size()) > kMaxEdges)
    throw std::invalid_argument("board has " + std::to_string(eorder.size()) + " edges; at most " +
                                std::to_string(kMaxEdges) + " are supported");
  t.num_edges = int(eorder.size());
  std::map<EdgeKey, int> edge_id;
  for (int e = 0; e < t.num_edges; ++e) {
    const EInfo& x = eorder[e];
    edge_id[x.key] = e;
    t.edge_vertex[e] = {int16_t(x.a), int16_t(x.b)};
    t.edge_hex[e] = {int8_t(x.h1), int8_t(x.h2)};
    if (land[x.h1] || (x.h2 >= 0 && land[x.h2])) t.land_edges.set(e);
    for (auto [v, w] : {std::pair{x.a, x.b}, std::pair{x.b, x.a}}) {
      int slot = 0;
      while (t.vertex_edge[v][slot] >= 0) ++slot;
      t.vertex_edge[v][slot] = int16_t(e);
      t.vertex_neighbour[v][slot] = int16_t(w);
      t.vertex_edges[v].set(e);
      t.vertex_neighbours[v].set(w);
    }
  }
  for (int h = 0; h < t.num_hexes; ++h)
    for (int d = 0; d < 6; ++d) {
      auto it = edge_id.find(side_key(hexes[h], Dir(d)));
      t.hex_edge[h][d] = it == edge_id.end() ? -1 : int16_t(it->second);
      if (it != edge_id.end()) t.hex_edges[h].set(it->second);
    }
  return t;
}

}  // namespace catanlab
