// catanlab._catanlab.nnue_forward and nnue_layout_hash: the C++ learned
// evaluator (agents/nnue/) on a file from catanlab.nnue, so that tests compare
// it with PyTorch's forward and layout hash.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "agents/nnue/layout_hash.h"
#include "agents/nnue/nnue_net.h"
#include "arrays.h"
#include "bindings.h"
#include "ints.h"

namespace py = pybind11;

namespace catanlab {

void bind_nnue(py::module_& m) {
  using namespace pybind11::literals;
  m.def(
      "nnue_forward",
      [](const std::string& path, const std::string& rules, Int<int> players,
         const py::array_t<float, py::array::c_style | py::array::forcecast>& obs) {
        auto g = Game::load(rules, players);
        const NnueNet net(path);  // read afresh: a test rewrites its files
        net.check_game(*g);
        py_arrays::require_shape(obs, {obs.ndim() == 2 ? obs.shape(0) : -1, g->observation_size()}, "obs");
        const py::ssize_t n = obs.shape(0);
        py::array_t<float> logits({n, py::ssize_t(g->num_actions())}), values({n, py::ssize_t(g->num_players())});
        std::vector<Action> all(size_t(g->num_actions()));
        for (Action a = 0; a < g->num_actions(); ++a) all[size_t(a)] = a;
        NnueNet::Scratch scratch;
        for (py::ssize_t i = 0; i < n; ++i) {
          net.evaluate(obs.data(i, 0), scratch, values.mutable_data(i, 0));
          net.logits(scratch, all.data(), g->num_actions(), logits.mutable_data(i, 0));
        }
        return py::make_tuple(logits, values);
      },
      "path"_a, "rules"_a, "players"_a, "obs"_a,
      "The C++ evaluator's (logits [B, num_actions], values [B, players]) for observations [B, observation_size] "
      "of a .nnue file, after checking it fits the game.");
  m.def(
      "nnue_layout_hash", [](const std::string& rules, Int<int> players) { return layout_hash(*Game::load(rules, players)); },
      "rules"_a, "players"_a = 0, "The layout hash C++ checks .nnue files against (catanlab.nnue.layout_hash).");
}

}  // namespace catanlab
