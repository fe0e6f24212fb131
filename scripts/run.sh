#!/usr/bin/env bash
# Sets everything up, then runs the main job on defaults: 1,000 base games
# between the built-in agents, printing the results table.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
build/catanlab play --rules base --agents random --games 1000 "$@"
