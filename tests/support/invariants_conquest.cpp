// Conquest's invariants (tests/conquest/cq_invariants.h) in the battery, for rule sets of the
// family "conquest".
#include "tests/conquest/cq_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

const bool conquest_registered = register_invariants(
    "conquest", {[](const Game& g, const State& s) { check_cq_invariants(static_cast<const CqGame&>(g), s); }, {}});

}  // namespace

}  // namespace catanlab::testing
