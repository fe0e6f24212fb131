"""VecEnv: shared arrays without copies, Gymnasium 1.x's vector API (its
documented contract: gymnasium is not installed here) with the final
observation of a game reset in the same step, async send/recv, and the
engine's invariants over a long random run."""
import json

import numpy as np

import catanlab


def pointer(a):
    return a.__array_interface__["data"][0]


def test_arrays_are_shared_not_copied():
    env = catanlab.VecEnv(8, seed=1)
    obs, infos = env.reset()
    mask = infos["action_mask"]
    assert obs.dtype == np.float32 and obs.shape == (8, env.observation_size)
    assert mask.dtype == np.bool_ and mask.shape == (8, env.num_actions)
    out = env.step_random()
    ptrs = [pointer(a) for a in out[:4]] + [pointer(a) for a in out[4].values()]
    before = obs.copy()
    for _ in range(50):
        out = env.step(env.step_random()[4]["action_mask"].argmax(1))
        assert [pointer(a) for a in out[:4]] + [pointer(a) for a in out[4].values()] == ptrs
        assert out[0] is obs and out[4] is infos and infos["action_mask"] is mask
    assert not np.array_equal(obs, before)  # written in place
    env.reset(seed=2)
    assert pointer(env.obs) == ptrs[0]


def test_the_gymnasium_vector_api():
    env = catanlab.VecEnv(4, opponents="random", seat=1, seed=3, options={"turn_cap": 30})
    mode = env.metadata["autoreset_mode"]
    assert env.num_envs == 4 and getattr(mode, "value", mode) == "SameStep"  # gymnasium.vector.AutoresetMode
    assert env.single_observation_space.shape == (env.observation_size,)
    assert env.observation_space.shape == (4, env.observation_size) and env.action_space.shape == (4,)
    assert env.single_action_space.n == env.num_actions
    obs, infos = env.reset(seed=3)
    assert env.observation_space.contains(obs) and (infos["current_player"] == 1).all()
    mirrors = [catanlab.SeatEnv(seat=1, opponents="random", options={"turn_cap": 30}) for _ in range(4)]
    for i, m in enumerate(mirrors):
        assert np.array_equal(m.reset(seed=3 + i)[0], obs[i])
    ended = {"terminated": 0, "truncated": 0}
    rng = np.random.default_rng(0)
    for _ in range(400):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in env.action_masks()])
        assert env.action_space.contains(actions)
        obs, rewards, terminations, truncations, infos = env.step(actions)
        assert rewards.shape == terminations.shape == truncations.shape == (4,)
        assert (infos["_final_obs"] == (terminations | truncations)).all()
        for i, m in enumerate(mirrors):  # SeatEnv plays the same games, one at a time
            o, r, term, trunc, _ = m.step(int(actions[i]))
            assert (term, trunc, r) == (bool(terminations[i]), bool(truncations[i]), float(rewards[i]))
            if term or trunc:
                ended["terminated" if term else "truncated"] += 1
                assert np.array_equal(infos["final_obs"][i], o)  # the finished game's last view
                o, _ = m.reset(seed=int(env.seeds()[i]))  # the env's next game, already in obs
            assert np.array_equal(obs[i], o)
    assert ended["terminated"] + ended["truncated"] >= 4 and ended["truncated"]


def test_async_recv_returns_views_of_preallocated_blocks():
    env = catanlab.VecEnv(6, seed=3, batch_size=2)
    env.async_reset()
    blocks = set()
    seen = set()
    for _ in range(60):
        obs, rewards, terminations, truncations, info = env.recv()
        mask, player, env_ids = info["action_mask"], info["current_player"], info["env_id"]
        assert obs.shape == (2, env.observation_size) and env_ids.shape == (2,) and rewards.shape == (2,)
        assert obs.base is not None  # a view, not a copy
        blocks.add(pointer(obs))
        seen.update(env_ids.tolist())
        for row, e in enumerate(env_ids):
            assert mask[row].any() and 0 <= player[row] < 4
        env.send(mask.argmax(1), env_ids)
    assert len(blocks) == 4  # the ring: ceil(6 / 2) + 1 blocks, reused
    assert seen == set(range(6))


def test_async_envs_play_the_same_games_as_sync_ones():
    # Per-env seeds and C++ draws give the same games whatever order the envs finish in.
    asy = catanlab.VecEnv(4, seed=7, batch_size=2, num_threads=2)
    asy.async_reset()
    last = {}
    for _ in range(200):
        asy.send_random(asy.recv()[4]["env_id"])
    for _ in range(2):  # drain what is in flight
        for e in asy.recv()[4]["env_id"]:
            last[int(e)] = asy.state_json(int(e))
    assert len(last) == 4
    # Each env has taken some number of steps; replay each one's count in the sync env.
    for e, state in last.items():
        probe = catanlab.VecEnv(1, seed=7 + e)
        probe.reset()
        target = json.loads(state)
        for _ in range(100000):
            if json.loads(probe.state_json(0)) == target:
                break
            probe.step_random()
        else:
            raise AssertionError(f"env {e}: the async state never appears in the sync run")


def check_invariants(state, options):
    """The engine's bookkeeping, from the state's JSON: resources conserved, pieces within limits."""
    base, bank = state["base"], state["base"]["bank"]
    players = base["players"]
    for r in range(5):
        assert bank[r] + sum(p["hand"][r] for p in players) == 19
    for p in players:
        assert len(p["settlements"]) <= 5 and len(p["cities"]) <= 4 and len(p["roads"]) <= 15
        assert all(k <= h for k, h in zip(p["known"], p["hand"]))
        assert all(n <= d for n, d in zip(p["dev_new"], p["dev"]))
    for k, size in enumerate([14, 5, 2, 2, 2]):
        assert base["dev_deck"][k] + sum(p["dev"][k] for p in players) <= size
    taken = [v for p in players for v in p["settlements"] + p["cities"]]
    assert len(taken) == len(set(taken))
    roads = [e for p in players for e in p["roads"]]
    assert len(roads) == len(set(roads))


def test_long_random_run_keeps_the_invariants():
    n, options = 32, {}
    env = catanlab.VecEnv(n, seed=100, options=options)
    env.reset()
    mirror = catanlab.Game()
    games = 0
    for step in range(6000):
        obs, reward, terminations, truncations, infos = env.step_random()
        mask, player, rewards, dones = infos["action_mask"], infos["current_player"], infos["returns"], infos["_final_obs"]
        assert (dones == terminations | truncations).all()
        assert mask.any(axis=1).all() and ((player >= 0) & (player < 4)).all()
        games += int(dones.sum())
        ended = np.flatnonzero(dones)
        assert (rewards[ended].sum(axis=1) <= 1).all() and (rewards[~dones] == 0).all()
        if step % 500 == 0:
            for e in range(n):
                text = env.state_json(e)
                check_invariants(json.loads(text), options)
                # The row is exactly what the engine shows for this state.
                mirror.from_json(text)
                assert np.array_equal(obs[e], mirror.observe(int(player[e])))
                assert np.array_equal(mask[e], mirror.action_mask())
    assert games >= 20
