"""Minibatch training of an NnueNet (catanlab.nnue) on ISMCTS self-play records (catanlab.data.load_chunks).

Losses, seats relative to the deciding seat as the records and the net's values are:
  policy   cross-entropy of the masked logits against the root's visit shares
  value    cross-entropy of the net's seat distribution (softmax of its value
           logits) against the target
           (1 - m) * outcome + m * root value, m = root_mix: the outcome is the
           winner (a draw: every seat 1/P), the root value the search's mean leaf
           value per seat (normalised: drawn leaves count 0 for every seat), a
           target that does not hang on one game's dice
A net over the heuristic (heuristic_temperature > 0) adds the records' heuristic
values to its value logits: it learns what the hand-written value misses; with
value_terms, it weighs the records' heuristic terms by the position too.
Diagnostics: the value loss against the outcome alone, and the policy's entropy
over decisions with a choice.
"""
import math

import numpy as np
import torch
from torch.nn import functional as F

FIELDS = ("obs", "mask", "policy", "outcome", "root_value", "heuristic_value", "heuristic_terms")
ILLEGAL_LOGIT = -1e9  # exp() is exactly 0 in float32, and 0 * logp stays finite


def outcome_target(outcome):
    """[B, P+1] relative winner or draw -> [B, P]: the winner's one-hot, a draw spread over the seats."""
    players = outcome.shape[1] - 1
    return outcome[:, :players] + outcome[:, players:] / players


def root_target(root_value):
    """[B, P] root values -> a distribution: they sum to 1 but where the searched leaves were drawn games (each
    seat 0 there), so they are normalised, and all-zero rows spread over the seats."""
    total = root_value.sum(-1, keepdim=True)
    uniform = torch.full_like(root_value, 1 / root_value.shape[1])
    return torch.where(total > 0, root_value / total.clamp_min(1e-9), uniform)


def losses(net, batch, root_mix):
    logits, value_logits = net.heads(batch["obs"], batch["heuristic_value"], batch["heuristic_terms"])
    mask = batch["mask"]
    logp = F.log_softmax(logits.masked_fill(~mask, ILLEGAL_LOGIT), dim=-1)
    loss_policy = -(batch["policy"] * logp.masked_fill(~mask, 0.0)).sum(-1).mean()
    log_values = F.log_softmax(value_logits, dim=-1)
    outcome = outcome_target(batch["outcome"])
    target = (1 - root_mix) * outcome + root_mix * root_target(batch["root_value"])
    loss_value = -(target * log_values).sum(-1).mean()
    with torch.no_grad():
        loss_outcome = -(outcome * log_values).sum(-1).mean()
        choice = mask.sum(-1) >= 2
        entropy = -(logp.exp() * logp.masked_fill(~mask, 0.0)).sum(-1)
        policy_entropy = (entropy * choice).sum() / choice.sum().clamp_min(1)
    return {"loss": loss_policy + loss_value, "loss_policy": loss_policy.detach(), "loss_value": loss_value.detach(),
            "loss_outcome": loss_outcome, "policy_entropy": policy_entropy}


class Fitter:
    def __init__(self, net, *, lr=1e-3, weight_decay=1e-4, batch_size=256, root_mix=0.5, grad_clip=5.0):
        self.net = net
        self.optimizer = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=weight_decay)
        self.batch_size = batch_size
        self.root_mix = root_mix
        self.grad_clip = grad_clip

    @staticmethod
    def batch(data, rows):
        return {k: torch.from_numpy(np.ascontiguousarray(data[k][rows])) for k in FIELDS}

    def train(self, data, passes, seed):
        """ceil(passes * records / batch_size) AdamW steps on shuffled minibatches; the mean of each loss part."""
        n = len(data["obs"])
        steps = max(1, math.ceil(passes * n / self.batch_size))
        rng = np.random.default_rng(seed)
        order = np.concatenate([rng.permutation(n) for _ in range(math.ceil(steps * self.batch_size / n))])
        self.net.train()
        sums = {}
        for step in range(steps):
            rows = np.sort(order[step * self.batch_size:(step + 1) * self.batch_size])
            parts = losses(self.net, self.batch(data, rows), self.root_mix)
            self.optimizer.zero_grad(set_to_none=True)
            parts["loss"].backward()
            torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.grad_clip)
            self.optimizer.step()
            for k, v in parts.items():
                sums[k] = sums.get(k, 0.0) + float(v)
        return {**{k: v / steps for k, v in sums.items()}, "steps": steps}

    @torch.no_grad()
    def evaluate(self, data):
        """Mean loss parts over records the net has not trained on."""
        self.net.eval()
        n = len(data["obs"])
        sums = {}
        for start in range(0, n, self.batch_size):
            rows = np.arange(start, min(n, start + self.batch_size))
            for k, v in losses(self.net, self.batch(data, rows), self.root_mix).items():
                sums[k] = sums.get(k, 0.0) + float(v) * len(rows)
        return {k: v / n for k, v in sums.items()}
