// catanlab.selfplay and catanlab.model_header: batched neural self-play and
// the model-file check, for the training loop (python/catanlab/train).
#include <pybind11/functional.h>
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "agents/torch_evaluator.h"
#include "bindings.h"
#include "ints.h"
#include "selfplay/selfplay_runner.h"

namespace py = pybind11;

namespace catanlab {

namespace {

py::dict run(const std::string& model, const std::string& out_dir, Int<int> games, const std::string& rules, Int<int> players,
             const IntOptions& options, Int<int> sims, bool gumbel, double dirichlet_alpha, double dirichlet_eps,
             double c_puct, Int<int> temperature_moves, Int<int> fast_sims, double full_search_prob, Int<int> slots,
             Int<int> batch, Int<int> threads, Int<uint64_t> seed, Int<int> records_per_chunk, Int<int> generation,
             const std::string& device, const std::function<void(int)>& progress) {
  SelfplayConfig c;
  c.model = model;
  c.out_dir = out_dir;
  c.games = games;
  c.rules = rules;
  c.players = players;
  c.options = options_of(options);
  c.search.sims = sims;
  c.search.gumbel = gumbel;
  c.search.dirichlet_alpha = dirichlet_alpha;
  c.search.dirichlet_eps = dirichlet_eps;
  c.search.c_puct = c_puct;
  c.temperature_moves = temperature_moves;
  c.fast_sims = fast_sims;
  c.full_search_prob = full_search_prob;
  c.slots = slots;
  c.batch = batch;
  c.threads = threads;
  c.seed = seed;
  c.records_per_chunk = records_per_chunk;
  c.generation = generation;
  c.device = device;
  bool interrupted = false;
  SelfplayStats s;
  {
    py::gil_scoped_release release;
    s = run_selfplay(
        c,
        [&] {  // Ctrl-C: stop between waves, keeping the chunks written
          py::gil_scoped_acquire acquire;
          return interrupted = PyErr_CheckSignals() != 0;
        },
        [&](const SelfplayStats& now) {
          if (!progress) return;
          py::gil_scoped_acquire acquire;
          progress(now.games);
        });
  }
  if (interrupted) throw py::error_already_set();
  return py::module_::import("json").attr("loads")(stats_json(c, s));
}

}  // namespace

void bind_selfplay(py::module_& m) {
  using namespace py::literals;
  m.def("selfplay", &run, "model"_a, "out_dir"_a, "games"_a, py::kw_only(), "rules"_a = "base", "players"_a = 4,
        "options"_a = IntOptions{}, "sims"_a = 64, "gumbel"_a = false, "dirichlet_alpha"_a = 0.3,
        "dirichlet_eps"_a = 0.25, "c_puct"_a = 1.25, "temperature_moves"_a = 30, "fast_sims"_a = 16,
        "full_search_prob"_a = 1.0, "slots"_a = 256, "batch"_a = 128, "threads"_a = 0, "seed"_a = 0,
        "records_per_chunk"_a = 4096, "generation"_a = 0, "device"_a = "cpu", "progress"_a = nullptr,
        "Batched PUCT self-play in C++ (GIL released) writing training chunks into out_dir.\n"
        "model: a TorchScript file from catanlab.train, or 'uniform' or 'heuristic' (no file). Returns the run's statistics.\n"
        "progress(games_done) is called after every finished game.");
  m.def(
      "model_header",
      [](const std::string& path, const std::string& rules, Int<int> players) {
        auto g = Game::load(rules, players);
        return py::module_::import("json").attr("loads")(model_header(path, *g));
      },
      "path"_a, "rules"_a = "base", "players"_a = 4,
      "Loads a model file in C++ and checks its catanlab.json header against the game; returns the header.");
}

}  // namespace catanlab
