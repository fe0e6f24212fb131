// The chapter-1 event track (rulings.md, "Event tracks"): every event fires
// on its space and no other, before production; a 7 with the ship leaves the
// ship where it is; the chapter ends on its last space.
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("track: chapter 1's spaces hold land 2/3/4/5, attacks at 8/15/22, advances red 9/17/23 and green 13/20") {
  using lotc::Event;
  check_track(1, 23, {
      {7, {Event::Land, 2}},  {12, {Event::Land, 3}}, {16, {Event::Land, 4}}, {19, {Event::Land, 5}},
      {9, {Event::AdvanceNorthFirst, 0}}, {17, {Event::AdvanceNorthFirst, 0}}, {23, {Event::AdvanceNorthFirst, 0}},
      {13, {Event::AdvanceSouthFirst, 0}}, {20, {Event::AdvanceSouthFirst, 0}},
      {8, {Event::BarbarianAttack, 0}}, {15, {Event::BarbarianAttack, 0}}, {22, {Event::BarbarianAttack, 0}}});
}

TEST_CASE("track: every chapter-1 event fires on its space when the ship arrives, and only there") {
  auto g = lotc_game(4);
  const HexSet landing = lotc::landing_hexes(*g);
  const int swamp = hex(*g, 1, 2);
  for (int space = 2; space <= 23; ++space) {
    INFO("space ", space);
    State s = lotc_main(*g, 1);
    conqueror_at(*g, s, swamp, 2);  // one conqueror, to see whether an advance starts
    ship_to(*g, s, space);
    CHECK(lotc_of(g, s).space == space);
    const lotc::Space sp = lotc::track_space(1, space);
    HexSet landed;
    landing.for_each([&](int h) {
      if (lotc_of(g, s).conqueror[h] == sp.strength && sp.strength) landed.set(h);
    });
    CHECK(landed == (sp.event == lotc::Event::Land ? landing : HexSet{}));
    CHECK(ck_of(g, s).attacks == (sp.event == lotc::Event::BarbarianAttack ? 1 : 0));
    const bool advance = sp.event == lotc::Event::AdvanceNorthFirst || sp.event == lotc::Event::AdvanceSouthFirst;
    CHECK((std_state(s).phase == LotcPhase::Direction) == advance);
    if (advance) {
      CHECK(lotc_of(g, s).mover == swamp);
      act(*g, s, "direction yellow");
      CHECK(lotc_of(g, s).conqueror[hex(*g, 2, 2)] == 2);  // moved east: the hills 8 is conquered
      CHECK(lotc_of(g, s).conquered.test(hex(*g, 2, 2)));
    } else {
      CHECK(lotc_of(g, s).conqueror[swamp] == 2);
    }
    // The event comes before production; the last space ends the chapter instead.
    if (space == 23) {
      CHECK(std_state(s).phase == Phase::GameOver);
      CHECK(lotc_of(g, s).outcome == kVictory);
    } else {
      CHECK(std_state(s).phase == Phase::Main);
    }
  }
}

TEST_CASE("track: a 7 with the ship does not move it; an occupied landing hex takes no new conqueror") {
  auto g = lotc_game(3);
  State s = lotc_main(*g, 0);
  lotc_of(g, s).space = 6;
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  act(*g, s, "roll y3 r4 ship");
  CHECK(lotc_of(g, s).space == 6);
  const int first = lotc::landing_hexes(*g).nth(0);
  conqueror_at(*g, s, first, 6);
  ship_to(*g, s, 7);
  CHECK(lotc_of(g, s).conqueror[first] == 6);
  lotc::landing_hexes(*g).for_each([&](int h) {
    if (h != first) CHECK(lotc_of(g, s).conqueror[h] == 2);
  });
}

TEST_CASE("track: the chapter ends on its last space when no defeat came first") {
  auto g = lotc_game(3, {{"lotc_defeat_3p", 40}});
  State s = lotc_main(*g, 0);
  Rng rng(3);
  for (int space = 2; space <= 23; ++space) {
    REQUIRE(std_state(s).phase == Phase::Main);
    ship_to(*g, s, space);
    while (std_state(s).phase == LotcPhase::Direction) g->apply(s, g->sample_chance(s, rng));
    while (!g->is_terminal(s) && std_state(s).phase != Phase::Main) random_step(*g, s, rng);  // discards and draws, if any
  }
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(lotc_of(g, s).outcome == kVictory);
  CHECK(lotc::conqueror_hexes(*g, std_state(s)).count() >= 3);
}
