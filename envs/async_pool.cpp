#include "envs/async_pool.h"

#include <fmt/format.h>
#include <stdexcept>

namespace catanlab {

AsyncPool::AsyncPool(VecEnvCore& core, int batch_size, int num_threads, Rows ring)
    : core_(core),
      batch_size_(batch_size),
      blocks_(num_blocks(core.num_envs(), batch_size)),
      ring_(ring),
      in_flight_(core.num_envs()),
      filled_(blocks_) {
  for (int t = 0; t < num_threads; ++t) workers_.emplace_back([this] { work(); });
}

AsyncPool::~AsyncPool() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  work_cv_.notify_all();
  for (auto& w : workers_) w.join();
}

void AsyncPool::send(const std::vector<int>& envs, const std::vector<Action>& actions, Kind kind, uint64_t base) {
  rethrow_error();
  for (size_t i = 0; i < envs.size(); ++i) {
    int e = envs[i];
    if (e < 0 || e >= core_.num_envs())
      throw std::invalid_argument(fmt::format("env id {} is out of range 0..{}", e, core_.num_envs() - 1));
    if (in_flight_[e]) throw std::invalid_argument(fmt::format("env {} was sent again before its result was received", e));
    for (size_t j = 0; j < i; ++j)
      if (envs[j] == e) throw std::invalid_argument(fmt::format("env {} appears twice in one send", e));
    if (kind == Kind::Step) core_.check_action(e, actions[i]);
  }
  {
    std::lock_guard lock(mu_);
    for (size_t i = 0; i < envs.size(); ++i) {
      queue_.push_back({envs[i], kind == Kind::Step ? actions[i] : -1, kind, base});
      in_flight_[envs[i]] = 1;
    }
  }
  in_flight_count_ += int(envs.size());
  work_cv_.notify_all();
}

void AsyncPool::rethrow_error() {
  std::lock_guard lock(mu_);
  if (error_) std::rethrow_exception(error_);
}

int AsyncPool::recv() {
  if (in_flight_count_ < batch_size_)
    throw std::invalid_argument(
        fmt::format("recv needs {} envs in flight, only {} are: send more first", batch_size_, in_flight_count_));
  int block = read_block_;
  {
    std::unique_lock lock(mu_);
    done_cv_.wait(lock, [&] { return filled_[block].load() == batch_size_ || error_; });
    if (error_) std::rethrow_exception(error_);
  }
  filled_[block].store(0);
  read_block_ = (read_block_ + 1) % blocks_;
  for (int r = 0; r < batch_size_; ++r) in_flight_[ring_.env_id[size_t(block) * batch_size_ + r]] = 0;
  in_flight_count_ -= batch_size_;
  return block;
}

void AsyncPool::work() {
  const uint64_t ring = uint64_t(blocks_) * batch_size_;
  for (;;) {
    Job jobs[kJobsPerTake];
    int taken = 0;
    {
      std::unique_lock lock(mu_);
      work_cv_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      if (stop_) return;
      for (; taken < kJobsPerTake && !queue_.empty(); ++taken) {
        jobs[taken] = queue_.front();
        queue_.pop_front();
      }
    }
    for (int j = 0; j < taken; ++j) {
      const Job& job = jobs[j];
      VecEnvCore::StepInfo info;
      try {
        info = job.kind == Kind::Reset ? core_.reset_state(job.env, job.base)
                                       : core_.step_state(job.env, job.action, job.kind == Kind::Random);
      } catch (...) {  // an exception leaving a thread would end the program: recv() rethrows it
        std::lock_guard lock(mu_);
        if (!error_) error_ = std::current_exception();
        done_cv_.notify_one();
        continue;
      }
      // Rows go out in completion order (as in EnvPool): claim one only once the step is done.
      const int slot = int(next_slot_.fetch_add(1) % ring);
      core_.write_row(job.env, info, ring_.at(core_.game(), slot));
      if (filled_[slot / batch_size_].fetch_add(1) + 1 == batch_size_) {
        std::lock_guard lock(mu_);  // so that recv cannot miss the wake-up between its check and its wait
        done_cv_.notify_one();
      }
    }
  }
}

}  // namespace catanlab
