#pragma once
// Agent: picks a decision for the player to move. It is handed the true State
// but must use only what observe(to_move) shows — searches that look at hidden
// cards go through Game::resample_hidden, and the one agent allowed to see
// everything says so in its name (mcts-cheat).
#include <memory>
#include <string>

#include "core/config_error.h"
#include "core/engine/game.h"

namespace catanlab {

// An agent that could not give a legal decision (a Python agent raised, answered
// an illegal one or ran out of time): the game it was in cannot go on. The
// user's agent failed, not the engine: the CLI prints it as bad input.
struct AgentError : ConfigError {
  using ConfigError::ConfigError;
};

class Agent {
 public:
  virtual ~Agent() = default;
  // The name with parameters, as make_agent reads it ("random", "ismcts:iters=1000").
  virtual std::string name() const = 0;
  virtual Action act(const Game& g, const State& s) = 0;
  // Called at the start of each game, with a seed for the agent's own randomness.
  virtual void reset(uint64_t seed) = 0;
  // Throws ConfigError when the agent cannot play games of `g`'s family (one
  // that reads a value function the family lacks); the runners ask before a game.
  virtual void check_game(const Game&) const {}
  // Called for every step of the game, every seat's decisions and chance
  // outcomes alike, before it is applied to `before`. A search uses it to keep
  // its tree; it must not look at what its own seat could not see.
  virtual void on_step(const Game&, const State& /*before*/, Action) {}
};

}  // namespace catanlab
