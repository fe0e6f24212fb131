#include "agents/ismcts.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>

#include "agents/heuristic/family_value.h"
#include "agents/heuristic_eval.h"

namespace catanlab {

namespace {

using Clock = std::chrono::steady_clock;

// The one edge for every commitment of another seat that the searching seat cannot see.
constexpr Action kUnseen = -2;

}  // namespace

void IsmctsAgent::check_game(const Game& g) const {
  if (cfg_.leaf == IsmctsConfig::Leaf::Heuristic) require_value_function(g, name_, "leaf=heuristic", "use leaf=rollout");
  if (cfg_.net) cfg_.net->check_game(g);
  if (cfg_.select == IsmctsConfig::Select::Puct && cfg_.prior == IsmctsConfig::Prior::Heuristic)
    require_value_function(g, name_, "prior=heuristic", "use prior=uniform");
  if (cfg_.prior == IsmctsConfig::Prior::Over) require_value_function(g, name_, "prior=over", "use prior=net");
}

void IsmctsAgent::reset(uint64_t seed) {
  rng_ = Rng(seed);
  tree_valid_ = false;
}

double IsmctsAgent::log_beyond_table(uint32_t n) {
  if (n >= 1u << 16) return std::log(double(n));  // the table stays within L2
  while (log_.size() <= n) log_.push_back(std::log(double(log_.size())));
  return log_[n];
}

int IsmctsAgent::find_child(int node, Action a) const {
  const Node& n = pool_[node];
  for (int j = 0; j < n.num_kids; ++j)
    if (kids_[n.kids + j].action == a) return kids_[n.kids + j].node;
  return -1;
}

int IsmctsAgent::child_or_new(int node, Action a, int mover, bool& expanded) {
  if (int c = find_child(node, a); c >= 0) return c;
  expanded = true;
  return add_child(node, a, mover);
}

int IsmctsAgent::add_child(int node, Action a, int mover) {
  const int c = int(pool_.size());
  Node n;
  n.action = a;
  n.mover = int8_t(mover);
  pool_.push_back(n);
  Node& parent = pool_[node];
  if (parent.num_kids == parent.kid_capacity) {  // a block twice as large at the end of kids_
    const int at = int(kids_.size()), capacity = std::max(4, 2 * parent.kid_capacity);
    kids_.resize(size_t(at + capacity));
    std::copy_n(kids_.begin() + parent.kids, parent.num_kids, kids_.begin() + at);
    parent.kids = at;
    parent.kid_capacity = uint16_t(capacity);
  }
  kids_[parent.kids + parent.num_kids++] = {a, c};
  if (node == root_ && a >= 0) root_child_[a] = c;  // not the commitments' edge
  return c;
}

// Keeps the subtree under root_ (reuse) or starts an empty tree, so that the
// pool holds only live nodes with the root at index 0.
void IsmctsAgent::start_tree(const Game& g, const State& s) {
  const bool keep = cfg_.reuse && tree_valid_ && game_ == &g && seat_ == g.current_player(s);
  if (game_ != &g) {
    child_of_.assign(g.num_ids(), -1);
    stamp_.assign(g.num_ids(), 0);
    game_ = &g;
  }
  root_child_.assign(g.num_ids(), -1);
  seat_ = g.current_player(s);
  spare_.clear();
  spare_kids_.clear();
  if (keep) {
    // Breadth first from the root; each node's children are copied newest
    // first (the order act() breaks ties in) and listed oldest first again.
    spare_.push_back(pool_[root_]);
    for (size_t i = 0; i < spare_.size(); ++i) {
      const Node from = spare_[i];  // its block still lies in kids_
      const int first = int(spare_.size()), at = int(spare_kids_.size());
      for (int j = from.num_kids - 1; j >= 0; --j) spare_.push_back(pool_[kids_[from.kids + j].node]);
      for (int j = 0; j < from.num_kids; ++j) {
        const int copy = first + from.num_kids - 1 - j;
        spare_kids_.push_back({spare_[copy].action, copy});
      }
      spare_[i].kids = at;
      spare_[i].kid_capacity = from.num_kids;
    }
    stats_.reused_nodes += spare_.size() - 1;
  } else {
    spare_.push_back(Node{});
  }
  std::swap(pool_, spare_);
  std::swap(kids_, spare_kids_);
  root_ = 0;
  tree_valid_ = true;
  leaf_h2_at_.clear();  // the nodes are numbered afresh
  leaf_h2_.clear();
  for (int j = 0; j < pool_[root_].num_kids; ++j) {
    const Kid kid = kids_[pool_[root_].kids + j];
    if (kid.action >= 0) root_child_[kid.action] = kid.node;
  }
}

int IsmctsAgent::select_or_expand(const Game& g, const State& d, int node, const Action* legal, int n, int mover,
                                  bool& expanded) {
  // The root, visited every iteration, keeps its own map; another node's
  // children are mapped afresh (a new stamp invalidates the last node's).
  const bool root = node == root_;
  if (!root) {
    const uint32_t stamp = ++generation_;
    const Node& n = pool_[node];
    // A node may also hold the commitments' edge (kUnseen): where hidden commitments take a varying number of
    // steps (a book of orders), determinisations disagree on whose step a node is. It is no action to map.
    for (int j = 0; j < n.num_kids; ++j) {
      const Kid kid = kids_[n.kids + j];
      if (kid.action < 0) continue;
      child_of_[kid.action] = kid.node;
      stamp_[kid.action] = stamp;
    }
  }
  auto child = [&](Action a) { return child_for(a, root); };

  if (cfg_.select == IsmctsConfig::Select::Uct) {
    int untried = 0;
    for (int i = 0; i < n; ++i) {
      const int c = child(legal[i]);
      if (c < 0) ++untried;
      else pool_[c].avail += 1;
    }
    if (untried > 0) {  // expand a random untried action first
      int k = int(rng_.below(uint32_t(untried)));
      for (int i = 0; i < n; ++i)
        if (child(legal[i]) < 0 && k-- == 0) {
          expanded = true;
          const int c = add_child(node, legal[i], mover);
          pool_[c].avail = 1;
          return c;
        }
    }
    // The children's fields are gathered into arrays, so that the divisions
    // and roots of the scores (the same IEEE operations) run several at a time.
    constexpr int kChunk = 32;
    int best = -1;
    double best_score = -1e300;
    for (int at = 0; at < n; at += kChunk) {
      const int m = std::min(kChunk, n - at);
      int index[kChunk];
      float value[kChunk], visits[kChunk];
      double log_avail[kChunk], visits_d[kChunk], score[kChunk];
      for (int j = 0; j < m; ++j) {
        const Node& ch = pool_[index[j] = child(legal[at + j])];
        value[j] = ch.value, visits[j] = float(ch.visits), visits_d[j] = ch.visits, log_avail[j] = log_of(ch.avail);
      }
      for (int j = 0; j < m; ++j) score[j] = value[j] / visits[j] + cfg_.c * std::sqrt(log_avail[j] / visits_d[j]);
      for (int j = 0; j < m; ++j)
        if (score[j] > best_score) best_score = score[j], best = index[j];
    }
    return best;
  }

  return select_puct(g, d, node, root, legal, n, mover, expanded);
}

// PUCT. Children are created for every legal action when first needed, with
// the prior's logit; a child's first visit ends the descent (the expansion).
// Unvisited children start at the mean value of their visited siblings.
int IsmctsAgent::select_puct(const Game& g, const State& d, int node, bool root, const Action* legal, int n,
                             int mover, bool& expanded) {
  const bool over = cfg_.prior == IsmctsConfig::Prior::Over;
  const bool heuristic = over || cfg_.prior == IsmctsConfig::Prior::Heuristic;
  const bool net = cfg_.prior == IsmctsConfig::Prior::Net || (over && int(path_.size()) <= cfg_.prior_depth + 1);
  const float net_weight = over ? float(cfg_.prior_net_weight) : 1.0f;
  std::vector<int32_t>& kids = puct_kids_;
  kids.resize(size_t(n));
  double top = -1e300, sum = 0;
  int seen = 0;
  bool have_logits = false;  // the net runs once per node, and only where a child is new
  for (int i = 0; i < n; ++i) {
    int c = child_for(legal[i], root);
    if (c < 0) {
      c = add_child(node, legal[i], mover);
      if (heuristic)
        pool_[c].logit = float(relative_value_after(g, d, legal[i], mover, kFullView) / cfg_.prior_temperature);
      if (net) {
        if (!have_logits) net_logits(g, d, node, legal, n, mover), have_logits = true;
        pool_[c].logit += net_weight * puct_logits_[i];
      }
    }
    kids[i] = c;
    top = std::max(top, double(pool_[c].logit));
    if (pool_[c].visits) sum += pool_[c].value / pool_[c].visits, ++seen;
  }
  std::vector<double>& weight = puct_weights_;
  weight.resize(size_t(n));
  double total = 0;
  for (int i = 0; i < n; ++i) total += weight[i] = std::exp(pool_[kids[i]].logit - top);
  const double fpu = seen ? sum / seen : 0.5;
  const double scale = cfg_.c * std::sqrt(double(pool_[node].visits) + 1) / total;
  int best = 0;
  double best_score = -1e300;
  for (int i = 0; i < n; ++i) {
    const Node& ch = pool_[kids[i]];
    const double q = ch.visits ? ch.value / ch.visits : fpu;
    const double score = q + scale * weight[i] / (1 + ch.visits);
    if (score > best_score) best_score = score, best = i;
  }
  expanded = pool_[kids[best]].visits == 0;
  return kids[best];
}

void IsmctsAgent::net_logits(const Game& g, const State& d, int node, const Action* legal, int n, int mover) {
  cfg_.net->fit(net_scratch_);
  const size_t width = net_scratch_.h2.size();
  if (size_t(node) < leaf_h2_at_.size() && leaf_h2_at_[node].seat == mover) {
    // The node's leaf evaluation left the hidden layer the policy head reads: no second evaluation.
    const float* h2 = leaf_h2_.data() + size_t(leaf_h2_at_[node].slot) * width;
    std::copy(h2, h2 + width, net_scratch_.h2.begin());
  } else {
    float values[kMaxSeats];
    g.observe(d, mover, net_scratch_.obs.data());
    cfg_.net->evaluate(net_scratch_.obs.data(), net_scratch_, values);
  }
  puct_logits_.resize(size_t(n));
  cfg_.net->logits(net_scratch_, legal, n, puct_logits_.data());
}

void IsmctsAgent::leaf(const Game& g, State& d, double* rewards) {
  if (cfg_.leaf == IsmctsConfig::Leaf::Net) {
    if (g.is_terminal(d)) return g.returns(d, rewards);
    const int to_move = g.current_player(d);
    cfg_.net->seat_values(g, d, to_move >= 0 ? to_move : seat_, net_scratch_, rewards);
    if (cfg_.prior != IsmctsConfig::Prior::Heuristic && cfg_.prior != IsmctsConfig::Prior::Uniform && to_move >= 0) {
      // Kept for the leaf node's prior when it is expanded (net_logits), if the same seat moves there then.
      const int node = path_.back();
      if (leaf_h2_at_.size() <= size_t(node)) leaf_h2_at_.resize(size_t(node) + 1);
      leaf_h2_at_[node] = {int32_t(leaf_h2_.size() / net_scratch_.h2.size()), int8_t(to_move)};
      leaf_h2_.insert(leaf_h2_.end(), net_scratch_.h2.begin(), net_scratch_.h2.end());
    }
    return;
  }
  if (cfg_.leaf != IsmctsConfig::Leaf::Heuristic) {
    Action* legal = moves_.fit(g);
    // The guided rollout is the family's greedy step (agents/heuristic/family_value.h), where it has one.
    const FamilyValue* guide = cfg_.leaf == IsmctsConfig::Leaf::Guided ? family_value(g.family()) : nullptr;
    // Without a value function to stand in at the cap, a rollout plays to the end.
    const int depth = has_value_function(g) ? cfg_.depth : INT_MAX;
    for (int step = 0; step < depth && !g.is_terminal(d); ++step) {
      if (g.is_chance(d)) {
        g.apply(d, g.sample_chance(d, rng_));
        continue;
      }
      const int n = g.legal_actions(d, legal);
      g.apply(d, guide ? guide->rollout_action(g, d, legal, n, rng_) : legal[rng_.below(uint32_t(n))]);
    }
  }
  leaf_values(g, d, cfg_.temperature, rewards);
}

void IsmctsAgent::iterate(const Game& g, const State& root_state) {
  State& d = scratch_;
  d = root_state;
  if (!cfg_.cheat) g.resample_hidden(d, seat_, rng_);
  path_.clear();
  path_.push_back(root_);
  int node = root_;
  bool expanded = false;
  Action* legal = moves_.fit(g);
  // One call for whose step it is: is_terminal and is_chance would each ask current_player again.
  for (int mover; !expanded && (mover = g.current_player(d)) != kTerminalPlayer;) {
    Action a;
    if (mover == kChancePlayer) {
      a = g.sample_chance(d, rng_);
      node = child_or_new(node, a, -1, expanded);
    } else {
      const int n = g.legal_actions(d, legal);
      if (mover != seat_ && !cfg_.cheat && g.private_decision(d)) {
        // A commitment this seat cannot see: no edge of its own, and the other seat's choice drawn at random.
        a = legal[rng_.below(uint32_t(n))];
        node = child_or_new(node, kUnseen, mover, expanded);
      } else {
        node = select_or_expand(g, d, node, legal, n, mover, expanded);
        a = pool_[node].action;
      }
    }
    g.apply(d, a);
    path_.push_back(node);
  }
  double rewards[kMaxSeats];
  leaf(g, d, rewards);
  for (int k = 0; k < g.num_players(); ++k) root_rewards_[k] += rewards[k];
  for (int32_t i : path_) {
    Node& nd = pool_[i];
    nd.visits += 1;
    if (nd.mover >= 0) nd.value += float(rewards[nd.mover]);
  }
}

Action IsmctsAgent::act(const Game& g, const State& s) {
  Action* legal = root_moves_.fit(g);
  const int n = g.legal_actions(s, legal);
  last_root_.visits.clear();
  if (n == 1) return legal[0];
  start_tree(g, s);
  std::fill(std::begin(root_rewards_), std::end(root_rewards_), 0.0);
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration<double, std::milli>(cfg_.time_ms);
  const uint64_t budget = cfg_.iters > 0 ? uint64_t(cfg_.iters) : UINT64_MAX;
  if (cfg_.iters > 0) {
    pool_.reserve(pool_.size() + budget);
    kids_.reserve(kids_.size() + 4 * budget);  // blocks grow by doubling: at most about 4 slots per node
  }
  uint64_t done = 0;
  // Both budgets are caps; the clock is read every 32 iterations.
  while (done < budget && (cfg_.time_ms <= 0 || done % 32 != 0 || Clock::now() < deadline)) {
    iterate(g, s);
    ++done;
  }
  stats_.iterations += done;
  stats_.searches += 1;
  stats_.seconds += std::chrono::duration<double>(Clock::now() - start).count();
  for (int k = 0; k < g.num_players(); ++k) last_root_.value[k] = root_rewards_[k] / double(std::max<uint64_t>(done, 1));

  // The most visited root action legal in the true position (ties: the higher mean).
  Action best = legal[0];
  double best_key = -1;
  const Node& root = pool_[root_];
  for (int j = root.num_kids - 1; j >= 0; --j) {  // newest first: ties go to the newer child
    const Node& ch = pool_[kids_[root.kids + j].node];
    if (!g.is_legal(s, ch.action)) continue;
    last_root_.visits.emplace_back(ch.action, ch.visits);
    double key = ch.visits + (ch.visits ? ch.value / ch.visits : 0) * 1e-3;
    if (key > best_key) best_key = key, best = ch.action;
  }
  return best;
}

void IsmctsAgent::on_step(const Game& g, const State& before, Action a) {
  if (!tree_valid_ || game_ != &g) return;
  if (!cfg_.cheat && g.is_chance(before) && !g.look_alikes(before, a, seat_).empty()) {  // an outcome the seat cannot see
    tree_valid_ = false;
    return;
  }
  // Another seat's commitment goes down the edge the tree keeps for all of them.
  if (!cfg_.cheat && !g.is_chance(before) && g.current_player(before) != seat_ && g.private_decision(before)) a = kUnseen;
  const int c = find_child(root_, a);
  if (c < 0) tree_valid_ = false;
  else root_ = c;
}

}  // namespace catanlab
