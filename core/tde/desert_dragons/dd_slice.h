#pragma once
// DdSlice: the Desert Dragons' part of the State (TD&E §4.4; design in
// docs/tde_desert_dragons.md): where the dragons are and what is left to place.
// Their curse lives in the base game's fields (barren hexes, dead roads, dormant buildings),
// derived from this slice.
#include <array>
#include <cstdint>

#include "core/board/topology.h"

namespace catanlab {

constexpr int kMaxDeserts = 4;  // the board's deserts, where dragons gather (the book has 3)

struct DdSlice {
  HexSet dragons;   // landscape hexes holding a dragon (one at most each)
  HexSet invading;  // landscape hexes the roll under way still owes a dragon (phase dd_invade)
  std::array<uint8_t, kMaxDeserts> desert{};  // dragons on each desert, in the board's hex order
  uint8_t supply = 0;       // dragons beside the board, still to gather
  uint8_t gather_left = 0;  // dragons the build under way still places (phase dd_gather)
  uint8_t slain = 0;        // dragons knights took out of the game
  uint8_t padding_[1]{};
};

}  // namespace catanlab
