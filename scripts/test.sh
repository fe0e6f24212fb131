#!/usr/bin/env bash
# Sets everything up, then runs every test. CATANLAB_BATTERY_GAMES scales the
# generic battery (games of each kind per rule set and player count, default
# 2), CATANLAB_FUZZ_INPUTS the parser fuzz (inputs per format, default 300).
# --no-torch: the build without LibTorch (build-notorch/,
# CATANLAB_TORCH=OFF) and its C++ tests only.
# --sanitize: the engine's C++ suites under ASan and UBSan (build-asan/) with
# modest fuzz counts; too long for every run (docs/testing.md), run it before
# each stop.
# ctest runs the suites side by side, one per core (the longest first: their COST in tests/),
# the Python package's pytest among them (python_tests).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --no-torch ]; then
  scripts/setup.sh --no-torch
  exec ctest --test-dir build-notorch --output-on-failure -j "$(nproc)"
fi
if [ "${1:-}" = --sanitize ]; then
  scripts/setup.sh --sanitize
  export CATANLAB_BATTERY_GAMES=1 CATANLAB_CK_FUZZ_GAMES=100 CATANLAB_LOTC_FUZZ_GAMES=50 CATANLAB_CQ_FUZZ_GAMES=8 CATANLAB_FUZZ_INPUTS=300
  export UBSAN_OPTIONS=print_stacktrace=1
  # The replay viewer in Chromium and the plot scripts run no engine code of their own.
  exec ctest --test-dir build-asan --output-on-failure -j "$(nproc)" -E '^(viewer_in_browser|plots)$'
fi
scripts/setup.sh
exec ctest --test-dir build --output-on-failure -j "$(nproc)"
