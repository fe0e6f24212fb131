#pragma once
// Greater Catan's invariants, after every step of random games and the battery: Seafarers' (with
// Cities & Knights' in the combination); the tokens on the board and in the reserve are the
// board's and its reserve's; no 7, no token on a hex that produces nothing; the hexes owed a
// token are numberless land off the home island, and only while a run is under way. (That home
// hexes only lose tokens and new islands' only gain them is checked over whole games, in the fuzz.)
#include "core/tde/greater_catan/gc_rules.h"
#include "tests/seafarers/sea_invariants.h"

namespace catanlab::testing {

inline void check_gc_invariants(const StdGame& g, const State& state) {
  const StdState& s = std_state(state);
  const GcSlice& gc = gc_of(g, s);
  const BoardSpec& board = g.board();
  std::array<int, 13> tokens{}, printed{}, reserve{};
  for (const Marker& m : board.markers)
    if (m.kind == "reserve") reserve[size_t(m.value)] += 1;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    const int n = s.layout.number[h];
    tokens[n] += 1, printed[board.layout.number[h]] += 1;
    const Terrain x = s.layout.terrain[h];
    REQUIRE((n == 0 || terrain_resource(x) >= 0 || x == Terrain::Gold));
  }
  for (int n = 2; n <= 12; ++n) REQUIRE(tokens[n] + gc.reserve[size_t(n)] == printed[n] + reserve[n]);
  REQUIRE(gc.reserve[7] == 0);
  gc.pending.for_each([&](int h) { REQUIRE(gc::takes_token(g, s, h)); });
  const bool run = s.phase == GcPhase::Order || s.phase == GcPhase::Reserve || s.phase == GcPhase::TakeFrom;
  if (s.phase != Phase::GameOver) REQUIRE(bool(gc.interlude.active) == run);
  if (!run && s.phase != Phase::GameOver) REQUIRE_FALSE(gc.pending.any());
}

}  // namespace catanlab::testing
