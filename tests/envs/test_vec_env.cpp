// VecEnv, synchronous: a batch plays exactly the games the engine plays with
// the seeds VecEnvCore promises, restarts a finished game with the env's next
// seed, repeats itself for a seed on any number of threads, and refuses an
// illegal action by name without applying anything.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "core/config_error.h"
#include "envs/vec_env.h"
#include "tests/envs/row_check.h"

using namespace catanlab;
using catanlab::testing::check_row;

namespace {

const std::vector<std::string> kAllExternal(4, "");

// One env played again with the engine alone: game k of env i has seed
// base + i + k * num_envs, its chance draws Rng(derive_seed(seed, 1)).
struct Shadow {
  const Game& g;
  int num_envs;
  uint64_t seed = 0;
  State s;
  Rng chance;

  Shadow(const Game& game, int envs, uint64_t first_seed) : g(game), num_envs(envs) { start(first_seed); }

  void start(uint64_t game_seed) {
    seed = game_seed;
    s = g.new_game(seed);
    chance = Rng(derive_seed(seed, 1));
    settle();
  }
  void settle() {
    while (!g.is_terminal(s) && g.is_chance(s)) g.apply(s, g.sample_chance(s, chance));
  }
  // Applies `a`; if that ends the game, returns its returns and starts the env's next game.
  std::optional<std::vector<float>> apply(Action a) {
    g.apply(s, a);
    settle();
    if (!g.is_terminal(s)) return std::nullopt;
    std::vector<double> r(g.num_players());
    g.returns(s, r.data());
    start(seed + num_envs);
    return std::vector<float>(r.begin(), r.end());
  }
};

std::vector<float> rewards_row(VecEnv& env, int i) {
  const float* r = env.results().rewards.data() + size_t(i) * env.game().num_players();
  return std::vector<float>(r, r + env.game().num_players());
}

}  // namespace

TEST_CASE("vec env: reset and step over a batch play what the engine plays with the same seeds") {
  auto g = Game::load("base", 4);
  VecEnv env(g, 4, kAllExternal, 0, 2, 10);
  std::vector<Shadow> shadows;
  for (int i = 0; i < 4; ++i) shadows.emplace_back(*g, 4, 10 + i);
  for (int step = 0; step <= 40; ++step) {
    for (int i = 0; i < 4; ++i) {
      CAPTURE(step);
      CAPTURE(i);
      CHECK(env.seed_of(i) == 10 + uint64_t(i));
      REQUIRE(env.state(i) == shadows[i].s);
      check_row(*g, env.results().rows().at(*g, i), shadows[i].s);
      CHECK_FALSE(env.results().done[i]);
    }
    // Each env takes its highest legal decision: not what step_random would draw.
    std::vector<Action> actions(4);
    for (int i = 0; i < 4; ++i) actions[i] = g->legal_actions(shadows[i].s).back();
    env.step(actions.data());
    for (int i = 0; i < 4; ++i) {
      CHECK_FALSE(shadows[i].apply(actions[i]));
      CHECK(env.results().action[i] == actions[i]);
    }
  }
  env.reset(20);  // a new seed for every env, kept for later resets
  for (int i = 0; i < 4; ++i) CHECK(env.state(i) == Shadow(*g, 4, 20 + i).s);
  env.step_random();
  env.reset();
  for (int i = 0; i < 4; ++i) CHECK(env.seed_of(i) == 20 + uint64_t(i));
}

TEST_CASE("vec env: a finished game restarts at once with the env's next seed; its returns come with done") {
  auto g = Game::load("base", 3, {{"turn_cap", 12}});
  const int n = 3;
  VecEnv env(g, n, {"", "", ""}, 0, 2, 100);
  std::vector<Shadow> shadows;
  for (int i = 0; i < n; ++i) shadows.emplace_back(*g, n, 100 + i);
  std::vector<int> finished(n);
  for (int step = 0; step < 20000 && *std::min_element(finished.begin(), finished.end()) < 3; ++step) {
    env.step_random();
    for (int i = 0; i < n; ++i) {
      std::optional<std::vector<float>> returns = shadows[i].apply(env.results().action[i]);
      REQUIRE(bool(env.results().done[i]) == returns.has_value());
      if (returns) {
        CHECK(rewards_row(env, i) == *returns);
        CHECK(env.seed_of(i) == 100 + uint64_t(i) + uint64_t(n) * ++finished[i]);
      } else {
        CHECK(rewards_row(env, i) == std::vector<float>(n, 0.0f));
      }
      REQUIRE(env.state(i) == shadows[i].s);
      check_row(*g, env.results().rows().at(*g, i), shadows[i].s);
    }
  }
  for (int i = 0; i < n; ++i) CHECK(finished[i] >= 3);
}

TEST_CASE("vec env: a seed gives the same games on one thread or two; another seed other games") {
  auto g = Game::load("base", 4);
  VecEnv one(g, 8, kAllExternal, 0, 1, 5), two(g, 8, kAllExternal, 0, 2, 5), other(g, 8, kAllExternal, 0, 2, 6);
  for (int step = 0; step < 300; ++step) {
    one.step_random();
    two.step_random();
    other.step_random();
  }
  int differ = 0;
  for (int i = 0; i < 8; ++i) {
    CHECK(one.state(i) == two.state(i));
    differ += !(one.state(i) == other.state(i));
  }
  CHECK(differ == 8);
  CHECK(one.results().obs == two.results().obs);
  CHECK(one.results().mask == two.results().mask);
  CHECK(one.results().action == two.results().action);
  CHECK(one.results().obs != other.results().obs);
}

TEST_CASE("vec env: built-in seats are played inside; rows show the external seat only") {
  auto g = Game::load("base", 4);
  VecEnv env(g, 4, {"random", "", "heuristic", "random"}, 0, 2, 1);
  for (int step = 0; step < 300; ++step) {
    for (int i = 0; i < 4; ++i) REQUIRE(env.results().player[i] == 1);
    env.step_random();
  }
}

TEST_CASE("vec env: an illegal action is named with its env and phase, and nothing is applied") {
  auto g = Game::load("base", 4);
  VecEnv env(g, 4, kAllExternal, 0, 1, 1);
  std::vector<State> before;
  std::vector<Action> actions;
  for (int i = 0; i < 4; ++i) {
    before.push_back(env.state(i));
    actions.push_back(g->legal_actions(env.state(i)).front());
  }
  const std::vector<float> obs = env.results().obs;
  const Action end_turn = *g->action_id("end_turn");
  actions[2] = end_turn;
  CHECK_THROWS_WITH_AS(env.step(actions.data()),
                       fmt::format("env 2: 'end_turn' is not legal in phase setup_settlement (player {} to move)",
                                   g->current_player(before[2]))
                           .c_str(),
                       IllegalAction);
  actions[2] = g->num_actions();
  CHECK_THROWS_WITH_AS(env.step(actions.data()),
                       fmt::format("env 2: action id {0} is out of range 0..{1}", g->num_actions(), g->num_actions() - 1)
                           .c_str(),
                       IllegalAction);
  CHECK_THROWS_AS(env.send({2}, {end_turn}), IllegalAction);
  for (int i = 0; i < 4; ++i) CHECK(env.state(i) == before[i]);
  CHECK(env.results().obs == obs);
  env.step_random();  // the refused send left nothing in flight
  CHECK_THROWS_WITH_AS(env.state(4), "env id 4 is out of range 0..3", std::invalid_argument);
}

TEST_CASE("vec env: bad sizes and seats are refused by name") {
  auto g = Game::load("base", 4);
  CHECK_THROWS_WITH_AS(VecEnv(g, 4, kAllExternal, 5, 1, 0), "batch_size must be in 1..num_envs (4), not 5",
                       ConfigError);
  CHECK_THROWS_WITH_AS(VecEnv(g, 0, kAllExternal, 0, 1, 0), "num_envs must be at least 1, not 0", ConfigError);
  CHECK_THROWS_WITH_AS(VecEnv(g, 2, kAllExternal, 0, -1, 0), "num_threads must be at least 1, not -1", ConfigError);
  CHECK_THROWS_WITH_AS(VecEnv(g, 2, {"", ""}, 0, 1, 0), "2 seat agents given for a 4-player game", ConfigError);
  CHECK_THROWS_WITH_AS(VecEnv(g, 2, {"random", "random", "random", "random"}, 0, 1, 0),
                       "every seat is a built-in agent: at least one seat must be external", ConfigError);
}
