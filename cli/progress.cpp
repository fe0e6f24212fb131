#include "cli/progress.h"

#include <fmt/format.h>
#include <string>
#include <unistd.h>

namespace catanlab::cli {

bool stderr_is_terminal() { return isatty(fileno(stderr)); }

Progress::Progress(int total, const char* unit, bool shown)
    : total_(total), unit_(unit), shown_(shown), tty_(stderr_is_terminal()), start_(std::chrono::steady_clock::now()) {}

void Progress::tick() {
  ++done_;
  if (!shown_) return;
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const double eta = secs / done_ * (total_ - done_);
  if (tty_) {
    const int width = 30, filled = width * done_ / total_;
    fmt::print(stderr, "\r[{}{}] {}/{} {}  {:.0f}s elapsed  ETA {:.0f}s ", std::string(filled, '#'),
               std::string(width - filled, '.'), done_, total_, unit_, secs, eta);
    if (done_ == total_) fmt::print(stderr, "\n");
  } else if (done_ * 20 / total_ != (done_ - 1) * 20 / total_) {
    fmt::print(stderr, "{}/{} {}  {:.0f}s elapsed  ETA {:.0f}s\n", done_, total_, unit_, secs, eta);
  }
}

}  // namespace catanlab::cli
