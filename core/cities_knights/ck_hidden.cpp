// Determinisation for ISMCTS: the opponents' progress cards are dealt again,
// deck by deck, from their cards plus the unseen part of that deck. How many
// cards of each deck an opponent holds is public (a card's back shows its
// deck), so those counts stay; so does everything observe(viewer) shows.
// Commodities hidden in hands are redealt with the resources (base_hidden.cpp), again where a
// Commercial Harbor's giver must hold one.
#include <bit>

#include "core/base/base_rules.h"
#include "core/cities_knights/ck_internal.h"
#include "core/common/chance.h"

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
  // The hands dealt again: the opponents' that hold a card and that the viewer cannot see.
  int hidden[kStdSeats], seats = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (q != viewer && q != shown && c.players[q].progress_total > 0) hidden[seats++] = q;
  const ProgressCards& cards = ck_opt(g).cards;
  for (int deck = 0; seats > 0 && deck < kNumDecks; ++deck) {
    const uint64_t kinds = cards.deck_kinds[deck];
    int held[kStdSeats] = {}, dealt = 0;
    for (int i = 0; i < seats; ++i) {
      for (uint64_t x = kinds; x; x &= x - 1) held[i] += c.players[hidden[i]].progress[std::countr_zero(x)];
      dealt += held[i];
    }
    // A deck no hidden hand holds a card of stays as it is: only the deck's order would change, which no one sees.
    if (dealt == 0) continue;
    // The deck's pool by kind: its cards and the hidden hands'. The hidden hands' cards are drawn from it
    // one by one; what is left is the deck again.
    int left[kMaxProgressKinds] = {}, total = 0;  // zero for the other decks' kinds, which draw_pile passes over
    for (uint64_t x = kinds; x; x &= x - 1) {
      const int k = std::countr_zero(x);
      int n = c.deck[k];
      for (int i = 0; i < seats; ++i) {
        n += c.players[hidden[i]].progress[k];
        c.players[hidden[i]].progress[k] = 0;
      }
      left[k] = n;
      total += n;
    }
    for (int i = 0; i < seats; ++i)
      for (int j = 0; j < held[i]; ++j) {
        const int k = draw_pile(left, total--, rng, std::countr_zero(kinds));
        left[k] -= 1;
        c.players[hidden[i]].progress[k] += 1;
      }
    for (uint64_t x = kinds; x; x &= x - 1) {
      const int k = std::countr_zero(x);
      c.deck[k] = uint8_t(left[k]);
    }
  }
}

}  // namespace catanlab
