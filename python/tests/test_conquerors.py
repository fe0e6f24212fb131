"""Legend of the Conquerors, chapter 1, from Python: whole chapters through
catanlab.Game (a defeat returns 0 to every seat), the slice in the JSON form,
the Env stepping the rule set by name; the campaign through play_campaign."""
import json
import random
from pathlib import Path

import numpy as np
import pytest

import catanlab


def test_chapter_one_plays_to_its_end_with_the_tables_result():
    outcomes = set()
    for seed in range(6):
        g, rng = catanlab.Game("conquerors_ch1", 3, seed=seed), random.Random(seed)
        while not g.is_terminal():
            g.apply(g.sample_chance() if g.is_chance() else rng.choice(g.legal_actions()))
        state = json.loads(g.to_json())["conquerors"]
        outcomes.add(state["outcome"])
        if state["outcome"] == 2:  # defeat: the whole table loses
            assert list(g.returns()) == [0.0, 0.0, 0.0]
            assert len(state["conquered"]) >= 7
        else:
            assert max(g.returns()) == 1.0
    assert 2 in outcomes


def test_new_actions_and_chance_outcomes_have_names():
    g = catanlab.Game("conquerors_ch1", 4)
    ck = catanlab.Game("cities_knights", 4)
    assert g.num_actions > ck.num_actions
    for name in ("build_strong_knight v30", "build_mighty_knight v31", "setup_city v40", "direction green"):
        assert g.action_name(g.action_id(name)) == name


def test_env_steps_chapter_one():
    env = catanlab.Env("conquerors_ch1", 4, seed=1)
    env.reset()
    for agent in env.agent_iter(max_iter=300):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            break
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))


CAMPAIGN = str(Path(__file__).resolve().parents[2] / "configs" / "campaigns" / "conquerors.json")


def test_campaign_plays_chapters_repeats_defeats_with_mercy_and_is_deterministic():
    result = catanlab.play_campaign(CAMPAIGN, ["heuristic", "random", "heuristic"], seed=4)
    plays = result["plays"]
    chapters = [p["chapter"] for p in plays]
    assert chapters == sorted(chapters) and {1, 2} <= set(chapters)  # this seed wins chapter 1 and plays chapter 2
    for chapter in set(chapters):
        mine = [p for p in plays if p["chapter"] == chapter]
        assert all(p["rules"] == f"conquerors_ch{chapter}" for p in mine)
        assert [p["attempt"] for p in mine] == list(range(1, len(mine) + 1))
        assert [p["mercy"] for p in mine] == [False] + [True] * (len(mine) - 1)
        assert not any(p["victory"] for p in mine[:-1])  # a victory ends the chapter
    assert [p for p in plays if p["chapter"] == 1][-1]["victory"]
    assert result["complete"] == plays[-1]["victory"]
    # The chronicle's totals are the plays' points added up; defeats give at most 6 a seat.
    assert result["legend_points"] == [sum(p["legend_points"][q] for p in plays) for q in range(3)]
    assert all(points <= 6 for points in result["from_defeats"])
    assert catanlab.play_campaign(CAMPAIGN, ["heuristic", "random", "heuristic"], seed=4) == result


def test_shipped_campaigns_open_by_name_from_any_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no configs/ here
    by_name = catanlab.play_campaign("conquerors", ["random"] * 3, seed=1)
    assert by_name == catanlab.play_campaign("campaigns/conquerors.json", ["random"] * 3, seed=1)
    assert by_name == catanlab.play_campaign(CAMPAIGN, ["random"] * 3, seed=1)
    with pytest.raises(ValueError, match=r"cannot open the campaign file \(shipped campaigns, by name: conquerors, "):
        catanlab.play_campaign("conquerers", ["random"] * 3)


def test_campaign_file_errors_name_the_file_and_entry(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"chapters": ["conquerors_ch1", "conquerors_ch4"], "mercy": true, "max_plays": 2}')
    with pytest.raises(ValueError, match=r"bad.json: chapters\[1\]: unknown rule set 'conquerors_ch4'"):
        catanlab.play_campaign(str(bad), ["random"] * 3)
    bad.write_text('{"chapters": [')
    with pytest.raises(ValueError, match="bad.json: malformed JSON"):
        catanlab.play_campaign(str(bad), ["random"] * 3)


def test_play_game_reports_the_tables_result():
    # A chapter lost at once (one conquered hex defeats the table) is a defeat, not a draw.
    lost = catanlab.play_game("conquerors_ch1", ["random"] * 3, seed=1, options={"lotc_defeat_3p": 1})
    assert lost["table"] == 0 and lost["winner"] == -1
    assert catanlab.play_game("base", ["random"] * 3, seed=1)["table"] == -1
