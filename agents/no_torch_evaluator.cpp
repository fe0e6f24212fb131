// The model-file factory of a build without LibTorch (CATANLAB_TORCH=OFF):
// the built-in evaluators still work; a model file is refused by name.
#include "agents/torch_evaluator.h"

#include "core/config_error.h"

namespace catanlab {

namespace {

[[noreturn]] void refuse(const std::string& path) {
  throw ConfigError("built without LibTorch (CATANLAB_TORCH=OFF): cannot load model " + path);
}

}  // namespace

std::unique_ptr<Evaluator> load_torch_evaluator(const std::string& path, const Game&, const std::string&) {
  refuse(path);
}

std::string model_header(const std::string& path, const Game&) { refuse(path); }

}  // namespace catanlab
