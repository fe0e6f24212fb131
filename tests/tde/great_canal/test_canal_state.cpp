// The Great Canal's boards and State: the board's canal, basin, lake, farmland
// and small islands; the goals by player count; the robber on the basin; the
// State through JSON, its checks (canal hexes, chips adding up, two active
// knights on an undug hex, from JSON and bytes alike), the traders' harbors
// and the barren farmland rebuilt from it; the pictures draw the canal and the
// lakes; bad boards.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/render/render.h"
#include "tests/tde/great_canal/canal_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("the boards: 9 canal hexes in a line from the lake to the basin, 4 farmland, 2 gold fields on small islands") {
  for (int players : {3, 4}) {
    auto g = canal_game(players);
    const std::vector<int> route = canal_route(*g);
    REQUIRE(route.size() == 9);
    const Topology& t = g->topo();
    auto touch = [&](int a, int b) { return (t.hex_vertices[a] & t.hex_vertices[b]).count() == 2; };
    CHECK(touch(lake_hex(*g), route.front()));
    CHECK(touch(route.back(), basin_hex(*g)));
    for (size_t i = 1; i < route.size(); ++i) CHECK(touch(route[i - 1], route[i]));
    CHECK(canal::farmland(*g).count() == 4);
    int gold = 0;
    canal::small_islands(*g).for_each([&](int h) { gold += g->board().layout.terrain[h] == Terrain::Gold; });
    CHECK(gold == 2);
    // Small islands are no one's home: set-up builds on the main island.
    CHECK((sea::home_hexes(*g) & canal::small_islands(*g)).any() == false);
    State s = g->new_game(1);
    CHECK(std_state(s).base.robber == basin_hex(*g));  // the robber starts on the basin
    CHECK(g->victory_target() == (players == 3 ? 21 : 18));
  }
}

TEST_CASE("state: JSON round trip; dug hexes, chips and knights checked; caches rebuilt") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::N), 1, true);
  knight_at(*g, s, 1, corner(*g, 5, 1, Corner::S), 1, true);  // digs (5,1)
  knight_at(*g, s, 2, corner(*g, -1, 6, Corner::N), 1, false);  // a trader
  REQUIRE(canal_of(*g, s).dug.count() == 1);
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  const std::string text = g->to_json(s);
  auto bad = [&](auto edit, const char* message) {
    nlohmann::json j = nlohmann::json::parse(text);
    edit(j["great_canal"]);
    CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains(message), ConfigError);
  };
  bad([&](nlohmann::json& c) { c["dug"].push_back(lake_hex(*g)); }, "state.great_canal.dug");
  bad([](nlohmann::json& c) { c["chips"][0] = 2; }, "state.great_canal.chips: 3 chips for 1 canal hexes");
  bad([](nlohmann::json& c) { c["chips"] = {1, 1}; }, "state.great_canal.chips: must list 4 seats");
  bad([](nlohmann::json& c) { c["chips"][1] = 256; }, "state.great_canal.chips[1]: must be an integer in 0..255");  // never wrapped
  bad([](nlohmann::json& c) { c["dug"].push_back(400); }, "state.great_canal.dug: index 400 is outside");
  bad([](nlohmann::json& c) { c.erase("chips"); }, "state.great_canal.chips");
  State undug = s;
  canal_of(*g, undug) = CanalSlice{};
  const std::string undug_message =
      fmt::format("state.great_canal.dug: canal hex h{} has two active knights on its corners and is not dug", hex(*g, 5, 1));
  CHECK_THROWS_WITH_AS(g->validate(undug), undug_message.c_str(), ConfigError);
  // Read from its JSON form or its bytes, where the knights' caches are not yet rebuilt, it is refused
  // all the same: the check reads the knights themselves.
  CHECK_THROWS_WITH_AS(g->from_json(g->to_json(undug)), undug_message.c_str(), ConfigError);
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(undug)), undug_message.c_str(), ConfigError);
  State no_cache = undug;
  for (PlayerState& p : std_state(no_cache).base.players) p.vertex_pieces = {};
  std_state(no_cache).base.vertex_pieces = {};
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(no_cache)), undug_message.c_str(), ConfigError);
  // The traders' harbors and the barren farmland are caches, rebuilt from the pieces and the canal.
  State t = s;
  std_state(t).base.players[2].harbors = 0;
  std_state(t).base.barren = {};
  g->rebuild_caches(t);
  CHECK(t == s);
}

TEST_CASE("state: a finished canal holds 16 chips, or 18 when the 8th and 9th hexes were dug at the same time") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  canal_of(*g, s).dug = canal::hexes(*g);
  g->rebuild_caches(s);
  for (int chips : {16, 18}) {
    canal_of(*g, s).chips[1] = uint8_t(chips / 2), canal_of(*g, s).chips[2] = uint8_t(chips - chips / 2);
    g->rebuild_caches(s);  // the chips' points
    CHECK(g->from_json(g->to_json(s)) == s);
  }
  for (int chips : {14, 17, 20}) {
    canal_of(*g, s).chips[1] = uint8_t(chips / 2), canal_of(*g, s).chips[2] = uint8_t(chips - chips / 2);
    const std::string message = fmt::format("state.great_canal.chips: {} chips for 8 to 9 canal hexes dug by knights", chips);
    CHECK_THROWS_WITH_AS(g->from_json(g->to_json(s)), message.c_str(), ConfigError);
  }
}

TEST_CASE("bad boards: the module names what is missing") {
  auto load = [](const std::map<std::string, int>& options) { return StdGame::load("tde_great_canal", 4, options); };
  CHECK_THROWS_WITH_AS(load({{"canal_finish", 10}}), doctest::Contains("canal_finish 10 is more than the 9 canal hexes"),
                       ConfigError);
}

TEST_CASE("pictures: the canal's chips, the dug canal and the lakes; the chips in the side panel") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::N), 1, true);
  knight_at(*g, s, 1, corner(*g, 5, 1, Corner::S), 1, true);
  const std::string svg = state_svg(*g, s);
  CHECK(svg.find("<use href=\"#canal_chips\"") != std::string::npos);
  CHECK(svg.find("<use href=\"#canal_dug\"") != std::string::npos);
  CHECK(svg.find("<use href=\"#lake\"") != std::string::npos);
  CHECK(svg.find("canal chips 1") != std::string::npos);
  CHECK(svg.find("canal 1 of 9 dug") != std::string::npos);
}
