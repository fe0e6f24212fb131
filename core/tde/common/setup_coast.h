#pragma once
// The set-up rule that Seafarers + C&K scenarios of Treasures, Dragons & Explorers share (§4.5,
// §4.6): each seat has a building on the coast at the end of set-up.
#include "core/standard/module.h"

namespace catanlab::tde {

// Does intersection v touch a sea hex or the frame?
bool coastal(const StdGame& g, const StdState& s, int v);

// In set-up's last round, a seat with no building on the coast keeps only its settlements there
// (where any is left: the rule gives way to the placement otherwise).
void keep_coastal_settlements(const StdGame& g, const StdState& s, ActionList& list);

}  // namespace catanlab::tde
