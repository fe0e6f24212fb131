// The Four Islands (Seafarers scenario 2, docs/seafarers_four_islands.md): set-up on any one or
// two of four islands, which become the seat's own; 2 VP for the first settlement on each other
// island, once per seat and island; no desert, so the robber starts off the board; a shuffle
// keeps 2 and 12 off forest and pasture. Positions on the 4-player board as its file lays it:
// islands A (0,1)..(-1,3), B (-3,5)..(-2,7), C (2,1)..(0,4), D (1,5)..(0,7).
#include <doctest/doctest.h>

#include <bit>

#include "core/render/render.h"
#include "core/standard/module_traits.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> four_islands(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "seafarers_four_islands");
}

// One set-up placement: a settlement, then its road or ship, by name.
void place(const StdGame& g, State& s, int v, const std::string& path) {
  act(g, s, fmt::format("build_settlement v{}", v));
  act(g, s, path);
}
std::string road(int e) { return fmt::format("build_road e{}", e); }
std::string ship(int e) { return fmt::format("build_ship e{}", e); }

// The 4-player set-up of these tests: seat 0 on A (with a ship toward C), then on D; the others
// on B and C.
State set_up(const StdGame& g) {
  State s = g.new_game(1);
  place(g, s, corner(g, 0, 1, Corner::SE), ship(side(g, 1, 1, Dir::SW)));     // seat 0, A
  place(g, s, corner(g, -2, 6, Corner::N), road(side(g, -2, 6, Dir::NW)));    // seat 1, B
  place(g, s, corner(g, 2, 2, Corner::N), road(side(g, 2, 2, Dir::NW)));      // seat 2, C
  place(g, s, corner(g, 1, 3, Corner::S), road(side(g, 1, 3, Dir::SW)));      // seat 3, C
  place(g, s, corner(g, -2, 7, Corner::S), road(side(g, -2, 7, Dir::SW)));    // seat 3, B
  place(g, s, corner(g, 3, 2, Corner::S), road(side(g, 3, 2, Dir::SW)));      // seat 2, C
  place(g, s, corner(g, -3, 5, Corner::S), road(side(g, -3, 5, Dir::SE)));    // seat 1, B
  place(g, s, corner(g, 1, 6, Corner::S), road(side(g, 1, 6, Dir::SW)));      // seat 0, D
  return s;
}

constexpr uint16_t kA = 1u << 0, kB = 1u << 1, kC = 1u << 2, kD = 1u << 3;

// A lone ship on side `d` of sea hex (q, r), for a settlement at its end (as in test_sea_islands.cpp).
void ship_beside(const StdGame& g, State& s, int player, int q, int r, Dir d) {
  put_ships(g, s, player, {side(g, q, r, d)});
  g.rebuild_caches(s);
}

}  // namespace

TEST_CASE("the board: four islands of the book's counts, every land hex a set-up place, no desert") {
  for (int players : {3, 4}) {
    auto g = four_islands(players);
    const Topology& t = g->topo();
    std::array<int, 4> sizes{};
    t.land.for_each([&](int h) {
      REQUIRE(sea::island_of(*g, h) >= 0);
      sizes[size_t(sea::island_of(*g, h))] += 1;
      CHECK(g->board().layout.terrain[h] != Terrain::Desert);
    });
    CHECK(sizes == (players == 3 ? std::array<int, 4>{4, 6, 6, 4} : std::array<int, 4>{4, 7, 8, 4}));
    CHECK(sea::home_hexes(*g) == t.land);
    CHECK(g->board().harbor_edges.size() == 9);
    // No corner touches two islands: each is its own.
    for (int v = 0; v < t.num_vertices; ++v) {
      int island = -1;
      for (int8_t h : t.vertex_hex[v])
        if (h >= 0 && t.land.test(h)) {
          CHECK((island < 0 || island == sea::island_of(*g, h)));
          island = sea::island_of(*g, h);
        }
    }
  }
}

TEST_CASE("set-up may use two islands: both become the seat's own, and a later settlement on either pays nothing") {
  auto g = four_islands();
  State s = g->new_game(1);
  CHECK(legal(*g, s) == home_settlements(*g));  // every island's corners
  s = set_up(*g);
  const SeaSlice& sea = sea_of(*g, s);
  CHECK(sea.islands[0] == (kA | kD));
  CHECK(sea.islands[1] == kB);
  CHECK(sea.islands[2] == kC);
  CHECK(sea.islands[3] == (kB | kC));
  for (int q = 0; q < 4; ++q) CHECK(sea.bonus_islands[q] == 0);
  ship_beside(*g, s, 0, -2, 4, Dir::E);
  build_settlement(*g, s, 0, corner(*g, -1, 3, Corner::S));  // A again
  ship_beside(*g, s, 0, 1, 4, Dir::E);
  build_settlement(*g, s, 0, corner(*g, 1, 5, Corner::N));  // D again
  CHECK(sea.bonus_islands[0] == 0);
  CHECK(g->victory_points(s, 0) == 4);  // four settlements, no island's points
}

TEST_CASE("a set-up ship sails on to another island: its first settlement there pays 2, the second nothing, whoever came first") {
  auto g = four_islands();
  State s = set_up(*g);
  const SeaSlice& sea = sea_of(*g, s);
  REQUIRE(sea.islands[2] == kC);  // seat 2 settled C in set-up, and seat 3 too
  turn_of(s, 0);
  give(s, 0, {1, 0, 1, 0, 0});
  act(*g, s, ship(side(*g, 1, 1, Dir::SE)));  // on from the set-up's ship, to C's coast
  build_settlement(*g, s, 0, corner(*g, 1, 1, Corner::SE));
  CHECK(sea.bonus_islands[0] == kC);
  CHECK(g->victory_points(s, 0) == 3 + 2);
  ship_beside(*g, s, 0, 3, 1, Dir::E);
  build_settlement(*g, s, 0, corner(*g, 3, 1, Corner::NE));  // C again: the settlement's point only
  CHECK(sea.bonus_islands[0] == kC);
  CHECK(g->victory_points(s, 0) == 4 + 2);
}

TEST_CASE("a seat that started on one island collects 2 + 2 + 2 over the three others") {
  auto g = four_islands();
  State s = set_up(*g);
  const SeaSlice& sea = sea_of(*g, s);
  REQUIRE(sea.islands[1] == kB);
  ship_beside(*g, s, 1, -3, 3, Dir::E);
  build_settlement(*g, s, 1, corner(*g, -2, 3, Corner::SW));  // A
  CHECK(g->victory_points(s, 1) == 3 + 2);
  ship_beside(*g, s, 1, -1, 4, Dir::E);
  build_settlement(*g, s, 1, corner(*g, 0, 4, Corner::SW));  // C
  CHECK(g->victory_points(s, 1) == 4 + 4);
  ship_beside(*g, s, 1, 2, 5, Dir::E);
  build_settlement(*g, s, 1, corner(*g, 2, 5, Corner::SE));  // D
  CHECK(sea.bonus_islands[1] == (kA | kC | kD));
  CHECK(g->victory_points(s, 1) == 5 + 6);
}

TEST_CASE("island_vp_first = 1 (the older scoring): 1 VP for the first other island, 2 for each later one") {
  auto g = four_islands(4, {{"island_vp_first", 1}});
  State s = set_up(*g);
  ship_beside(*g, s, 1, -3, 3, Dir::E);
  build_settlement(*g, s, 1, corner(*g, -2, 3, Corner::SW));
  CHECK(g->victory_points(s, 1) == 3 + 1);
  ship_beside(*g, s, 1, -1, 4, Dir::E);
  build_settlement(*g, s, 1, corner(*g, 0, 4, Corner::SW));
  CHECK(g->victory_points(s, 1) == 4 + 3);
  ship_beside(*g, s, 1, 2, 5, Dir::E);
  build_settlement(*g, s, 1, corner(*g, 2, 5, Corner::SE));
  CHECK(g->victory_points(s, 1) == 5 + 5);
}

TEST_CASE("no desert: the robber starts off the board, blocks nothing, and a 7 or a knight puts it on any land hex") {
  auto g = four_islands();
  State s = set_up(*g);
  const StdState& st = std_state(s);
  CHECK(st.base.robber == robber_off_board(g->topo()));
  CHECK(g->observe_text(s, 0).find("robber off the board") != std::string::npos);
  std::vector<std::string> robber;
  g->topo().land.for_each([&](int h) { robber.push_back(fmt::format("move_robber h{}", h)); });
  const std::string anywhere = names({joined(robber), pirate_moves(*g, s)});
  // Every hex produces: seat 2's settlement on (2,1) forest 9, (2,2) fields 12 and (3,1) forest 11.
  const int lumber = st.base.players[2].hand[Lumber];
  turn_of(s, 2, Phase::RollDice);
  act(*g, s, "roll 9");
  CHECK(st.base.players[2].hand[Lumber] == lumber + 1);
  State knight = s;
  turn_of(s, 2, Phase::RollDice);
  act(*g, s, "roll 7");
  CHECK(legal(*g, s) == anywhere);
  act(*g, s, fmt::format("move_robber h{}", hex(*g, 2, 1)));
  CHECK(st.base.robber == hex(*g, 2, 1));
  CHECK(g->observe_text(s, 0).find("robber off the board") == std::string::npos);
  // A knight played first places it too.
  std_state(knight).base.players[2].dev[Knight] = 1;
  std_state(knight).base.dev_deck[Knight] -= 1;
  act(*g, knight, "play_knight");
  CHECK(legal(*g, knight) == anywhere);
}

TEST_CASE("a shuffle keeps the islands' shapes, never puts 2 or 12 on forest or pasture, nor 6 and 8 side by side") {
  for (int players : {3, 4}) {
    auto g = StdGame::load("seafarers_four_islands", players);
    const Topology& t = g->topo();
    int poor_elsewhere = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      const Layout l = std_state(g->new_game(seed)).layout;
      for (int h = 0; h < t.num_hexes; ++h) {
        CHECK((l.terrain[h] == Terrain::Sea) == (g->board().layout.terrain[h] == Terrain::Sea));
        const bool poor = l.number[h] == 2 || l.number[h] == 12;
        if (l.terrain[h] == Terrain::Forest || l.terrain[h] == Terrain::Pasture) CHECK(!poor);
        poor_elsewhere += poor;
        const bool red = l.number[h] == 6 || l.number[h] == 8;
        for (int n : t.hex_neighbour[h])
          if (red && n >= 0) CHECK(!(l.number[n] == 6 || l.number[n] == 8));
      }
    }
    CHECK(poor_elsewhere == 200 * 2);  // the 2 and the 12 of every deal, on fields, hills or mountains
  }
}

TEST_CASE("pictures: no robber while it is off the board; the island flag and the bonus as island_vp_first counts it") {
  auto g = four_islands(4, {{"island_vp_first", 1}});
  State s = set_up(*g);
  ship_beside(*g, s, 1, -3, 3, Dir::E);
  build_settlement(*g, s, 1, corner(*g, -2, 3, Corner::SW));
  const std::string svg = state_svg(*g, s);
  CHECK(svg.find("href=\"#robber\"") == std::string::npos);
  CHECK(svg.find("href=\"#island_flag\"") != std::string::npos);
  CHECK(svg.find("new islands 1 (+1 VP)") != std::string::npos);
}
