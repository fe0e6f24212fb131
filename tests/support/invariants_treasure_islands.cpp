// The Treasure Islands' invariants in the battery (tests/tde/treasure_islands/ti_invariants.h).
#include "core/standard/std_game.h"
#include "tests/support/battery.h"
#include "tests/tde/treasure_islands/ti_invariants.h"

namespace catanlab::testing {

namespace {

// The chips' end (chips_end) names its winners by points, then chips, on anyone's turn.
const bool treasure_islands_registered = register_invariants(
    "treasure_islands", {[](const Game& g, const State& s) { check_treasure_islands(std_game(g), s); }, {},
                         [](const Game& g, const State& s) { return treasure_of(std_game(g), std_state(s)).winners != 0; }});

}  // namespace

}  // namespace catanlab::testing
