#pragma once
// BaSlice: the Barbarian Attack module's part of the State
// (../shared/rules/barbarian-attack.md; design in docs/barbarian_attack.md).
// Conquered hexes also stand in BaseSlice::barren (no production) and
// BaseSlice::closed_roads (no road on their paths); conquered buildings in
// BaseSlice::dormant (no VP, no harbor).
#include <array>
#include <cstdint>

#include "core/board/topology.h"

namespace catanlab {

struct BaSlice {
  std::array<uint8_t, kMaxHexes> barbarians{};  // on each coastal hex (0..ba_conquer)
  uint8_t supply = 0;                           // barbarians not yet landed
  uint8_t land_left = 0;                        // landing draws still to come after a build
  uint16_t land_drawn = 0;                      // bit N: number N was drawn in the landing under way
  uint8_t padding_[4]{};
};
static_assert(sizeof(BaSlice) == kMaxHexes + 8);

}  // namespace catanlab
