// Every agent on Conquest: a legal decision in positions of every decision
// phase (the heuristic bot and ISMCTS through the family's value function,
// PUCT with the uniform evaluator); the heuristic's plans: it fights with
// good odds, ends a turn with nothing to gain, and counts the Defender token
// a failed attack hands the defender.
#include <doctest/doctest.h>

#include <map>

#include "agents/agent_registry.h"
#include "agents/heuristic/family_value.h"
#include "agents/heuristic_eval.h"
#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

const char* const kSpecs[] = {
    "random",
    "heuristic",
    "ismcts:iters=32",
    "ismcts:iters=16,leaf=rollout,depth=40",
    "ismcts:iters=16,leaf=guided,depth=40",
    "puct:sims=16",
};

const char* const kDecisionPhases[] = {"setup_port", "setup_march", "main", "unit_orders", "attack_target", "defend",
                                       "harvest", "offer_build", "offer_answer", "offer_choose", "wall_to"};

// Decision positions from random games, up to `per_phase` of each phase, played until every phase of
// kDecisionPhases is among them (40 games at most: a rare phase does not hang on one seed's luck).
std::vector<State> positions(const Game& g, int per_phase, uint64_t seed) {
  std::vector<State> out;
  std::map<std::string, int> seen;
  auto all_seen = [&] {
    for (const char* phase : kDecisionPhases)
      if (seen[phase] == 0) return false;
    return true;
  };
  Rng rng(seed);
  for (uint64_t game = 0; game < 40 && !all_seen(); ++game) {
    State s = g.new_game(seed + game);
    while (!g.is_terminal(s)) {
      if (g.is_chance(s)) {
        g.apply(s, g.sample_chance(s, rng));
        continue;
      }
      const auto legal = g.legal_actions(s);
      if (seen[g.phase_name(s)] < per_phase && rng.below(8) == 0) {
        ++seen[g.phase_name(s)];
        out.push_back(s);
      }
      g.apply(s, legal[rng.below(uint32_t(legal.size()))]);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("cq agents: every agent returns a legal decision in positions of every decision phase") {
  auto g = Game::load("conquest", 3);
  CHECK(family_value("conquest") != nullptr);
  const auto states = positions(*g, 2, 11);
  std::map<std::string, int> phases;
  for (const State& s : states) ++phases[g->phase_name(s)];
  for (const char* phase : kDecisionPhases) CHECK_MESSAGE(phases.count(phase), std::string(phase));
  for (const char* spec : kSpecs) {
    auto agent = make_agent(spec);
    for (size_t i = 0; i < states.size(); ++i) {
      agent->reset(i);
      const Action a = agent->act(*g, states[i]);
      INFO(spec, ", phase ", g->phase_name(states[i]));
      REQUIRE(g->is_legal(states[i], a));
    }
  }
}

TEST_CASE("cq agents: the heuristic fights with good odds, ends a turn with nothing to gain, counts Defender") {
  auto g = cq_load(3);
  auto heuristic = make_agent("heuristic");
  // A lone enemy knight on the heuristic's own settled hex, its knight beside: an even battle to win a prisoner.
  State s = cq_main(*g, 0, 4);
  cq_build(s, 0, 9);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  cq_state(s).seats[0].units[knight].flags |= kBlessed;  // 21/31
  cq_unit(s, 1, UnitKind::Knight, 9);
  cq_state(s).seats[0].units[knight].used = ActForage;  // it hunted: nothing left but to fight
  cq_state(s).seats[0].units[knight].steps = 0;
  g->rebuild_caches(s);
  REQUIRE(legal(*g, s) == names({fmt::format("end_turn, unit u{}", knight)}));
  CHECK(g->action_name(heuristic->act(*g, s)) == fmt::format("unit u{}", knight));
  act(*g, s, fmt::format("unit u{}", knight));
  CHECK(g->action_name(heuristic->act(*g, s)) == "attack h9");
  // A ship that fished, with no enemy in reach: moving changes nothing, so the turn ends.
  State idle = cq_main(*g, 0, 4);
  const int ship = cq_unit(idle, 0, UnitKind::Ship, 19);
  cq_state(idle).seats[0].units[ship].used = ActForage;
  g->rebuild_caches(idle);
  REQUIRE(legal(*g, idle) == names({fmt::format("end_turn, unit u{}", ship)}));
  CHECK(g->action_name(heuristic->act(*g, idle)) == "end_turn");
  // A failed attack on an undefended castle promises its owner a Defender token: the value counts it.
  State castle = cq_main(*g, 0, 4);
  const int lone = cq_unit(castle, 0, UnitKind::Knight, 12);
  cq_build(castle, 1, 12, 3);
  const FamilyValue& value = *family_value("conquest");
  const double before = value.seat_value(*g, castle, 1, kFullView);
  act(*g, castle, fmt::format("unit u{}", lone));
  act(*g, castle, "attack h12");
  act(*g, castle, "battle defender_wins");
  CHECK(value.seat_value(*g, castle, 1, kFullView) == doctest::Approx(before + 10));
}
