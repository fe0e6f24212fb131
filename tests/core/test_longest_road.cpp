// Longest Road: trails with loops, branches that do not add, the award at 5,
// ties that never transfer it, and every case of a break by an opponent's
// settlement (base game §10). Roads and settlements are built by action, so
// the awards run exactly as in play.
#include <doctest/doctest.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> road_game() { return StdGame::load("base_beginner", 4, {{"domestic_trade", 0}}); }

int length(const State& s, int player) { return std_state(s).base.players[player].road_length; }
int road_holder(const State& s) { return std_state(s).base.longest_road_holder == kNobody ? -1 : std_state(s).base.longest_road_holder; }

}  // namespace

TEST_CASE("longest road: loops count, branches do not") {
  auto g = road_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 18).done();

  SUBCASE("the ring around the desert is 6; a tail makes 7") {
    build_roads(*g, s, 0, {28, 36, 44, 43, 35, 27});
    CHECK(length(s, 0) == 6);
    build_roads(*g, s, 0, {20});
    CHECK(length(s, 0) == 7);
  }
  SUBCASE("two rings sharing a side: all 11 roads in one trail") {
    build_roads(*g, s, 0, {28, 36, 44, 43, 35, 27, 20, 13, 12, 19, 26});
    CHECK(length(s, 0) == 11);
  }
  SUBCASE("two rings joined by two roads: all 14") {
    // Ring of hex 11 through v18, v18-v24-v30, ring of hex 25 through v30.
    build_roads(*g, s, 0, {20, 13, 12, 19, 26, 27, 28, 36, 44, 45, 52, 59, 58, 51});
    CHECK(length(s, 0) == 14);
  }
  SUBCASE("three arms of two from one vertex: 4") {
    build_roads(*g, s, 0, {20, 27, 28, 13, 26, 29});
    CHECK(length(s, 0) == 4);
  }
}

TEST_CASE("longest road: the first to 5 takes it, a tie does not transfer it, strictly longer does") {
  auto g = road_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 8).settlement(2, 3).done();
  build_roads(*g, s, 0, {13, 20, 28, 36});
  CHECK(road_holder(s) == -1);
  build_roads(*g, s, 0, {44});
  CHECK(length(s, 0) == 5);
  CHECK(road_holder(s) == 0);
  CHECK(g->victory_points(s, 0) == 3);

  build_roads(*g, s, 2, {0, 1, 2, 3, 4});  // the top coast: v3 to v2
  CHECK(length(s, 2) == 5);
  CHECK(road_holder(s) == 0);
  build_roads(*g, s, 2, {5});
  CHECK(road_holder(s) == 2);
  CHECK(g->victory_points(s, 0) == 1);
  CHECK(g->victory_points(s, 2) == 3);
}

TEST_CASE("longest road broken by an opponent's settlement") {
  auto g = road_game();
  State s = empty_main(*g);
  // p0: v8-v13-v18-v24-v30-v35-v40-v45 (7 roads). p1 can reach v30 (from v41) and v35 (from v34).
  Board{*g, s}.settlement(0, 8).settlement(1, 41).roads(1, {52, 45}).settlement(1, 34).roads(1, {42, 43}).done();
  build_roads(*g, s, 0, {13, 20, 28, 36, 44, 51, 58});
  REQUIRE(length(s, 0) == 7);
  REQUIRE(road_holder(s) == 0);
  // Optional rivals of 5: p2 along the top coast, p3 along the bottom coast.
  Board{*g, s}.settlement(2, 3).settlement(3, 47).done();
  auto p2_five = [&] { build_roads(*g, s, 2, {0, 1, 2, 3, 4}); };
  auto p3_five = [&] { build_roads(*g, s, 3, {66, 67, 68, 69, 70}); };

  SUBCASE("still 5 and tied with another: the holder keeps it") {
    p2_five();
    build_settlement(*g, s, 1, 35);  // leaves v8..v35 (5) and v35..v45 (2)
    CHECK(length(s, 0) == 5);
    CHECK(road_holder(s) == 0);
  }
  SUBCASE("below another's 5: the other takes it") {
    p2_five();
    build_settlement(*g, s, 1, 30);  // leaves 4 and 3
    CHECK(length(s, 0) == 4);
    CHECK(road_holder(s) == 2);
    CHECK(g->victory_points(s, 0) == 1);
    CHECK(g->victory_points(s, 2) == 3);
  }
  SUBCASE("nobody at 5: the card is set aside") {
    build_settlement(*g, s, 1, 30);
    CHECK(road_holder(s) == -1);
    CHECK(g->victory_points(s, 0) == 1);
  }
  SUBCASE("two others tied at 5: set aside until one is strictly longest") {
    p2_five();
    p3_five();
    build_settlement(*g, s, 1, 30);
    CHECK(road_holder(s) == -1);
    build_roads(*g, s, 3, {71});
    CHECK(road_holder(s) == 3);
  }
}
