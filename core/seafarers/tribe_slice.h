#pragma once
// TribeSlice: The Forgotten Tribe's part of the Seafarers slice (docs/seafarers_forgotten_tribe.md):
// which gifts the tribe's coast still holds, where each harbor lies, who holds one to place, and
// each seat's gift points. All zero on a board without gift paths.
#include <array>
#include <cstdint>

#include "core/board/layout.h"
#include "core/standard/held_phase.h"
#include "core/standard/std_options.h"

namespace catanlab {

constexpr int kMaxGifts = 32;          // gift paths a board may mark
constexpr uint16_t kHarborHeld = 0xFFFF;  // TribeSlice::harbor_path: off the board, a seat holds it

struct TribeSlice {
  uint32_t gifts = 0;  // bit i: gift path i (the board's, in the module's order) still holds its gift
  std::array<uint16_t, kMaxHarbors> harbor_path{};   // per harbor slot: the path where it lies now, or kHarborHeld
  std::array<uint8_t, kMaxHarbors> harbor_holder{};  // per slot: the seat holding it to place (kNobody: none)
  std::array<uint8_t, kMaxHarbors> harbor_taken{};   // per slot: 0 still a gift, k the k-th harbor gift taken
  std::array<uint8_t, kStdSeats> gift_vp{};        // victory points taken as gifts
  HeldPhase held;     // the phase a gift card's draw or a harbor's placement took over
  uint8_t padding_[2]{};
};

}  // namespace catanlab
