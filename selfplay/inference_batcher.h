#pragma once
// InferenceBatcher: the one queue between many searches and one evaluator.
// Each game in flight owns a row; a game that waits for the network leaves
// its observation in its row, and run() evaluates the waiting rows in
// batches of at most `batch` (one evaluator call each) and writes every
// answer back into the row of the game that asked.
#include <vector>

#include "agents/evaluator.h"

namespace catanlab {

class InferenceBatcher {
 public:
  InferenceBatcher(const Game& g, Evaluator& ev, int rows, int batch);
  float* obs(int row) { return &obs_[size_t(row) * g_.observation_size()]; }
  const float* logits(int row) const { return &logits_[size_t(row) * g_.num_actions()]; }
  float* logits(int row) { return &logits_[size_t(row) * g_.num_actions()]; }
  const float* values(int row) const { return &values_[size_t(row) * g_.num_players()]; }
  // Evaluates positions[k] seen by players[k] for the game in rows[k].
  void run(const std::vector<int>& rows, const std::vector<const State*>& positions, const std::vector<int>& players);
  uint64_t evaluations() const { return evaluations_; }
  uint64_t calls() const { return calls_; }
  double seconds() const { return seconds_; }

 private:
  const Game& g_;
  Evaluator& ev_;
  int batch_;
  std::vector<float> obs_, logits_, values_;                // per row
  std::vector<float> batch_obs_, batch_logits_, batch_values_;  // one network call
  uint64_t evaluations_ = 0, calls_ = 0;
  double seconds_ = 0;
};

}  // namespace catanlab
