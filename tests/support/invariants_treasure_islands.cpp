// The Treasure Islands' invariants in the battery (tests/tde/treasure_islands/ti_invariants.h).
#include "core/base/std_game.h"
#include "tests/support/battery.h"
#include "tests/tde/treasure_islands/ti_invariants.h"

namespace catanlab::testing {

namespace {

const bool treasure_islands_registered = register_invariants(
    "treasure_islands", {[](const Game& g, const State& s) { check_treasure_islands(std_game(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
