#pragma once
// A table the heuristic computes from the board (its terrain and numbers: the start of its
// Layout), kept per thread for the board last seen: a search values thousands of positions of
// one board, every seat of each (an Inventor's swap or a new game computes it again).
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/standard/std_game.h"

namespace catanlab {

// `fill(table)` computes the table from the board into a zeroed T; one table per T and fill.
template <class T, class Fill>
const T& per_board(const StdGame& g, const StdState& s, Fill fill) {
  thread_local const StdGame* game = nullptr;
  thread_local uint64_t fingerprint = 0;
  constexpr size_t kBoardBytes = offsetof(Layout, harbor_kind);  // compared by memcmp: cheaper than a byte loop
  thread_local std::array<uint8_t, kBoardBytes> board{};
  thread_local T table{};
  if (game != &g || fingerprint != g.fingerprint() || std::memcmp(board.data(), &s.layout, kBoardBytes) != 0) {
    game = &g, fingerprint = g.fingerprint();
    std::memcpy(board.data(), &s.layout, kBoardBytes);
    table = T{};
    fill(table);
  }
  return table;
}

}  // namespace catanlab
