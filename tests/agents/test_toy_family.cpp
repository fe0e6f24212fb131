// Agents on a family of its own (the toy family, core/goofspiel): a searching
// seat never learns what the seats before it committed face down (a
// simultaneous move, core/engine/game.h), so its choice is the same whatever
// they committed; agents that read a value function the family lacks refuse
// it; the others play it.
#include <doctest/doctest.h>

#include <set>

#include "agents/agent_registry.h"
#include "core/config_error.h"
#include "tests/support/position.h"
#include "tests/support/battery.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("ismcts: the searching seat's choice is the same whatever its opponents committed face down") {
  // Goofspiel, 3 seats, 3 cards. Round 1: p0 bids first (a search whose tree
  // it keeps), p1 and p2 after it; round 2: p1 and p2 bid face down, then p0,
  // last, searches again. Every pair of p1's and p2's round-2 bids leaves p0's
  // observation alike, so p0 must choose alike.
  auto g = Game::load("goofspiel", 3, {{"cards", 3}});
  const std::string bids[] = {"bid 2", "bid 3"};  // p1 and p2 keep these after bidding 1 in round 1
  for (const char* spec : {"ismcts:leaf=rollout,iters=1000", "ismcts:leaf=rollout,iters=500,sel=puct,prior=uniform"}) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      CAPTURE(spec);
      CAPTURE(seed);
      std::set<std::string> chosen;
      std::vector<float> seen;
      for (const std::string& b1 : bids)
        for (const std::string& b2 : bids) {
          auto agent = make_agent(spec);
          agent->reset(seed);
          State s = g->new_game(0);
          act_heard(*g, s, *agent, "reveal 3");
          act_heard(*g, s, *agent, g->action_name(agent->act(*g, s)));
          act_heard(*g, s, *agent, "bid 1");
          act_heard(*g, s, *agent, "bid 1");
          act_heard(*g, s, *agent, "reveal 1");
          act_heard(*g, s, *agent, b1);
          act_heard(*g, s, *agent, b2);
          REQUIRE(g->current_player(s) == 0);
          if (seen.empty()) seen = observation(*g, s, 0);
          REQUIRE(observation(*g, s, 0) == seen);
          chosen.insert(g->action_name(agent->act(*g, s)));
        }
      CHECK_MESSAGE(chosen.size() == 1, "p0 chose ", joined({chosen.begin(), chosen.end()}));
    }
  }
}

TEST_CASE("agents that read the heuristic's value function refuse a family without one, by name") {
  auto g = Game::load("goofspiel", 2);
  CHECK_THROWS_WITH_AS(make_agent("heuristic")->check_game(*g),
                       doctest::Contains("agent 'heuristic': its lookahead reads the heuristic's value function, "
                                         "which family 'goofspiel'"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("ismcts")->check_game(*g), doctest::Contains("leaf=heuristic"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("ismcts:sel=puct,leaf=rollout")->check_game(*g), doctest::Contains("prior=heuristic"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("puct:model=uniform")->check_game(*g), doctest::Contains("model=uniform"), ConfigError);
  for (const char* spec : {"random", "ismcts:leaf=rollout", "mcts-cheat:leaf=guided", "ismcts:sel=puct,prior=uniform,leaf=rollout"})
    CHECK_NOTHROW(make_agent(spec)->check_game(*g));
  auto base = Game::load("base", 4);
  for (const char* spec : {"heuristic", "ismcts", "puct:model=heuristic"}) CHECK_NOTHROW(make_agent(spec)->check_game(*base));
}

TEST_CASE("agents that can play the toy family return a legal decision at every step of its games") {
  for (int players : {2, 4, 6}) {
    auto g = Game::load("goofspiel", players);
    for (const char* spec : {"random", "ismcts:leaf=rollout,iters=64", "ismcts:iters=32,sel=puct,prior=uniform,leaf=rollout",
                             "mcts-cheat:leaf=guided,iters=32"}) {
      auto agent = make_agent(spec);
      agent->reset(uint64_t(players));
      play_legally(*g, *agent, 1, 2, fmt::format("{}, {} players", spec, players));
    }
  }
}
