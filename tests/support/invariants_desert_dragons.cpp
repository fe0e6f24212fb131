// The Desert Dragons' invariants (tests/tde/desert_dragons/dd_invariants.h) in the battery, with
// Seafarers'.
#include "core/standard/std_game.h"
#include "tests/support/battery.h"
#include "tests/tde/desert_dragons/dd_invariants.h"

namespace catanlab::testing {

namespace {

const bool desert_dragons_registered = register_invariants(
    "desert_dragons", {[](const Game& g, const State& s) { check_dd_invariants(std_game(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
