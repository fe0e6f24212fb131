#pragma once
// The Great Canal's invariants, checked after every step of random games (the
// fuzz and the battery), C&K's and Seafarers' among them: canal chips add up
// to two per hex dug by knights (once flooded, the finishing hex's and those dug with it), no undug canal hex holds two active knights,
// the farmland is barren exactly until the flood, nothing is built on the
// small islands but knights that got there, no three ships of a seat meet, each seat's
// harbors are its buildings' and its traders', the robber is off the lakes.
#include "core/base/pieces.h"
#include "core/cities_knights/ck_internal.h"
#include "core/tde/great_canal/canal_rules.h"
#include "tests/cities_knights/ck_invariants.h"
#include "tests/seafarers/sea_invariants.h"

namespace catanlab::testing {

// Points beyond C&K's: island bonuses (none here) and canal chips.
inline int canal_points(const StdGame& g, const State& s, int p) { return island_points(g, s, p) + canal_of(g, s).chips[p]; }

inline void check_canal_invariants(const StdGame& g, const State& state) {
  check_ck_invariants(g, state, canal_points);
  check_sea_invariants(g, state, false);
  const StdState& s = std_state(state);
  const CanalSlice& cs = canal_of(g, state);
  const CkSlice& c = ck_of(g, state);
  const Topology& t = g.topo();
  const bool flooded = canal::flooded(g, s);
  REQUIRE((cs.dug - canal::hexes(g)).any() == false);
  int chips = 0;
  for (int q = 0; q < s.num_players; ++q) chips += cs.chips[q];
  // Once flooded, the knights dug the finishing hex and any dug at the same time; the rest lost their chips.
  REQUIRE(chips % 2 == 0);
  REQUIRE(chips >= 2 * (flooded ? canal_opt(g).canal_finish : cs.dug.count()));
  REQUIRE(chips <= 2 * cs.dug.count());
  REQUIRE((flooded || cs.dug.count() < canal_opt(g).canal_finish));
  (canal::hexes(g) - cs.dug).for_each([&](int h) {
    int active = 0;
    (t.hex_vertices[h] & s.base.vertex_pieces).for_each([&](int v) { active += (c.knight[v] & knight::kActive) != 0; });
    REQUIRE(active < 2);
  });
  REQUIRE(s.base.barren == (flooded ? HexSet{} : canal::farmland(g)));
  // The robber never goes on the lake (nor on the basin once flooded: one there at the flood stays).
  REQUIRE((s.base.robber == canal::basin(g) || !canal::lakes(g, s).test(s.base.robber)));
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = s.base.players[q];
    REQUIRE((buildings_of(p) & canal::islet_vertices(g)).any() == false);
    REQUIRE(p.harbors == (harbors_of(g.board(), g.opt(), s, p) | canal::trader_harbors(g, s, q)));
    // Single routes: never three of the seat's ships at one vertex.
    for (int v = 0; v < t.num_vertices; ++v) REQUIRE((t.vertex_edges[v] & p.path_pieces).count() <= 2);
  }
}

}  // namespace catanlab::testing
