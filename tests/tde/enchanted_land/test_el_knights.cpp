// Knights and the Enchanted Land (§4.6): crossing along one's own roads and
// ships (once per seat, an active knight, landing on the coast; beside one's
// own settlement there; never onto another's; pushing a weaker knight off),
// free moves of up to 3 paths that never end on the coast, the displaced
// knight put anywhere free there by the displacer, and what C&K's own knight
// rules may not do there (build, place or move knights onto it, count them
// against the barbarians or deactivate them in an attack).
#include <doctest/doctest.h>

#include "core/cities_knights/ck_internal.h"
#include "tests/tde/enchanted_land/el_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Seat 0's settlement at A with a road to K and a ship across the strait to X; its knight at K.
State crossing(const StdGame& g, int strength = 1, bool active = true) {
  State s = el_main(g);
  const Strait st = strait(g);
  Board{g, s}.settlement(0, st.a).roads(0, {st.road}).done();
  put_ships(g, s, 0, {st.ship});
  g.rebuild_caches(s);
  knight_at(g, s, 0, st.k, strength, active);
  return s;
}

// The inland corners within `steps` paths of v over the Enchanted Land's corners: a breadth-first
// walk of the board's own neighbour lists.
VertexSet inland_within(const StdGame& g, int v, int steps) {
  const Topology& t = g.topo();
  std::vector<int> dist(size_t(t.num_vertices), -1);
  std::vector<int> queue{v};
  dist[size_t(v)] = 0;
  for (size_t i = 0; i < queue.size(); ++i) {
    const int x = queue[i];
    if (dist[size_t(x)] == steps) continue;
    for (int j = 0; j < 3; ++j) {
      const int y = t.vertex_neighbour[x][j];
      if (y < 0 || !el::vertices(g).test(y) || dist[size_t(y)] >= 0) continue;
      dist[size_t(y)] = dist[size_t(x)] + 1;
      queue.push_back(y);
    }
  }
  VertexSet out;
  for (int x = 0; x < t.num_vertices; ++x)
    if (dist[size_t(x)] > 0 && el::spots(g).test(x)) out.set(x);
  return out;
}

}  // namespace

TEST_CASE("crossing: an active knight goes along its owner's road and ship to the coast, once per seat") {
  auto g = el_game(4);
  State s = crossing(*g);
  const Strait st = strait(*g);
  CHECK(legal_in(*g, s, "cross") == v_name("cross", st.k));
  act(*g, s, v_name("cross", st.k));
  CHECK(g->phase_name(s) == "el_cross_to");
  CHECK(legal(*g, s) == v_name("cross_to", st.x));
  act(*g, s, v_name("cross_to", st.x));
  CHECK(g->phase_name(s) == "main");
  const uint8_t k = ck_of(*g, s).knight[st.x];
  CHECK(knight::owner(k) == 0);
  CHECK((k & knight::kActive) == 0);  // the crossing deactivates it
  CHECK(ck_of(*g, s).knight[st.k] == 0);
  CHECK(el_of(*g, s).crossed == 1);
  // A second knight, active at K, may not cross: one knight per seat, ever.
  knight_at(*g, s, 0, st.k, 1);
  CHECK(legal_in(*g, s, "cross") == "");
}

TEST_CASE("crossing: not with an inactive knight, nor onto another's settlement; weaker knights give way") {
  auto g = el_game(4);
  const Strait st = strait(*g);
  CHECK(legal_in(*g, crossing(*g, 1, false), "cross") == "");
  State theirs = crossing(*g);
  Board{*g, theirs}.settlement(1, st.x).done();
  CHECK(legal_in(*g, theirs, "cross") == "");
  // Seat 1's basic knight at X: seat 0's basic knight may not push it off, a strong one may.
  State equal = crossing(*g);
  knight_at(*g, equal, 1, st.x, 1);
  CHECK(legal_in(*g, equal, "cross") == "");
  State strong = crossing(*g, 2);
  knight_at(*g, strong, 1, st.x, 1);
  act(*g, strong, v_name("cross", st.k));
  act(*g, strong, v_name("cross_to", st.x));
  CHECK(g->phase_name(strong) == "el_place");
  CHECK(std_state(strong).to_move == 0);  // the displacer places it (ours)
  CHECK(legal(*g, strong) == v_names("el_place", el::free_places(*g, std_state(strong))));
  CHECK(legal_in(*g, strong, "el_place").find(v_name("el_place", corner(*g, 1, 6, Corner::N))) != std::string::npos);  // coast too
  const int to = corner(*g, -1, 7, Corner::N);
  act(*g, strong, v_name("el_place", to));
  CHECK(knight::owner(ck_of(*g, strong).knight[to]) == 1);
  CHECK(knight::strength(ck_of(*g, strong).knight[st.x]) == 2);
  CHECK(g->phase_name(strong) == "main");
}

TEST_CASE("crossing onto one's own settlement on the coast lands beside it, on a free coastal corner") {
  auto g = el_game(4);
  State s = el_main(*g);
  const Strait st = strait(*g);
  Board{*g, s}.settlement(0, st.x).done();
  put_ships(*g, s, 0, {st.ship});
  g->rebuild_caches(s);
  knight_at(*g, s, 0, st.a, 1);  // aboard at the ship's home end
  act(*g, s, v_name("cross", st.a));
  VertexSet beside;
  beside.set(corner(*g, 1, 6, Corner::N));
  beside.set(corner(*g, 1, 6, Corner::SE));
  CHECK(legal(*g, s) == v_names("cross_to", beside));
}

TEST_CASE("moves on the Enchanted Land: up to 3 paths over any piece, never ending on the coast") {
  auto g = el_game(4);
  State s = el_main(*g);
  const int from = corner(*g, 0, 5, Corner::S);  // an inland corner by the north coast
  REQUIRE(el::spots(*g).test(from));
  knight_at(*g, s, 0, from, 1);
  const VertexSet reach = inland_within(*g, from, 3);
  CHECK(reach.count() > 3);
  CHECK(legal_in(*g, s, "el_move") == v_name("el_move", from));
  CHECK(legal_in(*g, s, "fight_dragon") == v_name("fight_dragon", from));
  act(*g, s, v_name("el_move", from));
  CHECK(legal(*g, s) == v_names("el_to", reach));
  // Another seat's knight of equal strength inside the reach is no target; a weaker one is.
  State blocked = el_main(*g);
  knight_at(*g, blocked, 0, from, 2);
  const int other = reach.nth(0);
  knight_at(*g, blocked, 1, other, 2);
  act(*g, blocked, v_name("el_move", from));
  CHECK(legal(*g, blocked) == v_names("el_to", reach - [&] { VertexSet x; x.set(other); return x; }()));
  // The move deactivates the knight: no further move or fight this turn.
  act(*g, s, v_name("el_to", reach.nth(0)));
  CHECK(g->phase_name(s) == "main");
  CHECK(legal_in(*g, s, "el_move") == "");
  CHECK(legal_in(*g, s, "fight_dragon") == "");
}

TEST_CASE("C&K's knights: none built there, no home knight moves onto it, nor is it relocated there") {
  auto g = el_game(4);
  State s = crossing(*g);
  const Strait st = strait(*g);
  give(s, 0, {0, 0, 1, 0, 1});
  // The ship reaches X on the Enchanted Land: C&K would build a knight there; not here.
  CHECK(legal_in(*g, s, "build_knight").find(v_name("build_knight", st.x)) == std::string::npos);
  CHECK(legal_in(*g, s, "build_knight").find(v_name("build_knight", st.a)) == std::string::npos);  // A holds the settlement
  // The knight at K may move along its lines to free home corners, never to X.
  if (legal_in(*g, s, "move_knight") != "") {
    act(*g, s, v_name("move_knight", st.k));
    CHECK(legal(*g, s).find(v_name("knight_to", st.x)) == std::string::npos);
  }
}

TEST_CASE("barbarians: knights on the Enchanted Land do not defend and stay active through the attack") {
  auto g = el_game(4);
  State s = el_main(*g);
  Board{*g, s}.city(0, corner(*g, 5, 3, Corner::N)).done();
  const int there = corner(*g, -1, 7, Corner::N), home = corner(*g, 5, 3, Corner::S);
  knight_at(*g, s, 0, there, 3);
  ck::barbarian_attack(*g, std_state(s));
  CHECK(ck_of(*g, s).pillage == 1);  // one city, no defence: the mighty knight over there does not count
  CHECK((ck_of(*g, s).knight[there] & knight::kActive) != 0);
  // A knight at home defends, and is deactivated.
  State t = el_main(*g);
  Board{*g, t}.city(0, corner(*g, 5, 3, Corner::N)).done();
  knight_at(*g, t, 0, home, 1);
  ck::barbarian_attack(*g, std_state(t));
  CHECK(ck_of(*g, t).pillage == 0);
  CHECK((ck_of(*g, t).knight[home] & knight::kActive) == 0);
}

TEST_CASE("progress cards: Intrigue and Deserter leave knights there alone; Inventor leaves its tokens") {
  auto g = el_game(4);
  const Strait st = strait(*g);
  // Seat 1's knight at X, at the end of seat 0's ship: Intrigue would displace it; not there.
  State s = el_main(*g);
  Board{*g, s}.settlement(0, st.a).done();
  put_ships(*g, s, 0, {st.ship});
  g->rebuild_caches(s);
  knight_at(*g, s, 1, st.x, 1);
  deal_card(*g, s, 0, Intrigue);
  deal_card(*g, s, 0, Deserter);
  CHECK(legal_in(*g, s, "play intrigue") == "");
  // Deserter: seat 1's only knight stands there, so no target; with one at home, only that one goes.
  CHECK(legal_in(*g, s, "play deserter") == "");
  const int home = corner(*g, 5, 3, Corner::S);
  knight_at(*g, s, 1, home, 1);
  CHECK(legal_in(*g, s, "play deserter") == "play deserter p1");
  act(*g, s, "play deserter p1");
  CHECK(legal(*g, s) == v_name("remove_knight", home));
  // Inventor swaps tokens off the Enchanted Land only.
  State inv = el_main(*g);
  deal_card(*g, inv, 0, Inventor);
  act(*g, inv, "play inventor");
  for (Action a : g->legal_actions(inv)) {
    const std::string name = g->action_name(a);
    REQUIRE(name.rfind("inventor_swap h", 0) == 0);
    CHECK(!el::land(*g).test(std::stoi(name.substr(15))));
  }
  CHECK(!g->legal_actions(inv).empty());
}
