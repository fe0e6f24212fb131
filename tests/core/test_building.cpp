// Building in the main phase: road connectivity, roads ending at but never
// passing an opponent's building, the distance rule, cities, piece limits
// and no building before the roll (base game §8).
#include <doctest/doctest.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

constexpr std::array<uint8_t, kNumResources> kRoad = {1, 1, 0, 0, 0};
constexpr std::array<uint8_t, kNumResources> kSettlementAndRoad = {2, 2, 1, 1, 0};

std::shared_ptr<const StdGame> building_game(std::map<std::string, int> options = {}) {
  options["domestic_trade"] = 0;  // keeps the offer actions out of the expected sets
  return StdGame::load("base_beginner", 4, options);
}

}  // namespace

TEST_CASE("roads: connect to own pieces; may end at an opponent's settlement but not pass it") {
  auto g = building_game();
  State s = empty_main(*g);
  // p0: settlement v18, road v18-v24. p1: settlement v30, one step beyond v24.
  Board{*g, s}.settlement(0, 18).roads(0, {28}).settlement(1, 30).done();
  give(s, 0, {2, 2, 0, 0, 0});
  CHECK(legal(*g, s) == names({"end_turn", "build_road e20", "build_road e27", "build_road e29", "build_road e36"}));

  act(*g, s, "build_road e36");  // v24-v30 ends at p1's settlement
  // Nothing continues through v30 (e44, e45).
  CHECK(legal(*g, s) == names({"end_turn", "build_road e20", "build_road e27", "build_road e29"}));
}

TEST_CASE("roads: a settlement placed later cuts the opponent's network there") {
  auto g = building_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 18).roads(0, {28, 36}).settlement(1, 41).roads(1, {52, 45}).done();
  // p1 builds on v30, the end of p0's road e36 and of its own e45.
  turn_of(s, 1);
  give(s, 1, kSettlementAndRoad);
  act(*g, s, "build_settlement v30");
  turn_of(s, 0);
  give(s, 0, kRoad);
  CHECK(legal(*g, s) == names({"end_turn", "build_road e20", "build_road e27", "build_road e29"}));
}

TEST_CASE("settlements: on own road ends only, never next to any building") {
  auto g = building_game();
  State s = empty_main(*g);
  // p0: settlement v18 and roads v18-v24-v19-v14.
  Board{*g, s}.settlement(0, 18).roads(0, {28, 29, 21}).done();
  give(s, 0, {1, 1, 1, 1, 0});
  // v24 is next to v18; v19 and v14 are free.
  CHECK(legal(*g, s) == names({"end_turn", "build_road e15", "build_road e16", "build_road e20", "build_road e27",
                               "build_road e30", "build_road e36", "build_settlement v14", "build_settlement v19"}));

  // An opponent's settlement at v25 puts v19 out of reach (distance rule).
  Board{*g, s}.settlement(1, 25).done();
  CHECK(legal(*g, s) == names({"end_turn", "build_road e15", "build_road e16", "build_road e20", "build_road e27",
                               "build_road e30", "build_road e36", "build_settlement v14"}));
}

TEST_CASE("cities replace own settlements; the last settlement piece blocks more settlements until upgraded") {
  auto g = building_game({{"settlements", 2}});
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 18).settlement(0, 14).roads(0, {28, 29, 21}).settlement(1, 30).done();
  give(s, 0, {1, 1, 1, 1, 0});
  // Both settlement pieces are on the board: roads only.
  CHECK(legal(*g, s) ==
        names({"end_turn", "build_road e15", "build_road e16", "build_road e20", "build_road e27", "build_road e30",
               "build_road e36"}));

  give(s, 0, {0, 0, 0, 2, 3});
  CHECK(legal(*g, s) == names({"end_turn", "build_city v14", "build_city v18", "build_road e15", "build_road e16",
                               "build_road e20", "build_road e27", "build_road e30", "build_road e36", "buy_dev"}));
  act(*g, s, "build_city v14");  // frees a settlement piece
  CHECK(std_state(s).base.players[0].settlements_left == 1);
  CHECK(g->victory_points(s, 0) == 3);
  give(s, 0, {2, 2, 1, 1, 0});
  act(*g, s, "build_road e30");  // v19-v25: v19 is next to the city, v25 is free
  CHECK(legal(*g, s) == names({"end_turn", "build_road e15", "build_road e16", "build_road e20", "build_road e27",
                               "build_road e31", "build_road e36", "build_road e37", "build_settlement v25"}));
}

TEST_CASE("nothing is built before the roll") {
  auto g = building_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 18).roads(0, {28}).done();
  turn_of(s, 0, Phase::PreRoll);
  give(s, 0, {5, 5, 5, 5, 5});
  std_state(s).base.players[0].dev[Knight] = 1;
  CHECK(legal(*g, s) == names({"play_knight", "roll"}));
}
