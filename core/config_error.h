#pragma once
// ConfigError: bad input from a file or a user (board, rule set, replay, agent
// name). Its message names the problem and where it is ("file:line: field: …"),
// so the CLI prints one line and exits 2, and Python raises ValueError.
#include <stdexcept>
#include <string>

namespace catanlab {

struct ConfigError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace catanlab
