// Chance nodes: the dice have the 2d6 law, and sample_chance follows the
// listed probabilities (a chi-square test). (That every chance node lists a
// distribution the sampler stays within is the battery's: tests/support/battery.h.)
#include <doctest/doctest.h>

#include <cmath>
#include <map>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Chi-square statistic of observed counts against probabilities.
double chi_square(const std::map<Action, int>& counts, const std::vector<ChanceOutcome>& outcomes, int samples) {
  double chi = 0;
  for (const ChanceOutcome& o : outcomes) {
    double expected = o.probability * samples, seen = counts.count(o.id) ? counts.at(o.id) : 0;
    chi += (seen - expected) * (seen - expected) / expected;
  }
  return chi;
}

std::map<Action, int> sample(const StdGame& g, const State& s, int samples, uint64_t seed) {
  Rng rng(seed);
  std::map<Action, int> counts;
  for (int i = 0; i < samples; ++i) counts[g.sample_chance(s, rng)] += 1;
  return counts;
}

}  // namespace

TEST_CASE("chance: the dice follow 2d6") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  turn_of(s, 0, Phase::RollDice);
  auto outcomes = g->chance_outcomes(s);
  REQUIRE(outcomes.size() == 11);
  for (int k = 0; k < 11; ++k) {
    CHECK(g->action_name(outcomes[k].id) == "roll " + std::to_string(k + 2));
    CHECK(outcomes[k].probability == doctest::Approx((6 - std::abs(7 - (k + 2))) / 36.0));
  }

  // 10 degrees of freedom: 29.59 is the 0.1% critical value. A uniform sum,
  // or one die of 0-6, lands in the hundreds at this sample size.
  const int samples = 36000;
  double chi = chi_square(sample(*g, s, samples, 7), outcomes, samples);
  CHECK(chi < 29.59);
}

TEST_CASE("chance: development draws and steals follow the cards left") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  std_state(s).phase = Phase::DrawDev;
  std_state(s).base.dev_deck = {6, 1, 0, 2, 1};
  auto draws = g->chance_outcomes(s);
  REQUIRE(draws.size() == 4);
  CHECK(g->action_name(draws[0].id) == "draw knight");
  CHECK(draws[0].probability == doctest::Approx(0.6));
  const int samples = 20000;
  // 3 degrees of freedom: 16.27 at 0.1%.
  CHECK(chi_square(sample(*g, s, samples, 11), draws, samples) < 16.27);

  std_state(s).phase = Phase::StealCard;
  std_state(s).base.victim = 2;
  give(s, 2, {0, 3, 0, 0, 1});
  auto steals = g->chance_outcomes(s);
  REQUIRE(steals.size() == 2);
  CHECK(g->action_name(steals[0].id) == "steal brick");
  CHECK(steals[0].probability == doctest::Approx(0.75));
  // 1 degree of freedom: 10.83 at 0.1%.
  CHECK(chi_square(sample(*g, s, samples, 13), steals, samples) < 10.83);
}
