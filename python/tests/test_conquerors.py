"""Legend of the Conquerors, chapter 1, from Python: whole chapters through
catanlab.Game (a defeat returns 0 to every seat), the slice in the JSON form,
the Env stepping the rule set by name."""
import json
import random

import numpy as np

import catanlab


def test_chapter_one_plays_to_its_end_with_the_tables_result():
    outcomes = set()
    for seed in range(6):
        g, rng = catanlab.Game("conquerors_ch1", 3, seed=seed), random.Random(seed)
        while not g.is_terminal():
            g.apply(g.sample_chance() if g.is_chance() else rng.choice(g.legal_actions()))
        state = json.loads(g.to_json())["conquerors"]
        outcomes.add(state["outcome"])
        if state["outcome"] == 2:  # defeat: the whole table loses
            assert list(g.returns()) == [0.0, 0.0, 0.0]
            assert len(state["conquered"]) >= 7
        else:
            assert max(g.returns()) == 1.0
    assert 2 in outcomes


def test_new_actions_and_chance_outcomes_have_names():
    g = catanlab.Game("conquerors_ch1", 4)
    ck = catanlab.Game("cities_knights", 4)
    assert g.num_actions > ck.num_actions
    for name in ("build_strong_knight v30", "build_mighty_knight v31", "setup_city v40", "direction green"):
        assert g.action_name(g.action_id(name)) == name


def test_env_steps_chapter_one():
    env = catanlab.Env("conquerors_ch1", 4, seed=1)
    env.reset()
    for agent in env.agent_iter(max_iter=300):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            break
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
