#pragma once
// The hand-written value function, per family (agents/heuristic/family_value.h;
// the standard family's weighs production, expansion room, harbors, VP,
// development cards, the robber and the hand). The heuristic agent's one-ply
// lookahead and ISMCTS's leaf evaluation both read it.
#include <string>
#include <vector>

#include "core/engine/game.h"

namespace catanlab {

// Whether `g`'s family has a value function (agents/heuristic/family_value.h);
// the functions below take only such games,
// and the agents that read them refuse the others (Agent::check_game).
bool has_value_function(const Game& g);
// Throws ConfigError unless `g`'s family has a value function, naming the
// agent, `what` of it reads the function, and `instead`: what would do without.
void require_value_function(const Game& g, const std::string& agent, const std::string& what,
                            const std::string& instead);

// Evaluates from the view of `viewer`: that seat's hidden cards count in full;
// other seats' hidden cards (VP cards, hands) count only by what is public.
// kFullView counts everything, for determinised states inside a search.
constexpr int kFullView = -1;

// The value of seat `player`, in units where one VP is worth 10.
double seat_value(const Game& g, const State& s, int player, int viewer);

// How much better `player` stands than the field: its value minus the
// average of the mean and the best opponent's; plus, where the whole table
// wins or loses together (Legend of the Conquerors), the table's standing.
double relative_value(const Game& g, const State& s, int player, int viewer);

// relative_value after `a` is applied to `s`: the one-ply lookahead the
// heuristic bot decides by and the heuristic priors (ISMCTS, PUCT) rank by.
double relative_value_after(const Game& g, const State& s, Action a, int player, int viewer);

// Every seat's value at full view, in value units (out[p] for each seat p):
// what leaf_values softens by its temperature, and a learned evaluator's
// starting point (agents/nnue/nnue_net.h).
void leaf_seat_values(const Game& g, const State& s, double* out);

// The heuristic's value split into terms (VP, production, expansion, ... for the standard family;
// one term, the value, for a family without a split): their names, at most kMaxValueTerms.
constexpr int kMaxValueTerms = 24;
std::vector<std::string> value_term_names(const Game& g);
// leaf_seat_values into `values` and their terms into `terms`: terms[p * k + j] is term j of seat p,
// k = value_term_names(g).size(), which the caller holds; a seat's terms add up to its value. A learned
// evaluator's inputs.
void leaf_seat_terms(const Game& g, const State& s, int k, double* terms, double* values);

// Per-seat values in [0, 1] that sum to 1, a softmax of seat values with
// `temperature` (in value units): the stand-in for the win chance at a leaf.
// Terminal states give the engine's returns.
void leaf_values(const Game& g, const State& s, double temperature, double* out);

}  // namespace catanlab
