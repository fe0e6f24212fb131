// Complex battles (col_complex; the book's "Complex Battles"): bombardment
// rounds, combat rounds whose loser loses one regiment routed or destroyed by
// the margin of the rolls, retreat and pursuit, routed regiments rejoining
// their army (and destroyed if attacked again the same turn), defenders
// destroyed where they cannot retreat, the spoils of war, and the non-player
// forces' special rules. Positions as in test_col_battles.cpp:
// p0 attacks from h5 (mountains) into h6 (pasture, flat).
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/colonies/col_games.h"
#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

const std::map<std::string, int> kComplex = {{"col_complex", 1}};

}  // namespace

TEST_CASE("complex battles: an option off by default, listed with the rule set's options") {
  ColPos simple(2);
  bool listed = false;
  for (const OptionValue& o : simple.g.options()) listed = listed || (o.name == "col_complex" && o.value == 0);
  CHECK(listed);
  simple.army(1, 6, 2).stance(0, 1, War);
  attack(simple, 0, 5, 6, 1, 0, 1);
  CHECK(simple.phase() == "combat");  // the simple battle: one roll, no bombardment
}

TEST_CASE("complex battles: \"Phase 1: Bombardment Phase\": each artillery fires in turn, the attackers first, at the "
          "most common type, which evades with its strength plus its initiative") {
  ColPos pos(2, kComplex);
  pos.army(1, 6, 2, 1).stance(0, 1, War);
  attack(pos, 0, 5, 6, 1, 0, 1);  // the artillery fires from the heights: strength 2
  CHECK(pos.phase() == "shot");
  CHECK(pos.odds().size() == 36);
  pos.act("shot 4-1");  // 4 + 2 against 1 + 1 (infantry) - 1 (its initiative): routed
  CHECK(pos.st().army[6][1][Infantry] == 1);
  CHECK(pos.st().seat[1].routed[Infantry] == 1);
  CHECK(pos.st().battle.routed[1][Infantry] == 1);
  CHECK(pos.g.from_json(pos.g.to_json(pos.s)) == pos.s);  // a battle under way reads back
  // "Once each artillery regiment has had a chance to fire either player may force battle to move to the Combat
  // Round, or attempt to Retreat ... Otherwise, repeat the Bombardment Round again."
  CHECK(pos.phase() == "choice");
  CHECK(pos.g.current_player(pos.s) == 0);
  CHECK(pos.legal() == names({"bombard, engage, retreat"}));
  pos.act("bombard");
  CHECK(pos.g.current_player(pos.s) == 1);
  CHECK(pos.legal() == names({"bombard, engage, retreat"}));
  pos.act("bombard");
  CHECK(pos.phase() == "shot");
  pos.act("shot 1-6");  // 1 + 2 against 6 + 1 - 1 (infantry and cavalry tie: the infantry is the target): missed
  CHECK(pos.st().army[6][1][Infantry] == 1);
  pos.act("bombard");
  CHECK(pos.legal() == names({"bombard, engage, retreat"}));
  pos.act("engage");  // either side may force the combat round
  CHECK(pos.phase() == "combat");
  // Without artillery on either side there is no bombardment.
  ColPos none(2, kComplex);
  none.army(1, 6, 2).stance(0, 1, War);
  attack(none, 0, 5, 6, 2);
  CHECK(none.phase() == "combat");
}

TEST_CASE("complex battles: \"Phase 2: Combat Phase\": the loser of a round routs one regiment of its choice, or, "
          "where the winning roll exceeded the losing one by five, the winner destroys one of its choice") {
  // 3 infantry (roll +0) against 1 infantry and 1 cavalry (roll +1 for the cavalry) on flat land.
  ColPos rout(2, kComplex);
  rout.army(1, 6, 1, 1).stance(0, 1, War);
  attack(rout, 0, 5, 6, 3);
  rout.act("combat 6-1");  // 6 x 3 against 2 x 2: the rolls 6 and 2 differ by 4
  CHECK(rout.phase() == "casualty");
  CHECK(rout.g.current_player(rout.s) == 1);
  CHECK(rout.legal() == names({"lose cavalry, lose infantry"}));
  rout.act("lose cavalry");
  CHECK(rout.st().army[6][1][Cavalry] == 0);
  CHECK(rout.st().seat[1].routed[Cavalry] == 1);  // routed, not destroyed
  CHECK(rout.st().army[6][0][Infantry] == 0);     // the attackers lost nothing
  // "At this point either side may attempt to Retreat. Otherwise, repeat the Combat Round".
  CHECK(rout.phase() == "choice");
  CHECK(rout.legal() == names({"engage, retreat"}));
  // A cavalry with the attackers (+1): the rolls 7 and 2 differ by 5: the winner picks, and it is destroyed.
  ColPos destroy(2, kComplex);
  destroy.army(1, 6, 1, 1).stance(0, 1, War);
  attack(destroy, 0, 5, 6, 2, 1);
  destroy.act("combat 6-1");
  CHECK(destroy.phase() == "casualty");
  CHECK(destroy.g.current_player(destroy.s) == 0);
  CHECK(destroy.legal() == names({"lose cavalry, lose infantry"}));
  destroy.act("lose infantry");
  CHECK(destroy.st().army[6][1][Infantry] == 0);
  CHECK(destroy.st().seat[1].routed[Infantry] == 0);
}

TEST_CASE("complex battles: \"If the losing combat roll exceeded the winning roll by five or more, then both players "
          "rout a regiment\"; a side with only routed regiments is defeated, and defenders with no friendly supplied "
          "tile to retreat to are destroyed") {
  ColPos pos(2, kComplex);
  pos.army(1, 6, 1).stance(0, 1, War);
  attack(pos, 0, 5, 6, 7);
  pos.act("combat 1-6");  // 1 x 7 against 6 x 1: the attackers win with a roll 5 below the loser's
  const ColState& s = pos.st();
  // Both routed one; the defender had nothing standing: beaten, and p1 supplies no tile beside h6: destroyed.
  CHECK(s.army[6][1][Infantry] == 0);
  CHECK(s.seat[1].routed[Infantry] == 0);
  // The winners take the tile, their routed regiment rejoining them.
  CHECK(s.army[6][0][Infantry] == 7);
  CHECK(s.seat[0].routed[Infantry] == 0);
  CHECK_FALSE(s.battle.active);
}

TEST_CASE("complex battles: \"Phase 3: Retreat Phase\": the other side may pursue; initiative decides; a successful "
          "retreat goes to a friendly supplied tile away from the attackers, the routed regiments with it") {
  auto start = [](ColPos& pos) {
    pos.army(1, 6, 2, 1).village(1, 9).stance(0, 1, War);
    attack(pos, 0, 5, 6, 3);
    pos.act("combat 6-1");  // 6 x 3 against 3 x 5 (the infantry at its village): p1 routs one
    pos.act("lose infantry");
    pos.act("engage");
    pos.act("retreat");  // p1 attempts to retreat
  };
  ColPos let(2, kComplex);
  start(let);
  CHECK(let.g.current_player(let.s) == 0);
  CHECK(let.legal() == names({"let_go, pursue"}));
  let.act("let_go");
  CHECK(let.phase() == "retreat_to");
  CHECK(let.g.current_player(let.s) == 1);
  CHECK(let.g.from_json(let.g.to_json(let.s)) == let.s);
  const std::string tiles = let.legal();
  CHECK(tiles.find("retreat_to h5") == std::string::npos);  // not toward the attackers
  const int to = std::stoi(tiles.substr(tiles.find("retreat_to h") + 12));
  let.act(fmt::format("retreat_to h{}", to));
  CHECK(let.st().army[to][1][Infantry] == 2);  // the routed infantry with it
  CHECK(let.st().army[to][1][Cavalry] == 1);
  CHECK(let.st().seat[1].routed[Infantry] == 0);
  CHECK(let.st().army[6][0][Infantry] == 3);  // the attackers take the tile
  // Pursued: 3 infantry (-3) +1 for having attacked the tile and a 6, against 1 infantry and 1 cavalry (0), the
  // village beside (+1: "Grants a +1 to the initiative of adjacent friendly and allied armies") and a 1.
  ColPos caught(2, kComplex);
  start(caught);
  caught.act("pursue");
  CHECK(caught.phase() == "pursuit");
  const int att_mod = caught.st().battle.att_mod;
  caught.act("pursuit 6-1");  // 4 against 2: "the pursuers get a +1 to combat rolls for the remainder of the battle"
  CHECK(caught.phase() == "combat");
  CHECK(caught.st().battle.att_mod == att_mod + 1);
  // The retreaters roll higher: they escape, or turn on the pursuers at +1 (the feigned retreat).
  ColPos feint(2, kComplex);
  start(feint);
  feint.act("pursue");
  const int def_mod = feint.st().battle.def_mod;
  feint.act("pursuit 1-6");  // -1 against 7
  CHECK(feint.g.current_player(feint.s) == 1);
  CHECK(feint.legal() == names({"counter, retreat"}));
  feint.act("counter");
  CHECK(feint.phase() == "combat");
  CHECK(feint.st().battle.def_mod == def_mod + 1);
  // The village's +1 decides: 3 - 3 + 1 = 1 against 1 + 0 + 1 = 2.
  ColPos close(2, kComplex);
  start(close);
  close.act("pursue");
  close.act("pursuit 3-1");
  CHECK(close.legal() == names({"counter, retreat"}));
}

TEST_CASE("complex battles: hostile forces are destroyed where they would be routed and fight to the death when "
          "defending") {
  ColPos pos(2, {{"col_complex", 1}, {"col_npc", 1}});
  pos.npc(6, Hostile, 2);
  attack(pos, 0, 5, 6, 3);
  pos.act("combat 6-1");
  CHECK(pos.st().npc[6][Hostile][0] == 1);  // destroyed: nothing of theirs is routed
  CHECK(pos.legal() == names({"engage, retreat"}));
  pos.act("engage");
  CHECK(pos.phase() == "combat");  // they do not retreat
  pos.act("combat 6-1");
  CHECK(pos.st().npc[6][Hostile][0] == 0);
  CHECK(pos.st().army[6][0][Infantry] == 3);
}

TEST_CASE("complex battles: the heuristic plays them legally, every step keeping the family's invariants") {
  auto game = Game::load("colonies", 4, {{"col_complex", 1}, {"col_vote_thirds", 4}, {"col_npc", 1},
                                         {"col_active_hostiles", 1}, {"col_tactics", 1}});
  const ColGame& g = static_cast<const ColGame&>(*game);
  auto agent = make_agent("heuristic");
  agent->check_game(g);
  int choices = 0, shots = 0, captures = 0, turned_in = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    agent->reset(seed);
    State s = g.new_game(seed);
    Rng chance(seed + 100);
    INFO("seed ", seed);
    play_heuristic_checked(g, s, *agent, chance, [&](const State& was, Action, const State& is) {
      choices += col_state(was).phase == ColPhase::Choice;
      shots += col_state(was).phase == ColPhase::Shot;
      int before = 0, after = 0;
      for (int p = 0; p < g.num_players(); ++p) before += col_state(was).seat[p].spoils, after += col_state(is).seat[p].spoils;
      captures += std::max(0, after - before), turned_in += std::max(0, before - after);
    });
  }
  CHECK(choices > 0);
  CHECK(shots > 0);  // its cities muster artillery
  CHECK(captures > 0);  // regiments destroyed by the five margin
  MESSAGE("8 heuristic games: ", choices, " battle choices, ", shots, " artillery shots, ", captures,
          " regiments captured, ", turned_in, " captures turned in");
}

TEST_CASE("complex battles: attacked by drifting hostiles in Summer, a seat may retreat, and they never pursue") {
  ColPos pos(2, {{"col_complex", 1}, {"col_npc", 1}, {"col_active_hostiles", 1}});
  pos.village(0, 0).army(0, 11, 2).village(1, 53).npc(10, Hostile, 2);
  pos.g.rebuild_caches(pos.s);
  col::enter(pos.g, pos.st(), ColStage::Summer);
  col::proceed(pos.g, pos.st());
  pos.play({"d6 1", "direction E"});  // one hostile infantry into h11
  CHECK(pos.phase() == "combat");     // no artillery: no bombardment
  pos.act("combat 6-1");  // 6 x 1 against 1 x 4 (two infantry on the hills), rolls 5 apart: one of p0's destroyed
  CHECK(pos.regiments(0, 11) == 1);
  CHECK(pos.st().seat[0].routed[Infantry] == 0);
  CHECK(pos.phase() == "choice");
  CHECK(pos.g.current_player(pos.s) == 0);
  CHECK(pos.legal() == names({"engage, retreat"}));
  pos.act("retreat");  // no pursuit: the retreat succeeds, away from h10
  CHECK(pos.phase() == "spawn");  // one tile open to it (p0 supplies it, no enemy, not h10): no question asked
  CHECK(pos.regiments(0, 11) == 0);
  REQUIRE(pos.st().present[0].count() == 1);
  const int to = pos.st().present[0].nth(0);
  CHECK(pos.g.tile_neighbours(11).test(to));
  CHECK(to != 10);
  CHECK(pos.st().seat[0].arrived.test(to));
  CHECK(pos.st().npc[11][Hostile][0] == 1);
  CHECK_FALSE(pos.st().battle.active);
  CHECK(pos.g.from_json(pos.g.to_json(pos.s)) == pos.s);  // the position is valid (no desert roll owed in Summer)
}

TEST_CASE("complex battles: \"To rally a routed regiment, you must use up a Tactics Card of that regiment's type. A "
          "rallied regiment stands up, is returned to the tile of the battle, and can be used in the battle again\"") {
  ColPos pos(2, {{"col_complex", 1}, {"col_tactics", 1}});
  pos.army(1, 6, 3).stance(0, 1, War);
  pos.st().tactics_deck[Infantry] -= 1, pos.st().seat[0].tactics[Infantry] += 1;
  attack(pos, 0, 5, 6, 2);
  pos.act("combat 2-6");  // 2 x 2 against 6 x 3, rolls 4 apart: p0 routs one
  CHECK(pos.st().seat[0].routed[Infantry] == 1);
  CHECK(pos.legal() == names({"engage, rally_routed infantry, retreat"}));
  pos.act("rally_routed infantry");
  CHECK(pos.st().seat[0].routed[Infantry] == 0);
  CHECK(col::side_count(pos.st(), 0, Infantry) == 2);  // back in the attack
  CHECK(pos.st().seat[0].tactics[Infantry] == 0);
  CHECK(pos.st().tactics_deck[Infantry] == 14);
  CHECK(pos.g.current_player(pos.s) == 0);  // it chooses again
  CHECK(pos.legal() == names({"engage, retreat"}));
  // Without tactics cards (col_tactics=0) there is nothing to rally with.
  ColPos plain(2, kComplex);
  plain.army(1, 6, 3).stance(0, 1, War);
  attack(plain, 0, 5, 6, 2);
  plain.act("combat 2-6");
  CHECK(plain.legal() == names({"engage, retreat"}));
}

TEST_CASE("complex battles: \"If regiments that were routed in a previous battle are attacked in their new tile on "
          "the same turn, they are destroyed\"") {
  ColPos pos(2, kComplex);
  pos.army(1, 6, 2, 1).village(1, 9).stance(0, 1, War);
  attack(pos, 0, 5, 6, 3);
  pos.play({"combat 6-1", "lose infantry", "engage", "retreat", "let_go"});  // p1 routs an infantry, then retreats
  const std::string tiles = pos.legal();
  const int to = std::stoi(tiles.substr(tiles.find("retreat_to h") + 12));
  pos.act(fmt::format("retreat_to h{}", to));
  REQUIRE(pos.st().army[to][1][Infantry] == 2);  // "Routed regiments ... automatically reach the tiles being retreated to"
  CHECK(pos.st().shaken[to][1][Infantry] == 1);
  CHECK(pos.g.from_json(pos.g.to_json(pos.s)) == pos.s);
  attack(pos, 0, 6, to, 3);  // attacked again in its new tile, the same turn
  CHECK(pos.st().army[to][1][Infantry] == 1);  // the routed one destroyed; the one that never routed fights
  CHECK(pos.st().army[to][1][Cavalry] == 1);
  CHECK(pos.st().seat[1].routed[Infantry] == 0);
  CHECK(pos.st().shaken[to][1][Infantry] == 0);
  CHECK(pos.phase() == "combat");
  // The next turn they are rallied: nothing is shaken any more.
  ColPos later(2, kComplex);
  later.army(1, 6, 2, 1).village(1, 9).stance(0, 1, War);
  later.st().shaken[6][1][Infantry] = 1;
  later.at(ColStage::TurnStart);
  CHECK(later.st().shaken[6][1][Infantry] == 0);
}

TEST_CASE("complex battles: the spoils of war: \"When a regiment is destroyed by the victor rather than just routed "
          "... These represent captured equipment\"") {
  ColPos destroy(2, kComplex);
  destroy.army(1, 6, 1, 1).stance(0, 1, War);
  attack(destroy, 0, 5, 6, 2, 1);
  destroy.play({"combat 6-1", "lose infantry"});  // the rolls 7 and 2 differ by 5: the winner destroys one
  CHECK(destroy.st().seat[0].spoils == 1);
  CHECK(destroy.st().seat[1].spoils == 0);
  CHECK(destroy.g.from_json(destroy.g.to_json(destroy.s)) == destroy.s);
  ColPos rout(2, kComplex);  // merely routed: nothing captured
  rout.army(1, 6, 1, 1).stance(0, 1, War);
  attack(rout, 0, 5, 6, 3);
  rout.play({"combat 6-1", "lose cavalry"});
  CHECK(rout.st().seat[0].spoils == 0);
}

TEST_CASE("complex battles: the spoils of war: \"A player can turn in a capture to discount any Lumber and Ore from "
          "the cost of building a regiment\"") {
  // Food only: an infantry (lumber, ore, food) is payable with a capture, and only one.
  ColPos pos(2, kComplex);
  pos.city(0, 8).give(0, {0, 0, 2, 0, 0}).village(1, 53);
  pos.st().seat[0].spoils = 1;
  pos.at(ColStage::Write);
  pos.act("muster v8").act("muster_infantry h6");
  CHECK(pos.legal().find("muster v8") == std::string::npos);  // the second would owe lumber and ore
  pos.spring({{"muster v8", "muster_infantry h6"}, {}});
  CHECK(pos.regiments(0, 6) == 1);
  CHECK(pos.st().seat[0].spoils == 0);  // turned in
  CHECK(pos.st().seat[0].hand[Wool] == 1);
  // Without a capture nothing is payable.
  ColPos none(2, kComplex);
  none.city(0, 8).give(0, {0, 0, 2, 0, 0}).village(1, 53).at(ColStage::Write);
  CHECK(none.legal().find("muster v8") == std::string::npos);
}
