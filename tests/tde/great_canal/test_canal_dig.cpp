// The canal (§4.5, §9.9): two active knights on corners of a canal hex dig it
// at once on the second knight's activation (or an active knight's arrival,
// ours), its 2 chips (1 VP each) to their owners, both to one owner, no third
// owner; a corner shared by two canal hexes digs both; the knights stay
// active; the 8th hex finishes the canal: the 9th is placed and its chips
// lost, the basin floods into a lake where the robber may not go, the
// farmland's tokens turn up (no longer barren) and prospecting ends.
#include <doctest/doctest.h>

#include "core/ck/ck_internal.h"
#include "tests/tde/great_canal/canal_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("canal: the second knight's activation digs the hex, a chip to each owner, both stay active") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const int h = canal_route(*g)[4];
  const int n = corner(*g, 5, 1, Corner::N), sw = corner(*g, 5, 1, Corner::SW);
  REQUIRE(g->topo().hex_at({5, 1}) == h);
  knight_at(*g, s, 1, n, 1, true);
  knight_at(*g, s, 0, sw, 1, false);
  CHECK_FALSE(canal_of(*g, s).dug.test(h));  // one active knight digs nothing
  const int before = g->victory_points(s, 0);
  activate(*g, s, 0, sw);
  CHECK(canal_of(*g, s).dug.test(h));
  CHECK(canal_of(*g, s).dug.count() == 1);
  CHECK(canal_of(*g, s).chips[0] == 1);
  CHECK(canal_of(*g, s).chips[1] == 1);
  CHECK(g->victory_points(s, 0) == before + 1);
  CHECK(active(*g, s, n));
  CHECK(active(*g, s, sw));
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("canal: one owner's two knights take both chips; a third knight there takes none") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const int h = hex(*g, 5, 1);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::N), 1, true);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::S), 2, false);
  activate(*g, s, 0, corner(*g, 5, 1, Corner::S));
  CHECK(canal_of(*g, s).dug.test(h));
  CHECK(canal_of(*g, s).chips[0] == 2);
  knight_at(*g, s, 2, corner(*g, 5, 1, Corner::NE), 1, false);  // a corner of no other canal hex
  activate(*g, s, 2, corner(*g, 5, 1, Corner::NE));
  CHECK(canal_of(*g, s).chips[2] == 0);
  CHECK(canal_of(*g, s).dug.count() == 1);
}

TEST_CASE("canal: an inactive knight digs nothing; an active knight arriving digs (ours)") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const int h = hex(*g, 5, 1);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::N), 1, false);
  knight_at(*g, s, 1, corner(*g, 5, 1, Corner::S), 1, false);
  knight_at(*g, s, 2, corner(*g, 5, 1, Corner::NW), 1, true);
  CHECK_FALSE(canal_of(*g, s).dug.test(h));
  knight_at(*g, s, 3, corner(*g, 5, 1, Corner::SE), 1, true);  // put down active: an arrival
  CHECK(canal_of(*g, s).dug.test(h));
  CHECK(canal_of(*g, s).chips[2] == 1);
  CHECK(canal_of(*g, s).chips[3] == 1);
  CHECK(canal_of(*g, s).chips[0] + canal_of(*g, s).chips[1] == 0);
}

TEST_CASE("canal: a knight on a corner shared by two canal hexes digs both at once") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  // (4,1) and (5,1) are canal hexes side by side: (4,1)'s NE corner is (5,1)'s NW.
  const int west = hex(*g, 4, 1), east = hex(*g, 5, 1);
  REQUIRE(canal::hexes(*g).test(west));
  REQUIRE(canal::hexes(*g).test(east));
  const int shared = corner(*g, 4, 1, Corner::NE);
  REQUIRE(shared == corner(*g, 5, 1, Corner::NW));
  knight_at(*g, s, 1, corner(*g, 4, 1, Corner::SW), 1, true);
  knight_at(*g, s, 2, corner(*g, 5, 1, Corner::SE), 1, true);
  knight_at(*g, s, 0, shared, 1, false);
  activate(*g, s, 0, shared);
  CHECK(canal_of(*g, s).dug.test(west));
  CHECK(canal_of(*g, s).dug.test(east));
  CHECK(canal_of(*g, s).chips[0] == 2);
  CHECK(canal_of(*g, s).chips[1] == 1);
  CHECK(canal_of(*g, s).chips[2] == 1);
}

TEST_CASE("canal: Warlord's activations dig like any other") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::N), 1, false);
  knight_at(*g, s, 0, corner(*g, 5, 1, Corner::S), 1, false);
  deal_card(*g, s, 0, Warlord);
  act(*g, s, "play warlord");
  CHECK(canal_of(*g, s).dug.test(hex(*g, 5, 1)));
  CHECK(canal_of(*g, s).chips[0] == 2);
}

namespace {

// Seven canal hexes dug by seat 1 (14 chips); seat 0 and 1 about to dig the route's 8th.
State before_finish(const StdGame& g, int& last_knight) {
  State s = canal_main(g);
  const std::vector<int> route = canal_route(g);
  CanalSlice& cs = canal_of(g, s);
  for (int i = 0; i < 7; ++i) cs.dug.set(route[size_t(i)]);
  cs.chips[1] = 14;
  const int h = route[7];
  const Topology& t = g.topo();
  const int a = t.hex_vertex[h][int(Corner::N)], b = t.hex_vertex[h][int(Corner::S)];
  knight_at(g, s, 1, a, 1, true);
  knight_at(g, s, 0, b, 1, false);
  last_knight = b;
  return s;
}

}  // namespace

TEST_CASE("canal: the 8th hex finishes it: the 9th is placed, its chips lost, the basin floods") {
  auto g = canal_game(4);
  int v = -1;
  State s = before_finish(*g, v);
  const std::vector<int> route = canal_route(*g);
  CHECK(std_state(s).base.barren == canal::farmland(*g));  // face-down tokens until the flood
  CHECK_FALSE(canal::flooded(*g, std_state(s)));
  CHECK(canal::lakes(*g, std_state(s)).count() == 1);
  activate(*g, s, 0, v);
  CHECK(canal::flooded(*g, std_state(s)));
  CHECK(canal_of(*g, s).dug.test(route[8]));
  CHECK(canal_of(*g, s).chips[0] == 1);
  CHECK(canal_of(*g, s).chips[1] == 15);  // 16 chips out: the 9th hex's 2 left the game
  CHECK(std_state(s).base.barren.any() == false);
  HexSet lakes;
  lakes.set(basin_hex(*g));
  lakes.set(lake_hex(*g));
  CHECK(canal::lakes(*g, std_state(s)) == lakes);
}

TEST_CASE("canal: the robber never goes on the lake, nor on the basin once flooded (ours)") {
  auto g = canal_game(4);
  int v = -1;
  State s = before_finish(*g, v);
  auto robber_to = [&](State st) {
    turn_of(st, 0, Phase::MoveRobber);
    return legal_in(*g, st, "move_robber");
  };
  const std::string before = robber_to(s);
  CHECK(before.find(h_name("move_robber", lake_hex(*g))) == std::string::npos);
  CHECK(before.find(h_name("move_robber", hex(*g, 1, 1))) != std::string::npos);  // farmland
  std_state(s).base.robber = uint8_t(hex(*g, 1, 1));
  CHECK(robber_to(s).find(h_name("move_robber", basin_hex(*g))) != std::string::npos);
  activate(*g, s, 0, v);
  CHECK(robber_to(s).find(h_name("move_robber", basin_hex(*g))) == std::string::npos);
}

TEST_CASE("canal: farmland pays nothing until the flood, then its number pays grain") {
  auto g = canal_game(4);
  int v = -1;
  State s = before_finish(*g, v);
  const int field = hex(*g, 1, 1);  // farmland on a 4
  REQUIRE(std_state(s).layout.number[field] == 4);
  Board{*g, s}.settlement(2, corner(*g, 1, 1, Corner::N)).done();
  auto grain_on_four = [&](State st) {
    turn_of(st, 0, Phase::RollDice);
    std_state(st).base.rolled = 0;
    const int before = std_state(st).base.players[2].hand[Grain];
    act(*g, st, "roll y1 r3 trade");
    return std_state(st).base.players[2].hand[Grain] - before;
  };
  CHECK(grain_on_four(s) == 0);
  activate(*g, s, 0, v);
  CHECK(grain_on_four(s) == 1);
}
