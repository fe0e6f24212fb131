#pragma once
// The LibTorch evaluator's factory. torch_evaluator.cpp opens the LibTorch
// plugin (torch_plugin.cpp, the one file that includes torch) on the first
// model file; a build with CATANLAB_TORCH=OFF compiles no_torch_evaluator.cpp
// instead, whose functions throw ConfigError naming the file.
#include <memory>
#include <string>

#include "agents/evaluator.h"

namespace catanlab {

// Loads a TorchScript file exported by catanlab.train and checks its
// catanlab.json header against `g`, its weights against the header's
// checksum, and its forward by a run on a blank batch (docs/neural.md).
// Throws ConfigError naming the file; so does the evaluator when its forward
// raises or returns malformed outputs.
std::unique_ptr<Evaluator> load_torch_evaluator(const std::string& path, const Game& g, const std::string& device);
// The checked header of a model file, as JSON text.
std::string model_header(const std::string& path, const Game& g);

}  // namespace catanlab
