#pragma once
// Integers read from JSON (states, boards), range-checked on the full value
// before it is narrowed, so that 2^32 + 1 is never read as 1.
#include <cstdint>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"

namespace catanlab {

// Whether `v` is an integer in lo..hi (JSON keeps non-negative integers unsigned).
inline bool json_int_within(const nlohmann::json& v, int64_t lo, int64_t hi) {
  if (v.is_number_unsigned()) return hi >= 0 && v.get<uint64_t>() <= uint64_t(hi) && (lo <= 0 || v.get<uint64_t>() >= uint64_t(lo));
  return v.is_number_integer() && v.get<int64_t>() >= lo && v.get<int64_t>() <= hi;
}

// `v`, an integer in lo..hi; else a ConfigError "<at>: must be an integer in lo..hi".
inline int json_int(const nlohmann::json& v, int lo, int hi, const std::string& at) {
  if (!json_int_within(v, lo, hi)) throw ConfigError(fmt::format("{}: must be an integer in {}..{}", at, lo, hi));
  return v.get<int>();
}

// j[key], an integer in lo..hi; `where` names j ("state.cities_knights").
inline int json_field(const nlohmann::json& j, const char* key, const std::string& where, int lo, int hi) {
  return json_int(j.contains(key) ? j[key] : nlohmann::json(), lo, hi, where + "." + key);
}

}  // namespace catanlab
