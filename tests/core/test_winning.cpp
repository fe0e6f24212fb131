// Winning: 10 VP counts only on the player's own turn, hidden VP cards
// included; a bought VP card can win at once; a player who reached 10 on
// another's turn wins as their own turn starts; the turn cap is a draw
// (base game §12).
#include <doctest/doctest.h>

#include "core/replay/replay.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::vector<double> returns(const StdGame& g, const State& s) {
  std::vector<double> r(g.num_players());
  g.returns(s, r.data());
  return r;
}

}  // namespace

TEST_CASE("winning: 10 VP on another's turn is not a win until the holder's own turn starts") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  // p1: 2 settlements and 8 VP cards = 10, while p0 is playing.
  Board{*g, s}.settlement(0, 8).settlement(1, 18).settlement(1, 40).done();
  std_state(s).base.players[1].dev[VictoryPoint] = 8;
  REQUIRE(g->victory_points(s, 1) == 10);
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, "build_road e13");
  CHECK(std_state(s).phase == Phase::Main);
  act(*g, s, "end_turn");
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(std_state(s).winner == 1);
  CHECK(returns(*g, s) == std::vector<double>{0, 1, 0, 0});
}

TEST_CASE("winning: reaching 10 through Longest Road on another's turn wins as one's own turn starts") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  // p2 holds Longest Road with v8..v40 (6); p1 has 5 along the top coast and 8 VP.
  Board{*g, s}.settlement(2, 8).settlement(1, 3).settlement(0, 41).roads(0, {52, 45}).done();
  std_state(s).base.players[1].dev[VictoryPoint] = 7;
  build_roads(*g, s, 2, {13, 20, 28, 36, 44, 51});
  build_roads(*g, s, 1, {0, 1, 2, 3, 4});
  REQUIRE(std_state(s).base.longest_road_holder == 2);
  REQUIRE(g->victory_points(s, 1) == 8);

  build_settlement(*g, s, 0, 30);  // p0 cuts p2's road to 4 and 2: p1 takes the card
  CHECK(std_state(s).base.longest_road_holder == 1);
  CHECK(g->victory_points(s, 1) == 10);
  CHECK(std_state(s).phase == Phase::Main);  // not p1's turn
  act(*g, s, "end_turn");
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(std_state(s).winner == 1);
}

TEST_CASE("winning: a bought VP card that makes 10 wins at once") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 8).settlement(0, 18).settlement(0, 40).done();
  std_state(s).base.players[0].dev[VictoryPoint] = 6;  // 9 VP
  give(s, 0, {0, 0, 2, 2, 2});

  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(std_state(s).phase == Phase::Main);
  act(*g, s, "buy_dev");
  act(*g, s, "draw victory_point");
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(std_state(s).winner == 0);
  CHECK(returns(*g, s) == std::vector<double>{1, 0, 0, 0});
}

TEST_CASE("winning: building to 10 on one's own turn wins at once") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  Board{*g, s}.city(0, 8).city(0, 18).city(0, 40).settlement(0, 45).done();
  std_state(s).base.players[0].dev[VictoryPoint] = 2;  // 6 + 1 + 2 = 9
  REQUIRE(g->victory_points(s, 0) == 9);
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, "build_city v45");
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(std_state(s).winner == 0);
}

TEST_CASE("the turn cap ends the game in a draw: every return is 0") {
  auto g = StdGame::load("base_beginner", 4, {{"turn_cap", 5}});
  State s = empty_main(*g);
  std_state(s).turn = 3;
  act(*g, s, "end_turn");
  CHECK(std_state(s).phase != Phase::GameOver);
  act(*g, s, "roll 8");
  act(*g, s, "end_turn");
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(std_state(s).winner == kNobody);
  CHECK(g->current_player(s) == kTerminalPlayer);
  CHECK(returns(*g, s) == std::vector<double>{0, 0, 0, 0});
  CHECK(result_text(result_of(*g, s, 0)) == "draw (turn cap)");
}
