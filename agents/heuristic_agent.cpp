#include "agents/heuristic_agent.h"

#include "agents/heuristic_eval.h"
#include "core/base/base_rules.h"
#include "core/base/turn.h"

namespace catanlab {

using namespace base_ids;

Action base_offset(const Game& g) { return *g.action_id("end_turn") - kEndTurn; }

namespace {

// The responder's state after the offer on the table is carried out (cards,
// and what the modules put on it: the Conquerors' tokens).
State after_trade(const Game& g, const State& s, int responder) {
  State t = s;
  carry_out_offer(std_game(g), std_state(t), responder);
  return t;
}

}  // namespace

Action HeuristicAgent::act(const Game& g, const State& s) {
  Action legal[kMaxActions];
  const int n = g.legal_actions(s, legal);
  if (n == 1) return legal[0];
  const int me = g.current_player(s);
  const Action o = base_offset(g);
  State d = s;
  g.resample_hidden(d, me, rng_);

  const Phase phase = std_state(s).phase;
  if (phase == Phase::TradeRespond) {
    const bool can_accept = legal[0] == o + kTradeAccept;
    if (can_accept && relative_value(g, after_trade(g, d, me), me, me) > relative_value(g, d, me, me))
      return o + kTradeAccept;
    return o + kTradeDecline;
  }
  if (phase == Phase::TradeBuild) return o + kTradeWithdraw;

  // Ids that open an offer (base resources, C&K commodities, the Conquerors' amber and wine): not this agent's game.
  const auto ck_offer = g.action_id("offer_give paper"), token_offer = g.action_id("offer_give amber");
  auto opens_offer = [&](Action a) {
    return (a >= o + kOfferGive && a < o + kOfferGet) || (ck_offer && a >= *ck_offer && a < *ck_offer + 3) ||
           (token_offer && a >= *token_offer && a < *token_offer + 2);
  };
  Action best = legal[0];
  double best_value = -1e300;
  for (int i = 0; i < n; ++i) {
    const Action a = legal[i];
    if (opens_offer(a)) continue;
    const double v = relative_value_after(g, d, a, me, me);
    if (v > best_value) best_value = v, best = a;
  }
  return best;
}

}  // namespace catanlab
