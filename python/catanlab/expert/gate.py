"""The gate between generations: the candidate against the best so far, in the C++ arena, seat-rotated.

gate(candidate, best, games=, players=, z=, ...) -> ({"gate_win_share", "gate_win_share_lo", "_hi", "gate_games",
                                                      "gate_draws", "promoted"}, the first arena's game lines)
Two arenas of `games` games each: the candidate in one seat against the best
in the others, and the best in one seat against candidates in the others
(with 2 seats, one arena: the rotation already swaps them). Every pod plays
each rotation on the same board and dice. The win share is the candidate's
share of the games won by either side; if both played alike it would be 1/2
(1/P in the first arena, (P-1)/P in the second, the same number of games
each). The candidate is promoted when the lower end of the share's Wilson
interval at `z` (default 1.645: one-sided 95%) is above 1/2.
"""
from catanlab.train.evaluate import arena_games, wilson


def gate(candidate, best, *, games, players, rules, options, seed, threads, z):
    """(the figures above, the first arena's game lines: the candidate alone against the best)."""
    seatings = [[candidate] + [best] * (players - 1)]
    if players > 2:
        seatings.append([best] + [candidate] * (players - 1))
    arenas = [arena_games(agents, games=games, rules=rules, options=options, seed=seed, threads=threads)
              for agents in seatings]
    wins = decided = total = 0
    for lines in arenas:
        for game in lines:
            total += 1
            if game["winner"] is None:
                continue
            decided += 1
            wins += game["agents"][game["winner"]] == candidate
    lo, hi = wilson(wins, decided, z)
    return {"gate_win_share": wins / decided if decided else 0.0, "gate_win_share_lo": lo, "gate_win_share_hi": hi,
            "gate_games": total, "gate_draws": total - decided, "promoted": lo > 0.5}, arenas[0]
