#!/usr/bin/python3
"""Plots training curves: one panel per metric against the generation, as PNG.

  scripts/plot_training.py CURVES.jsonl --out training.png [--metrics loss,win_rate]

Input: JSON lines, one per generation (or any step that counts up):
  {"generation": 3, "loss": 1.42, "win_rate": 0.31, "win_rate_lo": 0.27, "win_rate_hi": 0.35}
Every other numeric key is a metric with its own panel; a pair KEY_lo and
KEY_hi shades an interval around KEY (e.g. the 95% CI of a win rate). Missing
keys on a line are gaps, so metrics measured every few generations mix with
those measured every one. Uses Debian's python3-matplotlib (Agg backend)."""
import argparse
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def read_curves(path):
    """{metric: [(generation, value, lo, hi)]} in file order; lo and hi may be None."""
    curves = {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if not isinstance(row.get("generation"), (int, float)):
                sys.exit(f"{path}:{n}: every line needs a numeric 'generation'")
            for key, value in row.items():
                if key == "generation" or key.endswith(("_lo", "_hi")) or not isinstance(value, (int, float)):
                    continue
                curves.setdefault(key, []).append((row["generation"], value, row.get(key + "_lo"),
                                                   row.get(key + "_hi")))
    if not curves:
        sys.exit(f"{path}: no metrics")
    return curves


def plot(curves, out, title):
    fig, axes = plt.subplots(len(curves), 1, figsize=(8, 2.4 * len(curves)), sharex=True, squeeze=False)
    for ax, (metric, points) in zip(axes[:, 0], curves.items()):
        x = [p[0] for p in points]
        ax.plot(x, [p[1] for p in points], marker="o", markersize=3, color="#1f5fbf")
        band = [p for p in points if p[2] is not None and p[3] is not None]
        if band:
            ax.fill_between([p[0] for p in band], [p[2] for p in band], [p[3] for p in band], color="#1f5fbf",
                            alpha=0.2, linewidth=0, label="interval")
            ax.legend(loc="best", fontsize=8)
        ax.set_ylabel(metric)
        ax.grid(alpha=0.3)
    axes[-1, 0].set_xlabel("generation")
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(out, dpi=110)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("curves", help="JSON lines, one per generation")
    ap.add_argument("--out", required=True, help="PNG file to write")
    ap.add_argument("--metrics", help="comma-separated metrics to draw, in this order (default: all)")
    args = ap.parse_args()
    curves = read_curves(args.curves)
    if args.metrics:
        wanted = args.metrics.split(",")
        unknown = [m for m in wanted if m not in curves]
        if unknown:
            sys.exit(f"--metrics: {', '.join(unknown)} not in {args.curves} (has {', '.join(curves)})")
        curves = {m: curves[m] for m in wanted}
    plot(curves, args.out, f"training: {args.curves.rsplit('/', 1)[-1]}")
    print(f"wrote {args.out}: {', '.join(f'{m} ({len(p)} points)' for m, p in curves.items())}")


if __name__ == "__main__":
    main()
