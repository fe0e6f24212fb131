"""The networks, each with three heads:
heads(obs) -> (policy logits [B, A], winner logits [B, P+1], final VP / 10 [B, P])

CatanNet        "residual_mlp": a residual MLP over the whole observation (the default).
BoardGraphNet   "board_graph": reads the observation's hex, vertex and edge rows by board
                position with weights shared across positions (message passing over the
                intersections), and scores each settlement, city, road and robber move from its
                own position's embedding; the rest goes through a residual MLP.

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


class GraphBlock(nn.Module):
    """One round of message passing between intersections joined by an edge: each vertex adds
    its neighbours' messages plus the joining edge's embedding (roads), then a residual update."""

    def __init__(self, channels):
        super().__init__()
        self.norm = nn.LayerNorm(channels)
        self.message = nn.Linear(channels, channels)
        self.update1, self.update2 = nn.Linear(2 * channels, channels), nn.Linear(channels, channels)

    def forward(self, h, edge, a, b):
        z = F.relu(self.norm(h))
        m = self.message(z)
        incoming = torch.zeros_like(m).index_add(1, a, m[:, b] + edge).index_add(1, b, m[:, a] + edge)
        return h + self.update2(F.relu(self.update1(torch.cat([z, incoming], -1))))


def padded_sum(x: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """x [B, N, C] summed over each row of index [M, K], where the index N (padding) adds zeros."""
    padded = torch.cat([x, x.new_zeros(x.shape[0], 1, x.shape[2])], 1)
    return padded[:, index].sum(2)


def hex_vertices(vertex_hex, num_hexes, num_vertices):
    """Each hex's vertices (up to 6), padded with num_vertices, from the vertices' hexes."""
    table = [[] for _ in range(num_hexes)]
    for v, hexes in enumerate(vertex_hex):
        for h in hexes:
            if h >= 0:
                table[h].append(v)
    return [row + [num_vertices] * (6 - len(row)) for row in table]


class BoardGraphNet(nn.Module):
    """The observation read by board position (layout: catanlab.Game.board_graph()).

    Hex, vertex and edge rows are embedded with weights shared across positions; a vertex
    starts from its own row, the sum of its hexes' embeddings and the global context (the
    seat and global rows, and any later module's features), then `rounds` GraphBlocks pass
    messages along edges. The trunk, a residual MLP over the pooled vertices and the global
    rows, gives the values and the logits of the ids that are not per position; a settlement
    or city logit comes from its vertex, a road's from its two ends and itself, a robber move's
    from its hex and the hex's vertices, each with the trunk's context added. Why: the value of
    a corner is the same function of its hexes everywhere on the board, which the MLP has to
    learn 54 times over."""

    def __init__(self, obs_size: int, num_actions: int, num_players: int, graph: dict, channels: int = 64,
                 rounds: int = 3, width: int = 256, blocks: int = 2):
        super().__init__()
        g = {k: (v.tolist() if hasattr(v, "tolist") else v) for k, v in graph.items()}
        self.architecture = {"kind": "board_graph", "obs_size": obs_size, "num_actions": num_actions,
                             "num_players": num_players, "graph": g, "channels": channels, "rounds": rounds,
                             "width": width, "blocks": blocks}
        self.num_players = num_players
        H, V, E = g["num_hexes"], g["num_vertices"], g["num_edges"]
        self.H, self.V, self.E = H, V, E
        self.hf, self.vf, self.ef = g["hex_features"], g["vertex_features"], g["edge_features"]
        self.rows = H * self.hf + V * self.vf + E * self.ef
        blocks_ok = (g["city_action"] == g["settlement_action"] + V and g["road_action"] == g["city_action"] + V
                     and g["robber_action"] == g["road_action"] + E and g["robber_action"] + H <= num_actions)
        if not blocks_ok or self.rows >= obs_size:
            raise ValueError(f"board_graph: the observation ({obs_size}) or the action ids ({num_actions}) do not "
                             f"have the base game's per-position layout {g}")
        self.fixed = g["settlement_action"]
        self.tail = num_actions - (g["robber_action"] + H)
        rest = obs_size - self.rows
        pad_hex = [[h if h >= 0 else H for h in row] for row in g["vertex_hex"]]
        self.register_buffer("vertex_hex", torch.tensor(pad_hex, dtype=torch.long), persistent=False)
        self.register_buffer("hex_vertex", torch.tensor(hex_vertices(g["vertex_hex"], H, V), dtype=torch.long),
                             persistent=False)
        ends = torch.tensor(g["edge_vertex"], dtype=torch.long)
        self.register_buffer("edge_a", ends[:, 0].contiguous(), persistent=False)
        self.register_buffer("edge_b", ends[:, 1].contiguous(), persistent=False)

        self.hex_in, self.vertex_in = nn.Linear(self.hf, channels), nn.Linear(self.vf, channels)
        self.edge_in, self.context_in = nn.Linear(self.ef, channels), nn.Linear(rest, channels)
        self.rounds = nn.ModuleList([GraphBlock(channels) for _ in range(rounds)])
        self.vertex_norm = nn.LayerNorm(channels)
        self.stem = nn.Linear(2 * channels + rest, width)
        self.blocks = nn.Sequential(*[ResidualBlock(width) for _ in range(blocks)])
        self.norm = nn.LayerNorm(width)
        self.context_out = nn.Linear(width, channels)
        self.fixed_policy = nn.Linear(width, self.fixed)
        self.tail_policy = nn.Linear(width, max(self.tail, 1))
        self.vertex_policy, self.road_policy, self.robber_policy = (nn.Linear(channels, 2), nn.Linear(channels, 1),
                                                                    nn.Linear(channels, 1))
        self.winner = nn.Linear(width, num_players + 1)
        self.vp = nn.Linear(width, num_players)

    def heads(self, obs: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        x = torch.log1p(obs)
        B, H, V, E = x.shape[0], self.H, self.V, self.E
        o1, o2 = H * self.hf, H * self.hf + V * self.vf
        rest = x[:, self.rows:]
        hexes = self.hex_in(x[:, :o1].reshape(B, H, self.hf))
        edges = self.edge_in(x[:, o2:self.rows].reshape(B, E, self.ef))
        h = (self.vertex_in(x[:, o1:o2].reshape(B, V, self.vf)) + padded_sum(hexes, self.vertex_hex)
             + self.context_in(rest).unsqueeze(1))
        for block in self.rounds:
            h = block(h, edges, self.edge_a, self.edge_b)
        h = self.vertex_norm(h)
        t = torch.cat([h.mean(1), h.amax(1), rest], 1)
        t = F.relu(self.norm(self.blocks(self.stem(t))))
        context = self.context_out(t).unsqueeze(1)
        corner = self.vertex_policy(F.relu(h + context))
        road = self.road_policy(F.relu(h[:, self.edge_a] + h[:, self.edge_b] + edges + context)).squeeze(2)
        robber = self.robber_policy(F.relu(hexes + padded_sum(h, self.hex_vertex) + context)).squeeze(2)
        parts = [self.fixed_policy(t), corner[:, :, 0], corner[:, :, 1], road, robber]
        if self.tail > 0:
            parts.append(self.tail_policy(t))
        return torch.cat(parts, 1), self.winner(t), self.vp(t)

    def forward(self, obs: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return self.heads(obs)


NETS = {"residual_mlp": CatanNet, "board_graph": BoardGraphNet}


def net_from_architecture(arch):
    """A fresh net for an architecture dict as a net's .architecture gives it (checkpoints store it)."""
    kind = arch.get("kind")
    if kind not in NETS:
        raise ValueError(f"unknown network kind {kind!r}; catanlab.train builds {', '.join(map(repr, NETS))}")
    return NETS[kind](**{k: v for k, v in arch.items() if k != "kind"})


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
