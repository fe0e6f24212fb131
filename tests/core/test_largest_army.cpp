// Largest Army: 3 played knights take it, a tie does not transfer it,
// strictly more does (base game §11).
#include <doctest/doctest.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// `player` plays a knight before the roll and sends the robber to hex 11 (empty).
void play_knight(const StdGame& g, State& s, int player) {
  turn_of(s, player, Phase::PreRoll);
  std_state(s).base.dev_played = 0;
  std_state(s).base.players[player].dev[Knight] += 1;
  act(g, s, "play_knight");
  std_state(s).base.robber = 18;  // so that hex 11 is always a move
  act(g, s, "move_robber h11");
}

int army_holder(const State& s) { return std_state(s).base.largest_army_holder == kNobody ? -1 : std_state(s).base.largest_army_holder; }

}  // namespace

TEST_CASE("largest army: 3 knights take it, a tie keeps it, strictly more takes it over") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  play_knight(*g, s, 0);
  play_knight(*g, s, 0);
  CHECK(army_holder(s) == -1);
  play_knight(*g, s, 0);
  CHECK(std_state(s).base.players[0].knights_played == 3);
  CHECK(army_holder(s) == 0);
  CHECK(g->victory_points(s, 0) == 2);

  for (int i = 0; i < 3; ++i) play_knight(*g, s, 1);
  CHECK(army_holder(s) == 0);  // 3 against 3
  play_knight(*g, s, 1);
  CHECK(army_holder(s) == 1);
  CHECK(g->victory_points(s, 0) == 0);
  CHECK(g->victory_points(s, 1) == 2);

  // Unplayed knights do not count.
  std_state(s).base.players[2].dev[Knight] = 5;
  play_knight(*g, s, 2);
  CHECK(army_holder(s) == 1);
}
