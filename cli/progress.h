#pragma once
// A progress bar with ETA on stderr, redrawn in place on a terminal, a line
// per 5% elsewhere. Standard output stays the commands' results alone.
#include <chrono>
#include <cstdio>

namespace catanlab::cli {

class Progress {
 public:
  // Nothing is printed unless `shown`.
  Progress(int total, const char* unit, bool shown);
  // One more done (the caller serialises the calls).
  void tick();

 private:
  int total_, done_ = 0;
  const char* unit_;
  bool shown_, tty_;
  std::chrono::steady_clock::time_point start_;
};

// Whether stderr is a terminal: where progress shows unless asked for.
bool stderr_is_terminal();

}  // namespace catanlab::cli
