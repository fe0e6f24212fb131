// Gold fields (Seafarers §2, §5): a settlement beside a rolled gold field
// takes a resource of its choice, a city two, seat by seat from the roller's;
// with a short bank the fixed production is paid first and the picks choose
// among what is left; the robber stops a gold field; set-up's second
// settlement takes a pick per gold field beside it.
#include <doctest/doctest.h>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("a rolled gold field: one pick per settlement, two per city, from the roller on") {
  auto g = sea_game();
  State s = empty_main(*g);
  const int gold = hex(*g, 7, 1);  // gold, 4 in the file
  REQUIRE(std_state(s).layout.terrain[gold] == Terrain::Gold);
  REQUIRE(std_state(s).layout.number[gold] == 4);
  Board{*g, s}.city(1, corner(*g, 7, 1, Corner::SE)).settlement(0, corner(*g, 7, 1, Corner::SW)).done();
  turn_of(s, 1, Phase::RollDice);
  act(*g, s, "roll 4");
  CHECK(g->phase_name(s) == "gold_pick");
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"gold_pick lumber, gold_pick brick, gold_pick wool, gold_pick grain, gold_pick ore"}));
  act(*g, s, "gold_pick ore");
  CHECK(std_state(s).to_move == 1);  // a city picks twice
  act(*g, s, "gold_pick ore");
  CHECK(std_state(s).to_move == 0);
  act(*g, s, "gold_pick wool");
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).to_move == 1);
  CHECK(std_state(s).base.players[1].hand[Ore] == 2);
  CHECK(std_state(s).base.players[0].hand[Wool] == 1);

  // The robber on the gold field: nothing.
  std_state(s).base.robber = uint8_t(gold);
  turn_of(s, 1, Phase::RollDice);
  act(*g, s, "roll 4");
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("a short bank: fixed production first, then the picks choose among what is left") {
  auto g = sea_game();
  State s = empty_main(*g);
  Board{*g, s}
      .settlement(0, corner(*g, 7, 1, Corner::SW))
      .city(1, corner(*g, 7, 1, Corner::SE))
      .settlement(2, corner(*g, 2, 2, Corner::N))  // mountains, 4
      .done();
  give(s, 3, {19, 19, 18, 19, 18});  // the bank keeps one wool and one ore
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 4");
  CHECK(std_state(s).base.players[2].hand[Ore] == 1);  // paid before any pick
  CHECK(g->phase_name(s) == "gold_pick");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == "gold_pick wool");
  act(*g, s, "gold_pick wool");
  CHECK(g->phase_name(s) == "main");  // the bank is empty: the city's picks are lost
  CHECK(std_state(s).base.players[1].hand_total == 0);
  CHECK(sea_of(*g, s).gold_owed == std::array<uint8_t, kStdSeats>{});
}

TEST_CASE("set-up: the second settlement takes a pick per gold field beside it, then its road or ship") {
  auto g = sea_game();
  State s = g->new_game(1);
  const int gold = hex(*g, 0, 3);
  std_state(s).layout.terrain[gold] = Terrain::Gold;  // a gold field on the main island's west coast
  std_state(s).setup_step = uint8_t(2 * 4 - 1);       // seat 0's last placement
  const int v = corner(*g, 0, 3, Corner::NW);
  act(*g, s, fmt::format("build_settlement v{}", v));
  CHECK(g->phase_name(s) == "gold_pick");
  CHECK(std_state(s).to_move == 0);
  act(*g, s, "gold_pick grain");
  CHECK(std_state(s).base.players[0].hand[Grain] == 1);
  CHECK(g->phase_name(s) == "setup_road");
  const int w = side(*g, 0, 3, Dir::W), nw = side(*g, 0, 3, Dir::NW);
  const int open_sea = g->topo().edge_of(corner(*g, 0, 3, Corner::NW), corner(*g, -1, 3, Corner::N));
  CHECK(legal(*g, s) == names({edges("build_road", {w, nw}), edges("build_ship", {w, nw, open_sea})}));
  act(*g, s, fmt::format("build_ship e{}", open_sea));
  CHECK(std_state(s).base.players[0].path_pieces.test(open_sea));
  CHECK(sea_of(*g, s).ships_left[0] == 14);
  CHECK(g->phase_name(s) == "roll_dice");  // the set-up is over
}
