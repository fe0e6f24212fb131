"""python -m catanlab.nnue.fresh RULES OUT [--players N] [--hidden H] [--seed S]

Exports an untrained NnueNet for a rule set: for benchmarks (the evaluation's cost depends on the
sizes, not on the weights' values) and as the first generation of a training run.
"""
import argparse

import torch

import catanlab
from catanlab.nnue import NnueNet, export, layout_of


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m catanlab.nnue.fresh",
                                     description="Exports an untrained NnueNet for a rule set.")
    parser.add_argument("rules")
    parser.add_argument("out")
    parser.add_argument("--players", type=int, default=0, help="seats (default: the rule set's default)")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    torch.manual_seed(args.seed)
    net = NnueNet(layout_of(catanlab.Game(args.rules, args.players, 0)), hidden=args.hidden)
    export(net, args.out, meta={"generation": 0, "fresh": True})


if __name__ == "__main__":
    main()
