"""Losses of CatanNet against self-play records.

policy   cross-entropy of the masked policy against the search's improved policy
winner   cross-entropy of the winner head against the outcome (relative winner or draw)
vp       mean squared error of the VP head against final VP / 10, averaged over seats
q        mean squared error of the exported values (model.search_values) against the
         search's root value per seat: a dense target that does not depend on one
         game's luck, against a value head that memorises outcomes (AlphaZero's z
         mixed with the search's q)
Diagnostics (no gradient): the policy's entropy and the target's, both over
decisions with at least two legal moves (a forced move has entropy 0 and says
nothing about collapse).
"""
import torch
from torch.nn import functional as F

from catanlab.train.model import search_values

# Illegal logits get this instead of -inf: exp() is exactly 0 in float32, and
# 0 * logp stays finite where -inf would give NaN.
ILLEGAL_LOGIT = -1e9


def masked_log_softmax(logits, mask):
    return F.log_softmax(logits.masked_fill(~mask, ILLEGAL_LOGIT), dim=-1)


def policy_entropy(logp, mask):
    """Entropy in nats of each row's masked distribution."""
    return -(logp.exp() * logp.masked_fill(~mask, 0.0)).sum(-1)


def compute_losses(net, batch, value_weight=1.0, vp_weight=1.0, q_weight=0.0, score_weight=0.0):
    """{"loss": weighted sum (with gradient), "loss_policy", "loss_winner", "loss_vp", "loss_q",
    "policy_entropy", "target_entropy"} for a batch of tensors keyed like load_chunks."""
    policy_logits, winner_logits, vp = net.heads(batch["obs"])
    mask = batch["mask"]
    logp = masked_log_softmax(policy_logits, mask)
    loss_policy = -(batch["policy"] * logp.masked_fill(~mask, 0.0)).sum(-1).mean()
    loss_winner = -(batch["outcome"] * F.log_softmax(winner_logits, dim=-1)).sum(-1).mean()
    loss_vp = (vp - batch["final_vp"] / 10.0).pow(2).mean()
    loss_q = (search_values(winner_logits, vp, score_weight) - batch["root_value"]).pow(2).mean()
    loss = loss_policy + value_weight * loss_winner + vp_weight * loss_vp + q_weight * loss_q
    with torch.no_grad():
        choice = mask.sum(-1) >= 2
        target = batch["policy"]
        target_logp = torch.where(target > 0, target.log(), torch.zeros_like(target))
        target_entropy = -(target * target_logp).sum(-1)
        entropy = policy_entropy(logp, mask)
        n = choice.sum().clamp_min(1)
    return {"loss": loss, "loss_policy": loss_policy.detach(), "loss_winner": loss_winner.detach(),
            "loss_vp": loss_vp.detach(), "loss_q": loss_q.detach(), "policy_entropy": (entropy * choice).sum() / n,
            "target_entropy": (target_entropy * choice).sum() / n}
