"""The training losses: masking, entropy, targets."""
import math

import pytest

torch = pytest.importorskip("torch")

from catanlab.train.losses import compute_losses, masked_log_softmax, policy_entropy  # noqa: E402


class FixedHeads(torch.nn.Module):
    """A stand-in net whose heads return given tensors."""

    def __init__(self, policy, winner, vp):
        super().__init__()
        self.out = (policy, winner, vp)

    def heads(self, obs):
        return self.out


def test_illegal_logits_get_no_probability_and_no_nan():
    logits = torch.tensor([[1.0, 50.0, 2.0, -3.0]])
    mask = torch.tensor([[True, False, True, False]])
    logp = masked_log_softmax(logits, mask)
    p = logp.exp()
    assert p[0, 1] == 0 and p[0, 3] == 0
    torch.testing.assert_close(p[0, [0, 2]], torch.softmax(torch.tensor([1.0, 2.0]), 0))
    assert torch.isfinite(policy_entropy(logp, mask)).all()


def test_losses_against_hand_computed_values():
    policy = torch.zeros(2, 4)  # uniform over the legal moves
    mask = torch.tensor([[True, True, False, False], [True, False, False, False]])
    target = torch.tensor([[0.5, 0.5, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]])
    winner = torch.zeros(2, 3)  # 2 players + draw: uniform
    vp = torch.tensor([[0.5, 0.3], [0.1, 0.1]])
    batch = {"obs": torch.zeros(2, 1), "mask": mask, "policy": target,
             "outcome": torch.tensor([[1.0, 0, 0], [0, 0, 1.0]]), "final_vp": torch.tensor([[5.0, 3.0], [3.0, 1.0]]),
             "root_value": torch.tensor([[0.5, 0.5], [0.2, 0.0]])}
    parts = compute_losses(FixedHeads(policy, winner, vp), batch, value_weight=2.0, vp_weight=3.0, q_weight=4.0,
                           score_weight=0.5)
    # Row 0: cross-entropy of uniform-over-2 against (0.5, 0.5) is log 2; row 1 is forced: 0.
    assert parts["loss_policy"].item() == pytest.approx(math.log(2) / 2)
    assert parts["loss_winner"].item() == pytest.approx(math.log(3))
    assert parts["loss_vp"].item() == pytest.approx((0.2 ** 2 + 0 + 0 + 0) / 4)
    # Values: 0.5 P(win) + 0.5 VP/10 with P(win) = 1/3: rows (0.4167, 0.3167), (0.2167, 0.2167).
    values = torch.tensor([[1 / 6 + 0.25, 1 / 6 + 0.15], [1 / 6 + 0.05, 1 / 6 + 0.05]])
    loss_q = (values - batch["root_value"]).pow(2).mean().item()
    assert parts["loss_q"].item() == pytest.approx(loss_q)
    assert parts["loss"].item() == pytest.approx(math.log(2) / 2 + 2 * math.log(3) + 3 * 0.01 + 4 * loss_q)
    # Entropies count only the decision with a choice (row 0).
    assert parts["policy_entropy"].item() == pytest.approx(math.log(2))
    assert parts["target_entropy"].item() == pytest.approx(math.log(2))
