#include "agents/nnue/nnue_net.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "agents/heuristic_eval.h"
#include "agents/nnue/nnue_features.h"
#include "agents/softmax.h"
#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace catanlab {

namespace {

// a · b over n entries, n a multiple of 8: eight partial sums, which the compiler keeps in one vector register.
float dot(const float* a, const float* b, int n) {
  float lane[8] = {};
  for (int i = 0; i < n; i += 8)
    for (int l = 0; l < 8; ++l) lane[l] += a[i + l] * b[i + l];
  return ((lane[0] + lane[1]) + (lane[2] + lane[3])) + ((lane[4] + lane[5]) + (lane[6] + lane[7]));
}

#if defined(__AVX512F__)
using Vec = __m512;
constexpr int kLanes = 16;
inline Vec load(const float* p) { return _mm512_loadu_ps(p); }
inline Vec load(const uint16_t* p) { return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))); }
inline void store(float* p, Vec v) { _mm512_storeu_ps(p, v); }
inline Vec fmadd(Vec a, Vec b, Vec c) { return _mm512_fmadd_ps(a, b, c); }
inline Vec broadcast(float x) { return _mm512_set1_ps(x); }
#elif defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
using Vec = __m256;
constexpr int kLanes = 8;
inline Vec load(const float* p) { return _mm256_loadu_ps(p); }
inline Vec load(const uint16_t* p) { return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))); }
inline void store(float* p, Vec v) { _mm256_storeu_ps(p, v); }
inline Vec fmadd(Vec a, Vec b, Vec c) { return _mm256_fmadd_ps(a, b, c); }
inline Vec broadcast(float x) { return _mm256_set1_ps(x); }
#endif

// A weight as the arithmetic reads it: single precision, or half (the feature transformer's).
inline float weight(float w) { return w; }
inline float weight(uint16_t w) { return half_to_float(w); }

// out += Σ_k value[k] · rows[index[k]] (each row `width` long): the feature transformer over the
// observation's nonzero entries (rows of halves: half the memory traffic, which bounds it), and the
// second layer over the active units. With vector registers, the sums of a tile of columns stay in R
// registers while the rows stream past.
#if defined(__AVX512F__) || (defined(__AVX2__) && defined(__FMA__) && defined(__F16C__))
template <int R, typename T>
void accumulate_tile(const T* rows, int stride, const int32_t* index, const float* value, int active, float* h1) {
  Vec acc[R];
  for (int r = 0; r < R; ++r) acc[r] = load(h1 + r * kLanes);
  for (int k = 0; k < active; ++k) {
    const Vec x = broadcast(value[k]);
    const T* row = rows + size_t(index[k]) * stride;
    for (int r = 0; r < R; ++r) acc[r] = fmadd(x, load(row + r * kLanes), acc[r]);
  }
  for (int r = 0; r < R; ++r) store(h1 + r * kLanes, acc[r]);
}

template <typename T>
void accumulate(const T* rows, int width, const int32_t* index, const float* value, int active, float* out) {
  int t = 0;
  for (; t + 8 * kLanes <= width; t += 8 * kLanes) accumulate_tile<8, T>(rows + t, width, index, value, active, out + t);
  for (; t + 2 * kLanes <= width; t += 2 * kLanes) accumulate_tile<2, T>(rows + t, width, index, value, active, out + t);
  for (; t + kLanes <= width; t += kLanes) accumulate_tile<1, T>(rows + t, width, index, value, active, out + t);
  for (int k = 0; k < active && t < width; ++k)  // fewer columns than a register: widths are multiples of 8
    for (int j = t; j < width; ++j) out[j] += value[k] * weight(rows[size_t(index[k]) * width + j]);
}
#else
template <typename T>
void accumulate(const T* rows, int width, const int32_t* index, const float* value, int active, float* out) {
  for (int k = 0; k < active; ++k)
    for (int j = 0; j < width; ++j) out[j] += value[k] * weight(rows[size_t(index[k]) * width + j]);
}
#endif

// The transpose of a rows × cols matrix.
std::vector<float> transposed(const std::vector<float>& m, int rows, int cols) {
  std::vector<float> t(m.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) t[size_t(c) * rows + r] = m[size_t(r) * cols + c];
  return t;
}

}  // namespace

NnueNet::NnueNet(const std::string& path) : path_(path), w_(read_nnue_file(path)) {
  const NnueHeader& h = w_.header;
  // Column by column, so that the second layer adds one column per active h1 entry.
  w_.fc_weight = transposed(w_.fc_weight, h.hidden2, h.hidden);
}

void NnueNet::fit(Scratch& s) const {
  const NnueHeader& h = w_.header;
  if (s.obs.size() == size_t(h.observation_size) && s.h1.size() == size_t(h.hidden) && s.h2.size() == size_t(h.hidden2))
    return;
  s.obs.assign(size_t(h.observation_size), 0);
  const size_t entries = size_t(std::max(h.observation_size, h.hidden) + kNonzeroSlack);
  s.value.assign(entries, 0);
  s.index.assign(entries, 0);
  s.h1.assign(size_t(h.hidden), 0);
  s.h2.assign(size_t(h.hidden2), 0);
}

void NnueNet::value_logits(const float* obs, Scratch& s, float* values) const {
  const NnueHeader& h = w_.header;
  fit(s);
  const int hidden = h.hidden, hidden2 = h.hidden2;
  const int active = nonzero_entries(obs, w_.input_scale.data(), h.observation_size, s.index.data(), s.value.data());
  float* h1 = s.h1.data();
  std::copy(w_.ft_bias.begin(), w_.ft_bias.end(), h1);
  accumulate(w_.ft_weight.data(), hidden, s.index.data(), s.value.data(), active, h1);
  // The second layer the same way, over the units the relu leaves active (about half).
  for (int j = 0; j < hidden; ++j) h1[j] = std::max(h1[j], 0.0f);
  const int units = nonzero_entries(h1, nullptr, hidden, s.index.data(), s.value.data());
  float* h2 = s.h2.data();
  std::copy(w_.fc_bias.begin(), w_.fc_bias.end(), h2);
  accumulate(w_.fc_weight.data(), hidden2, s.index.data(), s.value.data(), units, h2);
  for (int k = 0; k < hidden2; ++k) h2[k] = std::max(h2[k], 0.0f);
  for (int p = 0; p < h.players; ++p)
    values[p] = w_.value_bias[p] + dot(w_.value_weight.data() + size_t(p) * hidden2, h2, hidden2);
}

void NnueNet::evaluate(const float* obs, Scratch& s, float* values) const {
  value_logits(obs, s, values);
  softmax_in_place(values, w_.header.players);
}

void NnueNet::logits(const Scratch& s, const Action* actions, int n, float* out) const {
  const int hidden2 = w_.header.hidden2;
  for (int i = 0; i < n; ++i)
    out[i] = w_.policy_bias[actions[i]] + dot(w_.policy_weight.data() + size_t(actions[i]) * hidden2, s.h2.data(), hidden2);
}

double NnueNet::over(const Scratch& s, int k, double heuristic, const double* terms) const {
  const int K = int(w_.header.value_terms.size()), hidden2 = w_.header.hidden2;
  double sum = heuristic;
  for (int j = 0; j < K; ++j) {
    const size_t row = size_t(k) * K + j;
    sum += (w_.term_bias[row] + dot(w_.term_weight.data() + row * hidden2, s.h2.data(), hidden2)) * terms[j];
  }
  return sum / w_.header.heuristic_temperature;
}

void NnueNet::evaluate_over(const float* obs, const double* heuristic, const double* terms, Scratch& s,
                            float* values) const {
  value_logits(obs, s, values);
  const int n = w_.header.players, K = int(w_.header.value_terms.size());
  if (w_.header.heuristic_temperature > 0)
    for (int k = 0; k < n; ++k) values[k] = float(values[k] + over(s, k, heuristic[k], terms + k * K));
  softmax_in_place(values, n);
}

void NnueNet::seat_values(const Game& g, const State& st, int seat, Scratch& s, double* out) const {
  fit(s);
  float logits[kMaxSeats];
  g.observe(st, seat, s.obs.data());
  value_logits(s.obs.data(), s, logits);
  const int n = w_.header.players, K = int(w_.header.value_terms.size());
  double terms[kMaxSeats * kMaxValueTerms];
  if (w_.header.heuristic_temperature <= 0) {
    for (int k = 0; k < n; ++k) out[(seat + k) % n] = logits[k];
  } else {
    if (K) leaf_seat_terms(g, st, K, terms, out);
    else leaf_seat_values(g, st, out);
    for (int k = 0; k < n; ++k) {
      const int p = (seat + k) % n;
      out[p] = logits[k] + over(s, k, out[p], terms + p * K);
    }
  }
  softmax_in_place(out, n);
}

std::shared_ptr<const NnueNet> load_nnue(const std::string& path) {
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<const NnueNet>> loaded;
  std::lock_guard<std::mutex> lock(mutex);
  if (auto net = loaded[path].lock()) return net;
  auto net = std::make_shared<const NnueNet>(path);
  loaded[path] = net;
  return net;
}

}  // namespace catanlab
