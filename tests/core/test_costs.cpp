// Costs are rule-set data: the defaults are the 5th edition's, a rule set's
// "costs" object replaces them, move generation and payment follow it, and
// bad cost entries are reported by field.
#include <doctest/doctest.h>

#include "core/config_error.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("default costs are the 5th edition's") {
  auto g = StdGame::load("base");
  const Options& o = g->opt();
  CHECK(o.costs[BuyRoad] == Cost{1, 1, 0, 0, 0});
  CHECK(o.costs[BuySettlement] == Cost{1, 1, 1, 1, 0});
  CHECK(o.costs[BuyCity] == Cost{0, 0, 0, 2, 3});
  CHECK(o.costs[BuyDevCard] == Cost{0, 0, 1, 1, 1});
}

TEST_CASE("a rule set's costs drive move generation and payment") {
  RuleSet rs = parse_ruleset("ore_roads", R"({"description": "roads cost one ore", "board": "standard",
      "modules": ["base"], "options": {"shuffle_board": 0}, "costs": {"road": {"ore": 1}}})", "test");
  StdGame g(rs, 4);
  CHECK(g.opt().costs[BuyRoad] == Cost{0, 0, 0, 0, 1});
  CHECK(g.opt().costs[BuyCity] == Cost{0, 0, 0, 2, 3});  // unlisted purchases keep the default
  State s = empty_main(g);
  Board{g, s}.settlement(0, 20).done();
  give(s, 0, {1, 1, 0, 0, 0});  // the base game's road cost no longer suffices
  CHECK(legal(g, s).find("build_road") == std::string::npos);
  give(s, 0, {0, 0, 0, 0, 1});
  const std::string road = "build_road e" + std::to_string(g.topo().vertex_edge[20][0]);
  act(g, s, road);
  CHECK(std_state(s).base.players[0].hand == Hand{1, 1, 0, 0, 0});
  CHECK(std_state(s).base.bank[Ore] == g.opt().bank_per_resource);
  CHECK(StdGame::load("base")->fingerprint() != g.fingerprint());
}

TEST_CASE("bad cost entries name the field") {
  auto error = [](const std::string& costs) {
    try {
      StdGame(parse_ruleset("x", R"({"description": "", "board": "standard", "modules": ["base"], "costs": )" +
                                            costs + "}",
                                 "rules.json"),
              4);
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error(R"({"castle": {"ore": 1}})") == "rules.json: costs.castle: unknown purchase (road, settlement, city, dev_card)");
  CHECK(error(R"({"road": {"gold": 1}})") == "rules.json: costs.road.gold: unknown resource");
  CHECK(error(R"({"road": {"ore": -1}})") == "rules.json: costs.road.ore: must be a count 0..19");
  CHECK(error(R"({"road": {"ore": 4294967297}})") == "rules.json: costs.road.ore: must be a count 0..19");  // not 1
  CHECK(error(R"({"road": 3})") == "rules.json: costs.road: must map resources to counts");
}
