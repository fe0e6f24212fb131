"""catanlab.expert.ranking_data and ranking: a decision's children as a search compares them, and a leaf
trained to rank them."""
import math

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab._catanlab import heuristic_terms  # noqa: E402
from catanlab.expert import ranking, ranking_data  # noqa: E402
from catanlab.nnue import value_terms_of  # noqa: E402


@pytest.fixture(scope="module")
def records():
    data = ranking_data.generate(1, seed=3, teacher="ismcts:iters=30,sel=puct,c=0.5,ptemp=1,reuse=0",
                                 record_prob=0.1, max_children=4)
    return data, catanlab.Game("base").num_players


def test_heuristic_terms_add_up_and_turn_with_the_seat():
    g = catanlab.Game("base", 4, 5)
    for _ in range(40):  # into the game: the terms differ by seat
        g.apply(g.sample_chance() if g.is_chance() else g.legal_actions()[0])
    values, terms = heuristic_terms(g, 0)
    assert terms.shape == (4, len(value_terms_of(g)))
    assert np.allclose(terms.sum(-1), values)
    turned, _ = heuristic_terms(g, 2)
    assert np.allclose(turned, np.roll(values, -2))
    with pytest.raises(ValueError):
        heuristic_terms(g, 4)


def test_records_hold_the_searched_children_of_a_decision(records):
    data, players = records
    with pytest.raises(ValueError, match="random is not an ISMCTS agent"):
        catanlab.Agent("random").last_root()
    assert len(data["record"]) > 0 and np.all(np.diff(data["record"]) >= 0)
    sizes = np.bincount(data["record"])
    assert sizes.min() >= 2 and sizes.max() <= 4
    assert np.all(data["visits"] > 0) and np.all((0 <= data["seat"]) & (data["seat"] < players))
    assert data["obs"].shape == (len(data["seat"]), catanlab.Game("base").observation_size)
    assert np.allclose(data["terms"].sum(-1), data["heuristic"], rtol=1e-4, atol=1e-3)
    # a record's children come most visited first
    for r in range(len(sizes)):
        v = data["visits"][data["record"] == r]
        assert np.all(np.diff(v) <= 0)


def test_the_untrained_net_is_the_heuristic_and_the_rank_loss_is_the_cross_entropy(records):
    data, players = records
    net = ranking.heuristic_net(catanlab.Game("base"), 10.0, 16, value_terms_of(catanlab.Game("base")))
    batch = next(ranking.batches(data, np.unique(data["record"])[:3], 3))
    values = torch.softmax(ranking.child_values(net, batch), -1)
    assert torch.allclose(values, torch.softmax(batch["heuristic"] / 10, -1), atol=1e-6)
    log_tau = torch.tensor(math.log(0.05))
    parts = ranking.losses(net, log_tau, batch, 10.0, 0.0)
    expected = 0.0
    for r in torch.unique(batch["record"]):
        rows = batch["record"] == r
        mine = values[rows].gather(1, batch["seat"][rows].long()[:, None])[:, 0]
        share = batch["visits"][rows] / batch["visits"][rows].sum()
        expected -= float((share * torch.log_softmax(mine / 0.05, 0)).sum())
    assert float(parts["rank"]) == pytest.approx(expected / 3, rel=1e-5)
    assert float(parts["loss"]) == pytest.approx(float(parts["rank"]))  # no anchor: the heuristic is its own
