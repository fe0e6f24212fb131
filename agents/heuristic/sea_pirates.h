#pragma once
// The Pirate Islands' part of Seafarers' terms (seafarers_terms.cpp): a seat's line toward its
// fortress, its warships, the fortress's chips taken, and a battle or raid under way.
#include "core/standard/std_game.h"

namespace catanlab {

// The seat's progress toward taking its fortress; 0 without option pirate_islands.
double pirate_value(const StdGame& g, const StdState& s, int player);

}  // namespace catanlab
