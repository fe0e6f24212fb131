// Longest Trade Route (Seafarers §6): the longest trail over a seat's roads
// and ships together, a road and a ship joined only at the seat's own
// settlement or city; an opponent's settlement cuts it; the pirate does not
// (§4: it blocks ships only); the base game's Longest Road award, 5 at least.
// Seat 0's settlement on the east corner of (4,3): two roads to the south-west
// of it, four ships up the coast to the north.
#include <doctest/doctest.h>

#include <set>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

struct Route {
  int home, roads[2], ships[4];
};

Route route(const StdGame& g) {
  return {corner(g, 4, 3, Corner::NE),
          {side(g, 4, 3, Dir::E), side(g, 4, 3, Dir::SE)},
          {side(g, 4, 3, Dir::NE), side(g, 4, 2, Dir::E), side(g, 4, 2, Dir::NE), side(g, 4, 1, Dir::E)}};
}

State laid(const StdGame& g, bool settled) {
  State s = empty_main(g);
  sea_of(g, s).pirate = uint8_t(hex(g, 0, 0));
  const Route r = route(g);
  Board b{g, s};
  if (settled) b.settlement(0, r.home);
  else b.settlement(0, corner(g, 2, 5, Corner::S));  // elsewhere: the road and the ships meet at an empty corner
  b.roads(0, {r.roads[0], r.roads[1]});
  put_ships(g, s, 0, {r.ships[0], r.ships[1], r.ships[2], r.ships[3]});
  b.done();
  return s;
}

}  // namespace

TEST_CASE("roads and ships count together only through the seat's own settlement") {
  auto g = sea_game();
  State joined_there = laid(*g, true);
  CHECK(std_state(joined_there).base.players[0].road_length == 6);
  CHECK(longest_line(g->topo(), std_state(joined_there).base.players[0].roads,
                     std_state(joined_there).base.players[0].path_pieces, {}, {}) == 4);  // nothing joins them
  State apart = laid(*g, false);
  CHECK(std_state(apart).base.players[0].road_length == 4);  // the ships alone
}

TEST_CASE("Longest Trade Route: awarded at 5, lost to an opponent's settlement on the route, kept beside the pirate") {
  auto g = sea_game();
  State s = laid(*g, true);
  award_longest_road(std_state(s), g->opt().longest_road_min);
  CHECK(std_state(s).base.longest_road_holder == 0);
  CHECK(g->victory_points(s, 0) == 3);

  // The pirate beside the route's ships: the route stays whole.
  turn_of(s, 1, Phase::MoveRobber);
  act(*g, s, fmt::format("move_pirate h{}", hex(*g, 5, 2)));
  CHECK(std_state(s).base.players[0].road_length == 6);
  CHECK(std_state(s).base.longest_road_holder == 0);

  // Seat 1 settles the route's second corner by a ship of its own: 4 left on seat 0's side of it.
  put_ships(*g, s, 1, {side(*g, 5, 2, Dir::NW)});
  g->rebuild_caches(s);
  build_settlement(*g, s, 1, corner(*g, 4, 2, Corner::NE));
  CHECK(std_state(s).base.players[0].road_length == 4);
  CHECK(std_state(s).base.longest_road_holder == kNobody);
  CHECK(g->victory_points(s, 0) == 1);
}

TEST_CASE("a settlement where the seat's road and ship meet joins them") {
  auto g = sea_game();
  State s = empty_main(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  const int meet = corner(*g, 4, 3, Corner::NE);
  Board b{*g, s};
  b.settlement(0, corner(*g, 3, 4, Corner::S))
      .roads(0, {side(*g, 3, 4, Dir::SE), side(*g, 3, 4, Dir::E), side(*g, 4, 3, Dir::SE), side(*g, 4, 3, Dir::E)});
  put_ships(*g, s, 0, {side(*g, 4, 3, Dir::NE), side(*g, 4, 2, Dir::E)});
  b.done();
  CHECK(std_state(s).base.players[0].road_length == 4);
  build_settlement(*g, s, 0, meet);
  CHECK(std_state(s).base.players[0].road_length == 6);
  CHECK(std_state(s).base.longest_road_holder == 0);
}

TEST_CASE("moving the route's last ship: the trade route and the road frontier follow") {
  // The route's tip leaves, and wherever it goes it makes no longer trail: 5 remain. Every
  // destination's length and road frontier are those a full rebuild finds.
  auto g = sea_game();
  const State laid_out = laid(*g, true);
  const int last = route(*g).ships[3];
  std::set<int> lengths;
  sea::ship_destinations(*g, std_state(laid_out), 0, last).for_each([&](int to) {
    State s = laid_out;
    move_path_piece(g->topo(), std_state(s), 0, last, to);
    State searched = s;
    g->rebuild_caches(searched);
    CAPTURE(to);
    CHECK(std_state(s).base.players[0].road_length == std_state(searched).base.players[0].road_length);
    CHECK(std_state(s).base.players[0].road_frontier == std_state(searched).base.players[0].road_frontier);
    lengths.insert(std_state(s).base.players[0].road_length);
  });
  CHECK(lengths == std::set<int>{5});
}

TEST_CASE("a ship turned about the corner it hangs from keeps the trade route's length") {
  // Random games' ship moves to a path at the corner the ship hangs from, both far ends bare of the
  // seat's lines and buildings: one free end for another at the same place, so the length stays
  // (no search), and it is the one a rebuild finds.
  auto g = sea_game();
  const Topology& t = g->topo();
  Rng rng(5);
  int turned = 0;
  for (uint64_t seed = 1; seed < 20 && turned < 20; ++seed) {
    State state = g->new_game(seed);
    while (!g->is_terminal(state) && turned < 20) {
      const StdState& s = std_state(state);
      const int from = sea_of(*g, s).ship_from, player = s.to_move;
      const PlayerState& p = s.base.players[player];
      auto far_end = [&](int line, int pivot) {  // line's other end, if bare of the seat's other lines and buildings
        const int v = t.edge_vertex[line][t.edge_vertex[line][0] == pivot];
        EdgeSet there = t.vertex_edges[v] & (p.roads | p.path_pieces);
        there.reset(line);
        return there.any() || buildings_of(p).test(v) ? -1 : v;
      };
      if (s.phase == SeaPhase::ShipTo)
        sea::ship_destinations(*g, s, player, from).for_each([&](int to) {
          const auto [a, b] = t.edge_vertex[from];
          const int pivot = t.vertex_edges[a].test(to) ? a : t.vertex_edges[b].test(to) ? b : -1;
          if (pivot < 0 || far_end(from, pivot) < 0 || far_end(to, pivot) < 0) return;
          State after = state;
          move_path_piece(t, std_state(after), player, from, to);
          State searched = after;
          g->rebuild_caches(searched);
          CAPTURE(from);
          CAPTURE(to);
          CHECK(std_state(after).base.players[player].road_length == p.road_length);
          CHECK(std_state(searched).base.players[player].road_length == p.road_length);
          ++turned;
        });
      random_step(*g, state, rng);
    }
  }
  CHECK(turned == 20);
}
