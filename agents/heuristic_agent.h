#pragma once
// HeuristicAgent: one-ply lookahead over the value function of
// heuristic_eval.h. It looks at a determinisation (resample_hidden) of the
// position, never at the true hidden cards, and picks the decision whose
// result it values most relative to the field. It never opens a domestic
// trade; asked to respond to one, it accepts when the exchange raises its own
// standing.
#include "agents/agent.h"

namespace catanlab {

class HeuristicAgent final : public Agent {
 public:
  std::string name() const override { return "heuristic"; }
  void reset(uint64_t seed) override { rng_ = Rng(seed); }
  Action act(const Game& g, const State& s) override;
  void check_game(const Game& g) const override;

 private:
  Rng rng_{0};
  ActionBuffer legal_;
};

}  // namespace catanlab
