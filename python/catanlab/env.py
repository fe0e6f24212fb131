"""Env: the game as a PettingZoo AEC environment (agent_iter / last / step).

Every seat is an agent ("player_0", ...), or, with opponents (as VecEnv's:
one name or a list for the seats other than `seat`), `seat` alone, the others
built-in agents played inside, seeded as play_game seeds them. Chance (dice, card draws, steals)
is resolved inside from the game's own chance stream, unless expose_chance is
set: then a "chance" agent steps at chance nodes with an outcome id, and its
info lists the outcomes with their probabilities. The observation is a dict
{"observation": float32 view of the seat, "action_mask": bool over decisions}.
A game stopped by the turn cap without a winner truncates every agent; one
that ends by the rules terminates them.
With pettingzoo installed, Env is also a pettingzoo.AECEnv.
"""
import numpy as np

from catanlab import spaces
from catanlab._catanlab import Agent, Game, derive_seed
from catanlab.seats import opponent_specs

try:
    from pettingzoo import AECEnv as _Base
except ImportError:
    _Base = object

CHANCE = "chance"


class Env(_Base):
    metadata = {"name": "catanlab_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, rules="base", players=0, options=None, opponents=None, seat=0, seed=None, expose_chance=False,
                 render_mode=None):
        self.game = Game(rules, players, 0, options or {})
        self.expose_chance = expose_chance
        self.render_mode = render_mode
        n = self.game.num_players
        # As VecEnv's: opponents=None makes every seat an agent; else only `seat` is, the others built-in agents.
        specs = [None] * n if opponents is None else opponent_specs(n, seat, opponents)
        self._opponents = [None if spec is None else Agent(spec) for spec in specs]
        self.possible_agents = [f"player_{p}" for p in range(n) if specs[p] is None]
        if expose_chance:
            self.possible_agents.append(CHANCE)
        self._seat = {a: int(a.split("_")[1]) for a in self.possible_agents if a != CHANCE}
        self._obs_space = spaces.masked_observation(self.game)
        self._act_space = spaces.action_discrete(self.game.num_actions)
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}
        self._seeds = np.random.default_rng(seed)
        self._next_seed = seed
        self._turn_cap = self.game.options.get("turn_cap", 0)
        self.agents = []

    # Spaces, as PettingZoo asks for them.
    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._next_seed if self._next_seed is not None else int(self._seeds.integers(2**63))
        self._next_seed = None
        self.game.reset(seed)
        for p, agent in enumerate(self._opponents):
            if agent:
                agent.reset(derive_seed(seed, 100 + p))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._advance()

    def observe(self, agent):
        if agent == CHANCE:
            return {"observation": np.zeros(self.game.observation_size, np.float32),
                    "action_mask": np.zeros(self.game.num_actions, bool)}
        seat = self._seat[agent]
        mask = self.game.action_mask() if self.game.current_player == seat else np.zeros(self.game.num_actions, bool)
        return {"observation": self.game.observe(seat), "action_mask": mask}

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def agent_iter(self, max_iter=2**63):
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"{agent} is done: step(None) removes it, not step({action!r})")
            self._remove(agent)
            return
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(action)
        self._advance()

    def render(self):
        return self.game.render()

    def close(self):
        pass

    def _advance(self):
        """Resolves chance (unless exposed), then selects who acts next and settles rewards at the end."""
        game = self.game
        while not game.is_terminal():
            if game.is_chance() and not self.expose_chance:
                game.apply(game.sample_chance())
            elif not game.is_chance() and self._opponents[game.current_player]:
                game.apply(self._opponents[game.current_player].act(game))
            else:
                break
        self.rewards = {a: 0.0 for a in self.agents}
        if game.is_terminal():
            returns = game.returns()
            for agent, seat in self._seat.items():
                self.rewards[agent] = returns[seat]
            done = self.truncations if spaces.capped(game, self._turn_cap, returns) else self.terminations
            for agent in self.agents:
                done[agent] = True
                self._cumulative_rewards[agent] += self.rewards[agent]
            self.agent_selection = self.agents[0]
        elif game.is_chance():
            self.agent_selection = CHANCE
            self.infos[CHANCE] = {"chance_outcomes": game.chance_outcomes()}
        else:
            self.agent_selection = f"player_{game.current_player}"

    def _remove(self, agent):
        self.agents.remove(agent)
        for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
            del d[agent]
        if self.agents:
            self.agent_selection = self.agents[0]
