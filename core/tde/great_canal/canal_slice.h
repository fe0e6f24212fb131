#pragma once
// CanalSlice: the Great Canal module's part of the State (design in docs/tde_great_canal.md). Knights
// stay C&K's; the flood is the canal finished (every canal hex dug); prospectors' cards are
// Seafarers' gold picks; traders' harbors are PlayerState::harbors.
#include <array>
#include <cstdint>

#include "core/standard/std_options.h"
#include "core/board/topology.h"

namespace catanlab {

struct CanalSlice {
  HexSet dug;                                // canal hexes dug (once finished, the last one too)
  std::array<uint8_t, kMaxPlayers> chips{};  // canal chips each seat won (1 VP each)
  uint8_t padding_[4]{};
};

}  // namespace catanlab
