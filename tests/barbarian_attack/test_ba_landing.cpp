// The landing (Barbarian Attack §5.1): each settlement or city built in play
// draws three different numbers other than 7, weighted by their ways on 2d6;
// each lands a barbarian on its coastal hex unless the hex holds 3 (the draw
// still counts); an empty supply lands nothing. Roads land nothing.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/barbarian_attack/ba_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// The odds of a first draw: every landing number, weighted by its ways (total 30).
std::map<std::string, double> first_draw_odds() {
  std::map<std::string, double> out;
  for (int n : ba::kLandNumbers) out[fmt::format("land {}", n)] = ba::ways(n) / 30.0;
  return out;
}

void check_odds(const std::map<std::string, double>& got, const std::map<std::string, double>& want) {
  REQUIRE(got.size() == want.size());
  for (const auto& [name, p] : want) CHECK(got.at(name) == doctest::Approx(p));
}

}  // namespace

TEST_CASE("landing: a settlement built draws three different numbers, each a barbarian on its coastal hex") {
  auto g = ba_game(4);
  State s = empty_main(*g);
  const int centre = hex_at(*g, 0, 0);
  const int v = g->topo().hex_vertex[centre][int(Corner::N)];
  Board{*g, s}.settlement(0, v).done();
  const int site = roads_to_site(*g, s, 0, v);
  give(s, 0, {1, 1, 1, 1, 0});
  act(*g, s, fmt::format("build_settlement v{}", site));

  CHECK(g->phase_name(s) == "ba_land");
  CHECK(g->is_chance(s));
  check_odds(landing_odds(*g, s), first_draw_odds());
  act(*g, s, "land 5");
  CHECK(ba_of(*g, s).barbarians[coast_hex(*g, s, 5)] == 1);
  CHECK(ba_of(*g, s).supply == 27);
  // The second draw is among the other nine: 30 - 4 ways left.
  std::map<std::string, double> second = first_draw_odds();
  second.erase("land 5");
  for (auto& [name, p] : second) p = p * 30.0 / 26.0;
  check_odds(landing_odds(*g, s), second);
  act(*g, s, "land 2");  // the set-up barbarian's hex: now 2
  CHECK(ba_of(*g, s).barbarians[coast_hex(*g, s, 2)] == 2);
  CHECK(landing_odds(*g, s).size() == 8);
  act(*g, s, "land 9");
  CHECK(ba_of(*g, s).barbarians[coast_hex(*g, s, 9)] == 1);
  CHECK(ba_of(*g, s).supply == 25);
  // Three draws: back to the turn.
  CHECK(g->phase_name(s) == "main");
  CHECK(legal(*g, s) == "end_turn");
}

TEST_CASE("landing: a full hex takes none, and its number still counts as one of the three") {
  auto g = ba_game(3);
  State s = empty_main(*g);
  const int v = g->topo().hex_vertex[hex_at(*g, 0, 0)][int(Corner::S)];
  Board{*g, s}.settlement(0, v).done();
  put_barbarians(*g, s, coast_hex(*g, s, 8), 3);
  const int supply = ba_of(*g, s).supply;
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", v));  // a city lands barbarians too
  CHECK(g->phase_name(s) == "ba_land");
  act(*g, s, "land 8");
  CHECK(ba_of(*g, s).barbarians[coast_hex(*g, s, 8)] == 3);
  CHECK(ba_of(*g, s).supply == supply);
  CHECK(landing_odds(*g, s).count("land 8") == 0);
  act(*g, s, "land 3");
  act(*g, s, "land 4");
  CHECK(g->phase_name(s) == "main");
  CHECK(ba_of(*g, s).supply == supply - 2);
}

TEST_CASE("landing: roads land nothing; an empty supply lands nothing") {
  auto g = ba_game(3);
  State s = empty_main(*g);
  const int v = g->topo().hex_vertex[hex_at(*g, 0, 0)][int(Corner::N)];
  Board{*g, s}.settlement(0, v).done();
  const int e = g->topo().vertex_edges[v].nth(0);
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, fmt::format("build_road e{}", e));
  CHECK(g->phase_name(s) == "main");

  // The supply's last barbarian lands on the first draw; the landing ends there.
  for (int n : {2, 3, 4, 5, 6, 8, 9, 11, 12}) put_barbarians(*g, s, coast_hex(*g, s, n), 3);
  put_barbarians(*g, s, coast_hex(*g, s, 10), 2);
  CHECK(ba_of(*g, s).supply == 1);
  give(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, fmt::format("build_city v{}", v));
  act(*g, s, "land 10");
  CHECK(ba_of(*g, s).supply == 0);
  CHECK(g->phase_name(s) == "main");
  give(s, 0, {1, 1, 0, 0, 0});
  const int e2 = (g->topo().vertex_edges[v] - std_state(s).base.road_taken).nth(0);
  act(*g, s, fmt::format("build_road e{}", e2));
  CHECK(g->phase_name(s) == "main");
}
