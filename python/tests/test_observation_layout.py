"""game.observation_layout() explains every entry of the observation: for
every rule set its segments add up to observation_size with unique names and
low <= high, every seat's observation stays in the declared ranges along a
random game's first STEPS steps, and the Gymnasium spaces are bounded by them."""
import math
import pathlib
import random
import subprocess
import sys

import numpy as np
import pytest

import catanlab
from catanlab import spaces

STEPS = 1000


@pytest.mark.parametrize("rules", catanlab.rule_sets())
def test_every_observation_stays_in_its_declared_range(rules):
    g = catanlab.Game(rules, catanlab.Game(rules).max_players, 7)
    layout = g.observation_layout()
    assert sum(seg["size"] for seg in layout) == g.observation_size
    assert len({seg["name"] for seg in layout}) == len(layout)
    assert all(seg["size"] > 0 and seg["low"] <= seg["high"] and seg["meaning"] for seg in layout)
    low, high = spaces.observation_bounds(g)
    names = np.repeat([seg["name"] for seg in layout], [seg["size"] for seg in layout])
    rng = random.Random(7)
    for step in range(STEPS):
        for seat in range(g.num_players):
            obs = g.observe(seat)
            out = np.flatnonzero((obs < low) | (obs > high))
            assert not out.size, (f"step {step}, seat {seat}: entry {out[0]} ({names[out[0]]}) = {obs[out[0]]} "
                                  f"outside [{low[out[0]]}, {high[out[0]]}]")
        if g.is_terminal():
            break
        g.apply(g.sample_chance() if g.is_chance() else rng.choice(g.legal_actions()))


def test_the_spaces_are_bounded_by_the_layout():
    env = catanlab.SeatEnv(players=2, seed=1)
    obs, _ = env.reset(seed=1)
    box = env.observation_space
    assert np.isfinite(box.low).all() and np.isfinite(box.high).all()
    assert box.contains(obs) and box.contains(box.sample())
    assert not box.contains(np.full_like(obs, box.high.max() + 1))
    vec = catanlab.VecEnv(2, players=2, seed=1)
    assert np.array_equal(vec.single_observation_space.high, box.high)
    assert math.isfinite(catanlab.Env(players=2).observation_space("player_0")["observation"].high.max())


def test_the_docs_show_the_base_layout_as_the_script_prints_it():
    root = pathlib.Path(__file__).resolve().parents[2]
    page = (root / "docs" / "python.md").read_text()
    start = "<!-- observation layout: scripts/obs_layout_doc.py base -->\n"
    shown = page[page.index(start) + len(start):page.index("<!-- end of observation layout -->")]
    printed = subprocess.run([sys.executable, str(root / "scripts" / "obs_layout_doc.py"), "base"],
                             capture_output=True, text=True, check=True).stdout
    assert shown == printed
