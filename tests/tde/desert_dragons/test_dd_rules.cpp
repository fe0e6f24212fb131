// The Desert Dragons' other rules (§2.4, §4.4): the boards, 13 VP, set-up on the home island, no
// robber and no pirate (a 7 steals from any seat); the module's State through JSON, bytes and its
// checks; pictures; a rule set with a robber refused.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/render/render.h"
#include "tests/tde/desert_dragons/dd_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("the boards: three deserts, 16 home tokens, the neighbouring island of 8 or 10 hexes; 13 VP") {
  for (int players : {3, 4}) {
    auto g = dd_game(players);
    CHECK(g->victory_target() == 13);
    CHECK(dd::deserts(*g) == std::vector<int>{hex(*g, 2, 2), hex(*g, 3, 3), hex(*g, 1, 4)});
    auto shuffled = StdGame::load("tde_desert_dragons", players);
    State s = shuffled->new_game(7);  // shuffled: the deserts stay where they are
    const StdState& st = std_state(s);
    int home = 0, away = 0;
    for (int h = 0; h < g->topo().num_hexes; ++h) {
      if (!dd::landscape(st, h)) continue;
      CHECK(st.layout.number[h] != 0);
      (sea::home_hexes(*g).test(h) ? home : away) += 1;
    }
    CHECK(home == 16);
    CHECK(away == (players == 3 ? 8 : 10));
    for (int h : dd::deserts(*g)) CHECK(st.layout.terrain[h] == Terrain::Desert);
    CHECK(dd_slice(*g, s).supply == 18);
    CHECK(g->module<DesertDragons>().opt().dd_per_build == (players == 3 ? 3 : 2));
  }
}

TEST_CASE("set-up builds on the home island only") {
  auto g = dd_game(4);
  State s = g->new_game(1);
  CHECK(legal_in(*g, s, "build_settlement") == home_settlements(*g));
}

TEST_CASE("a 7: hands above 7 discard half, then the roller steals from any seat holding a card, no robber") {
  auto g = dd_game(4);
  State s = empty_main(*g);
  give(s, 1, {2, 2, 2, 2, 1});  // 9 cards: discards 4
  give(s, 3, {1, 0, 0, 0, 0});  // no building anywhere, still a victim
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  CHECK(g->phase_name(s) == "discard");
  CHECK(g->current_player(s) == 1);
  for (const char* r : {"lumber", "brick", "wool", "grain"}) act(*g, s, fmt::format("discard {}", r));
  CHECK(std_state(s).base.players[1].hand_total == 5);
  CHECK(g->phase_name(s) == "choose_victim");
  CHECK(legal(*g, s) == names({"steal_from p1", "steal_from p3"}));
  act(*g, s, "steal_from p3");
  CHECK(g->phase_name(s) == "steal_card");
  act(*g, s, "steal lumber");
  CHECK(std_state(s).base.players[0].hand[Lumber] == 1);
  CHECK(g->phase_name(s) == "main");
  CHECK(legal_in(*g, s, "move_robber") == "");
  CHECK(legal_in(*g, s, "move_pirate") == "");
}

TEST_CASE("the module's State reads back from JSON and bytes; wrong dragons are refused by name") {
  auto g = dd_game(4);
  State s = empty_main(*g);
  gathered(*g, s, 5, 5, 6, {{1, 3}, {2, 3}});
  Board{*g, s}.settlement(0, corner(*g, 1, 3, Corner::NE)).roads(0, {side(*g, 1, 3, Dir::NE), side(*g, 1, 3, Dir::E)}).done();
  settle(*g, s);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 11");  // (0,5): from (1,4), the fullest
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  // Mid-gathering, a choice pending.
  State t = empty_main(*g);
  Board{*g, t}.settlement(0, corner(*g, 4, 1, Corner::N)).done();
  settle(*g, t);
  give(t, 0, {0, 0, 0, 2, 3});
  act(*g, t, fmt::format("build_city v{}", corner(*g, 4, 1, Corner::N)));
  REQUIRE(g->phase_name(t) == "dd_gather");
  CHECK(g->from_json(g->to_json(t)) == t);
  nlohmann::json j = nlohmann::json::parse(g->to_json(s));
  j["desert_dragons"]["deserts"][0] = 9;
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.desert_dragons.supply"), ConfigError);
  j = nlohmann::json::parse(g->to_json(s));
  j["desert_dragons"]["dragons"].push_back(hex(*g, 2, 2));  // a desert
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.desert_dragons.dragons"), ConfigError);
  j = nlohmann::json::parse(g->to_json(s));
  j["desert_dragons"]["deserts"] = {5, 5};
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.desert_dragons.deserts"), ConfigError);
  j = nlohmann::json::parse(g->to_json(s));
  j["base"]["dormant"] = nlohmann::json::array();  // the settlement among dragons counts again
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.base.dormant"), ConfigError);
  j = nlohmann::json::parse(g->to_json(t));
  j["desert_dragons"]["gather_left"] = 0;
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.desert_dragons.gather_left"), ConfigError);
}

TEST_CASE("pictures: the dragons on landscape and deserts, a bar across each blocked road") {
  auto g = dd_game(3);
  State s = empty_main(*g);
  std::string svg = state_svg(*g, s);
  CHECK(svg.find("dragons gathering: 18 in the supply") != std::string::npos);
  CHECK(svg.find("<use href=\"#desert_dragon\"") == std::string::npos);
  gathered(*g, s, 5, 5, 6, {{1, 3}, {2, 3}});
  Board{*g, s}.settlement(0, corner(*g, 1, 3, Corner::N)).roads(0, {side(*g, 1, 3, Dir::NE), side(*g, 1, 3, Dir::E)}).done();
  settle(*g, s);
  svg = state_svg(*g, s);
  CHECK(svg.find("dragons invading: 16 on the deserts") != std::string::npos);
  CHECK(svg.find("<use href=\"#desert_dragon\"") != std::string::npos);
  CHECK(svg.find("href=\"#desert_dragons6\"") != std::string::npos);
  CHECK(svg.find("href=\"#dead_road\"") != std::string::npos);
}

TEST_CASE("a rule set with the robber is refused") {
  CHECK_THROWS_WITH_AS(StdGame::load("tde_desert_dragons", 3, {{"robber", 1}}), doctest::Contains("robber"), ConfigError);
}
