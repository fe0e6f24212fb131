"""Minibatch training of CatanNet on records (arrays as catanlab.data.load_chunks gives them).

The records stay in numpy on the host; each step copies one random minibatch to
the device (CPU or CUDA), so a replay window larger than GPU memory still trains.
"""
import math

import numpy as np
import torch

from catanlab.train.losses import compute_losses

TRAIN_FIELDS = ("obs", "mask", "policy", "outcome", "final_vp", "root_value")


class Trainer:
    def __init__(self, net, *, lr=1e-3, weight_decay=1e-4, batch_size=256, value_weight=1.0, vp_weight=1.0,
                 q_weight=0.0, score_weight=0.0, grad_clip=5.0, device="cpu"):
        self.device = torch.device(device)
        self.net = net.to(self.device)
        self.optimizer = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=weight_decay)
        self.batch_size = batch_size
        self.weights = {"value_weight": value_weight, "vp_weight": vp_weight, "q_weight": q_weight,
                        "score_weight": score_weight}
        self.grad_clip = grad_clip

    def batch(self, data, rows):
        return {k: torch.from_numpy(data[k][rows]).to(self.device, non_blocking=True) for k in TRAIN_FIELDS}

    def train(self, data, passes, seed):
        """ceil(passes * records / batch_size) AdamW steps on random minibatches (without replacement
        within a pass); returns the mean of each loss part and diagnostic over the steps, plus "steps"."""
        n = len(data["obs"])
        steps = max(1, math.ceil(passes * n / self.batch_size))
        rng = np.random.default_rng(seed)
        order = np.concatenate([rng.permutation(n) for _ in range(math.ceil(steps * self.batch_size / n))])
        self.net.train()
        sums = {}
        for step in range(steps):
            rows = np.sort(order[step * self.batch_size:(step + 1) * self.batch_size])  # sorted: faster gathers
            parts = compute_losses(self.net, self.batch(data, rows), **self.weights)
            self.optimizer.zero_grad(set_to_none=True)
            parts["loss"].backward()
            torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.grad_clip)
            self.optimizer.step()
            for k, v in parts.items():
                sums[k] = sums.get(k, 0.0) + float(v)  # a NaN stays a NaN: the loop's sanity check sees it
        return {**{k: v / steps for k, v in sums.items()}, "steps": steps}

    @torch.no_grad()
    def evaluate(self, data):
        """Mean loss parts over records the net has not trained on (no gradient, eval mode)."""
        self.net.eval()
        n = len(data["obs"])
        sums = {}
        for start in range(0, n, self.batch_size):
            rows = np.arange(start, min(n, start + self.batch_size))
            parts = compute_losses(self.net, self.batch(data, rows), **self.weights)
            for k, v in parts.items():
                sums[k] = sums.get(k, 0.0) + float(v) * len(rows)
        return {k: v / n for k, v in sums.items()}

