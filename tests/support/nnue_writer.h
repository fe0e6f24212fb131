#pragma once
// Writes .nnue files as catanlab.nnue.export does (python/catanlab/nnue/nnue_file.py), with random
// weights, so that the reader's and the agents' tests need no Python; `spec` fields let a test
// write a file for another rule set, version or layout.
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "agents/crc32.h"
#include "agents/nnue/layout_hash.h"
#include "agents/nnue/nnue_file.h"
#include "core/rng.h"

namespace catanlab::testing {

struct NnueSpec {
  std::string rules;
  int players = 0, observation_size = 0, num_actions = 0, hidden = 16, hidden2 = 8;
  uint32_t layout_hash = 0, version = kNnueVersion;
  bool nan_weight = false;  // the first transformer weight NaN, as a diverged training leaves it
  std::string heuristic_temperature = "0";  // its JSON text (version 2 on); empty: the key left out
  std::vector<std::string> value_terms{};   // version 3 on, with their weights
  std::string value_terms_json{};           // when not empty, written instead of value_terms' list ("-": left out)
};

inline NnueSpec nnue_spec_for(const Game& g) {
  return {g.rules().name, g.num_players(), g.observation_size(), g.num_actions(), 16, 8, layout_hash(g), kNnueVersion,
          false, "0"};
}

// The file's bytes, weights drawn from `seed`: halves of magnitude 1/128..1/4, singles in ±1/4.
inline std::string nnue_bytes(const NnueSpec& s, uint64_t seed) {
  Rng rng(seed);
  std::string out = "catnnue\n";
  auto u32 = [&](uint32_t v) {
    for (int i = 0; i < 4; ++i) out += char(v >> (8 * i) & 0xFF);
  };
  auto f32s = [&](size_t n) {
    for (size_t i = 0; i < n; ++i) {
      const float f = (float(rng.below(1 << 16)) / float(1 << 16) - 0.5f) / 2;
      uint32_t bits;
      std::memcpy(&bits, &f, 4);
      u32(bits);
    }
  };
  std::string terms = "[";
  for (const std::string& t : s.value_terms) terms += (terms.size() > 1 ? ", \"" : "\"") + t + "\"";
  terms += "]";
  if (!s.value_terms_json.empty()) terms = s.value_terms_json;
  const std::string header = "{\"rules\": \"" + s.rules + "\", \"players\": " + std::to_string(s.players) +
                             ", \"observation_size\": " + std::to_string(s.observation_size) +
                             ", \"num_actions\": " + std::to_string(s.num_actions) + ", \"hidden\": " +
                             std::to_string(s.hidden) + ", \"hidden2\": " + std::to_string(s.hidden2) +
                             ", \"layout_hash\": " + std::to_string(s.layout_hash) +
                             (s.heuristic_temperature.empty() ? ""
                                                              : ", \"heuristic_temperature\": " + s.heuristic_temperature) +
                             (s.version < 3 || terms == "-" ? "" : ", \"value_terms\": " + terms) + ", \"meta\": {}}";
  u32(s.version);
  u32(uint32_t(header.size()));
  out += header;
  const size_t obs = size_t(s.observation_size), hidden = size_t(s.hidden), hidden2 = size_t(s.hidden2);
  for (size_t i = 0; i < obs; ++i) {  // input_scale: 1 or 1/2
    const float f = rng.below(2) ? 1.0f : 0.5f;
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    u32(bits);
  }
  for (size_t i = 0; i < obs * hidden; ++i) {  // ft_weight in half precision
    const uint32_t half = i == 0 && s.nan_weight ? 0x7E00 : rng.below(2) << 15 | (8 + rng.below(6)) << 10 | rng.below(1 << 10);
    out += char(half & 0xFF), out += char(half >> 8);
  }
  f32s(hidden);
  f32s(hidden2 * hidden + hidden2);
  f32s(size_t(s.players) * hidden2 + size_t(s.players));
  f32s(size_t(s.num_actions) * hidden2 + size_t(s.num_actions));
  const size_t term_rows = size_t(s.players) * s.value_terms.size();
  f32s(term_rows * hidden2 + term_rows);
  u32(crc32(reinterpret_cast<const unsigned char*>(out.data()), out.size()));
  return out;
}

inline void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

}  // namespace catanlab::testing
