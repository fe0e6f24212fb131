#pragma once
// BaSlice: the Barbarian Attack module's part of the State
// (rulings in docs/rulings.md; design in docs/barbarian_attack.md).
// Conquered hexes also stand in BaseSlice::barren (no production) and
// BaseSlice::closed_roads (no road on their paths); conquered buildings in
// BaseSlice::dormant (no VP, no harbor).
#include <array>
#include <cstdint>

#include "core/board/topology.h"
#include "core/standard/std_options.h"

namespace catanlab {

// The Barbarian Attack deck's cards (ba_cards: none is ever held).
enum BaCard : uint8_t { Knighthood, SwiftKnight, Treason, Capture };
constexpr int kNumBaCards = 4;
constexpr const char* kBaCardNames[kNumBaCards] = {"knighthood", "swift_knight", "treason", "capture"};

constexpr uint8_t kNoEdge = 0xFF;         // BaSlice::from: no knight chosen
constexpr uint8_t kNoCheck = 0xFF;        // BaSlice::check: no battle check under way
constexpr uint8_t kFromSupply = 0xFE;     // BaSlice::treason_src: a barbarian from the supply

// A seat's knights, on paths, and what it holds.
struct BaSeat {
  EdgeSet knights;
  uint16_t gold = 0;
  uint8_t knights_left = 0;  // knights in its supply
  uint8_t prisoners = 0;
  uint8_t padding_[4]{};
};

struct BaSlice {
  std::array<BaSeat, kMaxPlayers> seats{};
  EdgeSet moved;       // knights that moved this turn (on the paths they moved to)
  EdgeSet castle_new;  // knights placed on castle paths this turn, still there
  EdgeSet spent;       // knights that won a battle in the check under way
  std::array<uint8_t, kMaxHexes> barbarians{};  // on each coastal hex (0..ba_conquer)
  std::array<uint8_t, kNumBaCards> pile{}, discards{};  // the deck's draw pile and discards, by card
  uint8_t supply = 0;           // barbarians not yet landed
  uint8_t land_left = 0;        // landing draws still to come after a build
  uint16_t land_drawn = 0;      // bit N: number N was drawn in the landing under way
  uint8_t from = kNoEdge;       // the knight chosen to move
  uint8_t gold_bought = 0;      // the turn's gold purchase is made
  uint8_t knights_moving = 0;   // a knight moved this turn: trading and building are over
  uint8_t check = kNoCheck;     // the battle check: the place in the coast's order of the hex under way
  uint8_t pending = 0;          // prisoners of a victory not yet given (a dice-off decides)
  uint8_t contenders = 0;       // the seats among which the dice-off under way decides (mask)
  uint8_t treason_left = 0;     // Treason: barbarian moves still to make
  std::array<uint8_t, 2> treason_src{0xFF, 0xFF}, treason_dst{0xFF, 0xFF};  // Treason: the moves' hexes so far
  uint8_t card = 0xFF;          // the card being resolved (Knighthood, Swift Knight: where its knight may go)
  uint8_t offer_gold_give = 0, offer_gold_get = 0;  // gold on the domestic offer under way (BaseSlice::offer)
  uint8_t padding_[6]{};
};

}  // namespace catanlab
