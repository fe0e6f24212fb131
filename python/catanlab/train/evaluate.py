"""Evaluation in the C++ arena: one candidate agent against a field of one opponent, seat-rotated pods.

arena_games(agents, games=, ...) -> the per-game JSON lines of `catanlab arena --agents AGENTS... --json FILE`
arena_win_rate(candidate, opponent, games=, ...) -> {"win_rate", "win_rate_lo", "win_rate_hi", "games", "draws", "mean_vp"}
win_rate(lines, candidate) -> the same figures from arena_games' lines
plays CANDIDATE against OPPONENT in the other seats and counts the
candidate's wins from the per-game lines; the interval is Wilson's 95%. An arena
that refuses its input (exit 2: a model file that does not load, a net whose
outputs are not finite) raises ValueError with the arena's error; any other
failure RuntimeError.
"""
import json
import math
import os
import subprocess
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def arena_binary():
    """The catanlab CLI of the build tree the package uses (CATANLAB_BUILD, default build/)."""
    path = REPO / os.environ.get("CATANLAB_BUILD", "build") / "catanlab"
    if not path.is_file():
        raise FileNotFoundError(f"the arena binary {path} is missing: run scripts/setup.sh")
    return path


def wilson(wins, n, z=1.96):
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def arena_games(agents, *, games, rules="base", options=None, seed=1, threads=1, timeout=None):
    """The per-game JSON lines of `catanlab arena` between `agents`, one per seat (games rounded up to whole pods)."""
    cmd = [str(arena_binary()), "arena", "--rules", rules, "--agents", *agents]
    cmd += ["--games", str(games), "--seed", str(seed), "--threads", str(threads)]
    for key, value in (options or {}).items():
        cmd += ["--set", f"{key}={value}"]
    with tempfile.TemporaryDirectory(prefix="catanlab-eval-") as tmp:
        lines = Path(tmp) / "games.jsonl"
        done = subprocess.run(cmd + ["--json", str(lines)], capture_output=True, text=True, timeout=timeout)
        if done.returncode == 2:
            errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
            raise ValueError("arena: " + (errors[-1].removeprefix("error: ") if errors else done.stderr.strip()))
        if done.returncode != 0:
            raise RuntimeError(f"arena failed (exit {done.returncode}): {' '.join(cmd)}\n{done.stderr.strip()}")
        return [json.loads(line) for line in lines.read_text().splitlines() if line.strip()]


def arena_win_rate(candidate, opponent, *, games, players=4, rules="base", options=None, seed=1, threads=1,
                   timeout=None):
    """The candidate's win rate as one seat against players-1 copies of `opponent`."""
    results = arena_games([candidate] + [opponent] * (players - 1), games=games, rules=rules, options=options,
                          seed=seed, threads=threads, timeout=timeout)
    return win_rate(results, candidate)


def win_rate(results, candidate):
    """arena_win_rate's figures for `candidate` from arena_games' lines where it holds one seat."""
    wins = draws = 0
    vp = 0.0
    for game in results:
        seat = game["agents"].index(candidate)
        wins += game["winner"] == seat
        draws += game["winner"] is None
        vp += game["vp"][seat]
    n = len(results)
    lo, hi = wilson(wins, n)
    return {"win_rate": wins / n if n else 0.0, "win_rate_lo": lo, "win_rate_hi": hi, "games": n, "draws": draws,
            "mean_vp": vp / n if n else 0.0}
