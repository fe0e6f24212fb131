#pragma once
// SeaSlice: the Seafarers module's part of the State (rulings in docs/rulings.md;
// design in docs/seafarers.md). Ships are the base game's path pieces
// (PlayerState::path_pieces), so that they take their paths and count in the
// longest trail (Longest Trade Route); paths where no road may go (beside fog
// only) are BaseSlice::closed_roads. Everything else is here.
#include <array>
#include <cstdint>

#include "core/standard/held_phase.h"
#include "core/standard/std_options.h"
#include "core/board/board_spec.h"
#include "core/seafarers/tribe_slice.h"
#include "core/seafarers/pirate_slice.h"

namespace catanlab {

constexpr uint8_t kNoSeaHex = 0xFF;    // the pirate off the board; no hex being revealed
constexpr uint16_t kNoShip = 0xFFFF;   // SeaSlice::ship_from: no ship chosen
constexpr int kMaxIslands = 16;        // island ids 0..15 (board markers "island")
constexpr int kMaxVillages = 12;       // Cloth for Catan's villages (board markers "village"), 6 players' board included

// Cloth for Catan (docs/seafarers_cloth.md): the villages' cloth, who trades with each, and the
// seats' cloth (2 cloth: 1 VP). All zero on a board without villages.
struct ClothSlice {
  std::array<uint8_t, kMaxVillages> village{};  // cloth still on each village (board marker order)
  std::array<std::array<uint8_t, kStdSeats>, kMaxVillages> rank{};  // per village and seat: 0, or its arrival (1: first)
  std::array<uint8_t, kStdSeats> cloth{};     // each seat's cloth
  uint8_t supply = 0;                           // the general supply
  uint8_t winners = 0;                          // the village end: bit per seat sharing the win
  uint8_t padding_[8]{};
};

// The Wonders of Catan (docs/seafarers_wonders.md): each wonder's owner (kNobody: unclaimed) and the
// levels built (0..4); a claimed wonder holds one of its owner's ships. Option wonders: how many of
// the seven are on the table (the five; 5-6 players add a second Theater and a second Great Bridge).
constexpr int kMaxWonders = 7;
struct SeaWonders {
  std::array<uint8_t, kMaxWonders> owner{};
  std::array<uint8_t, kMaxWonders> level{};
};

struct SeaSlice {
  EdgeSet ship_paths;  // cache: paths a ship may take now (beside a sea hex or the frame; not beside fog only)
  // Caches of each seat's ships, for its legal moves (sea_ships.cpp): their ends, those where two or
  // more of them meet, and the ship paths at its reach (its buildings, its ships' ends that no other
  // seat's building or vertex piece cuts) less its forks (single_routes): its ship frontier before
  // the roads and ships on them, the pirate and the lanes.
  std::array<VertexSet, kStdSeats> ship_ends{}, shared_ends{};
  std::array<EdgeSet, kStdSeats> reach_paths{};
  EdgeSet new_ships;   // built this turn: they may not move
  HexSet to_reveal;    // face-down hexes a piece reached, still to turn over
  // The face-down stacks still to draw, by fog group (BoardSpec::fog_pools): tiles by terrain, tokens by number.
  std::array<std::array<uint8_t, kNumTerrains>, BoardSpec::kMaxGroups> fog_tiles{};
  std::array<std::array<uint8_t, 13>, BoardSpec::kMaxGroups> fog_numbers{};
  std::array<uint16_t, kStdSeats> islands{};        // bit i: the seat has settled island i (set-up included)
  std::array<uint16_t, kStdSeats> bonus_islands{};  // those first settled after the set-up (island_vp each)
  std::array<uint8_t, kStdSeats> ships_left{};
  std::array<uint8_t, kStdSeats> gold_owed{};    // cards of choice the seat still picks
  uint16_t ship_from = kNoShip;  // ShipTo: the ship being moved
  uint8_t pirate = kNoSeaHex;
  uint8_t moved = 0;             // a ship moved this turn
  uint8_t revealing = kNoSeaHex; // RevealNumber: the hex whose number token is drawn
  uint8_t finder = 0;            // the seat whose piece turns the fog over (its reward)
  HeldPhase interlude;           // the phase that reveals, or gold picks outside a roll, took over
  uint8_t gold_roll = 0;         // the picks under way are a roll's: the roll goes on after them
  SeaWonders wonders;            // option wonders only
  uint8_t padding_[7]{};
  ClothSlice cloth;              // Cloth for Catan
  TribeSlice tribe;              // The Forgotten Tribe's gifts (sea_tribe.cpp)
  PirateSlice pirates;           // The Pirate Islands' fleet, fortresses and warships (sea_pirate_*.cpp)
};

}  // namespace catanlab
