#pragma once
// The .nnue file (written by Python's catanlab.nnue.export; docs/agents.md,
// "The learned evaluator"): magic "catnnue\n", u32 version, u32 JSON size,
// the JSON header, the tensors in a fixed order (the feature transformer's
// weights in half precision, the rest single), then the CRC-32 of all bytes
// before it. Little-endian throughout.
#include <cstdint>
#include <string>
#include <vector>

#include "core/engine/game.h"

namespace catanlab {

// Version 2 added heuristic_temperature, version 3 value_terms and their weights; older files
// read as nets alone (1) or over the heuristic's total alone (2).
constexpr uint32_t kNnueVersion = 3;

struct NnueHeader {
  std::string rules;
  int players = 0, observation_size = 0, num_actions = 0, hidden = 0, hidden2 = 0;
  uint32_t layout_hash = 0;
  // > 0: the values are softmax(net's value logits + the heuristic's seat values / this), the net
  // learning what the hand-written value misses; 0: the net alone.
  double heuristic_temperature = 0;
  // The heuristic's terms the net reads (value_term_names of the game it was trained for, checked
  // against the game's), K of them; empty: none. Each adds
  //   (term_bias[k,j] + term_weight[k,j] · h2) · term j of seat k / heuristic_temperature
  // to seat k's value logit: a weight per term that the position sets. Needs a heuristic_temperature.
  std::vector<std::string> value_terms;
};

// The weights as the arithmetic reads them, row-major; the feature transformer's in IEEE half
// precision as stored (half_to_float), the rest single.
struct NnueWeights {
  NnueHeader header;
  std::vector<float> input_scale;    // [observation_size]
  std::vector<uint16_t> ft_weight;   // [observation_size][hidden]: one row per observation entry
  std::vector<float> ft_bias;        // [hidden]
  std::vector<float> fc_weight;      // [hidden2][hidden]
  std::vector<float> fc_bias;        // [hidden2]
  std::vector<float> value_weight;   // [players][hidden2]
  std::vector<float> value_bias;     // [players]
  std::vector<float> policy_weight;  // [num_actions][hidden2]
  std::vector<float> policy_bias;    // [num_actions]
  std::vector<float> term_weight;    // [players][K][hidden2]
  std::vector<float> term_bias;      // [players][K]
};

// IEEE half precision to single (subnormals, infinities and NaN included).
float half_to_float(uint16_t h);

// Reads and checks a file. Throws ConfigError naming `path` and the problem:
// missing, not this format, another version, corrupt (checksum, sizes, a
// header field of the wrong type, value terms without a heuristic temperature), a NaN or
// infinite weight. Thread safe.
NnueWeights read_nnue_file(const std::string& path);

// Throws ConfigError unless the file's header fits `g`: another rule set or
// player count, or a stale layout (other sizes, layout hash or the heuristic's
// value terms: "retrain the model for RULES"). Thread safe.
void check_nnue_fits(const NnueHeader& h, const std::string& path, const Game& g);

}  // namespace catanlab
