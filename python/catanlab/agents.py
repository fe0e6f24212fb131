"""Python agents: the protocol that the arena, play_game and play_campaign
accept beside built-in agents' specs.

An agent is any object with

    act(view) -> action       an id (int) or a name ("build_road e17"), legal for view.seat
    reset(seed)               optional: called before each game with a seed for the agent's own randomness
    act_batch(views) -> list  optional: one action per view; the arena then plays a worker's games side by
                              side and asks for all their pending decisions at once (catanlab.batching)
    name                      optional str: its label in tables, JSON lines and replays
                              (default py:<module>:<class>)

`view` holds only what the seat to move may know (View below). From the
shell, `py:mypkg.bots:MyBot` names a class (made with no arguments) or an
object of an importable module.
"""
import contextlib
import hashlib
import importlib
import signal
import threading
import time
import traceback
from functools import cached_property


class View:
    """What the seat to move may see: its observation, its legal decisions and
    a Game whose hidden parts (opponents' hands, the deck, face-down
    commitments) are redealt from what the seat sees (Game.resample_hidden),
    with a seed and chance stream of its own, never the true ones. The game is
    the agent's to search (clone, apply, sample_chance); it is valid as long
    as the game being played is.
    """

    def __init__(self, game, seat):
        self.game = game
        self.seat = seat

    @cached_property
    def observation(self):
        """float32 observation of the seat (catanlab.Game.observe)."""
        return self.game.observe(self.seat)

    @cached_property
    def legal_actions(self):
        """Legal decision ids, ascending."""
        return self.game.legal_actions()

    @cached_property
    def legal_action_names(self):
        return [self.game.action_name(a) for a in self.legal_actions]

    @cached_property
    def action_mask(self):
        """numpy bool over game.num_actions: True for legal decisions."""
        return self.game.action_mask()

    def action_name(self, action):
        return self.game.action_name(action)

    @property
    def rules(self):
        return self.game.rules

    @property
    def num_players(self):
        return self.game.num_players

    @property
    def turn(self):
        return self.game.turn

    @property
    def phase(self):
        return self.game.phase


def label(agent):
    """An agent object's label: its `name` if it has one, else py:<module>:<class>."""
    name = getattr(agent, "name", None)
    if isinstance(name, str) and name:
        return name
    cls = type(agent)
    return f"py:{cls.__module__}:{cls.__qualname__}"


def load(spec):
    """The agent that `py:module:attribute` names: the attribute made with no arguments if it is a class."""
    parts = spec.split(":")
    if len(parts) != 3 or parts[0] != "py" or not parts[1] or not parts[2]:
        raise ValueError(f"agent '{spec}': a Python agent is py:module:Class (e.g. py:mypkg.bots:MyBot)")
    try:
        target = importlib.import_module(parts[1])
        for attr in parts[2].split("."):
            target = getattr(target, attr)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"agent '{spec}': {e}") from e
    agent = target() if isinstance(target, type) else target
    if not callable(getattr(agent, "act", None)):
        raise ValueError(f"agent '{spec}': {type(agent).__name__} has no act(view) method")
    return agent


def seeds(seed):
    """From the engine's seed for an agent: the seed its reset() gets, and the secret seeds of its views' redeals
    and of their chance streams. blake2b is one-way: no agent can recover the game's seed (its dice) from its
    own, nor the redeals' shuffles."""
    h = hashlib.blake2b(int(seed).to_bytes(8, "little"), digest_size=24, person=b"catanlab-agent").digest()
    return tuple(int.from_bytes(h[i:i + 8], "little") for i in (0, 8, 16))


class _OutOfTime(BaseException):
    """Raised inside act() by the decision's timer; a BaseException so that the agent's `except Exception` lets it by."""


@contextlib.contextmanager
def _deadline(seconds):
    """Interrupts the block after `seconds` (SIGALRM, on the main thread only; elsewhere decide() checks after)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def out_of_time(signum, frame):
        raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, out_of_time)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


class Failed(BaseException):
    """Why an agent gave no answer: (message, traceback or ""); a BaseException so that `except Exception` lets it by."""

    def reason(self, where):
        message, detail = self.args
        return f"{message} ({where})" + (f"\n{detail}" if detail else "")


def timed(name, what, call, timeout):
    """call()'s answer, or Failed naming agent `name` if it raised or took more than `timeout` seconds for `what`."""
    start = time.perf_counter()
    try:
        with _deadline(timeout):
            answer = call()
    except _OutOfTime:
        raise Failed(f"agent '{name}' took more than its {timeout:g} s for {what}", "") from None
    except Exception as e:
        raise Failed(f"agent '{name}' raised {type(e).__name__}: {e}",
                     "".join(traceback.format_exception(e)).rstrip()) from None
    if timeout and time.perf_counter() - start > timeout:
        raise Failed(f"agent '{name}' took {time.perf_counter() - start:.3f} s for {what}, more than its "
                     f"{timeout:g} s", "")
    return answer


def decide(agent, game, seat, name, timeout):
    """The engine's call for each decision of a Python agent (python/src/py_agent.h):
    (action id, None), or (None, the reason the agent gave no legal decision)."""
    view = View(game, seat)
    where = f"seat {seat}, turn {game.turn}, phase {game.phase}"
    try:
        action = timed(name, "a decision", lambda: agent.act(view), timeout)
    except Failed as e:
        return None, e.reason(where)
    try:
        action = game.action_id(action) if isinstance(action, str) else int(action)
    except (TypeError, ValueError) as e:
        return None, f"agent '{name}' answered {action!r}, not an action id or name: {e} ({where})"
    if action not in view.legal_actions:
        shown = action if not 0 <= action < game.num_ids else f"{action} ('{game.action_name(action)}')"
        legal = ", ".join(view.legal_action_names[:8]) + (", ..." if len(view.legal_actions) > 8 else "")
        return None, f"agent '{name}' answered the illegal decision {shown} ({where}; legal: {legal})"
    return action, None
