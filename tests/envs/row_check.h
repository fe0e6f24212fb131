#pragma once
// A result row against the position it claims to show: the seat to move, that
// seat's observation and the legal decisions, as the engine gives them.
#include <doctest/doctest.h>

#include <vector>

#include "envs/vec_env_core.h"

namespace catanlab::testing {

inline void check_row(const Game& g, const Rows& row, const State& s) {
  const int seat = g.current_player(s);
  CHECK(*row.player == seat);
  std::vector<float> obs(g.observation_size());
  g.observe(s, seat, obs.data());
  CHECK(std::vector<float>(row.obs, row.obs + obs.size()) == obs);
  std::vector<uint8_t> mask(g.num_actions());
  g.legal_mask(s, mask.data());
  CHECK(std::vector<uint8_t>(row.mask, row.mask + mask.size()) == mask);
}

}  // namespace catanlab::testing
