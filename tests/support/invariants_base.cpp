// The base game's invariants, plugged into the battery (battery.h) for rule
// sets whose last module is "base": resources conserved between bank and
// hands, pieces within limits, public counts below the truth, VP recomputed
// from the pieces equal to the incremental count, the distance rule.
#include <doctest/doctest.h>

#include "core/base/pieces.h"
#include "core/standard/std_game.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

void check_base(const Game& game, const State& s) {
  const StdGame& g = std_game(game);
  const Options& o = g.opt();
  const BaseSlice& b = std_state(s).base;
  for (int r = 0; r < kNumResources; ++r) {
    int total = b.bank[r];
    for (int p = 0; p < std_state(s).num_players; ++p) total += b.players[p].hand[r];
    REQUIRE_MESSAGE(total == o.bank_per_resource, "resource ", r, " total ", total);
  }
  for (int k = 0; k < kNumDevKinds; ++k) {
    int total = b.dev_deck[k];
    for (int p = 0; p < std_state(s).num_players; ++p) total += b.players[p].dev[k];
    REQUIRE(total <= o.dev_deck[k]);
  }
  for (int p = 0; p < std_state(s).num_players; ++p) {
    const PlayerState& ps = b.players[p];
    REQUIRE(ps.settlements.count() + ps.settlements_left == o.settlements);
    REQUIRE(ps.cities.count() + ps.cities_left == o.cities);
    REQUIRE(ps.roads.count() + ps.roads_left == o.roads);
    REQUIRE(ps.settlements.count() <= o.settlements);
    REQUIRE(ps.cities.count() <= o.cities);
    REQUIRE(ps.roads.count() <= o.roads);
    for (int r = 0; r < kNumResources; ++r) REQUIRE(ps.known[r] <= ps.hand[r]);
    // Dormant buildings (a scenario's conquered ones) count nothing.
    int vp = (ps.settlements - b.dormant).count() + 2 * (ps.cities - b.dormant).count() + 2 * (b.longest_road_holder == p) +
             2 * (b.largest_army_holder == p) + ps.dev[VictoryPoint];
    REQUIRE(vp == g.victory_points(s, p));
    for (int k = 0; k < kNumDevKinds; ++k) REQUIRE(ps.dev_new[k] <= ps.dev[k]);
    if (b.longest_road_holder == p) REQUIRE(ps.road_length >= o.longest_road_min);
    if (b.largest_army_holder == p) REQUIRE(ps.knights_played >= o.largest_army_min);
  }
  // Distance rule and one piece per spot.
  for (int p = 0; p < std_state(s).num_players; ++p)
    for (int q = p + 1; q < std_state(s).num_players; ++q) {
      REQUIRE_FALSE((buildings_of(b.players[p]) & buildings_of(b.players[q])).any());
      REQUIRE_FALSE((b.players[p].roads & b.players[q].roads).any());
    }
  b.occupied.for_each([&](int v) { REQUIRE_FALSE((g.topo().vertex_neighbours[v] & b.occupied).any()); });
}

const bool base_registered = register_invariants("base", {check_base, {}});

}  // namespace

}  // namespace catanlab::testing
