"""Checks that stop the loop loudly when a generation collapses.

A net that learns "ending the turn is good" plays games that never finish; a
search fed NaN values plays noise; a policy whose entropy falls to zero stops
exploring. Each check raises Collapse naming the generation, the measurement
and the threshold (an option of the loop; 0 turns a check off).
"""
import math


class Collapse(RuntimeError):
    """A generation failed a sanity check; the loop exits non-zero with this message."""


def check_selfplay(generation, stats, max_draw_rate, max_mean_decisions):
    if stats["games"] == 0 or stats["records"] == 0:
        raise Collapse(f"generation {generation}: self-play produced {stats['games']} games and "
                       f"{stats['records']} records")
    draw_rate = stats["draws"] / stats["games"]
    if max_draw_rate and draw_rate > max_draw_rate:
        raise Collapse(f"generation {generation}: {draw_rate:.0%} of self-play games hit the turn cap "
                       f"(limit --max-draw-rate {max_draw_rate:g}); the net is not finishing games")
    if max_mean_decisions and stats["mean_decisions"] > max_mean_decisions:
        raise Collapse(f"generation {generation}: {stats['mean_decisions']:.0f} decisions per self-play game "
                       f"(limit --max-mean-decisions {max_mean_decisions:g}); games degenerate")


def check_training(generation, losses, min_entropy):
    bad = [k for k, v in losses.items() if not math.isfinite(v)]
    if bad:
        raise Collapse(f"generation {generation}: non-finite training values: "
                       + ", ".join(f"{k}={losses[k]}" for k in bad))
    if min_entropy and losses["policy_entropy"] < min_entropy:
        raise Collapse(f"generation {generation}: policy entropy {losses['policy_entropy']:.4f} nats over "
                       f"decisions with a choice (limit --min-entropy {min_entropy:g}); the policy collapsed")
