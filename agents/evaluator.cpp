#include "agents/evaluator.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <mutex>

#include "agents/heuristic_evaluator.h"
#include "agents/torch_evaluator.h"

namespace catanlab {

bool is_device(const std::string& device) {
  if (device == "cpu" || device == "cuda") return true;
  if (!device.starts_with("cuda:") || device.size() == 5) return false;
  uint16_t index = 0;
  const char* end = device.data() + device.size();
  auto [ptr, ec] = std::from_chars(device.data() + 5, end, index);
  return ec == std::errc() && ptr == end;
}

std::shared_ptr<Evaluator> load_evaluator(const std::string& model, const Game& g, const std::string& device) {
  if (model == "uniform") return std::make_shared<HeuristicEvaluator>(HeuristicEvaluator::Policy::Uniform);
  if (model == "heuristic") return std::make_shared<HeuristicEvaluator>(HeuristicEvaluator::Policy::Heuristic);
  // An arena builds an agent per game: share one loaded copy while any is alive.
  static std::mutex mutex;
  static std::map<std::tuple<std::string, std::string, uint64_t>, std::weak_ptr<Evaluator>> loaded;
  std::lock_guard lock(mutex);
  auto& slot = loaded[{model, device, g.fingerprint()}];
  if (auto shared = slot.lock()) return shared;
  std::shared_ptr<Evaluator> fresh = load_torch_evaluator(model, g, device);
  slot = fresh;
  return fresh;
}

void terminal_utilities(const Game& g, const State& s, double score_weight, float* out) {
  double win[kMaxSeats];
  g.returns(s, win);
  for (int p = 0; p < g.num_players(); ++p)
    out[p] = float(std::clamp(win[p] + score_weight * g.victory_points(s, p) / 10.0, 0.0, 1.0));
}

}  // namespace catanlab
