// Enchanted Land's invariants (tests/tde/enchanted_land/el_invariants.h, C&K's and Seafarers' among
// them) in the battery, for rule sets whose last module is "enchanted_land".
#include "core/standard/std_game.h"
#include "tests/support/battery.h"
#include "tests/tde/enchanted_land/el_invariants.h"

namespace catanlab::testing {

namespace {

const bool enchanted_land_registered = register_invariants(
    "enchanted_land", {[](const Game& g, const State& s) { check_el_invariants(std_game(g), s); }, {},
                       [](const Game& g, const State& s) { return won_by_dragons(std_game(g), s); }});

}  // namespace

}  // namespace catanlab::testing
