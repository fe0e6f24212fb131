#pragma once
// Moving resource cards between the bank and hands. Every move goes through
// these, so the bank + hands total stays constant and the public card count
// (`known`: what every player can deduce) stays a lower bound of each hand.
#include <algorithm>
#include <bit>
#include <cstring>

#include "core/standard/std_state.h"

namespace catanlab {

// Counts packed one per byte; they stay below 128, so bit 7 of each byte is a
// guard that survives a subtraction exactly where that count >= the other.
constexpr uint64_t kByteGuards = 0x0000008080808080ull;  // the five resources
constexpr uint64_t kHandGuards = 0x8080808080808080ull;  // every card kind
template <size_t N>
inline uint64_t packed(const std::array<uint8_t, N>& counts) {
  static_assert(N == 5 || N == 8);
  uint64_t x = 0;
  if constexpr (N == 8) {
    std::memcpy(&x, counts.data(), 8);
  } else {
    // Two loads joined in a register: a 5-byte memcpy goes through the stack
    // as two stores and one wider load, which stalls store forwarding.
    uint32_t low;
    std::memcpy(&low, counts.data(), 4);
    x = low | uint64_t(counts[4]) << 32;
  }
  return x;
}
// Bit 8r+7 set where hand[r] >= need[r], for all five resources at once.
inline uint64_t at_least(const Hand& hand, uint64_t need) { return ((packed(hand) | kByteGuards) - need) & kByteGuards; }
inline bool covers(const PlayerState& p, const std::array<uint8_t, kNumResources>& cost) {
  return at_least(p.hand, packed(cost)) == kByteGuards;
}
// Does `hand` hold every card of `cards`, commodities included?
inline bool holds(const Hand& hand, const Hand& cards) {
  return (((packed(hand) | kHandGuards) - packed(cards)) & kHandGuards) == kHandGuards;
}

// A hand's counts stored as one word. Every card move writes whole words: a later packed
// load (the move generator's, the next move's) then forwards from the store, where a byte
// store under a wider load stalls the load until the store has left the store buffer.
inline void store(Hand& h, uint64_t x) { std::memcpy(h.data(), &x, sizeof x); }
// Count k's byte of a packed hand.
constexpr uint64_t kind_byte(int k) { return uint64_t{0xFF} << (8 * k); }
// n cards of kind k added to the hand (n < 0 takes them: the count must cover them), as one word.
inline void add_cards(Hand& h, int k, int n) { store(h, packed(h) + (uint64_t(n) << (8 * k))); }

// A public loss of n cards of r: the deduced count falls with it.
inline void lose_public(PlayerState& p, int r, int n) {
  const int left = p.hand[r] - n, known = std::min(p.known[r] > n ? p.known[r] - n : 0, left);
  add_cards(p.hand, r, -n);
  store(p.known, (packed(p.known) & ~kind_byte(r)) | uint64_t(known) << (8 * r));
  p.hand_total -= n;
}
inline void gain_public(PlayerState& p, int r, int n) {
  add_cards(p.hand, r, n);
  add_cards(p.known, r, n);
  p.hand_total += n;
}

inline void bank_pays(BaseSlice& b, int player, int r, int n) {
  add_cards(b.bank, r, -n);
  gain_public(b.players[player], r, n);
}
inline void pay_bank(BaseSlice& b, int player, int r, int n) {
  lose_public(b.players[player], r, n);
  add_cards(b.bank, r, n);
}
inline void pay_cost(BaseSlice& b, int player, const std::array<uint8_t, kNumResources>& cost) {
  for (int r = 0; r < kNumResources; ++r)
    if (cost[r]) pay_bank(b, player, r, cost[r]);
}
// A card from the bank dealt face down (Help from the South): the deduced
// counts stay as they were, still a lower bound.
inline void bank_deals_hidden(BaseSlice& b, int player, int r) {
  add_cards(b.bank, r, -1);
  PlayerState& p = b.players[player];
  add_cards(p.hand, r, 1);
  p.hand_total += 1;
}
// A public hand-to-hand move of n cards of kind k.
inline void hand_over(BaseSlice& b, int from, int to, int k, int n) {
  lose_public(b.players[from], k, n);
  gain_public(b.players[to], k, n);
}

static_assert(kStdSeats <= 8, "production lanes hold one byte per seat in 64 bits");

// Bit 8q+7 set where byte q of `lanes` is not zero.
inline uint64_t nonzero_bytes(uint64_t lanes) {
  constexpr uint64_t kLow = 0x7F7F7F7F7F7F7F7Full;
  return (((lanes & kLow) + kLow) | lanes) & ~kLow;
}

// The bytes of `x` added up (each kind's count of a packed hand; the total stays below 256).
inline int byte_sum(uint64_t x) { return int(x * 0x0101010101010101ull >> 56); }

// A roll's production, owed[q] the cards seat q is owed as a packed hand (one
// byte per kind) (base game §5): the bank pays everyone a kind, or no one if it
// is short of it, unless a lone claimant may take what is left
// (`lone_takes_rest`). One add per seat to its hand, and no branch on which
// kinds or seats a random roll pays. `total`: the sum of `owed`, which a caller that gathered it
// in registers passes (summed here, the seats' hands go through the stack as two 8-byte stores
// under a 16-byte load, which stalls). Returns the seats paid, as bits 8q+7. `Seats`: the
// seats that may be owed (the first four where no more play: a fixed count, unrolled).
template <int Seats = kStdSeats>
inline uint64_t pay_hands(BaseSlice& b, std::array<uint64_t, kStdSeats>& owed, uint64_t total, bool lone_takes_rest) {
  const uint64_t bank = packed(b.bank);
  if (const uint64_t fits = ((bank | kHandGuards) - total) & kHandGuards; fits != kHandGuards) [[unlikely]] {
    for (uint64_t short_kinds = ~fits & kHandGuards; short_kinds; short_kinds &= short_kinds - 1) {
      const int k = std::countr_zero(short_kinds) >> 3;
      const uint64_t kind = kind_byte(k);
      int claimants = 0, lone = 0;
      for (int q = 0; q < Seats; ++q)
        if (owed[q] & kind) ++claimants, lone = q;
      for (int q = 0; q < Seats; ++q) owed[q] &= ~kind;
      if (lone_takes_rest && claimants == 1 && b.bank[k] > 0) owed[lone] |= uint64_t(b.bank[k]) << (8 * k);
    }
    total = 0;
    for (int q = 0; q < Seats; ++q) total += owed[q];
  }
  store(b.bank, bank - total);
  uint64_t paid = 0;
  for (int q = 0; q < Seats; ++q) {  // every seat of Seats: one beyond the game's is owed nothing
    PlayerState& p = b.players[q];
    store(p.hand, packed(p.hand) + owed[q]);
    store(p.known, packed(p.known) + owed[q]);
    p.hand_total = uint8_t(p.hand_total + byte_sum(owed[q]));
    paid |= uint64_t(owed[q] != 0) << (8 * q + 7);
  }
  return paid;
}
inline uint64_t pay_hands(BaseSlice& b, std::array<uint64_t, kStdSeats>& owed, bool lone_takes_rest) {
  uint64_t total = 0;
  for (uint64_t o : owed) total += o;  // a roll owes far fewer than 128 of a kind: no carries
  return pay_hands(b, owed, total, lone_takes_rest);
}

// A hidden move (a steal): observers other than the two players only learn
// that one card changed hands, so every deduced count of the victim drops by
// one (the stolen card could have been any of them).
inline void steal_card(BaseSlice& b, int thief, int victim, int r) {
  PlayerState& v = b.players[victim];
  const uint64_t hand = packed(v.hand) - (uint64_t{1} << (8 * r));
  // Each deduced count one lower where not zero, then at most the count held (bytes below 128).
  const uint64_t known = packed(v.known) - (nonzero_bytes(packed(v.known)) >> 7);
  const uint64_t held_more = ((hand | kHandGuards) - known) & kHandGuards;  // bit 8k+7: hand[k] >= known[k]
  const uint64_t keep = (held_more >> 7) * 0xFF;
  store(v.hand, hand);
  store(v.known, (known & keep) | (hand & ~keep));
  v.hand_total -= 1;
  PlayerState& t = b.players[thief];
  add_cards(t.hand, r, 1);
  t.hand_total += 1;
}

}  // namespace catanlab
