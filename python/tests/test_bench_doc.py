"""scripts/bench_doc.py: docs/benchmarks.md is written from bench.sh's JSON lines, every figure from the file."""
import json
import pathlib
import subprocess
import sys

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "bench_doc.py"


def engine(rules, ns, gps, players=4):
    return {"rules": rules, "players": players, "threads": 1, "batches": 7, "games_per_batch": 2000,
            "ns_per_action": ns, "actions_per_game": 1152.3, "decisions_per_game": 760.3, "games_per_second": gps,
            "min_ns_per_action": ns - 1, "max_ns_per_action": ns + 2, "cpu_ns_per_action": ns - 0.5}


def run(tmp_path, rows):
    path = tmp_path / "bench.jsonl"
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True, text=True)


def test_tables_and_goals_come_from_the_lines(tmp_path):
    rows = [{"machine": "Test CPU", "cores": 2, "date": "2026-11-27", "commit": "abc1234", "load_average": 0.5},
            engine("base", 44.0, 21000), engine("cities_knights", 99.0, 6000),
            dict(engine("seafarers", 150.0, 2000), against="base", ratio=3.1, cpu_ratio=3.2, min_ratio=3.0, max_ratio=3.3,
                 against_ns_per_action=42.0, against_cpu_ns_per_action=42.0, against_games_per_second=22000),
            dict(engine("seafarers_cloth", 140.0, 2100), against="base", ratio=3.0, cpu_ratio=3.0, min_ratio=2.9,
                 max_ratio=3.1, against_ns_per_action=46.0, against_cpu_ns_per_action=46.0, against_games_per_second=19000),
            {"rules": "base", "players": 4, "agent": "ismcts:iters=5000", "threads": 1, "positions": 100,
             "ms_per_decision": 5.0, "iterations_per_second": 990000, "cpu_iterations_per_second": 1010000},
            {"rules": "base", "players": 4, "eval": "build/n.nnue", "hidden": 128, "threads": 1, "positions": 500,
             "ns_per_eval": 900.0, "ns_per_observe": 250.0},
            {"rules": "base", "players": 4, "agent": "ismcts:iters=5000,leaf=net,model=build/n.nnue", "threads": 1,
             "positions": 100, "ms_per_decision": 10.0, "iterations_per_second": 480000}]
    r = run(tmp_path, rows)
    assert r.returncode == 0, r.stderr
    page = r.stdout
    assert "Test CPU, 2 cores; 2026-11-27, commit `abc1234`" in page
    assert "| `base` | 4 | 44.0 (43.0-46.0) | 43.5 | 21,000 | 1,152.3 (760.3) | 1.00 |" in page
    assert "| `cities_knights` | 4 | 99.0 (98.0-101.0) | 98.5 | 6,000 | 1,152.3 (760.3) | 2.25 |" in page
    assert "| `ismcts:iters=5000` | 100 | 5.00 | 990,000 | 1,010,000 |" in page
    assert "| `ismcts:iters=5000,leaf=net,model=build/n.nnue` | 100 | 10.00 | 480,000 | — |" in page
    # the goals read the base game across the run: its row and the paired rows' base batches
    assert "| base: at most 45 ns per action | 44.0 (the median of 3 runs of the same games across the bench, 42.0-46.0 ns) | yes |" in page
    assert "| base: at least 20,000 random games per second | 21,000 | yes |" in page
    assert "| Cities & Knights: at most 2x the base cost per action | 2.25x | no |" in page
    # a paired line's ratio is its own, not a division across the run
    assert "| `seafarers` | 4 | 150.0 (149.0-152.0) | 149.5 | 2,000 | 1,152.3 (760.3) | 3.20 |" in page
    assert "| Seafarers: at most 3x the base cost per action | 3.20x | no |" in page
    assert "| every rule set: at most 4x the base cost per action | 3.20x (`seafarers`, the costliest) | yes |" in page
    assert "| ISMCTS, heuristic leaves: at least 1,000,000 iterations per second | 990,000 | no |" in page
    assert "| base: a learned evaluation (observe included) in at most 3,000 ns | 1,150 | yes |" in page
    assert "| ISMCTS, learned leaves: at least 300,000 iterations per second | 480,000 | yes |" in page
    assert "| `base` | 128 | 500 | 250 | 900 |" in page


def test_a_broken_line_is_named(tmp_path):
    r = run(tmp_path, [engine("base", 50.0, 17000), '{"rules": "base", "ns_per'])
    assert r.returncode != 0
    assert "bench.jsonl:2: not a JSON line" in r.stderr
