"""SB3VecEnv: a catanlab.VecEnv as a Stable-Baselines3 VecEnv, for SB3's
algorithms and sb3-contrib's MaskablePPO.

reset() -> obs; step_async(actions); step_wait() -> (obs, rewards, dones,
infos), infos a list of dicts, a finished game's with "terminal_observation"
and "TimeLimit.truncated" (it stopped at the turn cap). action_masks() and
env_method("action_masks") give the legal decisions, as MaskablePPO asks.
SB3 keeps the arrays it is handed across steps, so obs, rewards and dones are
copies here (as SB3's DummyVecEnv makes them), unlike VecEnv's own. The envs
are one C++ VecEnv: get_attr answers its attribute for every env, and
env_method knows action_masks alone. With stable-baselines3 installed,
SB3VecEnv is a stable_baselines3.common.vec_env.VecEnv.
"""
import numpy as np

try:
    from stable_baselines3.common.vec_env import VecEnv as _Base
except ImportError:
    _Base = object


class SB3VecEnv(_Base):
    def __init__(self, vec):
        self.vec = vec
        if _Base is object:
            self.num_envs = vec.num_envs
            self.observation_space = vec.single_observation_space
            self.action_space = vec.single_action_space
            self.render_mode = None
        else:
            super().__init__(vec.num_envs, vec.single_observation_space, vec.single_action_space)
        self.reset_infos = [{} for _ in range(vec.num_envs)]
        self._next_seed = None
        self._actions = None

    def reset(self):
        obs, _ = self.vec.reset(seed=self._next_seed)
        self._next_seed = None
        return obs.copy()

    def step_async(self, actions):
        self._actions = np.asarray(actions)

    def step_wait(self):
        obs, rewards, terminations, truncations, infos = self.vec.step(self._actions)
        dones = terminations | truncations
        out = [{} for _ in range(self.num_envs)]
        for i in np.flatnonzero(dones):
            out[i]["terminal_observation"] = infos["final_obs"][i].copy()
            out[i]["TimeLimit.truncated"] = bool(truncations[i])
        return obs.copy(), rewards.copy(), dones, out

    def step(self, actions):
        self.step_async(actions)
        return self.step_wait()

    def action_masks(self):
        return self.vec.action_masks().copy()

    def seed(self, seed=None):
        """The next reset plays game seed + i in env i, as VecEnv(seed=) does."""
        self._next_seed = seed
        return [None if seed is None else seed + i for i in range(self.num_envs)]

    def close(self):
        self.vec.close()

    def get_attr(self, attr_name, indices=None):
        return [getattr(self.vec, attr_name)] * len(self._indices(indices))

    def set_attr(self, attr_name, value, indices=None):
        raise AttributeError(f"set_attr('{attr_name}'): the envs are one C++ VecEnv, whose settings are fixed")

    def has_attr(self, attr_name):
        return hasattr(self.vec, attr_name)

    def env_method(self, method_name, *method_args, indices=None, **method_kwargs):
        if method_name != "action_masks":
            raise AttributeError(f"env_method('{method_name}'): the envs are one C++ VecEnv; only action_masks")
        masks = self.vec.action_masks()
        return [masks[i].copy() for i in self._indices(indices)]

    def env_is_wrapped(self, wrapper_class, indices=None):
        return [False] * len(self._indices(indices))

    def get_images(self):
        return [None] * self.num_envs

    def _indices(self, indices):
        if indices is None:
            return range(self.num_envs)
        return [indices] if isinstance(indices, int) else list(indices)
