#pragma once
// The feature transformer's input: the observation's nonzero entries (about
// 150 of base's 1,949), found sixteen at a time with AVX-512 (compressed in a
// register: Zen 4 is slow to compress into memory), eight with AVX2.
#include <cstdint>
#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace catanlab {

// Room beyond n that index and value must have: a block's compressed entries are stored whole.
constexpr int kNonzeroSlack = 16;

// Writes the index and value of each nonzero entry of x[0, n) in order, the value times scale[i]
// (no scale: nullptr); returns how many. index and value hold n + kNonzeroSlack entries. Thread safe.
inline int nonzero_entries(const float* x, const float* scale, int n, int32_t* index, float* value) {
  int k = 0, i = 0;
#if defined(__AVX512F__)
  const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  for (; i + 16 <= n; i += 16) {
    const __m512 v = _mm512_loadu_ps(x + i);
    const __mmask16 mask = _mm512_cmp_ps_mask(v, _mm512_setzero_ps(), _CMP_NEQ_UQ);
    if (!mask) continue;
    _mm512_storeu_ps(value + k, _mm512_maskz_compress_ps(mask, scale ? _mm512_mul_ps(v, _mm512_loadu_ps(scale + i)) : v));
    _mm512_storeu_si512(index + k, _mm512_maskz_compress_epi32(mask, _mm512_add_epi32(lanes, _mm512_set1_epi32(i))));
    k += __builtin_popcount(mask);
  }
#elif defined(__AVX2__)
  for (; i + 8 <= n; i += 8) {
    unsigned mask = unsigned(_mm256_movemask_ps(_mm256_cmp_ps(_mm256_loadu_ps(x + i), _mm256_setzero_ps(), _CMP_NEQ_UQ)));
    for (; mask; mask &= mask - 1) {
      const int at = i + __builtin_ctz(mask);
      index[k] = at, value[k++] = scale ? x[at] * scale[at] : x[at];
    }
  }
#endif
  for (; i < n; ++i)
    if (x[i] != 0) index[k] = i, value[k++] = scale ? x[i] * scale[i] : x[i];
  return k;
}

}  // namespace catanlab
