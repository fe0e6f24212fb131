#pragma once
// EvalCache: evaluator answers keyed by a hash of what the network reads,
// the observation of the seat to move (its hidden cards in a determinisation
// are part of it; other seats' are not, so determinisations that differ only
// in what that seat cannot see share an entry). A search that starts afresh
// each move finds most of its previous tree here. Fixed capacity, one entry
// per slot (a newer key replaces an older one); safe to share between
// threads (striped locks).
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#include "core/engine/game.h"

namespace catanlab {

class EvalCache {
 public:
  // `capacity` entries, rounded up to a power of two; 0 disables the cache.
  explicit EvalCache(size_t capacity);
  static uint64_t key(const float* obs, int size);

  // Fills the legal actions' logits (others untouched) and the values.
  bool lookup(uint64_t key, const std::vector<Action>& legal, float* logits, float* values, int num_players);
  void insert(uint64_t key, const std::vector<Action>& legal, const float* logits, const float* values, int num_players);
  uint64_t hits() const { return hits_; }
  uint64_t lookups() const { return lookups_; }

 private:
  struct Entry {
    uint64_t key = 0;  // 0: empty
    std::array<float, kMaxSeats> values{};
    std::vector<Action> legal;
    std::vector<float> logits;  // per legal action
  };
  static constexpr size_t kStripes = 64;
  std::vector<Entry> entries_;
  size_t mask_ = 0;
  std::array<std::mutex, kStripes> locks_;
  // Counted from every stripe at once: atomic, so the totals are exact and race-free.
  std::atomic<uint64_t> hits_{0}, lookups_{0};
};

}  // namespace catanlab
