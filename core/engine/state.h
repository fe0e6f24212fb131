#pragma once
// State: one position of a game of any family, as the bytes its Game lays
// out (the standard family: core/standard/std_state.h). A value: a copy is one
// allocation and one memcpy, and assignment to a State of the same game
// reuses its buffer, so a search's scratch states cost one memcpy each. The
// bytes hold no pointer and no padding: they serialise as they are, and two
// States are equal when their bytes are.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <utility>

namespace catanlab {

class State {
 public:
  State() = default;
  explicit State(int size) { resize(size); }  // zero-filled
  State(const State& o) { *this = o; }
  State(State&& o) noexcept { swap(o); }
  State& operator=(const State& o) {
    if (this != &o) {
      if (capacity_ < o.size_) reserve(o.size_);
      size_ = o.size_;
      if (size_) std::memcpy(data_, o.data_, size_);
    }
    return *this;
  }
  State& operator=(State&& o) noexcept {
    swap(o);
    return *this;
  }
  ~State() { release(); }

  int size() const { return int(size_); }
  std::byte* data() { return data_; }
  const std::byte* data() const { return data_; }
  // The family's root struct at offset 0; `offset`: a module's slice after it.
  template <class T>
  T& as(int offset = 0) {
    return *std::launder(reinterpret_cast<T*>(data_ + offset));
  }
  template <class T>
  const T& as(int offset = 0) const {
    return *std::launder(reinterpret_cast<const T*>(data_ + offset));
  }

  friend bool operator==(const State& a, const State& b) {
    return a.size_ == b.size_ && (a.size_ == 0 || std::memcmp(a.data_, b.data_, a.size_) == 0);
  }
  void swap(State& o) noexcept {
    std::swap(data_, o.data_);
    std::swap(size_, o.size_);
    std::swap(capacity_, o.capacity_);
  }

 private:
  static constexpr std::align_val_t kAlign{64};  // a cache line: slices of bitboards read whole words
  void reserve(uint32_t n) {
    release();
    data_ = static_cast<std::byte*>(::operator new(n, kAlign));
    capacity_ = n;
  }
  void resize(int n) {
    reserve(uint32_t(n));
    size_ = uint32_t(n);
    std::memset(data_, 0, size_);
  }
  void release() {
    if (data_) ::operator delete(data_, kAlign);
    data_ = nullptr;
    size_ = capacity_ = 0;
  }

  std::byte* data_ = nullptr;
  uint32_t size_ = 0, capacity_ = 0;
};

}  // namespace catanlab
