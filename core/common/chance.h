#pragma once
// Drawing chance outcomes and hidden cards, as every family's sample_chance
// and resample_hidden do: one way to draw, so a seed draws alike everywhere.
#include "core/engine/game.h"
#include "core/rng.h"

namespace catanlab {

// A card drawn uniformly from piles of counts[first], counts[first + 1], ...
// (`total` > 0 cards in all): the index of its pile.
template <class Counts>
int draw_pile(const Counts& counts, int total, Rng& rng, int first = 0) {
  int x = int(rng.below(uint32_t(total))), k = first;
  while (x >= int(counts[k])) x -= int(counts[k++]);
  return k;
}

// One of `n` > 0 outcomes drawn by their probabilities (the last takes what rounding leaves).
inline Action draw_outcome(const ChanceOutcome* outcomes, int n, Rng& rng) {
  double x = rng.uniform();
  for (int i = 0; i < n - 1; ++i) {
    if (x < outcomes[i].probability) return outcomes[i].id;
    x -= outcomes[i].probability;
  }
  return outcomes[n - 1].id;
}

}  // namespace catanlab
