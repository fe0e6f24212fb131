#pragma once
// HeuristicEvaluator: a network stand-in with no file, built on the
// hand-written value function (agents/heuristic_eval.h).
//   "uniform"    uniform policy (all logits 0) and the heuristic's leaf
//                values: a PUCT search runs, and is tested, without torch;
//   "heuristic"  the heuristic's one-ply values as the policy (the prior
//                ISMCTS's `prior=heuristic` uses) and the same leaf values:
//                a strong teacher for the first self-play generation, whose
//                search starts from the heuristic bot's own choices.
#include "agents/evaluator.h"

namespace catanlab {

class HeuristicEvaluator final : public Evaluator {
 public:
  enum class Policy { Uniform, Heuristic };
  explicit HeuristicEvaluator(Policy policy) : policy_(policy) {}
  std::string name() const override { return policy_ == Policy::Uniform ? "uniform" : "heuristic"; }
  void evaluate(const Game& g, const EvalBatch& batch) override;
  bool reads_observations() const override { return false; }

 private:
  Policy policy_;
};

}  // namespace catanlab
