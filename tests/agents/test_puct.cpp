// The PUCT search (agents/puct.h) with the uniform evaluator: its improved
// policy, root values, determinism, noise, Gumbel's budget, the evaluation
// cache and the random draws it relies on; the heuristic evaluator's prior;
// a diverged network's NaN, infinite or out-of-range answers refused by name.
#include <doctest/doctest.h>

#include <cmath>
#include <algorithm>
#include <limits>
#include <numeric>

#include "core/standard/std_game.h"
#include "agents/heuristic_agent.h"
#include "agents/heuristic_evaluator.h"
#include "agents/puct.h"
#include "agents/random_draws.h"
#include "core/config_error.h"

using namespace catanlab;

namespace {

// A main-phase position with a real choice, from random play.
State choice_position(const StdGame& g, uint64_t seed) {
  State s = g.new_game(seed);
  Rng rng(seed);
  std::vector<Action> buf(size_t(g.num_actions()));
  for (int step = 0;; ++step) {
    if (g.is_chance(s)) {
      g.apply(s, g.sample_chance(s, rng));
      continue;
    }
    const int n = g.legal_actions(s, buf.data());
    if (step > 60 && n > 4 && std_state(s).phase == Phase::Main) return s;
    g.apply(s, buf[rng.below(uint32_t(n))]);
  }
}

// Runs a search to the end with the uniform evaluator; returns the leaves it asked for.
int run_search(const StdGame& g, PuctSearch& search, const State& s, uint64_t seed, bool noise) {
  HeuristicEvaluator ev(HeuristicEvaluator::Policy::Uniform);
  search.start(g, s, 0, seed, noise);
  std::vector<float> logits(g.num_actions());
  float values[kMaxPlayers];
  int leaves = 0;
  while (search.advance()) {
    const State* leaf = &search.leaf();
    const int player = search.leaf_player();
    CHECK(g.current_player(*leaf) == player);
    ev.evaluate(g, EvalBatch{1, nullptr, &leaf, &player, logits.data(), values});
    search.deliver(logits.data(), values);
    ++leaves;
  }
  return leaves;
}

// A diverged network's stand-in: `logit` for every action, `value` for the last relative seat, 0.5 for the others.
class DivergedEvaluator final : public Evaluator {
 public:
  DivergedEvaluator(float logit, float value) : logit_(logit), value_(value) {}
  std::string name() const override { return "gen-0007.pt"; }
  void evaluate(const Game& g, const EvalBatch& b) override {
    std::fill_n(b.logits, size_t(b.size) * g.num_actions(), logit_);
    std::fill_n(b.values, size_t(b.size) * g.num_players(), 0.5f);
    for (int i = 0; i < b.size; ++i) b.values[(i + 1) * g.num_players() - 1] = value_;
  }

 private:
  float logit_, value_;
};

}  // namespace

TEST_CASE("puct: the improved policy is a distribution over the legal actions, and the move is one of them") {
  auto g = StdGame::load("base", 4);
  for (bool gumbel : {false, true}) {
    PuctConfig c;
    c.sims = 48;
    c.gumbel = gumbel;
    c.gumbel_actions = 8;
    c.dirichlet_alpha = 0.3;
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      State s = choice_position(*g, seed);
      PuctSearch search(c);
      const int leaves = run_search(*g, search, s, seed, true);
      CHECK(leaves <= c.sims);
      CHECK(search.simulations() == c.sims);
      std::vector<float> policy(g->num_actions());
      search.improved_policy(policy.data());
      std::vector<uint8_t> mask(g->num_actions());
      g->legal_mask(s, mask.data());
      double total = 0;
      for (Action a = 0; a < g->num_actions(); ++a) {
        if (!mask[a]) CHECK(policy[a] == 0);
        total += policy[a];
      }
      CHECK(total == doctest::Approx(1).epsilon(1e-5));
      CHECK(mask[search.choose(gumbel ? 0 : 1.0)]);
    }
  }
}

TEST_CASE("puct: a seed repeats the search exactly; another seed draws other determinisations") {
  auto g = StdGame::load("base", 4);
  State s = choice_position(*g, 11);
  PuctConfig c;
  c.sims = 64;
  c.gumbel = true;
  std::vector<float> a(g->num_actions()), b(g->num_actions()), other(g->num_actions());
  PuctSearch first(c), second(c), third(c);
  run_search(*g, first, s, 5, false);
  run_search(*g, second, s, 5, false);
  run_search(*g, third, s, 6, false);
  first.improved_policy(a.data());
  second.improved_policy(b.data());
  third.improved_policy(other.data());
  CHECK(a == b);
  CHECK(first.tree_size() == second.tree_size());
  CHECK(first.choose(0) == second.choose(0));
  CHECK(a != other);  // Gumbel draws differ with the seed
}

TEST_CASE("puct: Gumbel keeps m root actions and spends the whole budget on them") {
  auto g = StdGame::load("base", 4);
  State s = choice_position(*g, 3);
  const int legal = int(g->legal_actions(s).size());
  REQUIRE(legal > 4);
  PuctConfig c;
  c.sims = 40;
  c.gumbel = true;
  c.gumbel_actions = 4;
  PuctSearch search(c);
  run_search(*g, search, s, 9, false);
  // Visit shares are not the policy under Gumbel, but every action outside
  // the m kept is still scored: the policy covers all legal actions.
  std::vector<float> policy(g->num_actions());
  search.improved_policy(policy.data());
  CHECK(std::count_if(policy.begin(), policy.end(), [](float p) { return p > 0; }) == legal);
  CHECK(search.simulations() == 40);
}

TEST_CASE("eval cache: a hit returns what was stored for the same observation and legal set only") {
  EvalCache cache(64);
  std::vector<float> obs(100, 0.5f);
  const uint64_t key = EvalCache::key(obs.data(), 100);
  obs[7] = 1;
  CHECK(EvalCache::key(obs.data(), 100) != key);
  std::vector<Action> legal{2, 5, 9};
  std::vector<float> logits(10, 0), out(10, -1);
  logits[2] = 1, logits[5] = 2, logits[9] = 3;
  const float values[2] = {0.25f, 0.75f};
  float got[2];
  CHECK_FALSE(cache.lookup(key, legal, out.data(), got, 2));
  cache.insert(key, legal, logits.data(), values, 2);
  REQUIRE(cache.lookup(key, legal, out.data(), got, 2));
  CHECK(out[2] == 1);
  CHECK(out[5] == 2);
  CHECK(out[9] == 3);
  CHECK(out[0] == -1);  // untouched
  CHECK(got[1] == 0.75f);
  CHECK_FALSE(cache.lookup(key, {2, 5}, out.data(), got, 2));
  CHECK(cache.hits() == 1);
}

TEST_CASE("random draws: Gumbel and gamma have their textbook means") {
  Rng rng(1);
  const int n = 200000;
  double gumbel = 0, gamma_small = 0, gamma_big = 0;
  for (int i = 0; i < n; ++i) {
    gumbel += sample_gumbel(rng);
    gamma_small += sample_gamma(rng, 0.3);
    gamma_big += sample_gamma(rng, 2.5);
  }
  CHECK(gumbel / n == doctest::Approx(0.5772).epsilon(0.02));  // Euler–Mascheroni
  CHECK(gamma_small / n == doctest::Approx(0.3).epsilon(0.03));
  CHECK(gamma_big / n == doctest::Approx(2.5).epsilon(0.02));
}

TEST_CASE("puct: the root value is each seat's mean backed-up utility") {
  // The uniform evaluator's leaf values sum to 1 over the seats, and so do a
  // finished game's utilities with score weight 0: so must every mean.
  auto g = StdGame::load("base", 4);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    State s = choice_position(*g, seed);
    PuctConfig c;
    c.sims = 40;
    PuctSearch search(c);
    run_search(*g, search, s, seed, false);
    float root[kMaxPlayers];
    search.root_values(root);
    double total = 0;
    for (int p = 0; p < 4; ++p) {
      CHECK(root[p] >= 0);
      CHECK(root[p] <= 1);
      total += root[p];
    }
    CHECK(total == doctest::Approx(1).epsilon(1e-4));
  }
}

TEST_CASE("heuristic evaluator: its prior ranks moves as the heuristic bot does; the uniform one is flat") {
  // In the set-up nothing is hidden, so the bot's determinisation is the position itself.
  auto g = StdGame::load("base", 4);
  HeuristicEvaluator heuristic(HeuristicEvaluator::Policy::Heuristic), uniform(HeuristicEvaluator::Policy::Uniform);
  std::vector<float> logits(g->num_actions()), flat(g->num_actions());
  float values[kMaxPlayers];
  std::vector<Action> legal(size_t(g->num_actions()));
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    State s = g->new_game(seed);
    HeuristicAgent bot;
    bot.reset(seed);
    for (int placement = 0; placement < 16 && !g->is_chance(s); ++placement) {
      const State* leaf = &s;
      const int player = std_state(s).to_move;
      heuristic.evaluate(*g, EvalBatch{1, nullptr, &leaf, &player, logits.data(), values});
      uniform.evaluate(*g, EvalBatch{1, nullptr, &leaf, &player, flat.data(), values});
      const int n = g->legal_actions(s, legal.data());
      REQUIRE(n > 1);
      const Action best = *std::max_element(legal.begin(), legal.begin() + n, [&](Action a, Action b) { return logits[a] < logits[b]; });
      CHECK(best == bot.act(*g, s));
      CHECK(std::count(flat.begin(), flat.end(), 0.0f) == g->num_actions());
      g->apply(s, best);
    }
  }
}

TEST_CASE("puct: a network answering NaN, infinity or values outside [0, 1] is refused by name, not cached") {
  auto g = StdGame::load("base", 4);
  const State s = choice_position(*g, 2);
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  struct Answer {
    float logit, value;
    const char* error;  // empty: accepted
  };
  for (const Answer& answer :
       {Answer{nan, 0.5f, "logit of action '"}, Answer{inf, 0.5f, "logit of action '"},
        Answer{-inf, 0.5f, "logit of action '"}, Answer{0, nan, "value of relative seat 3 is nan"},
        Answer{0, inf, "value of relative seat 3 is inf"}, Answer{0, 3e38f, "value of relative seat 3 is 3e+38"},
        Answer{0, -5, "value of relative seat 3 is -5: values must lie in [0, 1]"}, Answer{-3, 0.25f, ""},
        Answer{1e30f, 1, ""}, Answer{-1e30f, 0, ""}}) {
    CAPTURE(answer.logit);
    CAPTURE(answer.value);
    DivergedEvaluator ev(answer.logit, answer.value);
    EvalCache cache(64);
    PuctSearch search;
    search.start(*g, s, 0, 1, false);
    REQUIRE(search.advance());
    std::vector<float> obs(g->observation_size()), logits(g->num_actions());
    float values[kMaxPlayers];
    uint64_t key;
    REQUIRE_FALSE(answer_from_cache(*g, search, ev, cache, obs.data(), key, logits.data()));
    const State* leaf = &search.leaf();
    const int player = search.leaf_player();
    ev.evaluate(*g, EvalBatch{1, obs.data(), &leaf, &player, logits.data(), values});
    if (*answer.error) {
      const std::string error = std::string("gen-0007.pt: the network's ") + answer.error;
      CHECK_THROWS_WITH_AS(deliver_and_cache(*g, search, ev, cache, key, logits.data(), values),
                           doctest::Contains(error.c_str()), ConfigError);
    } else {
      deliver_and_cache(*g, search, ev, cache, key, logits.data(), values);
    }
    CHECK(cache.lookup(key, search.leaf_legal(), logits.data(), values, 4) == !*answer.error);
  }
}
