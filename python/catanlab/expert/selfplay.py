"""ISMCTS self-play for one generation: `catanlab selfplay --agent SPEC` (selfplay/ismcts_selfplay.h).

play_generation(binary, spec, out_dir, games, seed, settings, scheduler=None, tasks=0) -> stats
Without a scheduler it is one run of the CLI writing into out_dir, on all the
threads asked for. With `scheduler` ("tcp://HOST:PORT", Debian's
python3-distributed) the games are split into tasks as catanlab.train.cluster
splits the PUCT loop's; each worker runs the CLI of its own checkout (built by
scripts/setup.sh) into a temporary folder, with the best net's bytes sent
along (the spec names it as {model}), and the chunks come back here.
"""
import json
import os
import subprocess
import tempfile
import time
from pathlib import Path

from catanlab._catanlab import derive_seed
from catanlab.train.evaluate import arena_binary

# Stats that add up across tasks; the means and rates are derived again after.
SUMMED = ("games", "records", "decisions", "searches", "iterations", "draws")


def command(binary, spec, out_dir, games, seed, settings):
    """The CLI call; settings: rules, players, options, temperature_moves, record_prob, records_per_game, branch_prob,
    threads, records_per_chunk, generation."""
    s = settings
    cmd = [str(binary), "selfplay", "--agent", spec, "--out", str(out_dir), "--games", str(games), "--seed", str(seed),
           "--rules", s["rules"], "--temperature-moves", str(s["temperature_moves"]),
           "--record-prob", repr(float(s["record_prob"])), "--records-per-game", str(s["records_per_game"]),
           "--branch-prob", repr(float(s["branch_prob"])),
           "--threads", str(s["threads"]), "--records-per-chunk", str(s["records_per_chunk"]),
           "--generation", str(s["generation"]), "--quiet"]
    if s["players"]:
        cmd += ["--players", str(s["players"])]
    for key, value in s["options"].items():
        cmd += ["--set", f"{key}={value}"]
    return cmd


def run_cli(cmd):
    """The stats JSON the CLI prints; its refusal (exit 2) is a ValueError with its error line."""
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode == 2:
        errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
        raise ValueError("self-play: " + (errors[-1].removeprefix("error: ") if errors else done.stderr.strip()))
    if done.returncode != 0:
        raise RuntimeError(f"self-play failed (exit {done.returncode}): {' '.join(cmd)}\n{done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def selfplay_task(binary, spec, model, games, seed, settings):
    """Runs on a worker: (stats, [(chunk file name, bytes)]). `model` is the net's bytes, or None (no net yet);
    `binary` None: the worker's own build (catanlab.train.evaluate.arena_binary)."""
    binary = binary or arena_binary()
    with tempfile.TemporaryDirectory(prefix="catanlab-expert-") as tmp:
        if model is not None:
            path = os.path.join(tmp, "model.nnue")
            Path(path).write_bytes(model)
            spec = spec.replace("{model}", path)
        out = os.path.join(tmp, "chunks")
        stats = run_cli(command(binary, spec, out, games, seed, settings))
        chunks = [(os.path.basename(c), Path(c).read_bytes()) for c in stats["chunks"]]
    return stats, chunks


def merge_stats(parts, seconds):
    merged = {**parts[0], **{k: sum(p[k] for p in parts) for k in SUMMED}}
    games = max(1, merged["games"])
    merged["mean_decisions"] = merged["decisions"] / games
    merged["mean_turns"] = sum(p["mean_turns"] * p["games"] for p in parts) / games
    merged["wins_by_seat"] = [sum(seat) for seat in zip(*(p["wins_by_seat"] for p in parts))]
    merged["chunks"] = [c for p in parts for c in p["chunks"]]
    merged["seconds"] = seconds
    for count in ("records", "searches", "iterations"):
        merged[f"{count}_per_s"] = merged[count] / seconds if seconds > 0 else 0.0
    return merged


def play_on_cluster(scheduler, spec, model, out_dir, games, seed, settings, tasks):
    from distributed import Client

    from catanlab.train.cluster import split_games, store_chunks

    model_bytes = Path(model).read_bytes() if model else None
    task_spec = spec.replace(str(model), "{model}") if model else spec
    start = time.time()
    client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
    try:
        counts = split_games(games, tasks or sum(client.nthreads().values()))
        futures = [client.submit(selfplay_task, None, task_spec, model_bytes, n, derive_seed(seed, i),
                                 {**settings, "threads": 1}, pure=False) for i, n in enumerate(counts)]
        parts = []
        for stats, chunks in client.gather(futures):
            parts.append({**stats, "chunks": store_chunks(out_dir, chunks)})
    finally:
        if client is not scheduler:
            client.close()
    return merge_stats(parts, time.time() - start)


def play_generation(binary, spec, out_dir, games, seed, settings, *, model=None, scheduler=None, tasks=0):
    """Stats of `games` games of `spec` at every seat, their records written into out_dir. `model` is the net
    file the spec names, if any (sent to the workers on a cluster)."""
    os.makedirs(out_dir, exist_ok=True)
    if scheduler is None:
        return run_cli(command(binary, spec, out_dir, games, seed, settings))
    return play_on_cluster(scheduler, spec, model, out_dir, games, seed, settings, tasks)
