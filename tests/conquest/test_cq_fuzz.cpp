// Random Conquest games for 2 (the research option), 3 and 4 players with every invariant checked at
// every step (tests/conquest/cq_invariants.h) and the State validated (Game::validate) at every 8th;
// every phase is reached. (The generic battery checks the same invariants through
// tests/support/invariants_conquest.cpp.) CATANLAB_CQ_FUZZ_GAMES sets the games per player count
// (default 10).
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/conquest/cq_invariants.h"
#include "tests/support/env_count.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int fuzz_games() { return env_count("CATANLAB_CQ_FUZZ_GAMES", 10); }

}  // namespace

TEST_CASE("cq fuzz: random games keep every invariant, reach every phase and end after the last round") {
  std::array<int, kNumCqPhases> seen{};
  for (int players : {2, 3, 4}) {
    auto g = Game::load("conquest", players);
    const auto& cq = static_cast<const CqGame&>(*g);
    for (int i = 0; i < fuzz_games(); ++i) {
      State s = g->new_game(uint64_t(i));
      Rng rng(uint64_t(i) * 7919 + uint64_t(players));
      for (uint64_t step = 0; !g->is_terminal(s); ++step) {
        ++seen[cq_state(s).phase];
        if (g->is_chance(s)) {
          g->apply(s, g->sample_chance(s, rng));
        } else {
          const auto legal = g->legal_actions(s);
          REQUIRE_MESSAGE(!legal.empty(), "no decision in phase ", g->phase_name(s));
          REQUIRE_MESSAGE(std::is_sorted(legal.begin(), legal.end()), "legal ids out of order in phase ", g->phase_name(s));
          g->apply(s, legal[rng.below(uint32_t(legal.size()))]);
        }
        check_cq_invariants(cq, s);
        if (step % 8 == 0) g->validate(s);
      }
      ++seen[cq_state(s).phase];
      CHECK(g->turn(s) == uint32_t(cq.opt().cq_rounds * players));
    }
  }
  for (int p = 0; p < kNumCqPhases; ++p) {
    CAPTURE(kCqPhaseNames[p]);
    CHECK(seen[p] > 0);
  }
}
