#pragma once
// The hash a .nnue file is checked against: CRC-32 of a text listing the
// observation's segments (name and size, in order) and the decisions' names
// (the policy head's order). Python's catanlab.nnue.layout_hash writes the
// same text, so the two agree; a file whose hash is not the game's was trained
// on another layout and must be retrained.
#include <cstdint>

#include "core/engine/game.h"

namespace catanlab {

// Thread safe (reads the immutable Game).
uint32_t layout_hash(const Game& g);

}  // namespace catanlab
