// Chapter 3 (Free All of Catan!): the 27-space event track with every event
// on its space and only there — Support from the East, Support from the South,
// Wyler's Help, Charge of the Conquerors, barbarian attacks, the red-die end
// spaces — the end by the forts left, the set-up, and the rule set's changes.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "core/engine/ruleset.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;
using lotc::Event;

namespace {

// The ship onto `space` with a roll of y1 and this red die.
void ship_with_red(const StdGame& g, State& s, int space, int red) {
  lotc_of(g, s).space = uint8_t(space - 1);
  std_state(s).phase = Phase::RollDice;
  std_state(s).to_move = std_state(s).turn_player;
  std_state(s).base.rolled = 0;
  act(g, s, fmt::format("roll y1 r{} ship", red));
}

void clear_fort(const StdGame& g, State& s, int h) {
  lotc_of(g, s).fort[h] = 0;
  lotc::refresh_closed_roads(g, std_state(s), g.topo().land);
}

}  // namespace

TEST_CASE("ch3 track: 27 spaces; East 3/7/14, South wine 4/9 amber 19, Wyler 5/10/13/17/20/23, charges 6/12/18/24, "
          "attacks 8/15/22, the end on 25 (red 1-2), 26 (1-4), 27") {
  check_track(3, 27, {
      {3, {Event::EastSupport, 0}}, {7, {Event::EastSupport, 0}}, {14, {Event::EastSupport, 0}},
      {4, {Event::SouthWine, 0}}, {9, {Event::SouthWine, 0}}, {19, {Event::SouthAmber, 0}},
      {5, {Event::WylersHelp, 0}}, {10, {Event::WylersHelp, 0}}, {13, {Event::WylersHelp, 0}},
      {17, {Event::WylersHelp, 0}}, {20, {Event::WylersHelp, 0}}, {23, {Event::WylersHelp, 0}},
      {6, {Event::Charge, 0}}, {12, {Event::Charge, 0}}, {18, {Event::Charge, 0}}, {24, {Event::Charge, 0}},
      {8, {Event::BarbarianAttack, 0}}, {15, {Event::BarbarianAttack, 0}}, {22, {Event::BarbarianAttack, 0}},
      {25, {Event::EndIfRed2, 0}}, {26, {Event::EndIfRed4, 0}}, {27, {Event::End, 0}}});
}

TEST_CASE("ch3 track: every event fires on its space when the ship arrives, and only there") {
  for (int players : {3, 4}) {
    auto g = ch3_game(players);
    const int line_hex = hex(*g, 4, 1), fort = hex(*g, players == 3 ? 5 : 3, players == 3 ? 0 : 1);
    const int north_road = side(*g, line_hex, Dir::E);
    for (int red : {2, 3, 5}) {
      for (int space = 2; space <= 27; ++space) {
        INFO(players, " players, red ", red, ", space ", space);
        State s = lotc_main(*g, 1);
        clear_fort(*g, s, line_hex);  // (4,1): a fort with 3 players; its E side is then open north of the line
        Board{*g, s}.settlement(1, corner(*g, line_hex, Corner::SE)).done();
        knight_at(*g, s, 2, corner(*g, fort, Corner::N), 1);  // a besieger, for the charge
        lotc_of(g, s).wine_held[1] = lotc_of(g, s).amber_held[1] = 1;          // Wyler's Help opens for seat 1
        const LotcSlice before = lotc_of(g, s);
        const int wine_supply = lotc::token_supply(*g, std_state(s), lotc::Token::Wine);
        ship_with_red(*g, s, space, red);
        CHECK(lotc_of(g, s).space == space);
        const Event e = lotc::track_space(3, space).event;
        CHECK(ck_of(g, s).attacks == (e == Event::BarbarianAttack ? 1 : 0));
        for (int i = 0; i < players; ++i) {  // from the active player (1) on, while the supply lasts
          const int q = (1 + i) % players;
          CHECK(lotc_of(g, s).wine_held[q] == before.wine_held[q] + (e == Event::SouthWine && i < wine_supply));
          CHECK(lotc_of(g, s).amber_held[q] == before.amber_held[q] + (e == Event::SouthAmber));
        }
        CHECK(std_state(s).base.vertex_pieces.test(corner(*g, fort, Corner::N)) == (e != Event::Charge));
        CHECK((std_state(s).phase == LotcPhase::BuyBattle) == (e == Event::WylersHelp));
        if (std_state(s).phase == LotcPhase::BuyBattle) act(*g, s, "pass_battle");
        CHECK((std_state(s).phase == LotcPhase::EastRoad) == (e == Event::EastSupport));
        if (std_state(s).phase == LotcPhase::EastRoad) {
          CHECK(std_state(s).to_move == 1);
          CHECK(legal(*g, s) == names({e_name("free_road", north_road), "pass_east"}));
          act(*g, s, "pass_east");
        }
        const bool ends = (e == Event::EndIfRed2 && red <= 2) || (e == Event::EndIfRed4 && red <= 4) || e == Event::End;
        CHECK((std_state(s).phase == Phase::GameOver) == ends);
        if (ends) CHECK(lotc_of(g, s).outcome == kDefeat);  // every fort but one still stands
        else CHECK(std_state(s).phase == Phase::Main);
      }
    }
  }
}

TEST_CASE("ch3 end: victory with at most 2 (3 players) / 3 (4 players) forts left, the most VP winning; 18 VP early") {
  for (int players : {3, 4}) {
    auto g = ch3_game(players);
    CHECK(g->opt().vp_target == 18);
    CHECK(ck_opt(*g).progress_limit == 5);
    State s = lotc_main(*g, 0);
    CHECK(lotc::forts_standing(*g, std_state(s)) == (players == 3 ? 13 : 16));
    const int allowed = players == 3 ? 2 : 3;
    for (int left : {allowed + 1, allowed}) {
      INFO(players, " players, ", left, " forts left");
      State t = s;
      int standing = lotc::forts_standing(*g, std_state(t));
      for (int h = 0; h < g->topo().num_hexes && standing > left; ++h)
        if (lotc_of(g, t).fort[h]) lotc_of(g, t).fort[h] = 0, --standing;
      lotc_of(g, t).hero[2] = 1;  // the hero track is VP: seat 2 has the most
      ship_with_red(*g, t, 27, 5);
      REQUIRE(std_state(t).phase == Phase::GameOver);
      CHECK(lotc_of(g, t).outcome == (left > allowed ? kDefeat : kVictory));
      CHECK(g->table_result(t) == (left > allowed ? 0 : 1));
      if (left <= allowed) CHECK(lotc_of(g, t).winners == 0b100);
    }
  }
}

TEST_CASE("ch3 rule set: the robber wakes after the first attack, metropolises, Cities & Knights' politics deck") {
  auto g = ch3_game(4);
  CHECK(g->opt().robber == 1);
  CHECK(ck_opt(*g).improvement_levels == 5);
  State s = g->new_game(3);
  for (int k : {Bishop, Constitution, Deserter, Diplomat, Intrigue, Saboteur, Spy, Warlord, Wedding}) CHECK(ck_of(g, s).deck[k] > 0);
  for (int k : {Bribery, BrothersInArms, HelpFromTheSouth, RoadBuildingMission, LeaTheHealer}) CHECK(ck_of(g, s).deck[k] == 0);
  // Roadblocks: closed from the start, and no road beside forts alone.
  lotc::marker_edges(*g, "roadblock").for_each([&](int e) { CHECK(std_state(s).base.closed_roads.test(e)); });
}

TEST_CASE("action space: chapter 3's set-up knight, free road and Archers at a charge are blocks of its own") {
  auto ch1 = lotc_game(4), ch3 = ch3_game(4);
  for (const char* name : {"setup_knight v0", "free_road e0", "play archers h0"}) {
    CAPTURE(name);
    CHECK_FALSE(ch1->action_id(name).has_value());
    REQUIRE(ch3->action_id(name).has_value());
  }
  // Chapter 3's blocks come after every one of chapter 2's.
  const Action last_ch2 = *ch3->action_id("offer_get wine");
  CHECK(*ch3->action_id("pass_east") == last_ch2 + 1);
  CHECK(*ch3->action_id("setup_knight v0") == last_ch2 + 2);
  CHECK(*ch3->action_id("free_road e0") == *ch3->action_id("setup_knight v0") + ch3->topo().num_vertices);
  CHECK(*ch3->action_id("play archers h0") == *ch3->action_id("free_road e0") + ch3->topo().num_edges);
}

TEST_CASE("action space: a rule set declares the blocks of the politics cards its deck deals, and no others") {
  // Chapter 3's deck is Cities & Knights' (with the battle cards): none of chapter 1's politics cards.
  const char* politics[] = {"play bribery",   "bribery_knight",           "play brothers_in_arms", "mission_road",
                            "mission_done",   "play road_building_mission", "play help_from_the_south", "lea_to",
                            "lea_knight",     "play lea_the_healer",      "south_draw"};
  for (int players : {3, 4}) {
    auto ch1 = lotc_game(players), ch3 = ch3_game(players);
    for (const std::string block : politics) {
      CAPTURE(block);
      CHECK(ch1->actions().find(block).has_value());
      CHECK_FALSE(ch3->actions().find(block).has_value());
    }
    // Aegis and Archers still interrupt chapter 3's steps: their pass stays.
    CHECK(ch3->actions().find("pass_interrupt").has_value());
  }

  // Chapter 3 with Bribery added to its deck: Bribery's blocks, and the card played as in chapter 1.
  std::ifstream in(config_dir() + "/rulesets/conquerors_ch3.json");
  nlohmann::json file = nlohmann::json::parse(in);
  file["cities_knights"]["progress_cards"]["bribery"] = 2;
  const StdGame g(parse_ruleset("conquerors_ch3_bribery", file.dump(), "conquerors_ch3 with bribery"), 4);
  CHECK(g.actions().find("play bribery").has_value());
  CHECK(g.actions().find("bribery_knight").has_value());
  CHECK_FALSE(g.actions().find("mission_road").has_value());
  CHECK_FALSE(g.actions().find("lea_to").has_value());
  State s = lotc_main(g, 0);
  const int target = hex(g, 4, 4), stronger = hex(g, 2, 4), home = hex(g, 5, 2);
  conqueror_at(g, s, target, 2);
  conqueror_at(g, s, stronger, 3);
  Board{g, s}.settlement(0, corner(g, home, Corner::S)).roads(0, {side(g, home, Dir::SE)}).done();
  deal_card(g, s, 0, Bribery);
  CHECK(can(g, s, h_name("play bribery", target)));
  CHECK_FALSE(can(g, s, h_name("play bribery", stronger)));  // only the weakest
  act(g, s, h_name("play bribery", target));
  CHECK(lotc_of(g, s).conqueror[target] == 0);
  CHECK(std_state(s).phase == LotcPhase::BriberyKnight);
  const int spot = corner(g, home, Corner::SE);  // the road's free end
  CHECK(legal(g, s) == v_name("bribery_knight", spot));
  act(g, s, v_name("bribery_knight", spot));
  CHECK(ck_of(g, s).knight[spot] == knight::make(0, 1));
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("a politics card the rule set does not deal is never played, even from a hand-built hand") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 0);
  const int home = hex(*g, 5, 2);
  conqueror_at(*g, s, hex(*g, 4, 4), 2);
  Board{*g, s}.settlement(0, corner(*g, home, Corner::S)).roads(0, {side(*g, home, Dir::SE)}).done();
  knight_at(*g, s, 1, corner(*g, hex(*g, 3, 3), Corner::N), 1, false);  // an opponent's knight to promote
  const std::string without = legal(*g, s);
  for (int k : {Bribery, BrothersInArms, HelpFromTheSouth, RoadBuildingMission}) {  // none in the deck to deal from
    ck_of(g, s).players[0].progress[k] += 1;
    ck_of(g, s).players[0].progress_total += 1;
  }
  CHECK(legal(*g, s) == without);
  // Bribery opens no play before the roll.
  turn_of(s, 3);
  act(*g, s, "end_turn");
  CHECK(std_state(s).phase == Phase::RollDice);
}
