// Development cards: when they may be played (not the turn bought, one per
// turn, before the roll by option), VP cards never played, and the effects
// at their edges: Road Building with one road left, Year of Plenty from a
// short bank, Monopoly (base game §9).
#include <doctest/doctest.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> dev_game(std::map<std::string, int> options = {}) {
  options["domestic_trade"] = 0;
  return StdGame::load("base_beginner", 2, options);
}

const std::string kMonopolies = "play_monopoly brick, play_monopoly grain, play_monopoly lumber, play_monopoly ore, "
                                "play_monopoly wool";

// Ends p0's turn and p1's (rolling an 8, which pays nobody here): p0's next turn starts.
void round_trip(const StdGame& g, State& s) {
  act(g, s, "end_turn");
  act(g, s, "roll 8");
  act(g, s, "end_turn");
}

}  // namespace

TEST_CASE("a card bought this turn cannot be played until the next turn") {
  auto g = dev_game();
  State s = empty_main(*g);
  give(s, 0, {0, 0, 1, 1, 1});
  CHECK(legal(*g, s) == names({"buy_dev", "end_turn"}));
  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(legal(*g, s) == names({"end_turn"}));
  round_trip(*g, s);
  CHECK(std_state(s).phase == Phase::PreRoll);
  CHECK(legal(*g, s) == names({"play_knight", "roll"}));
}

TEST_CASE("a card bought this turn stays unplayable beside an older card") {
  auto g = dev_game();
  State s = empty_main(*g);
  std_state(s).base.players[0].dev[Monopoly] = 1;
  give(s, 0, {0, 0, 1, 1, 1});
  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(legal(*g, s) == names({"end_turn", kMonopolies}));
}

TEST_CASE("one card per turn: a knight before the roll uses up the turn's play") {
  auto g = dev_game();
  State s = empty_main(*g);
  turn_of(s, 0, Phase::PreRoll);
  std_state(s).base.players[0].dev[Knight] = 2;
  std_state(s).base.players[0].dev[Monopoly] = 1;
  CHECK(legal(*g, s) == names({"play_knight", "roll", kMonopolies}));
  act(*g, s, "play_knight");
  act(*g, s, "move_robber h11");
  CHECK(std_state(s).phase == Phase::RollDice);
  act(*g, s, "roll 8");
  CHECK(legal(*g, s) == names({"end_turn"}));
}

TEST_CASE("before the roll: any card with the 5th-edition option, only the knight without it") {
  for (int any : {1, 0}) {
    CAPTURE(any);
    auto g = dev_game({{"any_dev_before_roll", any}});
    State s = empty_main(*g);
    Board{*g, s}.settlement(0, 18).done();  // somewhere to put free roads
    PlayerState& p = std_state(s).base.players[0];
    p.dev[RoadBuilding] = p.dev[YearOfPlenty] = p.dev[Monopoly] = 1;
    round_trip(*g, s);
    const std::string progress = "play_road_building, play_year_of_plenty";
    if (any) {
      CHECK(std_state(s).phase == Phase::PreRoll);
      CHECK(legal(*g, s) == names({kMonopolies, progress, "roll"}));
      act(*g, s, "roll");
    } else {
      CHECK(std_state(s).phase == Phase::RollDice);  // no decision to make: the dice roll at once
    }
    act(*g, s, "roll 8");
    CHECK(legal(*g, s) == names({"end_turn", progress, kMonopolies}));

    // With a knight as well, the pre-roll choice exists either way.
    std_state(s).base.players[0].dev[Knight] = 1;
    round_trip(*g, s);
    CHECK(legal(*g, s) == (any ? names({kMonopolies, progress, "play_knight", "roll"}) : names({"play_knight", "roll"})));
  }
}

TEST_CASE("victory point cards are never played and give no pre-roll choice") {
  auto g = dev_game();
  State s = empty_main(*g);
  std_state(s).base.players[0].dev[VictoryPoint] = 2;
  CHECK_FALSE(g->action_id("play_victory_point").has_value());
  CHECK(legal(*g, s) == names({"end_turn"}));
  round_trip(*g, s);
  CHECK(std_state(s).phase == Phase::RollDice);
  CHECK(g->victory_points(s, 0) == 2);
}

TEST_CASE("road building: two free roads, the second may start from the first") {
  auto g = dev_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 18).done();
  std_state(s).base.players[0].dev[RoadBuilding] = 1;
  act(*g, s, "play_road_building");
  CHECK(legal(*g, s) == names({"build_road e20", "build_road e27", "build_road e28"}));
  act(*g, s, "build_road e20");  // v18-v13
  CHECK(legal(*g, s) == names({"build_road e13", "build_road e14", "build_road e27", "build_road e28"}));
  act(*g, s, "build_road e13");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].hand_total == 0);  // free
  CHECK(std_state(s).base.players[0].roads.count() == 2);
}

TEST_CASE("road building with one road piece left places one; with none it cannot be played") {
  auto g = dev_game({{"roads", 3}});
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 18).roads(0, {28, 29}).done();
  std_state(s).base.players[0].dev[RoadBuilding] = 2;
  CHECK(legal(*g, s) == names({"end_turn", "play_road_building"}));
  act(*g, s, "play_road_building");
  CHECK(legal(*g, s) ==
        names({"build_road e20", "build_road e21", "build_road e27", "build_road e30", "build_road e36"}));
  act(*g, s, "build_road e20");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].roads_left == 0);
  round_trip(*g, s);
  act(*g, s, "roll 8");  // no pre-roll choice either
  CHECK(legal(*g, s) == names({"end_turn"}));
}

TEST_CASE("year of plenty takes only what the bank holds") {
  auto g = dev_game();
  State s = empty_main(*g);
  std_state(s).base.players[0].dev[YearOfPlenty] = 1;

  SUBCASE("one card left in the bank: one is taken") {
    give(s, 1, {19, 19, 19, 18, 19});
    act(*g, s, "play_year_of_plenty");
    CHECK(legal(*g, s) == names({"take grain"}));
    act(*g, s, "take grain");
    CHECK(std_state(s).phase == Phase::Main);
    CHECK(std_state(s).base.players[0].hand[Grain] == 1);
  }
  SUBCASE("two of one kind left: both may be taken") {
    give(s, 1, {19, 19, 17, 19, 19});
    act(*g, s, "play_year_of_plenty");
    act(*g, s, "take wool");
    CHECK(legal(*g, s) == names({"take wool"}));
    act(*g, s, "take wool");
    CHECK(std_state(s).phase == Phase::Main);
    CHECK(std_state(s).base.players[0].hand[Wool] == 2);
  }
  SUBCASE("an empty bank: the card is spent for nothing") {
    give(s, 1, {19, 19, 19, 19, 19});
    act(*g, s, "play_year_of_plenty");
    CHECK(std_state(s).phase == Phase::Main);
    CHECK(std_state(s).base.players[0].hand_total == 0);
    CHECK(std_state(s).base.dev_played == 1);
  }
  SUBCASE("a full bank: any two") {
    act(*g, s, "play_year_of_plenty");
    CHECK(legal(*g, s) == names({"take brick", "take grain", "take lumber", "take ore", "take wool"}));
    act(*g, s, "take ore");
    act(*g, s, "take lumber");
    CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 0, 1});
  }
}

TEST_CASE("monopoly takes every card of the kind from every opponent") {
  auto g = StdGame::load("base_beginner", 4, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  std_state(s).base.players[0].dev[Monopoly] = 1;
  give(s, 0, {0, 0, 0, 0, 1});
  give(s, 1, {1, 0, 0, 0, 3});
  give(s, 2, {0, 2, 0, 0, 0});
  give(s, 3, {0, 0, 0, 0, 2});
  act(*g, s, "play_monopoly ore");
  CHECK(std_state(s).base.players[0].hand == Hand{0, 0, 0, 0, 6});
  CHECK(std_state(s).base.players[1].hand == Hand{1, 0, 0, 0, 0});
  CHECK(std_state(s).base.players[2].hand == Hand{0, 2, 0, 0, 0});
  CHECK(std_state(s).base.players[3].hand_total == 0);
  CHECK(std_state(s).base.bank[Ore] == 13);
}
