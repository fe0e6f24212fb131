#!/usr/bin/env bash
# Sets everything up, then runs every test. CATANLAB_FUZZ_GAMES scales the
# random-game invariant suite (default 10000).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
ctest --test-dir build --output-on-failure
.venv/bin/python -m pytest -q python/tests
