#pragma once
// LotcSlice: the Legend of the Conquerors module's part of the State
// (Legend of the Conquerors, rulings in docs/rulings.md; design in
// docs/conquerors.md). Knights are
// Cities & Knights' (CkSlice); conquered hexes also stand in
// BaseSlice::barren so that production skips them.
#include <array>
#include <cstdint>

#include "core/board/topology.h"
#include "core/standard/std_options.h"

namespace catanlab {

// How a chapter ended (LotcSlice::outcome).
enum LotcOutcome : uint8_t { kPlaying = 0, kVictory = 1, kDefeat = 2 };
// Which row of conquerors moves first in an advance (LotcSlice::advancing).
enum LotcAdvance : uint8_t { kNoAdvance = 0, kNorthFirst = 1, kSouthFirst = 2 };

// LotcSlice::cannon and ::horse: where the piece is when not beside a knight.
constexpr uint8_t kUnbuilt = 0xFE, kOnTile = 0xFF;

struct LotcSlice {
  std::array<uint8_t, kMaxHexes> conqueror{};  // strength (2..6) of the conqueror on each hex, 0: none
  HexSet conquered;                            // numbered hexes whose token is flipped
  HexSet to_advance;                           // conquerors that still move in the advance under way
  std::array<uint8_t, kMaxPlayers> hero{};     // position on the hero track (= its VP)
  uint8_t space = 1;           // the barbarian ship's space on the event track (1: start)
  uint8_t advancing = kNoAdvance;
  uint8_t mover = 0xFF;        // the hex of the conqueror whose direction die is rolled
  uint8_t outcome = kPlaying;
  uint8_t winners = 0;         // seat mask of the chapter's winners after a victory
  uint8_t setup_cities = 0;    // seats still to turn a settlement into a walled city
  // Help from the South: the resources still in the face-down stack (bit per
  // resource) and the cards drawn from it so far. Road Building Mission: the
  // knight's vertex and the roads still free.
  uint8_t south_stack = 0, south_drawn = 0;
  uint8_t mission_vertex = 0xFF, mission_roads = 0;
  uint8_t padding_[2]{};
  // Chapter 2 (docs/conquerors.md): the amber still lying on the board's
  // marked intersections (each marker's tokens go together), the wine tokens
  // left on each hex, and each seat's tokens; the rest of the box is the supply.
  VertexSet amber;
  std::array<uint8_t, kMaxHexes> wine{};
  std::array<uint8_t, kMaxPlayers> amber_held{}, wine_held{};
  // Each seat's cannon (foundry) and horse (horse farm): the vertex of the
  // knight it stands beside, kOnTile (built, waiting for a knight) or kUnbuilt.
  std::array<uint8_t, kMaxPlayers> cannon{kUnbuilt, kUnbuilt, kUnbuilt, kUnbuilt};
  std::array<uint8_t, kMaxPlayers> horse{kUnbuilt, kUnbuilt, kUnbuilt, kUnbuilt};
  // A cavalry charge under way: where the cavalry came from (0xFF: none).
  uint8_t charge_from = 0xFF;
  // Wyler's Help: the seats still to buy (mask) and the cards the seat to
  // move has bought; Thora's holder (0xFF: none) and the seats whose cavalry
  // has Dagur's point (mask).
  uint8_t wyler_left = 0, battle_bought = 0, thora = 0xFF, dagur = 0;
  // A card played between the track's steps: the interrupt under way (its
  // kind, and for Archers the die's colour), the seats still to be asked
  // (mask), and after Aegis the opponents still to take a token (mask).
  uint8_t interrupt = 0, interrupt_left = 0, aegis_left = 0;
  // Lea the Healer: the knights (knight bytes, at most kMaxDefeated) the
  // conquerors beat in the step just fought, and the one chosen (0xFF: none yet).
  std::array<uint8_t, 6> defeated{};
  uint8_t lea_knight = 0xFF;
  // Chapter 3: Support from the East, the seats still to take their free road (mask).
  uint8_t east_left = 0;
  // Chapter 3: the free roads each seat won from forts, still to build on its turn.
  std::array<uint8_t, kMaxPlayers> fort_roads{};
  // Chapter 3: per hex, the conqueror in its fort (strength 3..6 in the low
  // nibble, 0: no fort or captured) and the fort's reward tile (FortReward in
  // the high nibble, 0 until dealt; a captured fort keeps it, face up).
  std::array<uint8_t, kMaxHexes> fort{};
  // Chapter 2 on, domestic trade: the tokens on each side of the offer (BaseSlice::offer),
  // per lotc::Token (amber, wine); the offer's give_total and get_total count them too.
  std::array<uint8_t, 2> offer_give{}, offer_get{};
};
constexpr uint8_t kFortStrength = 0x0F, kFortRewardShift = 4;
// The forts' reward tiles (rulings.md, "Forts").
enum class FortReward : uint8_t { None, Grain, Road, Amber, Wine, GrainAmber, GrainWine };
constexpr int kNumFortRewards = 7;  // None included

}  // namespace catanlab
