#pragma once
// A heuristic game of Colonies played on to its end with every step checked: each decision
// legal, the agent told, the family's invariants kept after the step; a State's JSON refusal.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <exception>
#include <string>

#include "agents/agent_registry.h"
#include "core/rng.h"
#include "tests/colonies/col_invariants.h"

namespace catanlab::testing {

// Plays `s` to its end with `agent` deciding (reset beforehand by the caller) and chance from
// `chance`; `step(before, action, after)` sees each step after the invariants were checked.
template <class Step>
void play_heuristic_checked(const ColGame& g, State& s, Agent& agent, Rng& chance, Step&& step) {
  while (!g.is_terminal(s)) {
    const Action a = g.is_chance(s) ? g.sample_chance(s, chance) : agent.act(g, s);
    INFO(g.phase_name(s));
    REQUIRE(g.is_legal(s, a));
    const State before = s;
    agent.on_step(g, s, a);
    g.apply(s, a);
    check_col_invariants(g, s);
    step(before, a, s);
  }
}

// A redeal of `s` for `seat` is a valid State that keeps what the seat sees.
inline void check_redeal_alike(const ColGame& g, const State& s, int seat, Rng& chance) {
  State alike = s;
  g.resample_hidden(alike, seat, chance);
  g.validate(alike);
  check_col_redeal(g, s, alike, seat);
  REQUIRE(observation(g, alike, seat) == observation(g, s, seat));
  REQUIRE(g.observe_text(alike, seat) == g.observe_text(s, seat));
}

// What reading the State `j` says when it refuses it, or "" when it reads it.
inline std::string json_refusal(const Game& g, const nlohmann::json& j) {
  try {
    g.from_json(j.dump());
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

}  // namespace catanlab::testing
