#pragma once
// RandomAgent: a uniformly random legal decision. The baseline every other
// agent must beat, and the driver of the engine's fuzz tests and benchmark.
#include "agents/agent.h"

namespace catanlab {

class RandomAgent final : public Agent {
 public:
  std::string name() const override { return "random"; }
  void reset(uint64_t seed) override { rng_ = Rng(seed); }
  Action act(const Game& g, const State& s) override {
    Action* legal = legal_.fit(g);
    const int n = g.legal_actions(s, legal);
    return legal[rng_.below(uint32_t(n))];
  }

 private:
  Rng rng_{0};
  ActionBuffer legal_;
};

}  // namespace catanlab
