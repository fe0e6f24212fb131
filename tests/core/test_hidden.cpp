// Hidden information: redrawing what a seat cannot see never changes what it
// observes, and the kinds of an opponent's development cards are invisible.
#include <doctest/doctest.h>

#include <cstring>

#include "tests/support/position.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("resample_hidden(p) keeps observe(p) at random points of random games") {
  auto g = Game::load("base", 4);
  Rng rng(5);
  int checked = 0, changed = 0;
  for (int game = 0; game < 12; ++game) {
    State s = g->new_game(uint64_t(game));
    while (!g->is_terminal(s)) {
      if (rng.below(8) == 0) {
        for (int p = 0; p < g->num_players(); ++p) {
          State r = s;
          g->resample_hidden(r, p, rng);
          REQUIRE(observation(*g, r, p) == observation(*g, s, p));
          changed += std::memcmp(&r, &s, sizeof(State)) != 0;
          ++checked;
        }
      }
      random_step(*g, s, rng);
    }
  }
  CHECK(checked > 500);
  CHECK(changed > checked / 4);  // the redraws do redraw something
}

TEST_CASE("an opponent's development card kinds are hidden; the owner sees them") {
  auto g = Game::load("base_beginner", 4);
  State a = empty_main(*g);
  State b = a;
  // p1 holds three cards, one bought this turn: which kinds differs between a and b.
  a.base.players[1].dev = {2, 0, 0, 0, 1};
  a.base.players[1].dev_new = {1, 0, 0, 0, 0};
  b.base.players[1].dev = {0, 2, 0, 1, 0};
  b.base.players[1].dev_new = {0, 0, 0, 1, 0};
  for (int viewer : {0, 2, 3}) CHECK(observation(*g, a, viewer) == observation(*g, b, viewer));
  CHECK(observation(*g, a, 1) != observation(*g, b, 1));
}
