#include "agents/puct_agent.h"

#include "agents/heuristic_eval.h"

namespace catanlab {

PuctAgent::PuctAgent(PuctAgentConfig cfg, std::string name)
    : cfg_(std::move(cfg)), name_(std::move(name)), search_(cfg_.search), cache_(cfg_.cache_entries) {}

// The evaluators without a network file value leaves by the heuristic (agents/heuristic_evaluator.h).
void PuctAgent::check_game(const Game& g) const {
  if (cfg_.model == "uniform" || cfg_.model == "heuristic") require_value_function(g, name_, "model=" + cfg_.model, "give a network file");
}

Action PuctAgent::act(const Game& g, const State& s) {
  Action* legal = legal_.fit(g);
  const int n = g.legal_actions(s, legal);
  if (n == 1) return legal[0];
  if (!evaluator_ || loaded_for_ != g.fingerprint()) {
    evaluator_ = load_evaluator(cfg_.model, g, cfg_.device);
    loaded_for_ = g.fingerprint();
    obs_.resize(g.observation_size());
    logits_.resize(g.num_actions());
  }
  search_.start(g, s, evaluator_->score_weight(), rng_.next(), false);
  float values[kMaxSeats];
  while (search_.advance()) {
    uint64_t key;
    if (answer_from_cache(g, search_, *evaluator_, cache_, obs_.data(), key, logits_.data())) continue;
    const State* state = &search_.leaf();
    const int player = search_.leaf_player();
    evaluator_->evaluate(g, EvalBatch{1, obs_.data(), &state, &player, logits_.data(), values});
    deliver_and_cache(g, search_, *evaluator_, cache_, key, logits_.data(), values);
  }
  return search_.choose(0);
}

}  // namespace catanlab
