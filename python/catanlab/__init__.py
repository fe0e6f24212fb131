"""catanlab: the Catan rules engine for Python.

Game      one game in progress over the C++ engine (catanlab._catanlab)
Env       PettingZoo-AEC-shaped multi-agent environment
ParallelEnv  its PettingZoo Parallel twin: simultaneous bids in one step
SeatEnv   Gymnasium-shaped single-seat environment; other seats are built-in agents
arena     seat-rotated pods between built-in and Python agents (catanlab.agents): the CLI's table
VecEnv    many games stepped in C++ into shared numpy arrays (sync and EnvPool-style async)
selfplay  batched neural self-play in C++ writing training chunks (docs/neural.md)
play_campaign  a Legend of the Conquerors campaign between built-in agents (docs/conquerors.md)
"""
import os

# VecEnv's OpenMP threads should sleep, not spin, between steps: the Python
# thread works (numpy, torch) between steps, and on a 2-core machine a spinning
# worker takes the core it needs (measured: 20x slower under load). Set before
# the extension loads libgomp; an explicit OMP_WAIT_POLICY wins.
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

_package = os.path.dirname(os.path.abspath(__file__))
if os.path.isdir(os.path.join(_package, "configs")):
    # Installed from the wheel (setup.py): the extension, configs/ (rule sets, boards, campaigns) and
    # models/ (the agent `strong`'s) are inside.
    os.environ.setdefault("CATANLAB_CONFIGS", os.path.join(_package, "configs"))
    os.environ.setdefault("CATANLAB_MODELS", os.path.join(_package, "models"))
else:
    # A checkout: the extension is built by CMake into <repo>/<build tree>/python/catanlab/
    # (scripts/setup.sh: build/; CATANLAB_BUILD names another tree). Searching it
    # first lets one source checkout serve several build trees.
    _repo = os.path.dirname(os.path.dirname(_package))
    __path__.insert(0, os.path.join(_repo, os.environ.get("CATANLAB_BUILD", "build"), "python", "catanlab"))

try:
    from catanlab._catanlab import (Agent, AgentError, Game, agent_names, model_header, play_campaign, play_game,
                                    rule_sets, selfplay)
except ImportError as e:
    raise ImportError(f"catanlab's extension is not built in {__path__[0]}: run scripts/setup.sh "
                      f"(or set CATANLAB_BUILD to the build tree that has it): {e}") from e
from catanlab.agents import View
from catanlab.arena_play import ArenaResult, arena
from catanlab.env import Env
from catanlab.parallel_env import ParallelEnv
from catanlab.seat_env import SeatEnv
from catanlab.vec_env import VecEnv

__all__ = ["Agent", "AgentError", "ArenaResult", "Env", "Game", "ParallelEnv", "SeatEnv", "VecEnv", "View", "agent_names",
           "arena", "model_header", "play_campaign", "play_game", "rule_sets", "selfplay"]
