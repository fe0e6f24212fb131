#pragma once
// ElSlice: the Enchanted Land module's part of the State
// (TD&E §4.6; design in docs/tde_enchanted_land.md).
// Knights stay C&K's (CkSlice::knight and the base game's vertex pieces), wherever they stand; a
// knight pushed off on the Enchanted Land waits for its place in CkSlice::displaced, as in C&K.
#include <array>
#include <cstdint>

#include "core/standard/std_options.h"
#include "core/board/topology.h"

namespace catanlab {

constexpr int kDragonStrengths = 3;       // a dragon's flag: 1, 2 or 3
constexpr uint8_t kNoKnight = 0xFF;       // ElSlice::knight_from: none chosen

struct ElSlice {
  VertexSet dragons;  // dragon tokens still on their spots
  VertexSet shown;    // of those, the ones whose flag is public (a knight lost to them)
  VertexSet strong;   // of the shown ones, flag 2 or 3
  VertexSet mighty;   // of the shown ones, flag 3
  std::array<uint8_t, kDragonStrengths> hidden{};  // face-down flags on the board, by strength - 1
  std::array<uint8_t, kMaxPlayers> slain{};        // dragons each seat defeated (1 VP each)
  uint8_t crossed = 0;                // seats whose knight crossed (one per seat, ever)
  uint8_t knight_from = kNoKnight;    // the knight chosen to cross, move or fight
  uint8_t padding_[7]{};
};

}  // namespace catanlab
