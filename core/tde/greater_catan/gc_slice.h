#pragma once
// GcSlice: Greater Catan's part of the State (TD&E §4.3; design in
// docs/tde_greater_catan.md). The tokens themselves are the layout's numbers
// (StdState::layout), which impoverishment writes; the reserve stack and the run of hexes
// still owed a token are here.
#include <array>
#include <cstdint>

#include "core/standard/held_phase.h"
#include "core/board/topology.h"

namespace catanlab {

constexpr uint8_t kNoGcHex = 0xFF;  // GcSlice::serving: no hex being served

struct GcSlice {
  HexSet pending;                      // numberless land hexes a new road or ship reached, still owed a token
  std::array<uint8_t, 13> reserve{};   // the face-down reserve stack, by number (index 2..12)
  uint8_t serving = kNoGcHex;          // the hex taking a token now (reserve draw, or a home token chosen)
  uint8_t seat = 0;                    // who placed the piece: chooses the order and the home token
  HeldPhase interlude;                 // the phase the run took over
  uint8_t padding_[5]{};
};

}  // namespace catanlab
