#pragma once
// Rng: xoshiro256** seeded through SplitMix64. Small, fast and identical on
// every machine, so that a seed replays bit for bit. The RNG never lives in a
// State: a search cannot peek at future luck.
#include <cstdint>

namespace catanlab {

inline uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A seed for stream `k` derived from `seed`, so that related streams
// (board, chance, each seat's agent) do not overlap.
inline uint64_t derive_seed(uint64_t seed, uint64_t k) {
  uint64_t x = seed ^ (0xD1B54A32D192ED03ull * (k + 1));
  return splitmix64(x);
}

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) {
    for (auto& w : s_) w = splitmix64(seed);
  }
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n) by Lemire's multiply-shift (bias below 2^-50 for our n).
  uint32_t below(uint32_t n) { return uint32_t((unsigned __int128)next() * n >> 64); }
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace catanlab
