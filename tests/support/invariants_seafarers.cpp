// Seafarers' invariants (tests/seafarers/sea_invariants.h) in the battery, for rule sets whose
// last module is "seafarers", and with Cities & Knights' (tests/cities_knights/ck_invariants.h, island
// bonuses among its points) for those whose last is "seafarers_ck".
#include "core/standard/std_game.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/seafarers/sea_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

const bool seafarers_registered =
    register_invariants("seafarers", {[](const Game& g, const State& s) { check_sea_invariants(std_game(g), s); }, {}}) &&
    register_invariants("seafarers_ck", {[](const Game& g, const State& s) {
                                           check_ck_invariants(std_game(g), s, island_points);
                                           check_sea_invariants(std_game(g), s, false);
                                         },
                                         {}});

}  // namespace

}  // namespace catanlab::testing
