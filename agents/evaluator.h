#pragma once
// Evaluator: the network behind a neural search. A batch of positions in, a
// policy (logits over the rule set's decisions) and a value per seat out.
//
// Every per-seat number is relative to the observing seat, like observe():
// values[k] is the utility of the seat k places after `players[i]`, in [0, 1]
// (docs/neural.md). The policy is raw logits; the caller masks them.
//
// Implementations: TorchEvaluator (a TorchScript file from catanlab.train,
// agents/torch_evaluator.cpp, the only file here that sees torch) and
// HeuristicEvaluator ("uniform" or "heuristic" policy, the hand-written
// value; no files: for tests, and to teach the first self-play generation).
#include <memory>
#include <string>

#include "core/engine/game.h"

namespace catanlab {

struct EvalBatch {
  int size = 0;
  const float* obs = nullptr;            // [size × observation_size]
  const State* const* states = nullptr;  // [size]: the positions observed
  const int* players = nullptr;          // [size]: the observing seat of each
  float* logits = nullptr;               // out [size × num_actions]
  float* values = nullptr;               // out [size × num_players]
};

class Evaluator {
 public:
  virtual ~Evaluator() = default;
  virtual std::string name() const = 0;
  virtual void evaluate(const Game& g, const EvalBatch& batch) = 0;
  // A seat's utility is win + score_weight · VP / 10, clipped to [0, 1]
  // (KataGo's score utility): terminal positions are scored the same way.
  virtual double score_weight() const { return 0; }
  // Whether evaluate() reads the observations (a network) or only the states.
  virtual bool reads_observations() const { return true; }
};

// Whether `device` names a torch device the loader takes: cpu, cuda or cuda:N.
bool is_device(const std::string& device);

// "uniform" and "heuristic": HeuristicEvaluator; anything else is a TorchScript file loaded
// for `g` on `device` ("cpu", "cuda", "cuda:1"). Loaded files are shared
// between callers (one copy per file and device). Throws ConfigError naming
// the file and the problem (missing, not TorchScript, header mismatch,
// weights that fail their checksum, a forward that raises or returns
// malformed outputs).
std::shared_ptr<Evaluator> load_evaluator(const std::string& model, const Game& g, const std::string& device = "cpu");

// The utility of each absolute seat at a terminal position, on the scale of
// Evaluator values.
void terminal_utilities(const Game& g, const State& s, double score_weight, float* out);

}  // namespace catanlab
