#pragma once
// BoardSpec: a board as read from configs/boards/*.json — its topology, the
// layout written in the file, which parts a seed shuffles, its harbor slots
// and its scenario markers.
//
// File format (all coordinates axial, see topology.h):
//   {"name": "standard",
//    "hexes":   [{"q": 0, "r": -2, "terrain": "mountains", "number": 10}, {"q": 0, "r": -3, "terrain": "sea"}, …],
//    "harbors": [{"q": 0, "r": -2, "side": "NE", "kind": "3:1"}, …],   land hex + the side facing the sea
//    "shuffle": {"terrain": true, "numbers": true, "harbors": true},   what a seed may shuffle when the rule set
//                                                                      asks (shuffle_board); default all false
//   A hex may name a shuffle "group" (Barbarian Attack: "coast", "inner"): terrain and number tokens
//   are shuffled within each group apart (hexes without one form a group too); "shuffle" may give a
//   group spare tokens, {"spare_numbers": {"inner": [8]}}, dealt with the group's own (the tokens
//   left over lie unused), and forbid numbers on a terrain, {"forbid_numbers": {"gold": [6, 8]}}:
//   a deal that puts one there is dealt again, as one with 6 and 8 touching. A hex may forbid
//   numbers of its own ("forbid_numbers": [5, 6, 8, 9]), and be "fixed": true (no shuffle moves
//   its terrain or token: The Forgotten Tribe's islands).
//    "markers": [{"kind": "landing", "q": 1, "r": -3}, …]}             optional, read by scenario modules;
//               a marker may name a hex's "corner" (N, NE, SE, S, SW, NW: a vertex) or "side" (an
//               edge), and carry an integer "value" (amber and wine tokens); a "robber" marker names
//               the land hex where the robber starts (else the first desert in reading order)
//   A harbor with "station": true may stand on an inland path (a trade station).
//    "fog": {"": {"terrain": {"sea": 2, "forest": 1}, "numbers": [4, 9]}}   face-down hexes ("terrain": "fog"),
//               by shuffle group ("" for hexes naming none): the tiles their group's hexes turn up (as many
//               as the group has fog hexes) and the number tokens drawn for those that produce. A module
//               turns them over in play (Seafarers' discovery); shuffles leave them face down.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board/layout.h"
#include "core/board/topology.h"

namespace catanlab {

struct Marker {
  std::string kind;
  int hex = -1;
  int value = 0;
  int vertex = -1, edge = -1;  // the named corner or side of the hex, if any
};

// The markers of one kind as masks, for scenario rules that test them often.
struct MarkerMasks {
  HexSet hexes;
  VertexSet vertices;  // markers naming a corner
  EdgeSet edges;       // markers naming a side
};

// A fog group's face-down stacks: tiles by terrain, and number tokens by number (index 2..12).
struct FogPool {
  std::array<uint8_t, kNumTerrains> tiles{};
  std::array<uint8_t, 13> numbers{};
};

struct BoardSpec {
  std::string name;
  Topology topo;
  Layout layout;                           // as written in the file
  std::vector<int16_t> harbor_edges;       // slot -> coastal edge
  std::array<int8_t, kMaxVertices> vertex_harbor_slot{};  // -1: no harbor at this vertex
  bool shuffle_terrain = false, shuffle_numbers = false, shuffle_harbors = false;
  // Shuffle groups: each hex's group (0: hexes naming none), their names, and their spare tokens.
  static constexpr int kMaxGroups = 8, kMaxSpare = 16;
  std::array<uint8_t, kMaxHexes> hex_group{};
  std::vector<std::string> group_names{""};
  std::vector<std::vector<uint8_t>> spare_numbers{{}};
  std::array<uint16_t, kNumTerrains> forbid_numbers{};  // per terrain: bit n, a number no shuffle deals there
  std::array<uint16_t, kMaxHexes> hex_forbid_numbers{};  // per hex: bit n, a number no shuffle deals there
  HexSet fixed;                            // hexes no shuffle moves
  std::vector<FogPool> fog_pools{{}};      // by group: what its fog hexes turn up
  HexSet fog;                              // the hexes face down in the file
  int robber_hex = -1;                     // a "robber" marker's hex: the robber's start on every layout
  std::vector<Marker> markers;
  std::vector<std::pair<std::string, MarkerMasks>> marker_masks;  // by kind, built with `markers`

  // The masks of the markers of `kind` (all empty if the board has none).
  const MarkerMasks& markers_of(std::string_view kind) const;

  // The file's layout, with terrain, numbers and harbors shuffled as the file
  // asks; random numbers never put 6 and 8 (or 6-6, 8-8) on adjacent hexes,
  // nor a number on a terrain that forbids it.
  Layout layout_for_seed(uint64_t seed) const;
  int num_land_hexes() const { return topo.land.count(); }
};

// Both throw ConfigError naming the file and the field at fault.
BoardSpec load_board_file(const std::string& path);
BoardSpec parse_board(const std::string& json_text, const std::string& where);

}  // namespace catanlab
