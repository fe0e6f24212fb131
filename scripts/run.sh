#!/usr/bin/env bash
# Sets everything up, then runs the main job: an arena on the base game,
# the strongest shipped bot (`strong`: models/base/strong.json) against the
# heuristic and random bots, 3 seats, seat-rotated pods on
# 2 threads (about 100 s on 2 cores once built). Prints the table: win
# rates with 95% CIs, mean VP, ranks, Plackett-Luce ratings, time per
# decision. Extra arguments go to the arena; --games, --threads and --seed
# given there replace these defaults (e.g. --games 300 for narrower
# intervals, --json results.jsonl).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
args=("$@")
for default in "--games 60" "--threads 2" "--seed 1"; do
  [[ " $* " == *" ${default%% *} "* ]] || args+=($default)
done
build/catanlab arena --rules base --agents strong heuristic random "${args[@]}"
