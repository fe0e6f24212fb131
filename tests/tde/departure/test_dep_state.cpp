// Departure's treasure fields in the State's JSON and bytes: kept tiles and the
// tile seen survive round trips; bad values are refused by name.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "tests/tde/departure/dep_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("kept tiles and the tile seen round-trip through JSON and bytes") {
  for (const char* rules : {"tde_departure", "tde_departure_ck"}) {
    CAPTURE(rules);
    auto g = dep_game(4, {}, rules);
    State s = dep_found(*g);
    keep(*g, s, 2, {0, 2, 1});
    act(*g, s, "treasure card");
    g->validate(s);
    const nlohmann::json j = nlohmann::json::parse(g->to_json(s));
    CHECK(j["treasures"]["kept"][2] == nlohmann::json::array({0, 2, 1}));
    CHECK(j["treasures"]["drawn"] == "card");
    CHECK(g->from_json(g->to_json(s)) == s);
    CHECK(g->from_bytes(g->to_bytes(s)) == s);
    act(*g, s, "treasure_keep");
    CHECK(g->from_json(g->to_json(s)) == s);
    CHECK(g->from_bytes(g->to_bytes(s)) == s);
  }
}

TEST_CASE("bad kept fields are refused by name") {
  auto g = dep_game();
  State s = dep_found(*g);
  act(*g, s, "treasure paths");
  refused(*g, s, [](nlohmann::json& t) { t["kept"][1] = {3, 1, 1}; }, "state.treasures.kept[1]");  // five kept
  refused(*g, s, [](nlohmann::json& t) { t["drawn"] = "gold"; }, "state.treasures.drawn: unknown kind 'gold'");
  refused(*g, s, [](nlohmann::json& t) { t["kept"] = {{0, 0, 0}}; }, "state.treasures.kept");
  refused(*g, s, [](nlohmann::json& t) { t.erase("kept"); }, "state.treasures.kept");
  // With the pool's, more resource tiles than the box's 7.
  refused(*g, s, [](nlohmann::json& t) { t["kept"][1] = {1, 0, 0}; },
          "state.treasures.kept[*][0]: 8 tiles of the kind, the box has 7");
  // The finder keeps 4 already: no choice.
  refused(
      *g, s,
      [](nlohmann::json& t) {
        t["kept"][0] = {2, 1, 1};
        t["pool"] = {5, 5, 5};
        for (int i = 0; i < 4; ++i) t["spots"].erase(t["spots"].size() - 1);
      },
      "a choice for a seat that may keep no more");
  State bad = s;
  treasure_of(*g, std_state(bad)).drawn = 5;
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(bad)), doctest::Contains("state.treasures.drawn"), ConfigError);
}

TEST_CASE("a face-down hex's number byte out of range is refused by name, before any pool counts it") {
  auto g = dep_game();
  State s = dep_coast(*g);
  const int h = hex(*g, 6, 2);
  std_state(s).layout.number[h] = 200;
  const std::string field = fmt::format("state.layout.number[{}]: 200 is not", h);
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(s)), doctest::Contains(field.c_str()), ConfigError);
}
