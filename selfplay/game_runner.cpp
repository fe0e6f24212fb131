#include "selfplay/game_runner.h"

namespace catanlab {

GameResult play_game(const Game& g, const std::vector<Agent*>& seats, uint64_t seed, ReplayWriter* replay,
                     GameCounts* counts) {
  State s = g.new_game(seed);
  Rng chance(derive_seed(seed, 1));
  for (size_t i = 0; i < seats.size(); ++i) seats[i]->reset(derive_seed(seed, 100 + i));
  GameCounts n;
  while (!g.is_terminal(s)) {
    Action a;
    if (g.is_chance(s)) {
      a = g.sample_chance(s, chance);
      ++n.chance;
    } else {
      a = seats[s.to_move]->act(g, s);
      ++n.decisions;
    }
    if (replay) replay->step(g, s, a);
    g.apply(s, a);
  }
  GameResult r = result_of(g, s, n.decisions + n.chance);
  if (replay) replay->finish(r);
  if (counts) *counts = n;
  return r;
}

}  // namespace catanlab
