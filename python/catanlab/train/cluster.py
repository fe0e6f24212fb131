"""Self-play for one generation: in this process, or split into tasks on a Dask cluster.

play_generation(model, out_dir, games, seed, options, scheduler=None, tasks=0) -> merged stats
Without a scheduler it is one catanlab.selfplay call writing into out_dir. With
`scheduler` ("tcp://HOST:PORT", Debian's python3-distributed) the games are
split into tasks; each worker receives the model's bytes (workers need not see
this machine's disk), runs catanlab.selfplay into a temporary folder and sends
the chunk files back, which are written here under a temporary name and renamed.
"""
import os
import tempfile
import time
from pathlib import Path

import catanlab
from catanlab._catanlab import derive_seed

# Stats that add up across tasks; the means and rates are re-derived below.
SUMMED = ("games", "records", "decisions", "searches", "evals", "net_calls", "net_seconds", "cache_hits", "draws")


def split_games(games, tasks):
    """games split into `tasks` near-equal positive counts (fewer tasks if there are fewer games)."""
    tasks = max(1, min(tasks, games))
    return [games // tasks + (i < games % tasks) for i in range(tasks)]


def merge_stats(parts, seconds):
    """One stats dict (catanlab.selfplay's keys) for the tasks' stats; `seconds` is the generation's wall time."""
    merged = {**parts[0], **{k: sum(p[k] for p in parts) for k in SUMMED}}
    games = max(1, merged["games"])
    merged["mean_decisions"] = merged["decisions"] / games
    merged["mean_turns"] = sum(p["mean_turns"] * p["games"] for p in parts) / games
    merged["mean_batch"] = merged["evals"] / max(1, merged["net_calls"])
    # Cache lookups are hits / rate; a task with no hits adds no lookups to the count (rate 0 either way).
    lookups = sum(p["cache_hits"] / p["cache_hit_rate"] for p in parts if p["cache_hit_rate"] > 0)
    merged["cache_hit_rate"] = merged["cache_hits"] / lookups if lookups else 0.0
    merged["wins_by_seat"] = [sum(seat) for seat in zip(*(p["wins_by_seat"] for p in parts))]
    merged["chunks"] = [c for p in parts for c in p["chunks"]]
    merged["seconds"] = seconds
    for count in ("records", "searches", "evals"):
        merged[f"{count}_per_s"] = merged[count] / seconds if seconds > 0 else 0.0
    return merged


# Evaluators built into C++: a name, not a file.
BUILTIN_MODELS = ("uniform", "heuristic")


def selfplay_task(model, games, seed, kwargs):
    """Runs on a worker: (stats, [(chunk file name, bytes)]). `model` is a built-in evaluator's name or a
    model file's bytes."""
    with tempfile.TemporaryDirectory(prefix="catanlab-selfplay-") as tmp:
        if isinstance(model, bytes):
            path = os.path.join(tmp, "model.pt")
            Path(path).write_bytes(model)
            model = path
        out = os.path.join(tmp, "chunks")
        os.makedirs(out)
        stats = catanlab.selfplay(model, out, games, seed=seed, **kwargs)
        chunks = [(os.path.basename(c), Path(c).read_bytes()) for c in stats["chunks"]]
    return stats, chunks


def write_atomically(path, data):
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def store_chunks(out_dir, chunks):
    """Writes a task's (name, bytes) chunks into out_dir, each atomically; their paths.
    Two tasks naming the same chunk is an error, not an overwrite."""
    written = []
    for name, data in chunks:
        path = Path(out_dir) / name
        if path.exists():
            raise RuntimeError(f"two self-play tasks wrote the chunk name {name} (into {out_dir})")
        write_atomically(path, data)
        written.append(str(path))
    return written


def play_on_cluster(scheduler, model, out_dir, games, seed, kwargs, tasks=0):
    """The Dask half of play_generation; task i plays with seed derive_seed(seed, i)."""
    from distributed import Client

    out_dir = Path(out_dir)
    model_arg = model if model in BUILTIN_MODELS else Path(model).read_bytes()
    start = time.time()
    client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
    try:
        counts = split_games(games, tasks or sum(client.nthreads().values()))
        futures = [client.submit(selfplay_task, model_arg, n, derive_seed(seed, i), kwargs, pure=False)
                   for i, n in enumerate(counts)]
        parts = []
        for stats, chunks in client.gather(futures):
            parts.append({**stats, "chunks": store_chunks(out_dir, chunks)})
    finally:
        if client is not scheduler:
            client.close()
    return merge_stats(parts, time.time() - start)


def play_generation(model, out_dir, games, seed, kwargs, scheduler=None, tasks=0, on_game=None):
    """Stats of `games` self-play games by `model` (a model file, or a name in BUILTIN_MODELS) written into out_dir.
    kwargs are catanlab.selfplay's keyword arguments (rules, players, sims, ...) but seed and progress;
    on_game(games done) is called after each game in this process (not on a cluster)."""
    os.makedirs(out_dir, exist_ok=True)
    if scheduler is None:
        return catanlab.selfplay(str(model), str(out_dir), games, seed=seed, progress=on_game, **kwargs)
    return play_on_cluster(scheduler, model, out_dir, games, seed, kwargs, tasks)
