// Departure's special harbour (TD&E §4.2; ours §7.10):
// due with the second tile kept and placed at once, or the first time later
// that its owner has a coastal building beside a path free of harbours: a
// resource left in the stock of five, then a coastal path at one of the seat's
// buildings; a 2:1 harbour for every seat with a building at either end.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"

#include "tests/tde/departure/dep_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Seat 0 keeps one tile, then finds the treasure and keeps its second.
State second_kept(const StdGame& g) {
  State s = dep_coast(g);
  keep(g, s, 0, {1, 0, 0});
  give(s, 0, {1, 0, 1, 0, 0});
  act(g, s, fmt::format("build_ship e{}", to_treasure(g)));
  act(g, s, "treasure paths");
  act(g, s, "treasure_keep");
  return s;
}

}  // namespace

TEST_CASE("the second tile kept: a special harbour of a resource left, on a coastal path at the seat's building") {
  auto g = dep_game();
  State s = second_kept(*g);
  CHECK(g->phase_name(s) == "treasure_harbor");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"special_harbor lumber, special_harbor brick, special_harbor wool, special_harbor grain, "
                               "special_harbor ore"}));
  act(*g, s, "special_harbor brick");
  CHECK(g->phase_name(s) == "treasure_harbor_at");
  // At the settlement on (4,3)'s north-east corner: (4,3)'s north-east and east sides face the sea;
  // (5,3)'s north-west side is sea on both sides.
  CHECK(legal(*g, s) == names({edges("harbor_at", {side(*g, 4, 3, Dir::NE), side(*g, 4, 3, Dir::E)})}));
  const uint8_t before = std_state(s).base.players[0].harbors;
  act(*g, s, fmt::format("harbor_at e{}", side(*g, 4, 3, Dir::E)));
  CHECK(std_state(s).base.players[0].harbors == (before | 1u << Brick));
  CHECK(treasure_of(*g, std_state(s)).harbor_due == 0);
  CHECK(g->phase_name(s) == "reveal");  // then the discovery
  act(*g, s, "reveal sea");
  act(*g, s, "reveal sea");
  CHECK(g->phase_name(s) == "main");
  // A 2:1 brick rate for seat 0.
  give(s, 0, {0, 2, 0, 0, 0});
  CHECK(legal_in(*g, s, "trade_bank").find("trade_bank brick") != std::string::npos);
  // Another seat's settlement at the path's other end shares it.
  Board{*g, s}.settlement(1, corner(*g, 4, 3, Corner::SE)).done();
  CHECK((std_state(s).base.players[1].harbors >> Brick & 1) == 1);
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
}

TEST_CASE("a placed harbour's resource and path are taken; a board harbour's path too") {
  auto g = dep_game();
  State s = second_kept(*g);
  TreasureSlice& tr = treasure_of(*g, std_state(s));
  tr.harbor_at[Lumber] = uint16_t(side(*g, 4, 3, Dir::NE) + 1);  // another seat's, placed before
  act(*g, s, "special_harbor ore");
  CHECK(legal(*g, s) == names({edges("harbor_at", {side(*g, 4, 3, Dir::E)})}));
  State t = second_kept(*g);
  treasure_of(*g, std_state(t)).harbor_at[Lumber] = uint16_t(side(*g, 4, 3, Dir::NE) + 1);
  CHECK(legal(*g, t) == names({"special_harbor brick, special_harbor wool, special_harbor grain, special_harbor ore"}));
}

TEST_CASE("no coastal building yet: the harbour waits for the first one, placed at once after it") {
  auto g = dep_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 2, 3, Corner::N)).done();  // inland, by the desert
  keep(*g, s, 0, {1, 1, 0});
  CHECK(g->phase_name(s) == "main");
  treasure_of(*g, std_state(s)).harbor_due = 1;
  CHECK(g->from_json(g->to_json(s)) == s);
  // A settlement on the coast: the harbour's turn comes at once.
  Board{*g, s}.roads(0, {side(*g, 4, 1, Dir::NW)}).done();
  give(s, 0, {1, 1, 1, 1, 0});
  const int coast = corner(*g, 4, 1, Corner::N);
  act(*g, s, fmt::format("build_settlement v{}", coast));
  CHECK(g->phase_name(s) == "treasure_harbor");
  act(*g, s, "special_harbor wool");
  CHECK(g->phase_name(s) == "treasure_harbor_at");
  act(*g, s, legal(*g, s).substr(0, legal(*g, s).find(',')));
  CHECK(g->phase_name(s) == "main");
  CHECK(treasure_of(*g, std_state(s)).harbor_due == 0);
  CHECK((std_state(s).base.players[0].harbors >> Wool & 1) == 1);
}

TEST_CASE("bad harbour fields are refused by name") {
  auto g = dep_game();
  State s = second_kept(*g);
  act(*g, s, "special_harbor brick");
  refused(*g, s, [&](nlohmann::json& t) { t["harbors"]["at"][0] = side(*g, 5, 3, Dir::NW); },
          "state.treasures.harbors.at[0]: not a coastal path");
  refused(*g, s, [&](nlohmann::json& t) { t["harbors"]["at"][1] = 9999; }, "state.treasures.harbors.at[1]");
  refused(*g, s, [](nlohmann::json& t) { t["harbors"]["due"] = 2; }, "state.treasures.harbors.due");
  refused(*g, s, [](nlohmann::json& t) { t["harbors"]["kind"] = 7; }, "state.treasures.harbors.kind");
  refused(*g, s, [&](nlohmann::json& t) { t["harbors"]["at"][1] = side(*g, 4, 3, Dir::E); },
          "state.treasures.harbors.kind");
}
