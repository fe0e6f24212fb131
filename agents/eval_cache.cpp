#include "agents/eval_cache.h"

#include <bit>
#include <cstring>

namespace catanlab {

EvalCache::EvalCache(size_t capacity) {
  if (!capacity) return;
  entries_.resize(std::bit_ceil(capacity));
  mask_ = entries_.size() - 1;
}

uint64_t EvalCache::key(const float* obs, int size) {
  // A multiply-xorshift over the floats' bits: fast, and 64 bits make a
  // collision between two positions of one run negligible.
  uint64_t h = 0x9E3779B97F4A7C15ull ^ uint64_t(size);
  const uint32_t* words = reinterpret_cast<const uint32_t*>(obs);
  for (int i = 0; i < size; ++i) {
    h = (h ^ words[i]) * 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
  }
  return h | 1;  // never 0, the empty mark
}

bool EvalCache::lookup(uint64_t key, const std::vector<Action>& legal, float* logits, float* values, int num_players) {
  if (entries_.empty()) return false;
  std::lock_guard lock(locks_[(key & mask_) % kStripes]);
  lookups_.fetch_add(1, std::memory_order_relaxed);
  const Entry& e = entries_[key & mask_];
  if (e.key != key || e.legal != legal) return false;
  hits_.fetch_add(1, std::memory_order_relaxed);
  for (size_t i = 0; i < legal.size(); ++i) logits[legal[i]] = e.logits[i];
  std::memcpy(values, e.values.data(), sizeof(float) * num_players);
  return true;
}

void EvalCache::insert(uint64_t key, const std::vector<Action>& legal, const float* logits, const float* values,
                       int num_players) {
  if (entries_.empty()) return;
  std::lock_guard lock(locks_[(key & mask_) % kStripes]);
  Entry& e = entries_[key & mask_];
  e.key = key;
  e.legal = legal;
  e.logits.resize(legal.size());
  for (size_t i = 0; i < legal.size(); ++i) e.logits[i] = logits[legal[i]];
  std::memcpy(e.values.data(), values, sizeof(float) * num_players);
}

}  // namespace catanlab
