// The pirate (Seafarers §4, §7): a 7 or a knight moves the robber or the
// pirate, never both; the pirate goes to another sea hex, robs a seat with a
// ship beside it (not one with only a building there), and blocks building and
// moving ships on its six paths.
#include <doctest/doctest.h>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// The robber's moves (every land hex but its own) and the pirate's.
std::string robber_or_pirate(const StdGame& g, const State& s) {
  std::vector<std::string> out;
  g.topo().land.for_each([&](int h) {
    if (h != std_state(s).base.robber) out.push_back(fmt::format("move_robber h{}", h));
  });
  return names({joined(out), pirate_moves(g, s)});
}

}  // namespace

TEST_CASE("a 7 or a knight: the robber or the pirate") {
  auto g = sea_game();
  State s = empty_main(*g);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  CHECK(g->phase_name(s) == "move_robber");
  CHECK(legal(*g, s) == robber_or_pirate(*g, s));
  act(*g, s, fmt::format("move_pirate h{}", hex(*g, 0, 0)));  // nobody beside it: the turn goes on
  CHECK(sea_of(*g, s).pirate == hex(*g, 0, 0));
  CHECK(g->phase_name(s) == "main");

  std_state(s).base.players[0].dev[Knight] = 1;
  std_state(s).base.dev_deck[Knight] -= 1;
  act(*g, s, "play_knight");
  CHECK(legal(*g, s) == robber_or_pirate(*g, s));
  act(*g, s, fmt::format("move_robber h{}", hex(*g, 0, 3)));
  CHECK(sea_of(*g, s).pirate == hex(*g, 0, 0));  // the pirate stays where it was
  CHECK(std_state(s).base.robber == hex(*g, 0, 3));
}

TEST_CASE("the pirate robs ship owners beside it, not a seat with only a building there") {
  auto g = sea_game();
  State s = empty_main(*g);
  const int target = hex(*g, 5, 3);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  Board{*g, s}.settlement(1, corner(*g, 4, 3, Corner::NE)).settlement(2, corner(*g, 4, 3, Corner::SE)).done();
  put_ships(*g, s, 1, {side(*g, 5, 3, Dir::NW)});
  put_ships(*g, s, 3, {side(*g, 5, 3, Dir::SE)});
  g->rebuild_caches(s);
  give(s, 1, {1, 0, 0, 0, 0});
  give(s, 2, {0, 1, 0, 0, 0});  // beside the hex by a settlement only
  turn_of(s, 0, Phase::MoveRobber);
  State one = s;
  act(*g, one, fmt::format("move_pirate h{}", target));  // seat 3 has a ship there, but no card
  CHECK(g->phase_name(one) == "steal_card");
  CHECK(std_state(one).base.victim == 1);
  CHECK(odds(*g, one) == std::map<std::string, double>{{"steal lumber", 1.0}});

  give(s, 3, {0, 0, 1, 0, 0});
  act(*g, s, fmt::format("move_pirate h{}", target));
  CHECK(g->phase_name(s) == "pirate_victim");
  CHECK(legal(*g, s) == names({"steal_from p1", "steal_from p3"}));
  act(*g, s, "steal_from p3");
  act(*g, s, "steal wool");
  CHECK(std_state(s).base.players[0].hand[Wool] == 1);
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("the pirate blocks building ships on its paths, Road Building's too, but not roads") {
  auto g = sea_game();
  State s = empty_main(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 5, 3));
  const int v1 = corner(*g, 4, 3, Corner::NE);
  Board{*g, s}.settlement(0, v1).done();
  give(s, 0, {2, 1, 1, 0, 0});
  CHECK(legal_in(*g, s, "build_ship") == edges("build_ship", {side(*g, 4, 3, Dir::NE)}));
  CHECK(legal_in(*g, s, "build_road") == edges("build_road", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E)}));
  std_state(s).base.players[0].dev[RoadBuilding] = 1;
  std_state(s).base.dev_deck[RoadBuilding] -= 1;
  act(*g, s, "play_road_building");
  CHECK(legal_in(*g, s, "build_ship") == edges("build_ship", {side(*g, 4, 3, Dir::NE)}));
}
