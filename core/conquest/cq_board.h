#pragma once
// CqBoard: a Conquest board as read from configs/boards/*.json. The hexes are
// a standard board file's (core/board/board_spec.h: terrain, numbers on land
// and gold hexes, "shuffle"); the family's own section says what the standard
// format cannot, ports and fish shoals on sea hexes:
//   "conquest": {"ports": [{"q": 0, "r": 0, "kind": "3:1", "start": true}, {..., "kind": "ore"}],
//                "fish":  [{"q": 2, "r": 2, "number": 8}]}
// Islands are the board's connected groups of land hexes. A seed shuffles the
// terrain within each island and the number tokens within each island and
// among the fish shoals apart (so equal islands stay equal), with no 6 or 8
// beside another.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/board/board_spec.h"
#include "core/conquest/cq_state.h"

namespace catanlab {

constexpr uint8_t kGenericPort = 5;  // port kinds: 0..4 a 2:1 port of that resource, 5: 3:1

struct CqBoard {
  BoardSpec spec;                         // the hexes as the file gives them (terrain, land numbers)
  std::array<uint8_t, kMaxHexes> port{};  // kCqNone or a port kind
  HexSet ports;                           // the hexes with a port
  HexSet start_ports;                     // the ports a seat may start from
  HexSet fish;                            // fish shoals
  HexSet sea;
  std::array<uint8_t, kMaxHexes> island{};  // land: its island; sea: kCqNone
  int num_islands = 0;
  std::array<HexSet, kMaxHexes> island_hexes{};  // by island
  std::vector<HexSet> within;  // [h * (max_distance + 1) + d]: the hexes at most d from h
  int max_distance = 0;
  std::array<HexSet, kMaxHexes> neighbours{};
  // Ships sail any sea whatever stands on it, and no wall stands between two sea hexes (walls are
  // sides of land hexes): a ship's moves are the board's alone. Hex to hex distances through the sea
  // ([a * kMaxHexes + b], kCqNone: none) and the hexes 1..d steps away ([a * (max_sail + 1) + d]).
  std::vector<uint8_t> sea_distance;
  std::vector<HexSet> sail_within;
  int max_sail = 0;
  HexSet coastal;                         // land hexes beside a sea hex
  std::array<uint8_t, kMaxHexes> terrain{}, number{};  // as written (fish shoals numbered)
  std::array<uint8_t, kMaxHexes> fallback_number{};    // a deal with 6 and 8 apart, found at load

  const Topology& topo() const { return spec.topo; }
  // The least hex distance from `from` to a hex of `to`; -1 when `to` is empty.
  int nearest(int from, const HexSet& to) const;
  // The hexes a ship on `from` reaches in at most `steps` steps (`from` left out); its steps to `to`.
  const HexSet& sail(int from, int steps) const { return sail_within[size_t(from) * (max_sail + 1) + std::min(steps, max_sail)]; }
  int sail_distance(int from, int to) const { return sea_distance[size_t(from) * kMaxHexes + to]; }
  // Terrain and numbers for a game of `seed`, into `s` (shuffled when `shuffle`).
  void deal(uint64_t seed, bool shuffle, CqState& s) const;
};

// Hex distance on the axial grid.
int hex_distance(const Topology& t, int a, int b);

// Both throw ConfigError naming the file and the field at fault.
CqBoard load_cq_board(const std::string& path);
CqBoard parse_cq_board(const std::string& json_text, const std::string& where);

}  // namespace catanlab
