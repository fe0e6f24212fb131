// The arena: pods rotate every agent through every seat on the same board,
// the table adds up, and a coin-flip match-up's interval covers 50%.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "selfplay/arena.h"

using namespace catanlab;

TEST_CASE("arena: random vs random, the 95% interval of a coin flip covers 50%") {
  ArenaConfig c;
  c.agents = {"random", "random"};
  c.games = 400;
  c.threads = 2;
  auto games = play_pods(c, 0, c.games / 2);
  REQUIRE(games.size() == 400);
  ArenaTable t = tabulate(c, games);
  REQUIRE(t.elo);
  CHECK(t.rows[0].label == "random#1");
  CHECK(t.rows[0].games == 400);
  CHECK(t.rows[0].wins + t.rows[1].wins + t.rows[0].draws == 400);
  Interval ci = wilson95(t.rows[0].wins, t.rows[0].games);
  CHECK(ci.lo < 0.5);
  CHECK(ci.hi > 0.5);
  CHECK(std::abs(t.head_to_head.elo) < t.head_to_head.error);
  // Not mirrored: the two rotations of a pod are different games.
  int differ = 0;
  for (size_t i = 0; i < games.size(); i += 2) differ += games[i].turns != games[i + 1].turns;
  CHECK(differ > 100);
}

TEST_CASE("arena: a pod puts every agent in every seat on one seed; results are tabulated per agent") {
  ArenaConfig c;
  c.agents = {"heuristic", "random", "random"};
  auto games = play_pods(c, 4, 2);
  REQUIRE(games.size() == 6);
  for (int pod = 0; pod < 2; ++pod) {
    std::vector<int> seat_of_heuristic;
    for (int r = 0; r < 3; ++r) {
      const ArenaGame& g = games[pod * 3 + r];
      CHECK(g.pod == 4 + pod);
      CHECK(g.seed == c.seed + uint64_t(4 + pod));
      for (int s = 0; s < 3; ++s)
        if (g.entry_at[s] == 0) seat_of_heuristic.push_back(s);
    }
    std::sort(seat_of_heuristic.begin(), seat_of_heuristic.end());
    CHECK(seat_of_heuristic == std::vector<int>{0, 1, 2});
  }
  ArenaTable t = tabulate(c, games);
  CHECK_FALSE(t.elo);
  int first_places = 0;
  for (const AgentRow& r : t.rows) {
    CHECK(r.games == 6);
    first_places += r.ranks[0];
  }
  CHECK(first_places >= 6);
  CHECK(t.rows[0].wins == 6);  // the heuristic never loses to random
  CHECK(t.rows[0].rating > t.rows[1].rating);
  auto j = nlohmann::json::parse(game_json(c, games[0]));
  CHECK(j["agents"].size() == 3);
  CHECK(j["vp"].size() == 3);
  CHECK(j["pod"] == 4);
}
