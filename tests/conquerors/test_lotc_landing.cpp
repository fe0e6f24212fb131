// Landings in play (chapters 1 and 2): a landing hex that still holds a
// conqueror takes none (rulings.md, "Landing"), so the boards' landing hexes
// must let a landed conqueror move on before the next landing. Random and
// heuristic games count the landings skipped; a conqueror that Archers held on
// its landing hex ("the conqueror stays") is the players' doing, not the
// board's, and is not counted. docs/conquerors.md quotes the rates this prints.
#include <doctest/doctest.h>

#include "agents/agent_registry.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

struct Landings {
  int due = 0, skipped = 0;  // conquerors the landing spaces called for; those not placed
  double rate() const { return due ? double(skipped) / due : 0.0; }
};

int archers_in_hands(const StdGame& g, const State& s) {
  int n = 0;
  for (int p = 0; p < std_state(s).num_players; ++p) n += ck_of(g, s).players[p].progress[Archers];
  return n;
}

// Plays one game (chance from `seed`; decisions from `agent`, or uniformly at
// random without one) and counts, at every landing space, the landing hexes
// that still held a conqueror.
void count_landings(const StdGame& g, uint64_t seed, Agent* agent, Landings& n) {
  const HexSet landing = lotc::landing_hexes(g);
  State s = g.new_game(seed);
  Rng rng(derive_seed(seed, 1));
  if (agent) agent->reset(derive_seed(seed, 2));
  HexSet held;  // conquerors Archers kept in place since the last landing
  while (!g.is_terminal(s)) {
    const int space = lotc_of(g, s).space, mover = lotc_of(g, s).mover, archers = archers_in_hands(g, s);
    const bool interrupt = std_state(s).phase == LotcPhase::Interrupt;
    const HexSet occupied = landing & lotc::conqueror_hexes(g, std_state(s));
    if (g.is_chance(s) || !agent)
      random_step(g, s, rng);
    else
      g.apply(s, agent->act(g, s));
    if (interrupt && archers_in_hands(g, s) < archers) held.set(mover);
    if (lotc_of(g, s).space == space || lotc::track_space(lotc_opt(g).lotc_chapter, lotc_of(g, s).space).event != lotc::Event::Land)
      continue;
    n.due += int(landing.count());
    n.skipped += int((occupied - held).count());
    held = {};
  }
}

}  // namespace

TEST_CASE("landing: a landed conqueror moves on in time, so few landings are skipped (random and heuristic play)") {
  constexpr int kRandomGames = 1000, kHeuristicGames = 200;
  constexpr double kMostSkipped = 0.03;  // the old boards skipped 4-15% on three of the four
  for (const std::string rules : {"conquerors_ch1", "conquerors_ch2"})
    for (int players : {3, 4}) {
      auto g = StdGame::load(rules, players);
      Landings random, heuristic;
      for (int i = 0; i < kRandomGames; ++i) count_landings(*g, uint64_t(i), nullptr, random);
      auto agent = make_agent("heuristic");
      for (int i = 0; i < kHeuristicGames; ++i) count_landings(*g, uint64_t(i), agent.get(), heuristic);
      MESSAGE(rules, ", ", players, " players: landings skipped ", random.skipped, " of ", random.due, " (",
              100 * random.rate(), "%) in ", kRandomGames, " random games, ", heuristic.skipped, " of ", heuristic.due,
              " (", 100 * heuristic.rate(), "%) in ", kHeuristicGames, " heuristic games");
      CHECK(random.due > 0);
      CHECK(heuristic.due > 0);
      CHECK(random.rate() <= kMostSkipped);
      CHECK(heuristic.rate() <= kMostSkipped);
    }
}
