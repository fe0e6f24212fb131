#pragma once
// What the Seafarers module's files share.
#include "core/engine/obs_layout.h"
#include "core/standard/hand.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/seafarers/sea_rules.h"

namespace catanlab::sea {

// Where a seat's ships start and may be built now (the pirate's paths aside), found once for
// every decision that reads them.
struct Reach {
  VertexSet vertices, open;  // open: the open ends of its ships
  EdgeSet frontier, pirate;
};
Reach reach_of(const StdGame& g, const StdState& s, int player);
EdgeSet movable_ships(const StdGame& g, const StdState& s, int player, const Reach& reach);
// Cloth for Catan's entries of the observation's layout (none on a board without villages).
void cloth_layout(const StdGame& g, ObsLayout& out);
// The Pirate Islands' entries (none without option pirate_islands).
void pirate_layout(const StdGame& g, ObsLayout& out);

}  // namespace catanlab::sea

namespace catanlab {
// The Forgotten Tribe's observation entries, after Seafarers' own (sea_tribe.cpp); none without gift paths.
void tribe_layout(const StdGame& g, ObsLayout& out);
}  // namespace catanlab
