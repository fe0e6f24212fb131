"""catanlab.arena: seat-rotated pods between built-in and Python agents, with
the CLI's table and JSON lines (`catanlab arena`, docs/cli.md).

Games, their JSON lines and the table (win rates with Wilson intervals, mean
VP, ranks, Plackett-Luce or head-to-head Elo) come from the C++ arena
(selfplay/arena.h) through _catanlab.ArenaCore. Built-in agents alone play on
`threads` C++ threads; with a Python agent at the table the games are split
over `threads` worker processes (forked), each playing whole games, and their
results are tabulated here by the same C++ code. When a Python agent has
act_batch, each worker plays up to `batch` games side by side and asks for
their decisions together (catanlab.batching).
"""
import multiprocessing
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from catanlab import agents as python_agents
from catanlab._catanlab import AgentError, ArenaCore
from catanlab.batching import Batcher, Seat


@dataclass
class ArenaResult:
    table: str                                   # the CLI's table, as printed
    lines: list = field(default_factory=list)    # the CLI's JSON line of each game, in the order they finished
    games: list = field(default_factory=list)    # the ArenaGames played (pod, rotation, seed, winner)
    rows: list = field(default_factory=list)     # per agent: label, games, wins, win_ci, draws, mean_vp, ranks, ...
    errors: list = field(default_factory=list)   # why each game that did not finish stopped (on_error="continue")

    def __str__(self):
        return self.table


def arena(rules, agents, games=100, *, seed=1, threads=1, options=None, json=None, replays=None, html=False,
          viewer=None, timeout=None, on_error="stop", progress=False, batch=16):
    """Plays `games` games (rounded up to whole pods of len(agents) rotations) and tabulates them.

    agents: one per seat, each a built-in agent's spec ("ismcts:iters=2000"), "py:module:Class" or a Python
    agent object (catanlab.agents). seed: pod k plays seed + k. threads: games in parallel (C++ threads, or
    worker processes when a Python agent plays). json: a file for one JSON line per finished game, flushed
    as it ends. replays: a folder for one replay per game (html: a viewer beside each, as seat `viewer` sees).
    timeout: seconds a Python agent may take per decision (an act_batch call: per view). batch: the games a
    worker plays side by side when a Python agent has act_batch(views), which gets their pending decisions at
    once. A game whose agent raises, answers an illegal decision (or act_batch a list of the wrong length) or
    overruns stops with catanlab.AgentError naming the agent, seed, seats and replay;
    on_error="stop" raises it (the JSON lines of the games before it are kept), "continue" prints it to
    stderr, keeps it in the result's errors and plays on.
    """
    if on_error not in ("stop", "continue"):
        raise ValueError(f"on_error={on_error!r}: 'stop' or 'continue'")
    if games < 1 or threads < 1 or batch < 1:
        raise ValueError(f"arena: games ({games}), threads ({threads}) and batch ({batch}) are at least 1")

    def make_core(entries, timeout):
        return ArenaCore(rules, options or {}, entries, seed, os.fspath(replays) if replays else "", html,
                         -1 if viewer is None else viewer, timeout, threads)

    core = make_core(list(agents), timeout or 0.0)
    n = core.num_agents
    pods = -(-games // n)
    result = ArenaResult(table="")
    out = open(json, "w") if json else None
    try:
        def finished(game):
            result.games.append(game)
            result.lines.append(core.game_json(game))
            if out:  # a line per game, flushed: an error or a crash keeps the games played
                out.write(result.lines[-1] + "\n")
                out.flush()
            if progress:
                print(f"\r{len(result.games)}/{pods * n} games", end="", file=sys.stderr, flush=True)

        if not core.python:
            core.play_pods(pods, finished)
        else:
            places = [(p, r) for p in range(pods) for r in range(n)]
            python = _python_agents(agents)
            if not any(callable(getattr(a, "act_batch", None)) for a in python.values()):
                batch = 1
            side_by_side = _SideBySide(make_core, agents, python, timeout or 0.0) if batch > 1 else None
            for outcome in _play_games(core, side_by_side, places, threads, batch):
                if not isinstance(outcome, str):
                    finished(outcome)
                elif on_error == "stop":
                    raise AgentError(outcome)
                else:
                    result.errors.append(outcome)
                    print(f"arena: {outcome}", file=sys.stderr)
    finally:
        if out:
            out.close()
        if progress:
            print(file=sys.stderr)
    result.table = core.table(result.games)
    result.rows = core.rows(result.games)
    return result


def _python_agents(entries):
    """Each Python agent entry's agent object, by position ("py:" specs loaded)."""
    return {i: python_agents.load(e) if isinstance(e, str) else e for i, e in enumerate(entries)
            if not isinstance(e, str) or e.startswith("py:")}


class _SideBySide:
    """A worker's games side by side: ArenaCores over the arena's entries, each Python agent in them a Seat of one
    Batcher (made in the worker, at its first games)."""

    def __init__(self, make_core, entries, python, timeout):
        self.make_core, self.entries, self.python, self.timeout = make_core, list(entries), python, timeout
        self.batcher, self.cores = None, []

    def play(self, places):
        if self.batcher is None:
            self.batcher = Batcher(self.timeout)
            seats = {}  # one Seat per agent object, whatever seats it fills
            for i, agent in self.python.items():
                label = self.entries[i] if isinstance(self.entries[i], str) else python_agents.label(agent)
                seats.setdefault(id(agent), Seat(self.batcher, agent, label))
            self.entries = [seats[id(self.python[i])] if i in self.python else e for i, e in enumerate(self.entries)]
        while len(self.cores) < len(places):
            self.cores.append(self.make_core(self.entries, 0.0))  # the Batcher times the agents
        return self.batcher.play([lambda core=core, place=place: _play_one(core, place)
                                  for core, place in zip(self.cores, places)])


# What a worker process plays, inherited at the fork.
_core = _side_by_side = None


def _play_one(core, place):
    """One game: its ArenaGame, or the AgentError's message (the other games go on)."""
    try:
        return core.play(*place)
    except AgentError as e:
        return str(e)


def _play_some(places):
    """A worker's games, side by side if batching, else one by one; their outcomes in order."""
    if _side_by_side:
        return _side_by_side.play(places)
    return [_play_one(_core, place) for place in places]


def _play_games(core, side_by_side, places, workers, batch):
    global _core, _side_by_side
    _core, _side_by_side = core, side_by_side
    per_worker = -(-len(places) // workers)  # every worker gets games
    size = min(batch, per_worker)
    chunks = [places[i:i + size] for i in range(0, len(places), size)]
    try:
        if workers == 1:
            for chunk in chunks:
                yield from _play_some(chunk)
            return
        # An executor, not a Pool: a worker that dies (an agent's crash) raises BrokenProcessPool, not a hang.
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
        try:
            for outcomes in pool.map(_play_some, chunks):
                yield from outcomes
        except BrokenProcessPool as e:
            raise AgentError("arena: a worker process died while playing (an agent or the engine ended the process); "
                             "the games finished before are kept") from e
        finally:
            pool.shutdown(wait=False, cancel_futures=True)
    finally:
        _core = _side_by_side = None
