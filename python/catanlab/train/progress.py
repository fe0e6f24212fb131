"""The loop's progress: a tqdm bar over generations (python3-tqdm) on a terminal, else plain lines.

phase(text) names what the current generation is doing; status(text) updates
it on the bar only (frequent news, e.g. games played, stays out of a log);
line(text) prints a finished generation's summary; advance() moves the bar.
"""
import subprocess
import sys
import warnings

try:
    from tqdm import tqdm
except ImportError:
    tqdm = None


class Progress:
    def __init__(self, total, done):
        # Without a terminal (a log file) a bar's redraws would bury the lines that matter.
        on_terminal = sys.stderr.isatty()
        self.bar = tqdm(total=total, initial=done, unit="gen", dynamic_ncols=True) if tqdm and on_terminal else None

    def phase(self, text):
        if self.bar is not None:
            self.bar.set_description(text)
        else:
            print(text, flush=True)

    def status(self, text):
        if self.bar is not None:
            self.bar.set_description(text)

    def line(self, text):
        if self.bar is not None:
            self.bar.write(text)
        else:
            print(text, flush=True)

    def advance(self):
        if self.bar is not None:
            self.bar.update(1)

    def close(self):
        if self.bar is not None:
            self.bar.close()
            sys.stderr.flush()


def plot_run(run, plotted, repo):
    """Draws the run's results among the metrics `plotted` into run.plot with repo's
    scripts/plot_training.py; a failed plot only warns, the run goes on."""
    script = repo / "scripts" / "plot_training.py"
    present = {k for row in run.rows() for k in row}
    metrics = [m for m in plotted if m in present]
    if not script.exists() or not metrics:
        return
    done = subprocess.run([sys.executable, str(script), str(run.results), "--out", str(run.plot),
                           "--metrics", ",".join(metrics)], capture_output=True, text=True)
    if done.returncode != 0:
        warnings.warn(f"plotting {run.plot} failed: {done.stderr.strip()}")
