"""catanlab.arena: seat-rotated pods between built-in and Python agents, with
the CLI's table and JSON lines (`catanlab arena`, docs/cli.md).

Games, their JSON lines and the table (win rates with Wilson intervals, mean
VP, ranks, Plackett-Luce or head-to-head Elo) come from the C++ arena
(selfplay/arena.h) through _catanlab.ArenaCore. Built-in agents alone play on
`threads` C++ threads; with a Python agent at the table the games are split
over `threads` worker processes (forked), each playing whole games, and their
results are tabulated here by the same C++ code.
"""
import multiprocessing
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from catanlab._catanlab import AgentError, ArenaCore


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
          viewer=None, timeout=None, on_error="stop", progress=False):
    """Plays `games` games (rounded up to whole pods of len(agents) rotations) and tabulates them.

    agents: one per seat, each a built-in agent's spec ("ismcts:iters=2000"), "py:module:Class" or a Python
    agent object (catanlab.agents). seed: pod k plays seed + k. threads: games in parallel (C++ threads, or
    worker processes when a Python agent plays). json: a file for one JSON line per finished game, flushed
    as it ends. replays: a folder for one replay per game (html: a viewer beside each, as seat `viewer` sees).
    timeout: seconds a Python agent may take per decision. A game whose agent raises, answers an illegal
    decision or overruns stops with catanlab.AgentError naming the agent, seed, seats and replay;
    on_error="stop" raises it (the JSON lines of the games before it are kept), "continue" prints it to
    stderr, keeps it in the result's errors and plays on.
    """
    if on_error not in ("stop", "continue"):
        raise ValueError(f"on_error={on_error!r}: 'stop' or 'continue'")
    if games < 1 or threads < 1:
        raise ValueError(f"arena: games ({games}) and threads ({threads}) are at least 1")
    core = ArenaCore(rules, options or {}, list(agents), seed, os.fspath(replays) if replays else "", html, -1 if viewer is None else viewer,
                     timeout or 0.0, threads)
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
            for outcome in _play_games(core, [(p, r) for p in range(pods) for r in range(n)], threads):
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


# The arena a worker process plays, inherited at the fork.
_core = None


def _play_one(place):
    """One game in a worker: its ArenaGame, or the AgentError's message (the pool goes on)."""
    try:
        return _core.play(*place)
    except AgentError as e:
        return str(e)


def _play_games(core, places, workers):
    global _core
    _core = core
    try:
        if workers == 1:
            yield from map(_play_one, places)
            return
        # An executor, not a Pool: a worker that dies (an agent's crash) raises BrokenProcessPool, not a hang.
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
        try:
            yield from pool.map(_play_one, places)
        except BrokenProcessPool as e:
            raise AgentError("arena: a worker process died while playing (an agent or the engine ended the process); "
                             "the games finished before are kept") from e
        finally:
            pool.shutdown(wait=False, cancel_futures=True)
    finally:
        _core = None
