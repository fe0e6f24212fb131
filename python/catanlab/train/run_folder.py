"""A training run's folder: what the loop writes, and how a resumed run finds its place.

RUN/config.json          the loop's options (a resumed run starts from them)
RUN/checkpoint.pt        weights, optimizer, last finished generation, time spent
RUN/checkpoint-previous.pt  the checkpoint before it: a resume point when checkpoint.pt is damaged
RUN/models/gen-XXXX.pt   the exported net of each generation (gen-0000: random initialisation)
RUN/data/gen-XXXX/       the chunk files self-play wrote in that generation
RUN/results.jsonl        one JSON line per generation (scripts/plot_training.py reads it)
RUN/training.png         the learning curves
A generation counts as finished once the checkpoint says so; its results line
is written just before, so a line past the checkpoint's generation belongs to
an interrupted generation and is dropped on resume. Every file is written under
a temporary name and renamed into place, so a crash leaves the old file or the
new one, never half of one; a half-written last results line (from a crash of
an older catanlab) is dropped with a warning.
"""
import json
import os
import pickle
import shutil
import warnings
from pathlib import Path

from catanlab.data import generation_dir
from catanlab.train.export import load_checkpoint, save_checkpoint

# What torch.load raises on a damaged file past load_checkpoint's ValueError (which names the file).
DAMAGED = (EOFError, pickle.UnpicklingError, KeyError)


class RunFolder:
    def __init__(self, path):
        self.path = Path(path)
        self.config_file = self.path / "config.json"
        self.checkpoint = self.path / "checkpoint.pt"
        self.previous_checkpoint = self.path / "checkpoint-previous.pt"
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
        replace_text(self.config_file, json.dumps(config, indent=1, sort_keys=True) + "\n")

    def rows(self):
        return self._read_rows()[0]

    def _read_rows(self):
        """(the results lines as dicts, whether a torn last line was dropped)."""
        if not self.results.exists():
            return [], False
        lines = [(n, line) for n, line in enumerate(self.results.read_text().splitlines(), 1) if line.strip()]
        rows = []
        for k, (n, line) in enumerate(lines):
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                if k == len(lines) - 1:  # a crash while it was written
                    warnings.warn(f"{self.results}:{n}: dropping a half-written last line ({e})")
                    return rows, True
                raise ValueError(f"{self.results}:{n}: not a JSON line ({e}); mend or remove the line") from None
            if not isinstance(row, dict) or type(row.get("generation")) is not int:
                raise ValueError(f"{self.results}:{n}: not a results line, a JSON object with an integer "
                                 f"'generation'; mend or remove the line")
            rows.append(row)
        return rows, False

    def keep_rows_through(self, generation):
        """Drops results lines of generations after `generation` (an interrupted generation's), and a torn last line."""
        rows, torn = self._read_rows()
        kept = [r for r in rows if r["generation"] <= generation]
        if torn or len(kept) != len(rows):
            self._write_rows(kept)

    def append_row(self, row):
        self._write_rows(self.rows() + [row])

    def _write_rows(self, rows):
        replace_text(self.results, "".join(json.dumps(r) + "\n" for r in rows))

    def save_checkpoint(self, net, optimizer, state):
        """The checkpoint of a finished generation; the one it replaces stays as checkpoint-previous.pt."""
        if self.checkpoint.exists():
            tmp = self.previous_checkpoint.with_name(self.previous_checkpoint.name + ".tmp")
            shutil.copyfile(self.checkpoint, tmp)
            os.replace(tmp, self.previous_checkpoint)
        save_checkpoint(self.checkpoint, net, optimizer, state)

    def load_checkpoint(self, device):
        """(net, optimizer state, loop state) of the checkpoint; a damaged one is a ValueError that says how to resume."""
        try:
            return load_checkpoint(self.checkpoint, device)
        except ValueError as e:
            raise ValueError(f"{e}; {self._resume_hint(device)}") from None
        except DAMAGED as e:
            raise ValueError(f"checkpoint {self.checkpoint}: cannot read: {type(e).__name__}: {e}; "
                             f"{self._resume_hint(device)}") from None

    def _resume_hint(self, device):
        try:
            generation = load_checkpoint(self.previous_checkpoint, device)[2]["generation"]
        except (ValueError, *DAMAGED):
            return (f"{self.previous_checkpoint.name}, the one before it, is missing or damaged too: the nets of the "
                    f"finished generations (models/) are intact, but training cannot resume; start a new run folder")
        return (f"{self.previous_checkpoint} holds generation {generation}, the last good one: move it to "
                f"{self.checkpoint.name} (mv {self.previous_checkpoint} {self.checkpoint}) and run again to resume "
                f"after generation {generation}")


def replace_text(path, text):
    """Writes `path` whole under a temporary name, then renames it into place: a crash leaves the old file or the new."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)
