#pragma once
// What the Barbarian Attack module's own files share.
#include "core/barbarian_attack/ba_rules.h"

namespace catanlab::ba {

// A coastal hex reached ba_conquer barbarians: it yields nothing, its paths
// close to roads, and the buildings with only conquered hexes around go dormant.
void conquer(const StdGame& g, StdState& s, int hex);
// The hexes with ba_conquer barbarians.
HexSet conquered_hexes(const StdGame& g, const StdState& s);
// The paths of conquered hexes, where no road may be built.
EdgeSet closed_paths(const StdGame& g, const StdState& s);
// The buildings that are conquered (every land hex around them conquered).
VertexSet conquered_buildings(const StdGame& g, const StdState& s);

}  // namespace catanlab::ba
