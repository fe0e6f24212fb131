#pragma once
// Games of one heuristic seat among random ones, the seat rotating with the seed:
// the agents' tests of a rule set (does the heuristic win, does it play the rule set's moves);
// and a whole game of given agents, every decision checked legal.
#include <memory>
#include <string>
#include <vector>

#include "agents/agent_registry.h"
#include "core/base/std_game.h"
#include "core/rng.h"

namespace catanlab::testing {

// Games with seeds 0..games-1; `seen(state, action, seat)` before each step is applied (the
// heuristic's seat: seed % 4). Returns the heuristic's wins.
template <class Seen>
int heuristic_among_random(const StdGame& g, int games, Seen&& seen) {
  int wins = 0;
  for (uint64_t seed = 0; seed < uint64_t(games); ++seed) {
    const int seat = int(seed % 4);
    std::vector<std::unique_ptr<Agent>> owned;
    for (int q = 0; q < 4; ++q) owned.push_back(make_agent(q == seat ? "heuristic" : "random"));
    State s = g.new_game(seed);
    Rng chance(seed);
    for (int q = 0; q < 4; ++q) owned[q]->reset(seed * 10 + q);
    while (!g.is_terminal(s)) {
      const Action a = g.is_chance(s) ? g.sample_chance(s, chance) : owned[std_state(s).to_move]->act(g, s);
      seen(s, a, seat);
      g.apply(s, a);
    }
    wins += g.winner(s) == seat;
  }
  return wins;
}

// One game of the agents `specs` (one per seat) from `seed`, every agent hearing every step;
// apply_checked throws on an illegal decision. Returns the final State.
inline State play_checked_seats(const StdGame& g, const std::vector<std::string>& specs, uint64_t seed) {
  std::vector<std::unique_ptr<Agent>> seats;
  for (const std::string& spec : specs) seats.push_back(make_agent(spec));
  State s = g.new_game(seed);
  Rng chance(seed);
  for (size_t i = 0; i < seats.size(); ++i) seats[i]->reset(seed * 10 + i);
  while (!g.is_terminal(s)) {
    const Action a = g.is_chance(s) ? g.sample_chance(s, chance) : seats[std_state(s).to_move]->act(g, s);
    for (auto& agent : seats) agent->on_step(g, s, a);
    g.apply_checked(s, a);
  }
  return s;
}

}  // namespace catanlab::testing
