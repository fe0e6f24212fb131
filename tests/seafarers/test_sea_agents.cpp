// Agents on Seafarers: the heuristic beats random play and uses ships and the
// pirate (on The Pirate Islands: its lane, warships and fortress); ISMCTS plays whole games of every Seafarers rule set with legal
// decisions, through the fog's chance phases and C&K's combination.
#include <doctest/doctest.h>

#include <map>

#include "tests/support/seat_games.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;

TEST_CASE("heuristic on Seafarers: beats three random players nearly always; builds and sails ships") {
  auto g = StdGame::load("seafarers", 4, {{"turn_cap", 400}});
  std::map<std::string, int> kinds;  // the heuristic's decisions by kind
  const int wins = testing::heuristic_among_random(*g, 12, [&](const State& s, Action a, int seat) {
    if (g->is_chance(s) || std_state(s).to_move != seat) return;
    const std::string name = g->action_name(a);
    kinds[name.substr(0, name.find(' '))] += 1;
  });
  CHECK(wins >= 11);
  CHECK(kinds["build_ship"] > 0);
  CHECK(kinds["move_pirate"] + kinds["move_robber"] > 0);
}

TEST_CASE("heuristic on The Pirate Islands: beats three random players; sails its lane, makes warships, takes its fortress") {
  auto g = StdGame::load("seafarers_pirate_islands", 4, {{"turn_cap", 400}});
  std::map<std::string, int> kinds;
  const int wins = testing::heuristic_among_random(*g, 12, [&](const State& s, Action a, int seat) {
    if (g->is_chance(s) || std_state(s).to_move != seat) return;
    const std::string name = g->action_name(a);
    kinds[name.substr(0, name.find(' '))] += 1;
  });
  CHECK(wins >= 10);
  CHECK(kinds["build_ship"] > 0);
  CHECK(kinds["play_warship"] > 0);
  CHECK(kinds["attack_fortress"] > 0);
}

TEST_CASE("ismcts on Seafarers: whole games end, every decision legal") {
  for (const char* rules : {"seafarers", "seafarers_four_islands", "seafarers_through_desert", "seafarers_fog_islands",
                            "seafarers_cloth", "seafarers_cities_knights", "seafarers_wonders",
                            "seafarers_forgotten_tribe", "seafarers_pirate_islands"}) {
    CAPTURE(std::string(rules));
    auto g = StdGame::load(rules, 3, {{"turn_cap", 60}});
    const State s = testing::play_seats(
        *g, {"ismcts:iters=40", "heuristic", "ismcts:iters=40,leaf=rollout,depth=20"}, 5);
    CHECK((std_state(s).winner != kNobody || std_state(s).turn == 60));
  }
}

TEST_CASE("heuristic and ISMCTS on The Pirate Islands at six seats: a whole game, every decision legal, lanes of 10 sailed") {
  auto g = StdGame::load("seafarers_pirate_islands", 6, {{"turn_cap", 400}});
  std::map<std::string, int> kinds;  // decisions of the searching and heuristic seats (0, 1, 3, 5) by kind
  const State end = testing::play_seats(
      *g, {"ismcts:iters=40", "heuristic", "random", "heuristic", "random", "heuristic"}, 3, [&](const State& s, Action a) {
        if (g->is_chance(s) || std_state(s).to_move == 2 || std_state(s).to_move == 4) return;
        const std::string name = g->action_name(a);
        kinds[name.substr(0, name.find(' '))] += 1;
      });
  CHECK(g->winner(end) != kNobody);
  CHECK(kinds["build_ship"] > 0);
  CHECK(kinds["attack_fortress"] > 0);
}
