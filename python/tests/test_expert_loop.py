"""Expert iteration end to end on a tiny budget (`python -m catanlab.expert.loop --quick`; CI: about a minute).

One generation on the base game and on Conquest (a war family) that exports a
net the C++ search loads (the gate plays it), then on the base game a second
one interrupted in its middle and played again on resume, and bad arguments
refused by name.
"""
import json

import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab import nnue  # noqa: E402
from catanlab.expert.loop import Loop, main  # noqa: E402


def rows(run):
    return [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]


def check_first_generation(run, rules):
    (row,) = rows(run)
    assert row["generation"] == 1 and row["games"] == 2 and 0 < row["records"] <= 2 * 16
    for key in ("loss_policy", "loss_value", "fresh_loss_outcome"):
        assert row[key] > 0 and row[key] == row[key], key
    assert row["gate_games"] > 0 and row["games_vs_ismcts"] > 0  # the arena played the exported net
    assert row["games_vs_ismcts"] == row["gate_games"] // 2  # the best is the heuristic leaf: the gate's first arena
    game = catanlab.Game(rules, 0, 0, {"turn_cap": 30})
    assert nnue.load(str(run / "models" / "gen-0001.nnue")).layout == nnue.layout_of(game)
    assert row["best"] in (0, 1) and row["promoted"] == (row["best"] == 1)
    assert (run / "training.png").stat().st_size > 0
    return row


def test_a_war_family_generation_exports_a_net_the_search_plays(tmp_path):
    """Here the net learns a correction to the heuristic's value, weighing its terms (Conquest's value has one): the
    records' values and terms in, the file's temperature and terms out."""
    run = tmp_path / "conquest"
    assert main([str(run), "--quick", "--rules", "conquest", "--heuristic-temperature", "20", "--value-terms"]) == 0
    check_first_generation(run, "conquest")
    net = nnue.load(str(run / "models" / "gen-0001.nnue"))
    assert net.heuristic_temperature == 20 and net.value_terms == ["value"]


def test_holdout_fits_on_some_games_and_scores_the_others(tmp_path, capsys):
    from catanlab.expert.holdout import main as holdout
    catanlab.selfplay("uniform", str(tmp_path / "chunks"), 2, rules="base", players=4, options={"turn_cap": 30},
                      sims=4, slots=2, batch=2, threads=1, seed=7)
    out = tmp_path / "h.nnue"
    assert holdout([str(tmp_path / "chunks"), "--out", str(out), "--hidden", "16", "--value-terms",
                    "--holdout", "0.5"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["held_out_games"] == 1 and result["records"] > 0 and result["held_out_records"] > 0
    assert result["after_loss_outcome"] > 0 and result["heuristic_loss_outcome"] > 0
    assert nnue.load(str(out)).value_terms == result["value_terms"] and result["value_terms"][0] == "vp"


def test_a_base_generation_then_an_interrupted_one_played_again_on_resume(tmp_path, monkeypatch):
    run = tmp_path / "base"
    assert main([str(run), "--quick"]) == 0
    first = check_first_generation(run, "base")
    train = Loop.train

    def interrupted(self, g, row):
        raise KeyboardInterrupt  # Ctrl-C after generation 2's self-play

    monkeypatch.setattr(Loop, "train", interrupted)
    with pytest.raises(KeyboardInterrupt):
        main([str(run), "--generations", "2"])
    assert list((run / "data" / "gen-0002").glob("chunk-*.bin"))  # its self-play data, not yet trained on
    assert [r["generation"] for r in rows(run)] == [1]

    monkeypatch.setattr(Loop, "train", train)
    assert main([str(run), "--generations", "2"]) == 0
    assert [r["generation"] for r in rows(run)] == [1, 2]
    assert rows(run)[1]["selfplay_best"] == first["best"]  # self-play by the best after generation 1
    assert (run / "models" / "gen-0002.nnue").exists()


@pytest.mark.parametrize("args, message", [
    (["--search", "heuristic"], "--search 'heuristic': expert iteration learns from ISMCTS"),
    (["--search", "ismcts:iters=5,leaf=rollout"], "leaf is set by the loop"),
    (["--gate-budget", "depth=3"], "budget 'depth=3': expected iters=N, time=MS or both"),
    (["--games", "0"], "bad option values: --games 0"),
    (["--root-mix", "2"], "bad option values: --root-mix 2"),
    (["--heuristic-temperature", "-1"], "bad option values: --heuristic-temperature -1"),
    (["--value-terms"], "bad option values: --value-terms True"),
    (["--rules", "nope"], "unknown rule set 'nope'"),
])
def test_bad_arguments_are_refused_by_name(tmp_path, capsys, args, message):
    assert main([str(tmp_path / "run"), "--quick"] + args) == 2
    assert message in capsys.readouterr().err


def test_a_resumed_run_keeps_its_net_and_game(tmp_path, capsys):
    run = tmp_path / "run"
    assert main([str(run), "--quick", "--generations", "0"]) == 0  # a run folder and its first checkpoint
    assert main([str(run), "--hidden", "32"]) == 2
    assert "was started with --hidden 16" in capsys.readouterr().err


def test_a_bare_name_is_a_folder_under_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["--quick", "--rules", "base", "--generations", "0"]) == 0
    assert (tmp_path / "runs" / "base" / "config.json").exists()
