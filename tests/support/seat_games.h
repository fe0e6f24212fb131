#pragma once
// Whole games of agents named by spec, each decision checked legal: the agents' tests of a
// rule set (does ISMCTS play it legally, does the heuristic win, does it play the rule set's moves).
#include <memory>
#include <string>
#include <vector>

#include "agents/agent_registry.h"
#include "core/standard/std_game.h"
#include "core/rng.h"

namespace catanlab::testing {

// A game from `seed` with seat q played by specs[q] (reset with seed * 10 + q), chance from
// Rng(seed). `seen(state, action)` comes before each step; every agent hears it; a decision
// must be legal (apply_checked throws). Returns the final state.
template <class Seen>
State play_seats(const StdGame& g, const std::vector<std::string>& specs, uint64_t seed, Seen&& seen) {
  std::vector<std::unique_ptr<Agent>> seats;
  for (const std::string& spec : specs) seats.push_back(make_agent(spec));
  State s = g.new_game(seed);
  Rng chance(seed);
  for (size_t q = 0; q < seats.size(); ++q) seats[q]->reset(seed * 10 + q);
  while (!g.is_terminal(s)) {
    const Action a = g.is_chance(s) ? g.sample_chance(s, chance) : seats[std_state(s).to_move]->act(g, s);
    seen(s, a);
    for (auto& agent : seats) agent->on_step(g, s, a);
    g.apply_checked(s, a);
  }
  return s;
}

inline State play_seats(const StdGame& g, const std::vector<std::string>& specs, uint64_t seed) {
  return play_seats(g, specs, seed, [](const State&, Action) {});
}

// Games with seeds 0..games-1 of one heuristic seat (seed % 4) among random ones;
// `seen(state, action, seat)` before each step. Returns the heuristic's wins.
template <class Seen>
int heuristic_among_random(const StdGame& g, int games, Seen&& seen) {
  int wins = 0;
  for (uint64_t seed = 0; seed < uint64_t(games); ++seed) {
    const int seat = int(seed % 4);
    std::vector<std::string> specs(4, "random");
    specs[size_t(seat)] = "heuristic";
    const State end = play_seats(g, specs, seed, [&](const State& s, Action a) { seen(s, a, seat); });
    wins += g.winner(end) == seat;
  }
  return wins;
}

}  // namespace catanlab::testing
