"""Game, Env, SeatEnv and VecEnv reproduce the C++ engine's games for the same seeds.

The reference is a replay written by play_game in C++ (what `catanlab play`
runs): every applied id, decisions and chance outcomes, by name.
"""
import numpy as np
import pytest

import catanlab

SEEDS = [11, 12]


@pytest.mark.parametrize("seed", SEEDS)
def test_game_replays_the_cpp_game(seed, random_replay):
    _, steps, result = random_replay(seed)
    g = catanlab.Game("base", 4, seed)
    for player, name in steps:
        if player == "chance":
            assert g.is_chance() and g.action_name(g.sample_chance()) == name
        else:
            assert g.current_player == player
        g.apply(name)
    assert g.is_terminal() and g.returns().index(1) == result["winner"]


@pytest.mark.parametrize("seed", SEEDS)
def test_env_follows_the_cpp_game(seed, random_replay):
    _, steps, result = random_replay(seed)
    decisions = [(p, name) for p, name in steps if p != "chance"]
    env = catanlab.Env("base", 4, seed=seed)
    env.reset()
    mirror = catanlab.Game("base", 4, seed)  # steps through the replay to check each observation
    replay = iter(steps)
    for agent in env.agent_iter():
        obs, reward, term, _, _ = env.last()
        if term:
            assert reward == (1.0 if agent == f"player_{result['winner']}" else 0.0)
            env.step(None)
            continue
        for p, name in replay:
            if p != "chance":
                break
            mirror.apply(name)
        assert agent == f"player_{p}"
        assert np.array_equal(obs["observation"], mirror.observe(p))
        assert np.array_equal(obs["action_mask"], mirror.action_mask())
        mirror.apply(name)
        env.step(env.game.action_id(name))
    assert len(decisions) > 100


def test_env_exposes_chance_when_asked(random_replay):
    _, steps, _ = random_replay(SEEDS[0])
    env = catanlab.Env("base", 4, seed=SEEDS[0], expose_chance=True)
    env.reset()
    for p, name in steps[:300]:
        assert env.agent_selection == ("chance" if p == "chance" else f"player_{p}")
        if p == "chance":
            ids = [i for i, _ in env.last()[4]["chance_outcomes"]]
            assert env.game.action_id(name) in ids
        env.step(env.game.action_id(name))


@pytest.mark.parametrize("seed", SEEDS)
def test_seat_env_follows_the_cpp_game(seed, random_replay):
    # Seat 2 is ours; the random opponents are seeded as play_game seeds them.
    _, steps, result = random_replay(seed)
    ours = [name for p, name in steps if p == 2]
    env = catanlab.SeatEnv("base", 4, seat=2, opponents="random")
    obs, info = env.reset(seed=seed)
    for i, name in enumerate(ours):
        assert info["action_mask"][env.game.action_id(name)]
        obs, reward, terminated, truncated, info = env.step(name)
        assert terminated == (i == len(ours) - 1) and not truncated
    assert reward == (1.0 if result["winner"] == 2 else 0.0)


@pytest.mark.parametrize("seed", SEEDS)
def test_vec_env_random_steps_replay_the_cpp_game(seed, random_replay):
    # Env i's first game has seed base + i; its C++-drawn decisions equal play_game's random agents'.
    _, steps, result = random_replay(seed)
    decisions = [(p, name) for p, name in steps if p != "chance"]
    env = catanlab.VecEnv(3, seed=seed - 1)
    obs, infos = env.reset()
    mask, player = infos["action_mask"], infos["current_player"]
    assert env.seeds().tolist() == [seed - 1, seed, seed + 1]
    mirror = catanlab.Game("base", 4, seed)
    replay = iter(steps)
    for i, (p, name) in enumerate(decisions):
        for q, chance in replay:
            if q != "chance":
                break
            mirror.apply(chance)
        assert player[1] == p
        assert np.array_equal(obs[1], mirror.observe(p)) and np.array_equal(mask[1], mirror.action_mask())
        obs, rewards, terminations, truncations, infos = env.step_random()
        assert infos["actions"][1] == mirror.action_id(name)
        mirror.apply(name)
        assert terminations[1] == (i == len(decisions) - 1) and not truncations[1]
        if terminations[1]:  # the last view of the seat that moved, as the game ended
            assert np.array_equal(infos["final_obs"][1], mirror.observe(p))
    assert infos["returns"][1].tolist() == [1.0 if s == result["winner"] else 0.0 for s in range(4)]
    assert rewards[1] == (1.0 if result["winner"] == p else 0.0)  # the return of the seat that moved
    assert env.seeds()[1] == seed + 3  # the next game of env 1


def test_vec_env_python_actions_equal_seat_env():
    # The same seeds and decisions through VecEnv (one learner seat, random opponents) and SeatEnv.
    # Without domestic trade, games are short enough to see auto-reset within the run.
    options = {"domestic_trade": 0}
    vec = catanlab.VecEnv(2, opponents="random", seat=1, seed=40, options=options)
    obs, infos = vec.reset()
    mask, player = infos["action_mask"], infos["current_player"]
    singles = [catanlab.SeatEnv(seat=1, opponents="random", options=options) for _ in range(2)]
    games = [0, 0]
    views = [s.reset(seed=40 + i) for i, s in enumerate(singles)]
    rng = np.random.default_rng(0)
    for _ in range(600):
        assert (player == 1).all()
        for i, (o, info) in enumerate(views):
            assert np.array_equal(obs[i], o) and np.array_equal(mask[i], info["action_mask"])
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
        obs, rewards, terminations, truncations, infos = vec.step(actions)
        views = []
        for i, s in enumerate(singles):
            o, r, term, _, info = s.step(int(actions[i]))
            assert terminations[i] == term and rewards[i] == r
            games[i] += term
            views.append(s.reset(seed=40 + i + 2 * games[i]) if term else (o, info))  # game k: seed + i + k * num_envs
    assert sum(games) >= 2
