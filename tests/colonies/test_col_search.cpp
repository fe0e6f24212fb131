// Agents on Colonies: a searching seat never learns what the seats before it
// wrote face down, so its choice is the same whatever they wrote; every agent
// that plays the family returns a legal decision at every step.
#include <doctest/doctest.h>

#include <set>

#include "agents/agent_registry.h"
#include "tests/colonies/col_position.h"
#include "tests/support/battery.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Three seats, each a village, roads and an army; p2 writes last.
ColPos search_position() {
  ColPos pos(3);
  pos.village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2).give(0, {2, 2, 1, 1, 1});
  pos.village(1, 26).road(1, 31).army(1, 20, 2).give(1, {2, 2, 1, 1, 1});
  pos.village(2, 51).road(2, 66).army(2, 29, 2).give(2, {2, 2, 1, 1, 1});
  pos.face_down(10).face_down(13).face_down(24);
  return pos.at(ColStage::Write);
}

}  // namespace

TEST_CASE("ismcts: the last seat to write chooses alike whatever the seats before it wrote face down") {
  const std::vector<std::vector<std::string>> p0_books = {{"explore h10", "commit"}, {"war p2", "road e0", "commit"}};
  const std::vector<std::vector<std::string>> p1_books = {{"fortify h20", "commit"}, {"war p2", "vote p1", "commit"}};
  for (const char* spec : {"ismcts:iters=300", "ismcts:iters=200,sel=puct", "ismcts:leaf=rollout,iters=60"}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      CAPTURE(spec);
      CAPTURE(seed);
      std::set<std::string> chosen;
      std::vector<float> seen;
      for (const auto& b0 : p0_books)
        for (const auto& b1 : p1_books) {
          ColPos pos = search_position();
          auto agent = make_agent(spec);
          agent->reset(seed);
          for (const std::string& name : b0) act_heard(pos.g, pos.s, *agent, name);
          for (const std::string& name : b1) act_heard(pos.g, pos.s, *agent, name);
          REQUIRE(pos.g.current_player(pos.s) == 2);
          if (seen.empty()) seen = observation(pos.g, pos.s, 2);
          REQUIRE(observation(pos.g, pos.s, 2) == seen);
          chosen.insert(pos.g.action_name(agent->act(pos.g, pos.s)));
        }
      CHECK_MESSAGE(chosen.size() == 1, "p2 chose ", joined({chosen.begin(), chosen.end()}));
    }
  }
}

TEST_CASE("agents that play Colonies return a legal decision at every step of its games") {
  for (int players : {2, 4, 6}) {
    auto g = Game::load("colonies", players, {{"turn_cap", 4}});
    for (const char* spec : {"random", "heuristic", "ismcts:iters=16", "ismcts:leaf=rollout,iters=8",
                             "ismcts:iters=16,sel=puct,prior=uniform", "mcts-cheat:iters=16"}) {
      auto agent = make_agent(spec);
      agent->check_game(*g);
      agent->reset(uint64_t(players));
      play_legally(*g, *agent, 1, 2, fmt::format("{}, {} players", spec, players));
    }
  }
}

TEST_CASE("heuristic: it writes books that hold tiles and settle, and beats random seats") {
  auto g = Game::load("colonies", 3);
  int wins = 0, games = 6;
  for (int game = 0; game < games; ++game) {
    std::vector<std::unique_ptr<Agent>> seats;
    for (int p = 0; p < 3; ++p) seats.push_back(make_agent(p == game % 3 ? "heuristic" : "random"));
    for (int p = 0; p < 3; ++p) seats[size_t(p)]->reset(uint64_t(game * 10 + p));
    State s = g->new_game(uint64_t(game));
    Rng chance(uint64_t(game) + 7);
    while (!g->is_terminal(s)) {
      const Action a = g->is_chance(s) ? g->sample_chance(s, chance) : seats[size_t(g->current_player(s))]->act(*g, s);
      for (auto& seat : seats) seat->on_step(*g, s, a);
      g->apply(s, a);
    }
    wins += g->winner(s) == game % 3;
  }
  CHECK(wins >= 4);
}

TEST_CASE("heuristic: it declares war where it pays and spends a full hand in Winter") {
  // p0's 3 infantry on h6 stand beside p1's village v13, which no regiment of p1 guards.
  ColPos pos(2);
  pos.village(0, 0).road(0, 1).road(0, 7).army(0, 6, 3).army(0, 5, 2).village(1, 13).village(1, 53).at(ColStage::Write);
  auto agent = make_agent("heuristic");
  agent->reset(1);
  std::vector<std::string> book;
  while (pos.phase() == "write" && pos.g.current_player(pos.s) == 0) {
    book.push_back(pos.g.action_name(agent->act(pos.g, pos.s)));
    pos.act(book.back());
  }
  CHECK_MESSAGE(std::find(book.begin(), book.end(), "war p1") != book.end(), joined(book));
  // A hand of 15 cards, a development card affordable: bought in Winter.
  ColPos winter(2);
  winter.village(0, 0).village(1, 53).give(0, {3, 3, 3, 3, 3}).at(ColStage::Winter);
  REQUIRE(winter.phase() == "winter");
  CHECK(winter.g.action_name(agent->act(winter.g, winter.s)) == "buy_dev");
}
