#pragma once
// TreasureSlice: the treasures of Treasures, Dragons & Explorers
// (TD&E §1.3, §4.1; docs/tde_treasure_islands.md).
// A tile's kind is drawn by chance when it is turned, so the slice keeps how
// many of each kind are left among the tiles not yet turned, not where they lie.
// Tiles kept face down (Departure, §4.2) are each seat's hidden information: the
// others see how many, and resample_hidden redeals their kinds.
#include <array>
#include <cstdint>

#include "core/standard/held_phase.h"
#include "core/standard/std_options.h"
#include "core/board/topology.h"

namespace catanlab {

// What a treasure tile gives (rulings.md, TD&E): two resources of choice, two free roads or
// ships, or a development card.
enum class TreasureKind : uint8_t { Resources, Paths, Card };
constexpr int kTreasureKinds = 3;
constexpr const char* kTreasureNames[kTreasureKinds] = {"resources", "paths", "card"};

// The sum of counts by kind (tiles, cards).
template <size_t N>
int total_of(const std::array<uint8_t, N>& counts) {
  int n = 0;
  for (uint8_t x : counts) n += x;
  return n;
}

struct TreasureSlice {
  VertexSet spots;    // treasures lying on the board, not yet reached
  VertexSet reached;  // spots a piece reached: their tiles still to turn
  // Departure's special harbours (2:1, one per resource): the path + 1 each lies on; 0: in the stock.
  std::array<uint16_t, kNumResources> harbor_at{};
  std::array<uint8_t, kTreasureKinds> pool{};  // tiles not yet turned (board, reached, stock, owed), by kind
  uint8_t stock = 0;       // tiles in the stock beside the board
  uint8_t owed = 0;        // stock tiles the hunter is owed (a sea or desert discovered)
  uint8_t hunter = 0;      // the seat taking the treasures
  uint8_t picks = 0;       // resources the hunter still takes (a treasure of resources)
  uint8_t free_paths = 0;  // free roads or ships the hunter still lays
  HeldPhase hunt;          // the phase the hunt took over (active: a treasure phase holds the game)
  uint8_t winners = 0;     // a scenario's end shared by several seats (bits); 0: the base game's winner
  uint8_t deck = 0;        // with C&K: the deck the progress card is drawn from
  uint8_t drawn = 0;       // the kind of the tile its finder keeps or uses (phase treasure_choice)
  std::array<std::array<uint8_t, kTreasureKinds>, kMaxPlayers> kept{};  // tiles kept face down, by seat and kind
  uint8_t harbor_due = 0;   // seats owed a special harbour (bits)
  uint8_t harbor_kind = 0;  // the resource of the special harbour being placed
  uint8_t padding_[1]{};
};

}  // namespace catanlab
