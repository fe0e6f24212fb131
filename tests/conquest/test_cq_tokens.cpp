// Victory tokens (the page's "Victory Tokens"): Fortress, Great Wall, Metropolis,
// Armada, Legion and Traveller as they are earned (Conqueror, Siege,
// Attacker, Defender: test_cq_combat.cpp; Trader: test_cq_trade.cpp);
// Balance at each round's end; Monarch, General, Colonist and Builder at the
// game's end; the most tokens win, ties share.
#include <doctest/doctest.h>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

uint16_t token(const State& s, int seat, Token t) { return cq_state(s).seats[seat].tokens[t]; }

void wall_sides(State& s, int seat, const CqGame& g, int h, std::initializer_list<int> dirs) {
  for (int d : dirs) cq_state(s).seats[seat].walls.set(g.topo().hex_edge[h][d]);
}

// p2's turn of the last round: its end_turn ends the round, and the game with it.
State last_turn(const CqGame& g) {
  State s = cq_main(g, 2, g.opt().cq_rounds);
  CqState& c = cq_state(s);
  c.deck = {};  // no free card to draw
  c.played = {2, 2, 5, 2, 2, 2, 2, 2};
  return s;
}

}  // namespace

TEST_CASE("cq tokens: Fortress for closing walls around own settlements, coast included; once") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9);
  wall_sides(s, 0, *g, 9, {0, 1, 2, 3});
  cq_give(s, 0, {0, 6, 0, 0, 0});
  act(*g, s, fmt::format("build_wall e{}", g->topo().hex_edge[9][4]));
  CHECK(token(s, 0, Fortress) == 0);  // a side to the sea is open
  act(*g, s, fmt::format("build_wall e{}", g->topo().hex_edge[9][5]));
  CHECK(token(s, 0, Fortress) == 1);
  CHECK(token(s, 0, GreatWall) == 1);  // six walls in a ring
  // Two settlements in one ring of walls (not between them): enclosed too.
  State pair = cq_main(*g, 0);
  cq_build(pair, 0, 1), cq_build(pair, 0, 2);
  const int shared = cq_side(*g, 1, 2);
  for (int h : {1, 2})
    for (int16_t e : g->topo().hex_edge[h])
      if (e != shared) cq_state(pair).seats[0].walls.set(e);
  const int last = cq_state(pair).seats[0].walls.nth(0);
  cq_state(pair).seats[0].walls.reset(last);
  cq_give(pair, 0, {0, 2, 0, 0, 0});
  act(*g, pair, fmt::format("build_wall e{}", last));
  CHECK(token(pair, 0, Fortress) == 1);
}

TEST_CASE("cq tokens: Great Wall for five own walls joined at corners") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9), cq_build(s, 0, 25);
  wall_sides(s, 0, *g, 9, {0, 1});
  wall_sides(s, 0, *g, 25, {0, 1});
  cq_give(s, 0, {0, 4, 0, 0, 0});
  act(*g, s, fmt::format("build_wall e{}", g->topo().hex_edge[25][3]));  // 3 and 2: apart
  CHECK(token(s, 0, GreatWall) == 0);
  act(*g, s, fmt::format("build_wall e{}", g->topo().hex_edge[25][2]));  // joins 25's three to four
  CHECK(token(s, 0, GreatWall) == 0);
  cq_give(s, 0, {0, 2, 0, 0, 0});
  act(*g, s, fmt::format("build_wall e{}", g->topo().hex_edge[25][4]));
  CHECK(token(s, 0, GreatWall) == 1);
}

TEST_CASE("cq tokens: Metropolis for three own settlements on joined hexes") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 1);
  cq_build(s, 0, 25);
  cq_unit(s, 0, UnitKind::Knight, 2);
  cq_unit(s, 0, UnitKind::Knight, 9);
  cq_give(s, 0, {2, 2, 0, 2, 0});
  act(*g, s, "build_settlement h9");  // h1, h9 and h25: not joined
  CHECK(token(s, 0, Metropolis) == 0);
  act(*g, s, "build_settlement h2");
  CHECK(token(s, 0, Metropolis) == 1);
}

TEST_CASE("cq tokens: Armada for five ships, Legion for five knights, once each") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9);
  for (int i = 0; i < 4; ++i) cq_unit(s, 0, UnitKind::Ship, 17), cq_unit(s, 0, UnitKind::Knight, 9);
  cq_give(s, 0, {1, 0, 2, 0, 1});
  act(*g, s, "build_ship h18");
  CHECK(token(s, 0, Armada) == 1);
  act(*g, s, "build_knight h9");
  CHECK(token(s, 0, Legion) == 1);
  cq_state(s).units_built = 0;
  cq_give(s, 0, {1, 0, 2, 0, 1});
  act(*g, s, "build_ship h18");
  act(*g, s, "build_knight h9");
  CHECK(token(s, 0, Armada) == 1);
  CHECK(token(s, 0, Legion) == 1);
}

TEST_CASE("cq tokens: Traveller for a ship more than 6 hexes from home, a knight more than 3, once each") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  const int knight = cq_aboard(s, 0, UnitKind::Knight, cargo, 24);
  uint8_t cost[kMaxHexes];
  const HexSet reach = cq::reachable(*g, cq_state(s), 0, cargo, cost);
  int far = -1, near = -1;
  reach.for_each([&](int h) {
    const int d = hex_distance(g->topo(), 17, h), k = hex_distance(g->topo(), 24, h);
    if (d > 6 && far < 0) far = h;
    if (d <= 6 && k == 4 && near < 0) near = h;
  });
  REQUIRE(far >= 0);
  REQUIRE(near >= 0);
  State t = s;
  act(*g, s, fmt::format("unit u{}", cargo));
  act(*g, s, fmt::format("move h{}", near));  // the knight is 4 from its home, the ship at most 6 from its own
  CHECK(token(s, 0, Traveller) == 1);
  CHECK((cq_state(s).seats[0].units[knight].flags & kTravelled) != 0);
  CHECK((cq_state(s).seats[0].units[cargo].flags & kTravelled) == 0);
  act(*g, t, fmt::format("unit u{}", cargo));
  act(*g, t, fmt::format("move h{}", far));
  CHECK(token(t, 0, Traveller) == 1 + (hex_distance(g->topo(), 24, far) > 3));
  CHECK((cq_state(t).seats[0].units[cargo].flags & kTravelled) != 0);
}

TEST_CASE("cq tokens: Balance: the single leader on points gives a token to the single last, or the last takes one") {
  auto g = cq_load(3);
  State s = cq_main(*g, 2);
  CqState& c = cq_state(s);
  c.deck = {}, c.played = {2, 2, 5, 2, 2, 2, 2, 2};  // no free card
  cq_build(s, 0, 9, 2);  // p0 leads
  cq_build(s, 1, 12);    // p2 is last
  c.seats[0].tokens[Siege] = 2;
  State empty = s, tied = s;
  act(*g, s, "end_turn");
  CHECK(cq::total_tokens(c.seats[0]) == 1);
  CHECK(cq::total_tokens(c.seats[2]) == 1);
  CHECK((c.seats[0].balance_out == 1 && c.seats[2].balance_in == 1));
  cq_state(empty).seats[0].tokens[Siege] = 0;
  act(*g, empty, "end_turn");
  CHECK(cq::total_tokens(cq_state(empty).seats[0]) == 0);
  CHECK(cq::total_tokens(cq_state(empty).seats[2]) == 1);  // from the supply
  cq_build(tied, 2, 13);  // p1 and p2 tie for last: skipped
  act(*g, tied, "end_turn");
  CHECK(cq::total_tokens(cq_state(tied).seats[0]) == 2);
}

TEST_CASE("cq tokens: Monarch, General, Colonist and Builder at the end; the most tokens win, ties share") {
  auto g = cq_load(3);
  State s = last_turn(*g);
  CqState& c = cq_state(s);
  const uint8_t a = g->board().island[1], b = g->board().island[5], x = g->board().island[24], y = g->board().island[27];
  c.seats[0].start_island = a, c.seats[1].start_island = b, c.seats[2].start_island = g->board().island[56];
  cq_build(s, 0, 9);                  // A alone: Monarch
  cq_build(s, 0, 25);                 // X, not its start: Colonist; not alone (p1's knight): no Monarch
  cq_unit(s, 1, UnitKind::Knight, 24);
  cq_build(s, 1, 12);                 // B alone, its start: Monarch only
  cq_build(s, 2, 28, 2);              // Y alone, not its start: Monarch and Colonist
  c.seats[1].prisoners = 1;
  c.seats[2].sunk = 1;                // p1 and p2 tie for General
  (void)x, (void)y;
  act(*g, s, "end_turn");
  REQUIRE(g->is_terminal(s));
  CHECK(g->phase_name(s) == "game_over");
  CHECK(c.seats[0].tokens[Monarch] == 3);
  CHECK(c.seats[0].tokens[Colonist] == 3);
  CHECK(c.seats[0].tokens[General] == 0);
  CHECK(c.seats[1].tokens[Monarch] == 3);
  CHECK(c.seats[1].tokens[Colonist] == 0);
  CHECK(c.seats[1].tokens[General] == 3);
  CHECK(c.seats[2].tokens[Monarch] == 3);
  CHECK(c.seats[2].tokens[Colonist] == 3);
  CHECK(c.seats[2].tokens[General] == 3);
  // Points: p0 2, p1 1 + 1 knight, p2 2: Builder to all three.
  for (int q = 0; q < 3; ++q) CHECK(c.seats[q].tokens[Builder] == 3);
  CHECK(g->victory_points(s, 0) == 9);
  CHECK(g->victory_points(s, 1) == 9);
  CHECK(g->victory_points(s, 2) == 12);
  CHECK(g->winner(s) == 2);
  double r[3];
  g->returns(s, r);
  CHECK((r[0] == 0 && r[1] == 0 && r[2] == 1));
  // A tie at the top shares the win.
  State t = s;
  cq_state(t).seats[0].tokens[Siege] = 3;
  CHECK(g->winner(t) == -1);
  g->returns(t, r);
  CHECK((r[0] == 0.5 && r[1] == 0 && r[2] == 0.5));
}
