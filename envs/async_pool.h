#pragma once
// AsyncPool: EnvPool's send/recv over a VecEnvCore. send() queues work for
// some envs; worker threads step them and write each result into the next
// free row of a ring of output blocks of batch_size rows; recv() waits until
// the oldest block is full and returns its index. With batch_size < num_envs
// the caller acts on the first envs to finish while the others still run.
//
// Ring size: at most num_envs results are outstanding (an env is never sent
// twice before its result is received), so ceil(num_envs / batch_size) + 1
// blocks let workers fill new rows without touching the block last returned.
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "envs/vec_env_core.h"

namespace catanlab {

class AsyncPool {
 public:
  static int num_blocks(int num_envs, int batch_size) { return (num_envs + batch_size - 1) / batch_size + 1; }

  // `ring`: num_blocks * batch_size rows, env_id not null; block k is rows k * batch_size onwards.
  AsyncPool(VecEnvCore& core, int batch_size, int num_threads, Rows ring);
  ~AsyncPool();

  enum class Kind { Step, Random, Reset };
  // Queues one job per env. Throws IllegalAction (actions) or std::invalid_argument
  // (an env out of range or already in flight) before queueing anything.
  void send(const std::vector<int>& envs, const std::vector<Action>& actions, Kind kind, uint64_t reset_base);
  // Blocks until the oldest unreturned block holds batch_size results; returns its index.
  // A job that threw (a built-in seat's agent failing) stops the pool: recv() and send()
  // rethrow the first such error from then on.
  int recv();
  int in_flight() const { return in_flight_count_; }

 private:
  struct Job {
    int env;
    Action action;
    Kind kind;
    uint64_t base;
  };
  void work();
  void rethrow_error();
  // The job queue is shared; taking a few jobs per lock keeps its cost per step small.
  static constexpr int kJobsPerTake = 4;

  VecEnvCore& core_;
  const int batch_size_, blocks_;
  Rows ring_;
  std::vector<uint8_t> in_flight_;  // per env; touched by the caller's thread only
  int in_flight_count_ = 0;

  std::mutex mu_;
  std::condition_variable work_cv_, done_cv_;
  std::deque<Job> queue_;
  bool stop_ = false;
  std::exception_ptr error_;  // the first job that threw; guarded by mu_
  std::atomic<uint64_t> next_slot_{0};      // rows handed out so far, modulo the ring
  std::vector<std::atomic<int>> filled_;    // per block: rows written
  int read_block_ = 0;
  std::vector<std::thread> workers_;
};

}  // namespace catanlab
