"""VecEnv: num_envs games stepped in C++ (OpenMP threads, GIL released), with
Gymnasium 1.x's vector API:

  reset(seed=None, options=None) -> (obs, infos)
  step(actions) -> (obs, rewards, terminations, truncations, infos)
  step_random() -> the same, each decision drawn uniformly in C++

Every array is allocated once by the C++ VecEnv (envs/vec_env.h), written in
place and shared with numpy uncopied; each call returns the same arrays:
  obs           float32 (num_envs, observation_size)  view of the seat to move
  rewards       float32 (num_envs,)  the return of the seat that moved (1 for a win) if its game ended
  terminations  bool    (num_envs,)  the game ended this step by the rules
  truncations   bool    (num_envs,)  the game stopped at the turn cap without a winner
  infos         dict of arrays:
    action_mask     bool    (num_envs, num_actions)   legal decisions of the seat to move
    current_player  int32   (num_envs,)               the seat each row's obs belongs to
    returns         float32 (num_envs, num_players)   every seat's return, where a game ended
    final_obs       float32 (num_envs, observation_size)  the finished game's last view of the seat
                    that moved, where _final_obs is True (Gymnasium's SAME_STEP autoreset)
    _final_obs      bool    (num_envs,)
    actions         int32   (num_envs,)               the decision applied (drawn ones too)
A game that ends is reset in the same step with the env's next seed (game k of
env i plays seed + i + k * num_envs): the row's obs shows the new game
(metadata["autoreset_mode"] is Gymnasium's SAME_STEP).

Seats: with opponents=None every seat is yours (self-play: act for
current_player); with opponents="random" (or a list for the other seats) only
`seat` is yours and the others are built-in agents played inside.

Asynchronous (EnvPool style, batch_size <= num_envs): async_reset(seed); then
loop: recv() -> (obs, rewards, terminations, truncations, info) for the first
batch_size envs to finish, info holding env_id, action_mask, current_player,
returns, final_obs and _final_obs; send(actions, env_ids) / send_random(env_ids).
recv()'s arrays are views into a ring of preallocated blocks, valid until
ceil(num_envs / batch_size) more recv calls.

With gymnasium installed, VecEnv is a gymnasium.vector.VectorEnv and the
spaces are gymnasium's.
"""
import numpy as np

from catanlab import spaces
from catanlab._catanlab import Game, VecEnvCore
from catanlab.seats import opponent_specs

try:
    from gymnasium.vector import AutoresetMode, VectorEnv as _Base
    _SAME_STEP = AutoresetMode.SAME_STEP
except ImportError:
    _Base, _SAME_STEP = object, "SameStep"


class VecEnv(_Base):
    metadata = {"autoreset_mode": _SAME_STEP, "render_modes": []}

    def __init__(self, num_envs, rules="base", players=0, options=None, opponents=None, seat=0, seed=None,
                 batch_size=None, num_threads=None):
        options = options or {}
        game = Game(rules, players, 0, options)
        n = game.num_players
        if opponents is None:
            seat_agents = [""] * n
        else:
            seat_agents = [spec or "" for spec in opponent_specs(n, seat, opponents)]
        self.seat = seat if opponents is not None else None
        self._first_seed = int(np.random.default_rng().integers(2**63)) if seed is None else seed
        self._core = VecEnvCore(rules, n, options, seat_agents, num_envs, batch_size or 0, num_threads or 0,
                                self._first_seed)
        core = self._core
        self.num_envs = core.num_envs
        self.single_observation_space = spaces.observation_box(game)
        self.single_action_space = spaces.action_discrete(core.num_actions)
        self.observation_space = spaces.batched_box(self.single_observation_space, self.num_envs)
        self.action_space = spaces.multi_discrete(core.num_actions, self.num_envs)
        self.render_mode = None
        self._infos = {"action_mask": core.action_mask, "current_player": core.current_player,
                       "returns": core.rewards, "final_obs": core.final_obs, "_final_obs": core.dones,
                       "actions": core.actions}
        self._result = (core.obs, core.reward, core.terminated, core.truncated, self._infos)

    def __getattr__(self, name):
        # Sizes, seeds(), state_json() and the async methods come straight from the C++ object.
        if name == "_core":  # not built (the constructor raised): no recursion
            raise AttributeError(name)
        return getattr(self._core, name)

    def reset(self, *, seed=None, options=None):
        self._core.reset(seed)
        return self._core.obs, self._infos

    def step(self, actions):
        self._core.step(actions)
        return self._result

    def step_random(self):
        self._core.step_random()
        return self._result

    def action_masks(self):
        """(num_envs, num_actions) bool, as sb3-contrib's MaskablePPO asks for it."""
        return self._core.action_mask

    def close(self, **kwargs):
        pass
