"""The training loop, generation by generation:

  python -m catanlab.train.loop RUN_DIR [options]     (scripts/train.sh wraps it)

Generation g: self-play with the net of generation g-1 (C++ batched PUCT,
catanlab.selfplay; the first --first-generations use the --first-model
evaluator instead: "uniform" (a uniform prior and the heuristic's values) or
"heuristic" (the heuristic's one-ply values as the prior too), so their games
finish and teach something),
train on the chunks of the last --window generations, export
models/gen-g.pt, evaluate it in the arena every --eval-every generations (one
seat against three heuristic bots, and against three ISMCTS bots), append a
line to results.jsonl and redraw training.png. Sanity checks stop the loop with
exit status 3 when a generation collapses. Naming an existing run folder
resumes it: its config.json gives the options, the command line may change
those that do not shape the game or the network.
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
from catanlab.train.cluster import BUILTIN_MODELS, play_generation
from catanlab.train.evaluate import REPO, arena_win_rate
from catanlab.train.export import export_model
from catanlab.train.model import NETS, BoardGraphNet, CatanNet
from catanlab.train.progress import Progress, plot_run
from catanlab.train.run_config import game_options, resolve_config
from catanlab.train.run_folder import RunFolder
from catanlab.train.sanity import Collapse, check_selfplay, check_training
from catanlab.train.trainer import Trainer

# Options a resumed run keeps: they shape the game, the network or the seeds.
FIXED = ("rules", "players", "set", "turn_cap", "net", "width", "blocks", "channels", "rounds", "seed")
# Panels of training.png, in this order, when present.
PLOTTED = ("win_rate_vs_heuristic", "win_rate_vs_ismcts", "loss_policy", "loss_winner", "fresh_loss_winner",
           "loss_vp", "policy_entropy", "draw_rate", "mean_turns", "records_per_s")


def build_parser():
    """The parser and the defaults; options default to SUPPRESS so the explicit ones can be told apart."""
    p = argparse.ArgumentParser(prog="python -m catanlab.train.loop", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("run_dir", help="the run folder: created when new, resumed when it holds a run")
    defaults = {}

    def opt(group, name, default, help, **kw):
        dest = name.lstrip("-").replace("-", "_")
        defaults[dest] = default
        group.add_argument(name, default=argparse.SUPPRESS, help=f"{help} (default: {default})", **kw)

    g = p.add_argument_group("game")
    opt(g, "--rules", "base", "rule set", type=str)
    opt(g, "--players", 4, "seats", type=int)
    opt(g, "--turn-cap", 200, "a game still running after this many turns ends as a draw", type=int)
    opt(g, "--set", [], "rule-set option override KEY=VALUE (repeatable)", action="append")
    g = p.add_argument_group("self-play (catanlab.selfplay)")
    opt(g, "--games", 64, "self-play games per generation", type=int)
    opt(g, "--sims", 64, "search simulations per decision", type=int)
    opt(g, "--gumbel", False, "Gumbel root selection instead of PUCT with Dirichlet noise", action="store_true")
    opt(g, "--fast-sims", 0, "simulations of a fast search (playout cap randomisation; 0: off)", type=int)
    opt(g, "--full-search-prob", 1.0, "probability of a full search when --fast-sims is on", type=float)
    opt(g, "--temperature-moves", 30, "moves per game played in proportion to visits, then greedily", type=int)
    opt(g, "--dirichlet-alpha", 0.3, "root noise", type=float)
    opt(g, "--dirichlet-eps", 0.25, "root noise weight", type=float)
    opt(g, "--slots", 256, "games in flight", type=int)
    opt(g, "--batch", 128, "positions per network call", type=int)
    opt(g, "--threads", 0, "self-play threads (0: all cores)", type=int)
    opt(g, "--records-per-chunk", 4096, "records per chunk file", type=int)
    opt(g, "--first-model", "uniform", "the first generations' evaluator: 'uniform' (uniform prior, heuristic "
        "values), 'heuristic' (the heuristic's one-ply values as prior, heuristic values) or 'net' (the random "
        "gen-0000.pt)", choices=[*BUILTIN_MODELS, "net"])
    opt(g, "--first-generations", 1, "generations that self-play with --first-model; later ones with the "
        "previous generation's net", type=int)
    opt(g, "--selfplay-device", "cpu", "where self-play runs the net: cpu or cuda", type=str)
    opt(g, "--scheduler", None, "Dask scheduler tcp://HOST:PORT; self-play tasks run on its workers", type=str)
    opt(g, "--tasks", 0, "self-play tasks per generation on the cluster (0: one per worker thread)", type=int)
    g = p.add_argument_group("network and training")
    opt(g, "--net", "residual_mlp", "network: 'residual_mlp' over the observation, or 'board_graph' (reads the "
        "board by position with shared weights; rule sets of the standard family)", choices=list(NETS))
    opt(g, "--width", 256, "residual MLP width (board_graph: its trunk's)", type=int)
    opt(g, "--blocks", 3, "residual blocks (board_graph: its trunk's)", type=int)
    opt(g, "--channels", 64, "board_graph: features per hex, vertex and edge", type=int)
    opt(g, "--rounds", 3, "board_graph: message-passing rounds between intersections", type=int)
    opt(g, "--score-weight", 0.25, "weight of final VP / 10 in the search's values (rest: P(win))", type=float)
    opt(g, "--window", 4, "generations of self-play data trained on", type=int)
    opt(g, "--passes", 1.0, "passes over the window per generation (a record is trained on in --window "
        "generations: more passes memorise games)", type=float)
    opt(g, "--batch-size", 256, "training minibatch", type=int)
    opt(g, "--lr", 1e-3, "AdamW learning rate", type=float)
    opt(g, "--weight-decay", 1e-4, "AdamW weight decay", type=float)
    opt(g, "--value-weight", 1.0, "weight of the winner cross-entropy", type=float)
    opt(g, "--vp-weight", 1.0, "weight of the VP regression", type=float)
    opt(g, "--q-weight", 0.0, "weight of the values' squared error against the search's root values", type=float)
    opt(g, "--device", "cpu", "where training runs: cpu or cuda", type=str)
    g = p.add_argument_group("loop and evaluation")
    opt(g, "--generations", 30, "train until this generation", type=int)
    opt(g, "--time-limit", 0.0, "minutes: start no generation after this much loop time (0: none)", type=float)
    opt(g, "--seed", 1, "seed of the network, self-play and evaluation", type=int)
    opt(g, "--eval-every", 2, "evaluate every this many generations (and the last one; 0: never)", type=int)
    opt(g, "--eval-games", 40, "arena games against heuristic bots (0: none)", type=int)
    opt(g, "--ismcts-games", 20, "arena games against ISMCTS bots (0: none)", type=int)
    opt(g, "--ismcts", "ismcts:iters=1000,sel=puct,c=0.5,ptemp=1", "the ISMCTS opponents' spec", type=str)
    opt(g, "--eval-sims", 64, "simulations per decision of the evaluated net", type=int)
    opt(g, "--eval-device", "cpu", "where the evaluated net runs: cpu or cuda", type=str)
    opt(g, "--eval-threads", 0, "arena threads (0: all cores)", type=int)
    g = p.add_argument_group("sanity checks (0: off)")
    opt(g, "--max-draw-rate", 0.5, "stop when more self-play games than this hit the turn cap", type=float)
    opt(g, "--max-mean-decisions", 3000, "stop when self-play games average more decisions (the bounded trade "
        "protocol alone takes ~10 a turn early on)", type=float)
    opt(g, "--guard-from", 1, "first generation the draw-rate and decisions checks apply to (a net trained from "
        "scratch plays long games at first: with --first-model net, give it a few generations)", type=int)
    opt(g, "--min-entropy", 0.02, "stop when the policy's entropy (nats, decisions with a choice) falls below",
        type=float)
    return p, defaults


class Loop:
    def __init__(self, run, config):
        self.run, self.c = run, config
        self.options = game_options(config)
        game = catanlab.Game(config["rules"], config["players"], 0, self.options)  # bad rules/options fail here
        self.sizes = {"ruleset": config["rules"], "num_players": game.num_players,
                      "obs_size": game.observation_size, "num_actions": game.num_actions}
        if run.checkpoint.exists():
            net, optimizer_state, self.state = run.load_checkpoint(config["device"])
            arch = net.architecture
            if (arch["obs_size"], arch["num_actions"], arch["num_players"]) != (
                    game.observation_size, game.num_actions, game.num_players):
                raise ValueError(f"checkpoint {run.checkpoint}: its net is for obs {arch['obs_size']}, "
                                 f"{arch['num_actions']} actions, {arch['num_players']} players; the game has "
                                 f"{game.observation_size}, {game.num_actions}, {game.num_players}")
        else:
            torch.manual_seed(config["seed"])
            net = new_net(game, config)
            optimizer_state, self.state = None, {"generation": 0, "elapsed_s": 0.0}
            self.export(net, 0)
        self.trainer = Trainer(net, lr=config["lr"], weight_decay=config["weight_decay"],
                               batch_size=config["batch_size"], value_weight=config["value_weight"],
                               vp_weight=config["vp_weight"], q_weight=config["q_weight"],
                               score_weight=config["score_weight"], device=config["device"])
        if optimizer_state is not None:
            self.trainer.optimizer.load_state_dict(optimizer_state)
        else:
            run.save_checkpoint(net, self.trainer.optimizer, self.state)
        run.keep_rows_through(self.state["generation"])

    def export(self, net, generation):
        export_model(net, self.run.model(generation), ruleset=self.c["rules"], score_weight=self.c["score_weight"],
                     generation=generation)

    def selfplay_kwargs(self, generation):
        c = self.c
        return {"rules": c["rules"], "players": c["players"], "options": self.options, "sims": c["sims"],
                "gumbel": c["gumbel"], "dirichlet_alpha": c["dirichlet_alpha"], "dirichlet_eps": c["dirichlet_eps"],
                "temperature_moves": c["temperature_moves"], "fast_sims": c["fast_sims"],
                "full_search_prob": c["full_search_prob"], "slots": c["slots"], "batch": c["batch"],
                "threads": c["threads"], "records_per_chunk": c["records_per_chunk"], "generation": generation,
                "device": c["selfplay_device"]}

    def selfplay(self, g, row, progress):
        c = self.c
        out = self.run.chunks(g)
        if out.exists():  # an interrupted generation's partial data: play it again
            shutil.rmtree(out)
        teacher = g <= c["first_generations"] and c["first_model"] != "net"
        model = c["first_model"] if teacher else str(self.run.model(g - 1))
        stats = play_generation(model, out, c["games"], derive_seed(c["seed"], g), self.selfplay_kwargs(g),
                                c["scheduler"], c["tasks"],
                                on_game=lambda done: progress.status(f"gen {g}: self-play {done}/{c['games']} games"))
        # Every statistic self-play reports goes into the results line, its time as selfplay_s.
        row.update({k: v for k, v in stats.items() if k not in ("chunks", "seconds")},
                   selfplay_model=os.path.basename(model), selfplay_s=stats["seconds"],
                   draw_rate=stats["draws"] / max(1, stats["games"]))
        if g >= c["guard_from"]:
            check_selfplay(g, stats, c["max_draw_rate"], c["max_mean_decisions"])

    def train(self, g, row):
        c = self.c
        start = time.time()
        # The previous net on this generation's games, which it never trained on: how well it generalises
        # (a winner loss above log(P+1), chance, means the value head memorised its games).
        fresh = self.trainer.evaluate(load_chunks(self.run.chunks(g), expect=self.sizes))
        data = load_chunks(replay_window(self.run.data, g, c["window"]), expect=self.sizes)
        losses = self.trainer.train(data, c["passes"], seed=derive_seed(c["seed"], 1_000_000 + g))
        row.update(losses, **{f"fresh_{k}": v for k, v in fresh.items() if k != "loss"},
                   window_records=len(data["obs"]), train_s=time.time() - start)
        check_training(g, {k: v for k, v in row.items() if k.startswith(("loss", "fresh_", "policy_entropy"))},
                       c["min_entropy"])
        self.export(self.trainer.net, g)

    def evaluate(self, g, row):
        c = self.c
        start = time.time()
        spec = f"puct:model={self.run.model(g).resolve()},sims={c['eval_sims']}"
        if c["eval_device"] != "cpu":
            spec += f",device={c['eval_device']}"
        if c["gumbel"]:
            spec += ",gumbel=1"
        threads = c["eval_threads"] or os.cpu_count()
        for name, opponent, games in (("heuristic", "heuristic", c["eval_games"]),
                                      ("ismcts", c["ismcts"], c["ismcts_games"])):
            if games:
                result = arena_win_rate(spec, opponent, games=games, players=c["players"], rules=c["rules"],
                                        options=self.options, seed=c["seed"], threads=threads)
                row.update({eval_key(k, name): v for k, v in result.items()})
        row["eval_s"] = time.time() - start

    def generation(self, g, progress):
        row = {"generation": g}
        start = time.time()
        try:
            progress.phase(f"gen {g}: self-play")
            self.selfplay(g, row, progress)
            progress.phase(f"gen {g}: training")
            self.train(g, row)
            every = self.c["eval_every"]
            if every and (g % every == 0 or g == self.c["generations"]):
                progress.phase(f"gen {g}: arena")
                self.evaluate(g, row)
        except Collapse as e:
            row["collapse"] = str(e)
            self.run.append_row(row)
            raise
        self.state = {"generation": g, "elapsed_s": self.state["elapsed_s"] + time.time() - start}
        row["elapsed_s"] = self.state["elapsed_s"]
        self.run.append_row(row)
        self.run.save_checkpoint(self.trainer.net, self.trainer.optimizer, self.state)
        return row

    def loop(self):
        c = self.c
        first = self.state["generation"] + 1
        progress = Progress(c["generations"], min(first - 1, c["generations"]))
        try:
            for g in range(first, c["generations"] + 1):
                if c["time_limit"] and self.state["elapsed_s"] >= 60 * c["time_limit"]:
                    progress.line(f"time limit: {self.state['elapsed_s'] / 60:.1f} of {c['time_limit']:g} minutes "
                                  f"spent; stopping before generation {g}")
                    break
                row = self.generation(g, progress)
                progress.line(summary(row))
                plot_run(self.run, PLOTTED, REPO)
                progress.advance()
        finally:
            progress.close()


def new_net(game, config):
    """A freshly initialised net of the configured kind for `game`."""
    sizes = (game.observation_size, game.num_actions, game.num_players)
    if config["net"] == "board_graph":
        return BoardGraphNet(*sizes, game.board_graph(), channels=config["channels"], rounds=config["rounds"],
                             width=config["width"], blocks=config["blocks"])
    return CatanNet(*sizes, config["width"], config["blocks"])


def eval_key(key, opponent):
    """win_rate_lo -> win_rate_vs_heuristic_lo (plot_training.py shades KEY_lo..KEY_hi), games -> games_vs_heuristic."""
    if key.startswith("win_rate"):
        return key.replace("win_rate", f"win_rate_vs_{opponent}")
    return f"{key}_vs_{opponent}"


def summary(row):
    """One line for a finished generation."""
    text = (f"gen {row['generation']}: {row['games']} games, {row['records']} records "
            f"({row['records_per_s']:.0f}/s), draws {row['draw_rate']:.0%}, {row['mean_turns']:.0f} turns | "
            f"loss {row['loss']:.3f} (policy {row['loss_policy']:.3f}, winner {row['loss_winner']:.3f}, "
            f"vp {row['loss_vp']:.4f}), entropy {row['policy_entropy']:.2f}, "
            f"winner loss on the new games before training {row['fresh_loss_winner']:.3f}")
    for name in ("heuristic", "ismcts"):
        key = f"win_rate_vs_{name}"
        if key in row:
            text += f" | vs {name} {row[key]:.0%} [{row[key + '_lo']:.0%}, {row[key + '_hi']:.0%}]"
    return text


def main(argv=None):
    parser, defaults = build_parser()
    args = vars(parser.parse_args(argv))
    run = RunFolder(args.pop("run_dir"))
    try:
        config, resumed = resolve_config(run, args, defaults, FIXED)
        print(f"catanlab.train: {'resuming' if resumed else 'new run'} {run.path}", flush=True)
        Loop(run, config).loop()
    except Collapse as e:
        print(f"catanlab.train: STOPPED, generation collapsed: {e}", file=sys.stderr)
        return 3
    except (ValueError, FileNotFoundError) as e:  # bad options, run folder, model or chunks
        print(f"catanlab.train: error: {e}", file=sys.stderr)
        return 2
    print(f"catanlab.train: {run.results} and {run.plot}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
