// The chapter-2 event track (rulings.md, "Event tracks"): every event fires
// on its space and no other — landings of strength 3 to 6, advances, attacks,
// Support from the South (wine at 5 and 21, amber at 18), Wyler's Help — and the chapter
// ends on space 25, at 4 (3 players) / 5 (4 players) conquered hexes, or at
// 14 VP; its set-up is chapter 1's.
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;
using lotc::Event;

TEST_CASE("ch2 track: 25 spaces; land 3/4/5/6 at 3/7/11/14, green-first advances 4/12/19/25, red-first 9/16/22") {
  check_track(2, 25, {
      {3, {Event::Land, 3}}, {7, {Event::Land, 4}}, {11, {Event::Land, 5}}, {14, {Event::Land, 6}},
      {4, {Event::AdvanceSouthFirst, 0}}, {12, {Event::AdvanceSouthFirst, 0}}, {19, {Event::AdvanceSouthFirst, 0}},
      {25, {Event::AdvanceSouthFirst, 0}}, {9, {Event::AdvanceNorthFirst, 0}}, {16, {Event::AdvanceNorthFirst, 0}},
      {22, {Event::AdvanceNorthFirst, 0}}, {5, {Event::SouthWine, 0}}, {21, {Event::SouthWine, 0}},
      {18, {Event::SouthAmber, 0}}, {6, {Event::WylersHelp, 0}}, {10, {Event::WylersHelp, 0}},
      {13, {Event::WylersHelp, 0}}, {17, {Event::WylersHelp, 0}}, {20, {Event::WylersHelp, 0}},
      {24, {Event::WylersHelp, 0}}, {8, {Event::BarbarianAttack, 0}}, {15, {Event::BarbarianAttack, 0}},
      {23, {Event::BarbarianAttack, 0}}});
}

TEST_CASE("ch2 track: every event fires on its space when the ship arrives, and only there") {
  for (int players : {3, 4}) {
    auto g = ch2_game(players);
    const HexSet landing = lotc::landing_hexes(*g);
    const int swamp = hex(*g, 0, players == 3 ? 1 : 2), east = hex(*g, 1, players == 3 ? 1 : 2);
    for (int space = 2; space <= 25; ++space) {
      INFO(players, " players, space ", space);
      State s = lotc_main(*g, 1);
      conqueror_at(*g, s, swamp, 3);  // one conqueror, to see whether an advance starts
      lotc_of(g, s).wine_held[1] = lotc_of(g, s).amber_held[1] = 1;  // the price of a battle card, to see Wyler's Help open
      const LotcSlice before = lotc_of(g, s);
      const int wine_supply = lotc::token_supply(*g, std_state(s), lotc::Token::Wine);
      ship_to(*g, s, space);
      CHECK(lotc_of(g, s).space == space);
      const lotc::Space sp = lotc::track_space(2, space);
      HexSet landed;
      landing.for_each([&](int h) {
        if (lotc_of(g, s).conqueror[h] == sp.strength && sp.strength) landed.set(h);
      });
      CHECK(landed == (sp.event == Event::Land ? landing : HexSet{}));
      CHECK(ck_of(g, s).attacks == (sp.event == Event::BarbarianAttack ? 1 : 0));
      // Support from the South: one token of the space's kind for every seat, from the active
      // player (1) on while the supply lasts (our 4-player board leaves 2 of the box's 32 wine).
      for (int i = 0; i < players; ++i) {
        const int q = (1 + i) % players;
        CHECK(lotc_of(g, s).wine_held[q] == before.wine_held[q] + (sp.event == Event::SouthWine && i < wine_supply));
        CHECK(lotc_of(g, s).amber_held[q] == before.amber_held[q] + (sp.event == Event::SouthAmber));
      }
      CHECK((std_state(s).phase == LotcPhase::BuyBattle) == (sp.event == Event::WylersHelp));
      if (std_state(s).phase == LotcPhase::BuyBattle) act(*g, s, "pass_battle");
      const bool advance = sp.event == Event::AdvanceNorthFirst || sp.event == Event::AdvanceSouthFirst;
      CHECK((std_state(s).phase == LotcPhase::Direction) == advance);
      if (advance) {
        CHECK(lotc_of(g, s).mover == swamp);
        act(*g, s, "direction yellow");
        CHECK(lotc_of(g, s).conqueror[east] == 3);
      } else {
        CHECK(lotc_of(g, s).conqueror[swamp] == 3);
      }
      if (space == 25) {  // the last space's advance, then the end
        CHECK(std_state(s).phase == Phase::GameOver);
        CHECK(lotc_of(g, s).outcome == kVictory);
      } else {
        CHECK(std_state(s).phase == Phase::Main);
      }
    }
  }
}

TEST_CASE("ch2 track: Support from the South gives from the active player clockwise while the supply lasts") {
  auto g = ch2_game(4, {{"lotc_tokens", 19}});  // the 4-player board holds 18 wine: one token in the supply
  State s = lotc_main(*g, 2);
  CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Wine) == 1);
  ship_to(*g, s, 5);
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{0, 0, 1, 0});
  CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Wine) == 0);
}

TEST_CASE("ch2 end: defeat at 4 conquered numbered hexes with 3 players and 5 with 4; 14 VP wins early") {
  for (int players : {3, 4}) {
    auto g = ch2_game(players);
    CHECK(lotc::defeat_count(*g, std_state(lotc_main(*g))) == (players == 3 ? 4 : 5));
    CHECK(g->opt().vp_target == 14);
    CHECK(ck_opt(*g).progress_limit == 5);
  }
  // 3 players: three hexes conquered, a strength-6 conqueror takes the fourth as it advances.
  auto g = ch2_game(3);
  State s = lotc_main(*g, 0);
  for (auto [q, r] : {std::pair{3, 0}, {4, 0}, {5, 0}}) conquered(*g, s, hex(*g, q, r));
  conqueror_at(*g, s, hex(*g, 0, 1), 6);
  ship_to(*g, s, 4);
  REQUIRE(std_state(s).phase == LotcPhase::Direction);
  act(*g, s, "direction yellow");  // onto the conquerors' mountains 9
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(lotc_of(g, s).outcome == kDefeat);
  // 14 VP on one's turn ends the chapter (an early victory), 13 does not.
  State v = lotc_main(*g, 1);
  lotc_of(g, v).hero[1] = 10;
  const int town = corner(*g, hex(*g, 2, 2), Corner::S);
  Board{*g, v}.city(1, corner(*g, hex(*g, 4, 2), Corner::S)).settlement(1, town).done();
  deal(v, 1, {0, 0, 0, 2, 3});
  CHECK(g->victory_points(v, 1) == 13);
  CHECK_FALSE(g->is_terminal(v));
  act(*g, v, fmt::format("build_city v{}", town));
  CHECK(g->victory_points(v, 1) == 14);
  CHECK(g->is_terminal(v));
  CHECK(std_state(v).winner == 1);
  CHECK(lotc_of(g, v).outcome == kPlaying);  // not the track's victory: 14 VP before its end
  CHECK(g->table_result(v) == 1);
}
