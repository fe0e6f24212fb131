"""Observation and action spaces: gymnasium's when it is installed, else small
stand-ins with the same attributes (shape, dtype, n, contains, sample), so the
environments match gymnasium's API without depending on it. Likewise GymEnv:
gymnasium.Env, or a stand-in with its seeding (reset(seed=) seeds np_random)."""
import numpy as np

try:
    import gymnasium
except ImportError:
    gymnasium = None


class _SeededEnv:
    """gymnasium.Env's seeding without gymnasium: reset(seed=s) makes np_random a fresh generator of s."""
    _np_random = None

    @property
    def np_random(self):
        if self._np_random is None:
            self._np_random = np.random.default_rng()
        return self._np_random

    def reset(self, *, seed=None, options=None):
        if seed is not None:
            self._np_random = np.random.default_rng(seed)


GymEnv = gymnasium.Env if gymnasium else _SeededEnv


def capped(game, turn_cap, returns):
    """Did a finished game stop at the turn cap without a winner (Gymnasium's truncation, not a termination)?"""
    return turn_cap > 0 and game.turn >= turn_cap and not any(returns)


class Box:
    def __init__(self, low, high, shape, dtype):
        self.shape, self.dtype = tuple(shape), np.dtype(dtype)
        self.low = np.broadcast_to(np.asarray(low, self.dtype), self.shape)
        self.high = np.broadcast_to(np.asarray(high, self.dtype), self.shape)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and x.dtype == self.dtype and bool(((self.low <= x) & (x <= self.high)).all())

    def sample(self, rng=None):
        rng = rng or np.random.default_rng()
        return rng.uniform(self.low, self.high).astype(self.dtype)


class MultiBinary:
    def __init__(self, n):
        self.n, self.shape, self.dtype = n, (n,), np.dtype(np.int8)

    def contains(self, x):
        return np.asarray(x).shape == self.shape

    def sample(self, rng=None):
        return (rng or np.random.default_rng()).integers(0, 2, self.shape, dtype=np.int8)


class Discrete:
    def __init__(self, n):
        self.n, self.shape, self.dtype = n, (), np.dtype(np.int64)

    def contains(self, x):
        return 0 <= int(x) < self.n

    def sample(self, mask=None, rng=None):
        rng = rng or np.random.default_rng()
        if mask is None:
            return int(rng.integers(self.n))
        return int(rng.choice(np.flatnonzero(mask)))


class Dict(dict):
    def contains(self, x):
        return all(k in x and space.contains(x[k]) for k, space in self.items())

    def sample(self, rng=None):
        return {k: space.sample(rng=rng) for k, space in self.items()}


def observation_bounds(game):
    """Each entry's (low, high) from game.observation_layout(), as two float32 arrays of observation_size."""
    layout = game.observation_layout()
    low = np.concatenate([np.full(seg["size"], seg["low"], np.float32) for seg in layout])
    high = np.concatenate([np.full(seg["size"], seg["high"], np.float32) for seg in layout])
    return low, high


def observation_box(game):
    """The Box of game's observations, bounded by its layout's ranges."""
    low, high = observation_bounds(game)
    if gymnasium:
        return gymnasium.spaces.Box(low, high, low.shape, np.float32)
    return Box(low, high, low.shape, np.float32)


def batched_box(single, num_envs):
    """num_envs rows of `single`, as gymnasium.vector batches a Box."""
    shape = (num_envs, *single.shape)
    if gymnasium:
        return gymnasium.spaces.Box(np.broadcast_to(single.low, shape), np.broadcast_to(single.high, shape), shape,
                                    single.dtype)
    return Box(single.low, single.high, shape, single.dtype)


def multi_discrete(n, num_envs):
    """num_envs choices among n, as gymnasium.vector batches a Discrete."""
    if gymnasium:
        return gymnasium.spaces.MultiDiscrete(np.full(num_envs, n))
    return MultiDiscrete(n, num_envs)


class MultiDiscrete:
    def __init__(self, n, num_envs):
        self.nvec, self.shape, self.dtype = np.full(num_envs, n), (num_envs,), np.dtype(np.int64)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(((0 <= x) & (x < self.nvec)).all())

    def sample(self, rng=None):
        return (rng or np.random.default_rng()).integers(0, self.nvec)


def action_discrete(n):
    return gymnasium.spaces.Discrete(n) if gymnasium else Discrete(n)


def masked_observation(game):
    """The dict that Env.last() returns: {"observation": float32, "action_mask": bool}."""
    if gymnasium:
        return gymnasium.spaces.Dict(
            {"observation": observation_box(game), "action_mask": gymnasium.spaces.MultiBinary(game.num_actions)})
    return Dict(observation=observation_box(game), action_mask=MultiBinary(game.num_actions))
