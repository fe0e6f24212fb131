// Set-up: snake order, the distance rule from the first placement on, roads
// that touch the settlement just placed, and starting resources from the
// second settlement only (base game §3).
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Every settlement spot of the standard board except the listed vertices.
std::string settlements_except(std::initializer_list<int> taken) {
  std::vector<std::string> out;
  for (int v = 0; v < 54; ++v)
    if (std::find(taken.begin(), taken.end(), v) == taken.end()) out.push_back(fmt::format("build_settlement v{}", v));
  return joined(out);
}

}  // namespace

TEST_CASE("set-up: snake order, distance rule, roads at the new settlement, resources from the second") {
  auto g = StdGame::load("base_beginner", 3);
  State s = g->new_game(1);

  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == settlements_except({}));
  act(*g, s, "build_settlement v8");
  CHECK(std_state(s).base.players[0].hand_total == 0);  // the first settlement yields nothing
  CHECK(legal(*g, s) == names({"build_road e7", "build_road e12", "build_road e13"}));
  act(*g, s, "build_road e12");

  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == settlements_except({4, 8, 12, 13}));  // v8 and its neighbours
  act(*g, s, "build_settlement v18");
  act(*g, s, "build_road e28");

  CHECK(std_state(s).to_move == 2);
  CHECK(legal(*g, s) == settlements_except({4, 8, 12, 13, 18, 23, 24}));
  act(*g, s, "build_settlement v30");  // desert, forest, fields: first, so nothing
  CHECK(std_state(s).base.players[2].hand_total == 0);
  act(*g, s, "build_road e45");

  // Round 2 runs backwards: p2 again, then p1, then p0.
  CHECK(std_state(s).to_move == 2);
  act(*g, s, "build_settlement v40");  // mountains, fields, fields
  CHECK(std_state(s).base.players[2].hand == Hand{0, 0, 0, 2, 1});
  // The road must touch the second settlement, not the first.
  CHECK(legal(*g, s) == names({"build_road e51", "build_road e57", "build_road e58"}));
  act(*g, s, "build_road e57");

  CHECK(std_state(s).to_move == 1);
  CHECK_THROWS_AS(act(*g, s, "build_settlement v12"), IllegalAction);  // next to p0's v8
  act(*g, s, "build_settlement v20");  // mountains, hills, sea
  CHECK(std_state(s).base.players[1].hand == Hand{0, 1, 0, 0, 1});
  act(*g, s, "build_road e31");

  CHECK(std_state(s).to_move == 0);
  act(*g, s, "build_settlement v33");  // fields, sea, forest
  CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 1, 0});
  CHECK(legal(*g, s) == names({"build_road e39", "build_road e40", "build_road e49"}));
  act(*g, s, "build_road e40");

  // The start player takes the first turn; holding no card, the dice roll at once.
  CHECK(std_state(s).turn_player == 0);
  CHECK(std_state(s).phase == Phase::RollDice);
  CHECK(std_state(s).base.bank == Hand{18, 18, 19, 16, 17});
}
