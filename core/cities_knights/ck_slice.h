#pragma once
// CkSlice: the Cities & Knights module's part of the State
// (docs/cities_knights.md). Commodities live in the base
// hands (kinds 5..7 of Hand), knights also as the base game's vertex pieces
// (PlayerState::vertex_pieces) so that they take their intersections and cut
// opponents' roads; everything else is here.
#include <array>
#include <cstdint>

#include "core/board/topology.h"
#include "core/standard/std_options.h"
#include "core/cities_knights/ck_cards.h"

namespace catanlab {

constexpr uint8_t kNoVertex = 0xFF;  // fits: kMaxVertices < 255
constexpr uint8_t kNoHex = 0xFF;

// A knight is one byte on its vertex (CkSlice::knight), 0 for none.
namespace knight {
constexpr uint8_t kOwner = 0x07;     // seat (six with the 5-6 extension)
constexpr int kStrengthShift = 3;
constexpr uint8_t kStrength = 0x18;  // 1 basic, 2 strong, 3 mighty
constexpr uint8_t kActive = 0x20;
constexpr uint8_t kSpent = 0x40;     // acted, or was activated, this turn: may not act again
constexpr uint8_t kPromoted = 0x80;  // promoted this turn
constexpr uint8_t make(int owner, int strength) { return uint8_t(owner | strength << kStrengthShift); }
constexpr int owner(uint8_t k) { return k & kOwner; }
constexpr int strength(uint8_t k) { return (k & kStrength) >> kStrengthShift; }
}  // namespace knight

// Event die faces: three ships, then the gates of the three tracks.
enum EventFace : uint8_t { kShip = 0, kTradeGate = 1, kPoliticsGate = 2, kScienceGate = 3 };
constexpr int kNumEventFaces = 4;
constexpr const char* kEventNames[kNumEventFaces] = {"ship", "trade", "politics", "science"};

struct CkPlayer {
  std::array<uint8_t, kMaxProgressKinds> progress{};  // held; VP cards are revealed, not held
  std::array<uint8_t, kNumTracks> level{};            // improvement levels
  std::array<uint8_t, 3> knights_left{};              // unused knight pieces by strength - 1
  uint8_t progress_total = 0;
  uint8_t walls = 0;        // city walls on the board
  uint8_t defender = 0;     // Defender of Catan points
  uint8_t progress_vp = 0;  // Printer and Constitution
  uint8_t padding_ = 0;
};

struct CkSlice {
  std::array<uint8_t, kMaxVertices> knight{};  // knight bytes by vertex
  uint8_t knight_padding_[(8 - kMaxVertices % 8) % 8]{};  // the bitboards after it are 8-byte aligned
  VertexSet walls;                             // vertices whose city has a wall
  // Caches (rebuild_caches), kept by the moves: the knights' flags and strengths as vertex sets
  // (ck::set_knight), so that a list reads a seat's promotions, activations and ready knights by
  // set operations, no walk per knight; and per hex its cities per seat, 4 bits each as
  // BaseSlice::hex_yield (on_build, lose_city), so that production counts none.
  VertexSet knights_active, knights_spent, knights_promoted, knights_basic, knights_strong;
  std::array<uint32_t, kMaxHexes> hex_cities{};
  std::array<CkPlayer, kStdSeats> players{};
  // A progress deck is the shuffled part (drawn first, uniformly) and the
  // cards put back under it, drawn once the shuffled part is gone.
  std::array<uint8_t, kMaxProgressKinds> deck{}, returned{};
  std::array<uint8_t, kNumTracks> metropolis{kNoVertex, kNoVertex, kNoVertex};  // vertex per track
  uint8_t barbarians = 0;   // ship steps taken
  uint8_t attacks = 0;      // attacks so far (saturating); the robber wakes at the first
  uint8_t defenders_left = 0;
  uint8_t merchant_hex = kNoHex, merchant_owner = 0xFF;
  uint8_t yellow = 0, red = 0, event = 0;  // the last roll (event: EventFace)
  // The roll under way: production still to come, and who still owes what, as seat masks.
  uint8_t rolling = 0;
  uint8_t pillage = 0, rewards = 0, draws = 0, aqueduct = 0;
  std::array<uint8_t, kStdSeats> draw_track{};
  // Interludes: the knight chosen to act or being relocated and where it
  // stood, the metropolis being placed, Inventor's first hex, Smith's
  // promotions left, cards owed (Wedding, Commercial Harbor) or taken
  // (Master Merchant), the victim of a targeted card, Bishop's victims
  // still to rob, the knight Deserter removed.
  uint8_t knight_from = kNoVertex, displaced = 0;
  uint8_t metropolis_track = 0xFF, inventor_hex = kNoHex, smith_left = 0;
  uint8_t givers = 0, give_left = 0, give_commodity = 0, take_left = 0;
  uint8_t victim = 0xFF, steal_queue = 0, deserted = 0;
  // This turn: Crane's discount, Merchant Fleet's kinds (bit per card kind),
  // Commercial Harbor played and the opponents already traded with.
  uint8_t crane = 0, fleet = 0, harbor_played = 0, harbor_done = 0;
};

}  // namespace catanlab
