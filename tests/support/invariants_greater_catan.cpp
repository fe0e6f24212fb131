// Greater Catan's invariants (tests/tde/greater_catan/gc_invariants.h) in the battery, with
// Seafarers' and, in the combination, Cities & Knights'.
#include "core/standard/std_game.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/support/battery.h"
#include "tests/tde/greater_catan/gc_invariants.h"

namespace catanlab::testing {

namespace {

const bool greater_catan_registered = register_invariants("greater_catan", {[](const Game& game, const State& s) {
                                                                const StdGame& g = std_game(game);
                                                                const bool ck = g.has_slice<CkSlice>();
                                                                if (ck) check_ck_invariants(g, s, island_points);
                                                                check_sea_invariants(g, s, !ck);
                                                                check_gc_invariants(g, s);
                                                              },
                                                              {}});

}  // namespace

}  // namespace catanlab::testing
