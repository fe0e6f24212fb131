"""The environments' spaces and shapes match what they return."""
import numpy as np

import catanlab


def test_env_spaces_describe_its_observations():
    env = catanlab.Env(players=3, seed=5)
    env.reset()
    assert env.possible_agents == ["player_0", "player_1", "player_2"]
    obs, reward, term, trunc, info = env.last()
    space = env.observation_space("player_0")
    assert obs["observation"].shape == space["observation"].shape and obs["observation"].dtype == np.float32
    assert obs["action_mask"].shape == space["action_mask"].shape
    assert env.action_space("player_0").n == env.game.num_actions
    assert obs["action_mask"].any() and (reward, term, trunc) == (0.0, False, False)
    other = env.observe("player_1")
    assert not other["action_mask"].any()  # not their turn


def test_seat_env_spaces_and_mask():
    env = catanlab.SeatEnv(players=2, seat=1)
    obs, info = env.reset(seed=3)
    assert obs.shape == env.observation_space.shape and obs.dtype == np.float32
    assert np.array_equal(info["action_mask"], env.action_masks()) and info["action_mask"].any()
    assert env.action_space.n == env.game.num_actions
    assert env.game.current_player == 1
