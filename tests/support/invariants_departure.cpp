// Departure into the Unknown's invariants in the battery (tests/tde/departure/dep_invariants.h).
#include "core/standard/std_game.h"
#include "tests/support/battery.h"
#include "tests/tde/departure/dep_invariants.h"

namespace catanlab::testing {

namespace {

const bool departure_registered = register_invariants(
    "departure", {[](const Game& g, const State& s) { check_departure(std_game(g), s); },
                  [](const Game& g, const State& before, const State& after, int seat) {
                    check_kept_redealt(std_game(g), before, after, seat);
                  }});

}  // namespace

}  // namespace catanlab::testing
