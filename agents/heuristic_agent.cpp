#include "agents/heuristic_agent.h"

#include "agents/heuristic/family_value.h"
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
  const FamilyValue& family = *family_value(g.family());  // check_game found it
  if (auto a = family.rule(g, s, d, legal, n)) return *a;
  Action best = legal[0];
  double best_value = -1e300;
  for (int i = 0; i < n; ++i) {
    const Action a = legal[i];
    if (family.skips(g, a)) continue;
    const double v = relative_value_after(g, d, a, me, me);
    if (v > best_value) best_value = v, best = a;
  }
  return best;
}

}  // namespace catanlab
