#include "selfplay/inference_batcher.h"

#include <algorithm>
#include <chrono>
#include <cstring>

namespace catanlab {

InferenceBatcher::InferenceBatcher(const Game& g, Evaluator& ev, int rows, int batch)
    : g_(g), ev_(ev), batch_(std::max(1, batch)) {
  const size_t O = g.observation_size(), A = g.num_actions(), P = g.num_players();
  obs_.resize(rows * O);
  logits_.resize(rows * A);
  values_.resize(rows * P);
  batch_obs_.resize(batch_ * O);
  batch_logits_.resize(batch_ * A);
  batch_values_.resize(batch_ * P);
}

void InferenceBatcher::run(const std::vector<int>& rows, const std::vector<const State*>& positions,
                           const std::vector<int>& players) {
  const size_t O = g_.observation_size(), A = g_.num_actions(), P = g_.num_players();
  for (size_t first = 0; first < rows.size(); first += batch_) {
    const int n = int(std::min<size_t>(batch_, rows.size() - first));
    if (ev_.reads_observations())
      for (int k = 0; k < n; ++k) std::memcpy(&batch_obs_[k * O], obs(rows[first + k]), sizeof(float) * O);
    const auto t0 = std::chrono::steady_clock::now();
    ev_.evaluate(g_, EvalBatch{n, batch_obs_.data(), positions.data() + first, players.data() + first,
                               batch_logits_.data(), batch_values_.data()});
    seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (int k = 0; k < n; ++k) {
      std::memcpy(logits(rows[first + k]), &batch_logits_[k * A], sizeof(float) * A);
      std::memcpy(&values_[rows[first + k] * P], &batch_values_[k * P], sizeof(float) * P);
    }
    evaluations_ += n;
    ++calls_;
  }
}

}  // namespace catanlab
