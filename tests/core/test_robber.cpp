// Rolling a 7 and the robber: who discards and how much, one card per step,
// the roller too, all before the robber moves; where the robber may go; who
// may be robbed (base game §6).
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> robber_game() { return StdGame::load("base_beginner", 4, {{"domestic_trade", 0}}); }

constexpr int kLandHexes[] = {5, 6, 7, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 29, 30, 31};

// Every robber move on the standard board but back onto `from`.
std::string robber_moves_except(int from) {
  std::vector<std::string> out;
  for (int h : kLandHexes)
    if (h != from) out.push_back(fmt::format("move_robber h{}", h));
  return joined(out);
}

}  // namespace

TEST_CASE("a 7: hands over 7 discard half, rounded down, one card per step, the roller first, then the robber") {
  auto g = robber_game();
  State s = empty_main(*g);
  turn_of(s, 0);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  give(s, 0, {3, 3, 3, 0, 0});  // 9 cards: discards 4
  give(s, 1, {0, 0, 0, 4, 4});  // 8: discards 4
  give(s, 2, {7, 0, 0, 0, 0});  // 7: keeps all
  act(*g, s, "roll 7");

  CHECK(std_state(s).phase == Phase::Discard);
  CHECK(std_state(s).base.players[0].discard_left == 4);
  CHECK(std_state(s).base.players[1].discard_left == 4);
  CHECK(std_state(s).base.players[2].discard_left == 0);
  CHECK(std_state(s).base.players[3].discard_left == 0);
  for (int i = 0; i < 3; ++i) {
    CHECK(std_state(s).to_move == 0);
    CHECK(legal(*g, s) == names({"discard brick", "discard lumber", "discard wool"}));
    act(*g, s, "discard lumber");
  }
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"discard brick", "discard wool"}));
  act(*g, s, "discard wool");
  CHECK(std_state(s).base.players[0].hand == Hand{0, 3, 2, 0, 0});
  for (int i = 0; i < 4; ++i) {
    CHECK(std_state(s).to_move == 1);
    CHECK(legal(*g, s) == names({"discard grain", "discard ore"}));
    act(*g, s, i % 2 ? "discard grain" : "discard ore");
  }
  CHECK(std_state(s).base.players[1].hand_total == 4);
  CHECK(std_state(s).base.players[2].hand_total == 7);
  CHECK(std_state(s).base.bank == Hand{12, 16, 17, 17, 17});
  // Only now the robber, still on the desert.
  CHECK(std_state(s).phase == Phase::MoveRobber);
  CHECK(std_state(s).to_move == 0);
  CHECK(std_state(s).base.robber == 18);
  CHECK(legal(*g, s) == robber_moves_except(18));
}

TEST_CASE("a 7 with no hand over 7 goes straight to the robber; a knight never makes anyone discard") {
  auto g = robber_game();
  State s = empty_main(*g);
  turn_of(s, 0);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  give(s, 1, {7, 0, 0, 0, 0});
  act(*g, s, "roll 7");
  CHECK(std_state(s).phase == Phase::MoveRobber);

  State k = empty_main(*g);
  turn_of(k, 0, Phase::PreRoll);
  give(k, 0, {9, 0, 0, 0, 0});
  give(k, 1, {0, 9, 0, 0, 0});
  std_state(k).base.players[0].dev[Knight] = 1;
  act(*g, k, "play_knight");
  CHECK(std_state(k).phase == Phase::MoveRobber);
  CHECK(std_state(k).base.players[0].discard_left == 0);
  CHECK(std_state(k).base.players[1].discard_left == 0);
}

TEST_CASE("the robber must move to another land hex, the desert included") {
  auto g = robber_game();
  State s = empty_main(*g);
  std_state(s).phase = Phase::MoveRobber;
  act(*g, s, "move_robber h11");
  std_state(s).phase = Phase::MoveRobber;
  CHECK(legal(*g, s) == robber_moves_except(11));
  CHECK(legal(*g, s).find("move_robber h18") != std::string::npos);
}

TEST_CASE("victims: opponents with a building on the hex and a card; never the roller") {
  auto g = robber_game();
  State s = empty_main(*g);
  // Hex 11 has corners v8, v18, v17 (pairwise apart): p0, p1, p2. p3 is elsewhere.
  Board{*g, s}.settlement(0, 8).settlement(1, 18).city(2, 17).settlement(3, 30).done();
  give(s, 0, {1, 1, 1, 1, 1});
  give(s, 1, {0, 0, 0, 0, 2});
  give(s, 2, {1, 0, 0, 0, 0});
  give(s, 3, {1, 1, 1, 1, 1});

  SUBCASE("two can be robbed: the roller chooses, then a card is drawn from the victim's hand") {
    std_state(s).phase = Phase::MoveRobber;
    act(*g, s, "move_robber h11");
    CHECK(std_state(s).phase == Phase::ChooseVictim);
    CHECK(legal(*g, s) == names({"steal_from p1", "steal_from p2"}));
    act(*g, s, "steal_from p1");
    CHECK(std_state(s).phase == Phase::StealCard);
    auto outcomes = g->chance_outcomes(s);
    REQUIRE(outcomes.size() == 1);
    CHECK(g->action_name(outcomes[0].id) == "steal ore");
    act(*g, s, "steal ore");
    CHECK(std_state(s).base.players[0].hand[Ore] == 2);
    CHECK(std_state(s).base.players[1].hand[Ore] == 1);
    CHECK(std_state(s).phase == Phase::Main);
  }
  SUBCASE("one can be robbed: no choice to make") {
    empty_hand(s, 2);
    std_state(s).phase = Phase::MoveRobber;
    act(*g, s, "move_robber h11");
    CHECK(std_state(s).phase == Phase::StealCard);
    CHECK(std_state(s).base.victim == 1);
  }
  SUBCASE("nobody with cards there: nothing is stolen, the turn goes on") {
    empty_hand(s, 1);
    empty_hand(s, 2);
    std_state(s).phase = Phase::MoveRobber;
    act(*g, s, "move_robber h11");  // p0's own settlement there does not count
    CHECK(std_state(s).phase == Phase::Main);
    CHECK(std_state(s).base.players[0].hand_total == 5);
  }
}
