#!/usr/bin/env bash
# Two catanlab binaries benched back to back: OLD NEW [ROUNDS], interleaved
# old, new, old, new, each round the base and C&K random-game benches and
# ISMCTS with heuristic leaves (same seeds). Prints one JSON line per bench
# run, then the medians over the rounds, their ranges and new / old.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY [ROUNDS=7]" >&2; exit 2; }
old=$1 new=$2 rounds=${3:-7}
runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
for ((i = 0; i < rounds; i++)); do
  for which in old new; do
    bin=$old
    [ $which = new ] && bin=$new
    for rules in base cities_knights; do
      echo "{\"bin\": \"$which\", \"bench\": $("$bin" bench --rules $rules --json)}" | tee -a "$runs"
    done
    echo "{\"bin\": \"$which\", \"bench\": $("$bin" bench --rules base --agent ismcts:iters=5000 --positions 100 --json)}" |
      tee -a "$runs"
  done
done
/usr/bin/python3 - "$runs" <<'PY'
import json, statistics, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
for field in ("ns_per_action", "cpu_ns_per_action", "games_per_second", "iterations_per_second",
              "cpu_iterations_per_second"):
    for rules in ("base", "cities_knights"):
        got = {w: [r["bench"][field] for r in rows if r["bin"] == w and r["bench"]["rules"] == rules and field in r["bench"]]
               for w in ("old", "new")}
        if not got["old"]:
            continue
        o, n = statistics.median(got["old"]), statistics.median(got["new"])
        print(f"{rules:15} {field:22} old {o:>12,.1f} ({min(got['old']):,.1f}-{max(got['old']):,.1f})"
              f"  new {n:>12,.1f} ({min(got['new']):,.1f}-{max(got['new']):,.1f})  new/old {n / o:.3f}")
PY
