// The conquerors advance (chapter 1, special rules 2): the order of movement
// (examples 1 and 2), the direction die with its clockwise fall-back
// (examples 3 and 4), and a conqueror blocked on every side (example 5).
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Eight conquerors over six rows of the 4-player board (example 2's A-H).
const std::vector<std::pair<int, int>> kEight = {{2, 0}, {2, 1}, {1, 1}, {1, 2}, {1, 3}, {0, 3}, {-1, 4}, {-1, 5}};

// Rolls yellow (east) for every conqueror and returns the hexes in the order they moved.
std::vector<int> movers(const StdGame& g, State& s) {
  std::vector<int> order;
  while (std_state(s).phase == LotcPhase::Direction) {
    order.push_back(lotc_of(g, s).mover);
    act(g, s, "direction yellow");
  }
  return order;
}

}  // namespace

TEST_CASE("advance, example 2: red first - northernmost row first, easternmost first within a row") {
  auto g = lotc_game(4);
  State s = lotc_main(*g);
  std::vector<int> expected;
  for (auto [q, r] : kEight) conqueror_at(*g, s, hex(*g, q, r), 2), expected.push_back(hex(*g, q, r));
  ship_to(*g, s, 9);
  CHECK(movers(*g, s) == expected);
  for (auto [q, r] : kEight) CHECK(lotc_of(g, s).conqueror[hex(*g, q + 1, r)] == 2);  // each moved once, east
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("advance, example 1: green first - southernmost row first, easternmost first within a row") {
  auto g = lotc_game(4);
  State s = lotc_main(*g);
  for (auto [q, r] : kEight) conqueror_at(*g, s, hex(*g, q, r), 2);
  ship_to(*g, s, 13);
  std::vector<int> expected;
  for (auto [q, r] : {std::pair{-1, 5}, {-1, 4}, {1, 3}, {0, 3}, {1, 2}, {2, 1}, {1, 1}, {2, 0}})
    expected.push_back(hex(*g, q, r));
  CHECK(movers(*g, s) == expected);
}

TEST_CASE("advance, examples 3-4: the die's colour gives the direction; a blocked colour falls back clockwise") {
  auto g = lotc_game(4);
  State s = lotc_main(*g);
  const int c = hex(*g, 1, 1), b = hex(*g, 1, 2);  // b lies south-east of c
  conqueror_at(*g, s, c, 3);
  conqueror_at(*g, s, b, 2);
  ship_to(*g, s, 9);  // red first: c (row 1) moves before b (row 2)
  REQUIRE(lotc_of(g, s).mover == c);
  act(*g, s, "direction green");  // south-east is b: red (north-east) instead
  CHECK(lotc_of(g, s).conqueror[hex(*g, 2, 0)] == 3);
  CHECK(lotc_of(g, s).conqueror[c] == 0);
  REQUIRE(lotc_of(g, s).mover == b);
  act(*g, s, "direction red");  // north-east of b is (2,1), a swamp: open
  CHECK(lotc_of(g, s).conqueror[hex(*g, 2, 1)] == 2);

  // A landing hex: north-east is off the board, so red falls back to yellow (east).
  State t = lotc_main(*g);
  const int landing = hex(*g, 0, 0);
  conqueror_at(*g, t, landing, 2);
  ship_to(*g, t, 9);
  act(*g, t, "direction red");
  CHECK(lotc_of(g, t).conqueror[hex(*g, 1, 0)] == 2);
}

TEST_CASE("advance, example 5: a conqueror blocked in every direction stays and counts as moved, unrolled") {
  auto g = lotc_game(4);
  State s = lotc_main(*g);
  // Row 0's east end: (6,0) and (6,1) cannot move (board edge and each other);
  // (5,0) is hemmed in by (6,0) to the east and (5,1) to the south-east.
  const int x = hex(*g, 6, 0), z = hex(*g, 6, 1), b = hex(*g, 5, 0), y = hex(*g, 5, 1);
  for (int h : {x, z, b, y}) conqueror_at(*g, s, h, 4);
  ship_to(*g, s, 9);
  REQUIRE(std_state(s).phase == LotcPhase::Direction);
  CHECK(lotc_of(g, s).mover == y);  // x, b and z were skipped: no die for them
  CHECK(lotc_of(g, s).to_advance.count() == 1);
  act(*g, s, "direction red");  // north-east: x; east: z; so green, south-east
  CHECK(lotc_of(g, s).conqueror[hex(*g, 5, 2)] == 4);
  for (int h : {x, z, b}) CHECK(lotc_of(g, s).conqueror[h] == 4);
  CHECK(std_state(s).phase == Phase::Main);
}
