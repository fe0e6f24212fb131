"""python -m catanlab.expert.prior_fit DIR --out NET.nnue [options]

Trains a PUCT prior on where a deeper search sends its visits (catanlab.expert.prior_data shards in
DIR). The prior is the heuristic's over a learned correction, as ISMCTS's `prior=over` computes it:
  logit(a) = heuristic prior logit(a) + net policy logit(a)      over the decision's legal actions
with the net's policy head 0 at first, so that the untrained net IS the heuristic prior. The loss is the
cross-entropy of softmax(logit) against the teacher's visit shares. The last --holdout share of the
games is held out; one JSON line reports on it, for the heuristic prior alone, the same at its best
temperature (a scale fitted alone on the training records: the `ptemp` it suggests) and the trained
prior: the cross-entropy, the share of records whose most visited action the prior ranks first (a tie
for first shares the credit), and the visit shares' entropy (the cross-entropy's floor).
"""
import argparse
import glob
import json
import math
import os
import sys
import time

import numpy as np
import torch

import catanlab
from catanlab import nnue


def load(folder):
    """The shards of `folder` concatenated into one set of the prior_data arrays (starts re-based)."""
    paths = sorted(p for p in glob.glob(os.path.join(folder, "shard*.npz")) if not p.endswith(".tmp.npz"))
    if not paths:
        raise ValueError(f"{folder}: no prior_data shards (shard*.npz)")
    parts = []
    for path in paths:
        with np.load(path) as f:
            parts.append({k: f[k] for k in f.files})
    offsets = np.cumsum([0] + [len(p["action"]) for p in parts])
    data = {k: np.concatenate([p[k] for p in parts]) for k in ("obs", "action", "logit", "visits", "game")}
    data["start"] = np.concatenate([parts[0]["start"][:1]] + [p["start"][1:] + o for p, o in zip(parts, offsets)])
    return data


def padded(data, records):
    """(obs [B, O], actions [B, L], heuristic logits [B, L], visit shares [B, L], mask [B, L]) of `records`,
    each row's legal actions left-aligned, L the most legal actions of any of them."""
    begin, end = data["start"][records], data["start"][records + 1]
    width = int((end - begin).max())
    B = len(records)
    actions = np.zeros((B, width), np.int64)
    logits = np.zeros((B, width), np.float32)
    visits = np.zeros((B, width), np.float32)
    mask = np.zeros((B, width), bool)
    for i, (b, e) in enumerate(zip(begin, end)):
        n = e - b
        actions[i, :n], logits[i, :n], visits[i, :n], mask[i, :n] = data["action"][b:e], data["logit"][b:e], \
            data["visits"][b:e], True
    shares = visits / np.maximum(visits.sum(1, keepdims=True), 1)
    return (torch.from_numpy(data["obs"][records].astype(np.float32)), torch.from_numpy(actions),
            torch.from_numpy(logits), torch.from_numpy(shares), torch.from_numpy(mask))


def prior_logits(net, scale, batch):
    """[B, L] the prior's logits over each record's legal actions (-inf past them); net None: the
    heuristic's alone."""
    obs, actions, logits, _, mask = batch
    out = logits * scale
    if net is not None:
        out = out + net.heads(obs)[0].gather(1, actions)
    return out.masked_fill(~mask, -math.inf)


def measures(logits, batch):
    """Summed (cross-entropy, top-1 agreement, visit entropy) over the batch's records."""
    _, _, _, shares, mask = batch
    log_p = torch.log_softmax(logits, 1).masked_fill(~mask, 0)
    ce = -(shares * log_p).sum(1)
    top = logits == logits.max(1, keepdim=True).values
    best = shares == shares.max(1, keepdim=True).values
    agree = (top & best).sum(1).float() / top.sum(1).float()  # a tie for first shares the credit
    entropy = -(shares * torch.log(shares.clamp(min=1e-12))).sum(1)
    return ce.sum(), agree.sum(), entropy.sum()


@torch.no_grad()
def evaluate(net, scale, data, records):
    if net is not None:
        net.eval()
    sums, n = np.zeros(3), 0
    for i in range(0, len(records), 1024):
        batch = padded(data, records[i:i + 1024])
        sums += [float(x) for x in measures(prior_logits(net, scale, batch), batch)]
        n += len(batch[0])
    ce, agree, entropy = sums / max(n, 1)
    return {"cross_entropy": ce, "top1": agree, "visit_entropy": entropy}


def fit(data, *, rules="base", hidden=128, passes=2.0, lr=1e-3, batch_records=256, holdout=0.05, seed=1):
    """(net, report): the training of the module's docstring."""
    torch.manual_seed(seed)
    game = catanlab.Game(rules)
    net = nnue.NnueNet(nnue.layout_of(game), hidden=hidden)
    torch.nn.init.zeros_(net.policy.weight)  # the untrained prior is the heuristic's
    torch.nn.init.zeros_(net.policy.bias)
    net.fit_input_scale(torch.from_numpy(data["obs"][:20000].astype(np.float32)))
    games = np.unique(data["game"])
    first_held = games[min(len(games) - 1, int(len(games) * (1 - holdout)))]
    records = np.arange(len(data["game"]))
    held = records[data["game"] >= first_held]
    train = records[data["game"] < first_held]
    rng = np.random.default_rng(seed)
    # the heuristic's best temperature alone: its scale fitted on the training records
    log_scale = torch.nn.Parameter(torch.zeros(()))
    scale_only = torch.optim.Adam([log_scale], lr=0.05)
    for i in range(0, min(len(train), 50_000), 512):
        batch = padded(data, rng.permutation(train)[:512])
        loss = measures(prior_logits(None, log_scale.exp(), batch), batch)[0] / len(batch[0])
        scale_only.zero_grad()
        loss.backward()
        scale_only.step()
    report = {"records": len(records), "train_records": len(train), "held_out_records": len(held),
              "heuristic": evaluate(None, 1.0, data, held), "best_ptemp": float(1 / log_scale.exp()),
              "heuristic_best_ptemp": evaluate(None, float(log_scale.exp()), data, held)}
    optimizer = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=1e-4)
    steps = 0
    for _ in range(math.ceil(passes)):
        net.train()
        order = rng.permutation(train)
        for i in range(0, len(order), batch_records):
            if steps >= passes * len(train) / batch_records:
                break
            batch = padded(data, order[i:i + batch_records])
            loss = measures(prior_logits(net, 1.0, batch), batch)[0] / len(batch[0])
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), 5.0)
            optimizer.step()
            steps += 1
    report.update(steps=steps, trained=evaluate(net, 1.0, data, held))
    return net, report


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m catanlab.expert.prior_fit", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("dir", help="a folder of prior_data shards")
    p.add_argument("--out", required=True, help="the .nnue file to write")
    p.add_argument("--rules", default="base")
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--passes", type=float, default=2.0)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-records", type=int, default=256)
    p.add_argument("--holdout", type=float, default=0.05, help="share of the games held out")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    if not 0 < args.holdout < 1 or not args.passes > 0:
        p.error("--holdout in (0, 1) and --passes > 0")
    start = time.time()
    data = load(args.dir)
    net, report = fit(data, rules=args.rules, hidden=args.hidden, passes=args.passes, lr=args.lr,
                      batch_records=args.batch_records, holdout=args.holdout, seed=args.seed)
    nnue.export(net, args.out, meta={"prior": report})
    print(json.dumps({"out": args.out, **report, "seconds": round(time.time() - start, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
