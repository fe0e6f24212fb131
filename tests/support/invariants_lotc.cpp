// Legend of the Conquerors' invariants (tests/conquerors/lotc_invariants.h, Cities
// & Knights' included) in the battery, for rule sets whose last module is "conquerors".
#include "core/standard/std_game.h"
#include "tests/conquerors/lotc_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

const bool lotc_registered =
    register_invariants("conquerors", {[](const Game& g, const State& s) { check_lotc_invariants(std_game(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
