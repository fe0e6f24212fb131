"""The ecosystem's contracts, from the libraries' documented APIs (gymnasium is
not installed here): SeatEnv passes what gymnasium.utils.env_checker.check_env
checks (reset(seed=, options=) seeding np_random through Env.reset, obs in the
space, the 5-tuple's types, determinism for a seed, action_masks), and a turn
cap truncates where the rules would terminate, in SeatEnv and Env."""
import inspect

import numpy as np

import catanlab


def play(env, seed, steps=200):
    """(obs, reward, terminated, truncated) of `steps` masked-random steps from reset(seed=seed)."""
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    out = [obs.copy()]
    for _ in range(steps):
        action = int(rng.choice(np.flatnonzero(env.action_masks())))
        obs, reward, terminated, truncated, info = env.step(action)
        out.append((obs.copy(), reward, terminated, truncated))
        if terminated or truncated:
            break
    return out


def same(a, b):
    return len(a) == len(b) and all(
        np.array_equal(x, y) if isinstance(x, np.ndarray) else
        all(np.array_equal(p, q) for p, q in zip(x, y)) for x, y in zip(a, b))


def test_seat_env_meets_check_envs_checks():
    env = catanlab.SeatEnv("base", 3, seat=1, opponents="random")
    signature = inspect.signature(env.reset)
    assert {"seed", "options"} <= set(signature.parameters)
    obs, info = env.reset(seed=5)
    assert isinstance(info, dict) and env.observation_space.contains(obs)
    assert obs.dtype == env.observation_space.dtype and obs.shape == env.observation_space.shape
    # check_reset_seed: reset(seed) seeds np_random through Env.reset, alike each time.
    first = env.np_random.integers(2**32, size=4)
    env.reset(seed=5)
    assert (env.np_random.integers(2**32, size=4) == first).all()
    # reset() after a seeded reset continues from np_random: the same games follow a seed.
    env.reset(seed=9)
    a = env.reset()[0]
    env.reset(seed=9)
    assert np.array_equal(env.reset()[0], a)
    # check_step_determinism and the step's types.
    run = play(env, 3)
    assert same(run, play(env, 3))
    for obs, reward, terminated, truncated in run[1:]:
        assert env.observation_space.contains(obs) and isinstance(reward, float)
        assert isinstance(terminated, bool) and isinstance(truncated, bool)
    mask = env.action_masks()
    assert mask.dtype == bool and mask.shape == (env.action_space.n,) and mask.any()
    assert env.action_space.contains(int(np.flatnonzero(mask)[0]))
    # The constructor's seed serves the first reset, as Env's does.
    assert np.array_equal(catanlab.SeatEnv("base", 3, seat=1, seed=5).reset()[0],
                          catanlab.SeatEnv("base", 3, seat=1).reset(seed=5)[0])


def test_a_turn_cap_truncates_in_seat_env_and_env():
    # A seat that always ends its turn when it can never wins: the cap stops the game, truncated.
    env = catanlab.SeatEnv("base", 2, seat=0, opponents="random", options={"turn_cap": 6})
    env.reset(seed=1)
    end = env.game.action_id("end_turn")
    for _ in range(1000):
        mask = env.action_masks()
        obs, reward, terminated, truncated, info = env.step(end if mask[end] else int(np.flatnonzero(mask)[0]))
        if terminated or truncated:
            break
    assert truncated and not terminated and reward == 0.0 and env.game.turn == 6
    aec = catanlab.Env("base", 2, options={"turn_cap": 6})
    aec.reset(seed=1)
    for agent in aec.agent_iter():
        obs, reward, terminated, truncated, info = aec.last()
        if terminated or truncated:
            assert truncated and not terminated
            aec.step(None)
            continue
        mask = obs["action_mask"]
        aec.step(end if mask[end] else int(np.flatnonzero(mask)[0]))
    # Without a cap a game ends by the rules: terminated.
    env = catanlab.SeatEnv("base", 2, seat=0, opponents="heuristic")
    run = play(env, 2, steps=5000)
    assert run[-1][2] and not run[-1][3]


def test_env_seat_env_and_vec_env_share_their_keywords_and_games():
    # seed and opponents mean the same in all three: Env(opponents=..., seat=s) leaves seat s alone an agent
    # and plays the game SeatEnv plays from the same seed.
    for make in (catanlab.Env, catanlab.SeatEnv, lambda **kw: catanlab.VecEnv(1, **kw)):
        params = inspect.signature(make.__init__ if isinstance(make, type) else catanlab.VecEnv.__init__).parameters
        assert params["seed"].default is None and "opponents" in params and params["seat"].default == 0
    aec = catanlab.Env("base", 3, opponents="random", seat=2, seed=6)
    seat = catanlab.SeatEnv("base", 3, seat=2, opponents="random")
    aec.reset()
    obs, info = seat.reset(seed=6)
    assert aec.possible_agents == ["player_2"]
    for agent in aec.agent_iter():
        o, reward, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            assert (reward, terminated) == (r, term)
            aec.step(None)
            continue
        assert np.array_equal(o["observation"], obs) and np.array_equal(o["action_mask"], info["action_mask"])
        action = int(np.flatnonzero(o["action_mask"])[-1])
        aec.step(action)
        obs, r, term, trunc, info = seat.step(action)
