#pragma once
// The heuristic bot's order book in Colonies, written by rule a step at a
// time (colonies_orders.cpp): what a one-step lookahead cannot see, since
// orders change nothing until they resolve.
#include <optional>

#include "core/colonies/col_game.h"

namespace catanlab {

// The next writing step for the seat writing in `s` (phase Write), one of `legal`.
std::optional<Action> colonies_orders(const ColGame& g, const State& s, const Action* legal, int n);

// In Winter, a hand too full for its books spends: a development card, else a harbor trade from its fullest
// pile to its emptiest, else an offer of two of its fullest pile for one of what it lacks to the seat holding
// most of it; nothing otherwise (the lookahead decides). It also writes the offer it opened.
std::optional<Action> colonies_winter(const ColGame& g, const State& s, const Action* legal, int n);

}  // namespace catanlab
