#include "cli/values.h"

#include <charconv>
#include <cmath>
#include <fmt/format.h>
#include <optional>

#include "agents/evaluator.h"

namespace catanlab::cli {

namespace {

// The whole of `text` as a T in decimal, or nothing (a sign, space, prefix or fraction left over).
template <class T>
std::optional<T> parse_all(const std::string& text) {
  T value{};
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

}  // namespace

CLI::Validator integer_in(int64_t lo, int64_t hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        const auto v = parse_all<int64_t>(text);
        if (!v) return fmt::format("'{}' is not a whole number", text);
        if (*v < lo || *v > hi) return fmt::format("'{}' is outside {}..{}", text, lo, hi);
        text = std::to_string(*v);
        return {};
      },
      fmt::format("{}..{}", lo, hi));
}

CLI::Validator seed() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const auto v = parse_all<uint64_t>(text);
        if (!v) return fmt::format("'{}' is not a seed, a whole number in 0..{}", text, UINT64_MAX);
        text = std::to_string(*v);
        return {};
      },
      "0..2^64-1");
}

CLI::Validator number_in(double lo, double hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        const auto v = parse_all<double>(text);
        if (!v || !std::isfinite(*v) || *v < lo || *v > hi)
          return fmt::format("'{}' is not a number in {}..{}", text, lo, hi);
        text = fmt::format("{}", *v);
        return {};
      },
      fmt::format("{}..{}", lo, hi));
}

CLI::Validator device() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (is_device(text)) return {};
        return fmt::format("'{}' is not a device: cpu, cuda or cuda:N", text);
      },
      "cpu|cuda|cuda:N");
}

}  // namespace catanlab::cli
