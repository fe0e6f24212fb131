#!/usr/bin/env bash
# Benchmarks, one JSON object per line (medians over batches).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
build/catanlab bench --rules base --json
# VecEnv from Python: 256 envs, decisions drawn in C++, through send/recv, and chosen in numpy.
.venv/bin/python -m catanlab.bench --json
# ISMCTS iterations per second on one core: heuristic leaves (UCT), random
# rollouts capped at 200 steps then the heuristic value, and the arena's PUCT.
build/catanlab bench --rules base --agent "ismcts:iters=5000" --positions 100 --json
build/catanlab bench --rules base --agent "ismcts:iters=1000,leaf=rollout,depth=200" --positions 50 --json
build/catanlab bench --rules base --agent "ismcts:iters=2000,sel=puct,c=0.5,ptemp=1" --positions 100 --json
# Self-play with the default network (a fresh residual MLP) at 64 simulations
# per move: positions (training records) per second, with games in flight,
# batch size and the mean batch the network saw.
.venv/bin/python -m catanlab.train.bench --json --sims 64 --set domestic_trade=0 --games 48 --slots 48 --batch 16 48
