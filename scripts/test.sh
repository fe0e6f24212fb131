#!/usr/bin/env bash
# Sets everything up, then runs every test. CATANLAB_BATTERY_GAMES scales the
# generic battery (games of each kind per rule set and player count, default
# 2), CATANLAB_FUZZ_INPUTS the parser fuzz (inputs per format, default 300).
# --no-torch: the build without LibTorch (build-notorch/,
# CATANLAB_TORCH=OFF) and its C++ tests only.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --no-torch ]; then
  scripts/setup.sh --no-torch
  exec ctest --test-dir build-notorch --output-on-failure
fi
scripts/setup.sh
ctest --test-dir build --output-on-failure
.venv/bin/python -m pytest -q python/tests
