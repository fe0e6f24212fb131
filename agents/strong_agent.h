#pragma once
// StrongAgent ("strong"): the strongest bot shipped for the game's rule set,
// with no training. It plays the agent spec of models/<rule set>/strong.json
// (a manifest: {"agent": SPEC, "players": N (optional: that count only),
// "otherwise": SPEC (optional: the other counts'), "evidence": TEXT}; a
// model=FILE in a SPEC is relative to that folder), or, where no manifest
// fits, kStrongDefault (kStrongDefaultRollout for a family
// without the heuristic's value function). The inner agent is made for a
// game's rule set and player count when it first meets one, and made again
// when they change (a campaign's chapters).
#include <memory>
#include <string>

#include "agents/agent.h"

namespace catanlab {

// ISMCTS with the heuristic's leaves and prior, the best measured without a net; the leaf's
// temperature 30 is where the heuristic best predicts the winner, and beats the former 5 at equal
// iterations (55.3% [50.8, 59.6] of 488 2-against-2 games over five rule sets; 60.9% [50.7, 70.2]
// of 92 base games against three heuristic bots; docs/experiments/strong_calibrated.md).
constexpr const char* kStrongDefault = "ismcts:iters=4000,time=1000,sel=puct,c=0.5,ptemp=1,temp=30";
constexpr const char* kStrongDefaultRollout = "ismcts:iters=4000,time=1000,leaf=rollout";

// Where the shipped models are: $CATANLAB_MODELS, else the source tree's models/ (the wheel's inside it).
std::string models_dir();

// The spec `strong` plays in `g`, model paths made absolute, and the manifest
// it came from ("" for the default). Throws ConfigError naming a malformed manifest. Thread safe.
struct StrongChoice {
  std::string spec, manifest;
};
StrongChoice strong_choice(const Game& g);

class StrongAgent final : public Agent {
 public:
  std::string name() const override { return "strong"; }
  void reset(uint64_t seed) override;
  Action act(const Game& g, const State& s) override;
  void on_step(const Game& g, const State& before, Action a) override;
  // Makes the inner agent for g (reading the manifest and its model) and asks it.
  void check_game(const Game& g) const override;

 private:
  Agent& inner(const Game& g) const;

  mutable std::unique_ptr<Agent> inner_;
  mutable std::string made_for_;  // rule set and player count the inner agent was made for
  uint64_t seed_ = 0;
};

}  // namespace catanlab
