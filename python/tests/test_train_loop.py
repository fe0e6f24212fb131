"""The training smoke: `python -m catanlab.train.loop` end to end on a tiny budget (CI: well under 3 minutes).

Two generations of self-play, training, export and arena evaluation with a tiny
net, two short games per generation and a few simulations; then a resume and a
collapse that stops the loop; a diverged net named by the evaluation and by self-play.
"""
import json
import os
import re
import shutil

import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab.train.export import export_model, load_checkpoint  # noqa: E402
from catanlab.train.loop import Loop, main  # noqa: E402
from catanlab.train.run_folder import RunFolder  # noqa: E402

TINY = ["--games", "2", "--turn-cap", "40", "--sims", "4", "--slots", "2", "--batch", "2", "--threads", "1",
        "--width", "16", "--blocks", "1", "--batch-size", "64", "--passes", "1",
        "--eval-every", "2", "--eval-games", "4", "--ismcts-games", "4", "--ismcts", "ismcts:iters=20",
        "--eval-sims", "2", "--eval-threads", "1", "--max-draw-rate", "0", "--min-entropy", "0"]


def rows(run):
    return [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]


def test_training_smoke_two_generations_then_resume(tmp_path):
    run = tmp_path / "run"
    teacher = ["--first-model", "heuristic", "--first-generations", "2", "--q-weight", "1"]
    assert main([str(run), "--generations", "2"] + TINY + teacher) == 0

    lines = rows(run)
    assert [r["generation"] for r in lines] == [1, 2]
    assert [r["selfplay_model"] for r in lines] == ["heuristic", "heuristic"]
    for r in lines:
        assert r["games"] == 2 and r["records"] > 0
        assert r["window_records"] >= r["records"]
        for key in ("loss", "loss_policy", "loss_winner", "loss_vp", "loss_q", "policy_entropy", "fresh_loss_winner"):
            assert r[key] >= 0 and r[key] == r[key], key
    assert "win_rate_vs_heuristic" not in lines[0]  # --eval-every 2
    for name in ("heuristic", "ismcts"):
        rate, lo, hi = (lines[1][f"win_rate_vs_{name}{s}"] for s in ("", "_lo", "_hi"))
        assert 0 <= lo <= rate <= hi <= 1
        assert lines[1][f"games_vs_{name}"] == 4
    for g in (0, 1, 2):
        header = catanlab.model_header(str(run / "models" / f"gen-{g:04d}.pt"), rules="base", players=4)
        assert header["generation"] == g
    assert (run / "training.png").stat().st_size > 0
    assert list((run / "data" / "gen-0002").glob("chunk-*.bin"))
    assert load_checkpoint(run / "checkpoint-previous.pt")[2]["generation"] == 1  # a resume point if the last is damaged

    # Resuming continues after the checkpoint's generation, with the stored options.
    assert main([str(run), "--generations", "3"]) == 0
    assert [r["generation"] for r in rows(run)] == [1, 2, 3]
    assert rows(run)[2]["games"] == 2
    assert rows(run)[2]["selfplay_model"] == "gen-0002.pt"
    assert (run / "models" / "gen-0003.pt").exists()


def test_training_smoke_stops_loudly_when_games_hit_the_turn_cap(tmp_path, capsys):
    run = tmp_path / "run"
    # A 5-turn cap: every game is a draw, which --max-draw-rate 0.5 calls a collapse.
    args = [str(run), "--generations", "2"] + TINY + ["--turn-cap", "5", "--max-draw-rate", "0.5"]
    assert main(args) == 3
    assert "collapsed" in capsys.readouterr().err
    (line,) = rows(run)
    assert "turn cap" in line["collapse"] and line["draw_rate"] == 1.0
    assert not (run / "models" / "gen-0001.pt").exists()


def test_the_game_length_guards_wait_for_guard_from(tmp_path):
    run = tmp_path / "run"
    # The same all-draw generations pass while the guard waits, and the third one stops the loop.
    args = [str(run), "--generations", "3"] + TINY + ["--turn-cap", "5", "--max-draw-rate", "0.5", "--guard-from", "3"]
    assert main(args) == 3
    assert [r["generation"] for r in rows(run)] == [1, 2, 3]
    assert "collapse" not in rows(run)[1] and "turn cap" in rows(run)[2]["collapse"]


def test_bad_run_folder_and_changed_network_are_refused(tmp_path, capsys):
    stranger = tmp_path / "not-a-run"
    stranger.mkdir()
    (stranger / "notes.txt").write_text("mine")
    assert main([str(stranger)] + TINY) == 2
    assert "not-a-run" in capsys.readouterr().err

    run = tmp_path / "run"
    assert main([str(run), "--generations", "0"] + TINY) == 0  # creates the run: gen-0000 only
    assert main([str(run), "--width", "32"]) == 2
    assert "--width 16" in capsys.readouterr().err


def test_the_board_graph_net_plays_self_play_and_trains(tmp_path, capsys):
    run = tmp_path / "run"
    graph = ["--net", "board_graph", "--channels", "8", "--rounds", "1", "--first-generations", "0",
             "--eval-every", "0"]
    assert main([str(run), "--generations", "1"] + TINY + graph) == 0  # gen 1 plays with the random graph net
    line = rows(run)[0]
    assert line["selfplay_model"] == "gen-0000.pt" and line["records"] > 0 and line["loss_policy"] > 0
    header = catanlab.model_header(str(run / "models" / "gen-0001.pt"), rules="base", players=4)
    assert header["architecture"]["kind"] == "board_graph" and header["architecture"]["rounds"] == 1
    assert main([str(run), "--net", "residual_mlp"]) == 2
    assert "--net board_graph" in capsys.readouterr().err


def test_a_diverged_net_is_named_by_the_arena_evaluation_and_by_self_play(tmp_path, capsys):
    run = tmp_path / "run"
    assert main([str(run), "--generations", "0", "--first-model", "net"] + TINY) == 0  # gen-0000.pt only
    # What a diverged training run leaves: the run's net with NaN weights, exported as usual.
    folder = RunFolder(run)
    net, _, _ = load_checkpoint(folder.checkpoint)
    with torch.no_grad():
        for weight in net.parameters():
            weight.fill_(float("nan"))
    model = folder.model(0)
    export_model(net, model, ruleset="base", score_weight=0.25, generation=0)
    named = f"{re.escape(str(model))}: the network's logit of action '[^']+' is nan"

    with pytest.raises(ValueError, match="^arena: " + named):
        Loop(folder, folder.read_config()).evaluate(0, {})
    # Generation 1 self-plays with it, on two threads: the loop stops with exit 2 and the error.
    capsys.readouterr()
    assert main([str(run), "--generations", "1", "--threads", "2"]) == 2
    assert re.search("catanlab.train: error: " + named, capsys.readouterr().err)


def test_a_half_written_last_results_line_is_dropped_with_a_warning(tmp_path, capsys):
    run = tmp_path / "run"
    assert main([str(run), "--generations", "0"] + TINY) == 0
    # A crash while generation 1's line was written: its first half is on disk.
    (run / "results.jsonl").write_text('{"generation": 0, "games": 2}\n{"generation": 1, "ga')
    with pytest.warns(UserWarning, match=r"results.jsonl:2: dropping a half-written last line"):
        assert main([str(run), "--generations", "0"]) == 0
    assert rows(run) == [{"generation": 0, "games": 2}]

    # A damaged line before the last is no crash's doing: it is refused by file and line.
    (run / "results.jsonl").write_text('{"generation": 0}\n{"generation": 1, "ga\n{"generation": 0}\n')
    assert main([str(run), "--generations", "0"]) == 2
    assert "results.jsonl:2: not a JSON line" in capsys.readouterr().err
    (run / "results.jsonl").write_text('{"generation": 0}\n{"games": 2}\n')  # no generation: once a KeyError
    assert main([str(run), "--generations", "0"]) == 2
    assert "results.jsonl:2: not a results line, a JSON object with an integer 'generation'" in capsys.readouterr().err


def test_a_damaged_checkpoint_names_the_file_and_the_last_good_generation(tmp_path, capsys):
    run = tmp_path / "run"
    assert main([str(run), "--generations", "0"] + TINY) == 0
    checkpoint, previous = run / "checkpoint.pt", run / "checkpoint-previous.pt"
    shutil.copyfile(checkpoint, previous)  # generation 0's, as the next generation's save leaves it
    whole = checkpoint.read_bytes()
    checkpoint.write_bytes(whole[:100])  # cut short
    assert main([str(run), "--generations", "0"]) == 2
    err = capsys.readouterr().err
    assert f"checkpoint {checkpoint}: cannot read" in err
    assert f"{previous} holds generation 0, the last good one: move it to checkpoint.pt" in err

    os.replace(previous, checkpoint)  # as the message says
    assert main([str(run), "--generations", "0"]) == 0
    capsys.readouterr()

    checkpoint.write_bytes(b"")  # and with no earlier checkpoint to fall back on
    assert main([str(run), "--generations", "0"]) == 2
    assert "checkpoint-previous.pt, the one before it, is missing or damaged too" in capsys.readouterr().err


def test_the_trainer_takes_a_module_rule_set_by_name(tmp_path):
    # Barbarian Attack for 3: self-play, training and the arena against heuristic and ISMCTS.
    run = tmp_path / "ba"
    assert main([str(run), "--generations", "2", "--rules", "barbarian_attack", "--players", "3"] + TINY) == 0
    last = rows(run)[-1]
    assert last["generation"] == 2 and last["games_vs_heuristic"] > 0 and last["games_vs_ismcts"] > 0


def test_the_trainer_takes_a_family_of_its_own_by_name(tmp_path):
    # Catan Conquest for 2 (turns capped short): self-play, training and the arena against heuristic and ISMCTS.
    run = tmp_path / "conquest"
    tiny = list(TINY)
    tiny[tiny.index("--turn-cap") + 1] = "12"
    assert main([str(run), "--generations", "2", "--rules", "conquest", "--players", "2"] + tiny) == 0
    last = rows(run)[-1]
    assert last["generation"] == 2 and last["games_vs_heuristic"] > 0 and last["games_vs_ismcts"] > 0
