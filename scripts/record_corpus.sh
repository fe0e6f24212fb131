#!/usr/bin/env bash
# Records the behaviour corpus into tests/corpus/: for every rule set that
# `catanlab rules` lists and every player count it takes, three games as
# replays: random seats (turn cap 40), heuristic seats, and ISMCTS (30
# iterations) against the heuristic and random (a family without the
# heuristic: ISMCTS with rollouts against random). tests/corpus/test_corpus.cpp
# plays each again and requires the same actions by name. Record again only
# when a rule changes on purpose, in the same commit, and say why.
# With rule-set names as arguments, only those are recorded (a new rule set's
# games, or one whose rules changed); the others' games are kept.
set -euo pipefail
cd "$(dirname "$0")/.."
catanlab=build/catanlab
out=tests/corpus
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
only=" $* "
[ $# -eq 0 ] && rm -f "$out"/*.jsonl
"$catanlab" rules | grep -E '^[a-z0-9_]+ +[0-9]-[0-9] players' | while read -r rules range _; do
  [ $# -gt 0 ] && [[ $only != *" $rules "* ]] && continue
  for ((p = ${range%-*}; p <= ${range#*-}; p++)); do
    mixed=("ismcts:iters=30" heuristic random heuristic random heuristic)
    record() {  # kind seed agents...
      local kind=$1 seed=$2
      shift 2
      "$catanlab" play --rules "$rules" --players "$p" --games 1 --seed "$seed" --replays "$tmp/$kind" "$@" >/dev/null || return 1
      mv "$tmp/$kind/game_000000.jsonl" "$out/${rules}_${p}p_${kind}.jsonl"
    }
    # Random games are capped at 40 turns where the family has the option (goofspiel ends by itself).
    record random 11 --agents random --set turn_cap=40 2>/dev/null || record random 11 --agents random
    if record heuristic 12 --agents heuristic 2>/dev/null; then
      record ismcts 13 --agents "${mixed[@]:0:$p}"
    else  # a family without the heuristic's value function (goofspiel): a search by rollouts
      rollout=("ismcts:iters=30,leaf=rollout" random random random random random)
      record ismcts 13 --agents "${rollout[@]:0:$p}"
    fi
  done
done
ls "$out"/*.jsonl | wc -l | xargs echo "corpus games:"
du -sh "$out"
