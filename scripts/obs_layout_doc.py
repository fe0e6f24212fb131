#!/usr/bin/env python3
"""Prints a rule set's observation layout (game.observation_layout()) as the
markdown table of docs/python.md: `scripts/obs_layout_doc.py [RULES [PLAYERS]]`.
The rows of relative seats (and tiles) after the first are folded into one line each."""
import re
import sys

import catanlab


def fmt(x):
    return f"{x:g}"


def table(rules="base", players=0):
    g = catanlab.Game(rules, players)
    rows, offset, folded = [], 0, {}
    for seg in g.observation_layout():
        start, offset = offset, offset + seg["size"]
        m = re.match(r"([\w.]+)\[(\d+)\]\.", seg["name"])
        if m and m.group(2) != "0":
            key = m.group(1)
            if key not in folded:
                folded[key] = (len(rows), start)
                rows.append(None)
            row, first = folded[key]
            further = "relative seat, in turn order after the observer" if key.endswith("players") else "index"
            rows[row] = f"| {first}..{offset - 1} | `{key}[1..]` | as `{key}[0]` | the same entries for each further {further} |"
            continue
        rows.append(f"| {start}..{offset - 1} | `{seg['name']}` | [{fmt(seg['low'])}, {fmt(seg['high'])}] "
                    f"| {seg['meaning']} |")
    head = [f"`{rules}`, {g.num_players} players: {g.observation_size} entries.", "",
            "| entries | name | range | meaning |", "|---|---|---|---|"]
    return "\n".join(head + rows) + "\n"


if __name__ == "__main__":
    args = sys.argv[1:]
    sys.stdout.write(table(args[0] if args else "base", int(args[1]) if len(args) > 1 else 0))
