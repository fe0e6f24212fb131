#pragma once
// NnueNet: the learned evaluator's arithmetic, without LibTorch (the network
// of python/catanlab/nnue/model.py; docs/agents.md, "The learned evaluator").
//   h1     = relu(b1 + Σ over the observation's nonzero entries i of x_i · W1[i])
//   h2     = relu(W2 h1 + b2)
//   values = softmax(Wv h2 + bv [+ (heuristic seat values         relative to the observing seat
//                                  [+ Σ_j (Tb + Tw h2)_kj · term j of seat k]) / T])
//            the heuristic's total per seat k and, with value terms, each of its terms
//            weighted by the position (nnue_file.h)
//   logits = Wp[a] · h2 + bp[a]     for the decisions asked only
// A loaded net is immutable: one copy is shared read-only by every agent and
// thread (load_nnue); each caller brings its own Scratch.
#include <memory>
#include <string>
#include <vector>

#include "agents/nnue/nnue_file.h"

namespace catanlab {

class NnueNet {
 public:
  // Reads and checks `path` (read_nnue_file); throws ConfigError naming it.
  explicit NnueNet(const std::string& path);

  // Thread safe, as is every const method: a loaded net never changes.
  const std::string& path() const { return path_; }
  const NnueHeader& header() const { return w_.header; }
  // Throws ConfigError unless the file was made for `g` (check_nnue_fits). Thread safe.
  void check_game(const Game& g) const { check_nnue_fits(w_.header, path_, g); }

  // A caller's working memory: one per thread or agent, never shared.
  struct Scratch {
    std::vector<float> obs, value, h1, h2;
    std::vector<int32_t> index;
  };
  // Sizes `s` for this net (once; evaluate does it too). Thread safe on distinct Scratch.
  void fit(Scratch& s) const;

  // Values [players] relative to the observer of `obs` [observation_size];
  // keeps the last hidden layer in `s` for logits(). Thread safe on distinct Scratch.
  void evaluate(const float* obs, Scratch& s, float* values) const;
  // The policy logits of `n` decisions at the position evaluate() saw last with `s`. Thread safe.
  void logits(const Scratch& s, const Action* actions, int n, float* out) const;
  // evaluate() of a net over the heuristic, given the heuristic's seat values `heuristic` [players]
  // and, for a net with value terms, its terms `terms` [players][K], both relative to the observer
  // (as self-play records carry them); a net alone ignores them. Thread safe on distinct Scratch.
  void evaluate_over(const float* obs, const double* heuristic, const double* terms, Scratch& s,
                     float* values) const;
  // evaluate() of seat `seat`'s observation of `st` (into s.obs), the values
  // rotated to absolute seats: out[p] for p < players; with a heuristic
  // temperature, the heuristic's seat values (and terms) of `st` added to the
  // logits first. Thread safe on distinct Scratch.
  void seat_values(const Game& g, const State& st, int seat, Scratch& s, double* out) const;

 private:
  // The value head's logits [players], relative to the observer; keeps h2 in `s`.
  void value_logits(const float* obs, Scratch& s, float* logits) const;
  // What the heuristic adds to the logit of seat k (relative to the observer) whose value is `heuristic`
  // and terms `terms` [K], given h2 in `s`.
  double over(const Scratch& s, int k, double heuristic, const double* terms) const;

  std::string path_;
  NnueWeights w_;  // ft_weight already multiplied by input_scale, row by row
};

// The net in `path`, loaded once per path and shared (a file that changed on
// disk is not reread while a copy is in use). Throws ConfigError. Thread safe.
std::shared_ptr<const NnueNet> load_nnue(const std::string& path);

}  // namespace catanlab
