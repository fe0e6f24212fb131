"""Cities & Knights from Python: a whole game through catanlab.Game, the Env
and VecEnv stepping the rule set by name."""
import random

import numpy as np

import catanlab


def test_game_plays_cities_knights_to_the_end():
    g, rng = catanlab.Game("cities_knights", 4, seed=7), random.Random(7)
    assert g.rules == "cities_knights" and g.num_players == 4
    names = set()
    while not g.is_terminal():
        a = g.sample_chance() if g.is_chance() else rng.choice(g.legal_actions())
        names.add(g.action_name(a).split(" ")[0])
        g.apply(a)
    assert {"build_knight", "activate_knight", "draw_progress", "roll"} <= names
    assert max(g.returns()) == 1.0
    assert g.victory_points(int(np.argmax(g.returns()))) >= 13


def test_new_actions_have_names_and_ids():
    g = catanlab.Game("cities_knights", 3)
    base = catanlab.Game("base", 3)
    assert g.num_actions > base.num_actions and g.observation_size > base.observation_size
    for name in ("improve science", "build_knight v22", "play spy p1", "alchemist y3 r4", "discard paper"):
        assert g.action_name(g.action_id(name)) == name


def test_env_and_vec_env_step_cities_knights():
    env = catanlab.Env("cities_knights", 3, seed=1)
    env.reset()
    for agent in env.agent_iter(max_iter=200):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            break
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    venv = catanlab.VecEnv(4, "cities_knights", options={"turn_cap": 200}, seed=2)
    obs, infos = venv.reset()
    assert obs.shape == (4, venv.observation_size) and infos["action_mask"].shape == (4, venv.num_actions)
    finished = 0
    for _ in range(3000):
        obs, rewards, terminations, truncations, infos = venv.step_random()
        finished += int((terminations | truncations).sum())
    assert finished > 0
