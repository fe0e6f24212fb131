// Combat (the page's "Knights", "Ships", "Walls"): no attack or breach in the Build
// phase; what each unit may attack and from where; the defending seat's
// front and its pick; the battle's exact odds, P(a + A > d + D | a + A !=
// d + D); prisoners, the graveyard and conquered buildings at their level;
// breaching walls; the Attacker and Defender tokens.
#include <doctest/doctest.h>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

constexpr int kAttack = 4;  // round 4: the first Attack phase

// The attacker's chance at the battle the unit in `slot` starts on `h` against `target` (skipped
// when the game asks nothing).
void check_battle(const CqGame& g, State& s, int slot, int h, const std::string& target, double p) {
  act(g, s, fmt::format("unit u{}", slot));
  act(g, s, fmt::format("attack h{}", h));
  if (g.phase_name(s) == "attack_target") act(g, s, "target " + target);
  REQUIRE(g.phase_name(s) == "battle");
  check_odds(g, s, {{"battle attacker_wins", p}, {"battle defender_wins", 1 - p}});
}

}  // namespace

TEST_CASE("cq combat: no attacks or breaches in the Build phase") {
  auto g = cq_load(3);
  for (int round : {1, 3, 4, 6, 7, 10}) {
    State s = cq_main(*g, 0, round);
    cq_unit(s, 0, UnitKind::Knight, 9);
    cq_unit(s, 1, UnitKind::Knight, 9);
    cq_wall(*g, s, 1, 9, 10);
    act(*g, s, "unit u0");
    const bool attack = (round - 1) / 3 % 2 == 1;  // rounds 4-6, 10-12, ...
    CHECK(cq::attack_phase(*g, cq_state(s)) == attack);
    CHECK((legal_in(*g, s, "attack") == "attack h9") == attack);
    CHECK((legal_in(*g, s, "breach") == fmt::format("breach e{}", cq_side(*g, 9, 10))) == attack);
  }
}

TEST_CASE("cq combat: the odds of a battle, ties re-rolled away") {
  auto g = cq_load(3);
  auto battle = [&](UnitKind attacker, int at, bool blessed, auto&& defend, int h, const std::string& target, double p) {
    State s = cq_main(*g, 0, kAttack);
    const int slot = cq_unit(s, 0, attacker, at);
    if (blessed) cq_state(s).seats[0].units[slot].flags |= kBlessed;
    defend(s);
    CAPTURE(target);
    check_battle(*g, s, slot, h, target, p);
  };
  auto knight = [&](UnitKind k, int h, bool blessed) {
    return [=](State& s) {
      const int slot = cq_unit(s, 1, k, h);
      if (blessed) cq_state(s).seats[1].units[slot].flags |= kBlessed;
    };
  };
  auto building = [&](int level) { return [=](State& s) { cq_build(s, 1, 9, level); }; };
  battle(UnitKind::Knight, 9, false, knight(UnitKind::Knight, 9, false), 9, "knight p1", 15.0 / 30);
  battle(UnitKind::Knight, 9, true, knight(UnitKind::Knight, 9, false), 9, "knight p1", 21.0 / 31);  // a Relic: +1
  battle(UnitKind::Knight, 9, true, knight(UnitKind::Knight, 9, true), 9, "knight p1", 15.0 / 30);
  battle(UnitKind::Knight, 9, false, building(1), 9, "building p1", 10.0 / 31);  // settlement +1
  battle(UnitKind::Knight, 9, false, building(2), 9, "building p1", 6.0 / 32);   // city +2
  battle(UnitKind::Knight, 9, false, building(3), 9, "building p1", 3.0 / 33);   // castle +3
  battle(UnitKind::Galley, 17, false, knight(UnitKind::Ship, 17, false), 17, "ship p1", 21.0 / 31);  // galley +1
  battle(UnitKind::Ship, 17, false, knight(UnitKind::Galley, 17, false), 17, "galley p1", 10.0 / 31);
  battle(UnitKind::Galley, 17, true, building(3), 9, "building p1", 10.0 / 31);  // Liquid Fire and galley: +2 against +3
  battle(UnitKind::Ship, 17, false, knight(UnitKind::Knight, 9, false), 9, "knight p1", 15.0 / 30);
}

TEST_CASE("cq combat: archers reach the next hex, not across another seat's wall; only they shoot at ships from land") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int archer = cq_unit(s, 0, UnitKind::Archer, 9);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  cq_unit(s, 1, UnitKind::Knight, 10);
  cq_unit(s, 1, UnitKind::Ship, 17);
  cq_build(s, 2, 8);
  State t = s;
  act(*g, s, fmt::format("unit u{}", archer));
  CHECK(legal_in(*g, s, "attack") == names({"attack h10, attack h17, attack h8"}));
  act(*g, s, "attack h10");
  CHECK(g->phase_name(s) == "battle");  // one piece there: no choice to make
  act(*g, s, "battle defender_wins");
  act(*g, s, fmt::format("unit u{}", knight));
  CHECK(legal_in(*g, s, "attack") == "");  // a knight attacks its own hex only
  // p1's wall between h9 and h10 shields its knight; p0's own wall would not.
  State walled = t;
  cq_wall(*g, walled, 1, 9, 10);
  act(*g, walled, fmt::format("unit u{}", archer));
  CHECK(legal_in(*g, walled, "attack") == names({"attack h17, attack h8"}));
  State own = t;
  cq_wall(*g, own, 0, 9, 10);
  act(*g, own, fmt::format("unit u{}", archer));
  CHECK(legal_in(*g, own, "attack") == names({"attack h10, attack h17, attack h8"}));
}

TEST_CASE("cq combat: ships attack ships on their hex (the galley also beside it) and the coast; cargo ships never") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int ship = cq_unit(s, 0, UnitKind::Ship, 17);
  const int galley = cq_unit(s, 0, UnitKind::Galley, 17);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  cq_unit(s, 1, UnitKind::Ship, 16);
  cq_unit(s, 1, UnitKind::Cargo, 17);
  cq_unit(s, 1, UnitKind::Knight, 9);
  cq_build(s, 2, 25);
  act(*g, s, fmt::format("unit u{}", ship));
  CHECK(legal_in(*g, s, "attack") == names({"attack h17, attack h25, attack h9"}));
  act(*g, s, "attack h17");
  act(*g, s, "battle defender_wins");
  act(*g, s, fmt::format("unit u{}", galley));
  CHECK(legal_in(*g, s, "attack") == names({"attack h16, attack h17, attack h25, attack h9"}));
  act(*g, s, "move h18");
  act(*g, s, fmt::format("unit u{}", cargo));
  CHECK(legal_in(*g, s, "attack") == "");
  CHECK(legal_in(*g, s, "breach") == "");
}

TEST_CASE("cq combat: the attacked seat picks its defender from the front; regular knights guard the others") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  const int p1_knight = cq_unit(s, 1, UnitKind::Knight, 9);
  const int p1_archer = cq_unit(s, 1, UnitKind::Archer, 9);
  const int p1_far = cq_unit(s, 1, UnitKind::Archer, 10);  // defends the settlement from beside it
  cq_unit(s, 1, UnitKind::Ship, 17);                        // ships never defend against knights
  cq_build(s, 1, 9);
  const State start = s;
  act(*g, s, fmt::format("unit u{}", knight));
  act(*g, s, "attack h9");
  CHECK(legal(*g, s) == names({"target archer p1, target building p1, target knight p1"}));
  act(*g, s, "target building p1");
  CHECK(g->phase_name(s) == "defend");
  CHECK(g->current_player(s) == 1);
  CHECK(legal(*g, s) == names({fmt::format("defend u{}, defend u{}, defend u{}", p1_knight, p1_archer, p1_far)}));
  act(*g, s, fmt::format("defend u{}", p1_far));
  CHECK(cq_state(s).defender_slot == p1_far);
  check_odds(*g, s, {{"battle attacker_wins", 0.5}, {"battle defender_wins", 0.5}});
  // The archer: its hex's regular knight stands before it.
  State t = start;
  act(*g, t, fmt::format("unit u{}", knight));
  act(*g, t, "attack h9");
  act(*g, t, "target archer p1");
  CHECK(g->phase_name(t) == "battle");
  CHECK(cq_state(t).defender_slot == p1_knight);
  // p0's wall between h9 and h10 keeps p1's archer out of the front.
  State w = start;
  cq_wall(*g, w, 0, 9, 10);
  act(*g, w, fmt::format("unit u{}", knight));
  act(*g, w, "attack h9");
  act(*g, w, "target building p1");
  CHECK(legal(*g, w) == names({fmt::format("defend u{}, defend u{}", p1_knight, p1_archer)}));
}

TEST_CASE("cq combat: against a ship, the settlement's ships beside it defend; regular ships guard the galley") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int ship = cq_unit(s, 0, UnitKind::Ship, 17);
  cq_build(s, 1, 9);
  cq_unit(s, 1, UnitKind::Knight, 9);                  // knights do not meet ships
  cq_unit(s, 1, UnitKind::Cargo, 17);                  // cargo ships defend only themselves
  const int guard = cq_unit(s, 1, UnitKind::Ship, 18);  // beside h9
  const State start = s;
  act(*g, s, fmt::format("unit u{}", ship));
  act(*g, s, "attack h9");
  act(*g, s, "target building p1");
  CHECK(g->phase_name(s) == "battle");
  CHECK(cq_state(s).defender_slot == guard);
  State t = start;
  const int galley = cq_unit(t, 1, UnitKind::Galley, 17);
  const int escort = cq_unit(t, 1, UnitKind::Ship, 17);
  act(*g, t, fmt::format("unit u{}", ship));
  act(*g, t, "attack h17");
  CHECK(legal(*g, t) == names({"target cargo p1, target galley p1, target ship p1"}));
  act(*g, t, "target galley p1");
  CHECK(cq_state(t).defender_slot == escort);
  CHECK(galley != escort);
}

TEST_CASE("cq combat: a beaten knight is a prisoner, a beaten ship sunk with its cargo, a building taken at its level") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  const int archer = cq_unit(s, 0, UnitKind::Archer, 9);
  const int galley = cq_unit(s, 0, UnitKind::Galley, 17);
  cq_unit(s, 1, UnitKind::Knight, 9);
  cq_build(s, 1, 9, 2);
  const int cargo = cq_unit(s, 2, UnitKind::Cargo, 17);
  cq_aboard(s, 2, UnitKind::Knight, cargo, 8);
  const CqState& c = cq_state(s);
  // The defender wins: nothing happens, and the attack is spent.
  check_battle(*g, s, knight, 9, "knight p1", 0.5);
  act(*g, s, "battle defender_wins");
  CHECK(cq::count_knights(c.seats[1]) == 1);
  CHECK(c.seats[0].units[knight].kind == uint8_t(UnitKind::Knight));
  CHECK(c.seats[0].units[knight].used == ActAttack);
  // The archer beats the knight, then the knight is gone and the city stands undefended.
  check_battle(*g, s, archer, 9, "knight p1", 0.5);
  act(*g, s, "battle attacker_wins");
  CHECK(cq::count_knights(c.seats[1]) == 0);
  CHECK(c.seats[0].prisoners == 1);
  // The galley sinks p2's cargo ship and the knight aboard.
  check_battle(*g, s, galley, 17, "cargo p2", 21.0 / 31);
  act(*g, s, "battle attacker_wins");
  CHECK(cq::count_knights(c.seats[2]) == 0);
  CHECK(cq::count_ships(c.seats[2]) == 0);
  CHECK(c.seats[0].sunk == 1);
  // A fresh knight takes the city as a city: two Conqueror tokens.
  const int fresh = cq_unit(s, 0, UnitKind::Knight, 9);
  check_battle(*g, s, fresh, 9, "building p1", 6.0 / 32);
  act(*g, s, "battle attacker_wins");
  CHECK(cq::owner_at(c, 9) == 0);
  CHECK(cq::level_at(c, 9) == 2);
  CHECK(c.seats[0].tokens[Conqueror] == 2);
  CHECK(cq::total_tokens(c.seats[0]) == 2);
}

TEST_CASE("cq combat: a knight beside another seat's wall (a ship beside a coastal one) breaches it on a 6") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  const int ship = cq_unit(s, 0, UnitKind::Ship, 17);
  const int inland = cq_side(*g, 9, 10), coast = cq_side(*g, 9, 17), own = cq_side(*g, 9, 8);
  cq_wall(*g, s, 1, 9, 10);
  cq_wall(*g, s, 1, 9, 17);
  cq_wall(*g, s, 0, 9, 8);
  act(*g, s, fmt::format("unit u{}", knight));
  CHECK(legal_in(*g, s, "breach") == names({fmt::format("breach e{}, breach e{}", inland, coast)}));
  act(*g, s, fmt::format("breach e{}", inland));
  check_odds(*g, s, {{"breach_roll breached", 1.0 / 6}, {"breach_roll held", 5.0 / 6}});
  act(*g, s, "breach_roll breached");
  const CqState& c = cq_state(s);
  CHECK_FALSE(c.seats[1].walls.test(inland));
  CHECK(c.seats[0].walls.test(own));
  CHECK(c.seats[0].tokens[Siege] == 1);
  CHECK(c.seats[0].units[knight].used == ActBreach);
  act(*g, s, fmt::format("unit u{}", ship));
  CHECK(legal_in(*g, s, "breach") == fmt::format("breach e{}", coast));
  act(*g, s, fmt::format("breach e{}", coast));
  act(*g, s, "breach_roll held");
  CHECK(c.seats[1].walls.test(coast));
  CHECK(c.seats[0].tokens[Siege] == 1);
}

TEST_CASE("cq combat: Attacker for clearing a hex of two enemies; Defender for holding against more units") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, kAttack);
  const int a = cq_unit(s, 0, UnitKind::Knight, 9), b = cq_unit(s, 0, UnitKind::Archer, 9);
  const int c1 = cq_unit(s, 0, UnitKind::Knight, 10), c2 = cq_unit(s, 0, UnitKind::Cavalry, 10);
  cq_unit(s, 1, UnitKind::Knight, 9);
  cq_unit(s, 2, UnitKind::Knight, 9);  // two enemies of two seats
  cq_build(s, 1, 10);                  // undefended
  const CqState& c = cq_state(s);
  check_battle(*g, s, a, 9, "knight p1", 0.5);
  act(*g, s, "battle attacker_wins");
  CHECK(c.seats[0].tokens[Attacker] == 0);
  check_battle(*g, s, b, 9, "knight p2", 0.5);
  act(*g, s, "battle attacker_wins");
  CHECK(c.seats[0].tokens[Attacker] == 1);
  // Two units against p1's settlement with no unit: it holds, and p1 takes Defender at the turn's end.
  check_battle(*g, s, c1, 10, "building p1", 10.0 / 31);
  act(*g, s, "battle defender_wins");
  check_battle(*g, s, c2, 10, "building p1", 10.0 / 31);
  act(*g, s, "battle defender_wins");
  CHECK(c.seats[1].tokens[Defender] == 0);
  act(*g, s, "end_turn");
  CHECK(c.seats[1].tokens[Defender] == 1);
  CHECK(c.seats[0].tokens[Attacker] == 1);
}
