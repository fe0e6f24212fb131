// Determinisation for ISMCTS: redraw what `viewer` cannot see. Opponents'
// resource cards beyond those every seat can count are dealt again from the
// pool of unseen cards (same totals per opponent, same pool per resource), and
// the opponents' development cards are dealt again from their cards plus the
// deck. Everything observe(viewer) shows stays as it was. Each pool is laid
// out by kind, never seat by seat, so that the redeal depends on what the
// viewer sees and the rng alone, not on who truly holds what.
#include <algorithm>
#include <cstring>

#include "core/base/base_rules.h"
#include "core/standard/card_limits.h"
#include "core/standard/hand.h"
#include "core/standard/std_game.h"

namespace catanlab {

namespace {

template <class T>
void shuffle(T* v, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) std::swap(v[i], v[rng.below(uint32_t(i + 1))]);
}

// `count` copies of byte x at v, eight at a time: v has 8 bytes to spare.
void fill(uint8_t* v, int x, int count) {
  const uint64_t word = 0x0101010101010101ull * uint8_t(x);
  for (int i = 0; i < count; i += 8) std::memcpy(v + i, &word, 8);
}

// Cards dealt are counted one byte per kind in a word (no count reaches 256):
// a card is a shift and an add in a register, not an increment in memory;
// the counts are stored once (not read back: a load over bytes just stored stalls).
template <size_t N>
void store_counts(std::array<uint8_t, N>& counts, uint64_t word) {
  static_assert(N <= 8);
  std::memcpy(counts.data(), &word, N);
}

// The cards of seat q that every seat can count: those card counting deduced, and
// those the open trade offer shows it holds (the proposer's given, an acceptor's asked).
Hand counted(const StdState& s, int q) {
  const BaseSlice& b = s.base;
  Hand floor = b.players[q].known;
  if (s.phase != Phase::TradeBuild && s.phase != Phase::TradeRespond && s.phase != Phase::TradeChoose) return floor;
  const bool accepted = (b.offer.accepted >> q) & 1;
  if (q != s.turn_player && !accepted) return floor;
  const Hand& shown = q == s.turn_player ? b.offer.give : b.offer.get;
  for (int r = 0; r < kNumCardKinds; ++r) floor[r] = std::max(floor[r], shown[r]);
  return floor;
}

}  // namespace

void BaseRules::resample_hidden(const StdGame&, StdState& s, int viewer, Rng& rng) const {
  BaseSlice& b = s.base;
  std::array<Hand, kStdSeats> floor{};
  int unseen[kNumCardKinds] = {};
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    floor[q] = counted(s, q);
    for (int r = 0; r < kNumCardKinds; ++r)  // commodities too: they hide in the same hands
      unseen[r] += std::max(0, b.players[q].hand[r] - floor[q][r]);
  }
  uint8_t pool[kNumCardKinds * kMaxBankOfKind + 8];  // every card of the game, 8 to spare for fill
  int n = 0;
  for (int r = 0; r < kNumCardKinds; ++r) {
    fill(pool + n, r, unseen[r]);
    n += unseen[r];
  }
  shuffle(pool, n, rng);
  int next = 0;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    PlayerState& p = b.players[q];
    static_assert(kNumCardKinds == 8);
    uint64_t hand = packed(floor[q]);  // what every player can count stays; the rest is dealt
    int have = 0;
    for (int r = 0; r < kNumCardKinds; ++r) have += floor[q][r];
    for (; have < p.hand_total; ++have) hand += 1ull << (8 * pool[next++]);
    store_counts(p.hand, hand);
  }

  // Development cards: the opponents' hidden cards and the deck form one pool.
  int unseen_devs[kNumDevKinds] = {}, held[kStdSeats] = {}, fresh[kStdSeats] = {};
  for (int k = 0; k < kNumDevKinds; ++k) unseen_devs[k] = b.dev_deck[k];
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    const PlayerState& p = b.players[q];
    for (int k = 0; k < kNumDevKinds; ++k) {
      unseen_devs[k] += p.dev[k];
      held[q] += p.dev[k];
      fresh[q] += p.dev_new[k];
    }
  }
  uint8_t devs[kNumDevKinds * kMaxDevOfKind + 8];
  int m = 0;
  for (int k = 0; k < kNumDevKinds; ++k) {
    fill(devs + m, k, unseen_devs[k]);
    m += unseen_devs[k];
  }
  shuffle(devs, m, rng);
  next = 0;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    uint64_t dealt = 0, dealt_new = 0;  // the first `fresh` cards dealt count as bought this turn
    for (int i = 0; i < held[q]; ++i) {
      const uint64_t card = 1ull << (8 * devs[next++]);
      dealt += card;
      dealt_new += i < fresh[q] ? card : 0;
    }
    store_counts(b.players[q].dev, dealt);
    store_counts(b.players[q].dev_new, dealt_new);
  }
  uint64_t deck = 0;
  for (; next < m; ++next) deck += 1ull << (8 * devs[next]);
  store_counts(b.dev_deck, deck);
}

}  // namespace catanlab
