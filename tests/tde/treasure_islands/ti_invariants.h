#pragma once
// The Treasure Islands' invariants: Seafarers' (tests/seafarers/sea_invariants.h, chips among the
// island bonuses), with Cities & Knights' where the rule set has it (C&K's count the VP; a
// treasure's fifth progress card waits for its discard in the hunt's own phase), and the treasure
// hunt's (tests/tde/common/treasure_invariants.h).
#include "core/cities_knights/ck_slice.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/seafarers/sea_invariants.h"
#include "tests/tde/common/treasure_invariants.h"

namespace catanlab::testing {

inline void check_treasure_islands(const StdGame& g, const State& s) {
  const bool ck = g.has_slice<CkSlice>();
  if (ck && g.phase_name(s) != "treasure_discard") check_ck_invariants(g, s, island_points);
  check_sea_invariants(g, s, !ck);
  check_treasure_invariants(g, s, g.module<TreasureHunt>(), g.options<TreasureOptions>());
}

}  // namespace catanlab::testing
