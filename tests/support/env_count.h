#pragma once
// A test's size from the environment (the CATANLAB_* counts that long runs raise), else its default.
#include <cstdlib>

namespace catanlab::testing {

inline int env_count(const char* name, int fallback) {
  const char* env = std::getenv(name);
  return env ? std::atoi(env) : fallback;
}

}  // namespace catanlab::testing
