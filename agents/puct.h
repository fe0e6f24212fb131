#pragma once
// PUCT search guided by an Evaluator (AlphaZero's search, for many players,
// chance and hidden cards), written as a resumable state machine so one
// search can pause at every leaf: the PuctAgent answers each leaf at once,
// the self-play runner gathers the leaves of hundreds of games into one
// network call (selfplay/selfplay_runner.h).
//
//   hidden cards  each simulation starts from a determinisation of the root
//                 (resample_hidden from the searching seat's view) and walks
//                 one shared tree keyed by actions, as ISMCTS does; an action
//                 legal only in some determinisations joins its node when
//                 first seen, with a uniform prior;
//   chance        explicit nodes: the outcome is sampled and keyed by its id;
//   decisions     PUCT over the actions legal in this determinisation, with
//                 the evaluator's masked softmax as prior; an unvisited child
//                 counts as the node's own value minus `fpu_reduction`;
//   values        one per seat, max^n: a node keeps the utility of the seat
//                 that chose the action leading to it;
//   root          Dirichlet noise for self-play, or Gumbel root selection
//                 with sequential halving (Danihelka et al. 2022), which
//                 improves the policy even with a handful of simulations.
#include <cstdint>
#include <vector>

#include "agents/eval_cache.h"
#include "agents/evaluator.h"

namespace catanlab {

struct PuctConfig {
  int sims = 64;                // evaluations (and terminal visits) per decision
  double c_puct = 1.25;         // exploration, for utilities in [0, 1]
  double fpu_reduction = 0.1;   // first-play urgency below the node's own value
  bool gumbel = false;          // Gumbel root selection instead of PUCT at the root
  int gumbel_actions = 16;      // m: root actions Gumbel-top-k keeps
  double gumbel_c_visit = 50, gumbel_c_scale = 1;  // σ(q) = (c_visit + max N) · c_scale · q
  double dirichlet_alpha = 0;   // root noise (self-play); 0: none
  double dirichlet_eps = 0.25;
};

class PuctSearch {
 public:
  explicit PuctSearch(PuctConfig cfg = {}) : cfg_(cfg) {}
  const PuctConfig& config() const { return cfg_; }

  // A new search of `root` for its player to move, with `sims` simulations
  // (0: the configured number). `noise` adds the configured Dirichlet noise
  // to the root's prior.
  void start(const Game& g, const State& root, double score_weight, uint64_t seed, bool noise, int sims = 0);
  // Runs simulations until one reaches a position that needs the evaluator
  // (true: answer it with deliver()) or the budget is spent (false).
  bool advance();
  // The pending position, its seat to move and its legal actions.
  const State& leaf() const { return leaf_; }
  int leaf_player() const { return game_->current_player(leaf_); }
  const std::vector<Action>& leaf_legal() const { return leaf_legal_; }
  // The evaluator's answer for leaf(): logits over all decisions, values relative to leaf_player().
  void deliver(const float* logits, const float* values);

  // After advance() returned false. The move: Gumbel's pick; else the most
  // visited (temperature 0) or a draw by visits^(1/temperature).
  Action choose(double temperature);
  // The improved policy over all decisions (zero for illegal ones): visit
  // shares, or for Gumbel softmax(logits + σ(completed Q)).
  void improved_policy(float* out) const;
  // The search's value of the root for each absolute seat: the mean utility
  // its simulations backed up (a denser value target than the game's outcome).
  void root_values(float* out) const;
  int simulations() const { return sims_done_; }
  size_t tree_size() const { return pool_.size(); }

 private:
  struct Node {
    Action action = -1;  // the edge from the parent
    int32_t first_child = -1, next_sibling = -1;
    uint32_t visits = 0;
    float value = 0;      // summed utility of `mover`
    float prior = 0;      // PUCT prior; the root's children keep raw log-priors in `logit`
    float logit = 0;
    float own_value = 0;  // evaluator's utility of the seat to move here: the FPU base
    int8_t mover = -1;    // the seat that chose `action`; -1 for a chance outcome
    uint8_t expanded = 0;
    uint8_t padding_[2]{};
  };

  int add_child(int node, Action a, int mover, float prior);
  void index_children(int node);
  int select(int node, const Action* legal, int n, int mover);
  int select_gumbel_root();
  void backup(const float* utility);
  void expand(int node, const float* logits, float own_value);
  void add_dirichlet_noise(int node);
  float completed_q(int child, float v_mix) const;
  float mixed_value() const;
  float sigma(float q) const;

  PuctConfig cfg_;
  ActionBuffer legal_;  // advance's
  const Game* game_ = nullptr;
  State root_state_{}, leaf_{};
  Rng rng_{0};
  double score_weight_ = 0;
  bool noise_ = false;
  int root_seat_ = 0;
  int sims_done_ = 0, budget_ = 0;
  float root_utility_[kMaxSeats]{};  // summed over the simulations
  std::vector<Node> pool_;
  std::vector<int32_t> path_;
  int pending_ = -1;  // the node waiting for deliver()
  std::vector<Action> leaf_legal_;
  // child_of_[a] is node's child for action a while stamp_[a] == generation_.
  std::vector<int32_t> child_of_;
  std::vector<uint32_t> stamp_;
  uint32_t generation_ = 0;
  // Gumbel root: the Gumbel draw per action and the root's visit schedule.
  std::vector<float> gumbel_;
  std::vector<int32_t> considered_;  // root children kept by Gumbel-top-k
  std::vector<int> visit_schedule_;
};

// A seat's utilities from an evaluator row (relative seats) to absolute seats.
void absolute_utilities(const float* relative, int player, int num_players, float* out);

// The two halves of answering a search's leaf, shared by the agent and the
// self-play runner. First: observe the leaf into `obs` (when the evaluator
// reads observations) and answer it from the cache when it can (true).
// `logits` is scratch of num_actions floats.
bool answer_from_cache(const Game& g, PuctSearch& search, const Evaluator& ev, EvalCache& cache, float* obs,
                       uint64_t& key, float* logits);
// Second, after the evaluator ran: deliver its row and remember it. Throws
// ConfigError naming the evaluator when a legal action's logit is NaN or
// infinite, or a value is not in [0, 1] (a diverged network); every answer
// the search sees passes here.
void deliver_and_cache(const Game& g, PuctSearch& search, const Evaluator& ev, EvalCache& cache, uint64_t key,
                       const float* logits, const float* values);

}  // namespace catanlab
