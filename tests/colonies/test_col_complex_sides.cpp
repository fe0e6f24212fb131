// Complex battles of three sides (col_complex; the book's "Complex Battles": "At the beginning of each round, each
// army's controller declares an opponent's army as their target"): each side in turn declares its target, the
// artillery fire at their side's target, each combat round settles one exchange per pair of sides that one of
// them aims at, and a side that retreats or is beaten leaves while the other two fight on.
// Positions: p0's infantry on h5 and p2's on h7 both march into h6, which p1 holds (the three at war); p0 wins the
// initiative and attacks, and p2 joins the battle as its third side.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "agents/agent_registry.h"
#include "tests/colonies/col_games.h"
#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// The converging armies (col_position.h) in a complex battle: p0 wins the initiative and attacks, p2 joins.
ColPos converging(int p1_inf, int p0_art = 0, int p2_art = 0, std::map<std::string, int> options = {}) {
  options["col_complex"] = 1;
  ColPos pos = converging_armies(options, p1_inf, p0_art, p2_art);
  pos.play({"d6 6", "d6 1"});  // initiative: p0 first
  REQUIRE(pos.phase() == "attack");
  pos.act("attack");
  return pos;
}

int actor(const ColPos& pos) { return pos.g.current_player(pos.s); }

}  // namespace

TEST_CASE("complex battles of three sides: \"each army's controller declares an opponent's army as their target\", "
          "each exchange settled as a two-side round; a side that retreats leaves and the battle goes on between "
          "two \"until all but one side retreats, surrenders, or is wiped out\"") {
  ColPos pos = converging(2);
  const ColBattle& bt = pos.st().battle;
  CHECK(bt.join_side == 0b100);  // a complex battle takes the third army too
  CHECK(pos.regiments(2, 7) == 0);
  CHECK(col::strength(pos.st(), 0) == 2);
  CHECK(col::strength(pos.st(), 1) == 2);
  CHECK(col::strength(pos.st(), 2) == 3);
  CHECK(bt.join_mod == 1);  // p2's village touches h6
  // The round begins with the targets, in turn: attackers, defenders, third side; each among the others.
  CHECK(pos.phase() == "choice");
  CHECK(actor(pos) == 0);
  CHECK(pos.legal() == names({"target defenders, target third"}));
  pos.act("target defenders");
  CHECK(actor(pos) == 1);
  CHECK(pos.legal() == names({"target attackers, target third"}));
  pos.act("target attackers");
  CHECK(actor(pos) == 2);
  CHECK(pos.legal() == names({"target attackers, target defenders"}));
  pos.act("target defenders");
  // The attackers' and defenders' dice, then the third side's.
  CHECK(pos.phase() == "combat");
  CHECK(pos.odds().size() == 36);
  pos.act("combat 3-4");
  CHECK(pos.phase() == "combat");
  CHECK(pos.odds().size() == 6);
  // p0 3 x 2 = 6, p1 4 x 2 = 8, p2 (2 + 1) x 3 = 9. Exchanges: p0-p1 (both aim at each other): p1 wins, p0 routs
  // one; p1-p2 (p2 aims at p1): p2 wins, p1 routs one; p0-p2: neither aims at the other, no exchange.
  pos.act("d6 2");
  CHECK(col::fighting(pos.st(), 0, Infantry) == 1);
  CHECK(pos.st().battle.routed[0][Infantry] == 1);
  CHECK(pos.st().army[6][1][Infantry] == 1);
  CHECK(pos.st().battle.routed[1][Infantry] == 1);
  CHECK(col::fighting(pos.st(), 2, Infantry) == 3);
  // Each side in turn may retreat; no bombardment without artillery.
  CHECK(pos.phase() == "choice");
  CHECK(actor(pos) == 0);
  CHECK(pos.legal() == names({"engage, retreat"}));
  pos.act("retreat");
  // Every other side may pursue, in turn (ours: one pursuer, the first that does): p1 lets it go, p2 pursues.
  CHECK(actor(pos) == 1);
  CHECK(pos.legal() == names({"let_go, pursue"}));
  pos.act("let_go");
  CHECK(actor(pos) == 2);
  pos.act("pursue");
  CHECK(pos.phase() == "pursuit");
  // p0's die first: 5 + 1 (attacked) - 1 (its infantry) = 5; p2's: 2 + 1 (its village) + 1 - 3 = 1.
  pos.act("pursuit 5-2");
  CHECK(actor(pos) == 0);
  CHECK(pos.legal() == names({"counter, retreat"}));
  pos.act("retreat");
  // p0 leaves: its marching infantry go home with the one routed; the battle goes on between p1 and p2.
  CHECK(pos.st().battle.active);
  CHECK(pos.st().battle.gone == 0b001);
  CHECK(pos.st().battle.result == ColResult::Pending);
  CHECK(pos.regiments(0, 5) == 2);
  CHECK(pos.st().seat[0].routed[Infantry] == 0);
  CHECK(col::fighting(pos.st(), 0, Infantry) == 0);
  // Two sides left: no targets, the defenders' die first, then the third side's.
  CHECK(pos.phase() == "combat");
  CHECK(pos.odds().size() == 36);
  pos.act("combat 6-1");  // p1 6 x 1 = 6, p2 (1 + 1) x 3 = 6: a tie, nobody loses
  CHECK(pos.st().army[6][1][Infantry] == 1);
  CHECK(actor(pos) == 1);
  CHECK(pos.legal() == names({"engage, retreat"}));
  pos.act("engage");
  CHECK(actor(pos) == 2);
  pos.act("engage");
  CHECK(pos.phase() == "combat");
  // p1 1 x 1, p2 (6 + 1) x 3: the winning roll beats the losing one by 6: p2 destroys p1's last infantry, and its
  // lead keeps the equipment.
  pos.act("combat 1-6");
  CHECK(pos.st().seat[2].spoils == 1);
  // p1 has only routed regiments: beaten, and with no friendly supplied tile beside h6 to retreat to, its army is
  // destroyed ("If defenders cannot retreat to a friendly supplied tile, they are all destroyed"); p2 takes the
  // tile, and the season goes on.
  CHECK_FALSE(pos.st().battle.active);
  CHECK(pos.regiments(2, 6) == 3);
  CHECK(col::regiments_on_board(pos.st(), 1) == 0);
  CHECK(pos.st().seat[1].routed[Infantry] == 0);
  CHECK(pos.regiments(0, 5) == 2);
}

TEST_CASE("complex battles of three sides: exchanges only between sides aiming at each other or one at the other; "
          "the winner of an exchange by five picks the regiment it destroys (\"the winner chooses a regiment of the "
          "loser's army and that regiment is destroyed\") and keeps the equipment") {
  ColPos pos = converging(1, 1);  // p0 brings an artillery: a bombardment first
  pos.play({"target third", "target attackers", "target attackers"});
  pos.act("shot 1-6");  // p0's gun misses p2's infantry; nobody else has artillery
  CHECK(pos.phase() == "choice");
  pos.play({"engage", "engage", "engage"});
  CHECK(pos.legal() == names({"target defenders, target third"}));  // new targets for the combat round
  pos.play({"target third", "target attackers", "target attackers", "combat 1-1"});
  // p0 (1 + 1 for its artillery) x (2 infantry + an artillery of 3) = 10; p1 1 x 1 = 1; p2 (6 + 1) x 3 = 21.
  // p0-p1 (p1 aims at p0): p0 wins by a roll of 1, p1 routs its infantry. p0-p2 (both aim at each other): p2 wins by
  // 5: it picks the regiment of p0's it destroys. p1-p2: neither aims at the other, no exchange.
  pos.act("d6 6");
  CHECK(pos.st().battle.routed[1][Infantry] == 1);
  CHECK(pos.phase() == "casualty");
  CHECK(actor(pos) == 2);
  CHECK(pos.legal() == names({"lose artillery, lose infantry"}));
  pos.act("lose artillery");
  CHECK(col::fighting(pos.st(), 0, Artillery) == 0);
  CHECK(col::fighting(pos.st(), 0, Infantry) == 2);
  CHECK(pos.st().seat[2].spoils == 1);
  CHECK(pos.st().seat[0].spoils == 0);
  // p1 has only routed regiments: it leaves, and p0 and p2 fight on with no targets to declare.
  CHECK(pos.st().battle.gone == 0b010);
  CHECK(pos.phase() == "combat");
  CHECK(pos.odds().size() == 36);
}

TEST_CASE("complex battles of three sides: the bombardment: each side's artillery fire in turn at its side's "
          "target; another round only if every side chooses it") {
  ColPos pos = converging(2, 1, 1);  // p0 and p2 bring an artillery each, p1 none
  pos.play({"target third", "target attackers", "target attackers"});
  CHECK(pos.phase() == "shot");
  CHECK(pos.st().battle.shooter == 0);
  // p0's gun at the third side's most common kind, its infantry: 6 + 2 (from the heights) against 1 + 1 - 1 + 1
  // (p2's village touches h6).
  pos.act("shot 6-1");
  CHECK(col::fighting(pos.st(), 2, Infantry) == 2);
  CHECK(pos.st().battle.routed[2][Infantry] == 1);
  // The defenders have no artillery: the third side fires next, at the attackers' infantry (2 against 1 artillery).
  CHECK(pos.st().battle.shooter == 2);
  pos.act("shot 6-1");
  CHECK(col::fighting(pos.st(), 0, Infantry) == 1);
  CHECK(pos.st().battle.routed[0][Infantry] == 1);
  CHECK(pos.st().army[6][1][Infantry] == 2);  // nobody aimed at the defenders
  // The choices in turn: bombard is offered to each only while every side before chose it.
  CHECK(pos.phase() == "choice");
  CHECK(actor(pos) == 0);
  CHECK(pos.legal() == names({"bombard, engage, retreat"}));
  pos.act("bombard");
  CHECK(actor(pos) == 1);
  CHECK(pos.legal() == names({"bombard, engage, retreat"}));
  pos.act("engage");
  CHECK(actor(pos) == 2);
  CHECK(pos.legal() == names({"engage, retreat"}));
  pos.act("engage");
  // The combat round begins with new targets.
  CHECK(pos.phase() == "choice");
  CHECK(pos.legal() == names({"target defenders, target third"}));
  CHECK(pos.st().battle.bombarding == 0);
}

TEST_CASE("complex battles of three sides: a battle under way reads back from JSON; a target that is no other side "
          "in the field is refused") {
  ColPos pos = converging(2);
  pos.act("target third");
  CHECK(pos.st().battle.target[0] == 3);
  CHECK(pos.g.from_json(pos.g.to_json(pos.s)) == pos.s);
  auto refused = [&](const nlohmann::json& j) { return json_refusal(pos.g, j); };
  nlohmann::json j = nlohmann::json::parse(pos.g.to_json(pos.s));
  j["battle"]["target"] = {1, 0, 0};  // the attackers aiming at themselves
  CHECK(refused(j).find("state.battle.target") != std::string::npos);
  j["battle"]["target"] = {4, 0, 0};  // no fourth side
  CHECK(refused(j).find("state.battle.target") != std::string::npos);
  j["battle"]["target"] = {2, 0, 0};
  j["battle"]["gone"] = 0b100;  // two sides left: nothing to declare
  CHECK(refused(j).find("state.battle.target") != std::string::npos);
  j["battle"]["gone"] = 0;
  j["battle"]["target"] = {"x", 0, 0};
  CHECK(refused(j).find("state.battle.target") != std::string::npos);
  // A two-side complex battle keeps no target.
  ColPos two(2, {{"col_complex", 1}});
  two.army(1, 6, 2).stance(0, 1, War);
  attack(two, 0, 5, 6, 2);
  nlohmann::json k = nlohmann::json::parse(two.g.to_json(two.s));
  CHECK(k["battle"]["target"] == nlohmann::json({0, 0, 0}));
  k["battle"]["target"] = {2, 0, 0};
  CHECK(json_refusal(two.g, k).find("state.battle.target") != std::string::npos);
}

TEST_CASE("complex battles of three sides: the heuristic aims at the weaker side and plays the battle and the game "
          "on legally, every step keeping the family's invariants, reading back from JSON and redealt alike for "
          "every seat") {
  auto agent = make_agent("heuristic");
  int targets = 0, rounds = 0, left = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    ColPos pos = converging(int(seed % 3) + 1, int(seed % 2), 0, {{"col_tactics", 1}});
    agent->check_game(pos.g);
    agent->reset(seed);
    Rng chance(seed);
    INFO("seed ", seed);
    play_heuristic_checked(pos.g, pos.s, *agent, chance, [&](const State& was, Action a, const State& is) {
      const ColBattle& bt = col_state(was).battle;
      if (bt.active && bt.join_side && bt.step == ColBattleStep::Target) {  // never the stronger of the two
        ++targets;
        int self = 0;
        while (bt.target[self]) ++self;
        const int aimed = pos.g.actions().index_of(a);
        for (int x = 0; x < 3; ++x)
          if (x != self && x != aimed) CHECK(col::strength(col_state(was), aimed) <= col::strength(col_state(was), x));
      }
      rounds += bt.active && bt.join_side && bt.step == ColBattleStep::RollJoin;
      left += bt.active && col_state(is).battle.gone != bt.gone;
      if (bt.join_side) REQUIRE(pos.g.from_json(pos.g.to_json(is)) == is);
      if (col_state(is).battle.join_side)
        for (int seat = 0; seat < 3; ++seat) check_redeal_alike(pos.g, is, seat, chance);
    });
  }
  MESSAGE("12 heuristic games from a three-side complex battle: ", targets, " targets declared, ", rounds,
          " rounds of three sides, ", left, " sides left the field");
  CHECK(targets >= 36);  // every battle opened with three declarations
  CHECK(rounds > 0);
  CHECK(left >= 12);
}
