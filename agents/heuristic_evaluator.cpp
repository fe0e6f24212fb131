#include "agents/heuristic_evaluator.h"

#include <algorithm>

#include "agents/heuristic_eval.h"

namespace catanlab {

namespace {
// Seat values through a softmax, 2.5 VP of advantage worth e in odds: softer
// than ISMCTS's leaves (1 VP), because with a uniform prior nothing else tells
// moves apart, and a sharper value saturates near 1 for a leader one step from
// winning, where winning now and later look the same.
constexpr double kLeafTemperature = 25;
}  // namespace

void HeuristicEvaluator::evaluate(const Game& g, const EvalBatch& batch) {
  const int n = g.num_players();
  std::fill_n(batch.logits, size_t(batch.size) * g.num_actions(), 0.0f);
  for (int i = 0; i < batch.size; ++i) {
    double seat[kMaxPlayers];
    leaf_values(g, *batch.states[i], kLeafTemperature, seat);
    for (int k = 0; k < n; ++k) batch.values[i * n + k] = float(seat[(batch.players[i] + k) % n]);
  }
}

}  // namespace catanlab
