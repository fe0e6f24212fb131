// The heuristic's terms for chapters 2 and 3 on hand-built positions: it
// builds a knight where it besieges forts, completes a siege when it can
// (the free cannon first),
// values a siege less as a Charge of the Conquerors nears, puts its cannon
// beside the knight that guards a threatened hex, and buys battle cards with
// its amber and wine at Wyler's Help.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "agents/heuristic/module_terms.h"
#include "agents/heuristic_eval.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::string heuristic_choice(const StdGame& g, const State& s) {
  auto agent = make_agent("heuristic");
  agent->reset(1);
  return g.action_name(agent->act(g, s));
}

// The Conquerors' standing of the table, the same for every seat.
double table_value(const StdGame& g, const State& s) { return module_terms("conquerors")->table(g, std_state(s)); }

// Chapter 3, 3 players (example 12's corner): seat 0's settlement and two roads below the forts at
// (3,1) and (4,1); the roads' top end is a corner of both forts.
struct BelowTheForts {
  std::shared_ptr<const StdGame> g = ch3_game(3);
  State s = lotc_main(*g, 0);
  int west = hex(*g, 3, 1), east = hex(*g, 4, 1), below = hex(*g, 3, 2);
  int top = corner(*g, below, Corner::N);
  BelowTheForts() {
    REQUIRE((lotc_of(g, s).fort[west] & kFortStrength));
    REQUIRE((lotc_of(g, s).fort[east] & kFortStrength));
    Board{*g, s}.settlement(0, corner(*g, below, Corner::SE)).roads(0, {side(*g, below, Dir::E), side(*g, below, Dir::NE)}).done();
  }
};

}  // namespace

TEST_CASE("heuristic on chapter 3: it builds its knight on the corner that besieges two forts") {
  BelowTheForts p;
  deal(p.s, 0, {0, 0, 1, 0, 1});  // a knight's price, nothing else
  REQUIRE(can(*p.g, p.s, v_name("build_knight", p.top)));
  REQUIRE(can(*p.g, p.s, v_name("build_knight", corner(*p.g, p.below, Corner::NE))));  // beside one fort only
  CHECK(heuristic_choice(*p.g, p.s) == v_name("build_knight", p.top));
}

TEST_CASE("heuristic on chapter 3: it completes the siege that captures a fort") {
  BelowTheForts p;
  lotc_of(*p.g, p.s).fort[p.west] = uint8_t((lotc_of(*p.g, p.s).fort[p.west] & ~kFortStrength) | 3);
  lotc_of(*p.g, p.s).fort[p.east] = uint8_t((lotc_of(*p.g, p.s).fort[p.east] & ~kFortStrength) | 6);  // out of reach this turn
  knight_at(*p.g, p.s, 2, corner(*p.g, p.west, Corner::SW), 2, false);
  knight_at(*p.g, p.s, 0, p.top, 1, false);  // 3 against 3: a standoff
  REQUIRE((lotc_of(*p.g, p.s).fort[p.west] & kFortStrength) == 3);
  lotc_of(*p.g, p.s).cannon[0] = kOnTile;  // the foundry built: its cannon waits on the tile
  deal(p.s, 0, {0, 0, 1, 0, 1});           // a promotion's price, also a new knight's
  std::string capture;
  SUBCASE("with the free cannon") { capture = v_name("cannon_to", p.top); }
  SUBCASE("by a promotion, the cannon being elsewhere and no lumber to move it") {
    const int ne = corner(*p.g, p.below, Corner::NE);
    knight_at(*p.g, p.s, 0, ne, 1, false);
    lotc_of(*p.g, p.s).cannon[0] = uint8_t(ne);
    capture = v_name("promote_knight", p.top);
  }
  CHECK(heuristic_choice(*p.g, p.s) == capture);
  act(*p.g, p.s, capture);
  CHECK(!(lotc_of(*p.g, p.s).fort[p.west] & kFortStrength));
  CHECK(lotc_of(*p.g, p.s).hero[0] == 1);
}

TEST_CASE("heuristic on chapter 3: a siege is worth less the nearer the next Charge of the Conquerors") {
  BelowTheForts p;
  knight_at(*p.g, p.s, 0, p.top, 2, false);
  State far = p.s, near = p.s, before = p.s;
  lotc_of(*p.g, far).space = 1;     // the charge at 6 is five spaces away
  lotc_of(*p.g, near).space = 4;    // two spaces away
  lotc_of(*p.g, before).space = 5;  // the next ship charges
  CHECK(seat_value(*p.g, far, 0, 0) > seat_value(*p.g, near, 0, 0));
  CHECK(seat_value(*p.g, near, 0, 0) > seat_value(*p.g, before, 0, 0));
  // Past the last charge (24) a siege keeps its worth to the end.
  State last = p.s;
  lotc_of(*p.g, last).space = 25;
  CHECK(seat_value(*p.g, last, 0, 0) == doctest::Approx(seat_value(*p.g, far, 0, 0)));
}

TEST_CASE("heuristic on chapter 2: the cannon goes to the knight guarding a threatened hex") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  conqueror_at(*g, s, hex(*g, 2, 2), 3);  // it may step east onto (3,2)
  const int guard = corner(*g, hex(*g, 3, 2), Corner::NE), idle = corner(*g, hex(*g, 5, 5), Corner::S);
  knight_at(*g, s, 0, guard, 1, false);
  knight_at(*g, s, 0, idle, 1, false);
  lotc_of(g, s).cannon[0] = kOnTile;
  REQUIRE(can(*g, s, v_name("cannon_to", guard)));
  REQUIRE(can(*g, s, v_name("cannon_to", idle)));
  CHECK(heuristic_choice(*g, s) == v_name("cannon_to", guard));
}

TEST_CASE("heuristic on chapter 2: at Wyler's Help it buys a battle card with its wine and amber") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  lotc_of(g, s).wine_held = {1, 0, 0, 0};
  lotc_of(g, s).amber_held = {1, 0, 0, 0};
  ship_to(*g, s, 6);
  REQUIRE(std_state(s).phase == LotcPhase::BuyBattle);
  REQUIRE(std_state(s).to_move == 0);
  CHECK(heuristic_choice(*g, s) == "buy_battle_card");
}

TEST_CASE("heuristic on chapter 2: a conquered hex costs the table more the nearer 'the conquerors occupy 5 or more' hexes") {
  auto g = ch2_game(4);  // defeat at 5 conquered numbered hexes
  State s = lotc_main(*g, 0);
  std::vector<double> table{table_value(*g, s)};
  for (int q : {2, 3, 4, 5}) {  // numbered hexes of Catan's southern row, away from any conqueror
    REQUIRE(std_state(s).layout.number[hex(*g, q, 5)]);
    conquered(*g, s, hex(*g, q, 5));
    table.push_back(table_value(*g, s));
  }
  for (size_t k = 1; k < table.size(); ++k) CHECK(table[k] < table[k - 1]);
  CHECK(table[3] - table[4] > table[0] - table[1]);  // the fourth, one short of the defeat, costs most
  CHECK(table[3] - table[4] > kVp);                  // more than a victory point: a defeat returns 0 to every seat
}

TEST_CASE("heuristic on chapter 2: knights stronger than the conqueror that may step onto a hex spare the table its loss") {
  // "The knight(s) are stronger: the knight(s) win"; "despite the standoff, the conqueror has conquered the hex".
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  const int target = hex(*g, 3, 2);
  conqueror_at(*g, s, hex(*g, 2, 2), 3);  // may step east onto (3,2) (and onto two other numbered hexes)
  REQUIRE(std_state(s).layout.number[target]);
  const int ne = corner(*g, target, Corner::NE), se = corner(*g, target, Corner::SE);  // touch no other threatened hex
  const double none = table_value(*g, s);
  knight_at(*g, s, 1, ne, 2, false);
  const double two = table_value(*g, s);
  knight_at(*g, s, 2, se, 1, false);
  const double standoff = table_value(*g, s);
  ck::set_knight(*g, std_state(s), se, uint8_t(knight::make(2, 2)));  // promoted: 4 against 3, it would fall
  const double stronger = table_value(*g, s);
  CHECK(none < two);
  CHECK(two < standoff);
  CHECK(standoff < stronger);
  ck::set_knight(*g, std_state(s), ne, uint8_t(knight::make(1, 3)));  // 5 against 3 spares no more
  CHECK(table_value(*g, s) == doctest::Approx(stronger));
}

TEST_CASE("heuristic on chapter 2: a hand that pays for a knight is worth more where a threatened hex has a free corner at its roads") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  const int target = hex(*g, 3, 2);
  Board{*g, s}.settlement(0, corner(*g, target, Corner::SE)).roads(0, {side(*g, target, Dir::E), side(*g, target, Dir::NE)}).done();
  auto knight_hand_gain = [&](const State& base) {
    State knight = base, other = base;
    deal(knight, 0, {0, 0, 1, 0, 1});  // wool + ore: a knight's price
    deal(other, 0, {1, 1, 0, 0, 0});   // as many cards that buy none
    return seat_value(*g, knight, 0, 0) - seat_value(*g, other, 0, 0);
  };
  const double calm = knight_hand_gain(s);
  conqueror_at(*g, s, hex(*g, 2, 2), 3);  // may step east onto (3,2), whose N corner is free at the roads
  CHECK(knight_hand_gain(s) > calm);
}
