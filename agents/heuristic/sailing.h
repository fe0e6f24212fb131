#pragma once
// How far a seat's ships are from where it wants to land: for the terms of Seafarers and of the
// scenarios built on it (seafarers_terms.cpp defines it).
#include "core/base/std_game.h"

namespace catanlab {

// Ships' lengths from the seat's reach (its buildings, its ships' ends) over free ship paths to
// the nearest of `sites`, or -1 beyond `reach`.
int sail_distance(const StdGame& g, const StdState& s, int player, const VertexSet& sites, int reach);

}  // namespace catanlab
