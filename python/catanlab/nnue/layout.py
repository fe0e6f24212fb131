"""What an NNUE net is built for: the rule set, its seats and the exact shape of its observation.

layout_hash is CRC-32 (zlib's) of a text that lists the observation's segments (name and size, in
order) and the decisions' names (the policy head's order). agents/nnue/layout_hash.cpp writes the
same text, so a file whose hash differs was trained on another layout: stale, to be retrained.
"""
import zlib

from catanlab._catanlab import value_term_names


def layout_text(observation_size, num_actions, segments, action_names):
    """The text layout_hash hashes; segments are (name, size) pairs."""
    lines = [f"observation {observation_size}", f"actions {num_actions}"]
    lines += [f"segment {name} {size}" for name, size in segments]
    lines += [f"action {name}" for name in action_names]
    return "\n".join(lines) + "\n"


def layout_hash(game):
    """The hash C++ checks a model file against (agents/nnue/layout_hash.h)."""
    segments = [(s["name"], s["size"]) for s in game.observation_layout()]
    names = [game.action_name(a) for a in range(game.num_actions)]
    return zlib.crc32(layout_text(game.observation_size, game.num_actions, segments, names).encode("utf-8"))


def layout_of(game):
    """What NnueNet(layout) and export need of a catanlab.Game."""
    return {"rules": game.rules, "players": game.num_players, "observation_size": game.observation_size,
            "num_actions": game.num_actions, "layout_hash": layout_hash(game)}


def value_terms_of(game):
    """The names of the heuristic's value terms of a catanlab.Game (NnueNet's value_terms; the records'
    heuristic_terms); [] for a family without the hand-written value."""
    return value_term_names(game.rules, game.num_players)
