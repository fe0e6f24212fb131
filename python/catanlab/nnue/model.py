"""NnueNet: the network agents/nnue/ evaluates, small enough for a microsecond on one core.

  x      = obs * input_scale                     (a fixed per-entry scale, fit_input_scale)
  h1     = relu(W1 x + b1)        [hidden]       the feature transformer: C++ sums the columns of
                                                 W1 for the observation's nonzero entries only
  h2     = relu(W2 h1 + b2)       [hidden2]
  values = softmax(Wv h2 + bv)    [players]      relative to the observing seat: values[k] is the
                                                 chance that the seat k places after it wins
  logits = Wp h2 + bp             [num_actions]  the policy prior; C++ computes the legal ones only
"""
import torch
from torch import nn
from torch.nn import functional as F

HIDDEN2 = 32


class NnueNet(nn.Module):
    def __init__(self, layout: dict, hidden: int = 128, hidden2: int = HIDDEN2):
        super().__init__()
        self.layout = {k: layout[k] for k in ("rules", "players", "observation_size", "num_actions", "layout_hash")}
        self.hidden, self.hidden2 = hidden, hidden2
        obs, players, actions = layout["observation_size"], layout["players"], layout["num_actions"]
        self.register_buffer("input_scale", torch.ones(obs))
        self.ft = nn.Linear(obs, hidden)
        self.fc = nn.Linear(hidden, hidden2)
        self.value = nn.Linear(hidden2, players)
        self.policy = nn.Linear(hidden2, actions)

    def heads(self, obs: torch.Tensor):
        """(policy logits [B, num_actions], value logits [B, players]): the losses' inputs."""
        h = F.relu(self.fc(F.relu(self.ft(obs * self.input_scale))))
        return self.policy(h), self.value(h)

    def forward(self, obs: torch.Tensor):
        logits, value_logits = self.heads(obs)
        return logits, torch.softmax(value_logits, dim=-1)

    @torch.no_grad()
    def fit_input_scale(self, obs: torch.Tensor):
        """Scales each entry by 1 / max(1, its largest magnitude in `obs` [N, observation_size]), so that
        counts and flags enter on the same footing; call it once, before training, on a sample."""
        self.input_scale.copy_(1 / obs.abs().amax(dim=0).clamp(min=1).to(self.input_scale))
