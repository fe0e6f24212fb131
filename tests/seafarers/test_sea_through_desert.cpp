// Through the Desert (Seafarers scenario 4, docs/seafarers_through_desert.md): set-up on the main
// area only (a vertex beside one of its hexes, the deserts' included); the strip beyond the
// belt of deserts and each small island pay 2 VP to a seat's first settlement there, once per
// seat and area; a vertex beside deserts and sea only belongs to no area; the robber starts on
// the middle desert; a shuffle deals the main area and the foreign land apart, never a 6 or 8 on
// gold, the deserts staying. Positions on the 4-player board as its file lays it: the belt
// (1,1) (0,2) (-1,3), the strip (0,1) (-1,2) (-2,3), islands (4,1)..(4,3), (2,5) (3,5), (0,7) (1,7).
#include <doctest/doctest.h>

#include <bit>
#include <set>

#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> desert_game(int players = 4) { return sea_game(players, {}, "seafarers_through_desert"); }

constexpr uint16_t kStrip = 1u << 1, kEast = 1u << 2;

}  // namespace

TEST_CASE("the board: the book's counts, the belt in no area, the main area apart from the strip") {
  for (int players : {3, 4}) {
    auto g = desert_game(players);
    const Topology& t = g->topo();
    int deserts = 0, gold = 0, land = 0;
    t.land.for_each([&](int h) {
      land += 1;
      const Terrain x = g->board().layout.terrain[h];
      deserts += x == Terrain::Desert;
      gold += x == Terrain::Gold;
      CHECK((x == Terrain::Desert) == (sea::island_of(*g, h) < 0));  // only the belt lies in no area
    });
    CHECK(land == (players == 3 ? 25 : 30));
    CHECK(deserts == 3);
    CHECK(gold == 2);
    CHECK(g->board().harbor_edges.size() == size_t(players == 3 ? 8 : 9));
    // The belt separates them: no corner touches both the main area and the strip.
    for (int v = 0; v < t.num_vertices; ++v) {
      int areas = 0;
      for (int8_t h : t.vertex_hex[v]) areas |= h >= 0 && t.land.test(h) && sea::island_of(*g, h) >= 0 ? 1 << sea::island_of(*g, h) : 0;
      CHECK(std::popcount(unsigned(areas)) <= 1);
    }
  }
}

TEST_CASE("set-up only beside the main area: a desert's corner beside it yes; the strip's, a desert-only and an island's no") {
  auto g = desert_game();
  State s = g->new_game(1);
  CHECK(legal(*g, s) == home_settlements(*g));
  auto offered = [&](int v) {
    for (Action a : g->legal_actions(s))
      if (g->action_name(a) == fmt::format("build_settlement v{}", v)) return true;
    return false;
  };
  CHECK(offered(corner(*g, 1, 1, Corner::NE)));   // desert, sea and main forest
  CHECK(!offered(corner(*g, 1, 1, Corner::NW)));  // desert and the strip's gold
  CHECK(!offered(corner(*g, 0, 1, Corner::N)));   // the strip only
  CHECK(!offered(corner(*g, 1, 1, Corner::N)));   // desert and sea only
  CHECK(!offered(corner(*g, 4, 1, Corner::N)));   // an island
}

TEST_CASE("roads across the desert reach the strip: its first settlement pays 2, the next nothing") {
  auto g = desert_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 1, 1, Corner::NE)).done();
  sea_of(*g, s).islands[0] = 1;  // the set-up's area: the main one
  build_roads(*g, s, 0, {side(*g, 1, 1, Dir::NE), side(*g, 1, 1, Dir::NW)});
  build_settlement(*g, s, 0, corner(*g, 1, 1, Corner::NW));  // beside the strip's gold
  CHECK(sea_of(*g, s).bonus_islands[0] == kStrip);
  CHECK(g->victory_points(s, 0) == 2 + 2);
  build_roads(*g, s, 0, {side(*g, 0, 1, Dir::NE), side(*g, 0, 1, Dir::NW)});
  build_settlement(*g, s, 0, corner(*g, 0, 1, Corner::NW));
  CHECK(sea_of(*g, s).bonus_islands[0] == kStrip);
  CHECK(g->victory_points(s, 0) == 3 + 2);
}

TEST_CASE("a settlement beside deserts and sea only pays nothing and leaves the strip's bonus to come") {
  auto g = desert_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 1, 1, Corner::SE)).done();
  sea_of(*g, s).islands[0] = 1;
  build_roads(*g, s, 0, {side(*g, 1, 1, Dir::E), side(*g, 1, 1, Dir::NE)});
  build_settlement(*g, s, 0, corner(*g, 1, 1, Corner::N));  // desert and sea
  CHECK(sea_of(*g, s).bonus_islands[0] == 0);
  CHECK(g->victory_points(s, 0) == 2);
  build_roads(*g, s, 0, {side(*g, 1, 1, Dir::NW), side(*g, 1, 1, Dir::W)});
  build_settlement(*g, s, 0, corner(*g, 1, 1, Corner::SW));  // two deserts and the strip
  CHECK(sea_of(*g, s).bonus_islands[0] == kStrip);
  CHECK(g->victory_points(s, 0) == 3 + 2);
}

TEST_CASE("an island pays 2 once per seat, to each seat that settles it") {
  auto g = desert_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 2, 1, Corner::N)).settlement(1, corner(*g, 2, 3, Corner::S)).done();
  sea_of(*g, s).islands[0] = sea_of(*g, s).islands[1] = 1;
  put_ships(*g, s, 0, {side(*g, 3, 1, Dir::SE)});
  put_ships(*g, s, 1, {side(*g, 3, 3, Dir::SE)});
  g->rebuild_caches(s);
  build_settlement(*g, s, 0, corner(*g, 4, 1, Corner::SW));
  build_settlement(*g, s, 1, corner(*g, 4, 3, Corner::SW));
  CHECK(sea_of(*g, s).bonus_islands[0] == kEast);
  CHECK(sea_of(*g, s).bonus_islands[1] == kEast);
  CHECK(g->victory_points(s, 0) == 2 + 2);
  CHECK(g->victory_points(s, 1) == 2 + 2);
}

TEST_CASE("the robber starts on the middle desert and may go to any other land hex, deserts included; or the pirate moves") {
  auto g = desert_game();
  State s = empty_main(*g);
  CHECK(std_state(s).base.robber == hex(*g, 0, 2));
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  std::vector<std::string> robber;
  g->topo().land.for_each([&](int h) {
    if (h != hex(*g, 0, 2)) robber.push_back(fmt::format("move_robber h{}", h));
  });
  CHECK(legal(*g, s) == names({joined(robber), pirate_moves(*g, s)}));
  act(*g, s, fmt::format("move_robber h{}", hex(*g, 1, 1)));
  CHECK(std_state(s).base.robber == hex(*g, 1, 1));
}

TEST_CASE("a shuffle deals the main area and the foreign land apart, never 6 or 8 on gold, the deserts and the robber staying") {
  for (int players : {3, 4}) {
    auto g = StdGame::load("seafarers_through_desert", players);
    const Topology& t = g->topo();
    const Layout& file = g->board().layout;
    std::array<int, kNumTerrains> foreign{};
    t.land.for_each([&](int h) {
      if (sea::island_of(*g, h) > 0) foreign[int(file.terrain[h])] += 1;
    });
    std::set<int> strip_numbers;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      const State game = g->new_game(seed);
      const StdState& s = std_state(game);
      std::array<int, kNumTerrains> dealt{};
      for (int h = 0; h < t.num_hexes; ++h) {
        const Terrain x = s.layout.terrain[h];
        CHECK((x == Terrain::Desert) == (file.terrain[h] == Terrain::Desert));
        CHECK((x == Terrain::Sea) == (file.terrain[h] == Terrain::Sea));
        if (x == Terrain::Gold) CHECK((s.layout.number[h] != 6 && s.layout.number[h] != 8));
        if (t.land.test(h) && sea::island_of(*g, h) > 0) dealt[int(x)] += 1;
      }
      CHECK(dealt == foreign);  // the foreign land's tiles stay foreign
      CHECK(s.base.robber == hex(*g, 0, 2));
      strip_numbers.insert(s.layout.number[hex(*g, 0, 1)]);
    }
    CHECK(strip_numbers.size() > 3);  // tokens do move
  }
}
