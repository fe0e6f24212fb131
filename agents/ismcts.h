#pragma once
// IsmctsAgent: single-observer information-set MCTS (Cowling, Powley &
// Whitehouse 2012) over the engine API alone, so it plays every rule set.
//
// Each iteration draws a determinisation of the root (resample_hidden from the
// searching seat's view), descends one shared tree whose edges are actions,
// and ends at the first node it creates (UCT) or first visits (PUCT, which
// creates a node's legal children together, each with its prior):
//   decision nodes  UCT over the children legal in this determinisation, with
//                   availability counts in place of the parent's visits (an
//                   action absent from some determinisations is not starved),
//                   or PUCT with a prior over the legal actions: uniform,
//                   the heuristic's one-ply values through a softmax, a
//                   learned net's policy logits (agents/nnue/nnue_net.h; with
//                   leaf=net too, read from the node's own leaf evaluation
//                   where the same seat moves: one evaluation per iteration),
//                   or the heuristic's logits plus the net's as a correction
//                   (prior=over, the net only within `prior_depth` of the root);
//   chance nodes    explicit: the outcome is sampled from the determinisation
//                   and keyed by its id;
//   commitments     another seat's private decision (Game::private_decision,
//                   a simultaneous move) is one edge, whatever it chose: the
//                   tree never tells its choices apart, and the choice in the
//                   determinisation is drawn uniformly from its legal ones;
//   leaves          the heuristic's per-seat values (a softmax of seat values),
//                   or a rollout capped at `depth` steps and then that value
//                   (a family without a value function: a rollout to the end),
//                   or a learned net's per-seat values, from the view of the
//                   seat to move (the searching seat at a chance node);
//   backup          max^n: each node keeps the reward of the seat that chose
//                   the action leading to it, so every seat maximises its own.
// The tree lives in one node pool (indices, no per-node allocation), each
// node's children in one block of a second pool (moved to its end, twice as
// large, when full), and is reused between moves: on_step follows the game's
// actions down the tree (an opponent's commitment down its one edge) and
// drops it when an outcome the searching seat cannot see happens (an
// opponent's development card), since keying by it would leak the card.
// Deterministic for a given seed unless the time cap cuts a search short.
//
// With `cheat` set (agent name mcts-cheat) it skips the determinisation and
// searches the true state: a perfect-information oracle baseline.
#include <cstdint>
#include <memory>
#include <vector>

#include "agents/agent.h"
#include "agents/nnue/nnue_net.h"

namespace catanlab {

struct IsmctsConfig {
  enum class Select { Uct, Puct };
  enum class Leaf { Heuristic, Rollout, Guided, Net };  // Guided: a rollout by a greedy builder policy
  // Budget per decision: the search stops at whichever cap it reaches first.
  int iters = 1000;         // iterations; 0: no cap
  double time_ms = 0;       // wall-clock milliseconds; 0: no cap
  double c = 0.7;           // exploration constant
  Select select = Select::Uct;
  enum class Prior { Heuristic, Uniform, Net, Over };  // PUCT only; Over: heuristic + net correction
  Prior prior = Prior::Heuristic;
  double prior_temperature = 2;  // of the prior's softmax, in seat-value units
  double prior_net_weight = 1;   // prior=over: the weight of the net's logits
  int prior_depth = 1 << 30;     // prior=over: the net corrects nodes at most this many edges below the root
  Leaf leaf = Leaf::Heuristic;
  int depth = 200;          // rollout steps (decisions and chance) before the heuristic value
  double temperature = 10;  // of the leaf softmax, in seat-value units (10 = one VP)
  bool reuse = true;        // keep the subtree between moves
  bool cheat = false;       // perfect information (mcts-cheat)
  std::shared_ptr<const NnueNet> net;  // leaf=net, prior=net|over: shared read-only with other agents
};

struct SearchStats {
  uint64_t iterations = 0, searches = 0, reused_nodes = 0;
  double seconds = 0;
};

// The root of the last search, for expert-iteration self-play (selfplay/ismcts_selfplay.h):
// each child legal in the position searched with its visits (the reused tree's too),
// and the mean leaf value per seat over that search's iterations. Empty visits: act()
// had one legal action and did not search.
struct RootSummary {
  std::vector<std::pair<Action, uint32_t>> visits;
  double value[kMaxSeats] = {};
};

class IsmctsAgent final : public Agent {
 public:
  IsmctsAgent(IsmctsConfig cfg, std::string name) : cfg_(cfg), name_(std::move(name)) {}
  std::string name() const override { return name_; }
  void reset(uint64_t seed) override;
  Action act(const Game& g, const State& s) override;
  void on_step(const Game& g, const State& before, Action a) override;
  void check_game(const Game& g) const override;
  const SearchStats& stats() const { return stats_; }
  const RootSummary& last_root() const { return last_root_; }

 private:
  struct Node {
    Action action = -1;  // the edge from the parent
    int32_t kids = 0;    // the children: kids_[kids, kids + num_kids), oldest first
    uint16_t num_kids = 0, kid_capacity = 0;
    uint32_t visits = 0, avail = 0;
    float value = 0;     // summed reward of `mover`
    float logit = 0;     // PUCT: log of the prior weight (softmax over the legal siblings)
    int8_t mover = -1;   // the seat that chose `action`; -1 for a chance outcome
  };

  void start_tree(const Game& g, const State& s);
  void iterate(const Game& g, const State& root_state);
  int find_child(int node, Action a) const;
  int child_or_new(int node, Action a, int mover, bool& expanded);  // sets `expanded` for a new child
  // std::log(double(n)), from log_.
  double log_of(uint32_t n) { return n < log_.size() ? log_[n] : log_beyond_table(n); }
  double log_beyond_table(uint32_t n);
  int add_child(int node, Action a, int mover);
  // The child of the node being expanded (the root's from root_child_) for action a, or -1.
  int child_for(Action a, bool root) const {
    return root ? root_child_[a] : stamp_[a] == generation_ ? child_of_[a] : -1;
  }
  int select_or_expand(const Game& g, const State& d, int node, const Action* legal, int n, int mover,
                       bool& expanded);
  int select_puct(const Game& g, const State& d, int node, bool root, const Action* legal, int n, int mover,
                  bool& expanded);
  void leaf(const Game& g, State& d, double* rewards);
  // prior=net|over: the net's logits of the legal actions at `d` (at `node`) for `mover`, into puct_logits_.
  void net_logits(const Game& g, const State& d, int node, const Action* legal, int n, int mover);

  IsmctsConfig cfg_;
  std::string name_;
  Rng rng_{0};
  SearchStats stats_;
  RootSummary last_root_;
  double root_rewards_[kMaxSeats] = {};  // summed leaf values of this search's iterations

  // A child as its parent's block lists it: the action (to map it without
  // visiting the child) and its node.
  struct Kid {
    Action action;
    int32_t node;
  };
  std::vector<Node> pool_, spare_;
  std::vector<Kid> kids_, spare_kids_;  // each node's children together, so reading them chases no pointers
  int root_ = 0;
  bool tree_valid_ = false;
  int seat_ = -1;
  const Game* game_ = nullptr;
  std::vector<int32_t> path_;
  State scratch_;  // the iteration's determinisation: assigning to it reuses its buffer
  std::vector<double> log_;  // log(n) by n, grown on demand: UCT takes one per child and step
  // child_of_[a] is the child for action a of the node being expanded, valid where stamp_[a] == stamp.
  std::vector<int32_t> child_of_;
  std::vector<uint32_t> stamp_;
  uint32_t generation_ = 0;
  std::vector<int32_t> root_child_;  // the root's child by action, -1: none
  ActionBuffer root_moves_, moves_;  // the true position's legal actions; an iteration's
  std::vector<int32_t> puct_kids_;   // PUCT: the legal actions' children and prior weights
  std::vector<double> puct_weights_;
  std::vector<float> puct_logits_;
  NnueNet::Scratch net_scratch_;
  // leaf=net with prior=net|over: the hidden layer of each node's leaf evaluation, by node (slot -1:
  // none), so that the node's prior reads it instead of evaluating again. Cleared with the tree.
  struct LeafH2 {
    int32_t slot = -1;
    int8_t seat = -1;
  };
  std::vector<LeafH2> leaf_h2_at_;
  std::vector<float> leaf_h2_;
};

}  // namespace catanlab
