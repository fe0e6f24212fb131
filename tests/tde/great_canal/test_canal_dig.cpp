// The canal (the book's "Use as a Canal Builder" and "Completion of the
// Canal"): two active knights on corners of a canal hex dig it at once on the
// second knight's activation (or an active knight's arrival, ours), its 2
// chips (1 VP each) to their owners, both to one owner, no third owner; a
// corner shared by two canal hexes digs both, each paying; the knights stay
// active; the 8th hex finishes the canal: a 9th not dug at the same time is
// placed and its chips lost, the basin floods into a lake where the robber may
// not go, the farmland's tokens turn up (no longer barren) and prospecting ends.
#include <doctest/doctest.h>

#include "core/cities_knights/ck_internal.h"
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

// The first `n` canal hexes of the route dug by seat 1 (2 chips each).
State dug_by_one(const StdGame& g, int n) {
  State s = canal_main(g);
  const std::vector<int> route = canal_route(g);
  CanalSlice& cs = canal_of(g, s);
  for (int i = 0; i < n; ++i) cs.dug.set(route[size_t(i)]);
  cs.chips[1] = uint8_t(2 * n);
  g.rebuild_caches(s);  // the chips' points
  return s;
}

// Seven canal hexes dug by seat 1 (14 chips); seat 0 and 1 about to dig the route's 8th.
State before_finish(const StdGame& g, int& last_knight) {
  State s = dug_by_one(g, 7);
  const int h = canal_route(g)[7];
  const Topology& t = g.topo();
  const int a = t.hex_vertex[h][int(Corner::N)], b = t.hex_vertex[h][int(Corner::S)];
  knight_at(g, s, 1, a, 1, true);
  knight_at(g, s, 0, b, 1, false);
  last_knight = b;
  return s;
}

// The two corners canal hexes a and b (neighbours) share, and a corner of a on no other canal hex.
VertexSet shared_corners(const StdGame& g, int a, int b) { return g.topo().hex_vertices[a] & g.topo().hex_vertices[b]; }
int own_corner(const StdGame& g, int a) {
  const Topology& t = g.topo();
  VertexSet others;
  canal::hexes(g).for_each([&](int h) {
    if (h != a) others |= t.hex_vertices[h];
  });
  const VertexSet own = t.hex_vertices[a] - others;
  REQUIRE(own.any());
  return own.nth(0);
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

// "If the last canal tile was not built at the same time as the penultimate one ..., the last canal
// tile will now be placed as well. The two Catan chips are taken out of the game": so a knight
// standing ready on the 9th hex takes nothing once the 8th alone finishes the canal.
TEST_CASE("canal: the last tile not dug at the same time as the penultimate: placed, its chips out of the game") {
  auto g = canal_game(4);
  int v = -1;
  State s = before_finish(*g, v);
  const std::vector<int> route = canal_route(*g);
  const int waiting = own_corner(*g, route[8]);
  knight_at(*g, s, 2, waiting, 1, true);  // one active knight: the 9th hex not dug yet
  REQUIRE_FALSE(canal_of(*g, s).dug.test(route[8]));
  activate(*g, s, 0, v);  // digs the 8th, route[7], alone
  CHECK(canal::flooded(*g, std_state(s)));
  CHECK(canal_of(*g, s).chips[0] == 1);
  CHECK(canal_of(*g, s).chips[1] == 15);
  CHECK(canal_of(*g, s).chips[2] == 0);
}

// "If both activated knights belong to one player, they receive the two removed Catan chips": a knight
// activated on a corner of both the 8th and the 9th hex digs both at the same time, each paying its chips.
TEST_CASE("canal: the 8th and 9th tiles dug at the same time both pay their chips") {
  auto g = canal_game(4);
  const std::vector<int> route = canal_route(*g);
  const VertexSet both = shared_corners(*g, route[7], route[8]);
  REQUIRE(both.count() == 2);
  const int cross = both.nth(0), other = both.nth(1);
  SUBCASE("one other knight on each hex, of two seats") {
    State s = dug_by_one(*g, 7);
    knight_at(*g, s, 1, own_corner(*g, route[7]), 1, true);
    knight_at(*g, s, 2, own_corner(*g, route[8]), 1, true);
    knight_at(*g, s, 0, cross, 1, false);
    activate(*g, s, 0, cross);
    CHECK(canal::flooded(*g, std_state(s)));
    CHECK(canal_of(*g, s).chips[0] == 2);   // one from each hex
    CHECK(canal_of(*g, s).chips[1] == 15);  // the 8th's other chip
    CHECK(canal_of(*g, s).chips[2] == 1);   // the 9th's other chip: none lost
    CHECK_FALSE(std_state(s).base.barren.any());
  }
  SUBCASE("both knights of one seat on the two shared corners: the 4 chips to it") {
    State s = dug_by_one(*g, 7);
    knight_at(*g, s, 0, other, 1, true);
    knight_at(*g, s, 0, cross, 2, false);
    activate(*g, s, 0, cross);
    CHECK(canal::flooded(*g, std_state(s)));
    CHECK(canal_of(*g, s).chips[0] == 4);
    CHECK(canal_of(*g, s).chips[1] == 14);
  }
  SUBCASE("the 7th and 8th dug together finish it: the 9th is placed, its chips out of the game") {
    State s = dug_by_one(*g, 6);
    const VertexSet pair = shared_corners(*g, route[6], route[7]);
    REQUIRE_FALSE((pair & g->topo().hex_vertices[route[8]]).any());
    knight_at(*g, s, 1, pair.nth(0), 1, true);
    knight_at(*g, s, 2, own_corner(*g, route[8]), 1, true);  // ready on the 9th, alone there
    knight_at(*g, s, 0, pair.nth(1), 1, false);
    activate(*g, s, 0, pair.nth(1));
    CHECK(canal::flooded(*g, std_state(s)));
    CHECK(canal_of(*g, s).chips[0] == 2);
    CHECK(canal_of(*g, s).chips[1] == 12 + 2);
    CHECK(canal_of(*g, s).chips[2] == 0);
  }
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

// The book: "The 'Irrigation' development card will be carried out even if the affected farmland is still barren."
TEST_CASE("canal: Irrigation pays for farmland still barren") {
  auto g = canal_game(4);
  State s = canal_main(*g);
  const int field = hex(*g, 1, 1), v = corner(*g, 1, 1, Corner::N);
  REQUIRE(std_state(s).base.barren.test(field));
  int fields = 0;
  for (int8_t h : g->topo().vertex_hex[v]) fields += h >= 0 && std_state(s).layout.terrain[h] == Terrain::Fields;
  REQUIRE(fields >= 1);
  Board{*g, s}.settlement(0, v).done();
  deal_card(*g, s, 0, Irrigation);
  act(*g, s, "play irrigation");
  CHECK(std_state(s).base.players[0].hand[Grain] == 2 * fields);
}
