#pragma once
// Departure's invariants: Seafarers' (tests/seafarers/sea_invariants.h), with
// Cities & Knights' where the rule set has it, the treasure hunt's
// (tests/tde/common/treasure_invariants.h), and the kept tiles': at most
// keep_max per seat, no more of a kind out of the pool than the box holds,
// each seat's points and hand limit as its count says; the special harbours'.
#include "core/cities_knights/ck_slice.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/seafarers/sea_invariants.h"
#include "tests/tde/common/treasure_invariants.h"

namespace catanlab::testing {

inline int kept_points(const StdGame& g, const State& s, int p) {
  const int kept = kept_by(treasure_of(g, std_state(s)), p);
  return kept >= 4 ? 2 : kept == 3 ? 1 : 0;
}

inline void check_departure(const StdGame& g, const State& state) {
  const bool ck = g.has_slice<CkSlice>();
  const TreasureOptions& o = g.options<TreasureOptions>();
  const StdState& s = std_state(state);
  const TreasureSlice& tr = treasure_of(g, s);
  if (ck && g.phase_name(state) != "treasure_discard") check_ck_invariants(g, state, kept_points);
  check_sea_invariants(g, state, false);
  check_treasure_invariants(g, state, g.module<TreasureHunt>(), o);
  const int box[kTreasureKinds] = {o.treasure_resources, o.treasure_paths, o.treasure_cards};
  const bool choice = g.phase_name(state) == "treasure_choice";
  for (int k = 0; k < kTreasureKinds; ++k) {
    int out = tr.pool[k] + (choice && tr.drawn == k);
    for (int p = 0; p < s.num_players; ++p) out += tr.kept[p][k];
    REQUIRE(out <= box[k]);
  }
  if (choice) REQUIRE(kept_by(tr, tr.hunter) < o.keep_max);
  // A special harbour is a 2:1 rate for every building at its ends, owed only from two kept tiles.
  for (int r = 0; r < kNumResources; ++r) {
    if (!tr.harbor_at[r]) continue;
    for (int v : g.topo().edge_vertex[tr.harbor_at[r] - 1])
      for (int p = 0; p < s.num_players; ++p)
        if ((s.base.players[p].settlements | s.base.players[p].cities).test(v)) REQUIRE((s.base.players[p].harbors >> r & 1) == 1);
  }
  for (int p = 0; p < s.num_players; ++p)
    if (tr.harbor_due >> p & 1) REQUIRE(kept_by(tr, p) >= 2);
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& ps = s.base.players[p];
    REQUIRE(kept_by(tr, p) <= o.keep_max);
    const int walls = ck ? ck_of(g, s).players[p].walls * ck_opt(g).wall_bonus : 0;
    REQUIRE(ps.hand_limit_bonus == walls + 2 * (kept_by(tr, p) > 0));
    if (!ck)
      REQUIRE(g.victory_points(state, p) == ps.settlements.count() + 2 * ps.cities.count() +
                                                 2 * (s.base.longest_road_holder == p) +
                                                 2 * (s.base.largest_army_holder == p) + ps.dev[VictoryPoint] +
                                                 kept_points(g, state, p));
  }
}

// A redeal for `seat` keeps its own kept tiles and every seat's count, and moves tiles only among
// those the seat has not seen (the others' kept ones and the pool).
inline void check_kept_redealt(const StdGame& g, const State& before, const State& after, int seat) {
  const TreasureSlice& a = treasure_of(g, std_state(before));
  const TreasureSlice& b = treasure_of(g, std_state(after));
  REQUIRE(a.kept[seat] == b.kept[seat]);
  for (int p = 0; p < std_state(before).num_players; ++p) REQUIRE(kept_by(a, p) == kept_by(b, p));
  REQUIRE(total_of(a.pool) == total_of(b.pool));
  const bool seen = g.phase_name(before) != "treasure_choice" || a.hunter == seat;
  if (seen) REQUIRE(a.drawn == b.drawn);
  for (int k = 0; k < kTreasureKinds; ++k) {
    int x = a.pool[k] + (!seen && a.drawn == k), y = b.pool[k] + (!seen && b.drawn == k);
    for (int p = 0; p < std_state(before).num_players; ++p) x += a.kept[p][k], y += b.kept[p][k];
    REQUIRE(x == y);
  }
}

}  // namespace catanlab::testing
