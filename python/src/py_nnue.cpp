// catanlab._catanlab.nnue_forward, nnue_layout_hash and value_term_names: the
// C++ learned evaluator (agents/nnue/) on a file from catanlab.nnue, so that
// tests compare it with PyTorch's forward and layout hash, and the names of
// the heuristic's terms a net may read.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "agents/heuristic_eval.h"
#include "agents/nnue/layout_hash.h"
#include "agents/nnue/nnue_net.h"
#include "core/config_error.h"
#include "arrays.h"
#include "py_game.h"
#include "bindings.h"
#include "ints.h"

namespace py = pybind11;

namespace catanlab {

void bind_nnue(py::module_& m) {
  using namespace pybind11::literals;
  m.def(
      "nnue_forward",
      [](const std::string& path, const std::string& rules, Int<int> players,
         const py::array_t<float, py::array::c_style | py::array::forcecast>& obs,
         const std::optional<py::array_t<double, py::array::c_style | py::array::forcecast>>& heuristic,
         const std::optional<py::array_t<double, py::array::c_style | py::array::forcecast>>& terms) {
        auto g = Game::load(rules, players);
        const NnueNet net(path);  // read afresh: a test rewrites its files
        net.check_game(*g);
        py_arrays::require_shape(obs, {obs.ndim() == 2 ? obs.shape(0) : -1, g->observation_size()}, "obs");
        const py::ssize_t n = obs.shape(0), P = g->num_players(), K = py::ssize_t(net.header().value_terms.size());
        if (heuristic) py_arrays::require_shape(*heuristic, {n, P}, "heuristic");
        if (terms) py_arrays::require_shape(*terms, {n, P, K}, "terms");
        if (K && heuristic && !terms) throw ConfigError(path + ": a net over the heuristic's terms needs them (terms)");
        py::array_t<float> logits({n, py::ssize_t(g->num_actions())}), values({n, py::ssize_t(g->num_players())});
        std::vector<Action> all(size_t(g->num_actions()));
        for (Action a = 0; a < g->num_actions(); ++a) all[size_t(a)] = a;
        NnueNet::Scratch scratch;
        for (py::ssize_t i = 0; i < n; ++i) {
          if (heuristic)
            net.evaluate_over(obs.data(i, 0), heuristic->data(i, 0), K ? terms->data(i, 0, 0) : nullptr, scratch,
                              values.mutable_data(i, 0));
          else
            net.evaluate(obs.data(i, 0), scratch, values.mutable_data(i, 0));
          net.logits(scratch, all.data(), g->num_actions(), logits.mutable_data(i, 0));
        }
        return py::make_tuple(logits, values);
      },
      "path"_a, "rules"_a, "players"_a, "obs"_a, "heuristic"_a = py::none(), "terms"_a = py::none(),
      "The C++ evaluator's (logits [B, num_actions], values [B, players]) for observations [B, observation_size] "
      "of a .nnue file, after checking it fits the game; with `heuristic` [B, players] (and `terms` [B, players, K] "
      "for a net with value terms), a net over the heuristic adds them as at a leaf.");
  m.def(
      "value_term_names", [](const std::string& rules, Int<int> players) {
        auto g = Game::load(rules, players);
        return has_value_function(*g) ? value_term_names(*g) : std::vector<std::string>{};
      },
      "rules"_a, "players"_a = 0,
      "The names of the heuristic's value terms of a rule set, in the order self-play records them "
      "(heuristic_terms) and a net reads them (NnueNet(value_terms=...)); none for a family without the value.");
  m.def(
      "heuristic_terms",
      [](const PyGame& g, Int<int> seat) {
        g.check_seat(seat);
        if (!has_value_function(*g.game)) throw ConfigError("heuristic_terms: " + g.game->rules().name + " has no value function");
        const int P = g.game->num_players(), K = int(value_term_names(*g.game).size());
        std::vector<double> values(static_cast<size_t>(P)), terms(static_cast<size_t>(P * K));
        leaf_seat_terms(*g.game, g.state, K, terms.data(), values.data());
        py::array_t<double> heuristic(P), rotated({P, K});
        for (int k = 0; k < P; ++k) {  // relative to `seat`, as a leaf's net reads them (NnueNet::seat_values)
          const int p = (seat + k) % P;
          heuristic.mutable_at(k) = values[size_t(p)];
          for (int j = 0; j < K; ++j) rotated.mutable_at(k, j) = terms[size_t(p * K + j)];
        }
        return py::make_tuple(heuristic, rotated);
      },
      "game"_a, "seat"_a,
      "The heuristic's seat values [players] and their terms [players, K] at full view, relative to `seat` "
      "(row k: the seat k places after it): what a net over the heuristic adds at a leaf where `seat` observes.");
  m.def(
      "nnue_layout_hash", [](const std::string& rules, Int<int> players) { return layout_hash(*Game::load(rules, players)); },
      "rules"_a, "players"_a = 0, "The layout hash C++ checks .nnue files against (catanlab.nnue.layout_hash).");
}

}  // namespace catanlab
