#include "agents/heuristic_agent.h"

#include "agents/heuristic/std_value.h"
#include "agents/heuristic_eval.h"

namespace catanlab {

void HeuristicAgent::check_game(const Game& g) const { 
  require_value_function(g, name(), "its lookahead", "play random, ismcts:leaf=rollout or a network instead");
}

Action HeuristicAgent::act(const Game& g, const State& s) {
  Action* legal = legal_.fit(g);
  const int n = g.legal_actions(s, legal);
  if (n == 1) return legal[0];
  const int me = g.current_player(s);
  State d = s;
  g.resample_hidden(d, me, rng_);
  const bool standard = g.family() == StdGame::kFamily;
  if (standard)
    if (auto a = std_rule(std_game(g), s, d, legal, n)) return *a;
  Action best = legal[0];
  double best_value = -1e300;
  for (int i = 0; i < n; ++i) {
    const Action a = legal[i];
    if (standard && std_skips(std_game(g), a)) continue;
    const double v = relative_value_after(g, d, a, me, me);
    if (v > best_value) best_value = v, best = a;
  }
  return best;
}

}  // namespace catanlab
