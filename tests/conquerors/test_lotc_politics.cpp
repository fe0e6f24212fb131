// Chapter 1's own politics cards (the book's almanac): Bribery, Brothers in
// Arms, Help from the South and Road Building Mission, each played in a
// hand-built position with its effect checked exactly, and where it may not be.
#include <doctest/doctest.h>

#include <cstring>

#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {
constexpr int kWhite = 2;

// The legal decisions whose names start with `prefix`, sorted.
std::string legal_starting(const StdGame& g, const State& s, const std::string& prefix) {
  std::vector<std::string> out;
  for (Action a : g.legal_actions(s))
    if (g.action_name(a).rfind(prefix, 0) == 0) out.push_back(g.action_name(a));
  return joined(std::move(out));
}

// Red: a settlement on the field's N corner and a road to its NE corner.
struct RedOnTheField {
  int field, settlement, end, road;
  explicit RedOnTheField(const StdGame& g, State& s)
      : field(hex(g, 3, 1)), settlement(corner(g, field, Corner::N)), end(corner(g, field, Corner::NE)),
        road(side(g, field, Dir::NE)) {
    Board{g, s}.settlement(kRed, settlement).roads(kRed, {road}).done();
  }
};
}  // namespace

TEST_CASE("bribery: one of the weakest conquerors leaves, a free basic knight follows; before or after the roll") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const RedOnTheField red(*g, s);
  const int weak1 = hex(*g, 2, 1), weak2 = hex(*g, 2, 3), strong = hex(*g, 1, 2);
  conqueror_at(*g, s, weak1, 2);
  conqueror_at(*g, s, weak2, 2);
  conqueror_at(*g, s, strong, 3);
  conquered(*g, s, weak1);
  deal_card(*g, s, kRed, Bribery);
  CHECK(legal_starting(*g, s, "play bribery") == names({h_name("play bribery", weak1), h_name("play bribery", weak2)}));

  act(*g, s, h_name("play bribery", weak1));
  CHECK(lotc_of(g, s).conqueror[weak1] == 0);
  CHECK(lotc_of(g, s).conqueror[weak2] == 2);
  CHECK(lotc_of(g, s).conquered.test(weak1));  // the token stays flipped until a knight frees the hex
  CHECK(ck_of(g, s).players[kRed].progress[Bribery] == 0);
  CHECK(ck_of(g, s).returned[Bribery] == 1);
  CHECK(std_state(s).phase == LotcPhase::BriberyKnight);
  CHECK(legal(*g, s) == names({v_name("bribery_knight", red.end)}));  // the knight rules: beside red's road
  act(*g, s, v_name("bribery_knight", red.end));
  CHECK(ck_of(g, s).knight[red.end] == knight::make(kRed, 1));  // basic, inactive
  CHECK(ck_of(g, s).players[kRed].knights_left[0] == ck_opt(*g).knights_per_level - 1);
  CHECK(std_state(s).phase == Phase::Main);

  // Before the roll: the turn opens with the choice; afterwards the roll is still to come.
  State pre = s;
  deal_card(*g, pre, kRed, Bribery);
  turn_of(pre, kWhite + 1);
  act(*g, pre, "end_turn");
  CHECK(std_state(pre).phase == Phase::PreRoll);
  CHECK(legal_starting(*g, pre, "play bribery") == names({h_name("play bribery", weak2)}));
  ck_of(g, pre).players[kRed].knights_left[0] = 0;  // no basic knight left: the conqueror goes, nothing more
  act(*g, pre, h_name("play bribery", weak2));
  CHECK(lotc_of(g, pre).conqueror[weak2] == 0);
  CHECK(std_state(pre).phase == Phase::PreRoll);
  CHECK(can(*g, pre, "roll"));
}

TEST_CASE("bribery may not be played with no conqueror on the board, nor on another's turn") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kWhite + 1);
  deal_card(*g, s, kRed, Bribery);
  act(*g, s, "end_turn");
  CHECK(std_state(s).phase == Phase::RollDice);  // nothing to play before the roll
  State main = lotc_main(*g, kRed);
  deal_card(*g, main, kRed, Bribery);
  CHECK(legal_starting(*g, main, "play bribery").empty());
  conqueror_at(*g, main, hex(*g, 2, 1), 2);
  turn_of(main, kBlue);
  CHECK(legal_starting(*g, main, "play bribery").empty());
}

TEST_CASE("brothers in arms: an opponent's knight promoted to its next allowed level, or all its knights activated; a hero step") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const int field = hex(*g, 3, 1);
  const int basic = corner(*g, field, Corner::N), strong = corner(*g, field, Corner::S);
  const int own = corner(*g, field, Corner::NE);
  knight_at(*g, s, kBlue, basic, 1, false);
  knight_at(*g, s, kBlue, strong, 2, true);
  knight_at(*g, s, kRed, own, 1, false);
  deal_card(*g, s, kRed, BrothersInArms);
  // Blue has no fortress: its strong knight may not become mighty; red's own knight is not a target.
  CHECK(legal_starting(*g, s, "play brothers_in_arms") ==
        names({v_name("play brothers_in_arms", basic), "play brothers_in_arms p1"}));
  State fortress = s;
  ck_of(g, fortress).players[kBlue].level[PoliticsTrack] = 3;
  CHECK(can(*g, fortress, v_name("play brothers_in_arms", strong)));

  State promote = s;
  act(*g, promote, v_name("play brothers_in_arms", basic));
  CHECK(ck_of(g, promote).knight[basic] == (knight::make(kBlue, 2) | knight::kPromoted));  // still inactive
  CHECK(ck_of(g, promote).players[kBlue].knights_left[0] == 2);
  CHECK(ck_of(g, promote).players[kBlue].knights_left[1] == 0);
  CHECK(lotc_of(g, promote).hero[kRed] == 1);
  CHECK(lotc_of(g, promote).hero[kBlue] == 0);
  CHECK(ck_of(g, promote).players[kRed].progress[BrothersInArms] == 0);
  CHECK(std_state(promote).phase == Phase::Main);

  State activate = s;
  act(*g, activate, "play brothers_in_arms p1");
  CHECK(active(*g, activate, basic));
  CHECK(active(*g, activate, strong));
  CHECK_FALSE(active(*g, activate, own));
  CHECK(lotc_of(g, activate).hero[kRed] == 1);
  CHECK(ck_of(g, activate).returned[BrothersInArms] == 1);
}

TEST_CASE("brothers in arms may not be played before the roll, nor with nothing to promote or activate") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  deal_card(*g, s, kRed, BrothersInArms);
  CHECK(legal_starting(*g, s, "play brothers_in_arms").empty());  // no opponent has a knight
  knight_at(*g, s, kBlue, corner(*g, hex(*g, 3, 1), Corner::N), 1, false);
  CHECK(can(*g, s, "play brothers_in_arms p1"));
  turn_of(s, kRed, Phase::PreRoll);
  CHECK(legal_starting(*g, s, "play brothers_in_arms").empty());
}

TEST_CASE("help from the south: one of each resource, dealt face down to each opponent in turn, then two to the player") {
  for (int players : {4, 3}) {
    CAPTURE(players);
    auto g = lotc_game(players);
    State s = lotc_main(*g, kRed);
    deal_card(*g, s, kRed, HelpFromTheSouth);
    const auto bank = std_state(s).base.bank;
    act(*g, s, "play help_from_the_south");
    CHECK(std_state(s).phase == LotcPhase::SouthDraw);
    CHECK(std_state(s).to_move == kBlue);
    CHECK(g->chance_outcomes(s).size() == 5);
    CHECK(g->chance_outcomes(s)[0].probability == doctest::Approx(0.2));
    act(*g, s, "south_draw grain");
    const State back = g->from_json(g->to_json(s));
    CHECK(back == s);  // JSON keeps the stack
    CHECK(std_state(s).to_move == kWhite);
    CHECK(g->chance_outcomes(s).size() == 4);  // grain is gone from the stack
    act(*g, s, "south_draw ore");
    if (players == 4) act(*g, s, "south_draw wool");
    CHECK(std_state(s).to_move == kRed);
    CHECK(g->chance_outcomes(s).size() == size_t(6 - players));
    act(*g, s, "south_draw lumber");
    act(*g, s, "south_draw brick");
    CHECK(std_state(s).phase == Phase::Main);
    CHECK(std_state(s).base.players[kBlue].hand[Grain] == 1);
    CHECK(std_state(s).base.players[kBlue].known[Grain] == 0);  // face down
    CHECK(std_state(s).base.players[kWhite].hand[Ore] == 1);
    CHECK(std_state(s).base.players[kRed].hand[Lumber] == 1);
    CHECK(std_state(s).base.players[kRed].hand[Brick] == 1);
    CHECK(std_state(s).base.players[kRed].hand_total == 2);
    // With 3 players the stack's last card (wool) goes back: it never left the bank.
    CHECK(std_state(s).base.bank[Wool] == bank[Wool] - (players == 4));
    CHECK(std_state(s).base.bank[Grain] == bank[Grain] - 1);
    CHECK(ck_of(g, s).returned[HelpFromTheSouth] == 1);
  }
}

TEST_CASE("help from the south may not be played without one of each resource in the supply, nor before the roll") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  deal_card(*g, s, kRed, HelpFromTheSouth);
  CHECK(can(*g, s, "play help_from_the_south"));
  State pre = s;
  turn_of(pre, kRed, Phase::PreRoll);
  CHECK_FALSE(can(*g, pre, "play help_from_the_south"));
  give(s, kBlue, {0, 0, 0, 0, uint8_t(std_state(s).base.bank[Ore])});
  CHECK_FALSE(can(*g, s, "play help_from_the_south"));
}

TEST_CASE("road building mission: up to two free roads at an active knight's corner; the knight is deactivated") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const RedOnTheField red(*g, s);
  knight_at(*g, s, kRed, red.end, 1, true);
  knight_at(*g, s, kRed, corner(*g, red.field, Corner::SW), 1, true);  // no path of red's network at its corner
  deal_card(*g, s, kRed, RoadBuildingMission);
  CHECK(legal_starting(*g, s, "play road_building_mission") == names({v_name("play road_building_mission", red.end)}));
  EdgeSet taken;
  taken.set(red.road);
  const EdgeSet paths = (g->topo().vertex_edges[red.end] & g->topo().land_edges) - taken;
  REQUIRE(paths.count() == 2);
  std::vector<int> e;
  paths.for_each([&](int x) { e.push_back(x); });
  const int roads_left = std_state(s).base.players[kRed].roads_left;

  act(*g, s, v_name("play road_building_mission", red.end));
  CHECK_FALSE(active(*g, s, red.end));
  CHECK(std_state(s).phase == LotcPhase::Mission);
  const State back = g->from_json(g->to_json(s));
  CHECK(back == s);  // JSON keeps the mission
  CHECK(legal(*g, s) == names({e_name("mission_road", e[0]), e_name("mission_road", e[1]), "mission_done"}));
  State one = s;
  act(*g, s, e_name("mission_road", e[0]));
  CHECK(legal(*g, s) == names({e_name("mission_road", e[1]), "mission_done"}));
  act(*g, s, e_name("mission_road", e[1]));
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[kRed].roads.test(e[0]));
  CHECK(std_state(s).base.players[kRed].roads.test(e[1]));
  CHECK(std_state(s).base.players[kRed].roads_left == roads_left - 2);
  CHECK(std_state(s).base.players[kRed].hand_total == 0);  // free

  act(*g, one, e_name("mission_road", e[0]));
  act(*g, one, "mission_done");  // "up to 2"
  CHECK(std_state(one).phase == Phase::Main);
  CHECK(std_state(one).base.players[kRed].roads_left == roads_left - 1);
}

TEST_CASE("road building mission may not be played with an inactive knight or none with an open path") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const RedOnTheField red(*g, s);
  knight_at(*g, s, kRed, red.end, 1, false);
  deal_card(*g, s, kRed, RoadBuildingMission);
  CHECK(legal_starting(*g, s, "play road_building_mission").empty());
  ck::set_knight(*g, std_state(s), red.end, uint8_t(ck_of(g, s).knight[red.end] | knight::kActive));
  CHECK(can(*g, s, v_name("play road_building_mission", red.end)));
  turn_of(s, kRed, Phase::PreRoll);
  CHECK_FALSE(can(*g, s, v_name("play road_building_mission", red.end)));
}

TEST_CASE("observation: the viewer sees its own cards of the chapter's kinds, not the others'") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  deal_card(*g, s, kRed, Bribery);
  deal_card(*g, s, kRed, RoadBuildingMission);
  const Conquerors lotc;
  std::vector<float> obs(lotc.observation_size(*g));
  auto tail = [&](int viewer) {
    lotc.observe(*g, std_state(s), viewer, obs.data());
    return std::vector<float>(obs.end() - CitiesKnights::added_kinds(*g), obs.end());  // the kinds chapter 1 deals
  };
  CHECK(tail(kRed) == std::vector<float>{1, 0, 0, 0, 1});
  CHECK(tail(kBlue) == std::vector<float>{0, 0, 0, 0, 0});
}
