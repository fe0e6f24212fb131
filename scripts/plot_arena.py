#!/usr/bin/python3
"""Plots arena results: each agent's win rate with its 95% Wilson interval,
and the rating table (games, win %, mean VP, finishing ranks, rating), as PNG.

  scripts/plot_arena.py RESULTS.jsonl [MORE.jsonl ...] --out arena.png

Input: the JSON lines of `catanlab arena --json FILE`, one game per line:
  {"rules": "base", "agents": ["heuristic", "random", ...],   the spec in each seat
   "winner": 2 or null (a draw), "vp": [8, 2, 10], "rank": [2, 3, 1], ...}
Agents are told apart by their spec, so two seats with the same spec count
as one agent. Ratings are computed as the arena computes them
(selfplay/ratings.cpp): head-to-head Elo for two agents, split +-half;
Plackett-Luce on the finishing order (Hunter's MM, one virtual win and loss
per agent) for more, on the Elo scale with mean 0.
Uses Debian's python3-matplotlib (Agg backend: no display needed)."""
import argparse
import json
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

Z95 = 1.959963984540054


def read_games(paths):
    games = []
    for path in paths:
        with open(path) as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    continue
                g = json.loads(line)
                for key in ("agents", "vp", "rank"):
                    if key not in g:
                        sys.exit(f"{path}:{n}: no '{key}': not a line of `catanlab arena --json`")
                games.append(g)
    if not games:
        sys.exit("no games in " + ", ".join(paths))
    return games


def wilson95(k, n):
    if n <= 0:
        return 0.0, 1.0
    p, z2 = k / n, Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def plackett_luce(m, rankings, prior=1.0):
    """Strengths on the Elo scale, mean 0; rankings are lists of tied groups, best first."""
    gamma, wins = [1.0] * m, [prior] * m
    for r in rankings:
        for group in r[:-1]:
            for i in group:
                wins[i] += 1
    for _ in range(10000):
        denom = [2 * prior / (g + 1.0) for g in gamma]
        for r in rankings:
            remaining = sum(gamma[i] for group in r for i in group)
            acc = 0.0
            for group in r[:-1]:
                acc += len(group) / remaining
                for i in group:
                    denom[i] += acc
                    remaining -= gamma[i]
            for i in r[-1]:
                denom[i] += acc
        new = [max(wins[i] / denom[i], 1e-300) if denom[i] > 0 else gamma[i] for i in range(m)]
        change = max(abs(math.log(new[i] / gamma[i])) for i in range(m))
        gamma = new
        if change < 1e-12:
            break
    elo = [400 * math.log10(g) for g in gamma]
    mean = sum(elo) / m
    return [e - mean for e in elo]


def summarise(games):
    """One row per agent spec, in order of first appearance."""
    names = []
    for g in games:
        for spec in g["agents"]:
            if spec not in names:
                names.append(spec)
    seats = len(games[0]["agents"])
    rows = {a: {"agent": a, "games": 0, "wins": 0, "draws": 0, "vp": 0, "ranks": [0] * seats} for a in names}
    rankings = []
    for g in games:
        for s, spec in enumerate(g["agents"]):
            row = rows[spec]
            row["games"] += 1
            row["wins"] += g["winner"] == s
            row["draws"] += g["winner"] is None
            row["vp"] += g["vp"][s]
            row["ranks"][g["rank"][s] - 1] += 1
        order = [[names.index(g["agents"][s]) for s in range(seats) if g["rank"][s] == k] for k in range(1, seats + 1)]
        rankings.append([group for group in order if group])
    if len(names) == 2:  # head to head: the Elo of the first over the second, as the arena reports it
        first = rows[names[0]]
        score = (first["wins"] + 0.5 * first["draws"]) / first["games"]
        elo = math.copysign(math.inf, score - 0.5) if score in (0, 1) else -400 * math.log10(1 / score - 1)
        ratings = [elo / 2, -elo / 2]
    else:
        ratings = plackett_luce(len(names), rankings)
    out = []
    for a, rating in zip(names, ratings):
        row = rows[a]
        row["win_rate"] = row["wins"] / row["games"]
        row["ci"] = wilson95(row["wins"], row["games"])
        row["mean_vp"] = row["vp"] / row["games"]
        row["rating"] = rating
        out.append(row)
    return out


def plot(games, rows, out):
    fig, (bars, table) = plt.subplots(1, 2, figsize=(13, 1.6 + 0.55 * len(rows)),
                                      gridspec_kw={"width_ratios": [1, 1.6]})
    y = list(range(len(rows)))[::-1]
    rates = [100 * r["win_rate"] for r in rows]
    # max(0, ...): at 0% or 100% the interval's end equals the rate up to rounding.
    err = [[max(0, 100 * (r["win_rate"] - r["ci"][0])) for r in rows],
           [max(0, 100 * (r["ci"][1] - r["win_rate"])) for r in rows]]
    bars.barh(y, rates, xerr=err, capsize=4, color="#4f8fce", ecolor="#222")
    seats = len(games[0]["agents"])
    bars.axvline(100 / seats, color="#888", linestyle="--", linewidth=1, label=f"1 in {seats}: equal strength")
    bars.set_yticks(y, [r["agent"] for r in rows])
    bars.set_xlim(0, 100)
    bars.set_xlabel("win % (95% Wilson interval)")
    bars.legend(loc="lower right", fontsize=8)

    table.axis("off")
    rating = "Elo" if len(rows) == 2 else "PL Elo"
    cells = [[r["agent"], r["games"], f"{100 * r['win_rate']:.1f} [{100 * r['ci'][0]:.1f}, {100 * r['ci'][1]:.1f}]",
              f"{r['mean_vp']:.2f}", " ".join(f"{100 * k / r['games']:.0f}%" for k in r["ranks"]),
              f"{r['rating']:+.0f}"] for r in rows]
    t = table.table(cellText=cells, colLabels=["agent", "games", "win % (95% CI)", "mean VP", "ranks 1st..", rating],
                    loc="center", cellLoc="left", colLoc="left")
    t.auto_set_font_size(False)
    t.set_fontsize(9)
    t.scale(1, 1.5)
    t.auto_set_column_width(range(6))
    draws = sum(g["winner"] is None for g in games)
    fig.suptitle(f"arena: {games[0].get('rules', '?')}, {len(games)} games, {draws} draws")
    fig.tight_layout()
    fig.savefig(out, dpi=110)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", nargs="+", help="JSON lines from `catanlab arena --json`")
    ap.add_argument("--out", required=True, help="PNG file to write")
    args = ap.parse_args()
    games = read_games(args.results)
    rows = summarise(games)
    plot(games, rows, args.out)
    for r in rows:
        print(f"{r['agent']:<28} {r['games']:>5} games  win {100 * r['win_rate']:5.1f}%  VP {r['mean_vp']:5.2f}"
              f"  rating {r['rating']:+.0f}")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
