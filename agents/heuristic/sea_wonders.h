#pragma once
// The Wonders of Catan's part of Seafarers' terms (seafarers_terms.cpp): a seat's wonder and its
// levels toward the win.
#include "core/standard/std_game.h"

namespace catanlab {

// The seat's wonder: its claim and its levels (the nearer the 4th, the more); 0 without option wonders.
double wonder_value(const StdGame& g, const StdState& s, int player);

}  // namespace catanlab
