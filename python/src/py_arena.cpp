// catanlab.arena's C++ side, _catanlab.ArenaCore: one process's seat of an
// arena. Its games are played by selfplay/arena.h (play_seating, play_pods)
// and its JSON lines and table are that file's too (game_json, tabulate,
// format_table): the CLI's statistics, not a copy. Python agents' arenas are
// split over processes by python/catanlab/arena.py, each calling play() for
// the games it was given; the ArenaGames come back pickled.
#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "agents/agent_registry.h"
#include "bindings.h"
#include "core/io/output_file.h"
#include "ints.h"
#include "py_agent.h"
#include "selfplay/arena.h"
#include "selfplay/ratings.h"

namespace catanlab {

namespace py = pybind11;

namespace {

class PyArena {
 public:
  PyArena(const std::string& rules, const IntOptions& options, const py::list& entries, Int<uint64_t> seed,
          const std::string& replays, bool replay_viewers, Int<int> viewer, double timeout, Int<int> threads) {
    c_.rules = rules;
    c_.options = options_of(options);
    c_.seed = seed;
    c_.replays = replays;
    c_.replay_viewers = replay_viewers;
    c_.viewer = viewer;
    c_.threads = threads;
    if (entries.size() < 2) throw py::value_error("arena: at least two agents, one per seat");
    for (const py::handle e : entries) c_.agents.push_back(agent_label(e));
    game_ = Game::load(rules, int(entries.size()), c_.options);
    for (const py::handle e : entries) {
      python_ = python_ || !py::isinstance<py::str>(e) || e.cast<std::string>().rfind("py:", 0) == 0;
      agents_.push_back(agent_of(e, {game_}, timeout));
      agents_.back()->check_game(*game_);
    }
    if (!replays.empty()) make_output_folder(replays);
  }

  // One game: pod `pod`, seats rotated `rotation` times.
  ArenaGame play(Int<int> pod, Int<int> rotation) {
    std::vector<Agent*> by_entry;
    for (auto& a : agents_) by_entry.push_back(a.get());
    py::gil_scoped_release nogil;  // a Python agent takes it back for each decision
    return play_seating(c_, *game_, seating(c_, pod, rotation, by_entry));
  }

  // Pods [0, pods) between built-in agents on `threads` C++ threads; on_game per finished game.
  std::vector<ArenaGame> play_pods(Int<int> pods, const std::function<void(const ArenaGame&)>& on_game) {
    if (python_) throw py::value_error("play_pods: built-in agents only; Python agents play game by game");
    py::gil_scoped_release nogil;
    return catanlab::play_pods(c_, 0, pods, [&](const ArenaGame& g) {
      py::gil_scoped_acquire gil;
      on_game(g);
    });
  }

  std::string game_json(const ArenaGame& g) const { return catanlab::game_json(c_, g); }
  std::string table(const std::vector<ArenaGame>& games) const { return format_table(tabulate(c_, games)); }

  // The table's rows as dicts: label, games, wins, win_ci, draws, mean_vp, ranks, rating, ms_per_decision.
  py::list rows(const std::vector<ArenaGame>& games) const {
    py::list out;
    for (const AgentRow& r : tabulate(c_, games).rows) {
      const Interval ci = wilson95(r.wins, r.games);
      py::dict d;
      d["label"] = r.label;
      d["games"] = r.games;
      d["wins"] = r.wins;
      d["win_ci"] = py::make_tuple(ci.lo, ci.hi);
      d["draws"] = r.draws;
      d["mean_vp"] = r.vp / std::max(1, r.games);
      d["ranks"] = r.ranks;
      d["rating"] = r.rating;
      d["ms_per_decision"] = r.decisions ? 1e3 * r.seconds / r.decisions : 0.0;
      out.append(d);
    }
    return out;
  }

  bool python() const { return python_; }
  int num_agents() const { return int(c_.agents.size()); }
  const std::vector<std::string>& labels() const { return c_.agents; }

 private:
  ArenaConfig c_;
  std::shared_ptr<const Game> game_;
  std::vector<std::unique_ptr<Agent>> agents_;  // by entry
  bool python_ = false;
};

}  // namespace

void bind_arena(py::module_& m) {
  py::register_exception<AgentError>(m, "AgentError", PyExc_RuntimeError);

  py::class_<ArenaGame>(m, "ArenaGame", "One finished arena game; ArenaCore.game_json gives its JSON line.")
      .def_readonly("pod", &ArenaGame::pod)
      .def_readonly("rotation", &ArenaGame::rotation)
      .def_readonly("seed", &ArenaGame::seed)
      .def_readonly("winner", &ArenaGame::winner)
      .def(py::pickle(
          [](const ArenaGame& g) {  // to the process that tabulates
            return py::make_tuple(g.pod, g.rotation, g.seed, g.entry_at, g.winner, g.table, g.shared, g.vp, g.rank,
                                  g.turns, g.decisions, g.seconds);
          },
          [](const py::tuple& t) {
            ArenaGame g;
            g.pod = t[0].cast<int>();
            g.rotation = t[1].cast<int>();
            g.seed = t[2].cast<uint64_t>();
            g.entry_at = t[3].cast<std::vector<int>>();
            g.winner = t[4].cast<int>();
            g.table = t[5].cast<int>();
            g.shared = t[6].cast<int>();
            g.vp = t[7].cast<std::vector<int>>();
            g.rank = t[8].cast<std::vector<int>>();
            g.turns = t[9].cast<uint32_t>();
            g.decisions = t[10].cast<std::vector<uint64_t>>();
            g.seconds = t[11].cast<std::vector<double>>();
            return g;
          }));

  py::class_<PyArena>(m, "ArenaCore", "One process's seat of an arena; use catanlab.arena.")
      .def(py::init<const std::string&, const IntOptions&, const py::list&, Int<uint64_t>, const std::string&, bool,
                    Int<int>, double, Int<int>>(),
           py::arg("rules"), py::arg("options"), py::arg("agents"), py::arg("seed"), py::arg("replays"),
           py::arg("replay_viewers"), py::arg("viewer"), py::arg("timeout"), py::arg("threads"))
      .def("play", &PyArena::play, py::arg("pod"), py::arg("rotation"))
      .def("play_pods", &PyArena::play_pods, py::arg("pods"), py::arg("on_game"))
      .def("game_json", &PyArena::game_json, py::arg("game"))
      .def("table", &PyArena::table, py::arg("games"))
      .def("rows", &PyArena::rows, py::arg("games"))
      .def_property_readonly("python", &PyArena::python, "True if a seat is a Python agent.")
      .def_property_readonly("num_agents", &PyArena::num_agents)
      .def_property_readonly("labels", &PyArena::labels);
}

}  // namespace catanlab
