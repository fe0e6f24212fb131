#include "agents/puct.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "agents/random_draws.h"
#include "core/config_error.h"

namespace catanlab {

namespace {

// Sequential halving's visit targets at the root (mctx's
// get_sequence_of_considered_visits): simulation k goes to a kept action
// with exactly schedule[k] visits, so each halving phase spreads its budget
// evenly over the actions still in the race.
std::vector<int> considered_visits(int m, int sims) {
  std::vector<int> seq;
  if (m <= 1) {
    for (int k = 0; k < sims; ++k) seq.push_back(k);
    return seq;
  }
  const int log2m = int(std::ceil(std::log2(m)));
  std::vector<int> visits(m, 0);
  for (int considered = m; int(seq.size()) < sims; considered = std::max(2, considered / 2)) {
    const int extra = std::max(1, sims / (log2m * considered));
    for (int e = 0; e < extra; ++e)
      for (int i = 0; i < considered; ++i) seq.push_back(visits[i]++);
  }
  seq.resize(sims);
  return seq;
}

// A diverged network answers NaN, infinities or values far outside [0, 1]
// (whose sums overflow): any of them would send the search outside its tree,
// so the answer is refused, naming the network.
void check_answer(const Game& g, const std::vector<Action>& legal, const Evaluator& ev, const float* logits,
                  const float* values) {
  auto refuse = [&](const std::string& what, float x, const char* rule) {
    throw ConfigError(
        fmt::format("{}: the network's {} is {}: {} (has its training diverged?)", ev.name(), what, x, rule));
  };
  for (Action a : legal)
    if (!std::isfinite(logits[a]))
      refuse("logit of action '" + g.action_name(a) + "'", logits[a], "logits must be finite");
  constexpr float kSlack = 1e-4f;  // a weighted mean of utilities may round past 1
  for (int k = 0; k < g.num_players(); ++k)
    if (!(values[k] >= -kSlack && values[k] <= 1 + kSlack))
      refuse("value of relative seat " + std::to_string(k), values[k], "values must lie in [0, 1]");
}

}  // namespace

void absolute_utilities(const float* relative, int player, int num_players, float* out) {
  for (int k = 0; k < num_players; ++k) out[(player + k) % num_players] = relative[k];
}

bool answer_from_cache(const Game& g, PuctSearch& search, const Evaluator& ev, EvalCache& cache, float* obs,
                       uint64_t& key, float* logits) {
  key = 0;
  if (!ev.reads_observations()) return false;
  g.observe(search.leaf(), search.leaf_player(), obs);
  key = EvalCache::key(obs, g.observation_size());
  float values[kMaxSeats];
  if (!cache.lookup(key, search.leaf_legal(), logits, values, g.num_players())) return false;
  search.deliver(logits, values);
  return true;
}

void deliver_and_cache(const Game& g, PuctSearch& search, const Evaluator& ev, EvalCache& cache, uint64_t key,
                       const float* logits, const float* values) {
  check_answer(g, search.leaf_legal(), ev, logits, values);
  if (ev.reads_observations()) cache.insert(key, search.leaf_legal(), logits, values, g.num_players());
  search.deliver(logits, values);
}

void PuctSearch::start(const Game& g, const State& root, double score_weight, uint64_t seed, bool noise, int sims) {
  budget_ = sims > 0 ? sims : cfg_.sims;
  game_ = &g;
  root_state_ = root;
  root_seat_ = g.current_player(root);
  score_weight_ = score_weight;
  rng_ = Rng(seed);
  noise_ = noise;
  sims_done_ = 0;
  std::fill(std::begin(root_utility_), std::end(root_utility_), 0.0f);
  pending_ = -1;
  pool_.clear();
  pool_.reserve(size_t(budget_) * 48);
  pool_.push_back(Node{});
  if (int(child_of_.size()) < g.num_ids()) {
    child_of_.assign(g.num_ids(), -1);
    stamp_.assign(g.num_ids(), 0);
  }
  visit_schedule_.clear();
  considered_.clear();
}

int PuctSearch::add_child(int node, Action a, int mover, float prior) {
  Node child;
  child.action = a;
  child.mover = int8_t(mover);
  child.prior = prior;
  child.next_sibling = pool_[node].first_child;
  pool_.push_back(child);
  return pool_[node].first_child = int(pool_.size()) - 1;
}

void PuctSearch::index_children(int node) {
  if (++generation_ == 0) {  // wrapped: clear the stamps once
    std::fill(stamp_.begin(), stamp_.end(), 0);
    generation_ = 1;
  }
  for (int c = pool_[node].first_child; c >= 0; c = pool_[c].next_sibling) {
    child_of_[pool_[c].action] = c;
    stamp_[pool_[c].action] = generation_;
  }
}

bool PuctSearch::advance() {
  const Game& g = *game_;
  Action* legal = legal_.fit(g);
  float utility[kMaxSeats];
  while (sims_done_ < budget_) {
    leaf_ = root_state_;
    g.resample_hidden(leaf_, root_seat_, rng_);
    path_.assign(1, 0);
    int node = 0;
    for (;;) {
      if (g.is_terminal(leaf_)) {
        terminal_utilities(g, leaf_, score_weight_, utility);
        backup(utility);
        break;
      }
      if (g.is_chance(leaf_)) {
        const Action a = g.sample_chance(leaf_, rng_);
        index_children(node);
        const int child = stamp_[a] == generation_ ? child_of_[a] : add_child(node, a, -1, 0);
        g.apply(leaf_, a);
        path_.push_back(node = child);
        continue;
      }
      const int n = g.legal_actions(leaf_, legal);
      if (!pool_[node].expanded) {
        leaf_legal_.assign(legal, legal + n);
        pending_ = node;
        return true;
      }
      const int child = node == 0 && cfg_.gumbel ? select_gumbel_root() : select(node, legal, n, game_->current_player(leaf_));
      g.apply(leaf_, pool_[child].action);
      path_.push_back(node = child);
    }
  }
  return false;
}

void PuctSearch::deliver(const float* logits, const float* values) {
  float utility[kMaxSeats];
  absolute_utilities(values, game_->current_player(leaf_), game_->num_players(), utility);
  expand(pending_, logits, values[0]);
  pending_ = -1;
  backup(utility);
}

void PuctSearch::backup(const float* utility) {
  for (int idx : path_) {
    Node& nd = pool_[idx];
    ++nd.visits;
    if (nd.mover >= 0) nd.value += utility[nd.mover];
  }
  for (int p = 0; p < game_->num_players(); ++p) root_utility_[p] += utility[p];
  ++sims_done_;
}

void PuctSearch::root_values(float* out) const {
  for (int p = 0; p < game_->num_players(); ++p) out[p] = root_utility_[p] / float(std::max(1, sims_done_));
}

void PuctSearch::expand(int node, const float* logits, float own_value) {
  const int n = int(leaf_legal_.size());
  float top = -std::numeric_limits<float>::infinity();
  for (Action a : leaf_legal_) top = std::max(top, logits[a]);
  double sum = 0;
  for (Action a : leaf_legal_) sum += std::exp(double(logits[a] - top));
  const float log_sum = float(std::log(sum)) + top;
  const int mover = game_->current_player(leaf_);
  // Children are pushed in reverse so the sibling list runs in action order.
  for (int i = n - 1; i >= 0; --i) {
    const Action a = leaf_legal_[i];
    const int c = add_child(node, a, mover, std::exp(logits[a] - log_sum));
    pool_[c].logit = logits[a] - log_sum;
  }
  Node& nd = pool_[node];
  nd.expanded = 1;
  nd.own_value = own_value;
  if (node != 0) return;
  if (cfg_.gumbel) {
    // Gumbel-top-k: the m best of logit + Gumbel noise enter the halving.
    gumbel_.assign(game_->num_ids(), 0);
    for (int c = nd.first_child; c >= 0; c = pool_[c].next_sibling) {
      gumbel_[pool_[c].action] = float(sample_gumbel(rng_));
      considered_.push_back(c);
    }
    auto score = [&](int c) { return gumbel_[pool_[c].action] + pool_[c].logit; };
    std::sort(considered_.begin(), considered_.end(), [&](int a, int b) { return score(a) > score(b); });
    const int m = std::min<int>(cfg_.gumbel_actions, int(considered_.size()));
    considered_.resize(m);
    visit_schedule_ = considered_visits(m, std::max(1, budget_ - 1));
  } else if (noise_ && cfg_.dirichlet_alpha > 0) {
    add_dirichlet_noise(node);
  }
}

void PuctSearch::add_dirichlet_noise(int node) {
  std::vector<double> noise;
  for (int c = pool_[node].first_child; c >= 0; c = pool_[c].next_sibling) noise.push_back(sample_gamma(rng_, cfg_.dirichlet_alpha));
  double sum = 0;
  for (double x : noise) sum += x;
  if (sum <= 0) return;
  size_t i = 0;
  for (int c = pool_[node].first_child; c >= 0; c = pool_[c].next_sibling, ++i)
    pool_[c].prior = float((1 - cfg_.dirichlet_eps) * pool_[c].prior + cfg_.dirichlet_eps * noise[i] / sum);
}

int PuctSearch::select(int node, const Action* legal, int n, int mover) {
  index_children(node);
  const Node& nd = pool_[node];
  const float explore = float(cfg_.c_puct * std::sqrt(double(std::max(1u, nd.visits))));
  const float fpu = nd.own_value - float(cfg_.fpu_reduction);
  int best = -1;
  float best_score = -std::numeric_limits<float>::infinity();
  for (int i = 0; i < n; ++i) {
    const Action a = legal[i];
    int c = stamp_[a] == generation_ ? child_of_[a] : -1;
    if (c < 0) c = add_child(node, a, mover, 1.0f / n);  // legal only in this determinisation
    const Node& ch = pool_[c];
    const float q = ch.visits ? ch.value / ch.visits : fpu;
    const float score = q + explore * ch.prior / (1 + ch.visits);
    if (score > best_score) best_score = score, best = c;
  }
  return best;
}

float PuctSearch::sigma(float q) const {
  uint32_t max_visits = 0;
  for (int c : considered_) max_visits = std::max(max_visits, pool_[c].visits);
  return float((cfg_.gumbel_c_visit + max_visits) * cfg_.gumbel_c_scale) * q;
}

int PuctSearch::select_gumbel_root() {
  // Sequential halving: among the kept actions with the scheduled visit
  // count, the best by g + logit + σ(q).
  const int target = visit_schedule_[std::min<size_t>(pool_[0].visits - 1, visit_schedule_.size() - 1)];
  int best = -1;
  float best_score = -std::numeric_limits<float>::infinity();
  for (int c : considered_) {
    const Node& ch = pool_[c];
    if (int(ch.visits) != target) continue;
    const float q = ch.visits ? ch.value / ch.visits : 0;
    const float score = gumbel_[ch.action] + ch.logit + sigma(q);
    if (score > best_score) best_score = score, best = c;
  }
  if (best >= 0) return best;
  for (int c : considered_)  // the schedule ran past this determinisation's root: least visited
    if (best < 0 || pool_[c].visits < pool_[best].visits) best = c;
  return best;
}

float PuctSearch::mixed_value() const {
  // v_mix (Danihelka et al., appendix D): the root's own value blended with
  // the prior-weighted Q of the visited children.
  const Node& root = pool_[0];
  double visited_prior = 0, weighted_q = 0, visits = 0;
  for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling) {
    const Node& ch = pool_[c];
    if (!ch.visits) continue;
    const double p = std::exp(double(ch.logit));
    visited_prior += p;
    weighted_q += p * ch.value / ch.visits;
    visits += ch.visits;
  }
  if (visited_prior <= 0) return root.own_value;
  return float((root.own_value + visits * weighted_q / visited_prior) / (1 + visits));
}

float PuctSearch::completed_q(int child, float v_mix) const {
  const Node& ch = pool_[child];
  return ch.visits ? ch.value / ch.visits : v_mix;
}

void PuctSearch::improved_policy(float* out) const {
  std::fill_n(out, game_->num_actions(), 0.0f);
  const Node& root = pool_[0];
  if (cfg_.gumbel) {
    const float v_mix = mixed_value();
    float top = -std::numeric_limits<float>::infinity();
    for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling)
      top = std::max(top, out[pool_[c].action] = pool_[c].logit + sigma(completed_q(c, v_mix)));
    double sum = 0;
    for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling)
      sum += out[pool_[c].action] = std::exp(out[pool_[c].action] - top);
    for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling) out[pool_[c].action] /= float(sum);
    return;
  }
  double total = 0;
  for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling) total += pool_[c].visits;
  for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling)
    out[pool_[c].action] = total > 0 ? float(pool_[c].visits / total) : pool_[c].prior;
}

Action PuctSearch::choose(double temperature) {
  const Node& root = pool_[0];
  if (cfg_.gumbel) {
    // The halving's survivor: the most visited kept action, by g + logit + σ(q).
    uint32_t most = 0;
    for (int c : considered_) most = std::max(most, pool_[c].visits);
    int best = -1;
    float best_score = -std::numeric_limits<float>::infinity();
    for (int c : considered_) {
      if (pool_[c].visits != most) continue;
      const float q = pool_[c].visits ? pool_[c].value / pool_[c].visits : 0;
      const float score = gumbel_[pool_[c].action] + pool_[c].logit + sigma(q);
      if (score > best_score) best_score = score, best = c;
    }
    return pool_[best].action;
  }
  if (temperature > 0) {
    double total = 0;
    for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling) total += std::pow(pool_[c].visits, 1 / temperature);
    double x = rng_.uniform() * total;
    for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling)
      if ((x -= std::pow(pool_[c].visits, 1 / temperature)) < 0) return pool_[c].action;
  }
  int best = root.first_child;
  for (int c = root.first_child; c >= 0; c = pool_[c].next_sibling)
    if (pool_[c].visits > pool_[best].visits || (pool_[c].visits == pool_[best].visits && pool_[c].prior > pool_[best].prior))
      best = c;
  return pool_[best].action;
}

}  // namespace catanlab
