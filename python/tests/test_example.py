"""The PPO example trains for a few updates without error and reports its win rate."""
import pathlib
import re
import subprocess
import sys

EXAMPLE = pathlib.Path(__file__).parents[1] / "examples" / "ppo_masked.py"


def test_ppo_example_trains_briefly():
    out = subprocess.run(
        [sys.executable, str(EXAMPLE), "--updates", "3", "--envs", "16", "--steps", "64", "--print-every", "1"],
        capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    lines = re.findall(r"update\s+(\d+) .* win rate vs random\s+(\S+)", out.stdout)
    assert [int(u) for u, _ in lines] == [1, 2, 3], out.stdout
