#!/usr/bin/env python3
"""Checks scripts/plot_arena.py and scripts/plot_training.py on the small
files in tests/data/: both write a PNG of a sensible size, the arena summary
matches the table `catanlab arena` printed for the same games (win counts,
mean VP, Plackett-Luce ratings), and bad input exits non-zero.
Exits 1 listing the failures."""
import importlib.util
import math
import pathlib
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"

# `catanlab arena --agents heuristic random ismcts:iters=40 ismcts:iters=200 --games 24 --seed 1
#  --json tests/data/arena_sample.jsonl` printed: wins, mean VP, PL Elo.
ARENA_TABLE = {"heuristic": (7, 7.33, 111), "random": (0, 2.58, -407), "ismcts:iters=40": (9, 7.75, 145),
               "ismcts:iters=200": (8, 8.25, 151)}


def png_size(path):
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", data[16:24])


def load(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    failures = []
    with tempfile.TemporaryDirectory(prefix="catanlab_plots_") as tmp:
        tmp = pathlib.Path(tmp)
        for script, data in (("plot_arena", "arena_sample.jsonl"), ("plot_training", "training_sample.jsonl")):
            out = tmp / f"{script}.png"
            done = subprocess.run([sys.executable, ROOT / "scripts" / f"{script}.py", DATA / data, "--out", out],
                                  capture_output=True, text=True)
            size = png_size(out) if out.exists() else None
            if done.returncode != 0 or size is None or min(size) < 300:
                failures.append(f"{script}: exit {done.returncode}, PNG size {size}: {done.stderr.strip()}")
        bad = tmp / "bad.jsonl"
        bad.write_text('{"loss": 1.0}\n')
        for script in ("plot_arena", "plot_training"):
            done = subprocess.run([sys.executable, ROOT / "scripts" / f"{script}.py", bad, "--out", tmp / "x.png"],
                                  capture_output=True, text=True)
            if done.returncode == 0:
                failures.append(f"{script}: accepted a line without its fields")

    arena = load("plot_arena")
    rows = {r["agent"]: r for r in arena.summarise(arena.read_games([DATA / "arena_sample.jsonl"]))}
    if set(rows) != set(ARENA_TABLE):
        failures.append(f"plot_arena: agents {sorted(rows)}")
    for agent, (wins, vp, rating) in ARENA_TABLE.items():
        r = rows.get(agent)
        if r and (r["wins"] != wins or abs(r["mean_vp"] - vp) > 0.005 or abs(r["rating"] - rating) > 0.5):
            failures.append(f"plot_arena: {agent}: {r['wins']} wins, VP {r['mean_vp']:.2f}, rating "
                            f"{r['rating']:+.1f}; the arena printed {wins}, {vp}, {rating:+d}")
    # Head to head, 3 wins to 1: Elo -400 log10(1/0.75 - 1) = +190.8, split +-half as the arena's table does.
    games = [{"agents": ["a", "b"], "winner": w, "vp": [10, 5], "rank": [1, 2] if w == 0 else [2, 1]}
             for w in (0, 0, 0, 1)]
    a, b = arena.summarise(games)
    if not (math.isclose(a["rating"], 95.42, abs_tol=0.01) and math.isclose(b["rating"], -95.42, abs_tol=0.01)):
        failures.append(f"plot_arena: head-to-head Elo {a['rating']:+.2f} / {b['rating']:+.2f}, expected +-95.42")

    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    if not failures:
        print("ok: both plots written; arena summary matches the arena's table")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
