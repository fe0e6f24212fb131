"""Self-play throughput with the default network (a fresh residual MLP, the
loop's default width and depth), one JSON line per setting:

  python -m catanlab.train.bench [--sims 64] [--games 64] [--slots 64 128] [--batch 64 128] [--json]

Positions per second counts the searched decisions written as training
records; every setting also reports its games in flight (slots), batch size,
the mean batch the network saw, evaluations per second and the cache's hit
rate. The net's weights do not matter to the speed, so no training is needed."""
import argparse
import json
import tempfile

import torch

import catanlab
from catanlab.train.export import export_model
from catanlab.train.model import CatanNet


def main():
    p = argparse.ArgumentParser(prog="python -m catanlab.train.bench", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rules", default="base")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--sims", type=int, default=64)
    p.add_argument("--games", type=int, default=64, help="games per setting")
    p.add_argument("--slots", type=int, nargs="+", default=[64])
    p.add_argument("--batch", type=int, nargs="+", default=[64])
    p.add_argument("--gumbel", action="store_true")
    p.add_argument("--turn-cap", type=int, default=200)
    p.add_argument("--set", action="append", default=[], help="rule-set option KEY=VALUE")
    p.add_argument("--json", action="store_true", help="JSON lines only")
    a = p.parse_args()
    options = {"turn_cap": a.turn_cap, **{k: int(v) for k, v in (kv.split("=", 1) for kv in a.set)}}
    game = catanlab.Game(a.rules, a.players, options=options)
    torch.manual_seed(0)
    net = CatanNet(game.observation_size, game.num_actions, a.players)
    with tempfile.TemporaryDirectory(prefix="catanlab-bench-") as tmp:
        model = f"{tmp}/default.pt"
        export_model(net, model, ruleset=a.rules, score_weight=0.25, generation=0)
        for slots in a.slots:
            for batch in a.batch:
                s = catanlab.selfplay(model, f"{tmp}/chunks-{slots}-{batch}", a.games, rules=a.rules,
                                      players=a.players, options=options, sims=a.sims, gumbel=a.gumbel,
                                      slots=slots, batch=batch, seed=1)
                row = {"bench": "selfplay", "rules": a.rules, "players": a.players, "sims": a.sims,
                       "gumbel": a.gumbel, "games": s["games"], "slots": slots, "batch": batch,
                       "threads": torch.get_num_threads(), "positions_per_s": round(s["records_per_s"], 1),
                       "evals_per_s": round(s["evals_per_s"]), "mean_batch": round(s["mean_batch"], 1),
                       "cache_hit_rate": round(s["cache_hit_rate"], 3),
                       "net_share": round(s["net_seconds"] / s["seconds"], 3), "seconds": round(s["seconds"], 1)}
                if a.json:
                    print(json.dumps(row), flush=True)
                else:
                    print(f"{slots} games in flight, batch {batch}, {a.sims} sims: {row['positions_per_s']} "
                          f"positions/s, {row['evals_per_s']} evals/s, mean batch {row['mean_batch']}, "
                          f"cache hits {row['cache_hit_rate']:.0%}, network {row['net_share']:.0%} of the time",
                          flush=True)


if __name__ == "__main__":
    main()
