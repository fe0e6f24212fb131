#pragma once
// HeuristicEvaluator: a network stand-in with no file. Uniform policy (all
// logits 0) and the hand-written value function's leaf values, so a PUCT
// search runs, and is tested, without torch.
#include "agents/evaluator.h"

namespace catanlab {

class HeuristicEvaluator final : public Evaluator {
 public:
  std::string name() const override { return "uniform"; }
  void evaluate(const Game& g, const EvalBatch& batch) override;
  bool reads_observations() const override { return false; }
};

}  // namespace catanlab
