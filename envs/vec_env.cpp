#include "envs/vec_env.h"

#include <fmt/format.h>
#include <omp.h>

#include <stdexcept>

#include "core/config_error.h"
#include "core/first_error.h"

namespace catanlab {

RowArrays::RowArrays(const Game& g, size_t rows)
    : obs(rows * g.observation_size()),
      mask(rows * g.num_actions()),
      rewards(rows * g.num_players()),
      done(rows),
      player(rows),
      env_id(rows),
      action(rows),
      reward(rows),
      terminated(rows),
      truncated(rows),
      final_obs(rows * g.observation_size()) {}

Rows RowArrays::rows() {
  return {obs.data(),    mask.data(),   rewards.data(),    done.data(),      player.data(),   env_id.data(),
          action.data(), reward.data(), terminated.data(), truncated.data(), final_obs.data()};
}

VecEnv::VecEnv(std::shared_ptr<const Game> game, int num_envs, const std::vector<std::string>& seat_agents,
               int batch_size, int num_threads, uint64_t seed)
    : core_(std::move(game), num_envs, seat_agents),
      batch_(batch_size ? batch_size : num_envs),
      threads_(num_threads ? num_threads : omp_get_num_procs()),
      seed_(seed),
      results_(core_.game(), size_t(num_envs)) {
  if (batch_ < 1 || batch_ > num_envs)
    throw ConfigError(fmt::format("batch_size must be in 1..num_envs ({}), not {}", num_envs, batch_));
  if (threads_ < 1) throw ConfigError(fmt::format("num_threads must be at least 1, not {}", threads_));
  reset();
}

const State& VecEnv::state(int env) const {
  if (env < 0 || env >= num_envs())
    throw std::invalid_argument(fmt::format("env id {} is out of range 0..{}", env, num_envs() - 1));
  return core_.state(env);
}

void VecEnv::require_idle(const char* what) const {
  if (pool_ && pool_->in_flight())
    throw std::invalid_argument(
        fmt::format("{}: {} envs are in flight from send(); recv them first", what, pool_->in_flight()));
}

// Every env stepped by `step(i)` over the OpenMP threads, its result written to row i; the
// first exception (a built-in seat's agent failing) is rethrown once the others have ended.
template <class Step>
void VecEnv::each_env(Step&& step) {
  const Rows out = results_.rows();
  FirstError error;
#pragma omp parallel for schedule(dynamic, 8) num_threads(threads_)
  for (int i = 0; i < num_envs(); ++i) error.run([&] { core_.write_row(i, step(i), out.at(game(), i)); });
  error.rethrow();
}

void VecEnv::reset(std::optional<uint64_t> seed) {
  require_idle("reset");
  if (seed) seed_ = *seed;
  each_env([&](int i) { return core_.reset_state(i, seed_); });
}

void VecEnv::step(const Action* actions) {
  require_idle("step");
  for (int i = 0; i < num_envs(); ++i) core_.check_action(i, actions[i]);
  each_env([&](int i) { return core_.step_state(i, actions[i], false); });
}

void VecEnv::step_random() {
  require_idle("step_random");
  each_env([&](int i) { return core_.step_state(i, -1, true); });
}

AsyncPool& VecEnv::pool() {
  if (!pool_) {
    ring_ = std::make_unique<RowArrays>(game(), size_t(num_blocks()) * batch_);
    pool_ = std::make_unique<AsyncPool>(core_, batch_, threads_, ring_->rows());
  }
  return *pool_;
}

void VecEnv::async_reset(std::optional<uint64_t> seed) {
  if (seed) seed_ = *seed;
  std::vector<int> all(num_envs());
  for (int i = 0; i < num_envs(); ++i) all[i] = i;
  pool().send(all, {}, AsyncPool::Kind::Reset, seed_);
}

void VecEnv::send(const std::vector<int>& envs, const std::vector<Action>& actions) {
  if (actions.size() != envs.size())
    throw std::invalid_argument(fmt::format("{} actions given for {} envs", actions.size(), envs.size()));
  pool().send(envs, actions, AsyncPool::Kind::Step, 0);
}

void VecEnv::send_random(const std::vector<int>& envs) { pool().send(envs, {}, AsyncPool::Kind::Random, 0); }

int VecEnv::recv() { return pool().recv(); }

}  // namespace catanlab
