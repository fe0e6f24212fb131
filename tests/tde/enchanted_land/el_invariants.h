#pragma once
// Enchanted Land's invariants, checked after every step of random games (the
// fuzz and the battery): the dragons and their flags add up, nothing stands
// on the Enchanted Land but coastal settlements and knights (one seat's knight
// there only after its crossing), and points count the dragons slain.
#include <bit>

#include "core/cities_knights/ck_internal.h"
#include "core/tde/enchanted_land/el_rules.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/seafarers/sea_invariants.h"

namespace catanlab::testing {

// Points beyond C&K's: island bonuses and dragons slain.
inline int el_points(const StdGame& g, const State& s, int p) { return island_points(g, s, p) + el_of(g, s).slain[p]; }

// The game ended by the sixth dragon rather than by points.
inline bool won_by_dragons(const StdGame& g, const State& s) {
  const int w = g.winner(s);
  return g.is_terminal(s) && w >= 0 && el_of(g, s).slain[w] >= el_opt(g).el_dragon_win;
}

inline void check_el_invariants(const StdGame& g, const State& state) {
  check_ck_invariants(g, state, el_points);
  check_sea_invariants(g, state, false);
  const StdState& s = std_state(state);
  const ElSlice& e = el_of(g, state);
  const CkSlice& c = ck_of(g, state);
  const VertexSet& land = el::vertices(g);
  const VertexSet& spots = el::spots(g);
  REQUIRE((e.dragons - spots).any() == false);
  REQUIRE((e.mighty - e.strong).any() == false);
  REQUIRE((e.strong - e.shown).any() == false);
  REQUIRE((e.shown - e.dragons).any() == false);
  REQUIRE(e.hidden[0] + e.hidden[1] + e.hidden[2] == (e.dragons - e.shown).count());
  int slain = 0;
  for (int q = 0; q < s.num_players; ++q) slain += e.slain[q];
  REQUIRE(slain + e.dragons.count() == spots.count());
  int flags[kDragonStrengths] = {};
  e.shown.for_each([&](int v) { flags[el::shown_flag(e, v) - 1] += 1; });
  for (int k = 0; k < kDragonStrengths; ++k) REQUIRE(e.hidden[k] + flags[k] <= el_opt(g).flags[k]);
  VertexSet roads_at;
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = s.base.players[q];
    REQUIRE((p.settlements & spots).any() == false);  // settlements on its coast only
    REQUIRE((p.cities & land).any() == false);        // never a city there
    p.roads.for_each([&](int r) {
      for (int v : g.topo().edge_vertex[r]) roads_at.set(v);
    });
    const int there = (p.vertex_pieces & land).count();
    REQUIRE(there <= ((e.crossed >> q & 1) ? 1 : 0));
  }
  // No road touches the Enchanted Land: its paths take ships only.
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (el::land(g).test(h)) REQUIRE((roads_at & g.topo().hex_vertices[h]).any() == false);
  if (s.phase == Phase::GameOver && s.winner != kNobody)
    REQUIRE((g.victory_points(state, s.winner) >= g.opt().vp_target || e.slain[s.winner] >= el_opt(g).el_dragon_win));
  // The sixth dragon wins at once, on its slayer's turn.
  for (int q = 0; q < s.num_players; ++q)
    if (e.slain[q] >= el_opt(g).el_dragon_win)
      REQUIRE((s.phase == Phase::GameOver && s.winner == q && s.turn_player == q));
  if (s.phase == ElPhase::Place) REQUIRE(c.displaced != 0);
}

}  // namespace catanlab::testing
