#pragma once
// Colonies' invariants, checked on every State the battery and the fuzz reach:
// resources conserved (bank and hands add up to the box), development and
// tactics cards conserved, regiments within the box (40, 12, 8) and standing
// only where armies may stand (those routed this turn among them), each
// corner and path held by one seat (a holder exactly when there is a
// founder) and settlements apart, each tile
// held undisputed by allies only, an eliminated seat with nothing on the
// board, the caches equal to a rebuild. A redeal keeps the public State and
// the seat's own cards and book.
#include <doctest/doctest.h>

#include <cstring>

#include "core/colonies/col_rules.h"

namespace catanlab::testing {

inline void check_col_invariants(const ColGame& g, const State& state) {
  const ColState& s = col_state(state);
  const int n = g.num_players();
  for (int r = 0; r < 5; ++r) {
    int total = s.bank[r];
    for (int p = 0; p < n; ++p) total += s.seat[p].hand[r];
    REQUIRE_MESSAGE(total == g.opt().col_bank, "resource ", r, " not conserved");
  }
  for (int k = 0; k < kColDevKinds; ++k) {
    int total = s.dev_deck[k];
    for (int p = 0; p < n; ++p) total += s.seat[p].dev_held[k] + s.seat[p].dev_played[k];
    REQUIRE(total == kColDevDeck[k]);
  }
  for (int k = 0; k < kTacticsKinds; ++k) {
    int total = s.tactics_deck[k];
    for (int p = 0; p < n; ++p) total += s.seat[p].tactics[k];
    REQUIRE(total == (g.opt().col_tactics ? kTacticsDeck[k] : 0));
  }
  static constexpr int kBox[kRegimentKinds] = {40, 12, 8};
  for (int p = 0; p < n; ++p) {
    const auto counts = col::regiment_counts(s, p);
    for (int k = 0; k < kRegimentKinds; ++k) REQUIRE_MESSAGE(counts[k] <= kBox[k], "p", p, " has too many ", kRegimentNames[k]);
    REQUIRE(((s.present[p] - g.land()).count() == 0));
    for (int h = 0; h < kColHexes; ++h)
      for (int k = 0; k < kRegimentKinds; ++k) REQUIRE(s.shaken[h][p][k] <= s.army[h][p][k]);  // routed ones stand among them
    if (s.seat[p].out) REQUIRE((!s.present[p].any() && !s.held_v[p].any()));
  }
  for (int v = 0; v < g.topo().num_vertices; ++v) {
    REQUIRE((s.v_owner[v] == kNone) == (s.v_founder[v] == kNone));
    int holders = 0;
    for (int p = 0; p < n; ++p) holders += s.held_v[p].test(v);
    REQUIRE(holders == (s.v_owner[v] < kColSeats));  // kNpcSeat: the hostiles hold it
    if (s.v_owner[v] != kNone) g.corner_neighbours(v).for_each([&](int w) { REQUIRE(s.v_owner[w] == kNone); });
  }
  for (int e = 0; e < g.topo().num_edges; ++e) {
    REQUIRE((s.e_owner[e] == kNone) == (s.e_founder[e] == kNone));
    int holders = 0;
    for (int p = 0; p < n; ++p) holders += s.held_e[p].test(e);
    REQUIRE(holders == (s.e_owner[e] < kColSeats));
  }
  g.land().for_each([&](int h) {
    for (int p = 0; p < n; ++p)
      for (int q = 0; q < n; ++q)
        if (p != q && col::controls_tile(s, h, p) && col::controls_tile(s, h, q)) REQUIRE(col::allied(s, p, q));
  });
  State rebuilt = state;
  g.rebuild_caches(rebuilt);
  REQUIRE(rebuilt == state);
}

// A redeal for `seat` changes only what `seat` cannot see: other seats' cards in hand (their counts kept) and,
// before the reveal, other seats' books; the seat's own book and cards stay.
inline void check_col_redeal(const ColGame& g, const State& before, const State& after, int seat) {
  const ColState &a = col_state(before), &b = col_state(after);
  REQUIRE(std::memcmp(&a.book[seat], &b.book[seat], sizeof(ColBook)) == 0);
  REQUIRE(std::memcmp(a.army, b.army, sizeof a.army) == 0);
  REQUIRE(std::memcmp(a.v_owner, b.v_owner, sizeof a.v_owner) == 0);
  for (int p = 0; p < g.num_players(); ++p) {
    REQUIRE(std::memcmp(a.seat[p].hand, b.seat[p].hand, 5) == 0);
    REQUIRE(std::memcmp(a.seat[p].dev_played, b.seat[p].dev_played, kColDevKinds) == 0);
    int held_a = 0, held_b = 0;
    for (int k = 0; k < kColDevKinds; ++k) held_a += a.seat[p].dev_held[k], held_b += b.seat[p].dev_held[k];
    REQUIRE(held_a == held_b);
    if (p == seat) REQUIRE(std::memcmp(a.seat[p].dev_held, b.seat[p].dev_held, kColDevKinds) == 0);
    REQUIRE(a.book[p].committed == b.book[p].committed);
  }
  if (a.phase != ColPhase::Write && a.phase != ColPhase::Reveal)
    REQUIRE(std::memcmp(a.book, b.book, sizeof a.book) == 0);
}

}  // namespace catanlab::testing
