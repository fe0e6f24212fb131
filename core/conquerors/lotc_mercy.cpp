// Repeating a lost chapter with fate's mercy (the book, "Repeating Chapter 1"):
// each player starts with an inactive strong knight instead of the basic one
// (the set-up knight, Conquerors::on_build), the first level of politics and
// of science, and a randomly drawn politics card, dealt here before set-up,
// seat by seat, as chance outcomes by the deck's counts. From chapter 2 on
// ("Repeating Chapter 2") each seat also draws a battle card after it; in
// chapter 3 ("Repeating Chapter 3") the set-up knight (placed by the seat, by
// its roads) is strong and the set-up city has a wall (Conquerors::apply).
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

void start_mercy(const StdGame& g, StdState& s) {
  for (int q = 0; q < s.num_players; ++q) {
    ck_of(g, s).players[q].level[PoliticsTrack] = 1;
    ck_of(g, s).players[q].level[ScienceTrack] = 1;
  }
  s.to_move = 0;
  s.phase = LotcPhase::MercyDraw;
}

int mercy_deck(const StdGame& g, const StdState& s) { return ck_of(g, s).players[s.to_move].progress_total == 0 ? PoliticsTrack : kBattleDeck; }

int mercy_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out) {
  const int deck = mercy_deck(g, s);
  int total = 0, n = 0;
  for (int k = 0; k < kNumProgressKinds; ++k) total += progress_deck(k) == deck ? ck_of(g, s).deck[k] : 0;
  for (int k = 0; k < kNumProgressKinds; ++k)
    if (progress_deck(k) == deck && ck_of(g, s).deck[k]) out[n++] = {ids.id(kMercyDraw, k), double(ck_of(g, s).deck[k]) / total};
  return n;
}

void mercy_draw(const StdGame& g, StdState& s, int k) {
  ck_of(g, s).deck[k] -= 1;
  ck::gain_progress(g, s, s.to_move, k);  // one card or two: never over the hand limit
  if (lotc_opt(g).lotc_chapter >= 2 && progress_deck(k) == PoliticsTrack) return;  // its battle card next
  if (s.to_move + 1 < s.num_players) {
    s.to_move += 1;
    return;
  }
  s.to_move = 0;
  s.phase = Phase::SetupSettlement;
}

}  // namespace catanlab::lotc
