// Barbarian Attack's board and set-up (Barbarian Attack §2-3): the castle
// and desert at opposite corners, ten coastal hexes with ten different numbers,
// barbarians on 2 and 12, a city as the second placement, no landing in set-up.
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/barbarian_attack/ba_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("barbarian attack board: castle west, desert east, the coast in check order with ten numbers") {
  auto g = ba_game(4);
  const State s = g->new_game(1);
  const StdState& st = std_state(s);
  CHECK(st.layout.terrain[hex_at(*g, -2, 0)] == Terrain::Castle);
  CHECK(st.layout.terrain[hex_at(*g, 2, 0)] == Terrain::Desert);
  const std::vector<int> order = {hex_at(*g, -1, -1), hex_at(*g, 0, -2), hex_at(*g, 1, -2), hex_at(*g, 2, -2),
                                  hex_at(*g, 2, -1),  hex_at(*g, 1, 1),  hex_at(*g, 0, 2),  hex_at(*g, -1, 2),
                                  hex_at(*g, -2, 2),  hex_at(*g, -2, 1)};
  CHECK(ba::coast(*g) == order);
  std::vector<int> numbers;
  for (int h : order) numbers.push_back(st.layout.number[h]);
  std::sort(numbers.begin(), numbers.end());
  CHECK(numbers == std::vector<int>{2, 3, 4, 5, 6, 8, 9, 10, 11, 12});
  for (int n : ba::kLandNumbers) CHECK(ba::coastal_hex(*g, st, n) >= 0);
}

TEST_CASE("barbarian attack set-up: one barbarian on 2 and on 12, 28 in supply; a city second; no landing") {
  auto g = ba_game(3);
  State s = g->new_game(1);
  const int two = coast_hex(*g, s, 2), twelve = coast_hex(*g, s, 12);
  CHECK(ba_of(*g, s).barbarians[two] == 1);
  CHECK(ba_of(*g, s).barbarians[twelve] == 1);
  CHECK(ba_of(*g, s).supply == 28);
  // Round 1 places settlements, round 2 cities; none of them lands a barbarian.
  Rng rng(5);
  int cities = 0;
  while (std_state(s).phase == Phase::SetupSettlement || std_state(s).phase == Phase::SetupRoad) {
    const std::string first = g->action_name(g->legal_actions(s)[0]);
    if (std_state(s).phase == Phase::SetupSettlement) {
      CHECK(first.rfind(std_state(s).setup_step < 3 ? "build_settlement" : "build_city", 0) == 0);
      cities += std_state(s).setup_step >= 3;
    }
    random_step(*g, s, rng);
    CHECK(ba_of(*g, s).supply == 28);
  }
  CHECK(cities == 3);
  CHECK(g->phase_name(s) == "roll_dice");
  // The rule set has no development cards, no robber: a 7 steals from anyone.
  CHECK(g->opt().robber == 0);
  CHECK(g->opt().seven_steal == 1);
  CHECK(g->opt().vp_target == 12);
}

TEST_CASE("barbarian attack board: a seed shuffles the coast and the inner hexes apart, and the harbors") {
  auto g = ba_game(4);
  const Topology& t = g->topo();
  const State first = g->new_game(1);
  const HexSet coast = ba::coast_set(*g);
  auto sorted = [](std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  int differ[3] = {};
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const State s = g->new_game(seed);
    const Layout& l = std_state(s).layout;
    CHECK(l.terrain[hex_at(*g, -2, 0)] == Terrain::Castle);
    CHECK(l.terrain[hex_at(*g, 2, 0)] == Terrain::Desert);
    std::vector<int> coast_terrain, coast_numbers, inner_terrain, inner_numbers;
    t.land.for_each([&](int h) {
      if (l.terrain[h] == Terrain::Castle || l.terrain[h] == Terrain::Desert) {
        CHECK(l.number[h] == 0);
        return;
      }
      (coast.test(h) ? coast_terrain : inner_terrain).push_back(int(l.terrain[h]));
      (coast.test(h) ? coast_numbers : inner_numbers).push_back(l.number[h]);
      if (l.number[h] == 6 || l.number[h] == 8)
        for (int n : t.hex_neighbour[h])
          if (n >= 0) CHECK((l.number[n] != 6 && l.number[n] != 8));
    });
    // Coast: 2 forest, 2 hills, 3 pasture, 1 mountains, 2 fields; numbers 2-6, 8-12 once each.
    CHECK(sorted(coast_terrain) == std::vector<int>{2, 2, 3, 3, 4, 4, 4, 5, 5, 6});
    CHECK(sorted(coast_numbers) == std::vector<int>{2, 3, 4, 5, 6, 8, 9, 10, 11, 12});
    // Inner: 1 forest, 1 hills, 1 pasture, 2 fields, 2 mountains; 7 different of 3-6, 8-11.
    CHECK(sorted(inner_terrain) == std::vector<int>{2, 3, 4, 5, 5, 6, 6});
    std::vector<int> inner = sorted(inner_numbers);
    CHECK(std::adjacent_find(inner.begin(), inner.end()) == inner.end());
    for (int n : inner) CHECK((n >= 3 && n <= 11 && n != 7));
    CHECK(ba::coastal_hex(*g, std_state(s), 2) >= 0);
    differ[0] += l.terrain != std_state(first).layout.terrain;
    differ[1] += l.number != std_state(first).layout.number;
    differ[2] += l.harbor_kind != std_state(first).layout.harbor_kind;
  }
  CHECK(differ[0] > 50);
  CHECK(differ[1] > 50);
  CHECK(differ[2] > 40);
}
