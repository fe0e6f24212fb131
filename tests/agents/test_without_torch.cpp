// A build without LibTorch (CATANLAB_TORCH=OFF only): the built-in evaluators
// search as before; a model file is refused with one line naming the build and the file.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "agents/evaluator.h"
#include "agents/torch_evaluator.h"
#include "core/config_error.h"

using namespace catanlab;

namespace {
const char* const kRefusal = "built without LibTorch (CATANLAB_TORCH=OFF): cannot load model /models/gen-0001.pt";
}

TEST_CASE("without torch: a model file is refused by name, the built-in evaluators load") {
  auto g = Game::load("base", 4);
  CHECK_THROWS_WITH_AS(load_evaluator("/models/gen-0001.pt", *g), kRefusal, ConfigError);
  CHECK_THROWS_WITH_AS(model_header("/models/gen-0001.pt", *g), kRefusal, ConfigError);
  CHECK(load_evaluator("uniform", *g)->name() == "uniform");
  CHECK(load_evaluator("heuristic", *g)->name() == "heuristic");
}

TEST_CASE("without torch: a PUCT agent with a model file fails on its first search, naming the file") {
  auto g = Game::load("base", 4);
  auto agent = make_agent("puct:model=/models/gen-0001.pt,sims=8");
  agent->reset(1);
  State s = g->new_game(1);
  CHECK_THROWS_WITH_AS(agent->act(*g, s), kRefusal, ConfigError);
}
