// The rule set's options: pillage (hard mode), the non-player forces (tolls,
// hiring, hostile raids and bars), active hostility (drifting armies, the
// desert spawning, Capture the Fortress) and tactics cards (colonies.md
// §5.6, §5.9-5.11, §8).
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("pillage: a piece one holds is razed (a city reduced) and half its cost comes back at random") {
  ColPos off(2);
  off.village(0, 8).village(1, 53).at(ColStage::Write);
  CHECK(off.legal().find("pillage") == std::string::npos);
  ColPos pos(2, {{"col_pillage", 1}});
  pos.village(0, 8).road(0, 7).village(1, 53);
  pos.spring({{"pillage v8"}, {}});
  CHECK(pos.st().v_owner[8] == kNone);
  CHECK(pos.phase() == "refund");
  CHECK(pos.odds() == std::map<std::string, double>{
                          {"refund brick", 0.25}, {"refund grain", 0.25}, {"refund lumber", 0.25}, {"refund wool", 0.25}});
  pos.act("refund wool");
  CHECK(pos.odds().at("refund grain") == doctest::Approx(1.0 / 3));
  pos.act("refund lumber");
  CHECK(pos.st().seat[0].hand[Wool] == 1);
  CHECK(pos.st().seat[0].hand[Lumber] == 1);
  ColPos city(2, {{"col_pillage", 1}});
  city.city(0, 8).village(1, 53);
  city.spring({{"pillage v8"}, {}});
  CHECK(city.st().v_owner[8] == 0);
  CHECK_FALSE(city.st().city.test(8));
  CHECK(city.odds().at("refund ore") == doctest::Approx(0.2));
  CHECK(city.st().cur.left == 5);
}

TEST_CASE("neutral forces: hired for their regiments' costs less one of the tile's resource each; a roll-off "
          "between two hirers") {
  ColPos pos(2, {{"col_npc", 1}});
  pos.village(0, 0).army(0, 5, 1).village(1, 53).npc(6, Neutral, 2).give(0, {2, 0, 0, 0, 2});
  pos.spring({{"hire h6"}, {}});
  CHECK(pos.st().army[6][0][Infantry] == 2);
  CHECK(col::neutrals(pos.st(), 6) == 0);
  CHECK(pos.st().seat[0].hand[Lumber] == 0);  // 1 lumber and 1 ore each: pasture waives the food
  CHECK(pos.st().seat[0].hand[Ore] == 2);     // spent, then the next Fall's harvest of v0
  ColPos both(2, {{"col_npc", 1}});
  both.village(0, 0).army(0, 5, 1).village(1, 53).army(1, 11, 1).npc(6, Neutral, 1);
  both.give(0, {1, 0, 0, 0, 1}).give(1, {1, 0, 0, 0, 1});
  both.spring({{"hire h6"}, {"hire h6"}});
  CHECK(both.phase() == "rolloff");
  CHECK(both.odds() == std::map<std::string, double>{{"rolloff p0", 0.5}, {"rolloff p1", 0.5}});
  both.act("rolloff p1");
  CHECK(both.st().army[6][1][Infantry] == 1);
  CHECK(both.st().seat[0].hand[Lumber] == 1);  // p0 paid nothing
  CHECK(both.st().seat[1].hand[Lumber] == 0);
}

TEST_CASE("neutral forces: a toll to enter their tile, or a fight that turns them hostile; a toll to harvest from "
          "their tile where nothing else yields that") {
  auto position = [] {
    ColPos pos(2, {{"col_npc", 1}});
    pos.village(0, 0).road(0, 1).army(0, 5, 3).village(1, 53).npc(6, Neutral, 1).give(0, {0, 0, 0, 0, 1});
    return pos.at(ColStage::Write).play({"march h5", "march_to h6", "march_with all", "commit", "commit", "reveal"});
  };
  ColPos pos = position();
  pos.act("d6 4");
  CHECK(pos.phase() == "attack");
  CHECK(pos.legal() == names({"attack, pay_toll, withdraw"}));
  pos.act("pay_toll");
  CHECK(pos.regiments(0, 6) == 3);
  CHECK(col::neutrals(pos.st(), 6) == 1);
  CHECK(pos.st().seat[0].hand[Ore] == 2);  // the toll paid; the Fall's harvest of v0 brought 2 ore since
  // Attacked, they fight as hostiles; here they fall (3 x 4 against 1 x 1).
  ColPos fight = position();
  fight.play({"d6 4", "attack", "combat 4-1"});
  CHECK(fight.regiments(0, 6) == 3);
  CHECK(col::neutrals(fight.st(), 6) + col::hostiles(fight.st(), 6) == 0);
  // Failing to destroy them turns them hostile.
  ColPos failed = position();
  failed.play({"d6 4", "attack", "combat 1-6"});  // 3 x 1 against 6 x 1: p0 goes home
  CHECK(failed.regiments(0, 5) == 3);
  CHECK(failed.st().npc[6][Hostile][0] == 1);
  CHECK(col::neutrals(failed.st(), 6) == 0);
  // Without the toll in hand (its cards gone by then), only attack or withdraw.
  ColPos broke(2, {{"col_npc", 1}});
  broke.village(0, 0).road(0, 1).army(0, 5, 1).village(1, 53).npc(6, Neutral, 1).give(0, {0, 0, 0, 0, 1});
  broke.at(ColStage::Write).play({"march h5", "march_to h6", "march_with all"});
  broke.st().seat[0].hand[Ore] = 0, broke.st().bank[Ore] += 1;
  broke.play({"commit", "commit", "reveal", "d6 4"});
  CHECK(broke.legal() == names({"attack, withdraw"}));
  broke.act("withdraw");
  CHECK(broke.regiments(0, 5) == 1);
  ColPos harvest(2, {{"col_npc", 1}});
  harvest.village(0, 4).village(1, 53).npc(6, Neutral, 1).at(ColStage::Fall);  // v4: h5 (ore), h6 (wool, neutral)
  CHECK(harvest.legal() == names({"harvest ore, harvest wool"}));
  harvest.act("harvest wool");  // the wool takes both cards of the village's harvest
  CHECK(harvest.phase() == "winter");
  CHECK(harvest.st().seat[0].hand[Wool] == 1);
}

TEST_CASE("hostile forces: nothing built beside them or harvested from their tile; they raid where they could "
          "capture") {
  ColPos pos(2, {{"col_npc", 1}});
  pos.village(0, 0).road(0, 1).give(0, {2, 2, 0, 0, 0}).village(1, 53).npc(6, Hostile, 1);
  pos.at(ColStage::Write);
  CHECK(pos.legal().find("road e7") == std::string::npos);
  CHECK(pos.legal().find("road e2") == std::string::npos);
  ColPos harvest(2, {{"col_npc", 1}});
  harvest.village(0, 4).road(0, 1).village(1, 53).npc(6, Hostile, 1).at(ColStage::Fall);  // e1: no siege
  CHECK(harvest.st().seat[0].hand[Ore] == 2);  // only h5 yields
  ColPos raid(2, {{"col_npc", 1}});
  raid.village(0, 0).village(1, 8).give(1, {0, 0, 0, 0, 3}).npc(11, Hostile, 1).at(ColStage::TurnStart);
  CHECK(raid.phase() == "steal");
  raid.act("steal ore");
  CHECK(raid.st().seat[1].hand[Ore] == 2);
  CHECK(raid.st().v_owner[8] == 1);
}

TEST_CASE("active hostility: \"The hostile army will also capture and then pillage any road or settlement it "
          "can\": captured at a turn's start, razed at the next") {
  ColPos pos(2, {{"col_npc", 1}, {"col_active_hostiles", 1}});
  int e = -1;  // a road of seat 1 at its village v8, beside the hostiles' tile h11
  pos.g.corner_paths(8).for_each([&](int p) { e = e < 0 && pos.g.side_tiles(p).test(11) ? p : e; });
  REQUIRE(e >= 0);
  pos.village(0, 0).village(1, 8).road(1, e).give(1, {0, 0, 0, 0, 3}).npc(11, Hostile, 1).at(ColStage::TurnStart);
  // The capture: the village and the road pass to the hostiles, and the village's card goes as in a raid.
  CHECK(pos.st().v_owner[8] == kNpcSeat);
  CHECK(pos.st().e_owner[e] == kNpcSeat);
  CHECK_FALSE(pos.st().held_v[1].test(8));
  CHECK(pos.phase() == "steal");
  CHECK(pos.st().cur.thief == kNone);  // to the bank, as a raid's
  pos.act("steal ore");
  CHECK(pos.st().seat[1].hand[Ore] == 2);
  CHECK_FALSE(col::supplied_tiles(pos.g, pos.st(), 1).test(11));  // a seized village supplies no one
  CHECK(pos.g.from_json(pos.g.to_json(pos.s)) == pos.s);  // the hostiles' holding reads back (owner 6)
  ColPos no_hostiles(2, {{"col_npc", 1}});
  CHECK_THROWS_AS(no_hostiles.g.from_json(pos.g.to_json(pos.s)), ConfigError);  // only with active hostility
  // Still garrisoned at the next turn's start: pillaged, the village and the road razed.
  pos.at(ColStage::TurnStart);
  CHECK(pos.st().v_owner[8] == kNone);
  CHECK(pos.st().v_founder[8] == kNone);
  CHECK(pos.st().e_owner[e] == kNone);
  // A city is reduced to a village the hostiles keep, and razed a turn later.
  ColPos city(2, {{"col_npc", 1}, {"col_active_hostiles", 1}});
  city.village(0, 0).city(1, 8).npc(11, Hostile, 1).at(ColStage::TurnStart);
  CHECK(city.st().v_owner[8] == kNpcSeat);
  city.at(ColStage::TurnStart);
  CHECK(city.st().v_owner[8] == kNpcSeat);
  CHECK_FALSE(city.st().city.test(8));
  city.at(ColStage::TurnStart);
  CHECK(city.st().v_owner[8] == kNone);
  // Without active hostility the hostiles only raid (the piece stays).
  ColPos raid(2, {{"col_npc", 1}});
  raid.village(0, 0).village(1, 8).road(1, e).npc(11, Hostile, 1).at(ColStage::TurnStart);
  CHECK(raid.st().v_owner[8] == 1);
  CHECK(raid.st().e_owner[e] == 1);
}

TEST_CASE("active hostility: a seized piece the hostiles no longer garrison revolts to its founder (\"If at any time a "
          "captured settlement or road is not garrisoned, it will revolt\")") {
  ColPos pos(2, {{"col_npc", 1}, {"col_active_hostiles", 1}});
  pos.village(0, 0).village(1, 8).npc(11, Hostile, 1).at(ColStage::TurnStart);
  REQUIRE(pos.st().v_owner[8] == kNpcSeat);
  pos.npc(11, Hostile, 0);  // destroyed or gone
  col::revolts(pos.g, pos.st());
  CHECK(pos.st().v_owner[8] == 1);
  CHECK(pos.st().held_v[1].test(8));
}

TEST_CASE("active hostility: an army larger than one infantry drifts on a 1, half its infantry and cavalry; the "
          "desert spawns") {
  const std::map<std::string, int> active = {{"col_npc", 1}, {"col_active_hostiles", 1}};
  ColPos pos(2, active);
  pos.village(0, 0).village(1, 53).npc(10, Hostile, 3, 1);
  pos.g.rebuild_caches(pos.s);
  col::enter(pos.g, pos.st(), ColStage::Summer);
  col::proceed(pos.g, pos.st());
  CHECK(pos.phase() == "drift");
  pos.act("d6 1");
  CHECK(pos.odds() == std::map<std::string, double>{
                          {"direction E", 0.25}, {"direction NE", 0.25}, {"direction SE", 0.25}, {"direction SW", 0.25}});
  pos.act("direction E");  // to h11
  CHECK(pos.st().npc[11][Hostile][0] == 1);
  CHECK(pos.st().npc[11][Hostile][1] == 1);
  CHECK(pos.st().npc[10][Hostile][0] == 2);
  // The desert, explored and held by no one, spawns: 2-3 a cavalry.
  CHECK(pos.phase() == "spawn");
  pos.act("d6 2");
  CHECK(pos.st().npc[18][Hostile][1] == 1);
  // Into an army: the hostiles attack.
  ColPos fight(2, active);
  fight.village(0, 0).army(0, 11, 1).village(1, 53).npc(10, Hostile, 2);
  fight.g.rebuild_caches(fight.s);
  col::enter(fight.g, fight.st(), ColStage::Summer);
  col::proceed(fight.g, fight.st());
  fight.play({"d6 1", "direction E"});
  CHECK(fight.phase() == "combat");
  CHECK(fight.st().battle.attacker == kNpcSeat);
  fight.act("combat 1-4");  // 1 x 1 against 4 x 2 (infantry on the hills): the hostile goes back to h10
  CHECK(fight.st().npc[10][Hostile][0] == 2);
}

TEST_CASE("Capture the Fortress: with active hostility, the first alone on the desert with no hostile left wins") {
  ColPos pos(2, {{"col_npc", 1}, {"col_active_hostiles", 1}});
  pos.village(0, 23).army(0, 18, 1).village(1, 53);
  auto fortress = [](const ColPos& p) { return (col::victory_reasons(p.g, col_state(p.s), 0) >> int(col::Victory::Fortress) & 1) != 0; };
  CHECK(fortress(pos));
  pos.npc(18, Hostile, 1);
  CHECK_FALSE(fortress(pos));
  ColPos off(2, {{"col_npc", 1}});
  off.village(0, 23).army(0, 18, 1).village(1, 53);
  CHECK_FALSE(fortress(off));
}

TEST_CASE("tactics cards: drawn with a Soldier and after battles; a set of three adds 1 to the roll") {
  ColPos pos(2, {{"col_tactics", 1}});
  pos.village(0, 8).village(1, 53).give(0, {1, 1, 1, 0, 1}).at(ColStage::Winter);
  pos.play({"buy_dev", "dev soldier"});
  CHECK(pos.phase() == "tactics_draw");
  CHECK(pos.odds().at("tactics_card wild") == doctest::Approx(2.0 / 44));
  pos.act("tactics_card cavalry");
  CHECK(pos.st().seat[0].tactics[1] == 1);
  CHECK(pos.phase() == "winter");
  // In a battle: 2 infantry cards and a wild make a set showing infantry.
  ColPos fight(2, {{"col_tactics", 1}});
  fight.village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2).village(1, 53).army(1, 6, 1).stance(0, 1, War);
  for (int k : {0, 0, 3}) fight.st().tactics_deck[k] -= 1, fight.st().seat[0].tactics[k] += 1;
  fight.spring({{"march h5", "march_to h6", "march_with all"}, {}});
  fight.play({"d6 3", "attack"});
  CHECK(fight.phase() == "tactics");
  CHECK(fight.legal() == names({"tactics infantry, tactics none"}));
  const int before = fight.st().battle.att_mod;
  fight.act("tactics infantry");
  CHECK(fight.st().battle.att_mod == before + 1);
  CHECK(fight.st().seat[0].tactics[0] + fight.st().seat[0].tactics[3] == 0);
  // After the battle, at the turn's end: a card for surviving it and one for winning it.
  fight.act("combat 6-1");
  CHECK(fight.phase() == "tactics_draw");
  fight.play({"tactics_card artillery", "tactics_card artillery"});
  CHECK(fight.st().seat[0].tactics[2] == 2);
}
