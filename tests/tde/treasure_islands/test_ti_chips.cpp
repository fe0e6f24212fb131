// Chips (TD&E §3.5, §4.1, §7.5): the first
// settlement a seat builds on each treasure island earns it a chip, 1 VP, once
// per seat and island, for every seat that does so; set-up earns none. The
// 14th chip ends the game at once, on anyone's turn: the most VP wins, then the
// most chips, else the win is shared.
#include <doctest/doctest.h>

#include "tests/tde/treasure_islands/ti_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Treasure island 1's (6,2) turned up forest, seat 0's ships out to its north-west corner.
State island_reached(const StdGame& g) {
  State s = ti_coast(g);
  treasure_of(g, std_state(s)).spots = {};  // no treasure in the way
  sea::set_terrain(g, std_state(s), hex(g, 6, 2), Terrain::Forest);
  put_ships(g, s, 0, {to_treasure(g), side(g, 6, 2, Dir::W)});
  g.rebuild_caches(s);
  return s;
}

}  // namespace

TEST_CASE("the first settlement on a treasure island earns a chip of 1 VP, once per seat and island") {
  auto g = ti_game();
  State s = island_reached(*g);
  CHECK(g->victory_points(s, 0) == 1);
  build_settlement(*g, s, 0, corner(*g, 6, 2, Corner::NW));
  CHECK(sea_of(*g, s).bonus_islands[0] == 1u << 1);
  CHECK(g->victory_points(s, 0) == 3);  // two settlements and a chip
  // A second settlement on the same island earns none.
  put_ships(*g, s, 0, {side(*g, 6, 2, Dir::SW)});
  g->rebuild_caches(s);
  sea::set_terrain(*g, std_state(s), hex(*g, 6, 3), Terrain::Sea);
  build_settlement(*g, s, 0, corner(*g, 6, 2, Corner::S));
  CHECK(g->victory_points(s, 0) == 4);
}

TEST_CASE("the 14th chip ends the game at once: the most VP wins") {
  auto g = ti_game();
  State s = island_reached(*g);
  SeaSlice& sea = sea_of(*g, s);
  sea.islands[1] = sea.bonus_islands[1] = 0b111110;  // 5 chips: 5 VP
  sea.islands[2] = sea.bonus_islands[2] = 0b111100;  // 4
  sea.islands[3] = sea.bonus_islands[3] = 0b111100;  // 4: 13 out
  build_settlement(*g, s, 0, corner(*g, 6, 2, Corner::NW));
  CHECK(g->phase_name(s) == "game_over");
  CHECK(g->winner(s) == 1);
  std::vector<double> r(4);
  g->returns(s, r.data());
  CHECK(r == std::vector<double>{0, 1, 0, 0});
}

TEST_CASE("the chip end: a tie on VP goes to the most chips, then the win is shared") {
  auto g = ti_game();
  State s = island_reached(*g);
  SeaSlice& sea = sea_of(*g, s);
  sea.islands[1] = sea.bonus_islands[1] = 0b111110;  // 5 chips
  sea.islands[2] = sea.bonus_islands[2] = 0b011110;  // 4 chips and a VP card: 5 VP too
  std_state(s).base.players[2].dev[VictoryPoint] = 1;
  std_state(s).base.dev_deck[VictoryPoint] -= 1;
  sea.islands[3] = sea.bonus_islands[3] = 0b111100;  // 4: 13 out
  State tie = s;
  build_settlement(*g, s, 0, corner(*g, 6, 2, Corner::NW));
  CHECK(g->winner(s) == 1);  // most chips

  sea_of(*g, tie).islands[2] = sea_of(*g, tie).bonus_islands[2] = 0b111110;  // 5 chips and the card: 6 VP
  sea_of(*g, tie).islands[1] = sea_of(*g, tie).bonus_islands[1] = 0b111110;
  std_state(tie).base.players[1].dev[VictoryPoint] = 1;
  std_state(tie).base.dev_deck[VictoryPoint] -= 1;
  sea_of(*g, tie).islands[3] = sea_of(*g, tie).bonus_islands[3] = 0b000110;  // 2: 12 out, and seat 0's makes 13
  build_settlement(*g, tie, 0, corner(*g, 6, 2, Corner::NW));
  CHECK(g->phase_name(tie) == "main");  // 13 chips: the game goes on
  sea_of(*g, tie).islands[3] = sea_of(*g, tie).bonus_islands[3] = 0b001110;  // 14 with the next one
  put_ships(*g, tie, 0, {side(*g, 6, 2, Dir::SW)});
  g->rebuild_caches(tie);
  sea::set_terrain(*g, std_state(tie), hex(*g, 6, 3), Terrain::Pasture);
  build_settlement(*g, tie, 0, corner(*g, 6, 2, Corner::S));  // island 3's chip: the 15th
  CHECK(g->phase_name(tie) == "game_over");
  CHECK(g->winner(tie) == -1);  // seats 1 and 2: 6 VP and 5 chips each
  std::vector<double> r(4);
  g->returns(tie, r.data());
  CHECK(r == std::vector<double>{0, 1, 1, 0});
}

TEST_CASE("set-up earns no chip") {
  auto g = ti_game();
  State s = g->new_game(1);
  for (int step = 0; step < 8; ++step) {
    const auto legal = g->legal_actions(s);
    g->apply(s, legal[0]);
    while (g->is_chance(s)) g->apply(s, g->chance_outcomes(s)[0].id);
  }
  for (int q = 0; q < 4; ++q) CHECK(sea_of(*g, s).bonus_islands[q] == 0);
}
