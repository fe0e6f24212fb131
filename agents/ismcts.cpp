#include "agents/ismcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "agents/heuristic/std_value.h"
#include "agents/heuristic_eval.h"

namespace catanlab {

namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

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
  for (int c = pool_[node].first_child; c >= 0; c = pool_[c].next_sibling)
    if (pool_[c].action == a) return c;
  return -1;
}

int IsmctsAgent::add_child(int node, Action a, int mover) {
  const int c = int(pool_.size());
  Node n;
  n.action = a;
  n.mover = int8_t(mover);
  n.next_sibling = pool_[node].first_child;
  pool_.push_back(n);
  pool_[node].first_child = c;
  if (node == root_) root_child_[a] = c;
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
  if (keep) {
    spare_.push_back(pool_[root_]);
    spare_[0].next_sibling = -1;
    for (size_t i = 0; i < spare_.size(); ++i) {
      int prev = -1;
      const int from = spare_[i].first_child;  // still an index into pool_
      spare_[i].first_child = -1;
      for (int c = from; c >= 0; c = pool_[c].next_sibling) {
        const int idx = int(spare_.size());
        spare_.push_back(pool_[c]);
        if (prev < 0) spare_[i].first_child = idx;
        else spare_[prev].next_sibling = idx;
        prev = idx;
      }
      if (prev >= 0) spare_[prev].next_sibling = -1;
    }
    stats_.reused_nodes += spare_.size() - 1;
  } else {
    spare_.push_back(Node{});
  }
  std::swap(pool_, spare_);
  root_ = 0;
  tree_valid_ = true;
  for (int c = pool_[root_].first_child; c >= 0; c = pool_[c].next_sibling) root_child_[pool_[c].action] = c;
}

int IsmctsAgent::select_or_expand(const Game& g, const State& d, int node, const Action* legal, int n, int mover,
                                  bool& expanded) {
  // The root, visited every iteration, keeps its own map; another node's
  // children are mapped afresh (a new stamp invalidates the last node's).
  const bool root = node == root_;
  if (!root) {
    const uint32_t stamp = ++generation_;
    for (int c = pool_[node].first_child; c >= 0; c = pool_[c].next_sibling) {
      child_of_[pool_[c].action] = c;
      stamp_[pool_[c].action] = stamp;
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
  const bool heuristic = cfg_.prior == IsmctsConfig::Prior::Heuristic;
  int kids[kMaxActions];
  double top = -1e300, sum = 0;
  int seen = 0;
  for (int i = 0; i < n; ++i) {
    int c = child_for(legal[i], root);
    if (c < 0) {
      c = add_child(node, legal[i], mover);
      if (heuristic)
        pool_[c].logit = float(relative_value_after(g, d, legal[i], mover, kFullView) / cfg_.prior_temperature);
    }
    kids[i] = c;
    top = std::max(top, double(pool_[c].logit));
    if (pool_[c].visits) sum += pool_[c].value / pool_[c].visits, ++seen;
  }
  double weight[kMaxActions], total = 0;
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

void IsmctsAgent::leaf(const Game& g, State& d, double* rewards) {
  if (cfg_.leaf != IsmctsConfig::Leaf::Heuristic) {
    Action legal[kMaxActions];
    // The guided rollout is the family's greedy builder (agents/heuristic/std_value.h), where it has one.
    const bool guided = cfg_.leaf == IsmctsConfig::Leaf::Guided && g.family() == StdGame::kFamily;
    for (int step = 0; step < cfg_.depth && !g.is_terminal(d); ++step) {
      if (g.is_chance(d)) {
        g.apply(d, g.sample_chance(d, rng_));
        continue;
      }
      const int n = g.legal_actions(d, legal);
      g.apply(d, guided ? std_rollout_action(std_game(g), std_state(d), legal, n, rng_) : legal[rng_.below(uint32_t(n))]);
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
  Action legal[kMaxActions];
  while (!expanded && !g.is_terminal(d)) {
    Action a;
    if (g.is_chance(d)) {
      a = g.sample_chance(d, rng_);
      node = [&] {
        if (int c = find_child(node, a); c >= 0) return c;
        expanded = true;
        return add_child(node, a, -1);
      }();
    } else {
      const int n = g.legal_actions(d, legal);
      node = select_or_expand(g, d, node, legal, n, g.current_player(d), expanded);
      a = pool_[node].action;
    }
    g.apply(d, a);
    path_.push_back(node);
  }
  double rewards[kMaxSeats];
  leaf(g, d, rewards);
  for (int32_t i : path_) {
    Node& nd = pool_[i];
    nd.visits += 1;
    if (nd.mover >= 0) nd.value += float(rewards[nd.mover]);
  }
}

Action IsmctsAgent::act(const Game& g, const State& s) {
  Action legal[kMaxActions];
  const int n = g.legal_actions(s, legal);
  if (n == 1) return legal[0];
  start_tree(g, s);
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration<double, std::milli>(cfg_.time_ms);
  const uint64_t budget = cfg_.iters > 0 ? uint64_t(cfg_.iters) : UINT64_MAX;
  if (cfg_.iters > 0) pool_.reserve(pool_.size() + budget);
  uint64_t done = 0;
  // Both budgets are caps; the clock is read every 32 iterations.
  while (done < budget && (cfg_.time_ms <= 0 || done % 32 != 0 || Clock::now() < deadline)) {
    iterate(g, s);
    ++done;
  }
  stats_.iterations += done;
  stats_.searches += 1;
  stats_.seconds += std::chrono::duration<double>(Clock::now() - start).count();

  // The most visited root action legal in the true position (ties: the higher mean).
  Action best = legal[0];
  double best_key = -1;
  for (int c = pool_[root_].first_child; c >= 0; c = pool_[c].next_sibling) {
    const Node& ch = pool_[c];
    if (!g.is_legal(s, ch.action)) continue;
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
  const int c = find_child(root_, a);
  if (c < 0) tree_valid_ = false;
  else root_ = c;
}

}  // namespace catanlab
