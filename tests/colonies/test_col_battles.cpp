// Simple battles (Colonies §5.5, §5.7): strengths with their modifiers,
// the combat roll's modifiers, result = roll x strength, casualties of
// result / 10 picked by the victims (the hostiles by their rule), the
// winners' places and the losers' retreat or rout; allies fight together.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::array<int, 3> strengths(const uint8_t* str) { return {str[0], str[1], str[2]}; }

}  // namespace

TEST_CASE("battles: infantry defend better in rough terrain and at their settlements; cavalry attack better on "
          "flat land and against artillery alone; artillery from the heights and against settlements") {
  // p0 from h5 (mountains) into h11 (hills, rough), where p1 defends beside its village v18.
  ColPos rough(2);
  rough.army(1, 11, 2).village(1, 18).stance(0, 1, War);
  attack(rough, 0, 5, 11, 1, 1, 1);
  CHECK(strengths(rough.st().battle.def_str) == std::array<int, 3>{3, 1, 3});  // rough and settlement +1 each; artillery on the heights and at the settlement
  CHECK(strengths(rough.st().battle.att_str) == std::array<int, 3>{1, 1, 3});  // from the heights, at a settlement
  // Into h6 (pasture, flat) against artillery alone.
  ColPos flat(2);
  flat.army(1, 6, 0, 0, 2).stance(0, 1, War);
  attack(flat, 0, 5, 6, 0, 2);
  CHECK(flat.st().battle.att_str[Cavalry] == 3);
  CHECK(flat.st().battle.def_str[Infantry] == 1);
}

TEST_CASE("battles: the combat roll's modifiers") {
  ColPos pos(3);
  // p0 attacks h6 with cavalry and 2 artillery; its city v4 touches h6 (+2); Soldier and Chapel played (+2);
  // a reserve army of p0 beside h6 on h7 (+1); p0 wrote war against p1, who wrote peace (+1).
  pos.city(0, 4).army(0, 7, 1).army(1, 6, 3).dev(0, ColCard::Soldier, true).dev(0, ColCard::Chapel, true);
  pos.st().seat[0].stance[1] = War;
  attack(pos, 0, 5, 6, 0, 1, 2);
  CHECK(pos.st().battle.att_mod == 2 + 1 + 2 + 2 + 1 + 1);
  CHECK(pos.st().battle.def_mod == 0);
  // The defender fortified (+1) with its village beside (+1); the attackers cut off from supply (-1).
  ColPos def(2);
  def.army(1, 6, 2).village(1, 9).stance(0, 1, War);
  def.st().seat[1].fortified.set(6);
  def.st().seat[0].cut_off.set(5);
  attack(def, 0, 5, 6, 2);
  CHECK(def.st().battle.def_mod == 2);
  CHECK(def.st().battle.att_mod == -1);
}

TEST_CASE("battles: result = roll x strength; each side destroys result / 10 in the other, picked by the victims") {
  ColPos pos(2);
  pos.army(1, 6, 6).stance(0, 1, War);
  attack(pos, 0, 5, 6, 1, 1);  // 1 infantry + 1 cavalry (+1 on flat land): strength 3, roll +1 (cavalry)
  CHECK(pos.phase() == "combat");
  pos.act("combat 6-2");  // 7 x 3 = 21 against 2 x 6 = 12: the attackers win; each side loses 1 and 2 strength
  CHECK(pos.phase() == "casualty");
  CHECK(pos.g.current_player(pos.s) == 0);
  CHECK(pos.legal() == names({"lose cavalry, lose infantry"}));
  pos.act("lose infantry");
  // p1 loses 2 strength: infantry only, taken without asking; the rest routed; p0's cavalry takes h6.
  CHECK(pos.st().army[6][0][Cavalry] == 1);
  CHECK(pos.regiments(1, 6) == 0);
  CHECK(pos.st().seat[1].routed[Infantry] == 4);
}

TEST_CASE("battles: losing attackers go home if it is still theirs and supplied, else they are routed; a tie "
          "changes nothing") {
  ColPos home(2);
  home.village(0, 4).army(1, 6, 5).stance(0, 1, War);
  attack(home, 0, 5, 6, 2);
  home.act("combat 1-6");  // 2 x 2 = 4 against 6 x 5 = 30: 3 strength lost, the rest go back to h5
  CHECK(home.regiments(0, 5) == 0);  // both infantry were destroyed (3 strength needs both)
  ColPos survivors(2);
  survivors.village(0, 4).army(1, 6, 1).stance(0, 1, War);
  attack(survivors, 0, 5, 6, 3);
  survivors.act("combat 1-6");  // 2 x 3 = 6 against 6 x 1: a tie, nobody moves
  CHECK(survivors.regiments(0, 5) == 3);
  CHECK(survivors.regiments(1, 6) == 1);
  ColPos cut(2);
  cut.village(0, 4).army(1, 6, 2).army(1, 5, 1).stance(0, 1, War);  // an enemy took h5 meanwhile
  attack(cut, 0, 5, 6, 2);
  cut.act("combat 1-6");  // 4 against 12: 1 lost, the other cannot go home
  CHECK(cut.regiments(0, 5) == 0);
  CHECK(cut.st().seat[0].routed[Infantry] == 1);
}

TEST_CASE("battles: allies on the tile fight beside the defender; bystanders at peace stay out") {
  ColPos pos(3);
  pos.army(1, 6, 2).army(2, 6, 2).stance(0, 1, War).stance(1, 2, Ally);
  attack(pos, 0, 5, 6, 3);
  CHECK(pos.st().battle.def_side == 0b110);
  ColPos peace(3);
  peace.army(1, 6, 2).army(2, 6, 2).stance(0, 1, War);
  attack(peace, 0, 5, 6, 3);
  CHECK(peace.st().battle.def_side == 0b010);
  peace.act("combat 6-1");  // 3 x 6 = 18 against 2: p1 loses; p2 stays
  CHECK(peace.regiments(2, 6) == 2);
  CHECK(peace.regiments(1, 6) == 0);
}

TEST_CASE("battles: hostile forces lose their most common type, infantry on a tie, and are destroyed, not routed") {
  ColPos pos(2, {{"col_npc", 1}});
  pos.npc(6, Hostile, 2, 2);
  attack(pos, 0, 5, 6, 6);
  CHECK(pos.st().battle.def_side == kNpcBit);
  CHECK(pos.st().battle.def_mod == 1);  // their cavalry
  pos.act("combat 6-1");  // 6 x 6 = 36 against 2 x 4 = 8: the hostiles lose 3 strength (infantry, cavalry, infantry)
  CHECK(pos.regiments(0, 6) == 6);
  CHECK(col::hostiles(pos.st(), 6) == 0);
}
