"""SB3VecEnv against Stable-Baselines3's documented VecEnv interface
(stable-baselines3 is not installed here): reset -> obs; step_async/step_wait
-> (obs, rewards, dones, list of infos) with terminal_observation and
TimeLimit.truncated; the arrays SB3 keeps are not overwritten by the next
step; action masks through action_masks() and env_method, as MaskablePPO
reads them."""
import numpy as np

import catanlab
from catanlab.sb3 import SB3VecEnv


def test_the_stable_baselines3_vec_env_interface():
    vec = catanlab.VecEnv(3, opponents="random", seat=0, seed=4, options={"turn_cap": 12})
    env = SB3VecEnv(vec)
    assert env.num_envs == 3 and env.action_space.n == vec.num_actions
    assert env.observation_space.shape == (vec.observation_size,)
    assert env.seed(9) == [9, 10, 11]
    obs = env.reset()
    assert obs.shape == (3, vec.observation_size) and np.array_equal(vec.seeds(), [9, 10, 11])
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(300):
        masks = np.stack(env.env_method("action_masks"))
        assert np.array_equal(masks, env.action_masks()) and env.has_attr("action_masks")
        kept = obs
        env.step_async(np.array([rng.choice(np.flatnonzero(m)) for m in masks]))
        obs, rewards, dones, infos = env.step_wait()
        assert kept is not obs and not np.shares_memory(kept, vec.obs)  # SB3 keeps the last obs
        assert rewards.shape == dones.shape == (3,) and isinstance(infos, list) and len(infos) == 3
        for i in np.flatnonzero(dones):
            assert infos[i]["terminal_observation"].shape == (vec.observation_size,)
            assert infos[i]["TimeLimit.truncated"] and rewards[i] == 0  # random play wins no game in 12 turns
            ended += 1
        assert not any(infos[i] for i in np.flatnonzero(~dones))
    assert ended >= 3
    assert env.get_attr("num_actions") == [vec.num_actions] * 3 and env.get_attr("seat", indices=1) == [0]
    assert env.env_is_wrapped(object) == [False] * 3
