"""Every rule set that catanlab.rule_sets() lists (the toy family's too) and
every player count it takes, from Python: the generic battery's checks
(tests/support/battery.h) through the bindings, in a random game and, where
the family has the heuristic, a heuristic one (every step of the first
CHECKED, then every tenth, and the end: the C++ battery checks every step);
every id's name; the same seed giving the same game; a VecEnv run; and a
replay written by play_game read back step by step."""
import json
import random

import numpy as np
import pytest

import catanlab


def cases():
    for rules in catanlab.rule_sets():
        g = catanlab.Game(rules)
        for players in range(g.min_players, g.max_players + 1):
            yield pytest.param(rules, players, id=f"{rules}-{players}p")


CASES = list(cases())
CHECKED = 400


def plays(spec, game):
    try:
        catanlab.Agent(spec).check_game(game)
        return True
    except ValueError as e:
        assert "value function" in str(e)
        return False


def check_step(g, redeal_seed):
    """The battery's checks of one position (tests/support/battery.cpp, Checker::state)."""
    n, p = g.num_players, g.current_player
    assert p in (-1, -2) or 0 <= p < n
    views = [g.observe(q) for q in range(n)]
    assert all(v.shape == (g.observation_size,) and np.isfinite(v).all() for v in views)
    assert all(np.isfinite(r) and -1 <= r <= 1 for r in g.returns())
    back = g.clone()
    back.from_bytes(g.to_bytes())
    assert back.to_json() == g.to_json()
    back.from_json(g.to_json())
    assert back.to_bytes() == g.to_bytes()
    legal, mask = g.legal_actions(), g.action_mask()
    assert mask.dtype == np.bool_ and mask.shape == (g.num_actions,)
    assert np.flatnonzero(mask).tolist() == legal
    if p >= 0:
        assert legal and legal == sorted(set(legal))
        for a in legal:
            assert g.action_id(g.action_name(a)) == a
            g.clone().apply(a)
        illegal = np.flatnonzero(~mask)
        if illegal.size:
            with pytest.raises(ValueError, match="not legal"):
                g.clone().apply(int(illegal[0]))
    elif p == -1:
        outcomes = g.chance_outcomes()
        ids = [a for a, _ in outcomes]
        assert outcomes and len(set(ids)) == len(ids)
        assert all(g.num_actions <= a < g.num_ids and prob > 0 for a, prob in outcomes)
        assert sum(prob for _, prob in outcomes) == pytest.approx(1.0)
        assert all(g.action_id(g.action_name(a)) == a for a in ids)
    else:
        assert legal == [] and g.chance_outcomes() == []
    for q in range(n):
        r = g.clone()
        r.resample_hidden(q, redeal_seed + q)
        assert np.array_equal(r.observe(q), views[q]) and r.render(q) == g.render(q)
        assert r.current_player == p
        if q == p:
            assert r.legal_actions() == legal


def play(rules, players, seed, agent=None, check=False):
    """A game from `seed`: `agent` (a spec) in every seat, else uniform draws; returns the action names."""
    g = catanlab.Game(rules, players, seed)
    rng, names = random.Random(seed), []
    seat = catanlab.Agent(agent) if agent else None
    if seat:
        seat.reset(seed)
    if check:
        assert all(g.action_id(g.action_name(a)) == a for a in range(g.num_ids))
    while not g.is_terminal():
        if check and (len(names) < CHECKED or len(names) % 10 == 0):
            check_step(g, seed * 1000 + len(names))
        if g.is_chance():
            a = g.sample_chance()
        else:
            a = seat.act(g) if seat else rng.choice(g.legal_actions())
        names.append(g.action_name(a))
        g.apply(a)
    if check:
        check_step(g, seed)
        best = max(g.returns())
        if best > 0:  # a single winner on top, or winners sharing the win equally (Colonies)
            assert g.returns().count(best) == 1 or best * g.returns().count(best) == pytest.approx(1.0)
    return names


@pytest.mark.parametrize("rules,players", CASES)
def test_battery_at_every_step_of_a_random_game(rules, players):
    names = play(rules, players, seed=players, check=True)
    assert names == play(rules, players, seed=players)  # the same seed, the same game
    assert names != play(rules, players, seed=players + 100)


@pytest.mark.parametrize("rules,players", CASES)
def test_battery_at_every_step_of_a_heuristic_game(rules, players):
    if not plays("heuristic", catanlab.Game(rules, players)):
        pytest.skip(f"rule set {rules}: its family has no heuristic")
    names = play(rules, players, seed=players, agent="heuristic", check=True)
    assert names == play(rules, players, seed=players, agent="heuristic")


@pytest.mark.parametrize("rules,players", CASES)
def test_vec_env_runs_every_rule_set(rules, players):
    env = catanlab.VecEnv(4, rules=rules, players=players, seed=players)
    env.reset()
    games = 0
    for _ in range(400):
        obs, rewards, terminations, truncations, infos = env.step_random()
        mask, player = infos["action_mask"], infos["current_player"]
        assert np.isfinite(obs).all() and mask.any(axis=1).all()
        assert ((player >= 0) & (player < players)).all()
        assert ((infos["returns"] >= -1) & (infos["returns"] <= 1)).all()
        games += int((terminations | truncations).sum())
    if rules == "goofspiel":  # a short game: many end within 400 steps
        assert games > 0


@pytest.mark.parametrize("rules,players", CASES)
def test_a_replay_reads_back_step_by_step(rules, players, tmp_path):
    path = tmp_path / "game.jsonl"
    result = catanlab.play_game(rules, ["random"] * players, 7, {}, str(path))
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert lines[0]["rules"] == rules and lines[0]["players"] == players
    g = catanlab.Game(rules, players, lines[0]["seed"])
    for line in lines[1:]:
        if "a" in line:
            assert line["p"] == ("chance" if g.is_chance() else g.current_player)
            g.apply(line["a"])
    assert g.is_terminal()
    assert lines[-1]["result"]["winner"] == result["winner"]
    assert [g.victory_points(p) for p in range(players)] == result["vp"]


@pytest.mark.parametrize("rules,players", CASES)
def test_env_and_seat_env_take_every_rule_set(rules, players):
    env = catanlab.Env(rules, players, seed=players)
    env.reset()
    steps = 0
    for agent in env.agent_iter(max_iter=300):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            break
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    seat_env = catanlab.SeatEnv(rules, players, seat=players - 1)
    obs, info = seat_env.reset(seed=players)
    for _ in range(100):
        assert obs.shape == seat_env.observation_space.shape and info["action_mask"].any()
        obs, reward, terminated, truncated, info = seat_env.step(int(np.flatnonzero(info["action_mask"])[0]))
        if terminated or truncated:
            break
    assert steps > 0
