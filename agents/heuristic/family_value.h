#pragma once
// A family's value function and the heuristic bot's decisions that need the
// family's own rules: one implementation per family, in a file of its own
// beside this one, <family>_value.cpp, which registers it by the family's
// name (heuristic_registry.h; the standard family's is standard_value.cpp).
// Implementations hold no state: every method is const and safe to call from
// any thread.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/game.h"

namespace catanlab {

struct FamilyValue {
  virtual ~FamilyValue() = default;
  // The value of seat `player` from `viewer`'s view (kFullView: everything
  // counts), in units where one VP is worth 10 (heuristic_eval.h).
  virtual double seat_value(const Game& g, const State& s, int player, int viewer) const = 0;
  // Every seat's seat_value at once, into out[0..num_players): one pass where
  // the seats share work (the search's leaves read them all).
  virtual void seat_values(const Game& g, const State& s, int viewer, double* out) const {
    for (int p = 0; p < g.num_players(); ++p) out[p] = seat_value(g, s, p, viewer);
  }
  // The names of the terms seat_terms splits a seat's value into: the same for every position of `g`.
  virtual std::vector<std::string> term_names(const Game&) const { return {"value"}; }
  // seat_value split into its terms, out[0..term_names(g).size()), which add up to it; returns
  // seat_value. The default is one term, the value itself.
  virtual double seat_terms(const Game& g, const State& s, int player, int viewer, double* out) const {
    return out[0] = seat_value(g, s, player, viewer);
  }
  // The seat's value relative to the field (heuristic_eval.h, relative_value).
  virtual double relative_value(const Game& g, const State& s, int player, int viewer) const = 0;
  // The heuristic bot's answer where the family has a rule of its own (an
  // offer to answer), given the determinised `d`; nullopt: decide by lookahead.
  virtual std::optional<Action> rule(const Game&, const State& /*s*/, const State& /*d*/, const Action* /*legal*/,
                                     int /*n*/) const {
    return std::nullopt;
  }
  // Decisions the heuristic bot never takes (opening a domestic trade offer).
  virtual bool skips(const Game&, Action) const { return false; }
  // ISMCTS's guided rollout: the family's greedy step (uniform where it has none).
  virtual Action rollout_action(const Game&, const State& /*d*/, const Action* legal, int n, Rng& rng) const {
    return legal[rng.below(uint32_t(n))];
  }
};

// A seat's value against the field, from every seat's value v[0..n): its own, less half the
// others' mean and half the best of them (the relative_value of families that value all seats at once).
inline double against_field(const double* v, int n, int p) {
  double sum = 0, best = -1e300;
  for (int q = 0; q < n; ++q)
    if (q != p) sum += v[q], best = std::max(best, v[q]);
  return v[p] - 0.5 * sum / (n - 1) - 0.5 * best;
}

// Called by a value file's register function; `value` lives as long as the program.
void register_family_value(std::string_view family, const FamilyValue& value);
// The value function of the family of that name; null where it has none. Thread-safe.
const FamilyValue* family_value(std::string_view family);

}  // namespace catanlab
