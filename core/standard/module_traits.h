#pragma once
// Capabilities a rule module may have beyond Module's hooks: interfaces it derives from besides
// Module, which the standard family finds by dynamic_cast where it checks a State
// (StdGame::validate_fields). Kept out of module.h, which every file of the family includes.
#include "core/board/topology.h"

namespace catanlab {

// The module puts number tokens on hexes in play from a stack of its own, or moves them between
// hexes (Greater Catan's impoverishment): the base game then checks only that every token stands
// on a hex that produces, and the module checks which tokens there are (Module::validate).
struct MovesNumberTokens {
  virtual ~MovesNumberTokens() = default;
};

// The module may keep the robber off the board until a 7 or a knight moves it (Greater Catan with
// 3 players, whose board has no desert): BaseSlice::robber is then robber_off_board(topology).
struct KeepsRobberOffBoard {
  virtual ~KeepsRobberOffBoard() = default;
};

// The robber off the board: one past the last hex, where every per-hex table is empty (no
// corners, no production), so it blocks and robs nothing. A module that keeps it there checks
// that its board has fewer than kMaxHexes hexes.
inline int robber_off_board(const Topology& t) { return t.num_hexes; }

}  // namespace catanlab
