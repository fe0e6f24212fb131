#!/usr/bin/env bash
# Benchmarks as JSON lines (medians over batches), then docs/benchmarks.md
# written from them by scripts/bench_doc.py. Usage: scripts/bench.sh [OUT.jsonl]
# (default docs/benchmarks.jsonl, the page's data). Every rule set in configs/rulesets at its default
# player count (base also at 5 and 6), one thread, random games; ISMCTS iterations per second; the
# learned evaluator; the Python VecEnv; self-play positions per second. About 10 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
out=${1:-docs/benchmarks.jsonl}
: >"$out"
record() { "$@" | tee -a "$out"; }
/usr/bin/python3 - >>"$out" <<'PY'
import datetime, json, os, platform, subprocess
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.machine())
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
print(json.dumps({"machine": cpu, "cores": os.cpu_count(), "date": datetime.date.today().isoformat(),
                  "commit": commit, "load_average": round(os.getloadavg()[0], 2)}))
PY
# The engine: random games of every rule set, the base game first. Every other row alternates its
# batches with the base game's (--against base): its ratio is taken pair by pair, robust to a host
# whose speed shifts (about 1.4x) between rows.
record build/catanlab bench --rules base --json
for rules in $(ls configs/rulesets | sed 's/\.json$//' | grep -vx base); do
  record build/catanlab bench --rules "$rules" --against base --json
done
for players in 5 6; do record build/catanlab bench --rules base --players $players --against base --json; done
# ISMCTS iterations per second on one core: heuristic leaves (UCT), random
# rollouts capped at 200 steps then the heuristic value, and the arena's PUCT.
record build/catanlab bench --rules base --agent "ismcts:iters=5000" --positions 100 --json
record build/catanlab bench --rules base --agent "ismcts:iters=1000,leaf=rollout,depth=200" --positions 50 --json
record build/catanlab bench --rules base --agent "ismcts:iters=2000,sel=puct,c=0.5,ptemp=1" --positions 100 --json
# ISMCTS with heuristic leaves on every rule set that has the heuristic, at its default player count.
for rules in $(ls configs/rulesets | sed 's/\.json$//' | grep -vx goofspiel); do
  record build/catanlab bench --rules "$rules" --agent "ismcts:iters=2000" --positions 50 --json
done
# The learned evaluator on one core: a fresh net of the default size (its cost depends on the sizes,
# not on the weights' values): observe() and the evaluation apart, then ISMCTS with it.
net=build/nnue_bench_base.nnue
.venv/bin/python -m catanlab.nnue.fresh base "$net"
record build/catanlab bench --rules base --eval "$net" --positions 500 --json
record build/catanlab bench --rules base --agent "ismcts:iters=5000,leaf=net,model=$net" --positions 100 --json
record build/catanlab bench --rules base --agent "ismcts:iters=2000,sel=puct,prior=net,leaf=net,model=$net" --positions 100 --json
# VecEnv from Python: 256 envs, decisions drawn in C++, through send/recv, and chosen in numpy.
record .venv/bin/python -m catanlab.bench --json
# Self-play with the default network (a fresh residual MLP) at 64 simulations per move.
record .venv/bin/python -m catanlab.train.bench --json --sims 64 --set domestic_trade=0 --games 48 --slots 48 --batch 16 48
/usr/bin/python3 scripts/bench_doc.py "$out" >docs/benchmarks.md
echo "wrote $out and docs/benchmarks.md" >&2
