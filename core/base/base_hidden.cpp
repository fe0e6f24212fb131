// Determinisation for ISMCTS: redraw what `viewer` cannot see. Opponents'
// resource cards beyond the deduced counts are dealt again from the pool of
// unseen cards (same totals per opponent, same pool per resource), and the
// opponents' development cards are dealt again from their cards plus the
// deck. Everything observe(viewer) shows stays as it was.
#include "core/base/base_rules.h"
#include "core/base/std_game.h"

namespace catanlab {

namespace {

template <class T>
void shuffle(T* v, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) std::swap(v[i], v[rng.below(uint32_t(i + 1))]);
}

}  // namespace

void BaseRules::resample_hidden(const StdGame&, StdState& s, int viewer, Rng& rng) const {
  BaseSlice& b = s.base;
  uint8_t pool[256];
  int n = 0;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    PlayerState& p = b.players[q];
    for (int r = 0; r < kNumCardKinds; ++r) {  // commodities too: they hide in the same hands
      for (int i = p.known[r]; i < p.hand[r]; ++i) pool[n++] = uint8_t(r);
      p.hand[r] = p.known[r];
    }
  }
  shuffle(pool, n, rng);
  int next = 0;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    PlayerState& p = b.players[q];
    int have = 0;
    for (int r = 0; r < kNumCardKinds; ++r) have += p.hand[r];
    for (; have < p.hand_total; ++have) p.hand[pool[next++]] += 1;
  }

  // Development cards: the opponents' hidden cards and the deck form one pool.
  uint8_t devs[64];
  int m = 0;
  for (int k = 0; k < kNumDevKinds; ++k)
    for (int i = 0; i < b.dev_deck[k]; ++i) devs[m++] = uint8_t(k);
  int held[kMaxPlayers] = {}, fresh[kMaxPlayers] = {};
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    PlayerState& p = b.players[q];
    for (int k = 0; k < kNumDevKinds; ++k) {
      for (int i = 0; i < p.dev[k]; ++i) devs[m++] = uint8_t(k);
      held[q] += p.dev[k];
      fresh[q] += p.dev_new[k];
    }
    p.dev = {};
    p.dev_new = {};
  }
  shuffle(devs, m, rng);
  next = 0;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == viewer) continue;
    PlayerState& p = b.players[q];
    for (int i = 0; i < held[q]; ++i) {
      int k = devs[next++];
      p.dev[k] += 1;
      if (i < fresh[q]) p.dev_new[k] += 1;
    }
  }
  b.dev_deck = {};
  for (; next < m; ++next) b.dev_deck[devs[next]] += 1;
}

}  // namespace catanlab
