"""NnueNet: the network agents/nnue/ evaluates, small enough for a microsecond on one core.

  x      = obs * input_scale                     (a fixed per-entry scale, fit_input_scale)
  h1     = relu(W1 x + b1)        [hidden]       the feature transformer: C++ sums the columns of
                                                 W1 for the observation's nonzero entries only
  h2     = relu(W2 h1 + b2)       [hidden2]
  values = softmax(Wv h2 + bv     [players]      relative to the observing seat: values[k] is the
           [+ (heuristic                         chance that the seat k places after it wins; with a
              [+ Σ_j (Tw h2 + Tb)[k, j]          heuristic_temperature T > 0 the net learns what the
                     · terms[k, j]]) / T])       hand-written value (the record's heuristic_value,
                                                 in value units) misses; with value_terms, each of
                                                 the value's terms (the record's heuristic_terms)
                                                 gets a weight that the position sets, 0 at first
  logits = Wp h2 + bp             [num_actions]  the policy prior; C++ computes the legal ones only
"""
import torch
from torch import nn
from torch.nn import functional as F

HIDDEN2 = 32


class NnueNet(nn.Module):
    def __init__(self, layout: dict, hidden: int = 128, hidden2: int = HIDDEN2, heuristic_temperature: float = 0.0,
                 value_terms=()):
        super().__init__()
        if hidden % 8 or hidden2 % 8:  # the C++ arithmetic runs eight lanes at a time
            raise ValueError(f"NnueNet: hidden {hidden} and hidden2 {hidden2} must be multiples of 8")
        self.layout = {k: layout[k] for k in ("rules", "players", "observation_size", "num_actions", "layout_hash")}
        if not 0 <= heuristic_temperature <= 1e6:
            raise ValueError(f"NnueNet: heuristic_temperature {heuristic_temperature} must be in 0..1e6 (0: none)")
        self.value_terms = [str(t) for t in value_terms]  # the names of catanlab.value_term_names(game)
        if self.value_terms and not heuristic_temperature > 0:
            raise ValueError("NnueNet: value_terms need a heuristic_temperature above 0 (the terms are in its units)")
        self.hidden, self.hidden2 = hidden, hidden2
        self.heuristic_temperature = float(heuristic_temperature)
        obs, players, actions = layout["observation_size"], layout["players"], layout["num_actions"]
        self.register_buffer("input_scale", torch.ones(obs))
        self.ft = nn.Linear(obs, hidden)
        self.fc = nn.Linear(hidden, hidden2)
        self.value = nn.Linear(hidden2, players)
        self.policy = nn.Linear(hidden2, actions)
        self.terms = None
        if self.value_terms:  # each seat's weight of each term, 0 at first: the net over the total
            self.terms = nn.Linear(hidden2, players * len(self.value_terms))
            nn.init.zeros_(self.terms.weight)
            nn.init.zeros_(self.terms.bias)

    def heads(self, obs: torch.Tensor, heuristic: torch.Tensor = None, terms: torch.Tensor = None):
        """(policy logits [B, num_actions], value logits [B, players]): the losses' inputs. `heuristic`
        [B, players], the records' heuristic_value, is required when heuristic_temperature > 0, and
        `terms` [B, players, len(value_terms)], their heuristic_terms, when there are value_terms."""
        h = F.relu(self.fc(F.relu(self.ft(obs * self.input_scale))))
        value_logits = self.value(h)
        if self.heuristic_temperature > 0:
            if heuristic is None or not torch.isfinite(heuristic).all():
                raise ValueError("NnueNet: a net over the heuristic needs the records' heuristic values (chunk "
                                 "format 3; self-play of an older catanlab wrote none)")
            over = heuristic
            if self.value_terms:
                shape = (len(obs), self.layout["players"], len(self.value_terms))
                if terms is None or tuple(terms.shape) != shape or not torch.isfinite(terms).all():
                    raise ValueError(f"NnueNet: a net over the heuristic's terms needs the records' heuristic_terms "
                                     f"{list(shape)} (chunk format 4; self-play of an older catanlab wrote none)")
                over = over + (self.terms(h).view(shape) * terms).sum(-1)
            value_logits = value_logits + over / self.heuristic_temperature
        return self.policy(h), value_logits

    def forward(self, obs: torch.Tensor, heuristic: torch.Tensor = None, terms: torch.Tensor = None):
        logits, value_logits = self.heads(obs, heuristic, terms)
        return logits, torch.softmax(value_logits, dim=-1)

    @torch.no_grad()
    def fit_input_scale(self, obs: torch.Tensor):
        """Scales each entry by 1 / max(1, its largest magnitude in `obs` [N, observation_size]), so that
        counts and flags enter on the same footing; call it once, before training, on a sample."""
        self.input_scale.copy_(1 / obs.abs().amax(dim=0).clamp(min=1).to(self.input_scale))
