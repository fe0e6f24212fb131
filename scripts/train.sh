#!/usr/bin/env bash
# Sets everything up, then trains a network from scratch on the base game with
# 4 seats: generations of C++ self-play, training, export and arena evaluation
# (python -m catanlab.train.loop) into runs/NAME (default runs/base4), at most
# 120 minutes of loop time. Running it again resumes that run. Extra arguments
# go to the loop (see --help there), e.g.
#   scripts/train.sh base4 --generations 60 --time-limit 0 --device cuda
#   scripts/train.sh big --scheduler tcp://HOST:8786 --games 512
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
name=base4
if [[ $# -gt 0 && $1 != -* ]]; then
  name=$1
  shift
fi
exec .venv/bin/python -m catanlab.train.loop "runs/$name" --time-limit 120 "$@"
