#include "selfplay/ratings.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace catanlab {

namespace {
constexpr double kZ95 = 1.959963984540054;
}

Interval wilson95(double k, double n) {
  if (n <= 0) return {0, 1};
  const double p = k / n, z2 = kZ95 * kZ95;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval mean95(double sum, double sum_sq, double n) {
  if (n <= 0) return {0, 0};
  const double mean = sum / n;
  const double var = n > 1 ? std::max(0.0, (sum_sq - n * mean * mean) / (n - 1)) : 0.0;
  const double half = kZ95 * std::sqrt(var / n);
  return {mean - half, mean + half};
}

double elo_from_score(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

EloEstimate elo_estimate(int wins, int losses, int draws) {
  const double n = wins + losses + draws;
  EloEstimate e;
  if (n == 0) return e;
  const double mu = (wins + 0.5 * draws) / n;
  const double var = (wins * (1 - mu) * (1 - mu) + losses * mu * mu + draws * (0.5 - mu) * (0.5 - mu)) / n;
  const double stderr_ = std::sqrt(var / n);
  auto clamp = [](double s) { return std::clamp(s, 1e-9, 1 - 1e-9); };
  // A clean sweep has no finite estimate: +-inf with an undefined error, as cutechess prints it.
  e.elo = mu <= 0 || mu >= 1 ? std::copysign(INFINITY, mu - 0.5) : elo_from_score(mu);
  e.error = mu <= 0 || mu >= 1
                ? NAN
                : (elo_from_score(clamp(mu + kZ95 * stderr_)) - elo_from_score(clamp(mu - kZ95 * stderr_))) / 2;
  e.los = wins + losses > 0 ? 0.5 * (1 + std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses)))) : 0.5;
  return e;
}

std::vector<double> plackett_luce(int m, const std::vector<Ranking>& games, double prior) {
  // Hunter's MM: gamma_i = W_i / sum over the stages where i could still be
  // chosen of (agents chosen at that stage) / (sum of gamma over the remaining set).
  // The prior is `prior` wins and losses against a virtual agent of strength 1.
  std::vector<double> gamma(m, 1.0), wins(m, prior), denom(m);
  for (const Ranking& r : games)
    for (size_t j = 0; j + 1 < r.size(); ++j)
      for (int i : r[j]) wins[i] += 1;
  for (int iter = 0; iter < 10000; ++iter) {
    for (int i = 0; i < m; ++i) denom[i] = 2 * prior / (gamma[i] + 1.0);
    for (const Ranking& r : games) {
      double remaining = 0;
      for (const auto& group : r)
        for (int i : group) remaining += gamma[i];
      // Stages before the last group: its members are chosen from nobody else.
      double acc = 0;  // running sum of (group size / remaining strength)
      for (size_t j = 0; j + 1 < r.size(); ++j) {
        acc += double(r[j].size()) / remaining;
        for (int i : r[j]) denom[i] += acc, remaining -= gamma[i];
      }
      for (int i : r.back()) denom[i] += acc;
    }
    double change = 0, log_mean = 0;
    for (int i = 0; i < m; ++i) {
      double next = denom[i] > 0 ? wins[i] / denom[i] : gamma[i];
      change = std::max(change, std::abs(std::log(std::max(next, 1e-300) / gamma[i])));
      gamma[i] = std::max(next, 1e-300);
    }
    if (prior == 0) {  // without the anchor the scale is free: fix the geometric mean
      for (int i = 0; i < m; ++i) log_mean += std::log(gamma[i]) / m;
      for (int i = 0; i < m; ++i) gamma[i] /= std::exp(log_mean);
    }
    if (change < 1e-12) break;
  }
  std::vector<double> out(m);
  double mean = 0;
  for (int i = 0; i < m; ++i) mean += out[i] = 400.0 * std::log10(gamma[i]);
  for (int i = 0; i < m; ++i) out[i] -= mean / m;
  return out;
}

namespace {

// The most likely distribution q over the scores a (loss 0, draw 1/2, win 1) whose mean
// is s, given the observed frequencies p: q_i = p_i / (1 + x (a_i - s)), where x solves
// sum p_i (a_i - s) / (1 + x (a_i - s)) = 0, decreasing in x (found by bisection).
std::array<double, 3> most_likely_with_mean(const std::array<double, 3>& p, double s) {
  constexpr std::array<double, 3> a = {0, 0.5, 1};
  double lo = -1 / (1 - s), hi = 1 / s;  // where every 1 + x (a_i - s) stays positive
  for (int step = 0; step < 200; ++step) {
    const double x = (lo + hi) / 2;
    double f = 0;
    for (int i = 0; i < 3; ++i) f += p[i] * (a[i] - s) / (1 + x * (a[i] - s));
    (f > 0 ? lo : hi) = x;
  }
  const double x = (lo + hi) / 2;
  std::array<double, 3> q;
  for (int i = 0; i < 3; ++i) q[i] = p[i] / (1 + x * (a[i] - s));
  return q;
}

}  // namespace

double sprt_llr(int wins, int losses, int draws, double elo0, double elo1) {
  if (wins + losses + draws == 0) return 0;
  // fishtest's regularisation: an outcome not yet seen counts 1/1000, so that a 10-0 score
  // has a likelihood under both hypotheses rather than none.
  std::array<double, 3> count = {double(losses), double(draws), double(wins)};
  for (double& c : count) c = c > 0 ? c : 1e-3;
  const double n = count[0] + count[1] + count[2];
  std::array<double, 3> p;
  for (int i = 0; i < 3; ++i) p[i] = count[i] / n;
  auto score = [](double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); };
  const auto q0 = most_likely_with_mean(p, score(elo0)), q1 = most_likely_with_mean(p, score(elo1));
  double llr = 0;
  for (int i = 0; i < 3; ++i) llr += count[i] * (std::log(q1[i]) - std::log(q0[i]));
  return llr;
}

SprtBounds sprt_bounds(double alpha, double beta) {
  return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

}  // namespace catanlab
