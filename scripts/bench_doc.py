"""Writes docs/benchmarks.md from scripts/bench.sh's JSON lines: python3 scripts/bench_doc.py bench.jsonl

Every figure in the page comes from the file; the text around them says how they were taken.
"""
import json
import statistics
import sys

# The goals of the engine and ISMCTS (issues 16 and 39) and of the learned evaluator (issue 38),
# beside the figures they judge; ratios are per action over the base game's at 4 players.
GOALS = {"ns_per_action": 45, "games_per_second": 20_000, "ck_ratio": 2.0, "sea_ratio": 3.0, "any_ratio": 4.0,
         "ismcts_heuristic": 1_000_000, "ismcts_every": 250_000, "ns_per_eval": 3000, "ismcts_net": 300_000}


def read(path):
    rows = []
    for n, line in enumerate(open(path), 1):
        line = line.strip()
        if not line:
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            sys.exit(f"error: {path}:{n}: not a JSON line ({e.msg})")
    return rows


def cpu(r, field, fmt):
    """A figure by this thread's CPU time, or a dash for a line written before the bench kept it."""
    return format(r[field], fmt) if field in r else "—"


def over_base(r, base):
    """A row's cost per action over the base game's: paired batch by batch where the line has it
    (`--against base`, CPU time), else divided across the run (a line written before pairing)."""
    if "cpu_ratio" in r:
        return r["cpu_ratio"]
    return r["ns_per_action"] / base["ns_per_action"] if base else None


def base_across_run(base, engine):
    """The base game's ns per action and games per second as medians over its own row and every
    paired row's base batches (the same games), so the goals do not rest on one moment of the run."""
    runs = [{"ns": base["ns_per_action"], "gps": base["games_per_second"]}]
    runs += [{"ns": r["against_ns_per_action"], "gps": r["against_games_per_second"]}
             for r in engine if r.get("against") == "base" and "against_ns_per_action" in r]
    return (statistics.median(r["ns"] for r in runs), statistics.median(r["gps"] for r in runs),
            min(r["ns"] for r in runs), max(r["ns"] for r in runs), len(runs))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bench_doc.py BENCH.jsonl")
    rows = read(sys.argv[1])
    head = next((r for r in rows if "machine" in r), {})
    engine = [r for r in rows if "ns_per_action" in r]
    searches = [r for r in rows if "iterations_per_second" in r]
    # ISMCTS at 2,000 iterations on every rule set; the base game's own agents table holds the rest.
    per_rules = [r for r in searches if r["agent"] == "ismcts:iters=2000"]
    agents = [r for r in searches if r not in per_rules]
    vecenv = [r for r in rows if "cpp_random_steps_per_s" in r]
    selfplay = [r for r in rows if r.get("bench") == "selfplay"]
    evals = [r for r in rows if "ns_per_eval" in r]
    base = next((r for r in engine if r["rules"] == "base" and r["players"] == 4), None)
    out = []
    p = out.append
    p("# Benchmarks")
    p("")
    p("Written by `scripts/bench_doc.py` from `scripts/bench.sh`'s JSON lines: run `scripts/bench.sh` to measure")
    p("again and regenerate this page. Goals live here, never in timed unit tests; comparisons of old and new")
    p("binaries over time are in `docs/experiments/engine_speed_history.md` (`scripts/bench_compare.sh OLD NEW`).")
    p("")
    p(f"Machine: {head.get('machine', '?')}, {head.get('cores', '?')} cores; {head.get('date', '?')}, "
      f"commit `{head.get('commit', '?')}`, load average {head.get('load_average', '?')} at the start. "
      "Release build (`-O3 -march=native`). The shared host's speed varies by up to 40% within minutes (one "
      "binary's ISMCTS decision took 5.3 to 7.3 ms in three runs back to back): compare figures taken in one "
      "run, and old and new binaries alternated (`scripts/bench_compare.sh`).")
    p("")
    if engine:
        p("## The engine: random games on one thread")
        p("")
        p("`catanlab bench --rules R --json`: uniformly random legal decisions and sampled chance, timing legal-move")
        p("generation, apply and chance sampling per applied id (decisions and chance outcomes); domestic trade")
        p("off where the family has it; the rule set's default player count (base also at 5 and 6); medians of 7 batches of 2,000 games, the range")
        p("in brackets. CPU ns: the same by the thread's CPU time, which a loaded host's scheduler does not")
        if any("cpu_ratio" in r for r in engine):
            p("stretch. The last column is the cost per action over the base game's (4 players), taken pair by pair:")
            p("each batch follows a batch of base games (`--against base`), and the column is the median of the")
            p("pairs' CPU-time ratios, so a host whose speed shifts during the run still compares like with like.")
        else:
            p("stretch. The last column is the cost per action over the base game's (4 players) in the same run.")
        p("")
        p("| rule set | players | ns per action | CPU ns | games per second | actions per game (decisions) | / base |")
        p("|---|---|---|---|---|---|---|")
        for r in engine:
            over = 1.0 if r is base else over_base(r, base)
            ratio = f"{over:.2f}" if over is not None else ""
            p(f"| `{r['rules']}` | {r['players']} | {r['ns_per_action']:.1f} ({r['min_ns_per_action']:.1f}-"
              f"{r['max_ns_per_action']:.1f}) | {cpu(r, 'cpu_ns_per_action', '.1f')} | {r['games_per_second']:,.0f} | {r['actions_per_game']:,.1f} "
              f"({r['decisions_per_game']:,.1f}) | {ratio} |")
        fewer = [r for r in engine if r["batches"] != 7]
        if fewer:
            p("")
            p("Fewer batches: " + ", ".join(f"`{r['rules']}` {r['batches']}" for r in fewer) + " (`scripts/bench.sh` says why).")
        p("")
    ck = next((r for r in engine if r["rules"] == "cities_knights"), None)
    sea = next((r for r in engine if r["rules"] == "seafarers"), None)
    worst = max((r for r in engine if r is not base and r["rules"] != "goofspiel"),
                key=lambda r: over_base(r, base) or 0, default=None)
    heur = next((r for r in agents if r["agent"] == "ismcts:iters=5000"), None)
    net = next((r for r in agents if r["agent"].startswith("ismcts:iters=5000,leaf=net")), None)
    if base or heur or evals or net:
        p("## Against the goals (issues 16, 38 and 39)")
        p("")
        p("| goal | measured | met |")
        p("|---|---|---|")
        if base:
            ns, gps, lo, hi, n = base_across_run(base, engine)
            across = f" (the median of {n} runs of the same games across the bench, {lo:.1f}-{hi:.1f} ns)" if n > 1 else ""
            p(f"| base: at most {GOALS['ns_per_action']} ns per action | {ns:.1f}{across} | "
              f"{'yes' if ns <= GOALS['ns_per_action'] else 'no'} |")
            p(f"| base: at least {GOALS['games_per_second']:,} random games per second | "
              f"{gps:,.0f} | {'yes' if gps >= GOALS['games_per_second'] else 'no'} |")
        for what, r, goal, named in (("Cities & Knights", ck, "ck_ratio", False), ("Seafarers", sea, "sea_ratio", False),
                                     ("every rule set", worst, "any_ratio", True)):
            ratio = over_base(r, base) if r else None
            if ratio is None:
                continue
            which = f" (`{r['rules']}`, the costliest)" if named else ""
            p(f"| {what}: at most {GOALS[goal]:.0f}x the base cost per action | {ratio:.2f}x{which} | "
              f"{'yes' if ratio <= GOALS[goal] else 'no'} |")
        if heur:
            ips = heur["iterations_per_second"]
            p(f"| ISMCTS, heuristic leaves: at least {GOALS['ismcts_heuristic']:,} iterations per second | {ips:,.0f} | "
              f"{'yes' if ips >= GOALS['ismcts_heuristic'] else 'no'} |")
        if per_rules:
            slowest = min(per_rules, key=lambda r: r["iterations_per_second"])
            ips = slowest["iterations_per_second"]
            p(f"| ISMCTS, heuristic leaves: at least {GOALS['ismcts_every']:,} iterations per second in every rule set | "
              f"{ips:,.0f} (`{slowest['rules']}`, the slowest) | {'yes' if ips >= GOALS['ismcts_every'] else 'no'} |")
        for r in evals[:1]:
            ns = r["ns_per_eval"] + r["ns_per_observe"]
            p(f"| base: a learned evaluation (observe included) in at most {GOALS['ns_per_eval']:,} ns | {ns:,.0f} | "
              f"{'yes' if ns <= GOALS['ns_per_eval'] else 'no'} |")
        if net:
            ips = net["iterations_per_second"]
            p(f"| ISMCTS, learned leaves: at least {GOALS['ismcts_net']:,} iterations per second | {ips:,.0f} | "
              f"{'yes' if ips >= GOALS['ismcts_net'] else 'no'} |")
        p("")
    if agents:
        p("## Search: iterations per second on one core")
        p("")
        p("`catanlab bench --rules base --agent SPEC --json`: decisions at positions from heuristic self-play")
        p("(base game, 4 players, domestic trade on).")
        p("")
        p("| agent | positions | ms per decision | iterations per second | by CPU time |")
        p("|---|---|---|---|---|")
        for r in agents:
            p(f"| `{r['agent']}` | {r['positions']} | {r['ms_per_decision']:.2f} | {r['iterations_per_second']:,.0f} | "
              f"{cpu(r, 'cpu_iterations_per_second', ',.0f')} |")
        p("")
    if per_rules:
        p("## Search on every rule set")
        p("")
        p("`catanlab bench --rules R --agent ismcts:iters=2000 --positions 50 --json`: ISMCTS with heuristic leaves,")
        p("one core, at 50 positions from heuristic self-play, the rule set's default player count.")
        p("")
        p("| rule set | players | ms per decision | iterations per second | by CPU time |")
        p("|---|---|---|---|---|")
        for r in per_rules:
            p(f"| `{r['rules']}` | {r['players']} | {r['ms_per_decision']:.2f} | {r['iterations_per_second']:,.0f} | "
              f"{cpu(r, 'cpu_iterations_per_second', ',.0f')} |")
        p("")
    if evals:
        p("## The learned evaluator")
        p("")
        p("`catanlab bench --rules base --eval FILE --positions 500 --json`: a fresh net of the default size")
        p("(`python -m catanlab.nnue.fresh`; the cost depends on the sizes, not the weights' values) on positions")
        p("from heuristic self-play, each observed into one buffer and evaluated at once, as in a search; medians")
        p("of 7 batches. ISMCTS with it is in the search table (`leaf=net`, `prior=net`).")
        p("")
        p("| rule set | hidden | positions | ns per observe() | ns per evaluation |")
        p("|---|---|---|---|---|")
        for r in evals:
            p(f"| `{r['rules']}` | {r['hidden']} | {r['positions']} | {r['ns_per_observe']:,.0f} | {r['ns_per_eval']:,.0f} |")
        p("")
    if vecenv:
        p("## VecEnv from Python")
        p("")
        p("`python -m catanlab.bench --json`: 256 base-game environments, every seat external; a step is one")
        p("decision per environment plus the chance outcomes after it, with the observation and mask written into")
        p("the shared arrays (medians of 7 batches).")
        p("")
        p("| decisions chosen | threads | steps per second |")
        p("|---|---|---|")
        for r in vecenv:
            for key, what in (("cpp_random", "in C++ (`step_random`)"), ("async_random", "in C++, async send/recv"),
                              ("numpy_random", "in numpy")):
                p(f"| {what} | {r['threads']} | {r[key + '_steps_per_s']:,.0f} |")
        p("")
    if selfplay:
        p("## Self-play")
        p("")
        p("`python -m catanlab.train.bench --json --sims 64 --set domestic_trade=0 --games 48 --slots 48 --batch 16 48`:")
        p("batched PUCT self-play with the default network (a fresh residual MLP), base game, 4 seats.")
        p("")
        p("| games in flight | batch | mean batch | positions per second | evaluations per second | cache hits | time in the network |")
        p("|---|---|---|---|---|---|---|")
        for r in selfplay:
            p(f"| {r['slots']} | {r['batch']} | {r['mean_batch']} | {r['positions_per_s']:,.0f} | {r['evals_per_s']:,} | "
              f"{r['cache_hit_rate']:.1%} | {r['net_share']:.0%} |")
        p("")
    print("\n".join(out).rstrip("\n"))


if __name__ == "__main__":
    main()
