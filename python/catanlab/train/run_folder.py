"""A training run's folder: what the loop writes, and how a resumed run finds its place.

RUN/config.json          the loop's options (a resumed run starts from them)
RUN/checkpoint.pt        weights, optimizer, last finished generation, time spent
RUN/models/gen-XXXX.pt   the exported net of each generation (gen-0000: random initialisation)
RUN/data/gen-XXXX/       the chunk files self-play wrote in that generation
RUN/results.jsonl        one JSON line per generation (scripts/plot_training.py reads it)
RUN/training.png         the learning curves
A generation counts as finished once the checkpoint says so; its results line
is written just before, so a line past the checkpoint's generation belongs to
an interrupted generation and is dropped on resume.
"""
import json
import os
from pathlib import Path

from catanlab.data import generation_dir


class RunFolder:
    def __init__(self, path):
        self.path = Path(path)
        self.config_file = self.path / "config.json"
        self.checkpoint = self.path / "checkpoint.pt"
        self.results = self.path / "results.jsonl"
        self.plot = self.path / "training.png"
        self.data = self.path / "data"

    def model(self, generation):
        return self.path / "models" / f"gen-{generation:04d}.pt"

    def chunks(self, generation):
        return generation_dir(self.data, generation)

    def exists(self):
        return self.config_file.exists()

    def create(self, config):
        if self.path.exists() and any(self.path.iterdir()):
            raise ValueError(f"run folder {self.path} exists but has no config.json: not a training run; "
                             f"name an empty or new folder")
        (self.path / "models").mkdir(parents=True, exist_ok=True)
        self.data.mkdir(exist_ok=True)
        self.write_config(config)

    def read_config(self):
        try:
            return json.loads(self.config_file.read_text())
        except (OSError, json.JSONDecodeError) as e:
            raise ValueError(f"run folder {self.path}: cannot read {self.config_file.name}: {e}") from e

    def write_config(self, config):
        tmp = self.config_file.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(config, indent=1, sort_keys=True) + "\n")
        os.replace(tmp, self.config_file)

    def rows(self):
        if not self.results.exists():
            return []
        return [json.loads(line) for line in self.results.read_text().splitlines() if line.strip()]

    def keep_rows_through(self, generation):
        """Drops results lines of generations after `generation` (an interrupted generation's)."""
        rows = self.rows()
        kept = [r for r in rows if r["generation"] <= generation]
        if len(kept) != len(rows):
            tmp = self.results.with_suffix(".jsonl.tmp")
            tmp.write_text("".join(json.dumps(r) + "\n" for r in kept))
            os.replace(tmp, self.results)

    def append_row(self, row):
        with open(self.results, "a") as f:
            f.write(json.dumps(row) + "\n")
