#pragma once
// The arena's statistics: confidence intervals, Elo for head-to-head matches,
// a Plackett-Luce rating for free-for-all games, and the SPRT of cutechess and
// fishtest.
#include <vector>

namespace catanlab {

struct Interval {
  double lo = 0, hi = 0;
};

// Wilson score interval for a proportion, 95%.
Interval wilson95(double successes, double trials);

// 95% interval of a mean from n samples' sum and sum of squares, by the
// normal approximation (the sample variance; zero width below 2 samples).
Interval mean95(double sum, double sum_sq, double n);

// Elo difference for an expected score in (0, 1).
double elo_from_score(double score);

struct EloEstimate {
  double elo = 0, error = 0;  // difference and the half-width of its 95% interval
  double los = 0.5;           // likelihood of superiority
};
// Head to head, as cutechess reports it: the normal approximation of the
// per-game score, its 95% interval mapped through elo_from_score.
EloEstimate elo_estimate(int wins, int losses, int draws);

// One game's order: groups of tied agents, best first.
using Ranking = std::vector<std::vector<int>>;
// Plackett-Luce strengths by Hunter's MM algorithm (2004), ties handled as
// Breslow does (each tied agent chosen from the same remaining set), on the
// Elo scale (400 log10 of the strength) with mean 0. `prior` adds that many
// virtual wins and losses per agent against a fixed opponent of mean
// strength, so that an agent that always wins (or loses) stays finite.
std::vector<double> plackett_luce(int num_agents, const std::vector<Ranking>& games, double prior = 1.0);

// Generalized log-likelihood ratio of H1 (elo1) over H0 (elo0) from a W/L/D
// record (fishtest's GSPRT): under each, the most likely loss/draw/win
// distribution with that Elo's mean score; an outcome not seen counts 1/1000.
double sprt_llr(int wins, int losses, int draws, double elo0, double elo1);
struct SprtBounds {
  double lower, upper;
};
SprtBounds sprt_bounds(double alpha, double beta);

}  // namespace catanlab
