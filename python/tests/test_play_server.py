"""The play server's API (catanlab.play, docs/play.md): bad requests get a clear
error and the server keeps running, a human seat's responses never hold what
only another seat may see, and a game resumes after a restart."""
import json
import re
import threading
import urllib.error
import urllib.request

import pytest

from catanlab.play.server import make_server
from catanlab.play.table import Table

TEXT = re.compile(r">([^<>]*)</text>")
# The panel lines about a seat's hidden cards (hands, development, progress cards, Colonies' orders).
PRIVATE = re.compile(r"^(hand \d+: |dev: |development cards: |progress cards \d+: |battle cards \d+: |orders written)")


class Server:
    def __init__(self, games_dir):
        self.server = make_server("127.0.0.1", 0, str(games_dir))
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def tables(self):
        return self.server.RequestHandlerClass.tables

    def request(self, method, path, body=None, raw=None):
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        req = urllib.request.Request(self.url + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read())

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path)
    yield s
    s.stop()


def new_game(server, rules="base", seats=("human", "random"), cap=8, seed=3):
    status, body = server.request("POST", "/api/games", {"rules": rules, "players": len(seats), "seats": list(seats),
                                                         "seed": seed, "options": {"turn_cap": cap}})
    assert status == 200, body
    return body["id"]


def step(server, game_id, seat=0):
    """One move: the human seat's first legal action, or the bot's; returns the view it saw."""
    status, view = server.request("GET", f"/api/games/{game_id}/view?seat={seat}")
    assert status == 200, view
    if view["to_move"] == seat:
        status, body = server.request("POST", f"/api/games/{game_id}/move",
                                      {"seat": seat, "move": view["move"], "action": view["legal"][0]["name"]})
    else:
        status, body = server.request("POST", f"/api/games/{game_id}/advance", {"move": view["move"]})
    assert status == 200, body
    return view


def test_bad_requests_get_clear_errors_and_the_server_keeps_running(server):
    game_id = new_game(server)
    step(server, game_id)
    _, view = server.request("GET", f"/api/games/{game_id}/view?seat=0")
    assert view["to_move"] == 0 and view["legal"]
    cases = [
        ("GET", "/api/games/nope-1/view?seat=0", None, None, 404, "no game 'nope-1'"),
        ("POST", f"/api/games/{game_id}/move", None, b"{not json", 400, "malformed JSON"),
        ("POST", f"/api/games/{game_id}/move", {"seat": 0, "move": view["move"], "action": "build_city v999"}, None,
         422, "illegal action"),
        ("POST", f"/api/games/{game_id}/move", {"seat": 0, "move": view["move"], "action": "end_turn"}, None, 422,
         "illegal action"),
        ("POST", f"/api/games/{game_id}/move", {"seat": 0, "move": view["move"] - 1,
                                                "action": view["legal"][0]["name"]}, None, 409, "stale move"),
        ("POST", f"/api/games/{game_id}/move", {"seat": 1, "move": view["move"], "action": "end_turn"}, None, 403,
         "not a human seat"),
        ("GET", f"/api/games/{game_id}/view?seat=1", None, None, 403, "not a human seat"),
        ("POST", "/api/games", {"rules": "no_such_rules", "seats": ["human"]}, None, 400, "unknown rule set"),
        ("POST", "/api/games", {"rules": "base", "players": 2, "seats": ["human", "nobot"]}, None, 400, "nobot"),
        ("POST", "/api/games", {"rules": "base", "players": 2, "seats": ["human", "puct:model=missing.pt"]}, None,
         400, "missing.pt"),
    ]
    for method, path, body, raw, code, words in cases:
        status, answer = server.request(method, path, body, raw)
        assert status == code and words in answer["error"], (path, body, raw, status, answer)
    # A second tab's stale move changed nothing: the first tab's move still goes through.
    status, answer = server.request("POST", f"/api/games/{game_id}/move",
                                    {"seat": 0, "move": view["move"], "action": view["legal"][0]["name"]})
    assert status == 200 and answer["move"] > view["move"]


def private_lines(game, seat):
    """The picture's lines of hidden cards that the whole table sees and `seat` does not: other seats'."""
    return {t for t in set(TEXT.findall(game.to_svg())) - set(TEXT.findall(game.to_svg(seat))) if PRIVATE.match(t)}


def test_a_client_gone_before_its_answer_is_no_internal_error(monkeypatch):
    # A browser that reloads or closes the tab mid-request breaks the pipe the answer is written to:
    # once logged as "500 internal error" with a traceback from writing the 500 answer to it as well.
    from catanlab.play import server as play_server

    class GonePipe:
        def write(self, data):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            pass

    logged = []
    monkeypatch.setattr(play_server, "log", logged.append)
    handler = play_server.Handler.__new__(play_server.Handler)
    handler.command, handler.path, handler.request_version = "GET", "/api/meta", "HTTP/1.1"
    handler.requestline = "GET /api/meta HTTP/1.1"
    handler.wfile = GonePipe()
    handler.tables = type("T", (), {"rule_sets": [], "tables": {}})()
    handler.handle_any(handler.get)
    assert logged == ["GET /api/meta: the client closed the connection"]


# Colonies' orders are written face down: the other seat's steps in Spring are hidden from seat 0.
@pytest.mark.parametrize("rules,players,hidden_steps", [("base", 3, False), ("cities_knights", 3, False),
                                                         ("colonies", 2, True)])
def test_a_human_seat_never_receives_another_seats_hand(server, rules, players, hidden_steps):
    game_id = new_game(server, rules, ["human"] + ["random"] * (players - 1), cap=12)
    table = server.tables().get(game_id)
    hidden_seen = 0
    while True:
        status, view = server.request("GET", f"/api/games/{game_id}/view?seat=0")
        text = json.dumps({k: v for k, v in view.items() if k != "svg"})
        secrets = private_lines(table.game, 0)
        assert not secrets & set(TEXT.findall(view["svg"])), secrets
        assert not [s for s in secrets if s in text], secrets
        hidden_seen += bool(secrets)
        for shown, logged in zip(view["log"], table.log):  # a step seat 0 cannot read is never named in full
            assert shown["name"] == logged["seen"][0]
        if view["over"]:
            break
        step(server, game_id)
    assert hidden_seen, "the game never had a hand hidden from seat 0"
    if hidden_steps:
        assert any(s["name"] != s["seen"][0] for s in table.log), "no step was hidden from seat 0"
    assert '"state"' not in text and table.game.to_json() not in text


def test_a_game_resumes_after_a_restart_and_its_replay_is_the_game(tmp_path):
    first = Server(tmp_path)
    game_id = new_game(first, "seafarers", ["human", "heuristic", "random"], cap=10)
    for _ in range(40):
        step(first, game_id)
    _, before = first.request("GET", f"/api/games/{game_id}/view?seat=0")
    first.stop()
    # A crash in the middle of a line: the torn line is dropped, the game is as it was.
    with open(tmp_path / f"{game_id}.jsonl", "a") as f:
        f.write('{"p": 0, "a": "buil')
    second = Server(tmp_path)
    try:
        _, after = second.request("GET", f"/api/games/{game_id}/view?seat=0")
        assert {k: after[k] for k in ("move", "svg", "log", "legal")} == {k: before[k] for k in ("move", "svg", "log",
                                                                                                  "legal")}
        while not after["over"]:
            step(second, game_id)
            _, after = second.request("GET", f"/api/games/{game_id}/view?seat=0")
        replayed = Table.load(str(tmp_path / f"{game_id}.jsonl"))
        assert replayed.over and len(replayed.log) == after["move"]
    finally:
        second.stop()


def test_several_games_at_once(server):
    ids = [new_game(server, rules, seats) for rules, seats in
           [("base", ["human", "random"]), ("conquest", ["random", "human"]), ("barbarian_attack", ["human"] * 3)]]
    assert len(set(ids)) == 3
    status, games = server.request("GET", "/api/games")
    assert status == 200 and {g["id"] for g in games} == set(ids)
    status, view = server.request("GET", f"/api/games/{ids[1]}/view?seat=1")
    assert status == 200 and view["seats"] == ["random", "human"]
