// Agents on Cities & Knights: the heuristic weighs the new actions (it beats
// random play and uses them), ISMCTS plays whole games with legal decisions.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include <map>

#include "selfplay/game_runner.h"
#include "tests/cities_knights/ck_position.h"
#include "tests/support/seat_games.h"

using namespace catanlab;

namespace {

GameResult play(const StdGame& g, const std::vector<std::string>& specs, uint64_t seed) {
  std::vector<std::unique_ptr<Agent>> owned;
  std::vector<Agent*> seats;
  for (const std::string& spec : specs) {
    owned.push_back(make_agent(spec));
    seats.push_back(owned.back().get());
  }
  return play_game(g, seats, seed);
}

}  // namespace

TEST_CASE("heuristic on C&K: beats three random players nearly always, within the turn cap") {
  auto g = StdGame::load("cities_knights", 4, {{"turn_cap", 400}});
  int wins = 0;
  for (uint64_t seed = 0; seed < 12; ++seed) {
    const int seat = int(seed % 4);
    std::vector<std::string> specs(4, "random");
    specs[seat] = "heuristic";
    GameResult r = play(*g, specs, seed);
    wins += r.winner == seat;
  }
  CHECK(wins >= 11);
}

TEST_CASE("heuristic on C&K: it builds knights, improves cities and plays progress cards") {
  auto g = StdGame::load("cities_knights", 3, {{"turn_cap", 400}});
  auto agent = make_agent("heuristic");
  State s = g->new_game(3);
  Rng chance(3);
  agent->reset(3);
  std::map<std::string, int> kinds;
  while (!g->is_terminal(s)) {
    const Action a = g->is_chance(s) ? g->sample_chance(s, chance) : agent->act(*g, s);
    const std::string name = g->action_name(a);
    kinds[name.substr(0, name.find(' '))] += 1;
    g->apply(s, a);
  }
  CHECK(kinds["build_knight"] > 0);
  CHECK(kinds["activate_knight"] > 0);
  CHECK(kinds["improve"] > 0);
  CHECK(kinds["play"] > 0);
}

TEST_CASE("ismcts on C&K: whole games end, every decision legal") {
  auto g = StdGame::load("cities_knights", 3, {{"turn_cap", 120}});
  for (uint64_t seed : {1, 2}) {
    const State s = testing::play_seats(
        *g, {"ismcts:iters=40", "heuristic", "ismcts:iters=40,leaf=rollout,depth=20"}, seed);
    CHECK((std_state(s).winner != kNobody || std_state(s).turn == 120));
  }
}

TEST_CASE("agents on C&K with six seats: the heuristic beats five random seats; ISMCTS plays a whole game") {
  auto g = StdGame::load("cities_knights", 6, {{"turn_cap", 400}});
  int wins = 0;
  for (uint64_t seed = 0; seed < 6; ++seed) {
    std::vector<std::string> specs(6, "random");
    specs[seed] = "heuristic";
    wins += play(*g, specs, seed).winner == int(seed);
  }
  CHECK(wins >= 5);
  auto paired = StdGame::load("cities_knights", 6, {{"turn_cap", 120}, {"paired_players", 1}});
  const State s = testing::play_seats(*paired, {"ismcts:iters=30", "heuristic", "random", "ismcts:iters=30", "heuristic", "random"}, 1);
  CHECK((std_state(s).winner != kNobody || std_state(s).turn == 120));
}
