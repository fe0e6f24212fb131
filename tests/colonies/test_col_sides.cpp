// Battles of three sides (Colonies §5.7, simple battles): "conflicts will occur where two or more armies at war
// with each other meet on the field of battle"; "If two opposed armies march into the same tile from different
// tiles, then they are both considered attackers in this tile"; "the player with the higher combat result wins the
// battle, and the rest lose". Ours: a third side at most, a seat at war with both sides.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "agents/agent_registry.h"
#include "tests/colonies/col_games.h"
#include "tests/support/battery.h"
#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// A corner of both h6 and h7 that p0's roads (v0-v4-v8) do not end at.
int shared_corner(const ColPos& pos) {
  int shared = -1;
  (pos.g.tile_corners(6) & pos.g.tile_corners(7)).for_each([&](int v) {
    if (v != 4 && v != 8 && shared < 0) shared = v;
  });
  REQUIRE(shared >= 0);
  return shared;
}

// Three seats at war with each other: p0's 2 infantry on h5 (its village v0, roads v0-v4-v8 supplying h5, h6 and
// h11) and p2's 3 infantry on h7 (its village on a corner of h6 and h7) both march into h6, which p1 holds with 1
// infantry; p0 wins initiative and attacks.
ColPos three_armies(std::map<std::string, int> options = {}, Stance p1_p2 = War) {
  ColPos pos(3, options);
  pos.village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2).village(1, 53).army(1, 6, 1);
  pos.village(2, shared_corner(pos)).army(2, 7, 3);
  pos.stance(0, 1, War).stance(0, 2, War).stance(1, 2, p1_p2);
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {}, {"march h7", "march_to h6", "march_with all"}});
  pos.play({"d6 6", "d6 1"});  // initiative: p0 6 + 1 (v0 beside h5) - 2 = 5; p2 1 + 1 - 3 = -1
  REQUIRE(pos.phase() == "attack");
  REQUIRE(pos.g.current_player(pos.s) == 0);
  pos.act("attack");
  return pos;
}

}  // namespace

TEST_CASE("three sides: \"two or more armies at war with each other meet\": a third army marching in joins the "
          "battle as an attacker, its regiments out of their tile") {
  ColPos pos = three_armies();
  const ColBattle& bt = pos.st().battle;
  CHECK(bt.att_side == 0b001);
  CHECK(bt.def_side == 0b010);
  CHECK(bt.join_side == 0b100);
  CHECK(bt.join_sources == 1);
  CHECK(bt.join_str[Infantry] == 1);  // attacking: no defender's bonus
  CHECK(bt.join_mod == 1);            // its village beside h6
  CHECK(bt.att_mod == 0);
  CHECK(bt.def_mod == 0);
  CHECK(pos.regiments(2, 7) == 0);  // its marching regiments wait in its order
  CHECK(col::fighting(pos.st(), 2, Infantry) == 3);
  CHECK(col::strength(pos.st(), 2) == 3);
  CHECK(pos.phase() == "combat");
  // The two sides' dice first, then the third side's own die.
  CHECK(pos.odds().size() == 36);
  pos.act("combat 4-6");
  CHECK(pos.phase() == "combat");
  CHECK(pos.odds() == std::map<std::string, double>{{"d6 1", 1.0 / 6}, {"d6 2", 1.0 / 6}, {"d6 3", 1.0 / 6},
                                                   {"d6 4", 1.0 / 6}, {"d6 5", 1.0 / 6}, {"d6 6", 1.0 / 6}});
}

TEST_CASE("three sides: \"the player with the higher combat result wins the battle, and the rest lose\"; each side "
          "destroys its result / 10 in each other side (\"Each other player selects ...\")") {
  ColPos pos = three_armies();
  pos.play({"combat 4-6", "d6 3"});  // p0 4 x 2 = 8, p1 6 x 1 = 6, p2 (3 + 1) x 3 = 12: p2 wins
  // p0 loses 6 / 10 + 12 / 10 = 1 strength, p1 8 / 10 + 12 / 10 = 1, p2 8 / 10 + 6 / 10 = 0 (not 14 / 10): each
  // infantry alone, taken without asking.
  CHECK(pos.phase() != "casualty");
  CHECK_FALSE(pos.st().battle.active);
  CHECK(pos.regiments(2, 6) == 3);  // the winner takes the tile
  CHECK(pos.regiments(2, 7) == 0);
  CHECK(pos.regiments(0, 5) == 1);  // the losing attacker goes home, its tile still supplied
  CHECK(pos.regiments(1, 6) == 0);  // the defender destroyed
  CHECK(pos.st().seat[1].routed[Infantry] == 0);
}

TEST_CASE("three sides: equal highest results are a tie: \"the armies stay in their initial tiles\"") {
  ColPos pos = three_armies();
  pos.play({"combat 6-6", "d6 3"});  // p0 6 x 2 = 12, p1 6, p2 (3 + 1) x 3 = 12: a tie
  // Losses: p0 6 / 10 + 12 / 10 = 1, p1 12 / 10 + 12 / 10 = 2 (its only regiment), p2 12 / 10 + 6 / 10 = 1.
  CHECK_FALSE(pos.st().battle.active);
  CHECK(pos.regiments(0, 5) == 1);
  CHECK(pos.regiments(2, 7) == 2);
  CHECK(pos.regiments(0, 6) + pos.regiments(2, 6) == 0);
  CHECK(pos.st().seat[0].routed[Infantry] + pos.st().seat[2].routed[Infantry] == 0);
}

TEST_CASE("three sides: the third side picks its own casualties, after the attackers and the defenders") {
  ColPos pos(3);
  pos.village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2).village(1, 53).army(1, 6, 4);
  pos.village(2, shared_corner(pos)).army(2, 7, 3, 1);
  pos.stance(0, 1, War).stance(0, 2, War).stance(1, 2, War);
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {}, {"march h7", "march_to h6", "march_with all"}});
  pos.play({"d6 6", "d6 1", "attack"});
  REQUIRE(pos.st().battle.join_side == 0b100);
  // p2: 3 infantry and a cavalry (2 on flat pasture): strength 5; +1 its village, +1 its cavalry.
  CHECK(col::strength(pos.st(), 2) == 5);
  CHECK(pos.st().battle.join_mod == 2);
  pos.play({"combat 6-5", "d6 6"});  // p0 6 x 2 = 12, p1 5 x 4 = 20, p2 8 x 5 = 40: p2 wins
  // p0 loses 20 / 10 + 40 / 10 = 6 strength (all it has), p1 12 / 10 + 40 / 10 = 5 (all), each without asking;
  // p2 12 / 10 + 20 / 10 = 3, and picks.
  CHECK(pos.phase() == "casualty");
  CHECK(pos.g.current_player(pos.s) == 2);
  CHECK(pos.legal() == names({"lose cavalry, lose infantry"}));
  pos.act("lose cavalry");  // 2 strength; the last 1 is infantry, taken without asking
  CHECK_FALSE(pos.st().battle.active);
  CHECK(pos.regiments(2, 6) == 2);
  CHECK(pos.regiments(0, 5) + pos.regiments(0, 6) == 0);
  CHECK(pos.regiments(1, 6) == 0);
  CHECK(pos.st().seat[1].routed[Infantry] == 0);
}

TEST_CASE("three sides: a seat at peace with the defender stays out, and attacks the winner after") {
  ColPos pos = three_armies({}, Peace);
  CHECK(pos.st().battle.join_side == 0);
  CHECK(pos.regiments(2, 7) == 3);  // its march still to resolve
  pos.act("combat 6-1");            // p0 12 against 1: p0 takes h6
  CHECK(pos.regiments(0, 6) == 2);
  CHECK(pos.phase() == "attack");  // then p2's march finds p0 there
  CHECK(pos.g.current_player(pos.s) == 2);
}

TEST_CASE("three sides: with tactics cards the third side plays its set after the defenders") {
  ColPos pos(3, {{"col_tactics", 1}});
  pos.tactics(2, {3, 0, 0, 0}).village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2).village(1, 53).army(1, 6, 1);
  pos.village(2, shared_corner(pos)).army(2, 7, 3);
  pos.stance(0, 1, War).stance(0, 2, War).stance(1, 2, War);
  pos.spring({{"march h5", "march_to h6", "march_with all"}, {}, {"march h7", "march_to h6", "march_with all"}});
  pos.play({"d6 6", "d6 1", "attack"});
  CHECK(pos.phase() == "tactics");
  CHECK(pos.g.current_player(pos.s) == 2);
  CHECK(pos.legal() == names({"tactics infantry, tactics none"}));
  pos.act("tactics infantry");
  CHECK(pos.st().battle.join_mod == 2);
  CHECK(pos.phase() == "combat");
}

TEST_CASE("three sides: the odds of each side's win and a tie add up to one; the JSON form keeps the third side") {
  ColPos pos = three_armies();
  const auto odds = col::battle_odds(pos.st());
  CHECK(odds[0] + odds[1] + odds[2] + odds[3] == doctest::Approx(1.0));
  CHECK(odds[2] > odds[0]);  // 3 infantry at +1 against 2 at +0 and 1 at +0
  CHECK(pos.g.from_json(pos.g.to_json(pos.s)) == pos.s);
  nlohmann::json j = nlohmann::json::parse(pos.g.to_json(pos.s));
  j["battle"]["join_side"] = 0b011;  // two seats, and both already on sides
  CHECK(json_refusal(pos.g, j).find("state.battle.join_side") != std::string::npos);
}

TEST_CASE("three sides: complex battles take the third army too, and open with the targets "
          "(test_col_complex_sides.cpp plays them)") {
  ColPos pos = three_armies({{"col_complex", 1}});
  CHECK(pos.st().battle.join_side == 0b100);
  CHECK(pos.regiments(2, 7) == 0);
  CHECK(pos.phase() == "choice");
  CHECK(pos.legal() == names({"target defenders, target third"}));
}

TEST_CASE("three sides: the heuristic plays the battle and the game on legally, every step keeping the family's "
          "invariants, reading back from JSON and redealt alike for every seat") {
  auto agent = make_agent("heuristic");
  int third_dice = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    ColPos pos = three_armies({{"col_tactics", 1}});
    agent->check_game(pos.g);
    agent->reset(seed);
    Rng chance(seed);
    INFO("seed ", seed);
    play_heuristic_checked(pos.g, pos.s, *agent, chance, [&](const State& was, Action, const State& is) {
      third_dice += col_state(was).battle.step == ColBattleStep::RollJoin;
      if (col_state(was).battle.join_side) REQUIRE(pos.g.from_json(pos.g.to_json(is)) == is);
      if (col_state(is).battle.join_side)
        for (int seat = 0; seat < 3; ++seat) check_redeal_alike(pos.g, is, seat, chance);
    });
  }
  CHECK(third_dice == 12);  // each battle rolled its third side's die
}
