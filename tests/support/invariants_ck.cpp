// Cities & Knights' invariants (tests/cities_knights/ck_invariants.h) in the battery, for
// rule sets whose last module is "cities_knights".
#include "core/standard/std_game.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

const bool ck_registered =
    register_invariants("cities_knights", {[](const Game& g, const State& s) { check_ck_invariants(std_game(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
