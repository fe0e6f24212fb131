// Colonies' invariants (tests/colonies/col_invariants.h) in the battery, for rule sets of the family "colonies".
#include "tests/colonies/col_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

const bool colonies_registered = register_invariants(
    std::string(ColGame::kFamily),
    {[](const Game& g, const State& s) { check_col_invariants(static_cast<const ColGame&>(g), s); },
     [](const Game& g, const State& before, const State& after, int seat) {
       check_col_redeal(static_cast<const ColGame&>(g), before, after, seat);
     }});

}  // namespace

}  // namespace catanlab::testing
