// Determinisation for ISMCTS: the opponents' progress cards are dealt again,
// deck by deck, from their cards plus the unseen part of that deck. How many
// cards of each deck an opponent holds is public (a card's back shows its
// deck), so those counts stay; so does everything observe(viewer) shows.
// Commodities hidden in hands are redealt with the resources (base_hidden.cpp), again where a
// Commercial Harbor's giver must hold one.
#include "core/base/base_rules.h"
#include "core/cities_knights/ck_internal.h"

namespace catanlab {

namespace {
constexpr int kMaxRedeals = 10000;  // a State no game reaches (no commodity unseen) must not loop for ever
}  // namespace

void CitiesKnights::resample_hidden(const StdGame& g, StdState& s, int viewer, Rng& rng) const {
  CkSlice& c = ck_of(g, s);
  // Commercial Harbor: the opponent giving a commodity of its choice showed that it holds one; the
  // hands are dealt again until it does (the pool holds the one it truly has, so a deal ends it soon).
  auto giver_lacks_commodity = [&] {
    if (s.phase != CkPhase::GiveCards || !c.give_commodity || s.to_move == viewer) return false;
    const Hand& hand = s.base.players[s.to_move].hand;
    return !(hand[Paper] || hand[Cloth] || hand[Coin]);
  };
  for (int tries = 0; giver_lacks_commodity() && tries < kMaxRedeals; ++tries)
    g.module<BaseRules>().resample_hidden(g, s, viewer, rng);
  // Spy: the spying seat sees its victim's cards.
  const int shown = s.phase == CkPhase::SpyTake && viewer == s.to_move ? c.victim : -1;
  for (int deck = 0; deck < kNumDecks; ++deck) {
    uint8_t pool[64];
    int n = 0, held[kStdSeats] = {};
    for (int k = 0; k < ck_opt(g).cards.kinds; ++k) {
      if (ck_opt(g).cards.deck[k] != deck) continue;
      for (int i = 0; i < c.deck[k]; ++i) pool[n++] = uint8_t(k);
      c.deck[k] = 0;
      for (int q = 0; q < s.num_players; ++q) {
        if (q == viewer || q == shown) continue;
        for (int i = 0; i < c.players[q].progress[k]; ++i) pool[n++] = uint8_t(k);
        held[q] += c.players[q].progress[k];
        c.players[q].progress[k] = 0;
      }
    }
    for (int i = n - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(uint32_t(i + 1))]);
    int next = 0;
    for (int q = 0; q < s.num_players; ++q)
      for (int i = 0; i < held[q]; ++i) c.players[q].progress[pool[next++]] += 1;
    for (; next < n; ++next) c.deck[pool[next]] += 1;
  }
}

}  // namespace catanlab
