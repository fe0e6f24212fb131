// The small islands and the ships (the book's "Use as a Gold Prospector", "Use
// as a Trader", "Additional Rules"): a knight on a corner of a gold field
// prospects (a card of choice on its 8, one per seat and roll, active or not,
// until the flood); a knight on a harbor corner trades there; no settlement
// and no knight built there; knights there do not defend against the
// barbarians (and are still deactivated, ours); ship routes never fork; set-up
// puts a building on the coast for each seat, and a coastal building takes a
// ship.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/cities_knights/ck_internal.h"
#include "core/tde/common/setup_coast.h"
#include "tests/tde/great_canal/canal_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Seat 0 rolls an 8 (yellow 3, red 5, no event).
void roll_eight(const StdGame& g, State& s) {
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  act(g, s, "roll y3 r5 trade");
}

// Seat 0's coastal settlement at (2,4)'s S corner and the ship route from it out to sea:
// e1 = (1,5)|(2,5), then e2 = (1,5)|(1,6), whose far end touches the small island hex (0,6).
struct Route {
  int v, e1, e2, w, x;
};
Route route(const StdGame& g) {
  return {corner(g, 2, 4, Corner::S), side(g, 1, 5, Dir::E), side(g, 1, 5, Dir::SE), corner(g, 1, 5, Corner::SE),
          corner(g, 1, 5, Corner::S)};
}

// build_ship names of the edges, in id order.
std::string ships(std::vector<int> es) {
  std::sort(es.begin(), es.end());
  std::vector<std::string> out;
  for (int e : es) out.push_back(fmt::format("build_ship e{}", e));
  return joined(out);
}

}  // namespace

TEST_CASE("prospector: a knight on a gold field's corner takes a card of choice on its 8, one per seat") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  knight_at(*g, s, 0, corner(*g, -1, 6, Corner::S), 1, false);  // active or not
  knight_at(*g, s, 0, corner(*g, 4, 5, Corner::N), 1, true);    // the other gold field: still one card
  knight_at(*g, s, 2, corner(*g, 4, 5, Corner::S), 1, false);
  roll_eight(*g, s);
  CHECK(g->phase_name(s) == "gold_pick");
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"gold_pick lumber", "gold_pick brick", "gold_pick wool", "gold_pick grain", "gold_pick ore"}));
  act(*g, s, "gold_pick ore");
  CHECK(std_state(s).base.players[0].hand[Ore] == 1);
  CHECK(std_state(s).to_move == 2);
  act(*g, s, "gold_pick wool");
  CHECK(std_state(s).base.players[2].hand[Wool] == 1);
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).to_move == 0);
}

TEST_CASE("prospector: nothing on another number, with the robber on the field, or after the flood") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  knight_at(*g, s, 0, corner(*g, -1, 6, Corner::S), 1, false);
  State other = s;
  turn_of(other, 0, Phase::RollDice);
  std_state(other).base.rolled = 0;
  act(*g, other, "roll y3 r6 trade");
  CHECK(g->phase_name(other) == "main");
  State robbed = s;
  std_state(robbed).base.robber = uint8_t(gold_west(*g));
  roll_eight(*g, robbed);
  CHECK(g->phase_name(robbed) == "main");
  CHECK(std_state(robbed).base.players[0].hand_total == 0);
  canal_of(*g, s).dug = canal::hexes(*g);  // flooded
  canal_of(*g, s).chips[1] = uint8_t(2 * canal_opt(*g).canal_finish);
  roll_eight(*g, s);
  CHECK(g->phase_name(s) == "main");
  CHECK(std_state(s).base.players[0].hand_total == 0);
}

TEST_CASE("trader: a knight on a small island's harbor corner gives its owner that harbor while it stands") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const int post = corner(*g, -1, 6, Corner::N);  // the 2:1 lumber harbor on (-1,6)'s NW side
  deal(s, 0, Hand{2, 0, 0, 0, 0});
  CHECK_FALSE(can(*g, s, "trade_bank lumber brick"));
  knight_at(*g, s, 0, post, 1, false);
  CHECK((std_state(s).base.players[0].harbors & 1u << Lumber) != 0);
  CHECK(can(*g, s, "trade_bank lumber brick"));
  CHECK((std_state(s).base.players[1].harbors & 1u << Lumber) == 0);
  ck::take_knight(*g, std_state(s), post);
  CHECK((std_state(s).base.players[0].harbors & 1u << Lumber) == 0);
  CHECK_FALSE(can(*g, s, "trade_bank lumber brick"));
}

TEST_CASE("small islands: a ship's end there takes no settlement and no knight built") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const Route r = route(*g);
  REQUIRE(canal::islet_vertices(*g).test(r.x));
  Board{*g, s}.settlement(0, r.v).done();
  put_ships(*g, s, 0, {r.e1, r.e2});
  g->rebuild_caches(s);
  deal(s, 0, Hand{1, 1, 1, 1, 1});
  CHECK(ck::knight_spots(*g, std_state(s), 0).test(r.x));  // C&K alone would build it there
  CHECK(legal_in(*g, s, "build_knight") == "");
  CHECK(legal_in(*g, s, "build_settlement") == "");
}

TEST_CASE("ships: a route never forks, neither at its end nor at the settlement it leaves") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const Route r = route(*g);
  Board{*g, s}.settlement(0, r.v).done();
  put_ships(*g, s, 0, {r.e1});
  g->rebuild_caches(s);
  deal(s, 0, Hand{1, 0, 1, 0, 0});
  // Only on from its open end w: not a second ship at the settlement.
  CHECK(legal_in(*g, s, "build_ship") == ships({side(*g, 1, 5, Dir::SE), side(*g, 2, 5, Dir::SW)}));
  CHECK(sea::fork_paths(*g, std_state(s), 0).test(side(*g, 2, 4, Dir::SW)));
  put_ships(*g, s, 0, {r.e2});
  g->rebuild_caches(s);
  // w joins two ships now: the route goes on from x only.
  CHECK(legal_in(*g, s, "build_ship") == ships({side(*g, 1, 5, Dir::SW), side(*g, 0, 6, Dir::E)}));
  CHECK(sea::fork_paths(*g, std_state(s), 0).test(side(*g, 2, 5, Dir::SW)));
  // A move counts the moving ship as gone: e2 may go back beside w's other path.
  CHECK_FALSE(sea::fork_paths(*g, std_state(s), 0, r.e2).test(side(*g, 2, 5, Dir::SW)));
}

TEST_CASE("barbarians: a knight on a small island does not defend, and is deactivated (ours)") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const int home = corner(*g, 2, 1, Corner::N), islet = corner(*g, -1, 6, Corner::S);
  Board{*g, s}.city(0, home).done();
  knight_at(*g, s, 0, islet, 3, true);  // would match the one city's strength
  ck_of(*g, s).barbarians = uint8_t(ck_opt(*g).barbarian_track - 1);
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  act(*g, s, "roll y1 r2 ship");
  CHECK(ck_of(*g, s).attacks == 1);
  CHECK(ck_of(*g, s).players[0].defender == 0);
  CHECK_FALSE(active(*g, s, islet));
  CHECK(std_state(s).base.players[0].cities.any() == false);  // defence 0 against 1: the city is lost
}

TEST_CASE("set-up: the last round puts a seat without a coastal building on the coast, with a ship") {
  auto g = canal_game(4);
  State s = g->new_game(1);
  StdState& st = std_state(s);
  // Seat 0's first two buildings inland; its last settlement is due.
  const int inland_a = corner(*g, 3, 2, Corner::S), inland_b = corner(*g, 1, 2, Corner::N);
  REQUIRE_FALSE(tde::coastal(*g, st, inland_a));
  REQUIRE_FALSE(tde::coastal(*g, st, inland_b));
  Board{*g, s}.settlement(0, inland_a).city(0, inland_b).done();
  st.setup_step = uint8_t(2 * st.num_players);
  st.to_move = st.turn_player = 0;
  st.phase = Phase::SetupSettlement;
  const std::vector<std::string> settle = [&] {
    std::vector<std::string> out;
    for (Action a : g->legal_actions(s)) out.push_back(g->action_name(a));
    return out;
  }();
  REQUIRE_FALSE(settle.empty());
  for (const std::string& name : settle) {
    const int v = std::stoi(name.substr(name.find(" v") + 2));
    CHECK(tde::coastal(*g, st, v));
  }
  const Route r = route(*g);
  act(*g, s, v_name("build_settlement", r.v));
  CHECK(g->phase_name(s) == "setup_road");
  for (Action a : g->legal_actions(s)) CHECK(g->action_name(a).starts_with("build_ship"));
}
