// Seafarers' invariants (tests/seafarers/sea_invariants.h) in the battery, for rule sets whose
// last module is "seafarers" (a wonder's 4th level and Cloth for Catan's village end among its
// ways to end), and with Cities & Knights' (tests/cities_knights/ck_invariants.h, island
// bonuses among its points) for those whose last is "seafarers_ck".
#include "core/standard/std_game.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/seafarers/sea_invariants.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

// The Wonders of Catan: the winner built its wonder's 4th level (at any VP).
bool won_by_wonder(const StdGame& g, const State& s) {
  const int w = g.winner(s);
  const int k = w < 0 ? -1 : sea::wonder_of(g, std_state(s), w);
  return k >= 0 && sea_of(g, s).wonders.level[size_t(k)] == sea::kWonderLevels;
}

// Cloth for Catan's village end: fewer than cloth_end villages hold cloth, the winners marked.
bool cloth_village_end(const Game& game, const State& s) {
  const StdGame& g = std_game(game);
  const ClothSlice& c = sea_of(g, s).cloth;
  if (!c.winners) return false;
  int stocked = 0;
  for (size_t i = 0; i < sea::villages(g).size(); ++i) stocked += c.village[i] > 0;
  REQUIRE(stocked < sea_opt(g).cloth_end);
  return true;
}

const bool seafarers_registered =
    register_invariants("seafarers", {[](const Game& g, const State& s) { check_sea_invariants(std_game(g), s); }, {},
                                      [](const Game& g, const State& s) {
                                        return won_by_wonder(std_game(g), s) || cloth_village_end(g, s);
                                      }}) &&
    register_invariants("seafarers_ck", {[](const Game& g, const State& s) {
                                           check_ck_invariants(std_game(g), s, island_points);
                                           check_sea_invariants(std_game(g), s, false);
                                         },
                                         {}});

}  // namespace

}  // namespace catanlab::testing
