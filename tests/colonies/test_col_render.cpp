// Colonies in pictures: tiles face down or turned up, each tile's holder,
// settlements, roads and regiments by type with their counts in their seats'
// colours, the season; a seat's view shows another's development cards as a
// count and no book before the reveal.
#include <doctest/doctest.h>

#include <regex>

#include "core/render/render.h"
#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int uses(const std::string& svg, const std::string& symbol, int seat) {
  const std::regex re("<use href=\"#" + symbol + "\"[^>]*" + (seat >= 0 ? "class=\"p" + std::to_string(seat) + "\"" : "") + "/>");
  return int(std::distance(std::sregex_iterator(svg.begin(), svg.end(), re), std::sregex_iterator()));
}

}  // namespace

TEST_CASE("render: tiles, holders, settlements, roads and regiments by type with counts, the season") {
  ColPos pos(2);
  pos.village(0, 0).city(0, 8).road(0, 1).army(0, 5, 2, 1).army(1, 6, 0, 0, 1).village(1, 53).face_down(10);
  pos.dev(0, ColCard::Soldier, false).at(ColStage::Write).act("explore h10");
  const std::string svg = state_svg(pos.g, pos.s);
  CHECK(uses(svg, "tile_hidden", -1) == 1);
  CHECK(uses(svg, "tile_mountains", -1) == 3);
  CHECK(uses(svg, "village", 0) == 1);
  CHECK(uses(svg, "city", 0) == 1);
  CHECK(uses(svg, "road", 0) == 1);
  CHECK(uses(svg, "infantry_2", 0) == 1);
  CHECK(uses(svg, "cavalry_1", 0) == 1);
  CHECK(uses(svg, "artillery_1", 1) == 1);
  CHECK(uses(svg, "held", 0) == 1);  // h5
  CHECK(uses(svg, "held", 1) == 1);  // h6
  CHECK(svg.find("Spring: orders, turn 1 of 30") != std::string::npos);
  CHECK(svg.find("development cards: 1 soldier") != std::string::npos);
  CHECK(svg.find("orders written: 1") != std::string::npos);
  // As p1 sees it: p0's card is a count, p0's book is not shown.
  const std::string seen = state_svg(pos.g, pos.s, 1);
  CHECK(seen.find("development cards: 1 held") != std::string::npos);
  CHECK(seen.find("orders written") == std::string::npos);
  CHECK(uses(seen, "tile_hidden", -1) == 1);
}

TEST_CASE("render: a piece the hostiles captured is drawn in black; a complex battle's bombardment is named") {
  ColPos seized(2, {{"col_npc", 1}, {"col_active_hostiles", 1}});
  seized.village(0, 0).village(1, 8).npc(11, Hostile, 1).at(ColStage::TurnStart);
  REQUIRE(seized.st().v_owner[8] == kNpcSeat);
  const std::string svg = state_svg(seized.g, seized.s);
  CHECK(uses(svg, "village", -1) == 2);
  CHECK(uses(svg, "village", 0) == 1);
  CHECK(uses(svg, "village", 1) == 0);  // the symbol's own colour: black
  ColPos battle(2, {{"col_complex", 1}});
  battle.army(1, 6, 2).stance(0, 1, War);
  attack(battle, 0, 5, 6, 1, 0, 1);
  CHECK(state_svg(battle.g, battle.s).find("bombardment") != std::string::npos);
}
