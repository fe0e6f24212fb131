#include "py_agent.h"

#include <algorithm>
#include <tuple>
#include <fmt/format.h>

#include "agents/agent_registry.h"
#include "agents/python_agent.h"
#include "py_game.h"

namespace catanlab {

namespace {

py::module_ agents_module() { return py::module_::import("catanlab.agents"); }

}  // namespace

PyAgent::PyAgent(py::object agent, std::string label, std::vector<std::shared_ptr<const Game>> games, double timeout)
    : agent_(std::move(agent)),
      decide_(agents_module().attr("decide")),
      label_(std::move(label)),
      games_(std::move(games)),
      timeout_(timeout) {}

PyAgent::~PyAgent() {
  py::gil_scoped_acquire gil;  // the Python objects go with the GIL held, whoever drops the agent
  agent_ = py::object();
  decide_ = py::object();
}

void PyAgent::reset(uint64_t seed) {
  py::gil_scoped_acquire gil;
  const auto [own, redeals, views] = agents_module().attr("seeds")(seed).cast<std::tuple<uint64_t, uint64_t, uint64_t>>();
  redeals_ = Rng(redeals);
  view_seeds_ = Rng(views);
  if (py::hasattr(agent_, "reset")) agent_.attr("reset")(own);
}

Action PyAgent::act(const Game& g, const State& s) {
  auto game = std::find_if(games_.begin(), games_.end(), [&](const auto& p) { return p.get() == &g; });
  if (game == games_.end()) throw AgentError("agent '" + label_ + "' was handed a game it was not built for");
  const int seat = g.current_player(s);
  State view = seat_view(g, s, seat, redeals_);
  const uint64_t view_seed = view_seeds_.next();
  Action a;
  {
    py::gil_scoped_acquire gil;
    py::tuple answer = decide_(agent_, py::cast(PyGame(*game, std::move(view), view_seed)), seat, label_, timeout_);
    if (!answer[1].is_none()) throw AgentError(answer[1].cast<std::string>());
    a = answer[0].cast<Action>();
  }
  const std::vector<Action> legal = g.legal_actions(s);  // decide checked the view; the true state has the same
  if (!std::binary_search(legal.begin(), legal.end(), a))
    throw AgentError(fmt::format("agent '{}' answered {} ('{}'), not legal for seat {} in phase {}", label_, a,
                                 a < g.num_ids() ? g.action_name(a) : "?", seat, g.phase_name(s)));
  return a;
}

std::string agent_label(const py::handle& entry) {
  if (py::isinstance<py::str>(entry)) return entry.cast<std::string>();
  return agents_module().attr("label")(entry).cast<std::string>();
}

std::unique_ptr<Agent> agent_of(const py::handle& entry, const std::vector<std::shared_ptr<const Game>>& games,
                                double timeout) {
  py::object agent = py::reinterpret_borrow<py::object>(entry);
  if (py::isinstance<py::str>(entry)) {
    const auto spec = entry.cast<std::string>();
    if (spec.rfind("py:", 0) != 0) return make_agent(spec);
    agent = agents_module().attr("load")(spec);
  }
  return std::make_unique<PyAgent>(agent, agent_label(entry), games, timeout);
}

}  // namespace catanlab
