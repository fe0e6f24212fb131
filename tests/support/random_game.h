#pragma once
// One random game with the engine's own promises checked as it goes: chance
// distributions sum to 1, every decision point offers ascending legal ids,
// `check` (a rule set's invariants) holds every `check_every` steps and at the
// end, and the game ends properly: a winner with the target VP on their own
// turn, or the turn cap, or a result for the whole table that
// `table_result` recognises (Conquerors: a defeat, or victory at the track's
// end, with no VP target to meet). The fuzz suites of every rule set run this.
#include <doctest/doctest.h>

#include <cstring>
#include <functional>
#include <vector>

#include "core/standard/std_game.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

// Every reachable State reads back from its JSON and its bytes byte for byte.
inline void check_round_trips(const StdGame& g, const State& s) {
  const State from_json = g.from_json(g.to_json(s));
  REQUIRE_MESSAGE(from_json == s, "JSON round trip in phase ", g.phase_name(s));
  const State from_bytes = g.from_bytes(g.to_bytes(s));
  REQUIRE(from_bytes == s);
}

// Returns whether the game was won by one seat (false: the turn cap, or a shared or lost table result).
// `round_trips`: also check_round_trips at every step (the suites ask it of a share of their games).
inline bool play_checked_random_game(const StdGame& g, uint64_t game_seed, uint64_t rng_seed, int check_every,
                                     const std::function<void(const StdGame&, const State&)>& check,
                                     const std::function<bool(const State&)>& table_result = {},
                                     bool round_trips = false) {
  State s = g.new_game(game_seed);
  Rng rng(rng_seed);
  std::vector<Action> buf(size_t(g.num_actions()));
  std::vector<ChanceOutcome> outs(g.max_chance_outcomes());
  uint64_t steps = 0;
  while (!g.is_terminal(s)) {
    if (g.is_chance(s)) {
      const int n = g.chance_outcomes(s, outs.data());
      double sum = 0;
      for (int k = 0; k < n; ++k) sum += outs[k].probability;
      REQUIRE(sum == doctest::Approx(1.0));
      g.apply(s, g.sample_chance(s, rng));
    } else {
      const int n = g.legal_actions(s, buf.data());
      REQUIRE_MESSAGE(n > 0, "no decision in phase ", std::string(g.phase_name(s)));
      for (int k = 1; k < n; ++k) REQUIRE(buf[k - 1] < buf[k]);
      g.apply(s, buf[rng.below(uint32_t(n))]);
    }
    if (++steps % check_every == 0) check(g, s);
    if (round_trips) check_round_trips(g, s);
  }
  check(g, s);
  if (table_result && table_result(s)) return std_state(s).winner != kNobody;
  if (std_state(s).winner == kNobody) {
    REQUIRE(std_state(s).turn == uint32_t(g.opt().turn_cap));
    return false;
  }
  REQUIRE(g.victory_points(s, std_state(s).winner) >= g.opt().vp_target);
  REQUIRE(std_state(s).winner == std_state(s).turn_player);
  return true;
}

}  // namespace catanlab::testing
