#pragma once
// Bits<N>: a fixed-width bitset over uint64 words, the bitboard of the engine.
// Unlike std::bitset it is trivially copyable by contract, iterates set bits
// with countr_zero (Stockfish's pop_lsb loop) and exposes its words, so a
// State made of Bits is one memcpy to clone and to serialise.
#include <array>
#include <bit>
#include <cstdint>

namespace catanlab {

template <int N>
struct Bits {
  static constexpr int kWords = (N + 63) / 64;
  std::array<uint64_t, kWords> w{};

  constexpr bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1; }
  constexpr void set(int i) { w[i >> 6] |= uint64_t{1} << (i & 63); }
  constexpr void reset(int i) { w[i >> 6] &= ~(uint64_t{1} << (i & 63)); }
  // A copy without bit i: no store at a computed word, so a set kept in registers stays there.
  constexpr Bits without(int i) const {
    Bits out = *this;
    for (int k = 0; k < kWords; ++k) out.w[k] &= ~(uint64_t(k == i >> 6) << (i & 63));
    return out;
  }

  constexpr bool any() const {
    uint64_t x = 0;
    for (uint64_t v : w) x |= v;
    return x != 0;
  }
  constexpr int count() const {
    int c = 0;
    for (uint64_t v : w) c += std::popcount(v);
    return c;
  }
  constexpr Bits& operator|=(const Bits& o) {
    for (int i = 0; i < kWords; ++i) w[i] |= o.w[i];
    return *this;
  }
  constexpr Bits& operator&=(const Bits& o) {
    for (int i = 0; i < kWords; ++i) w[i] &= o.w[i];
    return *this;
  }
  constexpr Bits& operator-=(const Bits& o) {  // set difference
    for (int i = 0; i < kWords; ++i) w[i] &= ~o.w[i];
    return *this;
  }
  friend constexpr Bits operator|(Bits a, const Bits& b) { return a |= b; }
  friend constexpr Bits operator&(Bits a, const Bits& b) { return a &= b; }
  friend constexpr Bits operator-(Bits a, const Bits& b) { return a -= b; }
  friend constexpr bool operator==(const Bits&, const Bits&) = default;

  // Calls f(index) for every set bit, lowest first.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (int i = 0; i < kWords; ++i)
      for (uint64_t v = w[i]; v; v &= v - 1) f(i * 64 + std::countr_zero(v));
  }
  // Index of the k-th set bit (k < count()).
  constexpr int nth(int k) const {
    for (int i = 0; i < kWords; ++i) {
      int c = std::popcount(w[i]);
      if (k < c) {
        uint64_t v = w[i];
        for (; k > 0; --k) v &= v - 1;
        return i * 64 + std::countr_zero(v);
      }
      k -= c;
    }
    return -1;
  }
};

}  // namespace catanlab
