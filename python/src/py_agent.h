#pragma once
// Agents from Python: a spec string names a built-in agent ("heuristic") or a
// Python class ("py:mypkg.bots:MyBot"); any other object with act(view) is a
// Python agent (python/catanlab/agents.py holds the protocol).
#include <pybind11/pybind11.h>

#include <memory>
#include <string>
#include <vector>

#include "agents/agent.h"
#include "core/rng.h"

namespace catanlab {

namespace py = pybind11;

// A Python agent as a C++ Agent. At each decision its seat's view, a Game
// whose hidden parts are redealt from what the seat sees (seat_view,
// agents/python_agent.h)
// with a seed and chance stream of its own (catanlab.agents.seeds: secret,
// not the game's), goes to catanlab.agents.decide,
// which calls act(view) and checks the answer; whatever goes wrong there (it
// raised, answered an illegal decision, overran `timeout` seconds) is an
// AgentError naming the agent. It plays only the games it was given (their
// Game must outlive a view an agent keeps).
class PyAgent : public Agent {
 public:
  PyAgent(py::object agent, std::string label, std::vector<std::shared_ptr<const Game>> games, double timeout);
  ~PyAgent() override;
  std::string name() const override { return label_; }
  Action act(const Game& g, const State& s) override;
  void reset(uint64_t seed) override;

 private:
  py::object agent_, decide_;
  std::string label_;
  std::vector<std::shared_ptr<const Game>> games_;
  double timeout_;
  Rng redeals_{0}, view_seeds_{0};
};

// The label of an entry in tables, JSON lines and replays: a spec as given;
// an object's `name` if it has one, else py:<module>:<class>.
std::string agent_label(const py::handle& entry);
// The agent of an entry, for the given games; built-in agents ignore them.
std::unique_ptr<Agent> agent_of(const py::handle& entry, const std::vector<std::shared_ptr<const Game>>& games,
                                double timeout = 0);

}  // namespace catanlab
