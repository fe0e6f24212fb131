// Per-seed layouts of the standard board: shuffled when the rule set asks,
// with the 5th-edition counts kept and no two red numbers adjacent; the
// beginner rule set keeps the file's layout; shuffle groups keep tiles and tokens within each group.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "core/standard/std_game.h"
#include "core/board/board_spec.h"
#include "core/config_error.h"

using namespace catanlab;

namespace {

std::map<int, int> terrain_counts(const StdGame& g, const State& s) {
  std::map<int, int> c;
  for (int h = 0; h < g.topo().num_hexes; ++h) c[int(std_state(s).layout.terrain[h])] += 1;
  return c;
}

std::vector<int> sorted_numbers(const StdGame& g, const State& s) {
  std::vector<int> n;
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (std_state(s).layout.number[h]) n.push_back(std_state(s).layout.number[h]);
  std::sort(n.begin(), n.end());
  return n;
}

}  // namespace

TEST_CASE("base shuffles the standard board per seed, keeping its counts and the 6/8 rule") {
  auto g = StdGame::load("base");
  const Topology& t = g->topo();
  const State first = g->new_game(1);
  int different_terrain = 0, different_numbers = 0, different_harbors = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    const State s = g->new_game(seed);
    CHECK(terrain_counts(*g, s) == terrain_counts(*g, first));
    CHECK(sorted_numbers(*g, s) == sorted_numbers(*g, first));
    std::vector<int> kinds(std_state(s).layout.harbor_kind.begin(), std_state(s).layout.harbor_kind.begin() + 9);
    std::sort(kinds.begin(), kinds.end());
    CHECK(kinds == std::vector<int>{0, 1, 2, 3, 4, 5, 5, 5, 5});
    for (int h = 0; h < t.num_hexes; ++h) {
      const bool desert = std_state(s).layout.terrain[h] == Terrain::Desert;
      CHECK((std_state(s).layout.number[h] == 0) == (desert || !t.land.test(h)));
      if (desert) CHECK(std_state(s).base.robber == h);
      if (std_state(s).layout.number[h] != 6 && std_state(s).layout.number[h] != 8) continue;
      for (int d = 0; d < 6; ++d) {
        int n = t.hex_at({t.coord[h].q + kDirDq[d], t.coord[h].r + kDirDr[d]});
        if (n >= 0) CHECK((std_state(s).layout.number[n] != 6 && std_state(s).layout.number[n] != 8));
      }
    }
    different_terrain += std_state(s).layout.terrain != std_state(first).layout.terrain;
    different_numbers += std_state(s).layout.number != std_state(first).layout.number;
    different_harbors += std_state(s).layout.harbor_kind != std_state(first).layout.harbor_kind;
  }
  CHECK(different_terrain > 290);
  CHECK(different_numbers > 290);
  CHECK(different_harbors > 250);
  // The same seed gives the same board.
  CHECK(std_state(g->new_game(77)).layout.number == std_state(g->new_game(77)).layout.number);
}

TEST_CASE("base_beginner keeps the board file's layout for every seed") {
  auto g = StdGame::load("base_beginner");
  const State a = g->new_game(1), b = g->new_game(2);
  CHECK(std_state(a).layout.terrain == std_state(b).layout.terrain);
  CHECK(std_state(a).layout.number == std_state(b).layout.number);
  CHECK(std_state(a).layout.harbor_kind == std_state(b).layout.harbor_kind);
  CHECK(std_state(a).layout.terrain == g->board().layout.terrain);
}

TEST_CASE("shuffle groups: terrain and tokens stay within their group; a group's spare tokens are dealt with its own") {
  const std::string hexes = R"([{"q": 0, "r": 0, "terrain": "forest", "number": 5, "group": "a"},
                                {"q": 1, "r": 0, "terrain": "hills", "number": 9, "group": "a"},
                                {"q": 2, "r": 0, "terrain": "pasture", "number": 3, "group": "b"},
                                {"q": 3, "r": 0, "terrain": "fields", "number": 4, "group": "b"}])";
  const BoardSpec b = parse_board(R"({"name": "g", "shuffle": {"terrain": true, "numbers": true, "spare_numbers": {"b": [11]}},
                                      "hexes": )" + hexes + "}", "g.json");
  std::set<std::vector<int>> seen_b;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const Layout l = b.layout_for_seed(seed);
    std::vector<int> a_terrain = {int(l.terrain[0]), int(l.terrain[1])}, a_numbers = {l.number[0], l.number[1]};
    std::sort(a_terrain.begin(), a_terrain.end());
    std::sort(a_numbers.begin(), a_numbers.end());
    CHECK(a_terrain == std::vector<int>{int(Terrain::Forest), int(Terrain::Hills)});
    CHECK(a_numbers == std::vector<int>{5, 9});
    std::vector<int> b_numbers = {l.number[2], l.number[3]};
    std::sort(b_numbers.begin(), b_numbers.end());
    for (int n : b_numbers) CHECK((n == 3 || n == 4 || n == 11));  // two of 3, 4 and the spare 11
    seen_b.insert(b_numbers);
  }
  CHECK(seen_b.size() == 3);
  CHECK_THROWS_WITH_AS(parse_board(R"({"name": "g", "shuffle": {"spare_numbers": {"c": [11]}}, "hexes": )" + hexes + "}", "g.json"),
                       doctest::Contains("no hex names the group 'c'"), ConfigError);
}

TEST_CASE("forbid_numbers: a shuffle never deals a forbidden number on its terrain (The Four Islands' forest and pasture)") {
  const std::string hexes = R"([{"q": 0, "r": 0, "terrain": "forest", "number": 2},
                                {"q": 2, "r": 0, "terrain": "pasture", "number": 12},
                                {"q": 4, "r": 0, "terrain": "hills", "number": 5},
                                {"q": 6, "r": 0, "terrain": "fields", "number": 9}])";
  const BoardSpec b = parse_board(R"({"name": "g", "shuffle": {"terrain": true, "numbers": true,
                                      "forbid_numbers": {"forest": [2, 12], "pasture": [2, 12]}}, "hexes": )" + hexes + "}",
                                  "g.json");
  CHECK(b.forbid_numbers[int(Terrain::Forest)] == (1u << 2 | 1u << 12));
  int hills_or_fields_low = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const Layout l = b.layout_for_seed(seed);
    for (int h = 0; h < 4; ++h) {
      const bool poor = l.number[h] == 2 || l.number[h] == 12;
      if (l.terrain[h] == Terrain::Forest || l.terrain[h] == Terrain::Pasture) CHECK(!poor);
      hills_or_fields_low += poor;
    }
  }
  CHECK(hills_or_fields_low == 120);  // the 2 and the 12 always land on hills and fields
  // Without the shuffle the file's layout stands, forbidden numbers and all.
  CHECK(b.layout.number[0] == 2);
  CHECK_THROWS_WITH_AS(parse_board(R"({"name": "g", "shuffle": {"forbid_numbers": {"forest": [7]}}, "hexes": )" + hexes + "}", "g.json"),
                       doctest::Contains("shuffle.forbid_numbers.forest: numbers must be 2-6 or 8-12"), ConfigError);
  CHECK_THROWS_WITH_AS(parse_board(R"({"name": "g", "shuffle": {"forbid_numbers": {"swamps": [2]}}, "hexes": )" + hexes + "}", "g.json"),
                       doctest::Contains("forbid_numbers"), ConfigError);
}

TEST_CASE("a hex's own forbid_numbers: a shuffle never deals them on it (The Wonders of Catan's desert side)") {
  auto board = [](const std::string& forbid) {
    return R"({"name": "g", "shuffle": {"terrain": true, "numbers": true}, "hexes": [
                {"q": 0, "r": 0, "terrain": "forest", "number": 6, "forbid_numbers": )" + forbid + R"(},
                {"q": 2, "r": 0, "terrain": "pasture", "number": 8},
                {"q": 4, "r": 0, "terrain": "hills", "number": 5},
                {"q": 6, "r": 0, "terrain": "fields", "number": 9}]})";
  };
  const BoardSpec b = parse_board(board("[6, 8]"), "g.json");
  CHECK(b.hex_forbid_numbers[0] == (1u << 6 | 1u << 8));
  int red_elsewhere = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const Layout l = b.layout_for_seed(seed);
    CHECK((l.number[0] != 6 && l.number[0] != 8));
    for (int h = 1; h < 4; ++h) red_elsewhere += l.number[h] == 6 || l.number[h] == 8;
  }
  CHECK(red_elsewhere == 120);  // the 6 and the 8 of every deal land on the other hexes
  CHECK_THROWS_WITH_AS(parse_board(board("[7]"), "g.json"), doctest::Contains("numbers must be 2-6 or 8-12"), ConfigError);
}

TEST_CASE("a robber marker: the robber starts there on every layout, not on the first desert") {
  const std::string hexes = R"([{"q": 0, "r": 0, "terrain": "desert", "group": "belt"},
                                {"q": 1, "r": 0, "terrain": "desert", "group": "belt"},
                                {"q": 2, "r": 0, "terrain": "hills", "number": 5},
                                {"q": 3, "r": 0, "terrain": "fields", "number": 9}])";
  const std::string shuffle = R"("shuffle": {"terrain": true, "numbers": true})";
  const BoardSpec b = parse_board(R"({"name": "g", )" + shuffle + R"(, "hexes": )" + hexes +
                                      R"(, "markers": [{"kind": "robber", "q": 1, "r": 0}]})", "g.json");
  CHECK(b.layout.robber_start == 1);
  for (uint64_t seed = 1; seed <= 10; ++seed) CHECK(b.layout_for_seed(seed).robber_start == 1);
  const BoardSpec none = parse_board(R"({"name": "g", )" + shuffle + R"(, "hexes": )" + hexes + "}", "g.json");
  CHECK(none.layout_for_seed(1).robber_start == 0);  // the first desert
  CHECK_THROWS_WITH_AS(parse_board(R"({"name": "g", "hexes": )" + hexes +
                                       R"(, "markers": [{"kind": "robber", "q": 1, "r": 0}, {"kind": "robber", "q": 2, "r": 0}]})", "g.json"),
                       doctest::Contains("at most one 'robber' marker, on a land hex"), ConfigError);
}
