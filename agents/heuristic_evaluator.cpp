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
// The prior's softmax over one-ply values, in seat-value units (ISMCTS's
// strongest `ptemp`): a tenth of a VP of difference is worth e in odds.
constexpr double kPriorTemperature = 1;

// logits[a] = the mover's relative value after a, over the legal decisions.
void heuristic_logits(const Game& g, const State& s, float* logits) {
  thread_local ActionBuffer buffer;  // evaluate() may run on several threads
  Action* legal = buffer.fit(g);
  const int n = g.legal_actions(s, legal);
  for (int i = 0; i < n; ++i)
    logits[legal[i]] = float(relative_value_after(g, s, legal[i], g.current_player(s), kFullView) / kPriorTemperature);
}
}  // namespace

void HeuristicEvaluator::evaluate(const Game& g, const EvalBatch& batch) {
  const int n = g.num_players();
  std::fill_n(batch.logits, size_t(batch.size) * g.num_actions(), 0.0f);
  for (int i = 0; i < batch.size; ++i) {
    const State& s = *batch.states[i];
    if (policy_ == Policy::Heuristic) heuristic_logits(g, s, batch.logits + size_t(i) * g.num_actions());
    double seat[kMaxSeats];
    leaf_values(g, s, kLeafTemperature, seat);
    for (int k = 0; k < n; ++k) batch.values[i * n + k] = float(seat[(batch.players[i] + k) % n]);
  }
}

}  // namespace catanlab
