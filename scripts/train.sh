#!/usr/bin/env bash
# Sets everything up, then trains a learned evaluator for a rule set by expert
# iteration over ISMCTS (python -m catanlab.expert.loop, docs/training.md) into
# runs/NAME (default runs/RULES; a NAME with a / is a folder), at most 180
# minutes of loop time. Running it again resumes that run. Extra arguments go
# to the loop (see --help there), e.g.
#   scripts/train.sh --rules conquest
#   scripts/train.sh --rules base long --time-limit 0 --generations 60
#   scripts/train.sh --rules seafarers --quick          # one tiny generation
# --torch first: the LibTorch PUCT loop instead (python -m catanlab.train.loop,
# the large-net and GPU path) into runs/NAME (default runs/base4), at most
# 120 minutes, e.g.
#   scripts/train.sh --torch base4 --generations 60 --time-limit 0 --device cuda
#   scripts/train.sh --torch big --scheduler tcp://HOST:8786 --games 512
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
if [[ ${1:-} != --torch ]]; then
  exec .venv/bin/python -m catanlab.expert.loop "$@"
fi
shift
name=base4
if [[ $# -gt 0 && $1 != -* ]]; then
  name=$1
  shift
fi
exec .venv/bin/python -m catanlab.train.loop "runs/$name" --time-limit 120 "$@"
