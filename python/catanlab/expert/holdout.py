"""python -m catanlab.expert.holdout CHUNKS... --out NET.nnue [options]

Fits an NnueNet (catanlab.expert.fit) on one self-play run's chunks but for its last games
(--holdout, a share of the games by number), exports it, and prints one JSON line: the loss parts
on the held-out records before and after training, and the outcome loss of the heuristic alone at
the net's temperature (softmax of its seat values / T). Nets of different inputs fitted on the same
chunks with the same seed compare on the same held-out games (docs/experiments/nnue_base.md).
"""
import argparse
import json
import sys
import time

import numpy as np
import torch
from torch.nn import functional as F

import catanlab
from catanlab import nnue
from catanlab.data import chunk_paths, load_chunks, read_chunk
from catanlab.expert.fit import Fitter, outcome_target


def heuristic_outcome_loss(data, temperature):
    """Cross-entropy of softmax(heuristic_value / T) against the winner, per record, averaged."""
    log_values = F.log_softmax(torch.from_numpy(data["heuristic_value"]) / temperature, dim=-1)
    return float(-(outcome_target(torch.from_numpy(data["outcome"])) * log_values).sum(-1).mean())


def split(data, holdout):
    """(training rows, held-out rows): the games numbered in the last `holdout` share are held out."""
    games = np.unique(data["game"])
    first = games[int(len(games) * (1 - holdout))]
    held = data["game"] >= first
    return ({k: v[~held] for k, v in data.items()}, {k: v[held] for k, v in data.items()})


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m catanlab.expert.holdout", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("chunks", nargs="+", help="chunk files or folders of one self-play run")
    p.add_argument("--out", required=True, help="the .nnue file to write")
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--heuristic-temperature", type=float, default=20.0)
    p.add_argument("--value-terms", action="store_true", help="the net reads the heuristic's terms too")
    p.add_argument("--passes", type=float, default=2.0)
    p.add_argument("--root-mix", type=float, default=0.0)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--holdout", type=float, default=0.05, help="share of the games held out")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    if not 0 < args.holdout < 1:
        p.error(f"--holdout {args.holdout}: a share of the games, strictly between 0 and 1")
    header, _ = read_chunk(chunk_paths(args.chunks)[0])
    game = catanlab.Game(header["ruleset"], header["num_players"], 0)
    train, held = split(load_chunks(args.chunks, expect={"ruleset": header["ruleset"]}), args.holdout)
    torch.manual_seed(args.seed)
    terms = nnue.value_terms_of(game) if args.value_terms else ()
    net = nnue.NnueNet(nnue.layout_of(game), hidden=args.hidden, heuristic_temperature=args.heuristic_temperature,
                       value_terms=terms)
    net.fit_input_scale(torch.from_numpy(train["obs"]))
    fitter = Fitter(net, lr=args.lr, batch_size=args.batch_size, root_mix=args.root_mix)
    start = time.time()
    before = fitter.evaluate(held)
    trained = fitter.train(train, args.passes, seed=args.seed)
    after = fitter.evaluate(held)
    nnue.export(net, args.out, meta={"holdout": args.holdout, "records": len(train["obs"])})
    result = {"out": args.out, "value_terms": list(terms), "records": len(train["obs"]),
              "held_out_records": len(held["obs"]), "held_out_games": len(np.unique(held["game"])),
              "heuristic_loss_outcome": heuristic_outcome_loss(held, args.heuristic_temperature),
              **{f"before_{k}": v for k, v in before.items()}, **{f"after_{k}": v for k, v in after.items()},
              "train_loss_outcome": trained["loss_outcome"], "seconds": time.time() - start}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
