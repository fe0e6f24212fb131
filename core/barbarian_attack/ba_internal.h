#pragma once
// What the Barbarian Attack module's own files share.
#include "core/barbarian_attack/ba_rules.h"

namespace catanlab::ba {

// A coastal hex reached ba_conquer barbarians: it yields nothing, its paths
// close to roads, and the buildings with only conquered hexes around go dormant.
void conquer(const StdGame& g, StdState& s, int hex);
// A conquered hex dropped below ba_conquer: it yields again, its paths open,
// its buildings that are no longer conquered wake.
void liberate(const StdGame& g, StdState& s, int hex);
// One barbarian more (+1) or fewer (-1) on a coastal hex, conquering or liberating it.
void add_barbarian(const StdGame& g, StdState& s, int hex, int delta);
// The hexes with ba_conquer barbarians.
HexSet conquered_hexes(const StdGame& g, const StdState& s);
// The paths of conquered hexes, where no road may be built.
EdgeSet closed_paths(const StdGame& g, const StdState& s);
// The buildings that are conquered (every land hex around them conquered), from the pieces.
VertexSet conquered_buildings(const StdGame& g, const StdState& s);
// The free paths a knight may be placed on: `paths` without a knight.
inline EdgeSet free_paths(const BaSlice& a, const EdgeSet& paths) { return paths - all_knights(a); }
// Coastal hexes holding barbarians.
HexSet occupied_coast(const StdGame& g, const StdState& s);

}  // namespace catanlab::ba

namespace catanlab::ba {
// The landing's chance (ba_landing.cpp): outcomes from the chance block's first id, a sample, a draw.
int land_outcomes(const BaSlice& a, Action first, ChanceOutcome* out);
Action sample_land(const BaSlice& a, Action first, Rng& rng);
void land(const StdGame& g, StdState& s, int hex, int index);  // `hex`: the drawn number's coastal hex
// The battle check's chance (ba_check.cpp).
void give_prisoners(const StdGame& g, StdState& s, uint8_t takers);  // Prisoners: each taker 1, the others gold
void give_leftover(const StdGame& g, StdState& s, int seat);         // DiceOff: the leftover to `seat`
void lose_knights(const StdGame& g, StdState& s, int colour);        // Colour: the knights on those sides
}  // namespace catanlab::ba

namespace catanlab::ba {
// Treason's destinations for the barbarian under way: unconquered coastal hexes, none of the
// card's sources or destinations so far (ba_cards.cpp).
HexSet treason_targets(const StdGame& g, const StdState& s);
}  // namespace catanlab::ba

namespace catanlab::ba {
// The discards become the draw pile when it is empty (ba_cards.cpp).
void refill_pile(BaSlice& a);
HexSet treason_sources(const StdGame& g, const StdState& s);
}  // namespace catanlab::ba

namespace catanlab::ba {
// Cards in the draw pile and discards together.
inline int deck_size(const BaSlice& a) {
  int n = 0;
  for (int k = 0; k < kNumBaCards; ++k) n += a.pile[k] + a.discards[k];
  return n;
}
}  // namespace catanlab::ba

namespace catanlab::ba {
inline EdgeSet all_knights_on(const BaSlice& a, const EdgeSet& paths) { return all_knights(a) & paths; }
}  // namespace catanlab::ba
