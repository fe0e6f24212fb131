"""catanlab.Game: the engine API round trips (every rule set's checks at every step: test_rule_sets.py)."""
import json
import random

import numpy as np

import catanlab


def play_random(game, steps, rng):
    for _ in range(steps):
        if game.is_terminal():
            return
        game.apply(game.sample_chance() if game.is_chance() else rng.choice(game.legal_actions()))


def test_sizes_and_first_decision():
    g = catanlab.Game("base", 4, seed=1)
    assert (g.num_players, g.rules, g.phase) == (4, "base", "setup_settlement")
    assert g.current_player == 0 and not g.is_chance() and not g.is_terminal()
    assert g.num_ids > g.num_actions > 0
    assert all(g.action_name(a).startswith("build_settlement") for a in g.legal_actions())


def test_apply_by_name_equals_apply_by_id():
    a, b = catanlab.Game(seed=5), catanlab.Game(seed=5)
    first = a.legal_actions()[3]
    a.apply(first)
    b.apply(b.action_name(first))
    assert a.to_json() == b.to_json()


def test_json_bytes_and_clone_round_trip():
    g, rng = catanlab.Game(seed=4), random.Random(4)
    play_random(g, 500, rng)
    text = g.to_json()
    assert json.loads(text)["format"] == "catanlab-state"
    h = catanlab.Game(seed=99)
    h.from_json(text)
    assert h.to_json() == text and h.to_bytes() == g.to_bytes()
    k = catanlab.Game(seed=98)
    k.from_bytes(g.to_bytes())
    assert k.to_json() == text
    for p in range(4):
        assert np.array_equal(h.observe(p), g.observe(p))

    c = g.clone()
    play_random(c, 50, rng)
    assert g.to_json() == text and c.to_json() != text


def test_clone_keeps_the_chance_stream():
    g, rng = catanlab.Game(seed=6), random.Random(6)
    while not g.is_chance():
        play_random(g, 1, rng)
    c = g.clone()
    assert [g.sample_chance() for _ in range(20)] == [c.sample_chance() for _ in range(20)]


def test_observe_writes_in_place():
    g = catanlab.Game(seed=7)
    out = np.full(g.observation_size, 9, np.float32)
    same = g.observe(1, out=out)
    assert same is out and np.array_equal(out, g.observe(1))
    assert g.observe(0).dtype == np.float32


def test_a_game_ends_with_returns_and_render():
    g, rng = catanlab.Game(seed=9, options={"domestic_trade": 0}), random.Random(9)
    play_random(g, 100000, rng)
    assert g.is_terminal() and g.current_player == -2
    r = g.returns()
    assert sorted(r) == [0, 0, 0, 1]
    assert g.victory_points(r.index(1)) >= 10
    assert "game over" in g.render()
    assert "turn" in catanlab.Game().render(0)
