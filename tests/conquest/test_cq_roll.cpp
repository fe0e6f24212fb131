// The roll (the page's "Gold", "Fish Shoals", "The Dragon", "Storms",
// "Disease", "No Robber", "Dice Stack"): production from a building's hex and
// the six around it by level, gold by building, fish by ship, the bank short
// as in the base game, a gold for every seat that took nothing; the 7's
// harvest for all and its fish by player; the dragon, storm and disease on the
// leader, with their victims' ties and their odds; Loaded Dice; the dice
// stack.
#include <doctest/doctest.h>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// `player`'s turn before the dice.
State before_roll(const CqGame& g, int player = 0, int round = 1) {
  State s = cq_main(g, player, round);
  cq_state(s).phase = uint8_t(CqPhase::Dice);
  cq_state(s).last_roll = 0;
  return s;
}

std::array<uint16_t, kNumGoods> hand(const State& s, int seat) { return cq_state(s).seats[seat].hand; }

}  // namespace

TEST_CASE("cq roll: a building collects from its hex and the six around it: settlement 1, city 2, castle 3") {
  auto g = cq_load(3);
  State s = before_roll(*g);
  cq_build(s, 0, 9);      // fields 6 itself
  cq_build(s, 0, 10, 2);  // beside it
  cq_build(s, 0, 2, 3);   // beside it
  cq_build(s, 1, 12);     // fields 6 on island B
  cq_build(s, 1, 13);     // beside it
  check_odds(*g, s, {{"dice 2", 1.0 / 36}, {"dice 3", 2.0 / 36}, {"dice 4", 3.0 / 36}, {"dice 5", 4.0 / 36},
                     {"dice 6", 5.0 / 36}, {"dice 7", 6.0 / 36}, {"dice 8", 5.0 / 36}, {"dice 9", 4.0 / 36},
                     {"dice 10", 3.0 / 36}, {"dice 11", 2.0 / 36}, {"dice 12", 1.0 / 36}});
  act(*g, s, "dice 6");
  CHECK(hand(s, 0) == std::array<uint16_t, kNumGoods>{0, 0, 0, 6, 0, 0, 0, 0});
  CHECK(hand(s, 1) == std::array<uint16_t, kNumGoods>{0, 0, 0, 2, 0, 0, 0, 0});
  CHECK(hand(s, 2) == std::array<uint16_t, kNumGoods>{0, 0, 0, 0, 0, 1, 0, 0});  // nothing: a gold
  CHECK(cq_state(s).bank[Grain] == 19 - 8);
  CHECK(g->phase_name(s) == "main");
  CHECK(cq_state(s).last_roll == 6);
}

TEST_CASE("cq roll: a gold hex gives 1 gold a building whatever its size; a fish shoal 1 fish a ship on it") {
  auto g = cq_load(3);
  State s = before_roll(*g);
  cq_build(s, 0, 30);     // beside gold 3 (h31)
  cq_build(s, 0, 39, 2);  // beside it too, a city
  cq_unit(s, 1, UnitKind::Ship, 19);  // fish 3
  cq_unit(s, 1, UnitKind::Cargo, 19);
  cq_unit(s, 2, UnitKind::Ship, 19);
  cq_build(s, 2, 25);     // beside mountains 3 (h24)
  act(*g, s, "dice 3");
  CHECK(hand(s, 0) == std::array<uint16_t, kNumGoods>{0, 0, 0, 0, 0, 2, 0, 0});
  CHECK(hand(s, 1) == std::array<uint16_t, kNumGoods>{0, 0, 0, 0, 0, 0, 2, 0});
  CHECK(hand(s, 2) == std::array<uint16_t, kNumGoods>{0, 0, 0, 0, 1, 0, 1, 0});
  CHECK(cq_state(s).dragon_gold == 2);
}

TEST_CASE("cq roll: a short bank pays nobody, unless a single seat is owed") {
  auto g = cq_load(3);
  State s = before_roll(*g);
  cq_build(s, 0, 9, 2);
  cq_build(s, 0, 10);
  cq_build(s, 1, 12);
  cq_give(s, 2, {0, 0, 0, 17, 0});  // two grain left
  State lone = s;
  act(*g, s, "dice 6");
  CHECK(hand(s, 0)[Grain] == 0);  // owed 3 and 1: 4 > 2, two claimants
  CHECK(hand(s, 1)[Grain] == 0);
  CHECK(hand(s, 0)[Gold] == 1);   // nothing taken: a gold each
  CHECK(hand(s, 1)[Gold] == 1);
  cq::set_building(cq_state(lone), 12, 1, 0);
  act(*g, lone, "dice 6");
  CHECK(hand(lone, 0)[Grain] == 2);  // a lone claimant, owed 3, takes what is left
  CHECK(cq_state(lone).bank[Grain] == 0);
}

TEST_CASE("cq roll: a 7 is a harvest for all, building by building from the roller; a fish per seat on a shoal") {
  auto g = cq_load(3);
  State s = before_roll(*g, 1);
  cq_build(s, 0, 9);      // fields, pasture, mountains, forest, hills around
  cq_build(s, 1, 25, 2);  // forest and mountains around: two picks
  cq_unit(s, 0, UnitKind::Ship, 19);
  cq_unit(s, 0, UnitKind::Ship, 19);
  cq_unit(s, 2, UnitKind::Ship, 22);
  act(*g, s, "dice 7");
  CHECK(g->phase_name(s) == "harvest");
  CHECK(g->current_player(s) == 1);  // the roller first
  CHECK(legal(*g, s) == names({"harvest lumber, harvest ore"}));
  act(*g, s, "harvest ore");
  act(*g, s, "harvest ore");
  CHECK(g->current_player(s) == 0);  // p2 has no building
  CHECK(legal(*g, s) == names({"harvest brick, harvest grain, harvest lumber, harvest ore, harvest wool"}));
  act(*g, s, "harvest wool");
  CHECK(g->phase_name(s) == "main");
  CHECK(g->current_player(s) == 1);
  CHECK(hand(s, 1) == std::array<uint16_t, kNumGoods>{0, 0, 0, 0, 2, 0, 0, 0});  // no gold on a 7
  CHECK(hand(s, 0) == std::array<uint16_t, kNumGoods>{0, 0, 1, 0, 0, 0, 1, 0});  // two ships, one fish
  CHECK(hand(s, 2) == std::array<uint16_t, kNumGoods>{0, 0, 0, 0, 0, 0, 1, 0});
}

TEST_CASE("cq roll: the dragon flies once per 7 gold and hits a building of the leader, its knights fighting") {
  auto g = cq_load(3);
  State s = before_roll(*g);
  cq_build(s, 0, 30), cq_build(s, 0, 39, 2), cq_build(s, 0, 47, 3);  // p0 leads on points
  cq_unit(s, 0, UnitKind::Knight, 39);
  cq_build(s, 1, 12);
  cq_state(s).dragon_gold = 5;
  act(*g, s, "dice 3");  // two gold: the seventh since the dragon last flew
  CHECK(cq_state(s).dragon_gold == 0);
  CHECK(g->phase_name(s) == "dragon_hit");
  check_odds(*g, s, {{"dragon_hits h30", 1.0 / 3}, {"dragon_hits h39", 1.0 / 3}, {"dragon_hits h47", 1.0 / 3}});
  State castle = s;
  act(*g, castle, "dragon_hits h47");
  CHECK(cq::level_at(cq_state(castle), 47) == 2);  // a castle falls to a city
  State settlement = s;
  act(*g, settlement, "dragon_hits h30");
  CHECK(cq::owner_at(cq_state(settlement), 30) == -1);  // a settlement is gone
  act(*g, s, "dragon_hits h39");
  CHECK(g->phase_name(s) == "dragon_fight");
  check_odds(*g, s, {{"dragon_fight held", 6.0 / 32}, {"dragon_fight fell", 26.0 / 32}});  // d6 against d6 + 2
  State held = s;
  act(*g, held, "dragon_fight held");
  CHECK(cq::level_at(cq_state(held), 39) == 2);
  CHECK(cq::count_knights(cq_state(held).seats[0]) == 1);  // no knight lost
  act(*g, s, "dragon_fight fell");
  CHECK(cq::level_at(cq_state(s), 39) == 1);
  CHECK(g->phase_name(s) == "main");
  CHECK(hand(s, 1)[Gold] == 1);  // the rewards come after the events
  // A Relic on a knight there: d6 + 1 against d6 + 2.
  State relic = before_roll(*g);
  cq_build(relic, 0, 30);
  const int k = cq_unit(relic, 0, UnitKind::Knight, 30);
  cq_state(relic).seats[0].units[k].flags |= kBlessed;
  cq_state(relic).dragon_gold = 6;
  act(*g, relic, "dice 3");
  act(*g, relic, "dragon_hits h30");
  check_odds(*g, relic, {{"dragon_fight held", 10.0 / 31}, {"dragon_fight fell", 21.0 / 31}});
}

TEST_CASE("cq roll: a storm on 12 sinks a ship of the leader, disease on 2 kills a knight; none without a target") {
  auto g = cq_load(3);
  State s = before_roll(*g);
  cq_build(s, 0, 9, 3);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  cq_unit(s, 0, UnitKind::Ship, 18);
  const int aboard = cq_aboard(s, 0, UnitKind::Knight, cargo, 9);
  cq_unit(s, 1, UnitKind::Ship, 17);
  act(*g, s, "dice 12");
  CHECK(g->phase_name(s) == "storm");
  check_odds(*g, s, {{fmt::format("storm_sinks u{}", cargo), 0.5}, {fmt::format("storm_sinks u{}", kKnightSlots + 1), 0.5}});
  act(*g, s, fmt::format("storm_sinks u{}", cargo));
  CHECK(cq_state(s).seats[0].units[aboard].kind == 0);  // drowned with its ship
  CHECK(cq::count_ships(cq_state(s).seats[0]) == 1);
  CHECK(cq_state(s).seats[1].sunk + cq_state(s).seats[0].sunk == 0);  // no graveyard credit
  State d = before_roll(*g);
  cq_build(d, 0, 9, 3);
  cq_unit(d, 0, UnitKind::Knight, 9);
  cq_unit(d, 0, UnitKind::Cavalry, 1);
  cq_unit(d, 1, UnitKind::Knight, 9);
  act(*g, d, "dice 2");
  check_odds(*g, d, {{"disease_kills u0", 0.5}, {"disease_kills u1", 0.5}});
  act(*g, d, "disease_kills u1");
  CHECK(cq_state(d).seats[0].units[1].kind == 0);
  // The leader has no ship: the storm passes.
  State calm = before_roll(*g);
  cq_build(calm, 0, 9, 3);
  cq_unit(calm, 1, UnitKind::Ship, 17);
  act(*g, calm, "dice 12");
  CHECK(g->phase_name(calm) == "main");
  CHECK(cq::count_ships(cq_state(calm).seats[1]) == 1);
}

TEST_CASE("cq roll: tied leaders are told apart by points + knights + ships + gold + resources, then by lot") {
  auto g = cq_load(3);
  State s = before_roll(*g);
  cq_build(s, 0, 9, 2);
  cq_build(s, 1, 12, 2);
  cq_unit(s, 0, UnitKind::Knight, 9);
  cq_unit(s, 1, UnitKind::Knight, 12);
  cq_unit(s, 0, UnitKind::Ship, 17);
  cq_unit(s, 1, UnitKind::Ship, 20);
  State by_lot = s;
  cq_give(s, 1, {1, 0, 0, 0, 0});  // p1 has a card more: its sum is higher
  act(*g, s, "dice 12");
  CHECK(g->phase_name(s) == "storm");
  CHECK(cq_state(s).victim == 1);
  act(*g, by_lot, "dice 12");
  CHECK(g->phase_name(by_lot) == "event_victim");
  check_odds(*g, by_lot, {{"victim p0", 0.5}, {"victim p1", 0.5}});
  act(*g, by_lot, "victim p0");
  CHECK(g->phase_name(by_lot) == "storm");
  CHECK(cq_state(by_lot).victim == 0);
}

TEST_CASE("cq roll: Loaded Dice before the roll chooses the sum") {
  auto g = cq_load(3);
  State s = cq_main(*g, 2);
  cq_build(s, 0, 9);
  CqState& c = cq_state(s);
  c.seats[0].dev[CardLoadedDice] = 1, c.deck[CardLoadedDice] -= 1;
  act(*g, s, "end_turn");  // the round's end, then p0's turn
  CHECK(g->phase_name(s) == "pre_roll");
  CHECK(legal(*g, s) == names({"play loaded_dice, roll"}));
  act(*g, s, "play loaded_dice");
  CHECK(legal(*g, s) == names({"loaded 10, loaded 11, loaded 12, loaded 2, loaded 3, loaded 4, loaded 5, loaded 6, loaded 7, "
                               "loaded 8, loaded 9"}));
  act(*g, s, "loaded 6");
  CHECK(c.seats[0].hand[Grain] == 1);
  CHECK(c.played[CardLoadedDice] == 1);
  CHECK(legal_in(*g, s, "play") == "");  // one card a turn
}

TEST_CASE("cq roll: the dice stack draws by what is left in it and is shuffled again when empty") {
  auto g = cq_load(3, {{"dice_stack", 1}});
  State s = before_roll(*g);
  CqState& c = cq_state(s);
  c.stack = {0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0};  // two 7s and an 8 left
  check_odds(*g, s, {{"dice 7", 2.0 / 3}, {"dice 8", 1.0 / 3}});
  act(*g, s, "dice 8");
  CHECK(c.stack == std::array<uint8_t, 11>{0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0});
  c.stack = {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0};
  c.phase = uint8_t(CqPhase::Dice), c.last_roll = 0;
  act(*g, s, "dice 8");
  CHECK(c.stack == std::array<uint8_t, 11>{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1});  // the last card: a fresh stack
}
