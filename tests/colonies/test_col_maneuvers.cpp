// The tactics cards' advanced use (col_advanced_tactics; the book's "Advanced
// Rules" of "Tactics Cards"): each of the nineteen maneuvers with its
// condition and effect, in a complex battle. Positions as in
// test_col_complex.cpp: p0 attacks from h5 (mountains, the heights) into h6
// (pasture, flat) or h11 (hills, rough).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "agents/agent_registry.h"
#include "tests/colonies/col_games.h"
#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

const std::map<std::string, int> kAdvanced = {{"col_complex", 1}, {"col_tactics", 1}, {"col_advanced_tactics", 1}};

bool offered(const ColPos& pos, const std::string& maneuver) {
  return (", " + pos.legal() + ",").find(", maneuver " + maneuver + ",") != std::string::npos;
}

bool reads_back(const ColPos& pos) { return pos.g.from_json(pos.g.to_json(pos.s)) == pos.s; }

}  // namespace

TEST_CASE("maneuvers: an option off by default, needing tactics cards and complex battles") {
  ColPos plain(2, {{"col_complex", 1}, {"col_tactics", 1}});
  bool listed = false;
  for (const OptionValue& o : plain.g.options()) listed = listed || (o.name == "col_advanced_tactics" && o.value == 0);
  CHECK(listed);
  CHECK_THROWS_AS(Game::load("colonies", 2, {{"col_advanced_tactics", 1}, {"col_tactics", 1}}), ConfigError);
  CHECK_THROWS_AS(Game::load("colonies", 2, {{"col_advanced_tactics", 1}, {"col_complex", 1}}), ConfigError);
  // "Choose one set of rules to use": with the advanced rules no set of three is played for +1.
  ColPos simple(2, {{"col_complex", 1}, {"col_tactics", 1}});
  simple.army(1, 6, 2).stance(0, 1, War);
  simple.tactics(0, {3, 0, 0, 0});
  attack(simple, 0, 5, 6, 2);
  CHECK(simple.legal() == names({"tactics infantry, tactics none"}));
  ColPos advanced = battle(kAdvanced, 6, {2, 0, 0}, 0, {3, 0, 0, 0}, {2, 0, 0});
  CHECK_FALSE(offered(advanced, "infantry"));
  CHECK(offered(advanced, "line_formation"));
}

TEST_CASE("maneuvers: Line Formation: \"Your infantry are fighting in flat terrain. Effect: +1 to all combat rolls\"; "
          "\"Using a one or two card combo does not get rid of the cards\"") {
  ColPos pos = battle(kAdvanced, 6, {2, 0, 0}, 0, {1, 0, 0, 0}, {2, 0, 0});
  CHECK(pos.phase() == "tactics");
  CHECK(pos.legal() == names({"maneuver line_formation, tactics none"}));
  const int mod = pos.st().battle.att_mod;
  pos.act("maneuver line_formation");
  CHECK(pos.st().battle.att_mod == mod + 1);
  CHECK(pos.st().seat[0].tactics[Infantry] == 1);  // the card stays in hand
  CHECK(reads_back(pos));
  CHECK(pos.phase() == "combat");  // once a battle (ours): nothing more to show
  // In rough terrain it is not offered.
  ColPos rough = battle(kAdvanced, 11, {2, 0, 0}, 0, {1, 0, 0, 0}, {2, 0, 0});
  CHECK_FALSE(offered(rough, "line_formation"));
}

TEST_CASE("maneuvers: Skirmish and Snipe: \"Your infantry are fighting in rough terrain. Effect: +1 to the combat "
          "strength of your infantry\"") {
  ColPos pos = battle(kAdvanced, 11, {2, 0, 0}, 0, {1, 0, 0, 0}, {2, 0, 0});
  CHECK(pos.legal() == names({"maneuver skirmish_and_snipe, tactics none"}));
  const int str = pos.st().battle.att_str[Infantry];
  pos.act("maneuver skirmish_and_snipe");
  CHECK(pos.st().battle.att_str[Infantry] == str + 1);
}

TEST_CASE("maneuvers: Square Formation: \"Battle where your infantry are fighting against only cavalry. Effect: +1 to "
          "the combat strength of your infantry\"") {
  ColPos pos = battle(kAdvanced, 6, {0, 2, 0}, 0, {1, 0, 0, 0}, {2, 0, 0});
  CHECK(offered(pos, "square_formation"));
  const int str = pos.st().battle.att_str[Infantry];
  pos.act("maneuver square_formation");
  CHECK(pos.st().battle.att_str[Infantry] == str + 1);
  // against infantry and cavalry: not offered
  ColPos mixed = battle(kAdvanced, 6, {1, 1, 0}, 0, {1, 0, 0, 0}, {2, 0, 0});
  CHECK_FALSE(offered(mixed, "square_formation"));
}

TEST_CASE("maneuvers: Cavalry Charge: \"Battle where your attack includes cavalry. Effect: +3 to a single combat "
          "roll\"") {
  // 1 cavalry (strength 2 on flat land, +1 to the roll) against 2 infantry: 3 rolled is 4 x 2 against 6 x 2.
  auto start = [] { return battle(kAdvanced, 6, {2, 0, 0}, 0, {0, 1, 0, 0}, {0, 1, 0}); };
  ColPos pos = start();
  pos.play({"maneuver cavalry_charge", "tactics none", "combat 3-6"});  // 7 x 2 against 6 x 2
  CHECK(pos.st().seat[1].routed[Infantry] == 1);
  CHECK(pos.st().battle.charge[0] == 0);  // a single roll
  ColPos control = start();
  control.play({"tactics none", "combat 3-6"});
  CHECK(control.st().seat[1].routed[Infantry] == 0);
}

TEST_CASE("maneuvers: Flanking Action: \"Battle where you use cavalry, and outnumber the opposing regiments. Effect: "
          "+1 to all combat rolls\"") {
  ColPos pos = battle(kAdvanced, 6, {1, 0, 0}, 0, {0, 1, 0, 0}, {0, 2, 0});
  REQUIRE(offered(pos, "flanking_action"));
  const int mod = pos.st().battle.att_mod;
  pos.act("maneuver flanking_action");
  CHECK(pos.st().battle.att_mod == mod + 1);
  ColPos even = battle(kAdvanced, 6, {2, 0, 0}, 0, {0, 1, 0, 0}, {0, 2, 0});  // two against two: not offered
  CHECK_FALSE(offered(even, "flanking_action"));
}

TEST_CASE("maneuvers: Hit and Run: \"Lose an attack roll that involved only cavalry. Effect: Your cavalry are not "
          "routed, and you automatically win a retreat roll\"") {
  auto start = [](ColPos& pos) {
    pos.village(0, 4).army(1, 6, 3).stance(0, 1, War);
    pos.tactics(0, {0, 1, 0, 0});
    attack(pos, 0, 5, 6, 0, 1);
  };
  ColPos pos(2, kAdvanced);
  start(pos);
  pos.play({"maneuver hit_and_run", "tactics none", "combat 1-6"});
  CHECK_FALSE(pos.st().battle.active);
  CHECK(pos.st().army[5][0][Cavalry] == 1);  // home, and never routed
  CHECK(pos.st().shaken[5][0][Cavalry] == 0);
  CHECK(pos.st().army[6][1][Infantry] == 3);
  ColPos control(2, kAdvanced);
  start(control);
  control.play({"tactics none", "combat 1-6"});  // routed, and beaten: home, routed this turn
  CHECK(control.st().shaken[5][0][Cavalry] == 1);
}

TEST_CASE("maneuvers: Focused Bombardment: \"Your attack roll is against a target regiment of your choice, and you "
          "can use the combined combat strength of all your artillery\"") {
  auto start = [] { return battle(kAdvanced, 6, {2, 1, 0}, 0, {0, 0, 1, 0}, {0, 0, 2}); };
  ColPos pos = start();
  CHECK(offered(pos, "focused_bombardment_cavalry"));
  CHECK(offered(pos, "focused_bombardment_infantry"));
  CHECK_FALSE(offered(pos, "focused_bombardment_artillery"));  // none to aim at
  pos.act("maneuver focused_bombardment_cavalry");
  REQUIRE(pos.phase() == "shot");
  CHECK(pos.st().battle.shots[0] == 1);  // one attack of both artillery
  pos.act("shot 3-3");  // 3 + 2 x 2 (both from the heights) against 3 + 2 (against artillery alone) + 1 (initiative)
  CHECK(pos.st().seat[1].routed[Cavalry] == 1);
  CHECK(pos.phase() == "choice");
  ColPos control = start();
  control.act("tactics none");
  CHECK(control.st().battle.shots[0] == 2);
  control.act("shot 3-3");  // 3 + 2 at the infantry, the most common type: 3 + 1 - 1
  CHECK(control.st().seat[1].routed[Cavalry] == 0);
}

TEST_CASE("maneuvers: Siege Mastery: \"You are laying siege to a settlement and are attacking with artillery. "
          "Effect: +2 to attack rolls for the remainder of battle\"") {
  auto start = [](ColPos& pos) {
    pos.army(1, 6, 2).village(1, 9).stance(0, 1, War);
    pos.tactics(0, {0, 0, 1, 0});
    attack(pos, 0, 5, 6, 0, 0, 1);
  };
  ColPos pos(2, kAdvanced);
  start(pos);
  REQUIRE(offered(pos, "siege_mastery"));
  const int mod = pos.st().battle.att_mod;
  pos.play({"maneuver siege_mastery", "tactics none"});
  CHECK(pos.st().battle.att_mod == mod + 2);
  // Its shot too: 1 + 3 (the heights, the settlement) + 2 against 3 + 2 (at its village) - 1 + 1 (the village).
  pos.act("shot 1-3");
  CHECK(pos.st().seat[1].routed[Infantry] == 1);
  ColPos control(2, kAdvanced);
  start(control);
  control.play({"tactics none", "shot 1-3"});
  CHECK(control.st().seat[1].routed[Infantry] == 0);
  ColPos field = battle(kAdvanced, 6, {2, 0, 0}, 0, {0, 0, 1, 0}, {0, 0, 1});  // no settlement on the tile: no siege
  CHECK_FALSE(offered(field, "siege_mastery"));
}

TEST_CASE("maneuvers: Counter Battery Fire: \"An opposing artillery strike occurs during the bombardment round. "
          "Effect: Make a free attack with artillery against only opposing artillery\"") {
  auto start = [] { return battle(kAdvanced, 6, {1, 0, 1}, 1, {0, 0, 1, 0}, {1, 0, 1}); };
  ColPos pos = start();
  REQUIRE(pos.g.current_player(pos.s) == 1);  // the defenders' lead shows it before the bombardment
  REQUIRE(offered(pos, "counter_battery_fire"));
  pos.play({"maneuver counter_battery_fire", "tactics none", "shot 1-6"});  // p0's strike misses
  CHECK(pos.st().battle.counter_shot == 2);
  CHECK(pos.phase() == "shot");
  pos.act("shot 6-1");  // the free attack, at p0's artillery
  CHECK(pos.st().battle.routed[0][Artillery] == 1);
  CHECK(pos.st().battle.shots[1] == 1);  // p1's own shot still to come
  CHECK(reads_back(pos));
  ColPos control = start();
  control.play({"tactics none", "shot 1-6", "shot 6-1"});  // p1's own shot, at the infantry (ours on a tie)
  CHECK(control.st().battle.routed[0][Artillery] == 0);
  CHECK(control.st().battle.routed[0][Infantry] == 1);
}

TEST_CASE("maneuvers: Entrenched Positions: \"Defending with infantry that have not moved for a turn. Effect: +1 to "
          "the combat strength of those infantry for the rest of the turn, even after the battle is over\"") {
  ColPos pos = battle(kAdvanced, 6, {2, 0, 0}, 1, {2, 0, 0, 0}, {2, 0, 0});
  REQUIRE(offered(pos, "entrenched_positions"));
  const int str = pos.st().battle.def_str[Infantry];
  pos.act("maneuver entrenched_positions");
  CHECK(pos.st().battle.def_str[Infantry] == str + 1);
  CHECK(pos.st().seat[1].entrenched.test(6));
  CHECK(reads_back(pos));
  // A later battle of the turn on that tile.
  ColPos later(2, kAdvanced);
  later.army(1, 6, 2).stance(0, 1, War);
  later.st().seat[1].entrenched.set(6);
  attack(later, 0, 5, 6, 2);
  CHECK(later.st().battle.def_str[Infantry] == str + 1);
  // Infantry that marched in this turn may not.
  ColPos moved(2, kAdvanced);
  moved.army(1, 6, 2).stance(0, 1, War);
  moved.st().seat[1].arrived.set(6);
  moved.tactics(1, {2, 0, 0, 0});
  attack(moved, 0, 5, 6, 2);
  CHECK_FALSE(offered(moved, "entrenched_positions"));
}

TEST_CASE("maneuvers: Infiltration: \"Attacking with only cavalry. Effect: Target a specific regiment or regiments. "
          "You get a +1 to the roll of attacking cavalry against those regiments\"") {
  auto start = [] { return battle(kAdvanced, 6, {1, 1, 0}, 0, {0, 2, 0, 0}, {0, 2, 0}); };
  ColPos pos = start();
  const int mod = pos.st().battle.att_mod;
  pos.play({"maneuver infiltration", "tactics none"});
  CHECK(pos.st().battle.att_mod == mod + 1);
  pos.act("combat 4-3");  // won by less than five: routed, but the infiltrators pick which
  CHECK(pos.phase() == "casualty");
  CHECK(pos.g.current_player(pos.s) == 0);
  ColPos control = start();
  control.play({"tactics none", "combat 4-3"});
  CHECK(control.g.current_player(control.s) == 1);
}

TEST_CASE("maneuvers: Heavy Barrage: \"Bombardment round of battle. Effect: When you roll to hit with artillery, you "
          "may roll two dice and take the higher result\"") {
  ColPos pos = battle(kAdvanced, 6, {2, 0, 0}, 0, {0, 0, 2, 0}, {0, 0, 1});
  pos.play({"maneuver heavy_barrage", "tactics none"});
  CHECK(pos.odds()["shot 6-1"] == doctest::Approx(11.0 / 36 / 6));
  CHECK(pos.odds()["shot 1-1"] == doctest::Approx(1.0 / 36 / 6));
  ColPos control = battle(kAdvanced, 6, {2, 0, 0}, 0, {0, 0, 2, 0}, {0, 0, 1});
  control.act("tactics none");
  CHECK(control.odds()["shot 6-1"] == doctest::Approx(1.0 / 36));
}

TEST_CASE("maneuvers: Mounted Infantry: \"Just before the first round of a battle. Effect: Your cavalry dismount to "
          "fight ... treat all your cavalry as infantry for the purposes of combat strength and modifiers\"") {
  ColPos pos = battle(kAdvanced, 6, {3, 0, 0}, 0, {1, 1, 0, 0}, {1, 2, 0});
  const int mod = pos.st().battle.att_mod;
  REQUIRE(offered(pos, "mounted_infantry"));
  CHECK(pos.st().battle.att_str[Cavalry] == 2);  // cavalry attacking on flat land
  pos.act("maneuver mounted_infantry");
  CHECK(pos.st().battle.att_str[Cavalry] == pos.st().battle.att_str[Infantry]);
  CHECK(pos.st().battle.att_mod == mod - 1);  // no cavalry's +1
  // Only before the first round.
  ColPos later = battle(kAdvanced, 6, {3, 0, 0}, 0, {1, 1, 0, 0}, {1, 2, 0});
  while (later.phase() == "tactics") later.act("tactics none");
  later.act("combat 3-3");  // 4 x 5 against 3 x 3
  while (later.phase() == "casualty") later.act(later.legal().substr(0, later.legal().find(',')));
  REQUIRE(later.phase() == "choice");
  CHECK_FALSE(offered(later, "mounted_infantry"));
}

TEST_CASE("maneuvers: Rolling Barrage: \"Attacking with both infantry and artillery. Effect: +2 to attack rolls\"") {
  ColPos pos = battle(kAdvanced, 6, {2, 0, 0}, 0, {1, 0, 1, 0}, {1, 0, 1});
  const int mod = pos.st().battle.att_mod;
  pos.act("maneuver rolling_barrage");
  CHECK(pos.st().battle.att_mod == mod + 2);
  CHECK(col::shot_bonus(pos.st().battle, 0) == 2);
  ColPos defending = battle(kAdvanced, 6, {1, 0, 1}, 1, {1, 0, 1, 0}, {2, 0, 0});  // the defenders do not attack
  CHECK_FALSE(offered(defending, "rolling_barrage"));
}

TEST_CASE("maneuvers: Surprise Raid: \"Attack with only cavalry and artillery. Effect: If you win an attack roll, rout "
          "twice as many regiments as normal and keep attacking. If you lose an attack roll, your cavalry "
          "automatically retreats successfully\"") {
  auto start = [](ColPos& pos, bool raid) {
    pos.village(0, 4).army(1, 6, 4).stance(0, 1, War);
    pos.tactics(0, {0, 1, 1, 0});
    attack(pos, 0, 5, 6, 0, 1, 1);
    if (raid) pos.act("maneuver surprise_raid");
    while (pos.phase() == "tactics") pos.act("tactics none");
    while (pos.phase() == "shot") pos.act("shot 1-6");  // the artillery misses
    while (pos.phase() == "choice") pos.act("engage");
  };
  ColPos win(2, kAdvanced);
  start(win, true);
  REQUIRE(win.phase() == "combat");
  win.act("combat 1-1");  // 1 + 3 (cavalry, artillery, the village v4) against 1: won by less than five
  CHECK(win.st().seat[1].routed[Infantry] == 2);
  ColPos once(2, kAdvanced);
  start(once, false);
  once.act("combat 1-1");
  CHECK(once.st().seat[1].routed[Infantry] == 1);
  ColPos lose(2, kAdvanced);
  start(lose, true);
  lose.act("combat 1-6");
  CHECK_FALSE(lose.st().battle.active);
  CHECK(lose.st().seat[0].routed[Cavalry] + lose.st().seat[0].routed[Artillery] == 0);
  CHECK(lose.st().army[5][0][Cavalry] == 1);
}

TEST_CASE("maneuvers: Guerilla Warfare: \"Have only infantry regiments standing in a battle. Be outnumbered. Effect: "
          "Make rally checks for all routed infantry. For the remainder of the battle, you can make two rolls and take "
          "the higher result\"") {
  ColPos pos = battle(kAdvanced, 6, {2, 0, 0}, 1, {3, 0, 0, 0}, {4, 0, 0});
  while (pos.phase() == "tactics") pos.act("tactics none");  // 2 is outnumbered by 4 already: it waits
  pos.act("combat 4-3");  // 4 x 4 against 3 x 2: p1 routs one
  REQUIRE(pos.st().seat[1].routed[Infantry] == 1);
  pos.act("engage");
  REQUIRE(pos.g.current_player(pos.s) == 1);
  REQUIRE(offered(pos, "guerilla_warfare"));
  pos.act("maneuver guerilla_warfare");
  CHECK(pos.st().army[6][1][Infantry] == 2);  // rallied
  CHECK(pos.st().seat[1].routed[Infantry] == 0);
  CHECK(pos.st().seat[1].tactics[Infantry] == 0);  // "a grand strategy will force you to discard those cards"
  CHECK(pos.st().tactics_deck[Infantry] == kTacticsDeck[Infantry]);
  pos.act("engage");
  CHECK(pos.odds()["combat 1-6"] == doctest::Approx(1.0 / 6 * 11.0 / 36));  // the defenders' best of two
}

TEST_CASE("maneuvers: Shock Troops: \"Attack with only cavalry. Effect: For the remainder of the battle, your "
          "attacking cavalry get +3 to attack rolls, and a successful cavalry attack routs twice as many regiments\"") {
  ColPos pos = battle(kAdvanced, 6, {4, 0, 0}, 0, {0, 3, 0, 0}, {0, 2, 0});
  const int mod = pos.st().battle.att_mod;
  pos.act("maneuver shock_troops");
  CHECK(pos.st().battle.att_mod == mod + 3);
  CHECK(pos.st().seat[0].tactics[Cavalry] == 0);
  while (pos.phase() == "tactics") pos.act("tactics none");
  pos.act("combat 1-1");  // 5 x 4 against 1 x 4: won by four
  CHECK(pos.st().seat[1].routed[Infantry] == 2);
}

TEST_CASE("maneuvers: Grand Battery: \"Have at least three artillery in a battle. Effect: When you roll to hit with "
          "artillery, you may roll three dice and take the highest result. A successful artillery strike destroys "
          "regiments outright, with no chance of rout\"") {
  ColPos pos = battle(kAdvanced, 6, {3, 0, 0}, 0, {0, 0, 3, 0}, {0, 0, 3});
  pos.act("maneuver grand_battery");
  while (pos.phase() == "tactics") pos.act("tactics none");
  CHECK(pos.odds()["shot 6-1"] == doctest::Approx(91.0 / 216 / 6));
  pos.act("shot 6-1");
  CHECK(pos.st().army[6][1][Infantry] == 2);
  CHECK(pos.st().seat[1].routed[Infantry] == 0);  // destroyed, not routed
  ColPos two = battle(kAdvanced, 6, {3, 0, 0}, 0, {0, 0, 3, 0}, {0, 0, 2});  // two artillery: not offered
  CHECK_FALSE(offered(two, "grand_battery"));
}

TEST_CASE("maneuvers: Strategic Encirclement: \"Attack with infantry, cavalry, and artillery. Attack from three "
          "different tiles. Effect: +2 to all combat rolls for the remainder of the battle. If your opponent loses, "
          "all routed units are automatically destroyed\"") {
  auto start = [](ColPos& pos, int sources) {
    pos.army(1, 6, 2).village(1, 9).stance(0, 1, War);
    pos.tactics(0, {1, 1, 1, 0});
    attack(pos, 0, 5, 6, 1, 1, 1);
    pos.st().battle.sources = uint8_t(sources);  // as if it came from three tiles
  };
  ColPos one(2, kAdvanced);
  start(one, 1);
  CHECK_FALSE(offered(one, "strategic_encirclement"));
  ColPos pos(2, kAdvanced);
  start(pos, 3);
  REQUIRE(offered(pos, "strategic_encirclement"));
  const int mod = pos.st().battle.att_mod;
  pos.act("maneuver strategic_encirclement");
  CHECK(pos.st().battle.att_mod == mod + 2);
  while (pos.phase() == "tactics") pos.act("tactics none");
  auto fight = [](ColPos& pos) {
    while (pos.phase() == "tactics") pos.act("tactics none");
    while (pos.phase() == "shot") pos.act("shot 1-6");
    while (pos.phase() == "choice") pos.act("engage");
    pos.act("combat 1-1");  // won by less than five: p1 routs one
    REQUIRE(pos.st().seat[1].routed[Infantry] == 1);
    pos.play({"engage", "retreat", "let_go"});  // p1's retreat succeeds: it loses
  };
  fight(pos);
  CHECK(pos.st().seat[1].routed[Infantry] == 0);  // destroyed, not rejoining its army
  CHECK(pos.st().battle.routed[1][Infantry] == 0);
  ColPos control(2, kAdvanced);
  start(control, 3);
  fight(control);
  CHECK(control.st().battle.routed[1][Infantry] == 1);  // it will rejoin its army where it retreats
}

TEST_CASE("maneuvers: the heuristic shows them legally, every step keeping the family's invariants") {
  auto game = Game::load("colonies", 4, {{"col_complex", 1}, {"col_tactics", 1}, {"col_advanced_tactics", 1},
                                         {"col_vote_thirds", 4}, {"col_npc", 1}, {"col_active_hostiles", 1}});
  const ColGame& g = static_cast<const ColGame&>(*game);
  auto agent = make_agent("heuristic");
  agent->check_game(g);
  int shown = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    agent->reset(seed);
    State s = g.new_game(seed);
    Rng chance(seed + 100);
    INFO("seed ", seed);
    play_heuristic_checked(g, s, *agent, chance, [&](const State&, Action a, const State&) {
      shown += g.actions().block_of(a) == g.blocks().maneuver;
    });
  }
  CHECK(shown > 0);
  MESSAGE("8 heuristic games: ", shown, " maneuvers shown");
}

TEST_CASE("maneuvers: bad input is refused, naming the field") {
  ColPos pos = battle(kAdvanced, 6, {2, 0, 0}, 0, {0, 1, 0, 0}, {0, 2, 0});
  pos.act("maneuver cavalry_charge");
  const nlohmann::json good = nlohmann::json::parse(pos.g.to_json(pos.s));
  auto refused = [&](auto edit, const ColGame& g) {
    nlohmann::json j = good;
    edit(j);
    try {
      g.from_json(j.dump());
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(refused([](nlohmann::json&) {}, pos.g) == "accepted");
  CHECK(refused([](nlohmann::json& j) { j["battle"]["shown"][2] = 8; }, pos.g).find("state.battle.shown") != std::string::npos);
  CHECK(refused([](nlohmann::json& j) { j["battle"]["charge"][1] = 1; }, pos.g).find("state.battle.charge") != std::string::npos);
  CHECK(refused([](nlohmann::json& j) { j["battle"]["focus"][0] = 4; }, pos.g).find("state.battle.focus") != std::string::npos);
  CHECK(refused([](nlohmann::json& j) { j["seats"][1]["entrenched"] = {0}; }, pos.g).find("state.seats[1]") != std::string::npos);
  ColPos complex(2, {{"col_complex", 1}, {"col_tactics", 1}});  // maneuvers shown without the option
  CHECK(refused([](nlohmann::json&) {}, complex.g).find("col_advanced_tactics") != std::string::npos);
}
