"""SeatEnv: one seat of a game as a Gymnasium environment; the other seats are
built-in agents given by name ("random"), played in C++ between your steps.

reset(seed=None, options=None) -> (obs, info); step(action) -> (obs, reward, terminated, truncated, info).
obs is the seat's float32 observation; info["action_mask"] holds the legal
decisions (also action_masks(), as sb3-contrib's MaskablePPO expects). The
reward is the seat's return (1 for a win) on the final step, else 0. A game
stopped by the rule set's turn cap (options={"turn_cap": N}) without a winner
is truncated, not terminated. reset(seed=s) seeds the env's np_random (through
gymnasium.Env.reset) and plays game seed s, as play_game does: the agent of
seat p uses derive_seed(s, 100 + p); reset() draws the next game's seed from
np_random (the constructor's seed, if given, serves the first reset).
With gymnasium installed, SeatEnv is a gymnasium.Env.
"""
import numpy as np

from catanlab import spaces
from catanlab._catanlab import Agent, Game, derive_seed
from catanlab.seats import opponent_specs


class SeatEnv(spaces.GymEnv):
    metadata = {"render_modes": ["ansi"]}

    def __init__(self, rules="base", players=0, seat=0, opponents="random", options=None, seed=None,
                 render_mode=None):
        self.game = Game(rules, players, 0, options or {})
        self.seat = seat
        specs = opponent_specs(self.game.num_players, seat, opponents)
        self.agents = [None if spec is None else Agent(spec) for spec in specs]
        self.observation_space = spaces.observation_box(self.game)
        self.action_space = spaces.action_discrete(self.game.num_actions)
        self.render_mode = render_mode
        self._turn_cap = self.game.options.get("turn_cap", 0)
        self._first_seed = seed

    def reset(self, *, seed=None, options=None):
        seed = self._first_seed if seed is None else seed
        self._first_seed = None
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(2**63))
        self.game.reset(seed)
        for p, agent in enumerate(self.agents):
            if agent:
                agent.reset(derive_seed(seed, 100 + p))
        self._advance()
        return self.game.observe(self.seat), self._info()

    def step(self, action):
        self.game.apply(action)
        self._advance()
        over = self.game.is_terminal()
        returns = self.game.returns()
        truncated = over and spaces.capped(self.game, self._turn_cap, returns)
        reward = float(returns[self.seat]) if over else 0.0
        return self.game.observe(self.seat), reward, over and not truncated, truncated, self._info()

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
