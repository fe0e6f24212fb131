// The Great Canal's invariants (tests/tde/great_canal/canal_invariants.h, C&K's and Seafarers' among
// them) in the battery, for rule sets whose last module is "great_canal".
#include "core/standard/std_game.h"
#include "tests/support/battery.h"
#include "tests/tde/great_canal/canal_invariants.h"

namespace catanlab::testing {

namespace {

const bool great_canal_registered = register_invariants(
    "great_canal", {[](const Game& g, const State& s) { check_canal_invariants(std_game(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
