#pragma once
// Cloth for Catan's part of Seafarers' terms (seafarers_terms.cpp): what a seat's cloth, its
// villages and the villages within sailing reach are worth; 0 on a board without villages.
#include "core/standard/std_game.h"

namespace catanlab {

double cloth_value(const StdGame& g, const StdState& s, int player);

}  // namespace catanlab
