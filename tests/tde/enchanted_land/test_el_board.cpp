// Enchanted Land's rule set and boards (§2.6, §4.6): the Enchanted Land's
// hexes and dragon spots, VP by player count, no pirate and the robber on the
// home desert; set-up (settlement, city, settlement, the last paying; one
// building on the coast); building on the Enchanted Land (settlements on its
// coast only, no city, not even by Medicine, no road).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/engine/ruleset.h"
#include "tests/tde/enchanted_land/el_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("the boards: 16 hexes of Enchanted Land, 19 dragons on its inland corners; the goal by player count") {
  for (int players : {3, 4}) {
    CAPTURE(players);
    auto g = el_game(players);
    CHECK(el::land(*g).count() == 16);
    CHECK(el::spots(*g).count() == 19);
    CHECK((el::spots(*g) & el::coast(*g)).any() == false);
    CHECK(g->opt().vp_target == (players == 3 ? 21 : 18));
    State s = g->new_game(1);
    const ElSlice& e = el_of(*g, s);
    CHECK(e.dragons == el::spots(*g));
    CHECK(e.hidden == std::array<uint8_t, 3>{7, 7, 5});
    CHECK(sea_of(*g, s).pirate == kNoSeaHex);
    const int robber = std_state(s).base.robber;
    CHECK(std_state(s).layout.terrain[robber] == Terrain::Desert);
    CHECK(sea::home_hexes(*g).test(robber));
    // No road on any path of the Enchanted Land: its paths are closed to roads.
    el::land(*g).for_each([&](int h) { CHECK((g->topo().hex_edges[h] - std_state(s).base.closed_roads).any() == false); });
  }
}

TEST_CASE("the goal by player count: 21 VP for 3 players (by_players), 18 for 4; overrides come last") {
  CHECK(el_game(3)->opt().vp_target == 21);
  CHECK(el_game(4)->opt().vp_target == 18);
  CHECK(el_game(3, {{"vp_target", 15}})->opt().vp_target == 15);
}

TEST_CASE("set-up: a settlement, then a city back, then a settlement that pays; all on the home island") {
  auto g = el_game(4);
  State s = g->new_game(3);
  const int n = 4;
  for (int step = 0; step < 3 * n; ++step) {
    CAPTURE(step);
    const std::string kind = step / n == 1 ? "build_city" : "build_settlement";
    const auto legal = g->legal_actions(s);
    for (Action a : legal) CHECK(g->action_name(a).rfind(kind + " ", 0) == 0);
    const int seat = std_state(s).to_move;
    CHECK(seat == (step / n == 1 ? n - 1 - step % n : step % n));
    const int before = std_state(s).base.players[seat].hand_total;
    const Action a = legal[legal.size() / 2];
    g->apply(s, a);
    const int v = int(g->action_name(a).find(" v") == std::string::npos ? -1 : std::stoi(g->action_name(a).substr(g->action_name(a).find(" v") + 2)));
    CHECK((el::vertices(*g).test(v) == false));
    int paying = 0;
    for (int8_t h : g->topo().vertex_hex[v])
      if (h >= 0 && terrain_resource(std_state(s).layout.terrain[h]) >= 0) paying += 1;
    CHECK(std_state(s).base.players[seat].hand_total - before == (step / n == 2 ? paying : 0));
    // Its road or ship, the first legal one.
    const auto pieces = g->legal_actions(s);
    REQUIRE(!pieces.empty());
    g->apply(s, pieces.front());
  }
  for (int q = 0; q < n; ++q) {
    CHECK(std_state(s).base.players[q].cities.count() == 1);
    CHECK(std_state(s).base.players[q].settlements.count() == 2);
  }
}

TEST_CASE("set-up: a seat with no building on the coast places its last settlement on the coast") {
  auto g = el_game(4);
  State s = g->new_game(1);
  StdState& st = std_state(s);
  const Topology& t = g->topo();
  auto coastal = [&](int v) {
    for (int8_t h : t.vertex_hex[v])
      if (h < 0 || st.layout.terrain[h] == Terrain::Sea) return true;
    return false;
  };
  // Seat 0's settlement and city inland on the home island, then its last placement.
  const int inland1 = corner(*g, 5, 3, Corner::N), inland2 = corner(*g, 5, 3, Corner::S);
  REQUIRE(!coastal(inland1));
  REQUIRE(!coastal(inland2));
  Board{*g, s}.settlement(0, inland1).city(0, inland2).done();
  st.setup_step = uint8_t(2 * 4);
  st.to_move = 0;
  st.phase = Phase::SetupSettlement;
  int coast = 0, all = 0;
  for (Action a : g->legal_actions(s)) {
    const int v = a - id_of(*g, "build_settlement v0");
    coast += coastal(v), all += 1;
  }
  CHECK(all > 0);
  CHECK(coast == all);
  // With a building on the coast, inland corners are offered too.
  State other = g->new_game(1);
  Board{*g, other}.settlement(0, inland1).city(0, corner(*g, 3, 5, Corner::SW)).done();
  std_state(other).setup_step = uint8_t(2 * 4);
  std_state(other).to_move = 0;
  std_state(other).phase = Phase::SetupSettlement;
  int inland = 0;
  for (Action a : g->legal_actions(other)) inland += !coastal(a - id_of(*g, "build_settlement v0"));
  CHECK(inland > 0);
}

TEST_CASE("building on the Enchanted Land: a settlement on its coast at a ship's end, no city, no road, ships") {
  auto g = el_game(4);
  State s = el_main(*g);
  const Strait st = strait(*g);
  Board{*g, s}.settlement(0, corner(*g, 3, 5, Corner::NW)).done();
  put_ships(*g, s, 0, {side(*g, 3, 5, Dir::W), st.ship});
  g->rebuild_caches(s);
  give(s, 0, {1, 1, 1, 1, 0});
  // The ships end at X on the Enchanted Land's coast: a settlement may go there.
  CHECK(legal_in(*g, s, "build_settlement").find(v_name("build_settlement", st.x)) != std::string::npos);
  act(*g, s, v_name("build_settlement", st.x));
  // From it: ships along its coast, never a road.
  empty_hand(s, 0);
  give(s, 0, {2, 1, 1, 0, 0});
  for (Action a : g->legal_actions(s)) {
    const std::string name = g->action_name(a);
    if (name.rfind("build_road ", 0) != 0) continue;
    const int e = std::stoi(name.substr(12));
    for (int v : g->topo().edge_vertex[e]) CHECK(el::vertices(*g).test(v) == false);
  }
  CHECK(legal_in(*g, s, "build_ship").find(e_name("build_ship", side(*g, 1, 6, Dir::NE))) != std::string::npos);
  // Never a city there, while the home settlement may become one.
  empty_hand(s, 0);
  give(s, 0, {0, 0, 0, 2, 3});
  CHECK(legal_in(*g, s, "build_city") == v_name("build_city", corner(*g, 3, 5, Corner::NW)));
  // Nor by Medicine (a city at a settlement's price).
  deal_card(*g, s, 0, Medicine);
  empty_hand(s, 0);
  give(s, 0, {0, 0, 0, 1, 2});
  CHECK(legal_in(*g, s, "play medicine") == v_name("play medicine", corner(*g, 3, 5, Corner::NW)));
}
