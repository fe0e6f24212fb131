"""Expert iteration over ISMCTS, generation by generation, for any rule set:

  python -m catanlab.expert.loop --rules R [RUN] [options]     (scripts/train.sh wraps it)

Generation g: ISMCTS self-play with the best searcher so far (at first the
heuristic leaf; once a net is promoted, ISMCTS with that net's leaf:
`leaf=net,model=models/gen-B.nnue`, and its prior with --net-prior), every
seat the same spec, records the root's visit shares and values
(`catanlab selfplay --agent`); an NnueNet (catanlab.nnue) trains on the
chunks of the last --window generations, continuing from its weights; it is
exported to models/gen-g.nnue; the gate plays it against the best in the
arena at --gate-budget per decision and promotes it when it wins
significantly (catanlab.expert.gate); every --eval-every generations it also
plays one seat against heuristic-leaf ISMCTS at the same budget. A JSON line
per generation goes to results.jsonl, the curves to training.png. Naming an
existing run folder resumes it after its last finished generation; the
command line may change the options that shape neither the game nor the net.
"""
import argparse
import os
import shutil
import sys
import time

import torch

import catanlab
from catanlab._catanlab import derive_seed
from catanlab.data import load_chunks, replay_window
from catanlab.expert import specs
from catanlab.expert.fit import Fitter
from catanlab.expert.gate import gate
from catanlab.expert.run_folder import ExpertRun
from catanlab.expert.selfplay import play_generation
from catanlab.train.evaluate import REPO, arena_binary, arena_win_rate, win_rate
from catanlab.train.progress import Progress, plot_run
from catanlab.train.run_config import game_options, resolve_config
from catanlab.train.sanity import Collapse, check_training

# Options a resumed run keeps: they shape the game or the network.
FIXED = ("rules", "players", "set", "turn_cap", "hidden", "heuristic_temperature", "value_terms", "seed")
# Panels of training.png, in this order, when present.
PLOTTED = ("win_rate_vs_ismcts", "gate_win_share", "best", "loss_policy", "loss_value", "fresh_loss_outcome",
           "policy_entropy", "draw_rate", "mean_turns", "selfplay_s")
# --quick: one tiny generation, for tests and a first look (explicit options still win).
QUICK = {"games": 2, "search": "ismcts:iters=10", "turn_cap": 30, "records_per_game": 16, "hidden": 16,
         "gate_games": 1, "gate_budget": "iters=10", "eval_games": 1, "generations": 1, "threads": 1,
         "time_limit": 0.0}


def build_parser():
    """The parser and the defaults; options default to SUPPRESS so the explicit ones can be told apart."""
    p = argparse.ArgumentParser(prog="python -m catanlab.expert.loop", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("run", nargs="?", help="the run folder, created when new and resumed when it holds a run; a "
                   "name without a / means runs/NAME (default: runs/RULES)")
    defaults = {}

    def opt(group, name, default, help, **kw):
        dest = name.lstrip("-").replace("-", "_")
        defaults[dest] = default
        group.add_argument(name, default=argparse.SUPPRESS, help=f"{help} (default: {default})", **kw)

    g = p.add_argument_group("game")
    opt(g, "--rules", "base", "rule set (catanlab rules lists them)", type=str)
    opt(g, "--players", 0, "seats (0: the rule set's default)", type=int)
    opt(g, "--turn-cap", 200, "a game still running after this many turns ends as a draw", type=int)
    opt(g, "--set", [], "rule-set option override KEY=VALUE (repeatable)", action="append")
    g = p.add_argument_group("self-play (catanlab selfplay --agent)")
    opt(g, "--games", 100, "self-play games per generation", type=int)
    opt(g, "--search", "ismcts:iters=300,sel=puct,c=0.5,ptemp=1", "the ISMCTS spec of self-play and the gate "
        "(PUCT with the heuristic's prior: docs/experiments/base_arena.md); the loop adds the leaf (the heuristic's, "
        "then the best net's)", type=str)
    opt(g, "--net-prior", False, "the nets give the search's prior too (sel=puct,prior=net)", action="store_true")
    opt(g, "--temperature-moves", 20, "decisions per game drawn in proportion to the root's visits", type=int)
    opt(g, "--record-prob", 1.0, "share of searched decisions recorded", type=float)
    opt(g, "--records-per-game", 128, "at most this many records a game, drawn uniformly over it (0: all)", type=int)
    opt(g, "--branch-prob", 0.0, "share of records taken instead after a uniformly drawn legal action and labelled "
        "by playing on from there: value targets where a search looks (docs/training.md)", type=float)
    opt(g, "--threads", 0, "threads of self-play and the arena (0: all cores)", type=int)
    opt(g, "--records-per-chunk", 4096, "records per chunk file", type=int)
    opt(g, "--scheduler", None, "Dask scheduler tcp://HOST:PORT; self-play tasks run on its workers", type=str)
    opt(g, "--tasks", 0, "self-play tasks per generation on the cluster (0: one per worker thread)", type=int)
    g = p.add_argument_group("network and training")
    opt(g, "--hidden", 128, "NnueNet hidden width", type=int)
    opt(g, "--heuristic-temperature", 0.0, "T > 0: the net's value logits are added to the heuristic's seat "
        "values / T, so it learns what the hand-written value misses (docs/agents.md); 0: the net alone",
        type=float)
    opt(g, "--value-terms", False, "the net reads the heuristic's value terms too, each weighted by the position "
        "(needs --heuristic-temperature; docs/agents.md)", action="store_true")
    opt(g, "--window", 4, "generations of self-play data trained on", type=int)
    opt(g, "--passes", 1.0, "passes over the window per generation (a record is trained on in --window "
        "generations)", type=float)
    opt(g, "--batch-size", 256, "training minibatch", type=int)
    opt(g, "--lr", 1e-3, "AdamW learning rate", type=float)
    opt(g, "--weight-decay", 1e-4, "AdamW weight decay", type=float)
    opt(g, "--root-mix", 0.9, "value target: this much of the search's root value, the rest the game's outcome "
        "(a hundred games' outcomes are memorised, not learned: docs/experiments/nnue_base.md)", type=float)
    g = p.add_argument_group("gate and evaluation (catanlab arena)")
    opt(g, "--gate-games", 40, "games of each gate arena (rounded up to whole pods)", type=int)
    opt(g, "--gate-budget", "iters=300", "search budget per decision of both sides at the gate and the "
        "evaluation: iters=N (equal iterations, repeatable), time=MS (equal time) or both", type=str)
    opt(g, "--gate-z", 1.645, "promote when the Wilson lower bound at this z of the win share is above 1/2",
        type=float)
    opt(g, "--eval-every", 1, "every this many generations, the candidate against heuristic-leaf ISMCTS (0: never)",
        type=int)
    opt(g, "--eval-games", 40, "games of that evaluation", type=int)
    g = p.add_argument_group("loop")
    opt(g, "--generations", 100, "train until this generation", type=int)
    opt(g, "--time-limit", 180.0, "minutes: start no generation that would end past this much loop time, "
        "judged by the last one's (0: none)", type=float)
    opt(g, "--seed", 1, "seed of the network, self-play and the arenas", type=int)
    p.add_argument("--quick", action="store_true", help="one tiny generation (tests, a first look): "
                   + ", ".join(f"--{k.replace('_', '-')} {v}" for k, v in QUICK.items()))
    return p, defaults


def check_config(c):
    """Refuses options the loop cannot run with, naming them."""
    positive = ("games", "hidden", "window", "batch_size", "gate_games")
    bad = [k for k in positive if c[k] < 1]
    bad += [k for k in ("players", "turn_cap", "records_per_game", "eval_every", "eval_games", "threads", "tasks",
                        "generations")
            if c[k] < 0]
    bad += [k for k in ("passes", "lr", "time_limit", "gate_z", "heuristic_temperature") if not c[k] >= 0]
    bad += [k for k in ("record_prob", "branch_prob", "root_mix") if not 0 <= c[k] <= 1]
    if c["value_terms"] and not c["heuristic_temperature"] > 0:
        bad.append("value_terms")
    if bad:
        raise ValueError("bad option values: " + ", ".join(f"--{k.replace('_', '-')} {c[k]}" for k in bad))
    specs.check_search(c["search"])
    specs.budget(c["search"], c["gate_budget"])


class Loop:
    def __init__(self, run, config):
        from catanlab import nnue  # the evaluator's Python side (its own package)

        self.nnue = nnue
        self.run, self.c = run, config
        self.options = game_options(config)
        game = catanlab.Game(config["rules"], config["players"], 0, self.options)  # bad rules/options fail here
        self.players = game.num_players
        self.layout = nnue.layout_of(game)
        self.sizes = {"ruleset": config["rules"], "num_players": self.players,
                      "obs_size": game.observation_size, "num_actions": game.num_actions}
        torch.manual_seed(config["seed"])
        terms = nnue.value_terms_of(game) if config["value_terms"] else ()
        net = nnue.NnueNet(self.layout, hidden=config["hidden"], heuristic_temperature=config["heuristic_temperature"],
                           value_terms=terms)
        self.fitter = Fitter(net, lr=config["lr"], weight_decay=config["weight_decay"],
                             batch_size=config["batch_size"], root_mix=config["root_mix"])
        if run.checkpoint.exists():
            self.state = run.load_checkpoint(net, self.fitter.optimizer, self.layout)
        else:
            self.state = {"generation": 0, "best": 0, "elapsed_s": 0.0, "last_s": 0.0}
            run.save_checkpoint(net, self.fitter.optimizer, self.layout, self.state)
        run.keep_rows_through(self.state["generation"])
        self.binary = arena_binary()

    def searcher(self, generation):
        """The self-play and gate spec of a generation's searcher; generation 0: the heuristic leaf."""
        if generation == 0:
            return self.c["search"]
        return specs.net_spec(self.c["search"], str(self.run.model(generation).resolve()), self.c["net_prior"])

    def selfplay(self, g, row):
        c = self.c
        out = self.run.chunks(g)
        if out.exists():  # an interrupted generation's partial data: play it again
            shutil.rmtree(out)
        best = self.state["best"]
        settings = {"rules": c["rules"], "players": self.players, "options": self.options,
                    "temperature_moves": c["temperature_moves"], "record_prob": c["record_prob"],
                    "records_per_game": c["records_per_game"], "branch_prob": c["branch_prob"], "threads": c["threads"],
                    "records_per_chunk": c["records_per_chunk"], "generation": g}
        stats = play_generation(self.binary, self.searcher(best), out, c["games"], derive_seed(c["seed"], g), settings,
                                model=self.run.model(best) if best else None, scheduler=c["scheduler"],
                                tasks=c["tasks"])
        row.update({k: v for k, v in stats.items() if k not in ("chunks", "seconds", "agent", "wins_by_seat")},
                   selfplay_best=best, selfplay_s=stats["seconds"], draw_rate=stats["draws"] / max(1, stats["games"]))
        if stats["records"] == 0:
            raise Collapse(f"generation {g}: self-play wrote no records ({stats['games']} games)")

    def train(self, g, row):
        c = self.c
        start = time.time()
        # The net before this generation on its new games, which it never trained on: how well it generalises.
        fresh = self.fitter.evaluate(load_chunks(self.run.chunks(g), expect=self.sizes))
        data = load_chunks(replay_window(self.run.data, g, c["window"]), expect=self.sizes)
        if self.state["generation"] == 0:  # the net's fixed input scale, from the first data it sees
            self.fitter.net.fit_input_scale(torch.from_numpy(data["obs"]))
        losses = self.fitter.train(data, c["passes"], seed=derive_seed(c["seed"], 1_000_000 + g))
        row.update(losses, **{f"fresh_{k}": v for k, v in fresh.items() if k != "loss"},
                   window_records=len(data["obs"]), train_s=time.time() - start)
        check_training(g, {k: v for k, v in row.items() if k.startswith(("loss", "fresh_", "policy_entropy"))}, 0)
        self.nnue.export(self.fitter.net, str(self.run.model(g)))

    def arenas(self, g, row):
        c = self.c
        start = time.time()
        threads = c["threads"] or os.cpu_count()
        candidate = specs.budget(self.searcher(g), c["gate_budget"])
        best = specs.budget(self.searcher(self.state["best"]), c["gate_budget"])
        common = {"rules": c["rules"], "options": self.options, "seed": derive_seed(c["seed"], 2_000_000 + g),
                  "threads": threads}
        figures, alone = gate(candidate, best, games=c["gate_games"], players=self.players, z=c["gate_z"], **common)
        row.update(figures)
        if c["eval_every"] and c["eval_games"] and (g % c["eval_every"] == 0 or g == c["generations"]):
            heuristic = specs.budget(self.searcher(0), c["gate_budget"])
            if best == heuristic and c["eval_games"] == c["gate_games"]:  # the gate's first arena is this one
                result = win_rate(alone, candidate)
            else:
                result = arena_win_rate(candidate, heuristic, games=c["eval_games"], players=self.players, **common)
            row.update({k.replace("win_rate", "win_rate_vs_ismcts") if k.startswith("win_rate") else f"{k}_vs_ismcts": v
                        for k, v in result.items()})
        row["arena_s"] = time.time() - start

    def generation(self, g, progress):
        row = {"generation": g}
        start = time.time()
        progress.phase(f"gen {g}: self-play")
        self.selfplay(g, row)
        progress.phase(f"gen {g}: training")
        self.train(g, row)
        progress.phase(f"gen {g}: gate")
        self.arenas(g, row)
        best = g if row["promoted"] else self.state["best"]
        spent = time.time() - start
        self.state = {"generation": g, "best": best, "elapsed_s": self.state["elapsed_s"] + spent, "last_s": spent}
        row.update(best=best, generation_s=spent, elapsed_s=self.state["elapsed_s"])
        self.run.append_row(row)
        self.run.save_checkpoint(self.fitter.net, self.fitter.optimizer, self.layout, self.state)
        return row

    def loop(self):
        c = self.c
        first = self.state["generation"] + 1
        progress = Progress(c["generations"], min(first - 1, c["generations"]))
        try:
            for g in range(first, c["generations"] + 1):
                spent, last = self.state["elapsed_s"], self.state["last_s"]
                if c["time_limit"] and spent + last > 60 * c["time_limit"]:
                    progress.line(f"time limit: {spent / 60:.1f} of {c['time_limit']:g} minutes spent, the last "
                                  f"generation took {last / 60:.1f}; stopping before generation {g}")
                    break
                row = self.generation(g, progress)
                progress.line(summary(row))
                plot_run(self.run, PLOTTED, REPO)
                progress.advance()
        finally:
            progress.close()


def summary(row):
    """One line for a finished generation."""
    text = (f"gen {row['generation']}: {row['games']} games, {row['records']} records, draws {row['draw_rate']:.0%}, "
            f"{row['mean_turns']:.0f} turns | loss policy {row['loss_policy']:.3f} value {row['loss_value']:.3f} "
            f"(outcome before training {row['fresh_loss_outcome']:.3f}) | gate {row['gate_win_share']:.0%} "
            f"[{row['gate_win_share_lo']:.0%}, {row['gate_win_share_hi']:.0%}] of {row['gate_games']} games: "
            f"{'promoted' if row['promoted'] else 'kept'} gen {row['best']}")
    if "win_rate_vs_ismcts" in row:
        text += (f" | vs heuristic ISMCTS {row['win_rate_vs_ismcts']:.0%} [{row['win_rate_vs_ismcts_lo']:.0%}, "
                 f"{row['win_rate_vs_ismcts_hi']:.0%}]")
    return text + f" | {row['generation_s'] / 60:.1f} min"


def main(argv=None):
    parser, defaults = build_parser()
    args = vars(parser.parse_args(argv))
    name = args.pop("run") or args.get("rules", defaults["rules"])
    run = ExpertRun(name if "/" in name else os.path.join("runs", name))
    if args.pop("quick"):
        defaults = {**defaults, **QUICK}
    try:
        config, resumed = resolve_config(run, args, defaults, FIXED, check_config)
        print(f"catanlab.expert: {'resuming' if resumed else 'new run'} {run.path}", flush=True)
        Loop(run, config).loop()
    except Collapse as e:
        print(f"catanlab.expert: STOPPED: {e}", file=sys.stderr)
        return 3
    except (ValueError, FileNotFoundError) as e:  # bad options, run folder, model or chunks
        print(f"catanlab.expert: error: {e}", file=sys.stderr)
        return 2
    print(f"catanlab.expert: {run.results} and {run.plot}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
