// The battle check at each turn's end (Barbarian Attack §5.5, rulings 2, 3,
// 13): coastal hexes in check order; victory with strictly more knights than
// barbarians; prisoners to the participants (all to a lone one; one each, the
// rest to the most knights, a dice-off among the tied; a dice-off for who takes
// one when too few, 3 gold to those left without); then the colour die costs
// the knights on two sides of the hex, 3 gold each; a conquered hex is freed.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/barbarian_attack/ba_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::map<std::string, double> odds(const StdGame& g, const State& s) { return landing_odds(g, s); }

// The four seats' prisoners.
std::array<int, 4> prisoners(const StdGame& g, const State& s) {
  std::array<int, 4> out{};
  for (int q = 0; q < 4; ++q) out[q] = ba_of(g, s).seats[q].prisoners;
  return out;
}

}  // namespace

TEST_CASE("check: more knights than barbarians win them all as prisoners; the colour die takes two sides' knights") {
  auto g = ba_game(4);
  State s = empty_main(*g);
  const int h = coast_hex(*g, s, 9);  // forest at (0, 2)
  put_barbarians(*g, s, h, 2);
  put_knight(*g, s, 0, path_of(*g, h, Dir::E));
  put_knight(*g, s, 0, path_of(*g, h, Dir::W));
  put_knight(*g, s, 0, path_of(*g, h, Dir::NE));
  act(*g, s, "end_turn");
  CHECK(std_state(s).turn_player == 0);  // the check holds the turn's end
  CHECK(g->phase_name(s) == "ba_colour");
  CHECK(ba_of(*g, s).seats[0].prisoners == 2);
  CHECK(ba_of(*g, s).barbarians[h] == 0);
  const auto colour = odds(*g, s);
  CHECK(colour.size() == 3);
  CHECK(colour.at("colour green") == doctest::Approx(1.0 / 3));
  act(*g, s, "colour green");  // E and W: two knights lost, 3 gold each
  CHECK(ba_of(*g, s).seats[0].knights.count() == 1);
  CHECK(ba_of(*g, s).seats[0].knights_left == 5);
  CHECK(ba_of(*g, s).seats[0].gold == 6);
  CHECK(g->victory_points(s, 0) == 1);  // 2 prisoners: 1 VP
  CHECK(std_state(s).turn_player == 1);
  CHECK(g->phase_name(s) == "roll_dice");
}

TEST_CASE("check: as many knights as barbarians is no victory; the turn passes") {
  auto g = ba_game(3);
  State s = empty_main(*g);
  const int h = coast_hex(*g, s, 9);
  put_barbarians(*g, s, h, 2);
  put_knight(*g, s, 0, path_of(*g, h, Dir::E));
  put_knight(*g, s, 1, path_of(*g, h, Dir::W));
  act(*g, s, "end_turn");
  CHECK(std_state(s).turn_player == 1);
  CHECK(ba_of(*g, s).barbarians[h] == 2);
}

TEST_CASE("check: several participants take one each, the leftover to the most knights, a dice-off when tied") {
  auto g = ba_game(4);
  State s = empty_main(*g);
  const int h = coast_hex(*g, s, 9);
  put_barbarians(*g, s, h, 3);  // conquered
  CHECK(std_state(s).base.barren.test(h));
  SUBCASE("most knights take the rest") {
    put_knight(*g, s, 0, path_of(*g, h, Dir::E));
    put_knight(*g, s, 0, path_of(*g, h, Dir::W));
    put_knight(*g, s, 0, path_of(*g, h, Dir::NW));
    put_knight(*g, s, 1, path_of(*g, h, Dir::NE));
    act(*g, s, "end_turn");
    CHECK(g->phase_name(s) == "ba_colour");
    CHECK(prisoners(*g, s) == std::array<int, 4>{2, 1, 0, 0});
    CHECK_FALSE(std_state(s).base.barren.test(h));  // freed
  }
  SUBCASE("a tie for most: a dice-off among the tied") {
    put_knight(*g, s, 1, path_of(*g, h, Dir::E));
    put_knight(*g, s, 1, path_of(*g, h, Dir::W));
    put_knight(*g, s, 2, path_of(*g, h, Dir::NE));
    put_knight(*g, s, 2, path_of(*g, h, Dir::SE));
    act(*g, s, "end_turn");
    CHECK(g->phase_name(s) == "ba_dice_off");
    CHECK(prisoners(*g, s) == std::array<int, 4>{0, 1, 1, 0});
    const auto tied = odds(*g, s);
    CHECK(tied.size() == 2);
    CHECK(tied.at("dice_off p1") == doctest::Approx(0.5));
    CHECK(tied.at("dice_off p2") == doctest::Approx(0.5));
    act(*g, s, "dice_off p2");
    CHECK(prisoners(*g, s) == std::array<int, 4>{0, 1, 2, 0});
    CHECK(g->phase_name(s) == "ba_colour");
  }
}

TEST_CASE("check: fewer prisoners than participants: a dice-off for who takes one, 3 gold to the others") {
  auto g = ba_game(4);
  State s = empty_main(*g);
  const int h = coast_hex(*g, s, 2);  // 1 barbarian from set-up
  REQUIRE(ba_of(*g, s).barbarians[h] == 1);
  put_knight(*g, s, 0, path_of(*g, h, Dir::E));
  put_knight(*g, s, 3, path_of(*g, h, Dir::SW));
  act(*g, s, "end_turn");
  CHECK(g->phase_name(s) == "ba_prisoners");
  const auto subsets = odds(*g, s);
  CHECK(subsets.size() == 2);
  CHECK(subsets.at("prisoners p0") == doctest::Approx(0.5));
  CHECK(subsets.at("prisoners p3") == doctest::Approx(0.5));
  act(*g, s, "prisoners p3");
  CHECK(ba_of(*g, s).seats[3].prisoners == 1);
  CHECK(ba_of(*g, s).seats[0].gold == 3);
  CHECK(ba_of(*g, s).seats[3].gold == 0);
  CHECK(g->phase_name(s) == "ba_colour");
}

TEST_CASE("check: in check order; a knight that won once does not fight again in the same check") {
  auto g = ba_game(4);
  State s = empty_main(*g);
  // (-1, -1) is first in the order, (0, -2) second; they share the path NE of (-1, -1).
  const int first = hex_at(*g, -1, -1), second = hex_at(*g, 0, -2);
  REQUIRE(ba::coast(*g)[0] == first);
  REQUIRE(ba::coast(*g)[1] == second);
  const int shared = path_of(*g, first, Dir::NE);
  REQUIRE(g->topo().edge_between(second, Dir::SW) == shared);
  put_barbarians(*g, s, first, 1);
  put_barbarians(*g, s, second, 1);
  put_knight(*g, s, 0, shared);
  put_knight(*g, s, 0, path_of(*g, first, Dir::W));
  put_knight(*g, s, 1, path_of(*g, second, Dir::E));
  act(*g, s, "end_turn");
  // The first hex: p0's two knights win.
  CHECK(ba_of(*g, s).barbarians[first] == 0);
  CHECK(ba_of(*g, s).seats[0].prisoners == 1);
  CHECK(ba_of(*g, s).barbarians[second] == 1);
  act(*g, s, "colour brown");  // NW/SE of the first hex: nobody there
  // The second hex: the shared knight is spent; p1's lone knight is not more than 1 barbarian.
  CHECK(ba_of(*g, s).barbarians[second] == 1);
  CHECK(std_state(s).turn_player == 1);
}

TEST_CASE("check: a freed conquered hex produces again and its buildings count again") {
  auto g = ba_game(3);
  State s = empty_main(*g);
  const int h = coast_hex(*g, s, 4);
  const int lone = lone_corner(*g, h);
  Board{*g, s}.settlement(1, lone).done();
  put_barbarians(*g, s, h, 3);
  CHECK(g->victory_points(s, 1) == 0);
  for (Dir d : {Dir::E, Dir::W, Dir::NE, Dir::SW}) put_knight(*g, s, 0, path_of(*g, h, d));
  act(*g, s, "end_turn");
  CHECK(ba_of(*g, s).seats[0].prisoners == 3);
  CHECK(g->victory_points(s, 1) == 1);
  CHECK_FALSE(std_state(s).base.dormant.test(lone));
  CHECK_FALSE(std_state(s).base.closed_roads.any());
  act(*g, s, "colour violet");
  CHECK(std_state(s).turn_player == 1);
}
