"""Expert iteration's self-play on a Dask cluster: an in-process LocalCluster stands in for tcp://HOST:PORT."""
import pytest

from catanlab.data import load_chunks
from catanlab.expert import specs
from catanlab.expert.selfplay import play_generation

distributed = pytest.importorskip("distributed")

SETTINGS = {"rules": "base", "players": 4, "options": {"turn_cap": 30}, "temperature_moves": 5, "record_prob": 1.0,
            "records_per_game": 8, "branch_prob": 0.0, "threads": 1, "records_per_chunk": 64, "generation": 1}


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # tornado's, inside distributed
@pytest.mark.parametrize("leaf", ["heuristic", "net"])
def test_ismcts_selfplay_tasks_on_a_local_cluster(tmp_path, leaf):
    spec, model = "ismcts:iters=10", None
    if leaf == "net":  # the net's file travels to the workers as bytes, and the spec names their copy
        torch = pytest.importorskip("torch")
        import catanlab
        from catanlab import nnue
        torch.manual_seed(0)
        model = tmp_path / "gen-0001.nnue"
        nnue.export(nnue.NnueNet(nnue.layout_of(catanlab.Game("base", 4, 0, {"turn_cap": 30})), hidden=8), str(model))
        spec = specs.net_spec(spec, str(model), prior=False)
    out = tmp_path / "data"
    with distributed.LocalCluster(processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None) as lc, \
            distributed.Client(lc) as client:
        stats = play_generation(None, spec, out, 3, 11, SETTINGS, model=model, scheduler=client, tasks=2)
    assert stats["games"] == 3 and 0 < stats["records"] <= 3 * 8
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted(p.rsplit("/", 1)[-1] for p in stats["chunks"])
    assert len({name.rsplit("-", 1)[0] for name in written}) == 2  # one chunk series per task
    assert len(load_chunks(out)["obs"]) == stats["records"]
