"""Self-play on a Dask cluster: an in-process LocalCluster stands in for tcp://HOST:PORT."""
import pytest

import catanlab
from catanlab.data import load_chunks
from catanlab.train.cluster import merge_stats, play_generation, split_games

distributed = pytest.importorskip("distributed")

KWARGS = {"rules": "base", "players": 4, "options": {"turn_cap": 30}, "sims": 4, "slots": 2, "batch": 2,
          "threads": 1, "records_per_chunk": 64, "generation": 1}


def test_games_split_into_near_equal_tasks():
    assert split_games(10, 4) == [3, 3, 2, 2]
    assert split_games(2, 8) == [1, 1]
    assert split_games(5, 0) == [5]


def test_stats_merge_by_sum_and_weighted_mean():
    common = {"sims": 4, "slots": 2, "batch": 2}
    a = {**common, "games": 1, "records": 10, "decisions": 10, "searches": 10, "evals": 40, "net_calls": 4,
         "net_seconds": 0.5, "cache_hits": 2, "cache_hit_rate": 0.5, "draws": 1, "mean_decisions": 10.0,
         "mean_turns": 30.0, "mean_batch": 10.0, "wins_by_seat": [0, 0, 0, 0], "chunks": ["a"]}
    b = {**common, "games": 3, "records": 30, "decisions": 30, "searches": 30, "evals": 60, "net_calls": 12,
         "net_seconds": 1.0, "cache_hits": 6, "cache_hit_rate": 0.1, "draws": 0, "mean_decisions": 10.0,
         "mean_turns": 10.0, "mean_batch": 5.0, "wins_by_seat": [1, 2, 0, 0], "chunks": ["b", "c"]}
    m = merge_stats([a, b], seconds=2.0)
    assert (m["games"], m["records"], m["draws"], m["wins_by_seat"]) == (4, 40, 1, [1, 2, 0, 0])
    assert m["mean_turns"] == pytest.approx(15.0)
    assert m["mean_batch"] == pytest.approx(100 / 16)
    assert m["cache_hit_rate"] == pytest.approx(8 / (4 + 60))
    assert m["records_per_s"] == pytest.approx(20.0)
    assert m["chunks"] == ["a", "b", "c"] and m["sims"] == 4


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None) as lc, \
            distributed.Client(lc) as client:
        yield client


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # tornado's, inside distributed
@pytest.mark.parametrize("evaluator", ["uniform", "net"])
def test_selfplay_tasks_on_a_local_cluster(cluster, tmp_path, evaluator):
    model = "uniform"
    if evaluator == "net":  # a model file travels to the workers as bytes
        torch = pytest.importorskip("torch")
        from catanlab.train.export import export_model
        from catanlab.train.model import CatanNet
        torch.manual_seed(0)
        g = catanlab.Game("base", 4, 0, {})
        model = tmp_path / "gen-0000.pt"
        export_model(CatanNet(g.observation_size, g.num_actions, 4, width=16, blocks=1), model, ruleset="base",
                     score_weight=0.25, generation=0)
    out = tmp_path / "data"
    # The loop passes --scheduler's address; a Client is accepted too.
    scheduler = cluster.scheduler.address if evaluator == "net" else cluster
    stats = play_generation(model, out, 3, seed=11, kwargs=KWARGS, scheduler=scheduler, tasks=2)
    assert stats["games"] == 3 and stats["records"] > 0
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted(p.rsplit("/", 1)[-1] for p in stats["chunks"])
    assert all(name.startswith("chunk-0001-") and name.endswith(".bin") for name in written)  # no .tmp left
    assert len({name.rsplit("-", 1)[0] for name in written}) == 2  # one chunk series per task
    data = load_chunks(out)
    assert len(data["obs"]) == stats["records"]
