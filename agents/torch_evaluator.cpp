#include "agents/torch_evaluator.h"

#include <dlfcn.h>

#include <filesystem>
#include <mutex>

#include "agents/torch_net.h"
#include "core/config_error.h"

namespace catanlab {

namespace {

// Where the plugin is: beside the binary that holds this code (the wheel packs it
// beside the extension), else where CMake built it (CATANLAB_TORCH_PLUGIN).
std::string plugin_path() {
  Dl_info self{};
  if (dladdr(reinterpret_cast<void*>(&plugin_path), &self) && self.dli_fname) {
    const std::filesystem::path beside = std::filesystem::path(self.dli_fname).parent_path() / "libcatanlab_torch.so";
    if (std::filesystem::exists(beside)) return beside.string();
  }
  return CATANLAB_TORCH_PLUGIN;
}

// The plugin, opened once per process on the first model file.
const TorchPlugin& plugin() {
  static const TorchPlugin* loaded = nullptr;
  static std::string error;
  static std::once_flag once;
  std::call_once(once, [] {
    void* lib = dlopen(plugin_path().c_str(), RTLD_NOW | RTLD_LOCAL);
    if (lib) loaded = static_cast<const TorchPlugin*>(dlsym(lib, "catanlab_torch_plugin"));
    if (!loaded) error = std::string("cannot load the LibTorch plugin: ") + dlerror() + " (rebuild catanlab)";
  });
  if (!loaded) throw ConfigError(error);
  return *loaded;
}

std::unique_ptr<TorchNet> load_net(const std::string& path, const Game& g, const std::string& device) {
  const NetShape shape{g.rules().name, g.num_players(), g.observation_size(), g.num_actions()};
  return plugin().load(path, shape, device);
}

class TorchEvaluator final : public Evaluator {
 public:
  TorchEvaluator(std::unique_ptr<TorchNet> net, std::string path) : net_(std::move(net)), path_(std::move(path)) {}
  std::string name() const override { return path_; }
  double score_weight() const override { return net_->score_weight(); }
  void evaluate(const Game&, const EvalBatch& batch) override {
    net_->forward(batch.size, batch.obs, batch.logits, batch.values);
  }

 private:
  std::unique_ptr<TorchNet> net_;
  std::string path_;
};

}  // namespace

std::unique_ptr<Evaluator> load_torch_evaluator(const std::string& path, const Game& g, const std::string& device) {
  return std::make_unique<TorchEvaluator>(load_net(path, g, device), path);
}

std::string model_header(const std::string& path, const Game& g) { return load_net(path, g, "cpu")->header(); }

}  // namespace catanlab
