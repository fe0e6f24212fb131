// Agents on chapters 2 and 3: the heuristic and ISMCTS (heuristic and
// rollout leaves) play whole chapters, 3 and 4 players, choosing only legal
// decisions; the runner reports the table's result. (Chapter 1's whole games:
// test_lotc_agents.cpp.)
#include <doctest/doctest.h>

#include <algorithm>

#include "agents/agent_registry.h"
#include "selfplay/game_runner.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;

namespace {

// Delegates to an agent and checks every decision it makes against the legal list.
class Checked final : public Agent {
 public:
  explicit Checked(std::unique_ptr<Agent> inner) : inner_(std::move(inner)) {}
  std::string name() const override { return inner_->name(); }
  Action act(const Game& g, const State& s) override {
    const Action a = inner_->act(g, s);
    const auto legal = g.legal_actions(s);
    REQUIRE_MESSAGE(std::find(legal.begin(), legal.end(), a) != legal.end(), "illegal: ", g.action_name(a));
    decisions += 1;
    return a;
  }
  void reset(uint64_t seed) override { inner_->reset(seed); }
  void on_step(const Game& g, const State& s, Action a) override { inner_->on_step(g, s, a); }
  int decisions = 0;

 private:
  std::unique_ptr<Agent> inner_;
};

void play_whole_chapters(const char* rules) {
  const char* specs[] = {"ismcts:iters=30", "heuristic", "ismcts:iters=30,leaf=rollout,depth=20", "heuristic"};
  for (int players : {3, 4}) {
    auto g = StdGame::load(rules, players);
    std::vector<std::unique_ptr<Checked>> owned;
    std::vector<Agent*> seats;
    for (int i = 0; i < players; ++i) {
      owned.push_back(std::make_unique<Checked>(make_agent(specs[i])));
      seats.push_back(owned.back().get());
    }
    for (uint64_t seed : {1, 2}) {
      INFO(rules, ", ", players, " players, seed ", seed);
      const GameResult r = play_game(*g, seats, seed);
      CHECK(r.table >= 0);  // the chapter ended: victory or defeat
      if (r.table == 0) CHECK(r.winner == -1);
    }
    for (const auto& seat : owned) CHECK(seat->decisions > 0);
  }
}

}  // namespace

TEST_CASE("agents on chapter 2: heuristic and ISMCTS play whole chapters with legal decisions only") {
  play_whole_chapters("conquerors_ch2");
}

TEST_CASE("agents on chapter 3: heuristic and ISMCTS play whole chapters (forts, charges, the red-die end) with legal decisions only") {
  play_whole_chapters("conquerors_ch3");
}
