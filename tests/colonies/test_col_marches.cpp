// Musters, rallies and marches (Colonies §5.6, §6.3-4): musters paid
// when they resolve; uncontested marches move at once (at peace armies share
// a tile); contested marches roll initiative and resolve from the highest;
// the leaver's choice; attack or withdraw; swaps fight both attacking; an
// attack along roads gives the defender +1.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0: a village at v0 and roads v0-v4-v8, supplying h5, h6 and h11, with 2 infantry on h5; p1 at v53.
ColPos march_position() {
  ColPos pos(2);
  pos.village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2).village(1, 53);
  return pos;
}

}  // namespace

TEST_CASE("musters resolve paid, in seat order; an order its writer can no longer pay fails") {
  ColPos pos(2);
  pos.village(0, 8).give(0, {1, 0, 1, 0, 1}).village(1, 53);
  pos.spring({{"muster v8", "muster_infantry h6"}, {}});
  CHECK(pos.regiments(0, 6) == 1);
  CHECK(pos.st().seat[0].hand[Ore] == 0);
  // Besieged by then (an army at war on h11, no road): the muster fails and nothing is paid.
  ColPos siege(2);
  siege.village(0, 8).give(0, {1, 0, 1, 0, 1}).village(1, 53).army(1, 11, 1).stance(0, 1, War);
  siege.at(ColStage::Write);
  CHECK(siege.legal().find("muster v8") == std::string::npos);  // a besieged settlement musters nothing
}

TEST_CASE("marches: uncontested ones move at once; at peace armies share a tile") {
  ColPos pos = march_position();
  pos.army(1, 6, 1);
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {}});
  CHECK(pos.regiments(0, 5) == 0);
  CHECK(pos.regiments(0, 6) == 2);
  CHECK(pos.regiments(1, 6) == 1);
}

TEST_CASE("marches: one that finds an enemy on its target rolls initiative, then attacks or withdraws") {
  ColPos pos = march_position();
  pos.army(1, 6, 1);
  pos.spring({{"war p1", "march h5", "march_to h6", "march_with all"}, {}});
  CHECK(pos.phase() == "initiative");
  pos.act("d6 3");
  CHECK(pos.phase() == "attack");
  CHECK(pos.legal() == names({"attack, withdraw"}));
  ColPos withdraw = pos;
  withdraw.act("withdraw");
  CHECK(withdraw.regiments(0, 5) == 2);
  CHECK(withdraw.regiments(1, 6) == 1);
  pos.act("attack");
  CHECK(pos.phase() == "combat");
  // 2 infantry, roll +1 for the backstab (p0 at war with p1, who wrote peace) against 1 infantry.
  CHECK(pos.st().battle.att_mod == 1);
  CHECK(pos.st().battle.def_mod == 0);
  ColPos lost = pos;
  pos.act("combat 6-1");  // 7 x 2 = 14 against 1 x 1: the attackers win, the defender loses 14 / 10 = 1 strength
  CHECK(pos.regiments(0, 6) == 2);
  CHECK(pos.regiments(1, 6) == 0);
  CHECK(pos.st().seat[1].routed[Infantry] == 0);  // destroyed, not routed
  lost.act("combat 1-6");  // 2 x 2 = 4 against 6: the attackers go home
  CHECK(lost.regiments(0, 5) == 2);
  CHECK(lost.regiments(1, 6) == 1);
}

TEST_CASE("marches: an army whose tile an enemy enters leaves or stays, by initiative") {
  // p1 (war) marches from h10 into h5 while p0 marches from h5 to h6.
  auto position = [] {
    ColPos pos = march_position();
    pos.village(1, 7).army(1, 10, 1).stance(0, 1, War);
    return pos;
  };
  ColPos pos = position();
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {"march h10", "march_to h5", "march_with all"}});
  pos.play({"d6 6", "d6 1"});  // p0: -2 + 6 + 1 (v0 beside h5) = 5; p1: -1 + 1 + 1 (v7 beside h10) = 1
  CHECK(pos.phase() == "leave");
  CHECK(pos.g.current_player(pos.s) == 0);
  ColPos stays = pos;
  pos.act("leave");
  CHECK(pos.regiments(0, 6) == 2);
  CHECK(pos.regiments(1, 5) == 1);  // p1 then finds h5 empty
  stays.act("stay");
  CHECK(stays.phase() == "attack");  // p1 finds p0 on h5
  CHECK(stays.g.current_player(stays.s) == 1);
  // The other way round, p1 first: p0's army must defend h5.
  ColPos slow = position();
  slow.spring({{"march h5", "march_to h6", "march_with all"}, {"march h10", "march_to h5", "march_with all"}});
  slow.play({"d6 1", "d6 6"});  // p0: -2 + 1 + 1 = 0; p1: -1 + 6 + 1 = 6
  CHECK(slow.phase() == "attack");
  CHECK(slow.g.current_player(slow.s) == 1);
  slow.act("attack");
  CHECK(slow.st().battle.tile == 5);
  CHECK(slow.st().battle.both_attacking == 0);
}

TEST_CASE("marches: initiative tied: \"On a tie, the attacker wins the initiative roll\"") {
  // p1 (war) marches from h10 into h5 while p0, first in seat order, leaves h5 for h6: equal initiative.
  ColPos pos = march_position();
  pos.village(1, 7).army(1, 10, 1).stance(0, 1, War);
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {"march h10", "march_to h5", "march_with all"}});
  pos.play({"d6 4", "d6 3"});  // p0: -2 + 4 + 1 = 3; p1: -1 + 3 + 1 = 3
  CHECK(pos.phase() == "attack");  // the attacker, p1, resolves first: p0's army must defend h5
  CHECK(pos.g.current_player(pos.s) == 1);
  pos.act("attack");
  CHECK(pos.st().battle.tile == 5);
}

TEST_CASE("marches: a partial leaver \"can choose to leave or return to defend without penalty\"") {
  // p0 sends 1 of its 2 infantry from h5 to h6; p1 (war) marches from h10 into h5 and wins initiative.
  auto position = [] {
    ColPos pos = march_position();
    pos.village(1, 7).army(1, 10, 1).stance(0, 1, War);
    pos.spring({{"march h5", "march_to h6", "march_with infantry", "march_go"}, {"march h10", "march_to h5", "march_with all"}});
    return pos.play({"d6 1", "d6 6"});  // p0: -1 + 1 + 1 = 1; p1: -1 + 6 + 1 = 6
  };
  ColPos pos = position();
  CHECK(pos.phase() == "leave");  // before p1 attacks, p0's leaving infantry chooses
  CHECK(pos.g.current_player(pos.s) == 0);
  ColPos stays = pos;
  pos.act("leave");
  CHECK(pos.regiments(0, 6) == 1);  // gone at once: it does not fight on h5
  CHECK(pos.phase() == "attack");
  pos.act("attack");
  CHECK(pos.regiments(0, 5) == 1);
  stays.act("stay");
  CHECK(stays.phase() == "attack");
  stays.act("attack");
  CHECK(stays.regiments(0, 5) == 2);  // it returned to defend
  CHECK(stays.regiments(0, 6) == 0);
}

TEST_CASE("marches: the winner of initiative \"can always decide to forfeit the roll\"") {
  // p0's whole army leaves h5 for h6 while p1 (war) marches into h5 and wins initiative.
  ColPos pos = march_position();
  pos.village(1, 7).army(1, 10, 1).stance(0, 1, War);
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {"march h10", "march_to h5", "march_with all"}});
  pos.play({"d6 1", "d6 6"});  // p0: -2 + 1 + 1 = 0; p1: -1 + 6 + 1 = 6
  CHECK(pos.phase() == "attack");
  CHECK(pos.legal() == names({"attack, forfeit, withdraw"}));
  pos.act("forfeit");  // as if p1 had lost: p0 resolves first and may leave safely
  CHECK(pos.phase() == "leave");
  CHECK(pos.g.current_player(pos.s) == 0);
  pos.act("leave");
  CHECK(pos.regiments(0, 6) == 2);
  CHECK(pos.regiments(1, 5) == 1);  // p1 then enters h5 without a fight
  CHECK(!pos.st().battle.active);
  // A march that meets no enemy march (the enemy only stands on its target) has nothing to forfeit.
  ColPos still = march_position();
  still.army(1, 6, 1).stance(0, 1, War);
  still.spring({{"march h5", "march_to h6", "march_with all"}, {}});
  still.act("d6 3");
  CHECK(still.legal() == names({"attack, withdraw"}));
}

TEST_CASE("marches: one that came along roads may stop on \"a friendly adjacent tile along the roads used in the "
          "march\"") {
  // p0's roads v0-v4-v8-v13 join h5 to h12 (h6 and h11 beside it along them); p1 (war) gets to h12 first.
  ColPos pos(2);
  pos.village(0, 0).road(0, 1).road(0, 7).road(0, 13).army(0, 5, 2).army(1, 13, 1).village(1, 14).stance(0, 1, War);
  pos.spring({{"march h5", "march_to h12", "march_with all"}, {"march h13", "march_to h12", "march_with all"}});
  pos.play({"d6 1", "d6 6"});  // p0: -2 + 1 + 1 = 0; p1: -1 + 6 + 1 = 6
  CHECK(pos.regiments(1, 12) == 1);
  CHECK(pos.phase() == "attack");
  CHECK(pos.legal() == names({"attack, stop h11, stop h6, withdraw"}));
  pos.act("stop h11");
  CHECK(pos.regiments(0, 11) == 2);
  CHECK(pos.regiments(0, 5) == 0);
  CHECK(pos.regiments(1, 12) == 1);
  // A march into an adjacent tile used no roads: attack or withdraw only.
  ColPos near = march_position();
  near.army(1, 6, 1).stance(0, 1, War);
  near.spring({{"march h5", "march_to h6", "march_with all"}, {}});
  near.act("d6 3");
  CHECK(near.legal() == names({"attack, withdraw"}));
}

TEST_CASE("marches: two armies marching into each other's tiles fight in the slower one's, both attacking") {
  ColPos pos = march_position();
  pos.village(1, 7).army(1, 10, 1).stance(0, 1, War);
  pos.road(0, 12);  // p0's road to v12 supplies h10
  pos.spring({{"march h5", "march_to h10", "march_with all"}, {"march h10", "march_to h5", "march_with all"}});
  pos.play({"d6 6", "d6 1"});
  pos.play({"leave", "attack"});
  CHECK(pos.st().battle.tile == 10);
  CHECK(pos.st().battle.both_attacking == 1);
}

TEST_CASE("marches: two attackers tied: \"If both are attacking, then reroll\"") {
  ColPos pos = march_position();
  pos.village(1, 7).army(1, 10, 1).stance(0, 1, War);
  pos.road(0, 12);  // p0's road to v12 supplies h10
  pos.spring({{"march h5", "march_to h10", "march_with all"}, {"march h10", "march_to h5", "march_with all"}});
  pos.play({"d6 4", "d6 3"});  // p0: -2 + 4 + 1 = 3; p1: -1 + 3 + 1 = 3, each marching into the other's tile
  CHECK(pos.phase() == "initiative");  // both roll again
  CHECK(pos.st().book[0].order[0].roll == 0);
  CHECK(pos.st().book[1].order[0].roll == 0);
  pos.play({"d6 1", "d6 6"});  // p0: 0; p1: 6: p1 resolves first, leaves h10 and attacks into h5
  CHECK(pos.phase() == "leave");
  CHECK(pos.g.current_player(pos.s) == 1);
  pos.play({"leave", "attack"});
  CHECK(pos.st().battle.tile == 5);
  CHECK(pos.st().battle.both_attacking == 1);
}

TEST_CASE("marches: the attack of several marches rolls a die per tile it comes from") {
  ColPos pos(2);
  pos.village(0, 13).road(0, 13).road(0, 7).village(0, 0).road(0, 1);
  pos.army(0, 5, 1).army(0, 12, 1).army(1, 11, 1).village(1, 53).stance(0, 1, War);
  pos.spring({{"march h5", "march_to h11", "march_with all", "march h12", "march_to h11", "march_with all"}, {}});
  pos.play({"d6 2", "d6 2", "attack"});
  CHECK(pos.st().battle.sources == 2);
  const auto odds = pos.odds();
  CHECK(odds.at("combat 6-1") == doctest::Approx(11.0 / 36 / 6));  // the best of two dice is 6 with 11 / 36
  CHECK(odds.at("combat 1-1") == doctest::Approx(1.0 / 36 / 6));
  CHECK(odds.at("combat 3-4") == doctest::Approx(5.0 / 36 / 6));
}

TEST_CASE("marches: cavalry alone that marched into a flat tile may march on (X -> Y -> Z)") {
  auto position = [] {
    ColPos pos(2);
    pos.village(0, 0).road(0, 1).road(0, 7).road(0, 13).army(0, 5, 1, 2).village(1, 53);
    return pos.at(ColStage::Write);
  };
  ColPos pos = position();
  pos.play({"march h5", "march_to h6", "march_with cavalry", "march_with cavalry", "march_go"});
  // h6 is pasture: the two cavalry may go on, to a supplied tile beside h6 or joined by roads, but not back.
  CHECK(pos.legal().find("march_on h11") != std::string::npos);
  CHECK(pos.legal().find("march_on h12") != std::string::npos);
  CHECK(pos.legal().find("march_on h5") == std::string::npos);
  pos.act("march_on h12");
  CHECK(pos.legal().find("march_on") == std::string::npos);  // one second leg
  pos.play({"commit", "commit", "reveal"});
  CHECK(pos.st().army[12][0][Cavalry] == 2);
  CHECK(pos.st().army[6][0][Cavalry] == 0);
  CHECK(pos.st().army[5][0][Infantry] == 1);
  // With infantry, or into rough land, no second leg.
  ColPos mixed = position();
  mixed.play({"march h5", "march_to h6", "march_with all"});
  CHECK(mixed.legal().find("march_on") == std::string::npos);
  ColPos rough = position();
  rough.play({"march h5", "march_to h11", "march_with cavalry", "march_go"});
  CHECK(rough.legal().find("march_on") == std::string::npos);  // h11: hills
}
