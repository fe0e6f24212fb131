#pragma once
// Cities & Knights invariants, checked after the steps of random games: every
// card conserved (resources, commodities, progress cards), pieces within
// limits (knights per strength, walls, metropolises on cities), VP recomputed
// from the pieces, caches equal to a rebuild.
#include <doctest/doctest.h>

#include <cstring>

#include "core/standard/std_game.h"
#include "core/cities_knights/ck_internal.h"

namespace catanlab::testing {

// `later_vp`: a later module's points for a seat (Conquerors: the hero track).
inline void check_ck_invariants(const StdGame& g, const State& s, int (*later_vp)(const StdGame&, const State&, int) = nullptr) {
  const Options& o = g.opt();
  const CkOptions& ck = ck_opt(g);
  const BaseSlice& b = std_state(s).base;
  const CkSlice& c = ck_of(g, s);
  for (int k = 0; k < kNumCardKinds; ++k) {
    int total = b.bank[k];
    for (int p = 0; p < std_state(s).num_players; ++p) total += b.players[p].hand[k];
    REQUIRE_MESSAGE(total == (k < kNumResources ? o.bank_per_resource : ck.bank_per_commodity), kCardNames[k]);
  }
  int vp_cards_out = 0, vp_cards_shown = 0;
  for (int k = 0; k < kMaxProgressKinds; ++k) {
    int total = c.deck[k] + c.returned[k];
    for (int p = 0; p < std_state(s).num_players; ++p) total += c.players[p].progress[k];
    if (k == Printer || k == Constitution) {
      REQUIRE(c.returned[k] == 0);
      vp_cards_out += ck.cards.count[k] - total;
    } else {
      REQUIRE_MESSAGE(total == ck.cards.count[k], (k < ck.cards.kinds ? ck.cards.names[k] : "an unnamed kind"));
    }
  }
  const VertexSet metro = ck::metropolis_vertices(g, std_state(s));
  int metro_seen = 0;
  for (int p = 0; p < std_state(s).num_players; ++p) {
    const PlayerState& ps = b.players[p];
    const CkPlayer& cp = c.players[p];
    vp_cards_shown += cp.progress_vp;
    REQUIRE(ps.settlements.count() + ps.settlements_left == o.settlements + ps.extra_settlements);
    REQUIRE(ps.cities.count() + ps.cities_left == o.cities);
    REQUIRE(ps.roads.count() + ps.roads_left == o.roads);
    int held = 0, hand = 0;
    for (uint8_t n : cp.progress) held += n;
    for (uint8_t n : ps.hand) hand += n;
    REQUIRE(held == cp.progress_total);
    REQUIRE(hand == ps.hand_total);
    REQUIRE(held <= ck.progress_limit + (std_state(s).phase == CkPhase::DiscardProgress && std_state(s).to_move == p));
    for (int k = 0; k < kNumCardKinds; ++k) REQUIRE(ps.known[k] <= ps.hand[k]);
    int on_board[3] = {};
    ps.vertex_pieces.for_each([&](int v) {
      REQUIRE(knight::owner(c.knight[v]) == p);
      REQUIRE(knight::strength(c.knight[v]) >= 1);
      on_board[knight::strength(c.knight[v]) - 1] += 1;
    });
    if (c.displaced && knight::owner(c.displaced) == p) on_board[knight::strength(c.displaced) - 1] += 1;  // being moved
    for (int st = 0; st < 3; ++st) REQUIRE(on_board[st] + cp.knights_left[st] == ck.knights_per_level);
    REQUIRE((c.walls & ps.cities).count() == cp.walls);
    REQUIRE(cp.walls <= ck.city_walls);
    REQUIRE(int(ps.hand_limit_bonus) >= cp.walls * ck.wall_bonus);  // a later module may add its own (Departure)
    const int metros = (metro & ps.cities).count();
    metro_seen += metros;
    for (int k = 0; k < kNumTracks; ++k) REQUIRE(cp.level[k] <= ck.improvement_levels);
    const int vp = ps.settlements.count() + 2 * ps.cities.count() + 2 * (b.longest_road_holder == p) + 2 * metros +
                   cp.defender + cp.progress_vp + (c.merchant_owner == p) + (later_vp ? later_vp(g, s, p) : 0);
    REQUIRE(vp == g.victory_points(s, p));
  }
  REQUIRE(vp_cards_out == vp_cards_shown);
  REQUIRE(metro_seen == metro.count());  // every metropolis stands on a city
  VertexSet cities;
  for (int p = 0; p < std_state(s).num_players; ++p) cities |= b.players[p].cities;
  REQUIRE((c.walls - cities).count() == 0);
  REQUIRE_FALSE((b.vertex_pieces & b.occupied).any());  // knights stand on empty intersections
  for (int v = 0; v < g.topo().num_vertices; ++v) REQUIRE(bool(c.knight[v]) == b.vertex_pieces.test(v));
  REQUIRE(c.barbarians < ck.barbarian_track);
  State r = s;
  g.rebuild_caches(r);
  REQUIRE(r == s);
}

}  // namespace catanlab::testing
