// Greater Catan's other rules (§2.3, §4.3): 8 cities, the VP goals, the robber off the board on
// the 3-player home island (no desert) until a 7 or a knight moves it, set-up on the home island;
// the module's State through JSON and its checks.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/render/render.h"
#include "tests/tde/greater_catan/gc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("8 cities each; 18 VP, 20 with Cities & Knights") {
  for (int players : {3, 4}) {
    auto g = gc_game(players);
    State s = g->new_game(1);
    for (int q = 0; q < players; ++q) CHECK(std_state(s).base.players[q].cities_left == 8);
    CHECK(g->victory_target() == 18);
    CHECK(gc_game(players, {}, "tde_greater_catan_ck")->victory_target() == 20);
  }
}

TEST_CASE("the reserve: 4 tokens (3, 5, 9, 11) with 3 players, 5 (3, 4, 5, 9, 10) with 4") {
  const std::array<int, 13> three = {0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0};
  const std::array<int, 13> four = {0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0};
  for (int players : {3, 4}) {
    auto g = gc_game(players);
    State s = g->new_game(1);
    for (int n = 0; n <= 12; ++n) CHECK(gc_slice(*g, s).reserve[n] == (players == 3 ? three : four)[n]);
    // The new islands' land starts without tokens; the home island's all have one.
    for (int h = 0; h < g->topo().num_hexes; ++h) {
      const Terrain x = std_state(s).layout.terrain[h];
      if (terrain_resource(x) < 0) continue;
      CHECK((number(s, h) != 0) == sea::home_hexes(*g).test(h));
    }
  }
}

TEST_CASE("3 players: the robber starts off the board, blocks nothing, and a 7 may put it on any land hex") {
  auto g = gc_game(3);
  State s = empty_main(*g);
  const StdState& st = std_state(s);
  CHECK(st.base.robber == robber_off_board(g->topo()));
  CHECK(g->observe_text(s, 0).find("robber off the board") != std::string::npos);
  // Every home hex produces: seat 0's city on (2,1)'s south corner takes 2 of each hex there.
  Board{*g, s}.city(0, corner(*g, 2, 1, Corner::S)).done();
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 6");  // (2,1) forest 6
  CHECK(st.base.players[0].hand[Lumber] == 2);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  std::vector<std::string> robber;
  g->topo().land.for_each([&](int h) { robber.push_back(fmt::format("move_robber h{}", h)); });
  CHECK(legal_in(*g, s, "move_robber") == joined(robber));
  act(*g, s, fmt::format("move_robber h{}", hex(*g, 2, 1)));
  CHECK(st.base.robber == hex(*g, 2, 1));
  CHECK(g->observe_text(s, 0).find("robber off the board") == std::string::npos);
}

TEST_CASE("4 players: the robber starts on the desert") {
  auto g = gc_game(4);
  CHECK(std_state(g->new_game(1)).base.robber == hex(*g, 3, 3));
}

TEST_CASE("set-up builds on the home island only") {
  auto g = gc_game(4);
  State s = g->new_game(1);
  CHECK(legal_in(*g, s, "build_settlement") == home_settlements(*g));
}

TEST_CASE("the run's State reads back from JSON and bytes; a wrong reserve is refused by name") {
  auto g = gc_game();
  State s = empty_main(*g);
  deal_reserve(*g, s);
  Board{*g, s}.settlement(0, corner(*g, 3, 1, Corner::S)).done();
  ship_to_forest(*g, s);
  sea_of(*g, s).islands[0] = 0b11;  // the home island's and new island A's settlements, placed directly
  REQUIRE(g->phase_name(s) == "gc_take_from");
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  nlohmann::json j = nlohmann::json::parse(g->to_json(s));
  j["greater_catan"]["reserve"][3] = 1;  // a 3 in the reserve beside the 3 on the board
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.greater_catan.reserve[3]"), ConfigError);
  j = nlohmann::json::parse(g->to_json(s));
  j["greater_catan"]["serving"] = hex(*g, 3, 1);  // a home hex
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.greater_catan.serving"), ConfigError);
  j = nlohmann::json::parse(g->to_json(s));
  j["greater_catan"]["interlude"]["active"] = 0;
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.greater_catan.interlude"), ConfigError);
  j = nlohmann::json::parse(g->to_json(s));
  j["greater_catan"]["seat"] = -1;  // a seat, never nobody
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.greater_catan.seat: must be an integer in 0.."), ConfigError);
}

TEST_CASE("pictures: tokens that moved are drawn on their new hexes, the reserve where it lies, no robber off the board") {
  auto g = gc_game(3);
  State s = empty_main(*g);
  std::string svg = state_svg(*g, s);
  CHECK(svg.find("reserve: 4 tokens face down") != std::string::npos);
  CHECK(svg.find("href=\"#reserve_stack\"") != std::string::npos);
  CHECK(svg.find("href=\"#robber\"") == std::string::npos);
  const int forest = hex(*g, 7, 1), home = hex(*g, 2, 1);
  set_number(*g, s, forest, std_state(s).layout.number[home]);
  set_number(*g, s, home, 0);
  gc_slice(*g, s).reserve = {};
  svg = state_svg(*g, s);
  CHECK(svg.find("reserve: 0 tokens face down") != std::string::npos);
  CHECK(svg.find(fmt::format("tile_{}_{}", kTerrainNames[int(std_state(s).layout.terrain[forest])], number(s, forest))) !=
        std::string::npos);
  CHECK(svg.find(fmt::format("tile_{}_0", kTerrainNames[int(std_state(s).layout.terrain[home])])) != std::string::npos);
}

TEST_CASE("a robber off the board is refused where no module keeps it there") {
  auto base = StdGame::load("seafarers", 4);
  nlohmann::json j = nlohmann::json::parse(base->to_json(base->new_game(1)));
  j["base"]["robber"] = base->topo().num_hexes;
  CHECK_THROWS_WITH_AS(base->from_json(j.dump()), doctest::Contains("off the board, where neither robber_off_board nor a module of this rule set keeps it"),
                       ConfigError);
  auto g = gc_game(3);
  j = nlohmann::json::parse(g->to_json(g->new_game(1)));
  REQUIRE(j["base"]["robber"] == g->topo().num_hexes);
  CHECK(g->from_json(j.dump()) == g->new_game(1));
}
