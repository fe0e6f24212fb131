// The LibTorch plugin (libcatanlab_torch.so): the one file that includes torch
// (a minute to compile, a second to load), behind agents/torch_net.h.
#include <torch/cuda.h>
#include <torch/script.h>

#include <climits>
#include <cstring>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "agents/crc32.h"
#include "agents/torch_net.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

namespace {

constexpr int kModelVersion = 2;
constexpr const char* kHeaderFile = "catanlab.json";

// TorchScript's errors carry the script's traceback; the error itself is the last line.
std::string last_line(std::string what) {
  what.erase(what.find_last_not_of(" \n") + 1);
  return what.substr(what.find_last_of('\n') + 1);
}

class Net final : public TorchNet {
 public:
  Net(torch::jit::Module module, torch::Device device, std::string path, NetShape shape, std::string header,
      double score_weight)
      : module_(std::move(module)), device_(device), path_(std::move(path)), shape_(std::move(shape)),
        header_(std::move(header)), score_weight_(score_weight) {
    module_.eval();
  }
  double score_weight() const override { return score_weight_; }
  const std::string& header() const override { return header_; }

  void forward(int batch, const float* obs_in, float* logits_out, float* values_out) override {
    const int64_t n = batch;
    c10::InferenceMode inference;
    torch::Tensor obs =
        torch::from_blob(const_cast<float*>(obs_in), {n, shape_.obs_size}, torch::kFloat32).to(device_);
    c10::IValue out;
    try {
      out = module_.forward({obs});
    } catch (const c10::Error& e) {  // its what() ends with a C++ backtrace
      throw ConfigError(path_ + ": forward raised: " + last_line(e.what_without_backtrace()));
    } catch (const std::exception& e) {
      throw ConfigError(path_ + ": forward raised: " + last_line(e.what()));
    }
    if (!out.isTuple()) throw ConfigError(path_ + ": forward must return (logits, values), not a " + out.tagKind());
    const auto& items = out.toTupleRef().elements();
    if (items.size() != 2)
      throw ConfigError(path_ + ": forward must return (logits, values), not a tuple of " +
                        std::to_string(items.size()));
    const torch::Tensor logits = output(items[0], "logits", {n, shape_.num_actions}, "num_actions");
    const torch::Tensor values = output(items[1], "values", {n, shape_.num_players}, "num_players");
    std::memcpy(logits_out, logits.data_ptr<float>(), sizeof(float) * logits.numel());
    std::memcpy(values_out, values.data_ptr<float>(), sizeof(float) * values.numel());
  }

  // A forward on a blank batch of two: a model that raises, or whose outputs
  // have the wrong number, type or shape, is refused when loaded, not mid-game.
  void dry_run() {
    constexpr int n = 2;
    std::vector<float> obs(size_t(n) * shape_.obs_size), logits(size_t(n) * shape_.num_actions),
        values(size_t(n) * shape_.num_players);
    forward(n, obs.data(), logits.data(), values.data());
  }

 private:
  static std::string shape(const torch::Tensor& t) {
    std::string s = "[";
    for (int64_t d : t.sizes()) s += (s.size() > 1 ? ", " : "") + std::to_string(d);
    return s + "]";
  }

  // One of forward's outputs as contiguous CPU float32, after checking it is a floating-point tensor of `want` shape.
  torch::Tensor output(const c10::IValue& v, const char* field, torch::IntArrayRef want, const char* size) const {
    if (!v.isTensor()) throw ConfigError(path_ + ": forward's " + field + " must be a tensor, not a " + v.tagKind());
    const torch::Tensor& t = v.toTensor();
    if (!t.is_floating_point())
      throw ConfigError(path_ + ": forward's " + field + " must be floating point, not " +
                        std::string(c10::toString(t.scalar_type())));
    if (t.sizes() != want)
      throw ConfigError(path_ + ": forward's " + field + " have shape " + shape(t) + ", expected [" +
                        std::to_string(want[0]) + ", " + std::to_string(want[1]) + "] (batch, " + size + ")");
    return t.to(torch::kCPU, torch::kFloat32).contiguous();
  }

  torch::jit::Module module_;
  torch::Device device_;
  std::string path_;
  NetShape shape_;
  std::string header_;
  double score_weight_;
};

// The header must name this game's shape; anything else would index the
// policy head with the wrong actions. Every field it has is of its type: one
// of another is refused by name, never read as a default or as another version.
void check_header(const nlohmann::json& h, const NetShape& shape, const std::string& path) {
  auto refuse = [&](const char* key, const std::string& expected) {
    throw ConfigError(path + ": header " + key + " is " + h[key].dump() + ", expected " + expected);
  };
  auto require = [&](const char* key) {
    if (!h.contains(key)) throw ConfigError(path + ": header has no '" + key + "'");
  };
  auto expect = [&](const char* key, const nlohmann::json& want) {
    require(key);
    if (h[key] != want || (want.is_number_integer() && !h[key].is_number_integer())) refuse(key, want.dump());  // 4.0 too
  };
  expect("format", "catanlab-model");
  // Version 1 (before the weights' checksum) still loads: models already written stay readable.
  require("version");
  if (!json_int_within(h["version"], 1, kModelVersion)) refuse("version", "1 or " + std::to_string(kModelVersion));
  expect("ruleset", shape.ruleset);
  expect("num_players", shape.num_players);
  expect("obs_size", shape.obs_size);
  expect("num_actions", shape.num_actions);
  require("score_weight");  // the search scores finished games with it
  const nlohmann::json& w = h["score_weight"];
  if (!w.is_number() || !(w.get<double>() >= 0 && w.get<double>() <= 1)) refuse("score_weight", "a number in 0..1");
  // For people, but of their types when present.
  if (h.contains("generation") && !json_int_within(h["generation"], 0, INT64_MAX)) refuse("generation", "a whole number >= 0");
  if (h.contains("architecture") && !h["architecture"].is_object()) refuse("architecture", "an object");
  if (h.contains("values") && !h["values"].is_string()) refuse("values", "a string");
}

// CRC-32 of every parameter's and buffer's bytes, in the order of their sorted
// names (docs/neural.md); catanlab.train writes it into the header.
uint32_t weights_crc32(const torch::jit::Module& module) {
  std::map<std::string, torch::Tensor> weights;
  for (const auto& p : module.named_parameters()) weights.emplace(p.name, p.value);
  for (const auto& b : module.named_buffers()) weights.emplace(b.name, b.value);
  uint32_t crc = 0;
  for (const auto& [name, t] : weights) {
    const torch::Tensor bytes = t.detach().to(torch::kCPU).contiguous();
    crc = crc32(static_cast<const unsigned char*>(bytes.data_ptr()), bytes.nbytes(), crc);
  }
  return crc;
}

void check_weights(const nlohmann::json& h, const torch::jit::Module& module, const std::string& path) {
  if (h["version"] == 1) return;  // written before the checksum
  if (!h.contains("weights_crc32")) throw ConfigError(path + ": header has no 'weights_crc32'");
  if (!h["weights_crc32"].is_number_unsigned())
    throw ConfigError(path + ": header weights_crc32 is " + h["weights_crc32"].dump() + ", not an unsigned integer");
  const uint64_t stored = h["weights_crc32"], actual = weights_crc32(module);
  if (stored != actual)
    throw ConfigError(path + ": the weights do not match their checksum (CRC-32 " + std::to_string(actual) +
                      ", header weights_crc32 " + std::to_string(stored) + "): the file is corrupted");
}

std::unique_ptr<TorchNet> load(const std::string& path, const NetShape& shape, const std::string& device) {
  if (!std::filesystem::is_regular_file(path)) throw ConfigError(path + ": no such model file");
  torch::Device dev(torch::kCPU);
  try {
    dev = torch::Device(device);
  } catch (const std::exception&) {
    throw ConfigError("device '" + device + "' is not a torch device (cpu, cuda, cuda:N)");
  }
  if (dev.is_cuda() && !torch::cuda::is_available())
    throw ConfigError("device '" + device + "': this machine has no CUDA device");
  torch::jit::ExtraFilesMap extra{{kHeaderFile, ""}};
  torch::jit::Module module;
  try {
    module = torch::jit::load(path, dev, extra);
  } catch (const std::exception& e) {
    std::string what = e.what();
    throw ConfigError(path + ": not a TorchScript model (" + what.substr(0, what.find('\n')) + ")");
  }
  if (extra[kHeaderFile].empty()) throw ConfigError(path + ": no catanlab.json header (export with catanlab.train)");
  const nlohmann::json header = nlohmann::json::parse(extra[kHeaderFile], nullptr, false);
  if (!header.is_object()) throw ConfigError(path + ": catanlab.json header is not a JSON object");
  check_header(header, shape, path);
  check_weights(header, module, path);
  auto net = std::make_unique<Net>(std::move(module), dev, path, shape, header.dump(), header["score_weight"].get<double>());
  net->dry_run();
  return net;
}

}  // namespace

}  // namespace catanlab

extern "C" __attribute__((visibility("default"))) const catanlab::TorchPlugin catanlab_torch_plugin{&catanlab::load};
