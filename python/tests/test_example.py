"""The examples run: PPO trains for a few updates and reports its win rate; own_bot ranks its bot."""
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


def test_own_bot_example_ranks_its_bot_against_the_built_in_ones():
    example = pathlib.Path(__file__).parents[1] / "examples" / "own_bot.py"
    out = subprocess.run([sys.executable, str(example), "--games", "6", "--threads", "2"], capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    rows = re.findall(r"^(py:__main__:Builder|heuristic|random) +6 ", out.stdout, re.M)
    assert rows == ["py:__main__:Builder", "heuristic", "random"], out.stdout
