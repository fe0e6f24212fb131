#include "selfplay/game_runner.h"

#include <algorithm>
#include <chrono>

namespace catanlab {

GameResult play_game(const Game& g, const std::vector<Agent*>& seats, uint64_t seed, ReplayWriter* replay,
                     GameCounts* counts, bool timed, const std::vector<uint64_t>* agent_seeds, State* end) {
  using Clock = std::chrono::steady_clock;
  State s = g.new_game(seed);
  Rng chance(derive_seed(seed, 1));
  for (size_t i = 0; i < seats.size(); ++i) seats[i]->reset(agent_seeds ? (*agent_seeds)[i] : derive_seed(seed, 100 + i));
  // Each agent once, even if it holds several seats.
  std::vector<Agent*> agents;
  for (Agent* a : seats)
    if (std::find(agents.begin(), agents.end(), a) == agents.end()) agents.push_back(a);
  for (Agent* a : agents) a->check_game(g);
  GameCounts n;
  while (!g.is_terminal(s)) {
    Action a;
    if (g.is_chance(s)) {
      a = g.sample_chance(s, chance);
      ++n.chance;
    } else {
      const int p = g.current_player(s);
      if (timed) {
        auto start = Clock::now();
        a = seats[p]->act(g, s);
        n.seat_seconds[p] += std::chrono::duration<double>(Clock::now() - start).count();
      } else {
        a = seats[p]->act(g, s);
      }
      ++n.seat_decisions[p];
      ++n.decisions;
    }
    for (Agent* ag : agents) ag->on_step(g, s, a);
    if (replay) replay->step(g, s, a);
    g.apply(s, a);
  }
  GameResult r = result_of(g, s, n.decisions + n.chance);
  if (replay) replay->finish(r);
  if (counts) *counts = n;
  if (end) *end = s;
  return r;
}

}  // namespace catanlab
