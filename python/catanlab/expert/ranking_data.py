"""python -m catanlab.expert.ranking_data OUT.npz --games N [options]

Ranking records: what a search compares at a decision. Games are played by a teacher search (ISMCTS,
heuristic leaves, no tree reuse); at a drawn share of its decisions with a choice, the record keeps
the position after each root action the search visited (its `--max-children` most visited), each as
the leaf of a search would see it, and the search's visits of each (the label). catanlab.expert.ranking
trains a leaf to rank them as the deeper search did.

Arrays of the .npz, one row per child (a record's children are consecutive rows):
  obs float16 [C, O]          the child observed by its observer (the seat to move there, else the decider)
  heuristic float32 [C, P]    the heuristic's seat values, relative to the observer
  terms float32 [C, P, K]     and their terms (catanlab._catanlab.heuristic_terms)
  seat int32 [C]              the decider, relative to the observer: whose value ranks the children
  visits float32 [C]          the teacher's root visits of the action
  record int32 [C]            the record's number; game int32 [C] its game's
Records with a child that ends the game are left out (their ranking needs no leaf).
"""
import argparse
import json
import sys
import time

import numpy as np

import catanlab
from catanlab import nnue
from catanlab._catanlab import derive_seed, heuristic_terms

TEACHER = "ismcts:iters=1000,sel=puct,c=0.5,ptemp=1,reuse=0"


def children_of(game, visits, max_children):
    """The rows of one record: the `max_children` most visited root actions' positions; None where one ends
    the game."""
    decider, players = game.current_player, game.num_players
    rows = []
    for action, n in sorted(visits, key=lambda av: (-av[1], av[0]))[:max_children]:
        child = game.clone()
        child.apply(action)
        if child.is_terminal():
            return None
        observer = child.current_player if child.current_player >= 0 else decider
        heuristic, terms = heuristic_terms(child, observer)
        rows.append((child.observe(observer).astype(np.float16), heuristic, terms, (decider - observer) % players,
                     float(n)))
    return rows


def generate(games, *, rules="base", seed=1, teacher=TEACHER, record_prob=0.5, max_children=12):
    """The arrays of the module's docstring from `games` games of `teacher` in every seat."""
    agent = catanlab.Agent(teacher)
    agent.reset(seed)
    rng = np.random.default_rng(seed)
    out = {k: [] for k in ("obs", "heuristic", "terms", "seat", "visits", "record", "game")}
    records = 0
    for g in range(games):
        game = catanlab.Game(rules, 0, derive_seed(seed, 1000 + g))
        while not game.is_terminal():
            if game.is_chance():
                game.apply(game.sample_chance())
                continue
            action = agent.act(game)
            visits = [(a, n) for a, n in agent.last_root() if n > 0]
            if len(visits) >= 2 and rng.random() < record_prob:
                rows = children_of(game, visits, max_children)
                if rows:
                    for obs, heuristic, terms, seat, n in rows:
                        for k, v in zip(("obs", "heuristic", "terms", "seat", "visits", "record", "game"),
                                        (obs, heuristic, terms, seat, n, records, g)):
                            out[k].append(v)
                    records += 1
            game.apply(action)
    types = {"obs": np.float16, "heuristic": np.float32, "terms": np.float32, "seat": np.int32,
             "visits": np.float32, "record": np.int32, "game": np.int32}
    return {k: np.asarray(v, dtype=types[k]) for k, v in out.items()}


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m catanlab.expert.ranking_data", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", help="the .npz file to write")
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--rules", default="base")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--teacher", default=TEACHER, help="an ISMCTS spec (reuse=0: its agent serves every seat)")
    p.add_argument("--record-prob", type=float, default=0.5, help="share of the decisions with a choice kept")
    p.add_argument("--max-children", type=int, default=12)
    args = p.parse_args(argv)
    if args.games < 1 or not 0 < args.record_prob <= 1 or args.max_children < 2:
        p.error("--games >= 1, --record-prob in (0, 1] and --max-children >= 2")
    if not args.teacher.startswith("ismcts:"):
        p.error(f"--teacher {args.teacher!r}: an ismcts spec (its root visits are the labels)")
    start = time.time()
    data = generate(args.games, rules=args.rules, seed=args.seed, teacher=args.teacher, record_prob=args.record_prob,
                    max_children=args.max_children)
    game = catanlab.Game(args.rules)
    np.savez(args.out, value_terms=np.array(nnue.value_terms_of(game)), **data)
    print(json.dumps({"out": args.out, "games": args.games, "records": int(data["record"].max(initial=-1)) + 1,
                      "children": len(data["seat"]), "seconds": time.time() - start}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
