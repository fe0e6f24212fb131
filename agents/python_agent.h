#pragma once
// py:module:Class, a Python agent (python/catanlab/agents.py) for the C++
// runners, the CLI's arena and play among them: it runs in a child process,
// `$CATANLAB_PYTHON -m catanlab.agent_server py:module:Class` (default
// python3), started at its first game and spoken to in JSON lines over a
// socket. Each decision sends the seat's view, the State redealt from what
// the seat sees (Game::resample_hidden), never the true one; the child
// answers an action id or why it has none (an AgentError here). A process
// per agent object: the arena's threads play their Python agents in parallel.
// From Python, catanlab.arena and play_game call agents in-process instead
// (python/src/py_agent.h), with the same views, seeds and checks.
#include <sys/types.h>

#include <string>

#include "agents/agent.h"
#include "core/rng.h"

namespace catanlab {

// What a Python agent is shown of `s`: the hidden parts redealt from what
// `seat` sees (Game::resample_hidden), again until the redeal is a position
// the game can hold (Game::validate). A redeal may break a rule the seat can
// see (an opponent offering cards in trade that the redeal took from it);
// drawing again until none is broken samples what the seat knows. Throws
// AgentError after 1000 tries.
State seat_view(const Game& g, const State& s, int seat, Rng& rng);

class PythonAgent : public Agent {
 public:
  explicit PythonAgent(std::string spec) : spec_(std::move(spec)) {}
  ~PythonAgent() override;
  std::string name() const override { return spec_; }
  Action act(const Game& g, const State& s) override;
  void reset(uint64_t seed) override;

 private:
  void start();
  // Sends one JSON line and reads the answer's line.
  std::string ask(const std::string& line);

  std::string spec_;
  int socket_ = -1;
  pid_t pid_ = -1;
  std::string buffer_;  // read past the last answer's newline
  Rng redeals_{0}, view_seeds_{0};
};

}  // namespace catanlab
