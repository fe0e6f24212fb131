// The chronicle over a legend: points per chapter, the cap of 6 points from
// defeats, and the overall winners (legend points, then hero positions).
#include <doctest/doctest.h>

#include "core/conquerors/lotc_chronicle.h"

using namespace catanlab::lotc;

TEST_CASE("chronicle: chapters add up; defeats give at most 6 points a seat over the legend") {
  Chronicle c(4);
  // Three lost tries of chapter 1 with seat 0 always most heroic (2 each), seat 1 second (1 each).
  for (int i = 0; i < 4; ++i) {
    const auto got = c.enter({1, false, {5, 4, 3, 3}, {3, 1, 0, 0}});
    CHECK(got == std::vector<int>{i < 3 ? 2 : 0, 1, 0, 0});  // the fourth defeat would pass 6 for seat 0
  }
  CHECK(c.from_defeats() == std::vector<int>{6, 4, 0, 0});
  // Then chapter 1 won (the book's chronicle entries), chapters 2 and 3 won.
  CHECK(c.enter({1, true, {13, 6, 9, 2}, {3, 0, 2, 1}}) == std::vector<int>{6, 2, 5, 2});
  CHECK(c.enter({2, true, {9, 3, 9, 3}, {2, 1, 3, 2}}) == std::vector<int>{7, 6, 7, 7});
  // Chapter 3 pays 9/7/5/2; without seat 1 (most VP) the hero points go to seats 2 (4) and 0 (1).
  CHECK(c.enter({3, true, {10, 12, 8, 7}, {1, 2, 4, 0}}) == std::vector<int>{7 + 1, 9, 5 + 2, 2});
  CHECK(c.total() == std::vector<int>{6 + 6 + 7 + 8, 4 + 2 + 6 + 9, 5 + 7 + 7, 2 + 7 + 2});
  CHECK(c.winners() == 0b0001);  // 27 legend points
}

TEST_CASE("chronicle: a tie on legend points goes to the hero positions; a tie there shares the win") {
  Chronicle c(3);
  c.enter({1, true, {10, 10, 4}, {2, 1, 0}});  // 6 + 0 each (both top VP leave the hero ranking); seat 2: 3
  CHECK(c.total() == std::vector<int>{6, 6, 3});
  CHECK(c.winners() == 0b001);  // hero positions 2 against 1
  Chronicle d(3);
  d.enter({1, true, {10, 10, 4}, {1, 1, 0}});
  CHECK(d.winners() == 0b011);
}

TEST_CASE("chronicle: a tie on legend points and hero positions goes to the VP of the victories") {
  Chronicle c(3);
  c.enter({1, true, {10, 9, 4}, {0, 0, 0}});   // 6, 3, 2
  c.enter({1, true, {9, 12, 4}, {0, 0, 0}});   // 3, 6, 2
  CHECK(c.total() == std::vector<int>{9, 9, 4});
  CHECK(c.winners() == 0b010);  // VP 21 against 19
  c.enter({1, false, {7, 5, 3}, {0, 0, 0}});   // a defeat's VP are not entered: no points, no change
  CHECK(c.total() == std::vector<int>{9, 9, 4});
  CHECK(c.winners() == 0b010);
}
