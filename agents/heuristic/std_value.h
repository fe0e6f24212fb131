#pragma once
// The standard family's value function: the base game's terms (production by
// pips and resource, expansion room, harbors, VP, development cards, the
// robber, cards in hand and what they can build) plus the terms of the rule
// set's modules (module_terms.h); and the family's own decisions of the
// heuristic bot (domestic trade) and of ISMCTS's guided rollouts.
#include <optional>

#include "agents/heuristic/module_terms.h"
#include "core/rng.h"

namespace catanlab {

// kFullView (-1) as `viewer`: everything counts (a determinised state).
double std_seat_value(const StdGame& g, const StdState& s, int player, int viewer);
// The seat's value minus the average of the field's mean and best, plus the table's standing.
double std_relative_value(const StdGame& g, const StdState& s, int player, int viewer);

// The heuristic bot's answer where the family has a rule of its own (a trade
// offer to respond to or being composed), given the determinised `d`.
std::optional<Action> std_rule(const StdGame& g, const State& s, const State& d, const Action* legal, int n);
// Decisions the heuristic bot never takes (opening a domestic trade offer).
bool std_skips(const StdGame& g, Action a);
// ISMCTS's guided rollout: a greedy builder (cities and settlements first,
// then development cards and roads now and then, else the end of the turn).
Action std_rollout_action(const StdGame& g, const StdState& d, const Action* legal, int n, Rng& rng);

}  // namespace catanlab
