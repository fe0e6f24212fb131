#pragma once
// Bitboards and counts in a State's JSON form: a set as the array of its
// indices, counts as an array of bytes; each value range-checked before it is
// stored, each failure a ConfigError naming the field.
#include <array>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bits.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

template <int N>
nlohmann::json bits_to_json(const Bits<N>& bits) {
  nlohmann::json a = nlohmann::json::array();
  bits.for_each([&](int i) { a.push_back(i); });
  return a;
}

// The indices in `j`, each below `limit`.
template <int N>
Bits<N> bits_from_json(const nlohmann::json& j, int limit, const std::string& where) {
  Bits<N> bits;
  if (!j.is_array()) throw ConfigError(where + ": must be an array of indices");
  for (const nlohmann::json& x : j) {
    if (!json_int_within(x, 0, limit - 1))
      throw ConfigError(where + ": index " + x.dump() + " is outside 0.." + std::to_string(limit - 1));
    bits.set(x.get<int>());
  }
  return bits;
}

// Exactly N counts, each 0..255.
template <size_t N>
void counts_from_json(std::array<uint8_t, N>& out, const nlohmann::json& j, const std::string& where) {
  if (!j.is_array() || j.size() != N) throw ConfigError(where + ": must be an array of " + std::to_string(N) + " counts");
  for (size_t i = 0; i < N; ++i) {
    if (!json_int_within(j[i], 0, 255))
      throw ConfigError(where + ": entry " + std::to_string(i) + " must be a count 0..255");
    out[i] = uint8_t(j[i].get<int>());
  }
}

}  // namespace catanlab
