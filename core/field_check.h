#pragma once
// Checks of the fields of a State (Game::validate_fields, Module::validate),
// each failure a ConfigError naming the field as the JSON form does
// ("state.base.players[1].hand[2]: 25 is outside 0..19"), so that bytes and
// JSON are refused by the same rules in the same words.
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "core/bits.h"
#include "core/config_error.h"

namespace catanlab {

class FieldCheck {
 public:
  explicit FieldCheck(std::string where) : where_(std::move(where)) {}

  // The checks of a part ("players[1]" of "state.base").
  FieldCheck at(std::string_view part) const { return FieldCheck(fmt::format("{}.{}", where_, part)); }

  [[noreturn]] void fail(std::string_view field, std::string_view what) const {
    throw ConfigError(fmt::format("{}{}{}: {}", where_, field.empty() ? "" : ".", field, what));
  }
  void require(bool ok, std::string_view field, std::string_view what) const {
    if (!ok) fail(field, what);
  }
  void range(std::string_view field, int value, int lo, int hi) const {
    if (value < lo || value > hi) fail(field, fmt::format("{} is outside {}..{}", value, lo, hi));
  }
  // A seat of `players`, or `none` (a byte kept for "nobody").
  void seat_or(std::string_view field, int value, int players, int none) const {
    if (value != none && (value < 0 || value >= players))
      fail(field, fmt::format("{} is not a seat (0..{}) or none", value, players - 1));
  }
  // Every member of `bits` is below `limit` (`what` names them: "hexes").
  template <int N>
  void below(std::string_view field, const Bits<N>& bits, int limit, std::string_view what) const {
    bits.for_each([&](int i) {
      if (i >= limit) fail(field, fmt::format("{} is not one of the board's {} (0..{})", i, what, limit - 1));
    });
  }
  // Every member of `bits` is one of `allowed` (`what` names them: "land vertices").
  template <int N>
  void within(std::string_view field, const Bits<N>& bits, const Bits<N>& allowed, std::string_view what) const {
    const Bits<N> outside = bits - allowed;
    if (outside.any()) fail(field, fmt::format("{} is not one of the board's {}", outside.nth(0), what));
  }

 private:
  std::string where_;
};

}  // namespace catanlab
