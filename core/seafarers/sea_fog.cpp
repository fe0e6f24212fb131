// Face-down hexes (Seafarers §8.2): the tile a hex turns up and the number
// token it takes are drawn from its fog group's stacks when it is turned, so
// nobody knows them before and no hidden state is kept.
#include "core/common/chance.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

using namespace sea_ids;

namespace {

// The stack drawn from now: the tiles of the next hex's group, or its number tokens.
struct Stack {
  const uint8_t* counts = nullptr;
  int size = 0, total = 0;
  int (*label)(int) = nullptr;  // the block index of entry k
};

Stack stack_of(const StdGame& g, const StdState& s) {
  const SeaSlice& sea = sea_of(g, s);
  Stack st;
  if (s.phase == SeaPhase::Reveal) {
    const auto& tiles = sea.fog_tiles[g.board().hex_group[sea.to_reveal.nth(0)]];
    st = {tiles.data(), kNumTerrains, 0, [](int k) { return k; }};
  } else if (s.phase == SeaPhase::RevealNumber) {
    const auto& numbers = sea.fog_numbers[g.board().hex_group[sea.revealing]];
    st = {numbers.data(), 13, 0, [](int n) {
            int i = 0;
            while (sea::kNumbers[i] != n) ++i;
            return i;
          }};
  }
  for (int k = 0; k < st.size; ++k) st.total += st.counts[k];
  return st;
}

}  // namespace

int Seafarers::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  if (s.phase == SeaPhase::GiftCard) return gift_card_outcomes(g, s, out);
  if (const int n = pirate_chance(g, s, out)) return n;  // The Pirate Islands' dice, raids, fortress die
  if (s.phase != SeaPhase::Reveal && s.phase != SeaPhase::RevealNumber) return 0;
  const Stack st = stack_of(g, s);
  const ChanceBlock block = s.phase == SeaPhase::Reveal ? kReveal : kRevealNumber;
  int n = 0;
  for (int k = 0; k < st.size; ++k)
    if (st.counts[k]) out[n++] = {id(block, st.label(k)), double(st.counts[k]) / st.total};
  return n;
}

Action Seafarers::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  if (s.phase == SeaPhase::GiftCard) return sample_gift_card(g, s, rng);
  if (const Action a = sample_pirate(g, s, rng); a >= 0) return a;
  if (s.phase != SeaPhase::Reveal && s.phase != SeaPhase::RevealNumber) return -1;
  const Stack st = stack_of(g, s);
  const ChanceBlock block = s.phase == SeaPhase::Reveal ? kReveal : kRevealNumber;
  return id(block, st.label(draw_pile(st.counts, st.total, rng)));
}

}  // namespace catanlab
