#pragma once
// Draws the searches need beyond uniform ones: Gumbel (Gumbel root
// selection) and gamma (Dirichlet root noise), on the engine's Rng so a seed
// replays bit for bit on every machine (std:: distributions do not promise that).
#include <cmath>

#include "core/rng.h"

namespace catanlab {

inline double sample_gumbel(Rng& rng) {
  const double u = (double(rng.next() >> 11) + 0.5) * 0x1.0p-53;  // in (0, 1)
  return -std::log(-std::log(u));
}

inline double sample_normal(Rng& rng) {  // Box–Muller
  const double u = (double(rng.next() >> 11) + 0.5) * 0x1.0p-53;
  return std::sqrt(-2 * std::log(u)) * std::cos(2 * M_PI * rng.uniform());
}

// Marsaglia & Tsang (2000); shape < 1 through Gamma(shape + 1) · U^(1/shape).
inline double sample_gamma(Rng& rng, double shape) {
  if (shape < 1) {
    const double u = (double(rng.next() >> 11) + 0.5) * 0x1.0p-53;
    return sample_gamma(rng, shape + 1) * std::pow(u, 1 / shape);
  }
  const double d = shape - 1.0 / 3, c = 1 / std::sqrt(9 * d);
  for (;;) {
    double x, v;
    do {
      x = sample_normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const double u = rng.uniform();
    if (u < 1 - 0.0331 * x * x * x * x || std::log(u) < 0.5 * x * x + d * (1 - v + std::log(v))) return d * v;
  }
}

}  // namespace catanlab
