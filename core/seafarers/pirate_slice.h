#pragma once
// PirateSlice: The Pirate Islands' part of the Seafarers slice (docs/seafarers_pirate_islands.md):
// the pirate fleet's step on its path, each seat's fortress chips and warships, and a raid under
// way (the seat raided, the cards it still owes; the roll's sum waits in BaseSlice::last_roll).
// All zero (the fleet gone) without option pirate_islands.
#include <array>
#include <cstdint>

#include "core/standard/std_options.h"

namespace catanlab {

constexpr uint8_t kFleetGone = 0xFF;  // PirateSlice::fleet: off the board (every fortress taken)

struct PirateSlice {
  uint8_t fleet = kFleetGone;  // the fleet's step on its path (board markers "fleet", by value)
  uint8_t raided = 0;          // the seat the raid under way hits (FleetTakes, FleetPick)
  uint8_t owed = 0;            // cards it still loses to the bank (FleetTakes)
  uint8_t padding_ = 0;
  std::array<uint8_t, kStdSeats> chips{};     // chips left on each seat's fortress (0: taken)
  std::array<uint8_t, kStdSeats> warships{};  // each seat's warships (a count, at most its ships on the board)
};

}  // namespace catanlab
