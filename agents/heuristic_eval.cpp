// The value function by family (agents/heuristic/family_value.h).
#include "agents/heuristic_eval.h"

#include <stdexcept>

#include "agents/heuristic/family_value.h"
#include "agents/softmax.h"
#include "core/config_error.h"

namespace catanlab {

namespace {

// The game's value function, looked up once per Game and thread.
const FamilyValue& value_of(const Game& g) {
  thread_local const Game* game = nullptr;
  thread_local uint64_t fingerprint = 0;
  thread_local const FamilyValue* value = nullptr;
  if (game != &g || fingerprint != g.fingerprint()) {
    value = family_value(g.family());
    if (!value) throw ConfigError("family '" + std::string(g.family()) + "' has no value function");
    game = &g, fingerprint = g.fingerprint();
  }
  return *value;
}

}  // namespace

bool has_value_function(const Game& g) { return family_value(g.family()) != nullptr; }

void require_value_function(const Game& g, const std::string& agent, const std::string& what,
                            const std::string& instead) {
  if (!has_value_function(g))
    throw ConfigError("agent '" + agent + "': " + what + " reads the heuristic's value function, which family '" +
                      std::string(g.family()) + "' (rule set " + g.rules().name + ") does not have; " + instead);
}

double seat_value(const Game& g, const State& s, int player, int viewer) {
  return value_of(g).seat_value(g, s, player, viewer);
}

double relative_value(const Game& g, const State& s, int player, int viewer) {
  return value_of(g).relative_value(g, s, player, viewer);
}

double relative_value_after(const Game& g, const State& s, Action a, int player, int viewer) {
  thread_local State after;  // one buffer per thread: a copy is one memcpy
  after = s;
  g.apply(after, a);
  return relative_value(g, after, player, viewer);
}

void leaf_seat_values(const Game& g, const State& s, double* out) { value_of(g).seat_values(g, s, kFullView, out); }

std::vector<std::string> value_term_names(const Game& g) {
  std::vector<std::string> names = value_of(g).term_names(g);
  if (names.size() > size_t(kMaxValueTerms))
    throw std::logic_error("family " + std::string(g.family()) + " has more value terms than kMaxValueTerms");
  return names;
}

void leaf_seat_terms(const Game& g, const State& s, int k, double* terms, double* values) {
  const FamilyValue& value = value_of(g);
  for (int p = 0; p < g.num_players(); ++p) values[p] = value.seat_terms(g, s, p, kFullView, terms + p * k);
}

void leaf_values(const Game& g, const State& s, double temperature, double* out) {
  if (g.is_terminal(s)) return g.returns(s, out);
  const int n = g.num_players();
  leaf_seat_values(g, s, out);
  for (int p = 0; p < n; ++p) out[p] /= temperature;
  softmax_in_place(out, n);
}

}  // namespace catanlab
