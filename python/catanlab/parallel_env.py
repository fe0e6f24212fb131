"""ParallelEnv: the game as a PettingZoo Parallel environment, Env's twin:
reset(seed) -> (observations, infos); step(actions) -> (observations,
rewards, terminations, truncations, infos), each a dict over env.agents.

Each step, the agents that act hold a legal action in their
observation's "action_mask"; the others' masks are empty and their action
(any value, or none) is ignored. In a sequential game one agent acts per
step. In a round where each seat commits one choice face down (a
simultaneous move, Game.private_decision: Goofspiel's bids) every seat of the
round acts in the same step, natively: a commitment changes no other seat's
observation or legal actions, so all of them are known before any is applied;
then they are applied in the seats' order. A seat that commits in several
decisions (Colonies writes its book order by order) acts one decision a step. Chance is resolved inside from the
game's own stream; rewards are the returns on the final step; a turn cap
without a winner truncates. With pettingzoo installed, ParallelEnv is also a
pettingzoo.ParallelEnv.
"""
import numpy as np

from catanlab import spaces
from catanlab._catanlab import Game

try:
    from pettingzoo import ParallelEnv as _Base
except ImportError:
    _Base = object


class ParallelEnv(_Base):
    metadata = {"name": "catanlab_parallel_v0", "render_modes": ["ansi"]}

    def __init__(self, rules="base", players=0, options=None, seed=None, render_mode=None):
        self.game = Game(rules, players, 0, options or {})
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(self.game.num_players)]
        self._obs_space = spaces.masked_observation(self.game)
        self._act_space = spaces.action_discrete(self.game.num_actions)
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}
        self._seeds = np.random.default_rng(seed)
        self._next_seed = seed
        self._turn_cap = self.game.options.get("turn_cap", 0)
        self._acting = {}
        self.agents = []

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._next_seed if self._next_seed is not None else int(self._seeds.integers(2**63))
        self._next_seed = None
        self.game.reset(seed)
        self.agents = list(self.possible_agents)
        observations = self._next_round()
        return observations, self._infos()

    def step(self, actions):
        game = self.game
        for seat, (_, mask) in self._acting.items():
            agent = self.possible_agents[seat]
            action = actions.get(agent)
            if action is None or not 0 <= int(action) < len(mask) or not mask[int(action)]:
                shown = action if action is None or not 0 <= int(action) < game.num_actions else \
                    f"{action} ('{game.action_name(int(action))}')"
                raise ValueError(f"{agent}: {shown} is not one of its legal actions in phase {game.phase}")
        for seat in self._acting:
            game.apply(int(actions[self.possible_agents[seat]]))
        observations = self._next_round()
        rewards = {a: 0.0 for a in self.agents}
        terminations = {a: False for a in self.agents}
        truncations = {a: False for a in self.agents}
        infos = self._infos()
        if game.is_terminal():
            returns = game.returns()
            done = truncations if spaces.capped(game, self._turn_cap, returns) else terminations
            for agent in self.agents:
                rewards[agent] = float(returns[self.possible_agents.index(agent)])
                done[agent] = True
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def render(self):
        return self.game.render()

    def close(self):
        pass

    def _next_round(self):
        """Resolves chance, finds the seats that act now and returns every agent's observation."""
        game = self.game
        while game.is_chance():
            game.apply(game.sample_chance())
        self._acting = {}
        if not game.is_terminal():
            # Each commitment of a round is invisible to the seats after it: a probe applies any legal one
            # to reach the next seat's view, in one phase, each seat once.
            probe, phase = game, game.phase
            while True:
                seat = probe.current_player
                self._acting[seat] = (probe.observe(seat), probe.action_mask())
                if not probe.private_decision():
                    break
                probe = probe.clone() if probe is game else probe
                probe.apply(int(np.flatnonzero(self._acting[seat][1])[0]))
                if (probe.is_chance() or probe.is_terminal() or probe.phase != phase
                        or probe.current_player in self._acting):
                    break
        none = np.zeros(game.num_actions, bool)
        observations = {}
        for agent in self.agents:
            seat = self.possible_agents.index(agent)
            obs, mask = self._acting.get(seat, (None, none))
            observations[agent] = {"observation": game.observe(seat) if obs is None else obs, "action_mask": mask}
        return observations

    def _infos(self):
        return {a: {"acting": self.possible_agents.index(a) in self._acting, "phase": self.game.phase}
                for a in self.agents}
