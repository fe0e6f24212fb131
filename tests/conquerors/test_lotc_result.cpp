// How a chapter ends (End of the Chapter): defeat once enough numbered hexes
// are conquered, victory after the last space's advance (the most VP, then
// the hero track, then a shared win) or at 13 VP; returns by rank or by the
// chronicle's legend points (example 15); the words play and replay print for it.
#include <doctest/doctest.h>

#include "core/replay/replay.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("result: the tenth conquered hex defeats four players at once; every seat returns 0") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, 2);
  int flipped = 0;
  for (int h = 0; h < g->topo().num_hexes && flipped < 9; ++h)  // numbered hexes of rows 0-2
    if (std_state(s).layout.number[h] && g->topo().coord[h].r <= 2) conquered(*g, s, h), ++flipped;
  REQUIRE(flipped == 9);
  conqueror_at(*g, s, hex(*g, 1, 3), 2);
  conqueror_at(*g, s, hex(*g, 0, 3), 2);
  ship_to(*g, s, 9);
  act(*g, s, "direction yellow");  // (1,3) -> (2,3), the pasture: the tenth
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(lotc_of(g, s).outcome == kDefeat);
  CHECK(lotc_of(g, s).conqueror[hex(*g, 0, 3)] == 2);  // the advance stops there
  std::vector<double> r(4, -1);
  g->returns(s, r.data());
  CHECK(r == std::vector<double>{0, 0, 0, 0});
  CHECK(result_text(result_of(*g, s, 0)) == "table defeat");  // as play and replay word it: no draw
  const std::string text = g->observe_text(s, 0);  // what replay --boards prints
  CHECK(text.find("game over: table defeat") != std::string::npos);
  CHECK(text.find("draw") == std::string::npos);
}

TEST_CASE("result: victory at the last space - the most VP win, the hero track breaks a tie, then the win is shared") {
  auto g = lotc_game(3);
  auto finish = [&](std::array<int, 3> extra_vp, std::array<uint8_t, 4> hero) {
    State s = lotc_main(*g, 0);
    for (int q = 0; q < 3; ++q) ck_of(g, s).players[q].defender = uint8_t(extra_vp[q]);
    lotc_of(g, s).hero = hero;
    g->rebuild_caches(s);  // the points set by hand (PlayerState::module_vp)
    ship_to(*g, s, 23);
    REQUIRE(std_state(s).phase == Phase::GameOver);
    CHECK(lotc_of(g, s).outcome == kVictory);
    std::vector<double> r(3);
    g->returns(s, r.data());
    return std::pair{s, r};
  };
  auto [a, ra] = finish({5, 3, 1}, {0, 0, 0, 0});
  CHECK(g->winner(a) == 0);
  CHECK(result_text(result_of(*g, a, 0)) == "table victory: p0 wins");
  CHECK(ra == std::vector<double>{1, 1.0 / 3, 0});  // ours: below the winner, the share of seats beaten
  auto [b, rb] = finish({2, 0, 0}, {0, 2, 0, 0});  // 2 + 0 = 0 + 2 VP: the hero track decides
  CHECK(g->winner(b) == 1);
  auto [c, rc] = finish({1, 1, 1}, {0, 0, 0, 0});  // level on VP and on the track: a shared win
  CHECK(g->winner(c) == -1);
  CHECK(lotc_of(g, c).winners == 0b111);
  CHECK(rc == std::vector<double>{1, 1, 1});
  CHECK(result_text(result_of(*g, c, 0)) == "table victory, shared");
}

TEST_CASE("result, example 15: the chronicle's legend points by VP rank and hero track, victory and defeat") {
  int lp[4];
  // Chapter 1's entries in the book's chronicle: VP 13, 6, 9, 2; hero track 3, 0, 2, 1.
  const int vp[4] = {13, 6, 9, 2}, hero[4] = {3, 0, 2, 1};
  lotc::legend_points(1, vp, hero, 4, false, lp);
  // 6/3/2/1 by VP; the hero points once the most-VP player is left out: Otmar 2, Benjamin 1.
  // (The book's printed row gives Arnd 3 and Benjamin 4, which its own text does not yield.)
  CHECK(std::vector<int>(lp, lp + 4) == std::vector<int>{6, 2, 5, 2});
  // Chapter 2's VP and hero entries, scored by chapter 1's table: VP 9, 3, 9, 3 share the first and
  // second ranks; the hero points go to Arnd (1) and Benjamin (2).
  const int vp2[4] = {9, 3, 9, 3}, hero2[4] = {2, 1, 3, 2};
  lotc::legend_points(1, vp2, hero2, 4, false, lp);
  CHECK(std::vector<int>(lp, lp + 4) == std::vector<int>{6, 3 + 1, 6, 3 + 2});
  // A defeat: the hero points alone; the starting space never scores.
  const int hero3[4] = {2, 0, 2, 1};
  lotc::legend_points(1, vp, hero3, 4, true, lp);
  CHECK(std::vector<int>(lp, lp + 4) == std::vector<int>{2, 0, 2, 1});
  const int none[4] = {0, 0, 0, 0};
  lotc::legend_points(1, vp, none, 4, true, lp);
  CHECK(std::vector<int>(lp, lp + 4) == std::vector<int>{0, 0, 0, 0});
  // Chapters 2 and 3 pay more for VP: 7/5/3/1 and 9/7/5/2.
  lotc::legend_points(2, vp2, hero2, 4, false, lp);
  CHECK(std::vector<int>(lp, lp + 4) == std::vector<int>{7, 5 + 1, 7, 5 + 2});
  lotc::legend_points(3, vp, hero, 4, false, lp);
  CHECK(std::vector<int>(lp, lp + 4) == std::vector<int>{9, 5, 7 + 2, 2 + 1});
  CHECK(lotc::max_legend_points(1) == 8);
  CHECK(lotc::max_legend_points(3) == 11);
}

TEST_CASE("result: returns=legend_points gives the chronicle's points over the chapter's most (8 in chapter 1)") {
  auto g = lotc_game(3, {{"lotc_returns", 1}});
  State s = lotc_main(*g, 0);
  ck_of(g, s).players[0].defender = 3;
  lotc_of(g, s).hero = {1, 2, 0, 0};
  g->rebuild_caches(s);
  ship_to(*g, s, 23);
  std::vector<double> r(3);
  g->returns(s, r.data());
  // VP 4, 2, 0: 6, 3, 2; hero without seat 0: seat 1 has the most (2 LP).
  CHECK(r == std::vector<double>{6 / 8.0, 5 / 8.0, 2 / 8.0});
}
