#pragma once
// FirstError: how an error leaves an OpenMP loop. An exception that escapes a
// parallel region terminates the program, so each iteration runs through
// run(), which keeps the first exception thrown; the iterations not yet
// started then do nothing, and the calling thread rethrows it once the
// region has ended (self-play, the arena, VecEnv).
#include <atomic>
#include <exception>
#include <mutex>

namespace catanlab {

class FirstError {
 public:
  // Runs `work` unless an earlier iteration failed; true if it ran to its end.
  template <class Work>
  bool run(Work&& work) noexcept {
    if (failed_.load(std::memory_order_acquire)) return false;
    try {
      work();
      return true;
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!error_) error_ = std::current_exception();
      failed_.store(true, std::memory_order_release);
      return false;
    }
  }
  // On the calling thread, after the parallel region.
  void rethrow() const {
    if (error_) std::rethrow_exception(error_);
  }

 private:
  std::atomic<bool> failed_{false};
  std::mutex mutex_;
  std::exception_ptr error_;
};

}  // namespace catanlab
