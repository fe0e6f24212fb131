#pragma once
// Board geometry: hexes in axial coordinates and every derived table the rules
// need (corners, sides, adjacency), computed once per board shape and shared
// by every game on it. Terrain and numbers are not here: they change per seed
// and live in the State's Layout (core/board/layout.h).
//
// Conventions (docs/rulings.md, General): pointy-top hexes, "north" up, the six
// neighbour directions E, NE, NW, W, SW, SE. A vertex exists where it touches a
// land hex, or where all three hexes around it are on the board (open sea, for
// ships). An edge exists where it touches land, or separates two board hexes
// and both its ends exist. On the standard board that gives 19 land hexes,
// 54 vertices and 72 edges. Ids are assigned in reading order (top to bottom,
// then left to right) so that `v0` is the northernmost corner.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/bits.h"

namespace catanlab {

// Sized for the largest boards the books need (Seafarers' and Treasures,
// Dragons & Explorers' maps: about 96 land and sea hexes), not for the
// 19-hex base game. Vertex ids fit a byte with 0xFF spare; hex ids fit int8_t.
constexpr int kMaxHexes = 96;
constexpr int kMaxVertices = 254;
constexpr int kMaxEdges = 384;

using HexSet = Bits<kMaxHexes>;
using VertexSet = Bits<kMaxVertices>;
using EdgeSet = Bits<kMaxEdges>;

enum class Dir : uint8_t { E, NE, NW, W, SW, SE };
constexpr int kDirDq[6] = {+1, +1, 0, -1, -1, 0};
constexpr int kDirDr[6] = {0, -1, -1, 0, +1, +1};

// Corners of a pointy-top hex, clockwise from north.
enum class Corner : uint8_t { N, NE, SE, S, SW, NW };

struct HexCoord {
  int q = 0, r = 0;
  friend bool operator==(const HexCoord&, const HexCoord&) = default;
};

struct Topology {
  int num_hexes = 0, num_vertices = 0, num_edges = 0;

  std::array<HexCoord, kMaxHexes> coord{};
  HexSet land;  // hexes that can hold land (land, desert, fog); the rest is sea

  // Tables; -1 marks "none" (off the board, or a corner/side that does not exist).
  std::array<std::array<int16_t, 6>, kMaxHexes> hex_vertex{};   // by Corner
  std::array<std::array<int16_t, 6>, kMaxHexes> hex_edge{};     // by Dir of the side
  std::array<std::array<int8_t, 6>, kMaxHexes> hex_neighbour{};  // by Dir
  std::array<std::array<int8_t, 3>, kMaxVertices> vertex_hex{};  // up to 3 board hexes
  std::array<std::array<int16_t, 3>, kMaxVertices> vertex_edge{};
  std::array<std::array<int16_t, 3>, kMaxVertices> vertex_neighbour{};  // across vertex_edge[i]
  std::array<std::array<int16_t, 2>, kMaxEdges> edge_vertex{};
  std::array<std::array<int8_t, 2>, kMaxEdges> edge_hex{};  // the two hexes it separates

  // The same relations as bit masks, for branch-light move generation.
  std::array<VertexSet, kMaxHexes> hex_vertices{};
  std::array<EdgeSet, kMaxHexes> hex_edges{};  // its sides
  std::array<VertexSet, kMaxVertices> vertex_neighbours{};
  std::array<EdgeSet, kMaxVertices> vertex_edges{};
  VertexSet land_vertices;  // touch at least one land hex: where buildings may stand
  EdgeSet land_edges;       // touch at least one land hex: where roads may lie

  // Drawing coordinates: x in units of sqrt(3)/2, y in units of 1/2 hex radius.
  std::array<std::array<int16_t, 2>, kMaxVertices> vertex_xy{};

  int hex_at(HexCoord c) const;             // -1 if not on the board
  int edge_between(int h, Dir d) const { return hex_edge[h][int(d)]; }
  int edge_of(int a, int b) const;          // edge joining two vertices, or -1
  bool is_coastal(int e) const;             // a land hex on exactly one side
};

// Derives all tables from the hexes; land[i] says whether hex i is land.
// Throws std::invalid_argument if the board exceeds the kMax* sizes or repeats a hex.
Topology build_topology(const std::vector<HexCoord>& hexes, const std::vector<bool>& land);

}  // namespace catanlab
