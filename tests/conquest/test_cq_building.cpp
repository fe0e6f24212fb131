// Building on hex centres and its limits (the page's "Modified Placement",
// "Knights", "Ships", "Walls" and "Building Costs"): settlements where the
// seat's own knight stands on an unsettled hex or on the coast beside its ship,
// cities and castles by upgrade, walls on the sides of held hexes, knights on
// settled hexes or the coast beside an own ship, ships beside a coastal
// settlement, two units a turn, every limit and cost.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::string sides_named(const CqGame& g, const char* block, std::initializer_list<int> hexes, std::vector<int> except = {}) {
  std::vector<std::string> out;
  std::set<int> seen;
  for (int h : hexes)
    for (int16_t e : g.topo().hex_edge[h])
      if (e >= 0 && !std::count(except.begin(), except.end(), e) && seen.insert(e).second)
        out.push_back(fmt::format("{} e{}", block, e));
  return joined(out);
}

}  // namespace

TEST_CASE("cq building: a settlement goes where the seat's own knight stands on an unsettled hex") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_unit(s, 0, UnitKind::Knight, 9);
  cq_unit(s, 0, UnitKind::Knight, 10);
  cq_unit(s, 0, UnitKind::Archer, 25);
  cq_unit(s, 1, UnitKind::Knight, 2);
  cq_build(s, 1, 10);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 19);
  cq_aboard(s, 0, UnitKind::Knight, cargo, 9);
  cq_give(s, 0, {1, 1, 0, 1, 0});
  // Not h10 (p1's), not h2 (p1's knight), not aboard the cargo ship; h27 is the coast beside that ship.
  CHECK(legal_in(*g, s, "build_settlement") == names({"build_settlement h25, build_settlement h27, build_settlement h9"}));
  act(*g, s, "build_settlement h9");
  CHECK(cq::level_at(cq_state(s), 9) == 1);
  CHECK(cq::owner_at(cq_state(s), 9) == 0);
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{});
  CHECK(legal_in(*g, s, "build_settlement") == "");  // nothing left to pay with
  cq_give(s, 0, {0, 1, 0, 1, 0});
  CHECK(legal_in(*g, s, "build_settlement") == "");  // one lumber short
}

// The book, "Ship benefits: Build": "Players may build a new settlement ... on any coastal hex that
// is adjacent to one of their ships". No knight is needed there (an earlier reading required one).
TEST_CASE("cq building: a settlement on any coastal hex adjacent to one of the seat's ships, no knight there") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_unit(s, 0, UnitKind::Galley, 19);  // any ship: beside h10 and h27 (and the sea h11, h18, h20, h26)
  cq_unit(s, 1, UnitKind::Ship, 26);    // another seat's ship, beside h25 and h27: nothing for p0
  cq_build(s, 1, 10);
  cq_unit(s, 2, UnitKind::Knight, 27);  // another seat's knight there does not stop it
  cq_give(s, 0, {1, 1, 0, 1, 0});
  REQUIRE_FALSE(cq::standing_knights(cq_state(s).seats[0]).any());
  CHECK(legal_in(*g, s, "build_settlement") == "build_settlement h27");  // h10 is p1's
  act(*g, s, "build_settlement h27");
  CHECK(cq::level_at(cq_state(s), 27) == 1);
  CHECK(cq::owner_at(cq_state(s), 27) == 0);
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{});  // the settlement's cost, as anywhere
  cq_give(s, 0, {1, 1, 0, 1, 0});
  CHECK(legal_in(*g, s, "build_settlement") == "");  // both coastal hexes beside it settled
  // The galley sails to h17: the coast beside it opens (h8, h9, h24, h25).
  cq_state(s).seats[0].units[kKnightSlots].hex = 17;
  cq::refresh_forces(cq_state(s).seats[0]);
  CHECK(legal_in(*g, s, "build_settlement") == names({"build_settlement h24, build_settlement h25, build_settlement h8, build_settlement h9"}));
  // The limit of five settlements binds here too.
  for (int h : {1, 2, 5, 6}) cq_build(s, 0, h);
  CHECK(legal_in(*g, s, "build_settlement") == "");
}

TEST_CASE("cq building: five settlements stand at most; a city frees one") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  for (int h : {1, 2, 8, 12, 13}) cq_build(s, 0, h);
  cq_unit(s, 0, UnitKind::Knight, 9);
  cq_give(s, 0, {1, 1, 0, 3, 2});
  CHECK(legal_in(*g, s, "build_settlement") == "");
  act(*g, s, "build_city h1");
  CHECK(cq::level_at(cq_state(s), 1) == 2);
  CHECK(legal_in(*g, s, "build_settlement") == "build_settlement h9");
}

TEST_CASE("cq building: cities on the seat's settlements (3 at most), one castle on a city") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 1), cq_build(s, 0, 2);
  cq_build(s, 0, 8, 2), cq_build(s, 0, 9, 2), cq_build(s, 0, 10, 2);
  cq_build(s, 1, 12);
  cq_give(s, 0, {2, 2, 2, 6, 6});
  CHECK(legal_in(*g, s, "build_city") == "");  // three cities stand
  CHECK(legal_in(*g, s, "build_castle") == names({"build_castle h10, build_castle h8, build_castle h9"}));
  act(*g, s, "build_castle h8");
  CHECK(cq::level_at(cq_state(s), 8) == 3);
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{1, 1, 1, 5, 5, 0, 0, 0});
  CHECK(legal_in(*g, s, "build_castle") == "");  // one castle
  CHECK(legal_in(*g, s, "build_city") == names({"build_city h1, build_city h2"}));  // not p1's h12
  act(*g, s, "build_city h2");
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{1, 1, 1, 3, 3, 0, 0, 0});
  CHECK(cq::points(cq_state(s), 0) == 1 + 2 + 3 + 2 + 2);
}

TEST_CASE("cq building: walls on free sides of hexes the seat settled or holds with a knight, 15 at most") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9);
  cq_unit(s, 0, UnitKind::Knight, 25);
  cq_unit(s, 0, UnitKind::Ship, 19);  // ships hold no hex for walls
  cq_wall(*g, s, 1, 9, 10);
  cq_give(s, 0, {0, 2, 0, 0, 0});
  const int taken = cq_side(*g, 9, 10);
  CHECK(legal_in(*g, s, "build_wall") == sides_named(*g, "build_wall", {9, 25}, {taken}));
  const int side = cq_side(*g, 9, 1);
  act(*g, s, fmt::format("build_wall e{}", side));
  CHECK(cq_state(s).seats[0].walls.test(side));
  CHECK(cq_state(s).seats[0].hand[Brick] == 0);
  CHECK(cq::points(cq_state(s), 0) == 1 + 1 + 1 + 1);  // settlement, knight, ship, wall
  // Fifteen walls: no more, though free sides are left.
  State full = cq_main(*g, 0);
  cq_build(full, 0, 9);
  for (int h : {1, 2, 8, 10}) cq_unit(full, 0, UnitKind::Knight, h);
  int built = 0;
  for (int h : {1, 2, 8, 9, 10})
    for (int16_t e : g->topo().hex_edge[h])
      if (built < 15 && !cq_state(full).seats[0].walls.test(e)) cq_state(full).seats[0].walls.set(e), ++built;
  cq_give(full, 0, {0, 2, 0, 0, 0});
  CHECK(legal_in(*g, full, "build_wall") == "");
  cq_state(full).seats[0].walls.reset(cq_state(full).seats[0].walls.nth(0));
  CHECK(legal_in(*g, full, "build_wall") != "");
}

TEST_CASE("cq building: one wall a turn moves free to another legal side") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9);
  const int from = cq_side(*g, 9, 10);
  cq_wall(*g, s, 0, 9, 10);
  CHECK(legal_in(*g, s, "move_wall") == fmt::format("move_wall e{}", from));
  act(*g, s, fmt::format("move_wall e{}", from));
  CHECK(g->phase_name(s) == "wall_to");
  CHECK(legal(*g, s) == sides_named(*g, "wall_to", {9}, {from}));
  const int to = cq_side(*g, 9, 8);
  act(*g, s, fmt::format("wall_to e{}", to));
  CHECK(cq_state(s).seats[0].walls.test(to));
  CHECK_FALSE(cq_state(s).seats[0].walls.test(from));
  CHECK(legal_in(*g, s, "move_wall") == "");  // once a turn
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{});
}

TEST_CASE("cq building: knights on settled hexes or the coast beside an own ship; ships beside a coastal settlement") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9);
  cq_unit(s, 0, UnitKind::Ship, 19);  // beside h10 and h27
  cq_give(s, 0, {4, 2, 6, 2, 6});
  CHECK(legal_in(*g, s, "build_knight") == names({"build_knight h10, build_knight h27, build_knight h9"}));
  CHECK(legal_in(*g, s, "build_archer") == names({"build_archer h10, build_archer h27, build_archer h9"}));
  CHECK(legal_in(*g, s, "build_cavalry") == names({"build_cavalry h10, build_cavalry h27, build_cavalry h9"}));
  CHECK(legal_in(*g, s, "build_ship") == names({"build_ship h17, build_ship h18"}));
  CHECK(legal_in(*g, s, "build_cargo") == names({"build_cargo h17, build_cargo h18"}));
  CHECK(legal_in(*g, s, "build_galley") == names({"build_galley h17, build_galley h18"}));
  act(*g, s, "build_galley h18");  // 1 lumber, 1 brick, 1 ore: the page's cost table
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{3, 1, 6, 2, 5, 0, 0, 0});
  act(*g, s, "build_archer h27");  // lumber, wool, ore
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{2, 1, 5, 2, 4, 0, 0, 0});
  // Two units a turn, knights and ships together.
  for (const char* block : {"build_knight", "build_archer", "build_cavalry", "build_ship", "build_cargo", "build_galley"})
    CHECK(legal_in(*g, s, block) == "");
  // A unit built this turn acts this turn.
  const int archer = 0, galley = kKnightSlots + 1;
  CHECK(cq_state(s).seats[0].units[archer].steps == 1);
  CHECK(legal_in(*g, s, "unit") == names({fmt::format("unit u{}", archer), "unit u10", fmt::format("unit u{}", galley)}));
  CHECK(cq::points(cq_state(s), 0) == 1 + 1 + 2 + 2);
}

TEST_CASE("cq building: ten knights, ten ships, three cargo ships and one galley at most") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_build(s, 0, 9);
  cq_give(s, 0, {6, 2, 6, 2, 6});
  for (int i = 0; i < 10; ++i) cq_unit(s, 0, i % 2 ? UnitKind::Archer : UnitKind::Knight, 9);
  CHECK(legal_in(*g, s, "build_knight") == "");
  CHECK(legal_in(*g, s, "build_cavalry") == "");
  cq_unit(s, 0, UnitKind::Galley, 17);
  for (int i = 0; i < 3; ++i) cq_unit(s, 0, UnitKind::Cargo, 17);
  CHECK(legal_in(*g, s, "build_galley") == "");
  CHECK(legal_in(*g, s, "build_cargo") == "");
  CHECK(legal_in(*g, s, "build_ship") == names({"build_ship h17, build_ship h18"}));
  for (int i = 0; i < 6; ++i) cq_unit(s, 0, UnitKind::Ship, 18);
  CHECK(legal_in(*g, s, "build_ship") == "");
  auto small = cq_load(3, {{"knights", 2}});
  State t = cq_main(*small, 0);
  cq_build(t, 0, 9);
  cq_unit(t, 0, UnitKind::Knight, 9);
  cq_give(t, 0, {0, 0, 3, 0, 3});
  act(*small, t, "build_knight h9");
  CHECK(legal_in(*small, t, "build_knight") == "");  // one built this turn: the limit, not the turn's two
}
