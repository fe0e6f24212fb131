#pragma once
// The generic battery (as OpenSpiel's basic_tests.h): the engine API's
// promises, checked at every step of random and heuristic games of any family.
//   - the seat to move is a seat, chance or the end; a decision lists
//     ascending legal ids that the legal mask repeats; apply_checked refuses
//     an id that is not legal; every legal id applies on a clone;
//   - every id's name reads back to the id;
//   - a chance node lists distinct outcomes with positive probabilities that
//     sum to 1, and sample_chance draws one of them;
//   - its caches equal a rebuild (Game::rebuild_caches); at a sample of the
//     States and every final one, it reads back from its bytes and its JSON,
//     byte for byte;
//   - resample_hidden(p) keeps p's observation (tensor and text), the seat to
//     move, and that seat's legal actions when p is that seat; and, at a
//     sample of the States, what it makes passes validate and it cannot
//     peek: with the same rng it makes the same State of two States that look
//     alike to p (the State and a redeal of it), whoever holds what;
//   - observations are finite and every entry lies within its field's range
//     (observation_layout); returns are finite and within [-1, 1], and at
//     the end a single winner has the highest;
//   - a private decision (a simultaneous move's commitment) changes no other
//     seat's observation, and no other seat can tell its options apart;
//   - the same seed gives the same game, another seed another;
//   - the invariants registered for the rule set's family and for its last
//     module that has any (register_invariants: the hook where a family or a
//     module plugs in its own promises, tests/support/invariants_*.cpp).
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/engine/game.h"

namespace catanlab::testing {

// observe() as a vector, to compare views.
inline std::vector<float> observation(const Game& g, const State& s, int seat) {
  std::vector<float> out(g.observation_size());
  g.observe(s, seat, out.data());
  return out;
}

struct Invariants {
  // After every step: what the family or module promises of any State it reaches.
  std::function<void(const Game&, const State&)> state;
  // After resample_hidden(seat) turned `before` into `after`: what a redeal keeps.
  std::function<void(const Game&, const State& before, const State& after, int seat)> resampled{};
  // At the end: whether the game ended by the module's own rule (Enchanted Land's sixth dragon),
  // which the family's own end check then leaves to the module's.
  std::function<bool(const Game&, const State&)> ended_otherwise{};
};

// Registers the invariants of a family or of a module, by its name. A rule set
// is checked by its family's and by its last module's that has any (a module's
// invariants cover the modules before it, as it changes them). Returns true,
// for a static initialiser.
bool register_invariants(const std::string& name, Invariants invariants);

// Whether the invariants that check `g` say its ended State `s` ended by a module's own rule.
bool ended_otherwise(const Game& g, const State& s);

struct BatteryCounts {
  int games = 0;
  uint64_t steps = 0, decisions = 0, chance = 0;
  uint64_t redeals = 0, changed = 0;  // resample_hidden calls, and those that changed the State
};

// Plays `random_games` games of uniformly random decisions and, where the
// family has the heuristic (agents/heuristic_eval.h), `heuristic_games`
// games of heuristic seats, on `rules` with `players`, seeds from `seed`,
// checking every step, with the rule set's options overridden by `options`. Adds to `counts`.
void run_battery(const std::string& rules, int players, int random_games, int heuristic_games, uint64_t seed,
                 BatteryCounts& counts, const std::map<std::string, int>& options = {});

}  // namespace catanlab::testing
