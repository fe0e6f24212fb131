// Barbarian Attack's invariants (tests/barbarian_attack/ba_invariants.h) in the battery, for rule
// sets whose last module is "barbarian_attack".
#include "core/standard/std_game.h"
#include "tests/barbarian_attack/ba_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

const bool ba_registered =
    register_invariants("barbarian_attack", {[](const Game& g, const State& s) { check_ba_invariants(std_game(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
