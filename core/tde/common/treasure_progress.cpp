// With Cities & Knights, a card treasure is the top progress card of the deck
// the finder chooses (TD&E §4.1): an empty deck's
// returned cards become the deck first, as C&K's draws do; a deck with no card
// cannot be chosen; a VP card is shown at once; a fifth card in hand is
// discarded at once (C&K's limit), under its deck.
#include <bit>

#include "core/cities_knights/ck_internal.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

namespace {

// Cards of deck `track`: the shuffled part and the cards put back under it.
int cards_in(const StdGame& g, const StdState& s, int track) {
  const CkSlice& c = ck_of(g, s);
  int n = 0;
  for (uint64_t x = ck_opt(g).cards.deck_kinds[track]; x; x &= x - 1) n += c.deck[std::countr_zero(x)] + c.returned[std::countr_zero(x)];
  return n;
}

}  // namespace

void TreasureHunt::legal_progress(const StdGame& g, const StdState& s, ActionList& out) const {
  if (s.phase == TreasurePhase::Deck) {
    for (int d = 0; d < kNumTracks; ++d)
      if (cards_in(g, s, d)) out.push(id(kDeck, d));
  } else if (s.phase == TreasurePhase::Discard) {
    const CkPlayer& p = ck_of(g, s).players[treasure_of(g, s).hunter];
    for (int k = 0; k < ck_opt(g).cards.kinds; ++k)
      if (p.progress[k]) out.push(id(kDiscard, k));
  }
}

void TreasureHunt::begin_progress(const StdGame& g, StdState& s) const {
  int decks = 0, last = 0;
  for (int d = 0; d < kNumTracks; ++d)
    if (cards_in(g, s, d)) decks += 1, last = d;
  if (decks == 0) return next(g, s);  // no card left: nothing
  if (decks == 1) return choose_deck(g, s, last);  // a single option is not asked
  s.phase = TreasurePhase::Deck;
}

void TreasureHunt::choose_deck(const StdGame& g, StdState& s, int track) const {
  CkSlice& c = ck_of(g, s);
  const uint64_t kinds = ck_opt(g).cards.deck_kinds[track];
  int shuffled = 0;
  for (uint64_t x = kinds; x; x &= x - 1) shuffled += c.deck[std::countr_zero(x)];
  if (!shuffled)  // the cards put back become the deck
    for (uint64_t x = kinds; x; x &= x - 1) {
      const int k = std::countr_zero(x);
      c.deck[k] += c.returned[k], c.returned[k] = 0;
    }
  treasure_of(g, s).deck = uint8_t(track);
  s.phase = TreasurePhase::Progress;
}

void TreasureHunt::gain_progress(const StdGame& g, StdState& s, int kind) const {
  TreasureSlice& tr = treasure_of(g, s);
  ck_of(g, s).deck[kind] -= 1;
  tr.deck = 0;
  if (ck::gain_progress(g, s, tr.hunter, kind)) {
    s.phase = TreasurePhase::Discard;
    return;
  }
  next(g, s);
}

void TreasureHunt::discard_progress(const StdGame& g, StdState& s, int kind) const {
  ck::spend_card_of(g, s, treasure_of(g, s).hunter, kind);
  next(g, s);
}

}  // namespace catanlab
