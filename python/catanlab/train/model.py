"""The network: a residual MLP over the observation with three heads.

CatanNet.heads(obs) -> (policy logits [B, A], winner logits [B, P+1], final VP / 10 [B, P])
  winner: a softmax over the relative seats and a draw (index P, the turn cap);
  VP: each relative seat's victory points at the end of the game, in tens.
SearchModel wraps it into what C++ loads (docs/neural.md): forward(obs) ->
(policy logits, values [B, P] in [0, 1]), the search's per-seat utility.
"""
from typing import Tuple

import torch
from torch import nn
from torch.nn import functional as F


class ResidualBlock(nn.Module):
    """Pre-activation block: x + W2 relu(LN(W1 relu(LN(x)))). LayerNorm, not BatchNorm: the
    search evaluates batches of any size, one position included, with the same numbers."""

    def __init__(self, width):
        super().__init__()
        self.norm1, self.fc1 = nn.LayerNorm(width), nn.Linear(width, width)
        self.norm2, self.fc2 = nn.LayerNorm(width), nn.Linear(width, width)

    def forward(self, x):
        h = self.fc1(F.relu(self.norm1(x)))
        return x + self.fc2(F.relu(self.norm2(h)))


class CatanNet(nn.Module):
    def __init__(self, obs_size: int, num_actions: int, num_players: int, width: int = 256, blocks: int = 3):
        super().__init__()
        self.architecture = {"kind": "residual_mlp", "obs_size": obs_size, "num_actions": num_actions,
                             "num_players": num_players, "width": width, "blocks": blocks}
        self.num_players = num_players
        self.stem = nn.Linear(obs_size, width)
        self.blocks = nn.Sequential(*[ResidualBlock(width) for _ in range(blocks)])
        self.norm = nn.LayerNorm(width)
        self.policy = nn.Linear(width, num_actions)
        self.winner = nn.Linear(width, num_players + 1)
        self.vp = nn.Linear(width, num_players)

    def heads(self, obs: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        # Observations are counts and one-hot flags, all >= 0: log1p keeps counts in a small range.
        h = F.relu(self.norm(self.blocks(self.stem(torch.log1p(obs)))))
        return self.policy(h), self.winner(h), self.vp(h)

    def forward(self, obs: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return self.heads(obs)


def net_from_architecture(arch):
    """A fresh CatanNet for an architecture dict as CatanNet.architecture gives it (checkpoints store it)."""
    if arch.get("kind") != "residual_mlp":
        raise ValueError(f"unknown network kind {arch.get('kind')!r}; this catanlab.train builds 'residual_mlp'")
    return CatanNet(**{k: v for k, v in arch.items() if k != "kind"})


def search_values(winner_logits: torch.Tensor, vp: torch.Tensor, score_weight: float) -> torch.Tensor:
    """Each relative seat's expected search utility from the winner and VP heads (see SearchModel)."""
    p_win = torch.softmax(winner_logits, dim=-1)[:, :vp.shape[1]]
    return (1.0 - score_weight) * p_win + score_weight * vp.clamp(0.0, 1.0)


class SearchModel(nn.Module):
    """What the C++ search calls: forward(obs) -> (policy logits, values).

    values[b, k] = (1 - w) P(relative seat k wins) + w min(VP_k / 10, 1), w = score_weight:
    the expectation of the utility the search gives a finished game,
    clamp(win + w VP / 10, 0, 1) (agents/evaluator.h), since a winner has at
    least 10 VP (utility 1) and anyone else w VP / 10. The VP term (KataGo's
    score utility) gives the search a dense signal while the winner head still
    knows little."""

    def __init__(self, net: CatanNet, score_weight: float):
        super().__init__()
        self.net = net
        self.num_players = net.num_players
        self.score_weight = score_weight

    def forward(self, obs: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        policy, winner, vp = self.net.heads(obs)
        return policy, search_values(winner, vp, self.score_weight)
