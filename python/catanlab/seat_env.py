"""SeatEnv: one seat of a game as a Gymnasium environment; the other seats are
built-in agents given by name ("random"), played in C++ between your steps.

reset(seed) -> (obs, info); step(action) -> (obs, reward, terminated, truncated, info).
obs is the seat's float32 observation; info["action_mask"] holds the legal
decisions (also action_masks(), as sb3-contrib's MaskablePPO expects). The
reward is the seat's return (1 for a win) on the final step, else 0. Seeds
follow play_game: agent of seat p uses derive_seed(seed, 100 + p).
With gymnasium installed, SeatEnv is also a gymnasium.Env.
"""
import numpy as np

from catanlab import spaces
from catanlab._catanlab import Agent, Game, derive_seed
from catanlab.seats import opponent_specs

try:
    from gymnasium import Env as _Base
except ImportError:
    _Base = object


class SeatEnv(_Base):
    metadata = {"render_modes": ["ansi"]}

    def __init__(self, rules="base", players=0, seat=0, opponents="random", options=None, render_mode=None):
        self.game = Game(rules, players, 0, options or {})
        self.seat = seat
        specs = opponent_specs(self.game.num_players, seat, opponents)
        self.agents = [None if spec is None else Agent(spec) for spec in specs]
        self.observation_space = spaces.observation_box(self.game.observation_size)
        self.action_space = spaces.action_discrete(self.game.num_actions)
        self.render_mode = render_mode
        self._seeds = np.random.default_rng()

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = int(self._seeds.integers(2**63))
        else:
            self._seeds = np.random.default_rng(seed)
        self.game.reset(seed)
        for p, agent in enumerate(self.agents):
            if agent:
                agent.reset(derive_seed(seed, 100 + p))
        self._advance()
        return self.game.observe(self.seat), self._info()

    def step(self, action):
        self.game.apply(action)
        self._advance()
        terminated = self.game.is_terminal()
        reward = self.game.returns()[self.seat] if terminated else 0.0
        return self.game.observe(self.seat), reward, terminated, False, self._info()

    def action_masks(self):
        if self.game.current_player != self.seat:
            return np.zeros(self.game.num_actions, bool)
        return self.game.action_mask()

    def render(self):
        return self.game.render(self.seat)

    def close(self):
        pass

    def _advance(self):
        game = self.game
        while not game.is_terminal():
            if game.is_chance():
                game.apply(game.sample_chance())
            elif game.current_player == self.seat:
                return
            else:
                game.apply(self.agents[game.current_player].act(game))

    def _info(self):
        return {"action_mask": self.action_masks(), "phase": self.game.phase}
