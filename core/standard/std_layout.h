#pragma once
// The standard family's observation layout: each module's segments in the
// rule set's module order, as its observe writes them. A module registers
// its layout from its observe file (catanlab_register); a module that
// observes nothing registers none.
#include <string>

#include "core/standard/std_game.h"
#include "core/engine/obs_layout.h"

namespace catanlab {

using ModuleLayout = void (*)(const StdGame&, ObsLayout& out);

void register_module_layout(const std::string& module, ModuleLayout layout);

// Per relative seat (the observer first, `seats` of them: kMaxPlayers, or base_obs::seats for a
// module that plays 5-6), `fields` in order: the segments "module.players[q].name", each meaning
// led by the seat it describes, as the base game's.
void push_seat_fields(ObsLayout& out, const std::string& module, int seats, const ObsLayout& fields);

}  // namespace catanlab
