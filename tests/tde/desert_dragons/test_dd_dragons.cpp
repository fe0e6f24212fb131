// The dragons gathering and invading (§4.4), the book's three worked examples on our board, as
// hand-built positions with the exact choices offered.
#include <doctest/doctest.h>

#include "tests/tde/desert_dragons/dd_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {
using Deserts = std::array<int, 3>;
}

TEST_CASE("gathering: a city or settlement built in play sends 3 dragons with 3 players, one onto each desert") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  const int home = corner(*g, 4, 1, Corner::N);
  Board{*g, s}.settlement(0, home).roads(0, {side(*g, 4, 1, Dir::NW), side(*g, 4, 1, Dir::W)}).done();
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", home));
  CHECK(deserts(*g, s) == Deserts{1, 1, 1});  // three tied fewest, three dragons: no choice to make
  CHECK(dd_slice(*g, s).supply == 15);
  CHECK(g->phase_name(s) == "main");
  give(s, 0, {1, 1, 1, 1, 0});
  act(*g, s, fmt::format("build_settlement v{}", corner(*g, 4, 1, Corner::SW)));
  CHECK(deserts(*g, s) == Deserts{2, 2, 2});
  CHECK(dd_slice(*g, s).supply == 12);
  // Roads and ships gather none.
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, fmt::format("build_road e{}", side(*g, 4, 1, Dir::SW)));
  CHECK(dd_slice(*g, s).supply == 12);
}

TEST_CASE("gathering with 4 players: 2 dragons, the builder choosing among the deserts tied fewest") {
  auto g = dd_game(4);
  State s = empty_main(*g);
  const int home = corner(*g, 4, 1, Corner::N);
  Board{*g, s}.settlement(0, home).done();
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", home));
  CHECK(g->phase_name(s) == "dd_gather");
  CHECK(legal(*g, s) == on_hexes(*g, "gather_on", {{2, 2}, {3, 3}, {1, 4}}));
  act(*g, s, fmt::format("gather_on h{}", hex(*g, 3, 3)));
  CHECK(legal(*g, s) == on_hexes(*g, "gather_on", {{2, 2}, {1, 4}}));
  act(*g, s, fmt::format("gather_on h{}", hex(*g, 1, 4)));
  CHECK(deserts(*g, s) == Deserts{0, 1, 1});
  CHECK(dd_slice(*g, s).supply == 16);
  CHECK(g->phase_name(s) == "main");
  // The next building: the one desert holding fewest takes the first, then a choice again.
  Board{*g, s}.settlement(0, corner(*g, 0, 3, Corner::N)).done();
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", corner(*g, 0, 3, Corner::N)));
  CHECK(deserts(*g, s) == Deserts{1, 1, 1});
  CHECK(g->phase_name(s) == "dd_gather");
  CHECK(legal(*g, s) == on_hexes(*g, "gather_on", {{2, 2}, {3, 3}, {1, 4}}));
}

TEST_CASE("gathering ends with the supply: the last dragons go, then none") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  DdSlice& d = dd_slice(*g, s);
  d.desert = {6, 5, 5, 0};
  d.supply = 2;
  const int home = corner(*g, 4, 1, Corner::N);
  Board{*g, s}.settlement(0, home).settlement(0, corner(*g, 0, 3, Corner::N)).done();
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", home));
  CHECK(deserts(*g, s) == Deserts{6, 6, 6});
  CHECK(d.supply == 0);
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", corner(*g, 0, 3, Corner::N)));
  CHECK(deserts(*g, s) == Deserts{6, 6, 6});
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("no dragons gather in set-up, nor invade before all 18 gathered") {
  auto g = dd_game(3);
  State s = g->new_game(3);
  Rng rng(3);
  while (g->phase_name(s) != "roll_dice") random_step(*g, s, rng);
  CHECK(dd_slice(*g, s).supply == 18);
  CHECK(deserts(*g, s) == Deserts{0, 0, 0});
  // With dragons on the deserts but some still in the supply, a roll brings none.
  dd_slice(*g, s).desert = {5, 5, 5, 0};
  dd_slice(*g, s).supply = 3;
  act(*g, s, "roll 11");
  CHECK_FALSE(dd_slice(*g, s).dragons.any());
}

TEST_CASE("book example 1: a number beside no dragon brings none") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 6, 6, 6);
  settle(*g, s);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 10");  // (4,1) forest, (0,3) fields and the neighbour's mountains: no dragon beside
  CHECK_FALSE(dd_slice(*g, s).dragons.any());
  CHECK(deserts(*g, s) == Deserts{6, 6, 6});
}

TEST_CASE("book example 2: production first, then the hexes beside deserts with dragons take one from the fullest") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 8, 5, 5);
  const int v = corner(*g, 3, 2, Corner::N);  // (3,2) pasture 8, (3,1) forest 4, (4,1) forest 10
  Board{*g, s}.settlement(1, v).done();
  settle(*g, s);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 8");
  CHECK(std_state(s).base.players[1].hand[Wool] == 1);  // paid before the dragon landed
  // (3,2) pasture and (1,5) mountains, both 8, both beside a desert with dragons; the fullest
  // desert (2,2) gives both, one at a time.
  CHECK(dd_slice(*g, s).dragons == hexes_at(*g, {{3, 2}, {1, 5}}));
  CHECK(deserts(*g, s) == Deserts{6, 5, 5});
  CHECK(g->phase_name(s) == "main");
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 8");
  CHECK(std_state(s).base.players[1].hand[Wool] == 1);  // the dragon's hex produces nothing
}

TEST_CASE("book example 3: a hex beside a landscape hex holding a dragon takes one too") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 0, 0, 3, {{2, 1}}, 14);  // (2,2)'s desert emptied, a dragon on (2,1) forest
  settle(*g, s);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 4");
  // (3,1) forest 4 lies beside (2,1); (3,4) hills 4 beside no dragon (the desert (3,3) is empty),
  // nor the neighbouring island's 4s.
  CHECK(dd_slice(*g, s).dragons == hexes_at(*g, {{2, 1}, {3, 1}}));
  CHECK(deserts(*g, s) == Deserts{0, 0, 2});
}

TEST_CASE("the roller chooses among deserts tied most, in reading order of the hexes invaded") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 6, 6, 6);
  settle(*g, s);
  turn_of(s, 2, Phase::RollDice);
  act(*g, s, "roll 11");  // (2,3) forest and (0,5) pasture, both beside deserts with dragons
  CHECK(g->phase_name(s) == "dd_invade");
  CHECK(g->current_player(s) == 2);
  CHECK(legal(*g, s) == on_hexes(*g, "dragon_from", {{2, 2}, {3, 3}, {1, 4}}));
  act(*g, s, fmt::format("dragon_from h{}", hex(*g, 3, 3)));
  CHECK(dd_slice(*g, s).dragons == hexes_at(*g, {{2, 3}}));
  CHECK(legal(*g, s) == on_hexes(*g, "dragon_from", {{2, 2}, {1, 4}}));
  act(*g, s, fmt::format("dragon_from h{}", hex(*g, 1, 4)));
  CHECK(deserts(*g, s) == Deserts{6, 5, 5});
  CHECK(dd_slice(*g, s).dragons.count() == 2);
  CHECK(g->phase_name(s) == "main");
  CHECK(g->current_player(s) == 2);
}

TEST_CASE("one dragon per landscape hex; the deserts run dry in reading order") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  gathered(*g, s, 7, 5, 5, {{2, 3}});
  settle(*g, s);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 11");  // (2,3) holds one already: only (0,5)
  CHECK(dd_slice(*g, s).dragons == hexes_at(*g, {{2, 3}, {0, 5}}));
  CHECK(dd::on_deserts(dd_slice(*g, s)) == 16);

  State t = empty_main(*g);
  gathered(*g, t, 1, 0, 0, {}, 17);
  settle(*g, t);
  turn_of(t, 0, Phase::RollDice);
  act(*g, t, "roll 6");  // (2,1) forest and (1,3) fields, beside (2,2): one dragon left, for (2,1)
  CHECK(dd_slice(*g, t).dragons == hexes_at(*g, {{2, 1}}));
  CHECK(dd::on_deserts(dd_slice(*g, t)) == 0);
  turn_of(t, 0, Phase::RollDice);
  act(*g, t, "roll 6");  // (1,3) beside (2,1)'s dragon, but none is left
  CHECK(dd_slice(*g, t).dragons.count() == 1);
  CHECK(g->phase_name(t) == "main");
}
