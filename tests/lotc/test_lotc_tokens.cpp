// Amber and wine (chapter 2, "Amber and Wine"; rulings.md): amber goes to the
// road that reaches its intersection, both ends, or to the set-up settlement
// on it; a producing hills or fields hex with wine gives each city beside it
// 1 resource + 1 wine, the active player first, until its tokens run out;
// settlements produce as usual. Tokens are neither cards nor lost: the box's
// count is board + seats + supply. The board's markers are checked on load.
#include <doctest/doctest.h>

#include "core/config_error.h"
#include "tests/lotc/lotc_invariants.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int amber_value(const Game& g, int v) {
  for (const Marker& m : g.board().markers)
    if (m.kind == "amber" && m.vertex == v) return m.value;
  return 0;
}

}  // namespace

TEST_CASE("tokens: the chapter-2 boards start with their amber and wine, the rest of the box is the supply") {
  for (int players : {3, 4}) {
    auto g = ch2_game(players);
    State s = g->new_game(7);
    CHECK(s.lotc.amber == lotc::marker_vertices(*g, "amber"));
    int wine = 0;
    for (const Marker& m : g->board().markers)
      if (m.kind == "wine") {
        CHECK(s.lotc.wine[m.hex] == m.value);
        wine += m.value;
      }
    CHECK(lotc::token_supply(*g, s, lotc::Token::Amber) == 32 - 9);
    CHECK(lotc::token_supply(*g, s, lotc::Token::Wine) == 32 - wine);
  }
  // Chapter 1's boards have none.
  State s = lotc_game(4)->new_game(7);
  CHECK_FALSE(s.lotc.amber.any());
}

TEST_CASE("tokens: a road takes the amber at either end; a set-up settlement on amber takes it") {
  auto g = ch2_game(3);
  const Topology& t = g->topo();
  State s = lotc_main(*g, 0);
  const int amber = corner(*g, hex(*g, 4, 0), Corner::N);  // 2 tokens
  REQUIRE(amber_value(*g, amber) == 2);
  const int town = corner(*g, hex(*g, 4, 0), Corner::SE);
  const int road_in = side(*g, hex(*g, 4, 0), Dir::NE), road_on = side(*g, hex(*g, 4, 0), Dir::E);
  Board{*g, s}.settlement(0, town).roads(0, {road_on}).done();
  deal(s, 0, {2, 2, 0, 0, 0});
  // The road from the settlement's path towards the amber: its far end is the marker.
  REQUIRE((t.edge_vertex[road_in][0] == amber || t.edge_vertex[road_in][1] == amber));
  act(*g, s, fmt::format("build_road e{}", road_in));
  CHECK(s.lotc.amber_held[0] == 2);
  CHECK_FALSE(s.lotc.amber.test(amber));
  CHECK(lotc::token_supply(*g, s, lotc::Token::Amber) == 23);  // taken from the board, not the supply

  // Set-up: round 1 on the markers (no amber there); the first settlement of round 2 on an amber corner.
  State u = g->new_game(3);
  Rng rng(1);
  for (int i = 0; i < 6; ++i) random_step(*g, u, rng);
  REQUIRE(u.phase == Phase::SetupSettlement);
  const int seat = u.to_move;
  const int other = corner(*g, hex(*g, 4, 2), Corner::N);  // 1 token
  REQUIRE(amber_value(*g, other) == 1);
  act(*g, u, fmt::format("build_settlement v{}", other));
  CHECK(u.lotc.amber_held[seat] == 1);
  CHECK_FALSE(u.lotc.amber.test(other));
}

TEST_CASE("tokens: wine to the cities by a producing hex, the active player first, until the tokens run out") {
  auto g = ch2_game(3);
  State s = lotc_main(*g, 1);
  const int hills = hex(*g, 2, 1);  // hills 10 with 2 wine tokens
  REQUIRE(s.lotc.wine[hills] == 2);
  Board{*g, s}
      .city(0, corner(*g, hills, Corner::N))
      .city(1, corner(*g, hills, Corner::SE))
      .city(2, corner(*g, hills, Corner::SW))
      .done();
  s.phase = Phase::RollDice;
  s.base.rolled = 0;
  act(*g, s, "roll y4 r6 trade");  // 10: (2,1) and the hills (4,1), where nobody builds
  // Seat 1 rolled: 1 brick + 1 wine; seat 2 next clockwise: the same; seat 0: the tokens are out, 2 brick.
  CHECK(s.lotc.wine_held == std::array<uint8_t, 4>{0, 1, 1, 0});
  CHECK(s.base.players[0].hand[Brick] == 2);
  CHECK(s.base.players[1].hand[Brick] == 1);
  CHECK(s.base.players[2].hand[Brick] == 1);
  CHECK(s.lotc.wine[hills] == 0);
  CHECK(lotc::token_supply(*g, s, lotc::Token::Wine) == 32 - 18);
}

TEST_CASE("tokens: a settlement on a wine hex takes no wine; a conquered hex yields none") {
  auto g = ch2_game(3);
  State s = lotc_main(*g, 0);
  const int fields = hex(*g, 1, 2);  // fields 6 with 5 wine tokens
  REQUIRE(s.lotc.wine[fields] == 5);
  Board{*g, s}.settlement(0, corner(*g, fields, Corner::NE)).city(1, corner(*g, fields, Corner::S)).done();
  s.phase = Phase::RollDice;
  s.base.rolled = 0;
  act(*g, s, "roll y3 r3 trade");
  CHECK(s.lotc.wine_held == std::array<uint8_t, 4>{0, 1, 0, 0});
  CHECK(s.base.players[0].hand[Grain] == 1);
  CHECK(s.base.players[1].hand[Grain] == 1);
  conquered(*g, s, fields);
  s.phase = Phase::RollDice;
  s.base.rolled = 0;
  act(*g, s, "roll y3 r3 trade");
  CHECK(s.lotc.wine[fields] == 4);
  CHECK(s.lotc.wine_held[1] == 1);
}

TEST_CASE("tokens: the board's and the seats' tokens round-trip through JSON") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  s.lotc.amber_held = {3, 0, 1, 0};
  s.lotc.wine_held = {2, 1, 0, 0};
  s.lotc.wine[hex(*g, 4, 0)] = 0;
  s.lotc.amber.reset(corner(*g, hex(*g, 5, 0), Corner::N));
  const State back = g->from_json(g->to_json(s));
  CHECK(std::memcmp(&back, &s, sizeof(State)) == 0);
  check_lotc_invariants(*g, s);
}

TEST_CASE("tokens: a board whose markers break the rules is refused, naming the file") {
  auto g = ch2_game(4);
  RuleSet rules = g->rules();
  rules.options.lotc_tokens = 20;  // fewer than the 30 wine tokens the 4-player board holds
  try {
    Game bad(rules, 4);
    FAIL("no error");
  } catch (const ConfigError& e) {
    CHECK(std::string(e.what()).find("configs/boards/conquerors_ch2_4p.json") != std::string::npos);
    CHECK(std::string(e.what()).find("lotc_tokens") != std::string::npos);
  }
}
