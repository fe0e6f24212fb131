#!/usr/bin/env bash
# Benchmarks, one JSON object per line (medians over batches).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
build/catanlab bench --rules base --json
