// The arena's statistics against cases computed by hand.
#include <doctest/doctest.h>

#include <cmath>

#include "selfplay/ratings.h"

using namespace catanlab;

TEST_CASE("ratings: Wilson interval and Elo from a score") {
  Interval ci = wilson95(50, 100);
  CHECK(ci.lo == doctest::Approx(0.40383).epsilon(1e-4));
  CHECK(ci.hi == doctest::Approx(0.59617).epsilon(1e-4));
  CHECK(wilson95(0, 10).lo == 0);
  CHECK(wilson95(10, 10).hi == doctest::Approx(1));
  CHECK(elo_from_score(0.5) == doctest::Approx(0));
  CHECK(elo_from_score(0.75) == doctest::Approx(400 * std::log10(3.0)));  // 190.85
}

TEST_CASE("ratings: head-to-head Elo with its interval, as cutechess computes it") {
  // 60 wins, 40 losses: score 0.6, per-game variance 0.24, standard error 0.049.
  EloEstimate e = elo_estimate(60, 40, 0);
  CHECK(e.elo == doctest::Approx(70.4365).epsilon(1e-5));
  CHECK(e.error == doctest::Approx(70.5712).epsilon(1e-5));
  CHECK(e.los == doctest::Approx(0.5 * (1 + std::erf(20 / std::sqrt(200.0)))));
  EloEstimate even = elo_estimate(10, 10, 5);
  CHECK(even.elo == doctest::Approx(0));
  CHECK(even.los == doctest::Approx(0.5));
}

TEST_CASE("ratings: Plackett-Luce reduces to Bradley-Terry for two agents") {
  // A beats B three times, B beats A once: strengths 3 : 1, 400 log10 3 apart.
  std::vector<Ranking> games = {{{0}, {1}}, {{0}, {1}}, {{0}, {1}}, {{1}, {0}}};
  auto r = plackett_luce(2, games, 0.0);
  CHECK(r[0] - r[1] == doctest::Approx(400 * std::log10(3.0)));
  CHECK(r[0] + r[1] == doctest::Approx(0).epsilon(1e-9));
}

TEST_CASE("ratings: Plackett-Luce on symmetric results and with ties") {
  // Each agent first, second and third once: all equal.
  auto cyclic = plackett_luce(3, {{{0}, {1}, {2}}, {{1}, {2}, {0}}, {{2}, {0}, {1}}}, 0.0);
  for (double x : cyclic) CHECK(x == doctest::Approx(0).epsilon(1e-9));
  // A and B tied first and C last, once each way round: A == B > C.
  auto tied = plackett_luce(3, {{{0, 1}, {2}}, {{0, 1}, {2}}, {{2}, {0, 1}}}, 0.0);
  CHECK(tied[0] == doctest::Approx(tied[1]));
  CHECK(tied[0] > tied[2]);
  // Always first stays finite with the prior, and ahead.
  auto sweep = plackett_luce(3, {{{0}, {1}, {2}}, {{0}, {2}, {1}}});
  CHECK(std::isfinite(sweep[0]));
  CHECK(sweep[0] > sweep[1]);
  CHECK(sweep[1] == doctest::Approx(sweep[2]));
}

TEST_CASE("ratings: SPRT log-likelihood ratio and bounds") {
  // No draws: the most likely distribution of mean score s wins with probability s, so
  // LLR = W ln(s1 / s0) + L ln((1 - s1) / (1 - s0)), s0 = 0.5, s1 = 1 / (1 + 10^(-10/400)) = 0.514387:
  // 60 ln(1.028774) + 40 ln(0.971226) = 0.53423 (the draws' 1/1000 moves it by 1e-5).
  CHECK(sprt_llr(60, 40, 0, 0, 10) == doctest::Approx(0.534231).epsilon(1e-4));
  CHECK(sprt_llr(40, 60, 0, 0, 10) < 0);
  // 10-0: evidence for the stronger hypothesis, not 0 (the sample variance is 0): 10 ln(s1 / s0),
  // s1 = 1 / (1 + 10^(-5/400)) = 0.507195, is 0.14288; 0-10 is 10 ln((1 - s1) / (1 - s0)) = -0.14495.
  CHECK(sprt_llr(10, 0, 0, 0, 5) == doctest::Approx(0.142876).epsilon(1e-4));
  CHECK(sprt_llr(0, 10, 0, 0, 5) == doctest::Approx(-0.144947).epsilon(1e-4));
  SprtBounds b = sprt_bounds(0.05, 0.05);
  CHECK(b.lower == doctest::Approx(std::log(0.05 / 0.95)));
  CHECK(b.upper == doctest::Approx(-b.lower));
}

TEST_CASE("ratings: the 95% interval of a mean from its sums (1..5: 3 +/- 1.96 sqrt(2.5 / 5))") {
  const Interval ci = mean95(15, 55, 5);
  CHECK(ci.lo == doctest::Approx(3 - 1.96 * std::sqrt(0.5)));
  CHECK(ci.hi == doctest::Approx(3 + 1.96 * std::sqrt(0.5)));
  const Interval one = mean95(4, 16, 1);  // one sample: no spread to estimate
  CHECK(one.lo == 4);
  CHECK(one.hi == 4);
}
