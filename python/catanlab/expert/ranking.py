"""python -m catanlab.expert.ranking DATA.npz... --out NET.nnue [options]

Trains a leaf on what a search does with it: rank a decision's children as a deeper search did
(catanlab.expert.ranking_data). The net is a net over the heuristic's terms (catanlab.nnue) whose
learned parts start at 0, so that before training it IS the heuristic leaf at --heuristic-temperature.
Losses, per record (a decision of seat s and its children c):
  rank     cross-entropy of softmax_c(v_s(c) / tau) against the search's visit shares, v_s(c) the
           net's value of s at c (a probability, what the search averages) and tau a learned scale
  anchor   cross-entropy of the net's values at each child against the heuristic leaf's there
           (softmax of the seat values / T), weighted by --anchor: it keeps the values the ranking
           does not constrain (other seats', the level across depths) where the heuristic had them
The last --holdout share of the games is held out; one JSON line reports both losses on it before and
after training, the share of held-out records whose most visited child the net ranks first (a tie
for first shares the credit) and the visit shares' entropy (the rank loss's floor).
"""
import argparse
import json
import math
import sys
import time

import numpy as np
import torch
from torch.nn import functional as F

import catanlab
from catanlab import nnue


def load(paths):
    """The arrays of several ranking_data files, concatenated, records and games renumbered apart."""
    parts, terms = [], None
    for path in paths:
        with np.load(path) as f:
            part = {k: f[k] for k in f.files}
        if terms is not None and list(part["value_terms"]) != terms:
            raise ValueError(f"{path}: value terms {list(part['value_terms'])} differ from the first file's {terms}")
        terms = list(part.pop("value_terms"))
        parts.append(part)
    for i in range(1, len(parts)):
        for k in ("record", "game"):
            parts[i][k] = parts[i][k] + parts[i - 1][k].max(initial=-1) + 1
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}, terms


def child_values(net, batch):
    """[C, P] the net's values at each child, relative to its observer."""
    _, value_logits = net.heads(batch["obs"], batch["heuristic"], batch["terms"])
    return value_logits


def losses(net, log_tau, batch, temperature, anchor):
    """The loss parts of the module's docstring over the records of `batch` (whole records' rows)."""
    value_logits = child_values(net, batch)
    values = torch.softmax(value_logits, dim=-1)
    mine = values.gather(1, batch["seat"].long()[:, None])[:, 0]  # the decider's value at each child
    record = batch["record"]
    _, index = torch.unique(record, return_inverse=True)
    count = int(index.max()) + 1
    score = mine / log_tau.exp()
    top = torch.full((count,), -1e30).scatter_reduce(0, index, score.detach(), "amax")
    weight = torch.exp(score - top[index])
    log_total = torch.log(torch.zeros(count).index_add(0, index, weight)) + top
    log_share = score - log_total[index]
    visits = batch["visits"]
    target = visits / torch.zeros(count).index_add(0, index, visits)[index]
    rank = -(target * log_share).sum() / count
    heuristic = torch.softmax(batch["heuristic"] / temperature, dim=-1)
    anchored = -(heuristic * F.log_softmax(value_logits, dim=-1)).sum(-1).mean()
    with torch.no_grad():
        # whether the net's first is the search's most visited child; a tie for first shares the credit
        best = torch.full((count,), -1.0).scatter_reduce(0, index, visits, "amax")
        mine_top = torch.full((count,), -1e30).scatter_reduce(0, index, mine, "amax")
        first = (mine == mine_top[index]).float()
        tied = torch.zeros(count).index_add(0, index, first)
        agree = torch.zeros(count).index_add(0, index, first * (visits == best[index]) / tied[index]).mean()
        entropy = -(target * torch.log(target.clamp_min(1e-12))).sum() / count  # the rank loss's floor
    return {"loss": rank + anchor * anchored, "rank": rank.detach(), "anchor": anchored.detach(), "agree": agree,
            "entropy": entropy}


def batches(data, records, batch_records, rng=None):
    """Tensors of whole records, `batch_records` at a time, in `records`' order (shuffled with `rng`)."""
    starts = np.searchsorted(data["record"], records)
    ends = np.searchsorted(data["record"], records, side="right")
    order = rng.permutation(len(records)) if rng is not None else np.arange(len(records))
    for at in range(0, len(order), batch_records):
        pick = order[at:at + batch_records]
        rows = np.concatenate([np.arange(starts[i], ends[i]) for i in pick])
        yield {"obs": torch.from_numpy(data["obs"][rows].astype(np.float32)),
               "heuristic": torch.from_numpy(data["heuristic"][rows]), "terms": torch.from_numpy(data["terms"][rows]),
               "seat": torch.from_numpy(data["seat"][rows]), "visits": torch.from_numpy(data["visits"][rows]),
               "record": torch.from_numpy(data["record"][rows])}


@torch.no_grad()
def evaluate(net, log_tau, data, records, temperature, anchor):
    net.eval()
    sums, n = {}, 0
    for batch in batches(data, records, 512):
        count = len(torch.unique(batch["record"]))
        for k, v in losses(net, log_tau, batch, temperature, anchor).items():
            sums[k] = sums.get(k, 0.0) + float(v) * count
        n += count
    return {k: v / max(n, 1) for k, v in sums.items()}


def heuristic_net(game, temperature, hidden, terms):
    """A net over the heuristic's terms that is the heuristic until trained: every learned part of its
    value 0 (the terms' weights already are)."""
    net = nnue.NnueNet(nnue.layout_of(game), hidden=hidden, heuristic_temperature=temperature, value_terms=terms)
    torch.nn.init.zeros_(net.value.weight)
    torch.nn.init.zeros_(net.value.bias)
    return net


def fit(data, terms, *, rules="base", temperature=10.0, hidden=128, anchor=0.1, passes=2.0, lr=1e-3,
        batch_records=64, holdout=0.1, seed=1):
    """(net, log_tau, report): the training of the module's docstring."""
    torch.manual_seed(seed)
    game = catanlab.Game(rules)
    net = heuristic_net(game, temperature, hidden, terms)
    net.fit_input_scale(torch.from_numpy(data["obs"][:20000].astype(np.float32)))
    log_tau = torch.nn.Parameter(torch.tensor(math.log(0.05)))
    games = np.unique(data["game"])
    first_held = games[min(len(games) - 1, int(len(games) * (1 - holdout)))]
    records = np.unique(data["record"])
    held_rows = data["game"] >= first_held
    train_records = np.unique(data["record"][~held_rows])
    held_records = np.unique(data["record"][held_rows])
    optimizer = torch.optim.AdamW([*net.parameters(), log_tau], lr=lr, weight_decay=1e-4)
    # tau alone first: the heuristic's own ranking loss at its best scale is the baseline
    tau_only = torch.optim.Adam([log_tau], lr=0.05)
    for batch in batches(data, train_records[:4000], batch_records, np.random.default_rng(seed)):
        tau_only.zero_grad()
        losses(net, log_tau, batch, temperature, 0.0)["loss"].backward()
        tau_only.step()
    before = evaluate(net, log_tau, data, held_records, temperature, anchor)
    rng = np.random.default_rng(seed)
    steps = 0
    for _ in range(math.ceil(passes)):
        net.train()
        for i, batch in enumerate(batches(data, train_records, batch_records, rng)):
            if steps >= passes * len(train_records) / batch_records:
                break
            parts = losses(net, log_tau, batch, temperature, anchor)
            optimizer.zero_grad(set_to_none=True)
            parts["loss"].backward()
            torch.nn.utils.clip_grad_norm_([*net.parameters(), log_tau], 5.0)
            optimizer.step()
            steps += 1
    after = evaluate(net, log_tau, data, held_records, temperature, anchor)
    report = {"records": len(records), "train_records": len(train_records), "held_out_records": len(held_records),
              "steps": steps, "tau": float(log_tau.exp()), **{f"before_{k}": v for k, v in before.items()},
              **{f"after_{k}": v for k, v in after.items()}}
    return net, log_tau, report


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m catanlab.expert.ranking", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("data", nargs="+", help="ranking_data .npz files")
    p.add_argument("--out", required=True, help="the .nnue file to write")
    p.add_argument("--rules", default="base")
    p.add_argument("--heuristic-temperature", type=float, default=10.0, help="the heuristic leaf's (ISMCTS's is 10)")
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--anchor", type=float, default=0.1)
    p.add_argument("--passes", type=float, default=2.0)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-records", type=int, default=64)
    p.add_argument("--holdout", type=float, default=0.1, help="share of the games held out")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    if not 0 < args.holdout < 1 or args.anchor < 0 or not args.heuristic_temperature > 0:
        p.error("--holdout in (0, 1), --anchor >= 0 and --heuristic-temperature > 0")
    start = time.time()
    data, terms = load(args.data)
    net, _, report = fit(data, terms, rules=args.rules, temperature=args.heuristic_temperature, hidden=args.hidden,
                         anchor=args.anchor, passes=args.passes, lr=args.lr, batch_records=args.batch_records,
                         holdout=args.holdout, seed=args.seed)
    nnue.export(net, args.out, meta={"ranking": report})
    print(json.dumps({"out": args.out, **report, "seconds": time.time() - start}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
