#pragma once
// x[0..n) <- softmax(x), shifted by the largest entry so that no exp overflows:
// the heuristic's leaf values and the learned evaluator's both end here.
#include <algorithm>
#include <cmath>

namespace catanlab {

template <typename T>
void softmax_in_place(T* x, int n) {
  T top = x[0];
  for (int i = 1; i < n; ++i) top = std::max(top, x[i]);
  T sum = 0;
  for (int i = 0; i < n; ++i) sum += x[i] = std::exp(x[i] - top);
  for (int i = 0; i < n; ++i) x[i] /= sum;
}

}  // namespace catanlab
