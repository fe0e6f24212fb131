// Departure's treasures (TD&E §4.2, §9.2-9.4): the
// finder sees the tile in secret, then uses it at once or keeps it face down,
// up to 4; with 4 kept every further tile is used. Kept tiles give, by their
// count, a hand limit of 9 (one), 1 VP (three), 2 VP (four). A sea or desert
// turned up gives nothing.
#include <doctest/doctest.h>

#include "tests/support/battery.h"
#include "tests/tde/departure/dep_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("a treasure found: drawn from the 20 tiles, then seen in secret and kept or used") {
  auto g = dep_game();
  State s = dep_found(*g);
  const TreasureSlice& tr = treasure_of(*g, std_state(s));
  CHECK(g->phase_name(s) == "treasure_draw");
  CHECK(tr.reached.test(treasure_spot(*g)));
  CHECK(sea_of(*g, s).to_reveal.count() == 2);  // (6,2) and (6,3) wait under the hunt
  CHECK(odds(*g, s) == std::map<std::string, double>{
                           {"treasure resources", 7.0 / 20}, {"treasure paths", 7.0 / 20}, {"treasure card", 6.0 / 20}});
  act(*g, s, "treasure paths");
  CHECK(g->phase_name(s) == "treasure_choice");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"treasure_keep", "treasure_use"}));
  act(*g, s, "treasure_keep");
  CHECK(tr.kept[0] == std::array<uint8_t, kTreasureKinds>{0, 1, 0});
  CHECK(tr.pool == std::array<uint8_t, kTreasureKinds>{7, 6, 6});
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 2);
  CHECK(g->victory_points(s, 0) == 1);  // one kept: no point
  // Then the discovery of the same placement; a sea turned up gives nothing.
  CHECK(g->phase_name(s) == "reveal");
  act(*g, s, "reveal sea");
  CHECK(g->phase_name(s) == "reveal");
  act(*g, s, "reveal hills");
  act(*g, s, "reveal_number 4");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).base.players[0].hand[Brick] == 1);
  CHECK(!tr.hunt.active);
}

TEST_CASE("a treasure used at once: as The Treasure Islands' (free pieces here)") {
  auto g = dep_game();
  State s = dep_found(*g);
  act(*g, s, "treasure paths");
  act(*g, s, "treasure_use");
  CHECK(g->phase_name(s) == "treasure_build");
  CHECK(treasure_of(*g, std_state(s)).free_paths == 2);
  CHECK(kept_by(treasure_of(*g, std_state(s)), 0) == 0);
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 0);
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::E)));
  act(*g, s, fmt::format("treasure_road e{}", side(*g, 4, 3, Dir::NE)));
  CHECK(g->phase_name(s) == "reveal");

  State card = dep_found(*g);
  act(*g, card, "treasure card");
  act(*g, card, "treasure_use");
  CHECK(g->phase_name(card) == "treasure_card");
  State res = dep_found(*g);
  act(*g, res, "treasure resources");
  act(*g, res, "treasure_use");
  CHECK(g->phase_name(res) == "treasure_take");
}

TEST_CASE("four kept: every further treasure is used at once, without the choice") {
  auto g = dep_game();
  State s = dep_coast(*g);
  keep(*g, s, 0, {2, 1, 1});
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, fmt::format("build_ship e{}", to_treasure(*g)));
  CHECK(odds(*g, s) == std::map<std::string, double>{
                           {"treasure resources", 5.0 / 16}, {"treasure paths", 6.0 / 16}, {"treasure card", 5.0 / 16}});
  act(*g, s, "treasure resources");
  CHECK(g->phase_name(s) == "treasure_take");
  CHECK(kept_by(treasure_of(*g, std_state(s)), 0) == 4);

  // Three kept: the choice still opens for the fourth.
  State three = dep_coast(*g);
  keep(*g, three, 0, {1, 1, 1});
  give(three, 0, {1, 0, 1, 0, 0});
  act(*g, three, fmt::format("build_ship e{}", to_treasure(*g)));
  act(*g, three, "treasure card");
  CHECK(legal(*g, three) == names({"treasure_keep", "treasure_use"}));
  act(*g, three, "treasure_keep");
  CHECK(treasure_of(*g, std_state(three)).kept[0] == std::array<uint8_t, kTreasureKinds>{1, 1, 2});
}

TEST_CASE("kept treasures' points are thresholds: 3 kept 1 VP, 4 kept 2 VP, fewer none") {
  auto g = dep_game();
  const int expected[5] = {0, 0, 0, 1, 2};
  for (int n = 0; n <= 4; ++n) {
    State s = dep_coast(*g);
    keep(*g, s, 1, {uint8_t(n), 0, 0});
    CAPTURE(n);
    CHECK(g->victory_points(s, 1) == expected[n]);
    CHECK(g->victory_points(s, 0) == 1);
  }
}

TEST_CASE("a kept treasure raises the 7's limit: 9 cards keep, 10 discard; others keep the 7-card limit") {
  auto g = dep_game();
  State s = dep_coast(*g);
  keep(*g, s, 0, {1, 0, 0});
  keep(*g, s, 2, {0, 1, 0});
  turn_of(s, 0);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  give(s, 0, {3, 3, 3, 0, 0});  // 9 cards, one kept: keeps all
  give(s, 1, {0, 0, 0, 4, 4});  // 8 cards, none kept: discards 4
  give(s, 2, {2, 2, 2, 2, 2});  // 10 cards, one kept: discards 5
  act(*g, s, "roll 7");
  CHECK(std_state(s).base.players[0].discard_left == 0);
  CHECK(std_state(s).base.players[1].discard_left == 4);
  CHECK(std_state(s).base.players[2].discard_left == 5);
}

TEST_CASE("the others see how many a seat keeps, never which; the tile seen is the finder's secret") {
  auto g = dep_game();
  State a = dep_found(*g), b = dep_found(*g);
  act(*g, a, "treasure card");
  act(*g, b, "treasure paths");
  for (int seat = 1; seat < 4; ++seat) {
    CHECK(observation(*g, a, seat) == observation(*g, b, seat));
    CHECK(g->observe_text(a, seat) == g->observe_text(b, seat));
  }
  CHECK(observation(*g, a, 0) != observation(*g, b, 0));
  act(*g, a, "treasure_keep");
  act(*g, b, "treasure_keep");
  for (int seat = 1; seat < 4; ++seat) CHECK(observation(*g, a, seat) == observation(*g, b, seat));
  CHECK(g->observe_text(a, 0).find("yours 0 resources, 0 paths, 1 card") != std::string::npos);
  CHECK(g->observe_text(a, 1).find("by seat 1 0 0 0") != std::string::npos);
}

TEST_CASE("resample_hidden redeals the others' kept kinds from the tiles the seat has not seen") {
  auto g = dep_game();
  State s = dep_found(*g);
  keep(*g, s, 1, {0, 0, 2});
  keep(*g, s, 2, {1, 0, 0});
  keep(*g, s, 0, {0, 1, 0});
  act(*g, s, "treasure resources");  // seat 0 sees it; the others do not
  Rng rng(3);
  std::map<int, int> seat1_cards;
  for (int i = 0; i < 200; ++i) {
    State t = s;
    g->resample_hidden(t, 0, rng);
    const TreasureSlice& tr = treasure_of(*g, std_state(t));
    CHECK(tr.kept[0] == std::array<uint8_t, kTreasureKinds>{0, 1, 0});  // its own
    CHECK(tr.drawn == 0);                                               // seen by seat 0
    CHECK(kept_by(tr, 1) == 2);
    CHECK(kept_by(tr, 2) == 1);
    for (int k = 0; k < kTreasureKinds; ++k) {
      CAPTURE(k);
      CHECK(tr.pool[k] + tr.kept[1][k] + tr.kept[2][k] ==
            treasure_of(*g, std_state(s)).pool[k] + treasure_of(*g, std_state(s)).kept[1][k] + treasure_of(*g, std_state(s)).kept[2][k]);
    }
    seat1_cards[tr.kept[1][2]] += 1;
    CHECK(observation(*g, t, 0) == observation(*g, s, 0));
  }
  CHECK(seat1_cards.size() == 3);  // 0, 1 or 2 cards among seat 1's two tiles
  // From seat 1's view the tile seat 0 sees is redealt too.
  std::map<int, int> drawn;
  for (int i = 0; i < 100; ++i) {
    State t = s;
    g->resample_hidden(t, 1, rng);
    drawn[treasure_of(*g, std_state(t)).drawn] += 1;
    CHECK(treasure_of(*g, std_state(t)).kept[1] == std::array<uint8_t, kTreasureKinds>{0, 0, 2});
    CHECK(observation(*g, t, 1) == observation(*g, s, 1));
  }
  CHECK(drawn.size() == 3);
}
