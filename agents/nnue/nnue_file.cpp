#include "agents/nnue/nnue_file.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "agents/crc32.h"
#include "agents/heuristic_eval.h"
#include "agents/nnue/layout_hash.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

namespace {

constexpr char kMagic[8] = {'c', 'a', 't', 'n', 'n', 'u', 'e', '\n'};
// Wider than any rule set's observation or decisions, so that the sizes' products stay far from overflow.
constexpr int kMostEntries = 1 << 20, kMostHidden = 4096;

uint32_t u32_at(const std::string& bytes, size_t at) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data() + at);
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

}  // namespace

float half_to_float(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000) << 16, exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF;
  uint32_t bits;
  if (exponent == 0x1F) bits = sign | 0x7F800000u | mantissa << 13;
  else if (exponent != 0) bits = sign | (exponent + 112) << 23 | mantissa << 13;
  else if (mantissa == 0) bits = sign;
  else {  // subnormal: normalise
    int e = -1;
    uint32_t m = mantissa;
    do ++e, m <<= 1;
    while (!(m & 0x400));
    bits = sign | uint32_t(112 - e) << 23 | (m & 0x3FF) << 13;
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

namespace {

// Reads the tensors in file order from `bytes` at `at`, little-endian.
struct TensorReader {
  const std::string& bytes;
  size_t at;

  std::vector<float> f32(size_t count) {
    std::vector<float> out(count);
    for (size_t i = 0; i < count; ++i, at += 4) {
      const uint32_t bits = u32_at(bytes, at);
      std::memcpy(&out[i], &bits, sizeof bits);
    }
    return out;
  }
  std::vector<uint16_t> f16(size_t count) {
    std::vector<uint16_t> out(count);
    for (size_t i = 0; i < count; ++i, at += 2) out[i] = uint16_t(uint8_t(bytes[at]) | uint8_t(bytes[at + 1]) << 8);
    return out;
  }
};

NnueHeader parse_header(const std::string& text, const std::string& path, uint32_t version) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw ConfigError(path + ": corrupt: its header is not JSON: " + e.what());
  }
  if (!j.is_object()) throw ConfigError(path + ": corrupt: its header is not a JSON object");
  auto field = [&](const char* key) -> const nlohmann::json& {
    if (!j.contains(key)) throw ConfigError(path + ": header has no '" + key + "'");
    return j[key];
  };
  auto integer = [&](const char* key, int lo, int hi) { return json_int(field(key), lo, hi, path + ": header " + key); };
  NnueHeader h;
  if (!field("rules").is_string()) throw ConfigError(path + ": header rules must be a string");
  h.rules = j["rules"].get<std::string>();
  h.players = integer("players", 1, kMaxSeats);
  h.observation_size = integer("observation_size", 1, kMostEntries);
  h.num_actions = integer("num_actions", 1, kMostEntries);
  h.hidden = integer("hidden", 8, kMostHidden);
  h.hidden2 = integer("hidden2", 8, kMostHidden);
  if (!json_int_within(field("layout_hash"), 0, UINT32_MAX))
    throw ConfigError(path + ": header layout_hash must be an integer in 0.." + std::to_string(UINT32_MAX));
  h.layout_hash = j["layout_hash"].get<uint32_t>();
  if (version >= 2) {
    const nlohmann::json& t = field("heuristic_temperature");
    if (!t.is_number() || !(t.get<double>() >= 0 && t.get<double>() <= 1e6))
      throw ConfigError(path + ": header heuristic_temperature must be a number in 0..1e6 (0: the net alone)");
    h.heuristic_temperature = t.get<double>();
  }
  if (version >= 3) {
    const nlohmann::json& terms = field("value_terms");
    const bool names = terms.is_array() && terms.size() <= size_t(kMaxValueTerms) &&
                       std::all_of(terms.begin(), terms.end(), [](const nlohmann::json& t) { return t.is_string(); });
    if (!names)
      throw ConfigError(fmt::format("{}: header value_terms must be a list of at most {} names", path, kMaxValueTerms));
    h.value_terms = terms.get<std::vector<std::string>>();
    if (!h.value_terms.empty() && h.heuristic_temperature <= 0)
      throw ConfigError(path +
                        ": header value_terms need a heuristic_temperature above 0 (the terms are in its units)");
  }
  // The arithmetic runs eight lanes at a time (agents/nnue/nnue_net.cpp).
  if (h.hidden % 8 || h.hidden2 % 8)
    throw ConfigError(fmt::format("{}: hidden {} and hidden2 {} must be multiples of 8", path, h.hidden, h.hidden2));
  return h;
}

}  // namespace

NnueWeights read_nnue_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ConfigError(path + ": no such model file (a .nnue file from catanlab.nnue.export)");
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() < 20 || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    throw ConfigError(path + ": not a catanlab NNUE file (a .nnue file from catanlab.nnue.export)");
  const uint32_t version = u32_at(bytes, 8), json_size = u32_at(bytes, 12);
  if (version < 1 || version > kNnueVersion)
    throw ConfigError(fmt::format("{}: NNUE format version {}, this build reads versions 1 to {} (export it again "
                                  "with this catanlab)", path, version, kNnueVersion));
  const size_t end = bytes.size() - 4;
  if (crc32(reinterpret_cast<const unsigned char*>(bytes.data()), end) != u32_at(bytes, end))
    throw ConfigError(path + ": corrupt: the checksum does not match its contents (a damaged or cut file)");
  if (json_size > end - 16) throw ConfigError(path + ": corrupt: its header runs past the end");

  NnueWeights w;
  w.header = parse_header(bytes.substr(16, json_size), path, version);
  const NnueHeader& h = w.header;
  const size_t obs = size_t(h.observation_size), hid = size_t(h.hidden), hid2 = size_t(h.hidden2),
               players = size_t(h.players), actions = size_t(h.num_actions);
  const size_t terms = players * h.value_terms.size();
  const size_t need = 4 * obs + 2 * obs * hid + 4 * (hid + hid2 * hid + hid2 + players * hid2 + players +
                                                      actions * hid2 + actions + terms * hid2 + terms);
  const size_t have = end - 16 - json_size;
  if (have != need)
    throw ConfigError(fmt::format("{}: corrupt: {} bytes of weights, its header's sizes make {}", path, have, need));
  TensorReader r{bytes, 16 + json_size};
  w.input_scale = r.f32(obs);
  w.ft_weight = r.f16(obs * hid);
  w.ft_bias = r.f32(hid);
  w.fc_weight = r.f32(hid2 * hid);
  w.fc_bias = r.f32(hid2);
  w.value_weight = r.f32(players * hid2);
  w.value_bias = r.f32(players);
  w.policy_weight = r.f32(actions * hid2);
  w.policy_bias = r.f32(actions);
  w.term_weight = r.f32(terms * hid2);
  w.term_bias = r.f32(terms);
  // A diverged training leaves NaN or infinite weights: refused here, not found as a NaN value mid-search.
  const auto finite = [](float x) { return std::isfinite(x); };
  bool ok = std::all_of(w.ft_weight.begin(), w.ft_weight.end(), [](uint16_t h) { return (h & 0x7C00) != 0x7C00; });
  for (const std::vector<float>* t : {&w.input_scale, &w.ft_bias, &w.fc_weight, &w.fc_bias, &w.value_weight,
                                      &w.value_bias, &w.policy_weight, &w.policy_bias, &w.term_weight, &w.term_bias})
    ok = ok && std::all_of(t->begin(), t->end(), finite);
  if (!ok) throw ConfigError(path + ": a weight is NaN or infinite (has its training diverged?)");
  return w;
}

void check_nnue_fits(const NnueHeader& h, const std::string& path, const Game& g) {
  const std::string& rules = g.rules().name;
  if (h.rules != rules)
    throw ConfigError(fmt::format("{}: a model for rule set '{}', not '{}'", path, h.rules, rules));
  if (h.players != g.num_players())
    throw ConfigError(fmt::format("{}: a model for {} players of {}, not {}", path, h.players, rules, g.num_players()));
  std::string what;
  if (h.observation_size != g.observation_size())
    what = fmt::format("observation of {} entries, now {}", h.observation_size, g.observation_size());
  else if (h.num_actions != g.num_actions())
    what = fmt::format("{} decisions, now {}", h.num_actions, g.num_actions());
  else if (h.layout_hash != layout_hash(g))
    what = fmt::format("layout hash {}, now {}", h.layout_hash, layout_hash(g));
  if (!what.empty())
    throw ConfigError(fmt::format("{}: stale: trained on another observation layout of {} ({}); retrain the model "
                                  "for {}", path, rules, what, rules));
  if (h.heuristic_temperature > 0 && !has_value_function(g))
    throw ConfigError(fmt::format("{}: adds to the heuristic's value, which family '{}' does not have", path,
                                  g.family()));
  if (!h.value_terms.empty() && h.value_terms != value_term_names(g))
    throw ConfigError(fmt::format("{}: stale: trained on the heuristic's terms [{}], now [{}]; retrain the model "
                                  "for {}",
                                  path, fmt::join(h.value_terms, ", "), fmt::join(value_term_names(g), ", "), rules));
}

}  // namespace catanlab
