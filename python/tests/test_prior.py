"""catanlab.expert.prior_data and prior_fit: a deeper search's visits as the target of a learned correction
to the heuristic's PUCT prior (ISMCTS prior=over)."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab import nnue  # noqa: E402
from catanlab.expert import prior_data, prior_fit  # noqa: E402

TEACHER = "ismcts:iters=40,sel=puct,c=0.5,ptemp=1,reuse=0"


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    folder = tmp_path_factory.mktemp("prior")
    assert prior_data.main([str(folder), "--games", "2", "--shard-games", "1", "--teacher", TEACHER,
                            "--play", "ismcts:iters=2,sel=puct,c=0.5,ptemp=1,reuse=0", "--record-prob", "0.03"]) == 0
    return prior_fit.load(str(folder))


def test_records_hold_every_legal_action_with_the_teachers_visits(data):
    starts = data["start"]
    assert starts[0] == 0 and starts[-1] == len(data["action"]) and np.all(np.diff(starts) >= 2)
    assert len(data["obs"]) == len(starts) - 1 == len(data["game"]) > 0
    assert set(np.unique(data["game"])) == {0, 1}
    for r in range(len(starts) - 1):
        visits = data["visits"][starts[r]:starts[r + 1]]
        assert 0 < visits.sum() <= 40  # the teacher's iterations, none reused
        assert len(np.unique(data["action"][starts[r]:starts[r + 1]])) == starts[r + 1] - starts[r]


def test_the_untrained_net_is_the_heuristic_prior_in_python_and_in_the_search(data, tmp_path):
    net, report = prior_fit.fit(data, hidden=16, passes=0.01, holdout=0.3)
    assert report["held_out_records"] > 0
    batch = prior_fit.padded(data, np.arange(5))
    untrained = nnue.NnueNet(nnue.layout_of(catanlab.Game("base")), hidden=16)
    torch.nn.init.zeros_(untrained.policy.weight)
    torch.nn.init.zeros_(untrained.policy.bias)
    assert torch.equal(prior_fit.prior_logits(untrained, 1.0, batch), prior_fit.prior_logits(None, 1.0, batch))
    nnue.export(untrained, tmp_path / "zero.nnue")
    search = "ismcts:iters=60,sel=puct,c=0.5,ptemp=1,reuse=0"
    plain, over = catanlab.Agent(search), catanlab.Agent(f"{search},prior=over,model={tmp_path / 'zero.nnue'}")
    game = catanlab.Game("base", 4, 3)
    for _ in range(3):
        plain.reset(4)
        over.reset(4)
        assert plain.act(game) == over.act(game)
        assert plain.last_root() == over.last_root()
        game.apply(game.legal_actions()[0])
