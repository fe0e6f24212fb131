// The Wonders of Catan in the heuristic: a claimed wonder is worth its claim, and each level built
// more than the one before (the 4th wins at once, and at the VP target the seat with the most
// levels alone wins); another seat's levels count against none here: the family's value compares seats.
#include "agents/heuristic/sea_wonders.h"

#include "agents/heuristic/module_terms.h"
#include "core/seafarers/sea_rules.h"

namespace catanlab {

namespace {

constexpr double kClaim = 5.0;                          // a wonder claimed: levels to build, the win's condition
constexpr double kLevel[sea::kWonderLevels - 1] = {7, 8, 10};  // the 1st, 2nd and 3rd level (the 4th is the win)

}  // namespace

double wonder_value(const StdGame& g, const StdState& s, int player) {
  const int w = sea::wonder_of(g, s, player);
  if (w < 0) return 0;
  double v = kClaim;
  for (int k = 0; k < sea_of(g, s).wonders.level[size_t(w)] && k < sea::kWonderLevels - 1; ++k) v += kLevel[k];
  return v;
}

}  // namespace catanlab
