"""The play server: the new-game page, the play page and a small JSON API over
the standard library's threading HTTP server (nothing to install, nothing
loaded from the internet). Each game is a Table (table.py) whose replay file in
the games folder is the game: the server loads every one at start.

  GET  /                            the new-game page and the list of games
  GET  /game/ID?seat=N              the play page of human seat N (no seat: every human seat in turn, hand-over)
  GET  /api/meta                    rule sets and the bot presets
  GET  /api/games                   the games
  POST /api/games                   {"rules", "players", "seats": [spec or "human"], "seed", "options"} -> {"id"}
  GET  /api/games/ID/view?seat=N    what seat N may see (table.Table.view)
  POST /api/games/ID/move           {"seat", "move", "action"}: a human seat's decision
  POST /api/games/ID/advance        {"move"}: the bot to move plays one move
Errors are {"error": text} with a 4xx status, and a line in the server's log."""
import argparse
import functools
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from catanlab._catanlab import Game, rule_sets
from catanlab.play.table import HUMAN, BadRequest, Table

STATIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")
# The bots the new-game page offers by name; any other agent spec may be typed in.
BOTS = [
    {"name": "random", "spec": "random"},
    {"name": "heuristic", "spec": "heuristic"},
    {"name": "ismcts easy (200 iterations)", "spec": "ismcts:iters=200"},
    {"name": "ismcts medium (1000 iterations)", "spec": "ismcts:iters=1000"},
    {"name": "ismcts strong (5000 iterations)", "spec": "ismcts:iters=5000"},
    {"name": "neural search, heuristic prior (puct)", "spec": "puct:model=heuristic,sims=64"},
    {"name": "neural model from a file", "spec": "puct:model=MODEL.pt,sims=64"},
]


def log(message):
    print(time.strftime("%H:%M:%S"), message, file=sys.stderr, flush=True)


class Tables:
    """Every game of the games folder, by id."""

    def __init__(self, folder):
        self.folder = folder
        os.makedirs(folder, exist_ok=True)
        self.lock = threading.Lock()
        self.tables = {}
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".jsonl"):
                continue
            try:
                table = Table.load(os.path.join(folder, name))
                self.tables[table.id] = table
            except Exception as e:  # a damaged file stays on disk and out of the list
                log(f"cannot resume {name}: {e}")
        log(f"{len(self.tables)} games resumed from {folder}")

    @functools.cached_property
    def rule_sets(self):
        """Each rule set's name and player counts, for the new-game page (loaded on its first visit)."""
        out = []
        for name in rule_sets():
            g = Game(name)
            out.append({"name": name, "min_players": g.min_players, "max_players": g.max_players,
                        "default_players": g.num_players})
        return out

    def create(self, body):
        if not isinstance(body, dict):
            raise BadRequest(400, "a new game is a JSON object")
        rules = body.get("rules")
        if rules not in rule_sets():
            raise BadRequest(400, f"unknown rule set {rules!r}")
        seats, players, seed = body.get("seats"), body.get("players", 0), body.get("seed", 1)
        options = body.get("options", {})
        if not isinstance(seats, list) or not all(isinstance(s, str) and s for s in seats):
            raise BadRequest(400, "field 'seats' must list each seat's bot spec or \"human\"")
        for key, value, lo in (("players", players, 0), ("seed", seed, 0)):
            if not isinstance(value, int) or isinstance(value, bool) or value < lo:
                raise BadRequest(400, f"field '{key}' must be an integer >= {lo}")
        if not isinstance(options, dict) or not all(isinstance(v, int) for v in options.values()):
            raise BadRequest(400, "field 'options' must map option names to integers")
        with self.lock:
            n = 1 + sum(1 for name in os.listdir(self.folder) if name.startswith(rules + "-"))
            while os.path.exists(os.path.join(self.folder, f"{rules}-{n}.jsonl")):
                n += 1
            table = Table.create(os.path.join(self.folder, f"{rules}-{n}.jsonl"), rules, players, seats, seed, options)
            self.tables[table.id] = table
        log(f"new game {table.id}: {rules}, seats {seats}, seed {seed}, options {options}")
        return table

    def get(self, game_id):
        table = self.tables.get(game_id)
        if table is None:
            raise BadRequest(404, f"no game '{game_id}'")
        return table


class Handler(BaseHTTPRequestHandler):
    tables = None  # a Tables: make_server gives each server its own subclass

    def log_message(self, fmt, *args):  # the errors are logged with their reason instead
        pass

    def send(self, status, body, kind="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def static(self, name, kind):
        with open(os.path.join(STATIC, name), "rb") as f:
            self.send(200, f.read(), kind)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        try:
            return json.loads(self.rfile.read(length) or b"null")
        except (ValueError, UnicodeDecodeError) as e:
            raise BadRequest(400, f"malformed JSON: {e}") from e

    def handle_any(self, route):
        try:
            url = urlparse(self.path)
            query = parse_qs(url.query)
            self.send(200, route(url.path.rstrip("/") or "/", query))
        except Page as p:
            self.static(p.name, p.kind)
        except BadRequest as e:
            log(f"{self.command} {self.path}: {e.status} {e}")
            self.send(e.status, {"error": str(e)})
        except ConnectionError:  # the page went away (a reload, a closed tab) before its answer was written
            log(f"{self.command} {self.path}: the client closed the connection")
        except Exception as e:  # a bug: this request fails, the server keeps running
            log(f"{self.command} {self.path}: 500 internal error: {type(e).__name__}: {e}")
            self.send(500, {"error": f"internal error: {type(e).__name__}: {e}"})

    def do_GET(self):
        self.handle_any(self.get)

    def do_POST(self):
        self.handle_any(self.post)

    def get(self, path, query):
        if path == "/" or path.startswith("/game/"):
            raise Page("play.html", "text/html; charset=utf-8")
        if path in ("/play.js", "/play.css"):
            raise Page(path[1:], "text/javascript" if path.endswith(".js") else "text/css")
        if path == "/api/meta":
            return {"rule_sets": self.tables.rule_sets, "bots": BOTS, "human": HUMAN}
        if path == "/api/games":
            return [t.summary() for t in self.tables.tables.values()]
        parts = path.split("/")
        if len(parts) == 5 and parts[:3] == ["", "api", "games"] and parts[4] == "view":
            seat = query.get("seat", [None])[0]
            if seat is not None and not seat.isdigit():
                raise BadRequest(400, f"seat '{seat}' is not a seat number")
            table = self.tables.get(parts[3])
            with table.lock:
                return table.view(None if seat is None else int(seat))
        raise BadRequest(404, f"no page {path}")

    def post(self, path, query):
        body = self.body()
        if path == "/api/games":
            return {"id": self.tables.create(body).id}
        parts = path.split("/")
        if len(parts) != 5 or parts[:3] != ["", "api", "games"]:
            raise BadRequest(404, f"no API {path}")
        table = self.tables.get(parts[3])
        if not isinstance(body, dict):
            raise BadRequest(400, "the request must be a JSON object")
        if parts[4] == "move":
            seat = body.get("seat")
            table.play(seat, body.get("move"), body.get("action"))
            log(f"{table.id}: p{seat} {body.get('action')}")
            return {"move": len(table.log)}
        if parts[4] == "advance":
            moved = table.advance(body.get("move"))
            return {"move": len(table.log), "moved": moved}
        raise BadRequest(404, f"no API {path}")


class Page(Exception):
    """A static file to answer with: a route raises it, handle_any sends the file."""

    def __init__(self, name, kind):
        self.name, self.kind = name, kind


def make_server(host, port, games_dir):
    """The server of the games in `games_dir` (resumed), listening; serve_forever() runs it."""
    handler = type("GamesHandler", (Handler,), {"tables": Tables(games_dir)})
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def serve(host, port, games_dir):
    if host not in ("127.0.0.1", "localhost", "::1"):
        log(f"warning: listening on {host}: anyone who can reach this machine can play and read the games")
    try:
        server = make_server(host, port, games_dir)
    except OSError as e:  # the port taken, the address not this machine's, the folder not writable
        print(f"error: cannot serve on {host}:{port} from {games_dir}: {e}", file=sys.stderr)
        sys.exit(2)  # bad input, as the other commands exit
    shown = f"[{host}]" if ":" in host else host
    print(f"catanlab serve: http://{shown}:{server.server_address[1]}/  (games in {games_dir}; Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def main(argv=None):
    parser = argparse.ArgumentParser(prog="catanlab serve", description="Play against the bots in the browser.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=8000, help="port (0: any free one; default 8000)")
    parser.add_argument("--games-dir", default="games", help="folder of the games' replay files (default games/)")
    args = parser.parse_args(argv)
    serve(args.host, args.port, args.games_dir)

