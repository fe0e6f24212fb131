// Departure with Cities & Knights (TD&E §4.2): a card
// treasure used is the top progress card of the chosen deck, as in The Treasure
// Islands; a kept tile's raise of the hand limit adds to the city walls'.
#include <doctest/doctest.h>

#include "core/cities_knights/ck_rules.h"
#include "tests/tde/departure/dep_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("with C&K a card treasure used is a progress card of the deck the finder chooses") {
  auto g = dep_game(4, {}, "tde_departure_ck");
  State s = dep_found(*g);
  act(*g, s, "treasure card");
  CHECK(legal(*g, s) == names({"treasure_keep", "treasure_use"}));
  act(*g, s, "treasure_use");
  CHECK(g->phase_name(s) == "treasure_deck");
  act(*g, s, "treasure_deck trade");
  act(*g, s, "treasure_progress merchant");
  CHECK(ck_of(*g, s).players[0].progress_total == 1);
  CHECK(g->phase_name(s) == "reveal");
}

TEST_CASE("with C&K a kept tile and a city wall each raise the hand limit by 2") {
  auto g = dep_game(4, {}, "tde_departure_ck");
  State s = dep_found(*g);
  Board{*g, s}.city(0, corner(*g, 2, 2, Corner::N)).done();
  act(*g, s, "treasure paths");
  act(*g, s, "treasure_keep");
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 2);
  act(*g, s, "reveal sea");
  act(*g, s, "reveal sea");
  CHECK(g->phase_name(s) == "main");
  give(s, 0, {0, 2, 0, 0, 0});
  act(*g, s, fmt::format("build_wall v{}", corner(*g, 2, 2, Corner::N)));
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 4);
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
}
