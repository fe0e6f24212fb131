#pragma once
// The seam between catanlab and its LibTorch plugin (libcatanlab_torch.so,
// torch_plugin.cpp): a loaded TorchScript model seen through plain buffers.
// torch_evaluator.cpp opens the plugin on the first model file, so a process
// that loads no model never pays LibTorch's second of start-up.
#include <memory>
#include <string>

namespace catanlab {

// What a model file must have been exported for (its catanlab.json header).
struct NetShape {
  std::string ruleset;
  int num_players = 0;
  int obs_size = 0;
  int num_actions = 0;
};

// One thread at a time per net (as Evaluator::evaluate); distinct nets are independent.
class TorchNet {
 public:
  virtual ~TorchNet() = default;
  // obs [n × obs_size] in; logits [n × num_actions] and values [n × num_players] out.
  // Throws ConfigError naming the file when forward raises or its outputs are malformed.
  virtual void forward(int n, const float* obs, float* logits, float* values) = 0;
  virtual double score_weight() const = 0;
  // The checked catanlab.json header, as JSON text.
  virtual const std::string& header() const = 0;
};

// The plugin's one exported symbol, `catanlab_torch_plugin`, is this table.
struct TorchPlugin {
  // Loads and checks a model file (docs/neural.md); throws ConfigError naming the file.
  std::unique_ptr<TorchNet> (*load)(const std::string& path, const NetShape& shape, const std::string& device);
};

}  // namespace catanlab
