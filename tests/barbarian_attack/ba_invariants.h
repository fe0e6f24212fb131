#pragma once
// Barbarian Attack's invariants, checked after the steps of random games:
// resources conserved; barbarians conserved between supply, coast and
// prisoners; knights within each seat's six, one per path, off the sea; the
// deck's cards in pile or discards; gold never wrapped below zero, nor past
// a limited box; conquered
// hexes and buildings as the barbarians make them; VP recomputed from the
// pieces that are not dormant, Longest Road and prisoners.
#include <doctest/doctest.h>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/pieces.h"

namespace catanlab::testing {

inline void check_ba_invariants(const StdGame& g, const State& s) {
  const Options& o = g.opt();
  const BaOptions& ba = ba_opt(g);
  const StdState& st = std_state(s);
  const BaseSlice& b = st.base;
  const BaSlice& a = ba_of(g, s);
  for (int r = 0; r < kNumResources; ++r) {
    int total = b.bank[r];
    for (int p = 0; p < st.num_players; ++p) total += b.players[p].hand[r];
    REQUIRE_MESSAGE(total == o.bank_per_resource, kResourceNames[r]);
  }
  int barbarians = a.supply + a.pending;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    REQUIRE(a.barbarians[h] <= ba.ba_conquer);
    if (a.barbarians[h]) REQUIRE(ba::coast_set(g).test(h));
    barbarians += a.barbarians[h];
  }
  EdgeSet knights;
  int gold = 0;
  for (int p = 0; p < st.num_players; ++p) {
    barbarians += a.seats[p].prisoners;
    REQUIRE_FALSE((a.seats[p].knights & knights).any());
    REQUIRE_FALSE((a.seats[p].knights - g.topo().land_edges).any());
    REQUIRE(a.seats[p].knights.count() + a.seats[p].knights_left == ba.ba_knights);
    REQUIRE(a.seats[p].gold < 10000);  // a wrap below zero would read 65,5xx
    gold += a.seats[p].gold;
    knights |= a.seats[p].knights;
    const PlayerState& ps = b.players[p];
    const int vp = (ps.settlements - b.dormant).count() + 2 * (ps.cities - b.dormant).count() +
                   2 * (b.longest_road_holder == p) + a.seats[p].prisoners / 2;
    REQUIRE(vp == g.victory_points(s, p));
    REQUIRE(ps.settlements.count() + ps.settlements_left == o.settlements);
    REQUIRE(ps.cities.count() + ps.cities_left == o.cities);
    REQUIRE(ps.roads.count() + ps.roads_left == o.roads);
  }
  REQUIRE(barbarians == ba.ba_barbarians);
  if (ba.ba_gold_supply) REQUIRE(gold <= ba.ba_gold_supply);
  for (int k = 0; k < kNumBaCards; ++k) REQUIRE(a.pile[k] + a.discards[k] == ba.ba_deck[k]);
  REQUIRE(b.barren == ba::conquered_hexes(g, st));
  REQUIRE(b.dormant == ba::conquered_buildings(g, st));
  // The caches agree with a rebuild from the pieces.
  State rebuilt = s;
  g.rebuild_caches(rebuilt);
  REQUIRE(rebuilt == s);
}

}  // namespace catanlab::testing
