"""Python agents (catanlab.agents) in the arena, play_game and play_campaign:
the arena's table and JSON lines are the CLI's; games split over processes
give what one process gives; an agent sees only its seat's view; a failing
agent stops its game with a message naming it, the seed and the replay."""
import hashlib
import json
import os
import pathlib
import random
import re
import subprocess
import sys
import time

import numpy as np
import pytest

import catanlab

CLI = pathlib.Path(__file__).parents[2] / os.environ.get("CATANLAB_BUILD", "build") / "catanlab"
CAMPAIGN = str(pathlib.Path(__file__).parents[2] / "configs" / "campaigns" / "conquerors.json")


class ByHash:
    """Chooses by a hash of everything its view's game holds, hidden parts included: were the view the true
    state, its choices would follow the opponents' hands."""
    name = "by-hash"

    def act(self, view):
        digest = hashlib.sha256(view.game.to_json().encode()).digest()
        return view.legal_actions[int.from_bytes(digest[:4], "little") % len(view.legal_actions)]


def without_clock(text):
    """A table or JSON line without the time per decision, the one thing two runs do not share."""
    text = re.sub(r'"ms_per_decision":\[[^\]]*\],?', "", text)
    return re.sub(r" +[0-9.]+(\n|$)", r"\1", re.sub(r"ms/decision", "", text))


@pytest.mark.skipif(not CLI.exists(), reason="the catanlab CLI is not built")
def test_arena_prints_the_cli_table_and_json_lines(tmp_path):
    args = ["--rules", "base", "--agents", "heuristic", "random", "random", "--games", "6", "--seed", "5"]
    cli = subprocess.run([str(CLI), "arena", *args, "--json", str(tmp_path / "cli.jsonl")], capture_output=True,
                         text=True, check=True)
    result = catanlab.arena("base", ["heuristic", "random", "random"], games=6, seed=5, json=tmp_path / "py.jsonl")
    cli_table = cli.stdout[cli.stdout.index("agent "):]
    assert without_clock(result.table) == without_clock(cli_table)
    assert [without_clock(line) for line in open(tmp_path / "py.jsonl")] == \
           [without_clock(line) for line in open(tmp_path / "cli.jsonl")]


def test_a_python_agent_plays_the_arena_alike_on_one_process_or_three(tmp_path):
    agents = [ByHash(), "heuristic", "random"]
    one = catanlab.arena("base", agents, games=6, seed=2, json=tmp_path / "one.jsonl")
    three = catanlab.arena("base", agents, games=6, seed=2, threads=3, json=tmp_path / "three.jsonl")
    assert [r["label"] for r in one.rows] == ["by-hash", "heuristic", "random"]
    assert sum(r["games"] for r in one.rows) == 18 and not one.errors
    assert without_clock(one.table) == without_clock(three.table)
    lines = [without_clock(line) for line in open(tmp_path / "one.jsonl")]
    assert len(lines) == 6 and lines == [without_clock(line) for line in open(tmp_path / "three.jsonl")]


def test_py_specs_name_a_class_of_an_importable_module(tmp_path, monkeypatch):
    (tmp_path / "my_bots.py").write_text("class First:\n    def act(self, view):\n        return view.legal_actions[0]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    result = catanlab.arena("base", ["py:my_bots:First", "random"], games=2, options={"turn_cap": 100})
    assert [r["label"] for r in result.rows] == ["py:my_bots:First", "random"]
    with pytest.raises(ValueError, match="py:my_bots:Nobody.*has no attribute 'Nobody'"):
        catanlab.arena("base", ["py:my_bots:Nobody", "random"], games=2)


@pytest.mark.skipif(not CLI.exists(), reason="the catanlab CLI is not built")
def test_the_cli_plays_py_specs_in_processes_of_their_own_as_catanlab_arena_does(tmp_path, monkeypatch):
    # agents/python_agent.h: the same views (redeals, seeds) and checks as in-process, so the same games.
    (tmp_path / "cli_bots.py").write_text(
        "import hashlib\n"
        "class ByHash:\n"
        "    def act(self, view):\n"
        "        print('prints go to standard error')\n"
        "        digest = hashlib.sha256(view.game.to_json().encode()).digest()\n"
        "        return view.legal_actions[int.from_bytes(digest[:4], 'little') % len(view.legal_actions)]\n"
        "class Raises:\n"
        "    def act(self, view):\n"
        "        raise KeyError('no such plan')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]),
               CATANLAB_PYTHON=sys.executable)
    args = ["--rules", "base", "--agents", "py:cli_bots:ByHash", "heuristic", "random", "--games", "3", "--seed", "3"]
    cli = subprocess.run([str(CLI), "arena", *args, "--threads", "2", "--json", str(tmp_path / "cli.jsonl")],
                         capture_output=True, text=True, env=env)
    assert cli.returncode == 0, cli.stderr
    result = catanlab.arena("base", ["py:cli_bots:ByHash", "heuristic", "random"], games=3, seed=3)
    assert without_clock(cli.stdout[cli.stdout.index("agent "):]) == without_clock(result.table)
    assert sorted(without_clock(line) for line in open(tmp_path / "cli.jsonl")) == \
           sorted(without_clock(line) + "\n" for line in result.lines)
    failed = subprocess.run([str(CLI), "arena", "--agents", "py:cli_bots:Raises", "random", "--games", "2"],
                            capture_output=True, text=True, env=env)
    assert failed.returncode == 2
    assert "error: arena game pod 0 rotation 0 (seed 1; seats 0=py:cli_bots:Raises, 1=random) stopped: agent " \
           "'py:cli_bots:Raises' raised KeyError: 'no such plan'" in failed.stderr


class Recorder:
    """Records each view it is shown (its game's JSON, its observation) and chooses by a hash of the view."""

    def __init__(self):
        self.views, self.seeds = [], []

    def reset(self, seed):
        self.seeds.append(seed)

    def act(self, view):
        self.views.append((view.game.to_json(), view.observation.tobytes(), view.game.seed))
        return ByHash().act(view)


class Scripted:
    """Bids its lowest card, except at its decision number `at`, where it bids `pick` (0: lowest, -1: highest)."""

    def __init__(self, at, pick):
        self.at, self.pick, self.decisions = at, pick, 0

    def act(self, view):
        self.decisions += 1
        return view.legal_actions[self.pick if self.decisions == self.at else 0]


def test_a_python_agent_cannot_peek_its_choices_are_the_same_whatever_the_opponents_bid_face_down():
    # Goofspiel, 3 seats, 3 cards: in round 2, seats 1 and 2 bid face down before seat 0. Each pair of their
    # round-2 bids leaves seat 0's information alike, so seat 0's view, redealt from what it sees, must be
    # the same, and so must the choice of an agent that reads all of its view's game.
    for seed in range(1, 5):
        seen = set()
        for pick1 in (0, -1):
            for pick2 in (0, -1):
                me = Recorder()
                catanlab.play_game("goofspiel", [me, Scripted(2, pick1), Scripted(2, pick2)], seed=seed,
                                   options={"cards": 3})
                seen.add(tuple(me.views[:2]))
        assert len(seen) == 1, f"seed {seed}: seat 0's round-2 view follows what the others bid face down"


@pytest.mark.parametrize("rules", ["base", "cities_knights"])
def test_a_views_redeal_follows_what_its_seat_sees_never_who_truly_holds_what(rules):
    # A Python agent's view is the true game with its hidden parts redealt (resample_hidden). At random positions,
    # a second game that looks the same to the seat (the first redealt) must redeal to the same view, card for
    # card: the view cannot tell which of the two was the true game.
    rng = random.Random(3)
    g = catanlab.Game(rules, 4, 5)
    checked = 0
    for step in range(3000):
        if g.is_terminal():
            break
        if step % 50 == 0:
            for seat in range(g.num_players):
                alike = g.clone()
                alike.resample_hidden(seat, 1000 + step)
                assert np.array_equal(alike.observe(seat), g.observe(seat))
                for k in (1, 2):
                    views = [game.clone() for game in (g, alike)]
                    for view in views:
                        view.resample_hidden(seat, k)
                    assert views[0].to_json() == views[1].to_json(), f"step {step}, seat {seat}"
                checked += alike.to_json() != g.to_json()
        g.apply(g.sample_chance() if g.is_chance() else rng.choice(g.legal_actions()))
    assert checked > 0, "no position hid anything"


def test_a_python_agent_gets_neither_the_game_seed_nor_its_chance_stream():
    me = Recorder()
    catanlab.play_game("base", [me, "random", "random"], seed=11, options={"turn_cap": 40})
    game_seeds = {11, catanlab._catanlab.derive_seed(11, 1), catanlab._catanlab.derive_seed(11, 100)}
    assert me.seeds and not game_seeds & set(me.seeds)
    assert len({seed for _, _, seed in me.views}) == len(me.views) and not game_seeds & {s for *_, s in me.views}


class Raises:
    name = "raises"

    def __init__(self, after=0):
        self.after, self.decisions = after, 0

    def act(self, view):
        self.decisions += 1
        if self.decisions > self.after:
            raise KeyError("no such plan")
        return view.legal_actions[0]


class Sleeps:
    name = "sleeps"

    def act(self, view):
        time.sleep(30)


def test_an_agent_that_raises_stops_its_game_naming_the_agent_seed_and_replay(tmp_path):
    with pytest.raises(catanlab.AgentError) as e:
        catanlab.arena("base", ["random", Raises(after=3)], games=4, seed=7, replays=tmp_path / "replays",
                       json=tmp_path / "games.jsonl")
    message = str(e.value)
    assert "agent 'raises' raised KeyError: 'no such plan'" in message and "pod 0 rotation 0 (seed 7;" in message
    replay = tmp_path / "replays" / "pod00000_rot0.jsonl"
    assert f"replay so far {replay}" in message and replay.exists()
    assert "Traceback" in message and "in act" in message


class RaisesInSeat1(Raises):
    def act(self, view):
        return super().act(view) if view.seat == 1 else view.legal_actions[0]


@pytest.mark.parametrize("threads", [1, 2])
def test_on_error_continue_plays_the_other_games_and_keeps_their_lines(tmp_path, threads):
    # Entry 1 sits in seat 1 in rotation 0 only: that game stops, the other two finish.
    result = catanlab.arena("base", ["random", RaisesInSeat1(), "heuristic"], games=3, seed=1, threads=threads,
                            json=tmp_path / "games.jsonl", on_error="continue")
    assert len(result.errors) == 1 and "pod 0 rotation 0" in result.errors[0]
    assert [g.rotation for g in result.games] == [1, 2]
    assert [json.loads(line)["rotation"] for line in open(tmp_path / "games.jsonl")] == [1, 2]
    assert [r["games"] for r in result.rows] == [2, 2, 2]


def test_an_illegal_answer_or_a_timeout_ends_the_game_with_the_reason():
    class Illegal:
        name = "illegal"

        def act(self, view):
            return "end_turn"

    with pytest.raises(catanlab.AgentError, match="agent 'illegal' answered the illegal decision .*'end_turn'"):
        catanlab.play_game("base", [Illegal(), "random"], seed=1)
    start = time.perf_counter()
    with pytest.raises(catanlab.AgentError, match=r"agent 'sleeps' took more than its 0.05 s"):
        catanlab.arena("base", [Sleeps(), "random"], games=2, timeout=0.05)
    assert time.perf_counter() - start < 5


class Exits:
    name = "exits"

    def act(self, view):
        if view.turn > 3:
            os._exit(3)  # a crash that takes the worker process with it
        return view.legal_actions[0]


def test_a_worker_that_dies_stops_the_arena_keeping_the_lines_written(tmp_path):
    with pytest.raises(catanlab.AgentError, match="a worker process died"):
        catanlab.arena("base", ["random", "random", Exits()], games=3, threads=2, json=tmp_path / "games.jsonl")
    assert (tmp_path / "games.jsonl").exists()


def test_a_python_agent_plays_a_campaign_through_a_built_in_agent_on_its_view():
    class ViaHeuristic:
        """A Python agent that asks the built-in heuristic about its (redealt) view."""

        def __init__(self):
            self.heuristic = catanlab.Agent("heuristic")

        def reset(self, seed):
            self.heuristic.reset(seed)

        def act(self, view):
            return self.heuristic.act(view.game)

    result = catanlab.play_campaign(CAMPAIGN, [ViaHeuristic(), "random", "heuristic"], seed=4)
    assert result["plays"] and result["plays"][0]["chapter"] == 1


class Batched(ByHash):
    """ByHash answering a batch view by view; records the size of each batch it is asked."""
    name = "by-hash"

    def __init__(self):
        self.batches = []

    def act_batch(self, views):
        self.batches.append(len(views))
        return [self.act(view) for view in views]


@pytest.mark.parametrize("threads", [1, 2])
def test_act_batch_plays_the_games_that_act_plays_asking_for_several_at_once(tmp_path, threads):
    agents = ["heuristic", "random", "random"]
    alone = catanlab.arena("base", [ByHash(), *agents], games=8, seed=3, json=tmp_path / "act.jsonl")
    bot = Batched()
    batched = catanlab.arena("base", [bot, *agents], games=8, seed=3, threads=threads, batch=4,
                             json=tmp_path / "batch.jsonl")
    assert without_clock(batched.table) == without_clock(alone.table) and not batched.errors
    lines = [without_clock(line) for line in open(tmp_path / "act.jsonl")]
    assert len(lines) == 8 and lines == [without_clock(line) for line in open(tmp_path / "batch.jsonl")]
    if threads == 1:  # the workers' copies of the bot are their own
        assert max(bot.batches) > 1 and max(bot.batches) <= 4


def test_a_failing_act_batch_ends_the_games_it_was_asked_for_naming_the_agent_and_game():
    class Short(Batched):
        def act_batch(self, views):
            return super().act_batch(views)[1:]

    class RaisesInBatch(Batched):
        def act_batch(self, views):
            raise KeyError("no such plan")

    class IllegalInBatch(Batched):
        def act_batch(self, views):
            return ["end_turn"] * len(views)

    with pytest.raises(catanlab.AgentError, match=r"pod 0 rotation 0 \(seed 1;.*agent 'by-hash' answered 1 "
                                                  r"actions to act_batch of 2 views \(seat 0"):
        catanlab.arena("base", [Short(), "random"], games=2, seed=1)
    result = catanlab.arena("base", [RaisesInBatch(), "random"], games=2, seed=1, on_error="continue")
    assert len(result.errors) == 2 and not result.games
    assert all("agent 'by-hash' raised KeyError: 'no such plan'" in e and "in act_batch" in e for e in result.errors)
    with pytest.raises(catanlab.AgentError, match="agent 'by-hash' answered the illegal decision .*'end_turn'"):
        catanlab.arena("base", [IllegalInBatch(), "random"], games=2, seed=1)
    class SleepsInBatch(Batched):
        def act_batch(self, views):
            time.sleep(30)

    start = time.perf_counter()
    with pytest.raises(catanlab.AgentError, match=r"agent 'by-hash' took more than its 0.2 s for act_batch of 2 views"):
        catanlab.arena("base", [SleepsInBatch(), "random"], games=2, timeout=0.1)
    assert time.perf_counter() - start < 5
