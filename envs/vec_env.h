#pragma once
// VecEnv: the batched environment whole: a VecEnvCore, the arrays its rows are
// written into, synchronous steps of every env over OpenMP threads, and an
// AsyncPool (EnvPool's send/recv) started on the first asynchronous call. The
// Python class VecEnvCore wraps one and hands its arrays to numpy uncopied.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "envs/async_pool.h"
#include "envs/vec_env_core.h"

namespace catanlab {

// The arrays behind Rows, owned: `rows` rows of game `g`, back to back.
struct RowArrays {
  RowArrays(const Game& g, size_t rows);
  Rows rows();

  std::vector<float> obs;
  std::vector<uint8_t> mask;
  std::vector<float> rewards;
  std::vector<uint8_t> done;
  std::vector<int32_t> player, env_id, action;
  std::vector<float> reward;
  std::vector<uint8_t> terminated, truncated;
  std::vector<float> final_obs;
};

class VecEnv {
 public:
  // seat_agents as VecEnvCore's. batch_size: rows per recv() (0: num_envs);
  // num_threads: workers of both modes (0: every core). Throws ConfigError.
  VecEnv(std::shared_ptr<const Game> game, int num_envs, const std::vector<std::string>& seat_agents,
         int batch_size, int num_threads, uint64_t seed);

  const Game& game() const { return core_.game(); }
  int num_envs() const { return core_.num_envs(); }
  int batch_size() const { return batch_; }
  int num_threads() const { return threads_; }
  uint64_t seed_of(int env) const { return core_.seed_of(env); }
  // Env `env`'s position. Throws std::invalid_argument for an id out of range.
  const State& state(int env) const;

  // Synchronous: every env at once, env i's result in row i of results(). They
  // throw std::invalid_argument while envs sent with send() are still in flight.
  // Every env holds a game from construction on: stepping before reset() is fine.
  void reset(std::optional<uint64_t> seed = std::nullopt);  // a new seed is kept for later resets
  // `actions`: one per env. Throws IllegalAction naming the first illegal one; nothing is applied then.
  void step(const Action* actions);
  void step_random();  // each external seat to move draws a legal decision
  // A built-in seat's agent that throws (a diverged model) stops the step: the first error is
  // rethrown here once the other envs' steps have ended; reset() before stepping again.
  RowArrays& results() { return results_; }

  // Asynchronous: jobs for some envs, results in the rows of block recv() of ring().
  void async_reset(std::optional<uint64_t> seed = std::nullopt);
  void send(const std::vector<int>& envs, const std::vector<Action>& actions);
  void send_random(const std::vector<int>& envs);
  // Blocks until the oldest block holds batch_size results; returns its index.
  // Its rows stay untouched for the next ceil(num_envs / batch_size) calls.
  // A job that threw stops the pool: recv() and send() rethrow its error from then on.
  int recv();
  int num_blocks() const { return AsyncPool::num_blocks(num_envs(), batch_); }
  // num_blocks * batch_size rows; exists from the first asynchronous call on.
  RowArrays& ring() { return *ring_; }

 private:
  void require_idle(const char* what) const;
  template <class Step>
  void each_env(Step&& step);
  AsyncPool& pool();

  VecEnvCore core_;
  int batch_, threads_;
  uint64_t seed_;
  RowArrays results_;
  std::unique_ptr<RowArrays> ring_;
  std::unique_ptr<AsyncPool> pool_;  // last: its workers stop before the arrays go
};

}  // namespace catanlab
