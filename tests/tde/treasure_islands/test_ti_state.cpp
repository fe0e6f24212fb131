// The treasure hunt's part of a State: JSON and bytes round trips in the middle
// of a hunt, and bad fields refused with a ConfigError naming them.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "tests/tde/treasure_islands/ti_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("treasure state: round trips mid-hunt; bad fields refused by name") {
  auto g = ti_game();
  State s = ti_found(*g);
  act(*g, s, "treasure paths");
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);

  auto refused = [&](auto edit, const char* field) {
    nlohmann::json j = nlohmann::json::parse(g->to_json(s));
    edit(j["treasures"]);
    CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains(field), ConfigError);
  };
  refused([](nlohmann::json& t) { t["free_paths"] = 3; }, "state.treasures.free_paths");
  refused([](nlohmann::json& t) { t["hunt"]["phase"] = "sailing"; }, "state.treasures.hunt.phase: unknown phase 'sailing'");
  refused([](nlohmann::json& t) { t["pool"][0] = 5; }, "state.treasures.pool");
  refused([](nlohmann::json& t) { t["hunt"]["active"] = 0; }, "state.treasures.hunt");
  refused([](nlohmann::json& t) { t["spots"].push_back(0); }, "state.treasures.spots");

  State bad = s;
  treasure_of(*g, std_state(bad)).deck = 9;
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(bad)), doctest::Contains("state.treasures.deck"), ConfigError);
}
