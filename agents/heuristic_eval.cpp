// The value function by family: the standard family's is agents/heuristic/std_value.cpp.
#include "agents/heuristic_eval.h"

#include <algorithm>
#include <cmath>

#include "agents/heuristic/std_value.h"
#include "core/config_error.h"

namespace catanlab {

bool has_value_function(const Game& g) { return g.family() == StdGame::kFamily; }

void require_value_function(const Game& g, const std::string& agent, const std::string& what,
                            const std::string& instead) {
  if (!has_value_function(g))
    throw ConfigError("agent '" + agent + "': " + what + " reads the heuristic's value function, which family '" +
                      std::string(g.family()) + "' (rule set " + g.rules().name + ") does not have; " + instead);
}

double seat_value(const Game& g, const State& s, int player, int viewer) {
  return std_seat_value(std_game(g), std_state(s), player, viewer);
}

double relative_value(const Game& g, const State& s, int player, int viewer) {
  return std_relative_value(std_game(g), std_state(s), player, viewer);
}

double relative_value_after(const Game& g, const State& s, Action a, int player, int viewer) {
  thread_local State after;  // one buffer per thread: a copy is one memcpy
  after = s;
  g.apply(after, a);
  return relative_value(g, after, player, viewer);
}

void leaf_values(const Game& g, const State& s, double temperature, double* out) {
  if (g.is_terminal(s)) return g.returns(s, out);
  const int n = g.num_players();
  const StdGame& sg = std_game(g);  // once per leaf, not per seat
  double top = -1e300;
  for (int p = 0; p < n; ++p)
    top = std::max(top, out[p] = std_seat_value(sg, std_state(s), p, kFullView) / temperature);
  double sum = 0;
  for (int p = 0; p < n; ++p) sum += out[p] = std::exp(out[p] - top);
  for (int p = 0; p < n; ++p) out[p] /= sum;
}

}  // namespace catanlab
