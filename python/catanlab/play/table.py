"""One game at the play server: the engine's Game, a bot per bot seat, and the
replay file it appends every step to (the JSON-lines format that `catanlab
replay` and `catanlab render` read). A table rebuilt from its replay file is
the game it was: the server resumes games after a restart this way.

A seat's view holds only what that seat may see: the picture drawn as the seat
sees it, the log's steps named as the seat may read them (Game.seen_name), and
the legal actions only when the seat is to move. The true state never leaves."""
import json
import os
import re
import threading

from catanlab._catanlab import Agent, Game, derive_seed

HUMAN = "human"
# A spot an action names: corner vN, edge eN or hex hN of the picture (Game.spots).
SPOT = re.compile(r"^([veh])(\d+)$")


class BadRequest(Exception):
    """A request the table refuses; status is the HTTP status the server answers with."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


def _fsync_append(path, text):
    """Appends `text` and waits for the disk: a crash loses at most the step being written."""
    with open(path, "a", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())


class Table:
    def __init__(self, path, rules, players, seats, seed, options, steps=()):
        self.path = path
        self.id = os.path.splitext(os.path.basename(path))[0]
        self.lock = threading.Lock()
        try:
            self.game = Game(rules, players, seed, options)
        except (ValueError, RuntimeError) as e:
            raise BadRequest(400, f"cannot start {rules}: {e}") from e
        self.options = dict(options)
        n = self.game.num_players
        if len(seats) != n:
            raise BadRequest(400, f"{len(seats)} seats given for a {n}-player game of {rules}")
        self.seats = list(seats)
        self.bots = {}
        for p, spec in enumerate(self.seats):
            if spec == HUMAN:
                continue
            try:
                bot = Agent(spec)
                bot.check_game(self.game)
            except (ValueError, RuntimeError) as e:
                raise BadRequest(400, f"seat {p}: bot '{spec}': {e}") from e
            bot.reset(derive_seed(seed, 100 + p))  # as play_game seeds seat p's agent
            self.bots[p] = bot
        self.humans = [p for p, spec in enumerate(self.seats) if spec == HUMAN]
        self.log = []  # per step: the seat (-1: chance) and its name as each human seat reads it
        for seat, name in steps:
            self._apply(name, seat, write=False)

    # -- creating and resuming ------------------------------------------------

    @classmethod
    def create(cls, path, rules, players, seats, seed, options):
        table = cls(path, rules, players, seats, seed, options)
        table._resolve_chance(write=False)  # written below with the header
        for p, bot in table.bots.items():  # a bot that cannot move (a model file missing) is refused now
            try:
                bot.act(table.game.clone())
            except (ValueError, RuntimeError) as e:
                raise BadRequest(400, f"seat {p}: bot '{table.seats[p]}' cannot play: {e}") from e
            bot.reset(derive_seed(seed, 100 + p))
        header = {"catanlab_replay": 1, "rules": rules, "options": table.options, "players": table.game.num_players,
                  "board": table.game.board, "seed": seed, "agents": table.seats}
        # Header and opening chance steps (a shuffled board) into a new file, renamed into place whole.
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(json.dumps(header) + "\n")
            for step in table.log:
                f.write(json.dumps({"p": "chance" if step["seat"] < 0 else step["seat"], "a": step["name"]}) + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        return table

    @classmethod
    def load(cls, path):
        """The game of a replay file, re-executed; a last line cut short by a crash is dropped."""
        with open(path, "rb") as f:
            data = f.read()
        if not data.endswith(b"\n"):
            data = data[:data.rfind(b"\n") + 1]
            with open(path, "r+b") as f:
                f.truncate(len(data))
        lines = [json.loads(line) for line in data.decode("utf-8").splitlines() if line.strip()]
        header = lines[0]
        steps = [(-1 if j["p"] == "chance" else j["p"], j["a"]) for j in lines[1:] if "a" in j]
        table = cls(path, header["rules"], header["players"], header["agents"], header["seed"], header["options"],
                    steps)
        table._resolve_chance()  # a chance step the crash kept from the file
        return table

    # -- play -----------------------------------------------------------------

    @property
    def over(self):
        return self.game.is_terminal()

    def _apply(self, name, seat, write=True):
        g = self.game
        seen = {p: g.seen_name(name, p) for p in self.humans}
        g.apply(name)
        self.log.append({"seat": seat, "name": name, "seen": seen})
        if write:
            _fsync_append(self.path, json.dumps({"p": "chance" if seat < 0 else seat, "a": name}) + "\n")
            if g.is_terminal():
                result = g.result()
                line = {"winner": result["winner"], "vp": result["vp"], "turns": result["turns"]}
                if result["table"] >= 0:
                    line["table"] = result["table"]
                if result["shared"]:
                    line["shared"] = result["shared"]
                _fsync_append(self.path, json.dumps({"result": line}) + "\n")

    def _resolve_chance(self, write=True):
        g = self.game
        while g.is_chance():
            self._apply(g.action_name(g.sample_chance()), -1, write)

    def _check_move(self, move):
        if not isinstance(move, int) or isinstance(move, bool):
            raise BadRequest(400, "field 'move' must be the step number the page last saw (an integer)")
        if move != len(self.log):
            raise BadRequest(409, f"stale move: the game is at step {len(self.log)}, this page saw step {move} "
                                  "(another tab or a bot moved first)")
        if self.over:
            raise BadRequest(409, "the game is over")

    def play(self, seat, move, action):
        """A human seat's decision by name."""
        with self.lock:
            self._check_move(move)
            to_move = self.game.current_player
            if seat not in self.humans:
                raise BadRequest(403, f"seat {seat} is not a human seat of this game")
            if seat != to_move:
                raise BadRequest(409, f"it is seat {to_move}'s move, not seat {seat}'s")
            if not isinstance(action, str):
                raise BadRequest(400, "field 'action' must be an action name")
            try:
                legal = self.game.action_id(action) in self.game.legal_actions()
            except ValueError:
                legal = False
            if not legal:
                raise BadRequest(422, f"illegal action '{action}' for seat {seat} at step {move}")
            self._apply(action, seat)
            self._resolve_chance()

    def advance(self, move):
        """One move of the bot to move; returns False where a human is to move."""
        with self.lock:
            self._check_move(move)
            seat = self.game.current_player
            bot = self.bots.get(seat)
            if bot is None:
                return False
            try:
                action = bot.act(self.game)
            except (ValueError, RuntimeError) as e:
                raise BadRequest(500, f"seat {seat}'s bot '{self.seats[seat]}' cannot move: {e}") from e
            self._apply(self.game.action_name(action), seat)
            self._resolve_chance()
            return True

    # -- what a seat sees -----------------------------------------------------

    def view(self, seat):
        """Seat `seat`'s view; seat None (a table of bots only) sees everything."""
        g = self.game
        if seat is None:
            if self.humans:
                raise BadRequest(403, "this game has human seats: ask for the view of one of them (?seat=N)")
        elif seat not in self.humans:
            raise BadRequest(403, f"seat {seat} is not a human seat of this game (human seats: {self.humans})")
        to_move = g.current_player
        out = {"id": self.id, "rules": g.rules, "family": g.family, "players": g.num_players, "seats": self.seats,
               "seat": seat, "move": len(self.log), "turn": g.turn, "phase": g.phase, "to_move": to_move,
               "svg": g.to_svg(seat), "log": [], "legal": [], "over": self.over,
               "replay": os.path.basename(self.path)}
        for step in self.log:
            name = step["name"] if seat is None else step["seen"][seat]
            out["log"].append({"seat": step["seat"], "name": name})
        if self.over:
            out["result"] = g.result()["text"]
            out["to_move_kind"] = "over"
        else:
            out["to_move_kind"] = HUMAN if to_move in self.humans else "bot"
        if to_move == seat and not self.over:
            spots = g.spots()
            for a in g.legal_actions():
                name = g.action_name(a)
                entry = {"name": name}
                for word in name.split()[1:]:
                    m = SPOT.match(word)
                    if m:
                        entry["spot"] = word
                        entry["at"] = spots[m.group(1)][int(m.group(2))][:2]
                        break
                out["legal"].append(entry)
        return out

    def summary(self):
        g = self.game
        return {"id": self.id, "rules": g.rules, "players": g.num_players, "seats": self.seats, "move": len(self.log),
                "turn": g.turn, "humans": self.humans, "over": self.over,
                "result": g.result()["text"] if self.over else None}
