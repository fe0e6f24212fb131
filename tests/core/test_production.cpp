// Production on a roll: settlements 1, cities 2, the robber's hex nothing,
// and the bank-shortage rule with and without the single-claimant exception
// (base game §5).
#include <doctest/doctest.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Beginner board: hex 11 is hills 6 (corners v8, v18 among them), hex 30 fields 6 (v45).
// p0 settlement v8, p1 city v18, p2 settlement v45; p3 rolls.
State sixes_position(const StdGame& g) {
  State s = empty_main(g);
  Board{g, s}.settlement(0, 8).city(1, 18).settlement(2, 45).done();
  turn_of(s, 3, Phase::RollDice);
  std_state(s).base.rolled = 0;
  return s;
}

Hand hand(const State& s, int p) { return std_state(s).base.players[p].hand; }

}  // namespace

TEST_CASE("production: settlements take 1, cities 2, from every hex with the number") {
  auto g = StdGame::load("base_beginner", 4);
  State s = sixes_position(*g);
  act(*g, s, "roll 6");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(hand(s, 0) == Hand{0, 1, 0, 0, 0});
  CHECK(hand(s, 1) == Hand{0, 2, 0, 0, 0});
  CHECK(hand(s, 2) == Hand{0, 0, 0, 1, 0});
  CHECK(hand(s, 3) == Hand{});
}

TEST_CASE("production: the robber's hex produces nothing") {
  auto g = StdGame::load("base_beginner", 4);
  State s = sixes_position(*g);
  std_state(s).base.robber = 11;
  act(*g, s, "roll 6");
  CHECK(hand(s, 0) == Hand{});
  CHECK(hand(s, 1) == Hand{});
  CHECK(hand(s, 2) == Hand{0, 0, 0, 1, 0});
}

TEST_CASE("production: a short bank pays nobody that resource; the others are paid") {
  auto g = StdGame::load("base_beginner", 4);
  State s = sixes_position(*g);
  give(s, 3, {0, 17, 0, 0, 0});  // 2 brick left, 3 owed
  act(*g, s, "roll 6");
  CHECK(hand(s, 0) == Hand{});
  CHECK(hand(s, 1) == Hand{});
  CHECK(hand(s, 2) == Hand{0, 0, 0, 1, 0});
  CHECK(std_state(s).base.bank[Brick] == 2);
}

TEST_CASE("production: a lone claimant takes what is left, with bank_single_claimant only") {
  for (int single : {1, 0}) {
    CAPTURE(single);
    auto g = StdGame::load("base_beginner", 4, {{"bank_single_claimant", single}});
    State s = empty_main(*g);
    Board{*g, s}.city(1, 18).done();
    turn_of(s, 3, Phase::RollDice);
    std_state(s).base.rolled = 0;
    give(s, 3, {0, 18, 0, 0, 0});  // 1 brick left, 2 owed to p1 alone
    act(*g, s, "roll 6");
    CHECK(std_state(s).base.players[1].hand[Brick] == single);
    CHECK(std_state(s).base.bank[Brick] == 1 - single);
  }
}
