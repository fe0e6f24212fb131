#pragma once
// PuctAgent: the neural search as an arena and Python agent
// ("puct:model=FILE,sims=64"). It answers each leaf as it comes (a batch of
// one) through an evaluation cache; batching across games is the self-play
// runner's job. The evaluator is loaded on the first move, for that game's
// rule set, and shared with other agents using the same file.
#include <memory>
#include <string>
#include <vector>

#include "agents/agent.h"
#include "agents/puct.h"

namespace catanlab {

struct PuctAgentConfig {
  PuctConfig search;
  std::string model = "uniform";
  std::string device = "cpu";
  size_t cache_entries = 1 << 14;
};

class PuctAgent final : public Agent {
 public:
  PuctAgent(PuctAgentConfig cfg, std::string name);
  std::string name() const override { return name_; }
  void reset(uint64_t seed) override { rng_ = Rng(seed); }
  Action act(const Game& g, const State& s) override;
  void check_game(const Game& g) const override;

 private:
  PuctAgentConfig cfg_;
  std::string name_;
  Rng rng_{0};
  ActionBuffer legal_;
  PuctSearch search_;
  EvalCache cache_;
  std::shared_ptr<Evaluator> evaluator_;
  uint64_t loaded_for_ = 0;  // the fingerprint of the game the evaluator was loaded for
  std::vector<float> obs_, logits_;
};

}  // namespace catanlab
