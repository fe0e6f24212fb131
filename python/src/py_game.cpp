// catanlab.Game: one game in progress (a shared immutable Game, a State and
// the chance RNG seeded as play_game seeds it), plus Agent and play_game.
#include <array>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "agents/agent_registry.h"
#include "agents/ismcts.h"
#include "arrays.h"
#include "bindings.h"
#include "ints.h"
#include "py_agent.h"
#include "py_game.h"
#include "core/base/base_rules.h"
#include "core/standard/std_options.h"
#include "core/config_error.h"
#include "core/engine/obs_layout.h"
#include "core/render/render.h"
#include "core/render/replay_viewer.h"
#include "core/replay/replay.h"
#include "selfplay/game_runner.h"

namespace catanlab {

namespace py = pybind11;

namespace {


// The board's incidence tables and where the base module's per-position rows
// and action blocks start (core/base/base_rules.h): what a board-aware
// network needs to read the observation by position.
py::dict board_graph(const PyGame& g) {
  if (g.game->family() != StdGame::kFamily)
    throw py::value_error("board_graph: the standard family's board; rule set '" + g.game->rules().name +
                          "' is of family '" + std::string(g.game->family()) + "'");
  const Topology& t = g.game->topology();
  py::array_t<int32_t> vertex_hex({t.num_vertices, 3}), edge_vertex({t.num_edges, 2});
  for (int v = 0; v < t.num_vertices; ++v)
    for (int i = 0; i < 3; ++i) vertex_hex.mutable_at(v, i) = t.vertex_hex[v][i];
  for (int e = 0; e < t.num_edges; ++e)
    for (int i = 0; i < 2; ++i) edge_vertex.mutable_at(e, i) = t.edge_vertex[e][i];
  py::dict d;
  d["num_hexes"] = t.num_hexes;
  d["num_vertices"] = t.num_vertices;
  d["num_edges"] = t.num_edges;
  d["vertex_hex"] = vertex_hex;
  d["edge_vertex"] = edge_vertex;
  d["hex_features"] = base_obs::kHexFeatures;
  d["vertex_features"] = base_obs::vertex_features(std_game(*g.game));
  d["edge_features"] = base_obs::edge_features(std_game(*g.game));
  d["seat_features"] = base_obs::kPlayerFeatures;
  d["seats"] = base_obs::seats(std_game(*g.game));
  const BaseBlocks& k = base_blocks(std_game(*g.game));
  d["settlement_action"] = k.build_settlement.first;
  d["city_action"] = k.build_city.first;
  d["road_action"] = k.build_road.first;
  d["robber_action"] = k.move_robber.first;
  return d;
}

}  // namespace

void bind_game(py::module_& m) {
  py::class_<PyGame>(m, "Game", "One game in progress: a rule set, its players and a seed.")
      .def(py::init<const std::string&, Int<int>, Int<uint64_t>, const IntOptions&>(), py::arg("rules") = "base",
           py::arg("players") = 0, py::arg("seed") = 0, py::arg("options") = IntOptions{},
           "players=0 takes the rule set's default; options override rule-set numbers by name.")
      .def("reset", [](PyGame& g, Int<uint64_t> seed) { g.reset(seed); }, py::arg("seed"), "Starts a new game from `seed`.")
      .def_property_readonly("rules", [](const PyGame& g) { return g.game->rules().name; })
      .def_property_readonly("seed", [](const PyGame& g) { return g.seed; })
      .def_property_readonly("num_players", [](const PyGame& g) { return g.game->num_players(); })
      .def_property_readonly("family", [](const PyGame& g) { return std::string(g.game->family()); })
      .def_property_readonly("min_players", [](const PyGame& g) { return g.game->rules().min_players; },
                             "The fewest players the rule set takes.")
      .def_property_readonly("max_players", [](const PyGame& g) { return g.game->rules().max_players; })
      .def_property_readonly("num_actions", [](const PyGame& g) { return g.game->num_actions(); })
      .def_property_readonly("num_ids", [](const PyGame& g) { return g.game->num_ids(); })
      .def_property_readonly("observation_size", [](const PyGame& g) { return g.game->observation_size(); })
      .def(
          "observation_layout",
          [](const PyGame& g) {
            py::list out;
            for (const ObsSegment& seg : observation_layout(*g.game))
              out.append(py::dict(py::arg("name") = seg.name, py::arg("size") = seg.size, py::arg("low") = seg.low,
                                  py::arg("high") = seg.high, py::arg("meaning") = seg.meaning));
            return out;
          },
          "The observation's segments in order: dicts of name, size, low, high (every entry lies in [low, high]) "
          "and meaning; their sizes add up to observation_size.")
      .def_property_readonly(
          "options",
          [](const PyGame& g) {
            std::map<std::string, int> out;
            for (const OptionValue& o : g.game->options()) out[o.name] = o.value;
            return out;
          },
          "The rule set's integer options by name, with the overrides given (`catanlab rules`): turn_cap, ...")
      .def_property_readonly("phase", [](const PyGame& g) { return g.game->phase_name(g.state); })
      .def_property_readonly("turn", [](const PyGame& g) { return g.game->turn(g.state); })
      .def_property_readonly("current_player", [](const PyGame& g) { return g.game->current_player(g.state); },
                             "The seat to move; -1 at a chance node, -2 once the game is over.")
      .def("is_chance", [](const PyGame& g) { return g.game->is_chance(g.state); })
      .def("is_terminal", [](const PyGame& g) { return g.game->is_terminal(g.state); })
      .def("private_decision", [](const PyGame& g) { return g.game->private_decision(g.state); },
           "True where the seat to move commits a choice no other seat sees until a later step shows it (a\n"
           "simultaneous move: docs/engine.md, \"Simultaneous moves\").")
      .def("legal_actions", [](const PyGame& g) { return g.game->legal_actions(g.state); },
           "Legal decision ids of the seat to move, ascending (empty at chance and terminal nodes).")
      .def("action_mask",
           [](const PyGame& g) {
             py::array_t<bool> mask(g.game->num_actions());
             g.game->legal_mask(g.state, reinterpret_cast<uint8_t*>(mask.mutable_data()));
             return mask;
           },
           "numpy bool array of num_actions: True for legal decisions.")
      .def("apply",
           [](PyGame& g, const py::object& action) { g.game->apply_checked(g.state, g.id_of(action)); },
           py::arg("action"), "Applies a decision or chance outcome by id or name; ValueError if illegal.")
      .def("chance_outcomes",
           [](const PyGame& g) {
             std::vector<std::pair<Action, double>> out;
             for (const ChanceOutcome& o : g.game->chance_outcomes(g.state)) out.emplace_back(o.id, o.probability);
             return out;
           },
           "(id, probability) pairs at a chance node, else empty.")
      .def("sample_chance",
           [](PyGame& g) {
             if (!g.game->is_chance(g.state)) throw py::value_error("sample_chance: not at a chance node");
             return g.game->sample_chance(g.state, g.chance);
           },
           "Draws a chance outcome id from the game's own chance stream (does not apply it).")
      .def("returns",
           [](const PyGame& g) {
             std::vector<double> r(g.game->num_players());
             g.game->returns(g.state, r.data());
             return r;
           },
           "Per seat: 1 for the winner, 0 otherwise (all 0 before the end or on a draw).")
      .def("victory_points",
           [](const PyGame& g, Int<int> player) {
             g.check_seat(player);
             return g.game->victory_points(g.state, player);
           },
           py::arg("player"))
      .def("observe",
           [](const PyGame& g, Int<int> player, std::optional<py::array> out) {
             g.check_seat(player);
             py::array result = out ? *out : py::array_t<float>(g.game->observation_size());
             g.game->observe(g.state, player,
                             py_arrays::float32_out(result, {g.game->observation_size()}, "observe(out=)"));
             return result;
           },
           py::arg("player"), py::arg("out") = py::none(),
           "float32 observation of `player`, written by C++ straight into a new array or into `out`.")
      .def("resample_hidden",
           [](PyGame& g, Int<int> player, Int<uint64_t> seed) {
             g.check_seat(player);
             Rng rng(seed);
             g.game->resample_hidden(g.state, player, rng);
           },
           py::arg("player"), py::arg("seed"), "Redraws what `player` cannot see; observe(player) is unchanged.")
      .def("clone", [](const PyGame& g) { return PyGame(g); }, "An independent copy (state and chance stream).")
      .def("__copy__", [](const PyGame& g) { return PyGame(g); })
      .def("__deepcopy__", [](const PyGame& g, py::dict) { return PyGame(g); })
      .def("to_json", [](const PyGame& g) { return g.game->to_json(g.state); })
      .def("from_json", [](PyGame& g, const std::string& text) { g.state = g.game->from_json(text); }, py::arg("text"),
           "Replaces the state with one written by to_json (same rule set and players).")
      .def("to_bytes", [](const PyGame& g) { return py::bytes(g.game->to_bytes(g.state)); })
      .def("from_bytes", [](PyGame& g, const py::bytes& b) { g.state = g.game->from_bytes(std::string(b)); })
      .def("action_name",
           [](const PyGame& g, Int<int64_t> arg) {
             const int64_t id = arg;
             if (id < 0 || id >= g.game->num_ids())
               throw py::value_error(fmt::format("no action with id {} (ids are 0..{})", id, g.game->num_ids() - 1));
             return g.game->action_name(Action(id));
           },
           py::arg("id"))
      .def("action_id",
           [](const PyGame& g, const std::string& name) {
             if (auto id = g.game->action_id(name)) return *id;
             throw py::value_error("unknown action name '" + name + "'");
           },
           py::arg("name"))
      .def("board_graph", &board_graph,
           "The board as a graph for networks that read the observation by board position: vertex_hex [V, 3] and\n"
           "edge_vertex [E, 2] (-1: none), the widths of the observation's hex, vertex, edge and seat rows (they\n"
           "come first, in that order), and the first id of each per-position action block.")
      .def("render",
           [](const PyGame& g, std::optional<Int<int>> player) {
             int seat = player ? int(*player) : std::max(0, g.game->current_player(g.state));
             g.check_seat(seat);
             return g.game->observe_text(g.state, seat);
           },
           py::arg("player") = py::none(), "Text view of `player` (default: the seat to move).")
      .def("to_svg",
           [](const PyGame& g, std::optional<Int<int>> viewer) {
             if (viewer) g.check_seat(*viewer);
             return state_svg(*g.game, g.state, viewer ? int(*viewer) : kEveryone);
           },
           py::arg("viewer") = py::none(),
           "The board, pieces and side panel as SVG; hands as seat `viewer` sees them (default: everything).")
      // What the play server (catanlab.serve) needs: the log as a seat reads it, the
      // replay header's board and result line, and where the picture puts each spot.
      .def("seen_name",
           [](const PyGame& g, const py::object& action, Int<int> viewer) {
             g.check_seat(viewer);
             return seen_name(*g.game, g.state, g.id_of(action), viewer);
           },
           py::arg("action"), py::arg("viewer"),
           "The name of `action` from this state as seat `viewer` may read it (hidden words as '?').")
      .def_property_readonly("board", [](const PyGame& g) { return board_for(g.game->rules(), g.game->num_players()); },
                             "The board file's name for this player count, as a replay's header gives it.")
      .def("result",
           [](const PyGame& g) {
             const GameResult r = result_of(*g.game, g.state, 0);
             py::dict d;
             d["winner"] = r.winner;
             d["table"] = r.table;
             std::vector<int> shared;
             for (int p = 0; r.shared >> p; ++p)
               if (r.shared >> p & 1) shared.push_back(p);
             d["shared"] = shared;
             d["vp"] = r.vp;
             d["turns"] = r.turns;
             d["text"] = result_text(r);
             return d;
           },
           "The result as a replay's last line gives it (winner -1: none; table -1: no table result), and in words.")
      .def("spots",
           [](const PyGame& g) {
             const SvgCanvas c(g.game->topology());
             std::vector<std::array<double, 2>> hexes, vertices;
             std::vector<std::array<double, 3>> edges;
             for (int h = 0; h < g.game->topology().num_hexes; ++h) hexes.push_back({c.hex_center(h).x, c.hex_center(h).y});
             for (int v = 0; v < g.game->topology().num_vertices; ++v) vertices.push_back({c.vertex(v).x, c.vertex(v).y});
             for (int e = 0; e < g.game->topology().num_edges; ++e)
               edges.push_back({c.edge_mid(e).x, c.edge_mid(e).y, double(c.edge_angle(e))});
             py::dict d;
             d["h"] = hexes;
             d["v"] = vertices;
             d["e"] = edges;
             return d;
           },
           "Where to_svg draws hex hN's centre, corner vN and edge eN's middle (x, y; an edge adds its angle).")
      .def("__repr__", [](const PyGame& g) {
        return fmt::format("<catanlab.Game rules='{}' players={} seed={} turn={} phase={}>", g.game->rules().name,
                           g.game->num_players(), g.seed, g.game->turn(g.state), g.game->phase_name(g.state));
      });

  py::class_<Agent>(m, "Agent", "A built-in agent by name with parameters ('random').")
      .def(py::init([](const std::string& spec) { return make_agent(spec); }), py::arg("spec"))
      .def_property_readonly("name", &Agent::name)
      .def("reset", [](Agent& a, Int<uint64_t> seed) { a.reset(seed); }, py::arg("seed"))
      .def("check_game", [](const Agent& a, const PyGame& g) { a.check_game(*g.game); }, py::arg("game"),
           "ValueError if the agent cannot play the game's family (the heuristic needs its value function).")
      .def("act", [](Agent& a, const PyGame& g) {
        if (g.game->is_chance(g.state) || g.game->is_terminal(g.state))
          throw py::value_error("act: no seat is to move (chance node or game over)");
        a.check_game(*g.game);
        py::gil_scoped_release nogil;  // other threads (the play server's other games) run while it thinks
        return a.act(*g.game, g.state);
      }, py::arg("game"), "The agent's decision for the seat to move (the game must not change meanwhile).")
      .def("last_root", [](const Agent& a) {
        const auto* search = dynamic_cast<const IsmctsAgent*>(&a);
        if (!search) throw py::value_error("last_root: " + a.name() + " is not an ISMCTS agent");
        return search->last_root().visits;
      }, "ISMCTS only: (action, visits) of each root child legal in the position act() searched last "
         "(empty where it had one legal action and did not search): the labels of ranking records.");

  m.def("derive_seed", [](Int<uint64_t> seed, Int<uint64_t> stream) { return derive_seed(seed, stream); }, py::arg("seed"),
        py::arg("stream"),
        "The seed of stream `stream` under `seed`: chance is stream 1, seat p's agent stream 100 + p.");
  m.def("agent_names", &agent_names);
  m.def("rule_sets", &list_rulesets);
  m.def(
      "play_game",
      [](const std::string& rules, const py::list& agents, Int<uint64_t> seed, const IntOptions& int_options,
         std::optional<std::string> replay, double timeout) {
        if (agents.empty()) throw py::value_error("play_game: give one agent per seat");
        const std::map<std::string, int> options = options_of(int_options);
        std::shared_ptr<const Game> g = Game::load(rules, int(agents.size()), options);
        std::vector<std::unique_ptr<Agent>> owned;
        std::vector<Agent*> seats;
        std::vector<std::string> labels;
        for (const py::handle a : agents) {
          seats.push_back(owned.emplace_back(agent_of(a, {g}, timeout)).get());
          labels.push_back(agent_label(a));
        }
        std::unique_ptr<ReplayWriter> writer;
        if (replay) writer = std::make_unique<ReplayWriter>(*replay, *g, ReplayHeader{rules, options, g->num_players(), seed, labels});
        GameResult r;
        {
          py::gil_scoped_release nogil;
          r = play_game(*g, seats, seed, writer.get());
        }
        py::dict out;
        out["winner"] = r.winner;
        out["table"] = r.table;  // 1: the table won together, 0: it lost; -1: no table result
        out["vp"] = r.vp;
        out["turns"] = r.turns;
        out["steps"] = r.steps;
        return out;
      },
      py::arg("rules"), py::arg("agents"), py::arg("seed") = 0, py::arg("options") = IntOptions{},
      py::arg("replay") = py::none(), py::arg("timeout") = 0.0,
      "Plays one game in C++, as `catanlab play` does; optionally writes a replay. agents: one per seat, a built-in\n"
      "agent's spec ('heuristic'), 'py:module:Class' or a Python agent object (catanlab.agents); timeout: seconds a\n"
      "Python agent may take for a decision (0: no limit). A Python agent that fails raises catanlab.AgentError.");
}

}  // namespace catanlab
