#pragma once
// What the Barbarian Attack module's own files share.
#include "core/barbarian_attack/ba_rules.h"

namespace catanlab::ba {

// One barbarian more (+1) or fewer (-1), or several, on a coastal hex: reaching ba_conquer
// conquers it (no production, its paths closed to roads, the buildings with only conquered
// hexes around dormant), dropping below frees it (ba_landing.cpp).
void add_barbarian(const StdGame& g, StdState& s, int hex, int delta);
// The hexes with ba_conquer barbarians.
HexSet conquered_hexes(const StdGame& g, const StdState& s);
// The paths of conquered hexes, where no road may be built.
EdgeSet closed_paths(const StdGame& g, const StdState& s);
// The buildings that are conquered (every land hex around them conquered), from the pieces.
VertexSet conquered_buildings(const StdGame& g, const StdState& s);
// Coastal hexes holding barbarians.
HexSet occupied_coast(const StdGame& g, const StdState& s);
// The free paths a knight may be placed on: `paths` without a knight.
inline EdgeSet free_paths(const BaSlice& a, const EdgeSet& paths) { return paths - all_knights(a); }

// The landing's chance (ba_landing.cpp): outcomes from the chance block's first id, a sample, a
// draw (`hex`: the drawn number's coastal hex).
int land_outcomes(const BaSlice& a, Action first, ChanceOutcome* out);
Action sample_land(const BaSlice& a, Action first, Rng& rng);
void land(const StdGame& g, StdState& s, int hex, int index);

// Pays seat q `n` gold from the supply: all of it when the supply is unlimited (ba_gold_supply 0),
// else as much as the box still holds (ruling: a short supply pays each payment in turn as far as
// it goes; the gold the seats hold is what the box lacks) (ba_cards.cpp).
void pay_gold(const StdGame& g, StdState& s, int q, int n);

// The battle check's chance (ba_check.cpp).
void give_prisoners(const StdGame& g, StdState& s, uint8_t takers);  // Prisoners: each taker 1, the others gold
void give_leftover(const StdGame& g, StdState& s, int seat);         // DiceOff: the leftover to `seat`
void lose_knights(const StdGame& g, StdState& s, int colour);        // Colour: the knights on those sides

// The deck (ba_cards.cpp): the discards become the draw pile when it is empty; cards in both.
void refill_pile(BaSlice& a);
inline int deck_size(const BaSlice& a) {
  int n = 0;
  for (int k = 0; k < kNumBaCards; ++k) n += a.pile[k] + a.discards[k];
  return n;
}
// Treason: where the barbarian under way may go (unconquered coastal hexes, none of the card's
// sources or destinations so far), and the hexes one may leave (holding one, unused, with a
// destination besides itself).
HexSet treason_targets(const StdGame& g, const StdState& s);
HexSet treason_sources(const StdGame& g, const StdState& s);

}  // namespace catanlab::ba
