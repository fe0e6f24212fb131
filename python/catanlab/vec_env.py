"""VecEnv: num_envs games stepped in C++ (OpenMP threads, GIL released).

Results live in arrays allocated once by the C++ VecEnv (envs/vec_env.h),
written in place and shared with numpy uncopied:
  obs             float32 (num_envs, observation_size)  view of the seat to move
  action_mask     bool    (num_envs, num_actions)
  rewards         float32 (num_envs, num_players)       returns of a game that ended this step
  dones           bool    (num_envs,)
  current_player  int32   (num_envs,)                   the seat each row's obs belongs to
  actions         int32   (num_envs,)                   the decision applied (drawn ones too)
A game that ends is reset at once with the env's next seed (game k of env i
plays seed + i + k * num_envs); that step's row shows the new game, its
rewards and done flag the finished one.

Seats: with opponents=None every seat is yours (self-play: act for
current_player); with opponents="random" (or a list for the other seats) only
`seat` is yours and the others are built-in agents played inside.

Synchronous:   reset(seed) -> (obs, action_mask, current_player)
               step(actions) / step_random() -> (obs, action_mask, rewards, dones, current_player)
Asynchronous (EnvPool style, batch_size <= num_envs):
               async_reset(seed); then loop: recv() -> (obs, action_mask, rewards, dones, current_player, env_ids)
               for the first batch_size envs to finish, and send(actions, env_ids) / send_random(env_ids).
recv()'s arrays are views into a ring of preallocated blocks, valid until
ceil(num_envs / batch_size) more recv calls.
"""
from catanlab._catanlab import Game, VecEnvCore
from catanlab.seats import opponent_specs


class VecEnv:
    def __init__(self, num_envs, rules="base", players=0, options=None, opponents=None, seat=0, seed=0,
                 batch_size=None, num_threads=None):
        options = options or {}
        n = Game(rules, players, 0, options).num_players
        if opponents is None:
            seat_agents = [""] * n
        else:
            seat_agents = [spec or "" for spec in opponent_specs(n, seat, opponents)]
        self.seat = seat if opponents is not None else None
        self._core = VecEnvCore(rules, n, options, seat_agents, num_envs, batch_size or 0, num_threads or 0, seed)

    def __getattr__(self, name):
        # Arrays, sizes and the step/send/recv methods come straight from the C++ object.
        if name == "_core":  # not built (the constructor raised): no recursion
            raise AttributeError(name)
        return getattr(self._core, name)

    def reset(self, seed=None):
        return self._core.reset(seed)

    def step(self, actions):
        return self._core.step(actions)
