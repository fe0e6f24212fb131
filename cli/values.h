#pragma once
// The checks of the command line's option values: every number option takes
// one of them, so that nothing wraps, rounds or reads as octal, and a bad value
// is refused before anything runs. CLI11 reports a refusal as "OPTION: MESSAGE"
// (main() prints it as one `error:` line), the message naming the value:
//   --games: '0' is outside 1..1000000000
// Each passes the value on in plain decimal, so each is given with
// ->transform() (->check() would hand CLI11 the text as typed).
#include <CLI/CLI.hpp>
#include <cstdint>

namespace catanlab::cli {

// Counts the command line lets run (games, simulations, records): at most a
// billion, so that no sum or product of them overflows an int.
constexpr int64_t kMaxCount = 1'000'000'000;
// OpenMP threads, at most.
constexpr int64_t kMaxThreads = 1024;

// A whole number in lo..hi, written in decimal (CLI11 alone reads "010" as 8,
// and "-1" as 2^64 - 1 for an unsigned field).
CLI::Validator integer_in(int64_t lo, int64_t hi);
// A seed: a whole number in 0..2^64-1.
CLI::Validator seed();
// A finite number in lo..hi ("nan" and "inf" are refused).
CLI::Validator number_in(double lo, double hi);
// A torch device: cpu, cuda or cuda:N.
CLI::Validator device();

}  // namespace catanlab::cli
