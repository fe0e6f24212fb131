#pragma once
// The Desert Dragons' invariants, after every step of random games and the battery: Seafarers'
// (VP recomputed here, without dormant buildings); the 18 dragons are in the supply, on the
// deserts, on landscape hexes or slain; no landscape dragon before all gathered; the deserts never
// differ by more than one (fewest first, most first); the curse in the base game's fields is the
// dragons' (barren hexes, dead roads, dormant buildings), no dormant city stood as a settlement
// when it went up (checked in the fuzz), no Largest Army, no robber, no pirate.
#include <algorithm>

#include "core/tde/desert_dragons/dd_rules.h"
#include "tests/seafarers/sea_invariants.h"

namespace catanlab::testing {

inline void check_dd_invariants(const StdGame& g, const State& state) {
  check_sea_invariants(g, state, false);
  const StdState& s = std_state(state);
  const DdSlice& d = dd_of(g, s);
  const BaseSlice& b = s.base;
  const int total = g.module<DesertDragons>().opt().dd_dragons;
  const int deserts = int(dd::deserts(g).size());
  REQUIRE(d.supply + dd::on_deserts(d) + d.dragons.count() + d.slain == total);
  if (d.supply) REQUIRE_FALSE((d.dragons.any() || d.slain || d.invading.any()));
  const auto first = d.desert.begin(), last = first + deserts;
  REQUIRE(*std::max_element(first, last) - *std::min_element(first, last) <= 1);
  d.dragons.for_each([&](int h) { REQUIRE(dd::landscape(s, h)); });
  REQUIRE(b.barren == d.dragons);
  REQUIRE(b.dead_roads == dd::dead_paths(g, s));
  REQUIRE(b.dormant == dd::blocked_buildings(g, s));
  REQUIRE(b.largest_army_holder == kNobody);
  REQUIRE(sea_of(g, s).pirate == kNoSeaHex);
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& ps = b.players[p];
    const int points = (ps.settlements - b.dormant).count() + 2 * (ps.cities - b.dormant).count() +
                       2 * (b.longest_road_holder == p) + ps.dev[VictoryPoint];
    REQUIRE(points == g.victory_points(state, p));
  }
  if (s.phase == DdPhase::Gather) REQUIRE(d.gather_left > 0);
  if (s.phase == DdPhase::Invade) REQUIRE(d.invading.any());
}

}  // namespace catanlab::testing
