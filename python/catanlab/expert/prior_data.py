"""python -m catanlab.expert.prior_data DIR --games N [options]

Policy records for a learned PUCT prior: where a deeper search sends its visits. Games are played by a
cheap search (`--play`, every seat); at a drawn share of its decisions with a choice, a teacher search
(`--teacher`, no tree reuse) searches the same position and the record keeps its root visits of every
legal action (the label) and the heuristic prior's logit of each (what ISMCTS's `prior=heuristic` gives
it: the mover's relative value after the action, at full view, over `--ptemp`), so that a net learns a
correction to that prior (catanlab.expert.prior_fit).

The games are cut into shards of `--shard-games`, each one .npz in DIR, its seed derived from its
number: a run stopped and started again skips the shards already written. Arrays of a shard, one row per
record, its legal actions consecutive in the flat arrays:
  obs float16 [R, O]        the decider's observation
  start int64 [R + 1]       record r's actions are rows start[r]:start[r + 1] of the flat arrays
  action int32 [A]          the legal actions
  logit float32 [A]         the heuristic prior's logit
  visits float32 [A]        the teacher's root visits
  game int32 [R]            the record's game (global over the run)
"""
import argparse
import json
import os
import sys
import time

import numpy as np

import catanlab
from catanlab._catanlab import derive_seed, heuristic_terms

PLAY = "ismcts:iters=100,sel=puct,c=0.5,ptemp=1,reuse=0"
TEACHER = "ismcts:iters=2000,sel=puct,c=0.5,ptemp=1,reuse=0"


def relative_after(game, action, seat):
    """The heuristic's value of `seat` after `action` against the field (relative_value at full view): its
    value minus the average of the opponents' mean and best."""
    child = game.clone()
    child.apply(action)
    values, _ = heuristic_terms(child, seat)
    others = values[1:]
    return float(values[0] - 0.5 * others.mean() - 0.5 * others.max())


def shard(games, first_game, *, rules, seed, play, teacher, record_prob, ptemp):
    """The arrays of the module's docstring for games first_game .. first_game + games - 1."""
    player, searcher = catanlab.Agent(play), catanlab.Agent(teacher)
    player.reset(seed)
    searcher.reset(derive_seed(seed, 7))
    rng = np.random.default_rng(seed)
    obs, start, actions, logits, visits, game_of = [], [0], [], [], [], []
    for g in range(first_game, first_game + games):
        game = catanlab.Game(rules, 0, derive_seed(seed, 1000 + g))
        while not game.is_terminal():
            if game.is_chance():
                game.apply(game.sample_chance())
                continue
            legal = list(game.legal_actions())
            if len(legal) >= 2 and rng.random() < record_prob:
                seat = game.current_player
                searcher.act(game)
                counts = dict(searcher.last_root())
                obs.append(game.observe(seat).astype(np.float16))
                actions += legal
                logits += [relative_after(game, a, seat) / ptemp for a in legal]
                visits += [float(counts.get(a, 0)) for a in legal]
                start.append(len(actions))
                game_of.append(g)
            game.apply(player.act(game))
    return {"obs": np.asarray(obs, np.float16).reshape(len(obs), -1), "start": np.asarray(start, np.int64),
            "action": np.asarray(actions, np.int32), "logit": np.asarray(logits, np.float32),
            "visits": np.asarray(visits, np.float32), "game": np.asarray(game_of, np.int32)}


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m catanlab.expert.prior_data", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("dir", help="the folder of shards (made if missing)")
    p.add_argument("--games", type=int, required=True, help="games in all, over every shard")
    p.add_argument("--shard-games", type=int, default=50)
    p.add_argument("--shards", default="", help="K/N: write only the shards whose number is K modulo N "
                   "(N processes side by side)")
    p.add_argument("--rules", default="base")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--play", default=PLAY, help="the agent of every seat (reuse=0)")
    p.add_argument("--teacher", default=TEACHER, help="an ISMCTS spec with reuse=0: its root visits are the labels")
    p.add_argument("--record-prob", type=float, default=0.05, help="share of the decisions with a choice kept")
    p.add_argument("--ptemp", type=float, default=1.0, help="the heuristic prior's temperature (ISMCTS ptemp)")
    args = p.parse_args(argv)
    if args.games < 1 or args.shard_games < 1 or not 0 < args.record_prob <= 1:
        p.error("--games >= 1, --shard-games >= 1 and --record-prob in (0, 1]")
    if not args.teacher.startswith("ismcts:") or "reuse=0" not in args.teacher:
        p.error(f"--teacher {args.teacher!r}: an ismcts spec with reuse=0 (its root visits are the labels)")
    part, parts = (int(x) for x in args.shards.split("/")) if args.shards else (0, 1)
    os.makedirs(args.dir, exist_ok=True)
    for k in range(part, -(-args.games // args.shard_games), parts):
        path = os.path.join(args.dir, f"shard{k:05d}.npz")
        if os.path.exists(path):
            continue
        begin = time.time()
        first = k * args.shard_games
        data = shard(min(args.shard_games, args.games - first), first, rules=args.rules,
                     seed=derive_seed(args.seed, k), play=args.play, teacher=args.teacher,
                     record_prob=args.record_prob, ptemp=args.ptemp)
        np.savez(path + ".tmp.npz", **data)
        os.replace(path + ".tmp.npz", path)  # a shard is there whole or not at all
        print(json.dumps({"shard": k, "records": len(data["game"]), "seconds": round(time.time() - begin, 1)}),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
