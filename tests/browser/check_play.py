#!/usr/bin/env python3
"""Plays whole games in the play server's page (docs/play.md) in headless
Chromium: `catanlab serve` on a free port, then for base (started from the
new-game form), Cities & Knights, Seafarers, a TD&E scenario, the Conquerors'
first chapter, Barbarian Attack (two human seats at one screen, through the
hand-over screen), Conquest and Colonies, a human seat clicks the first entry
of the action list each time, through its button in the cards box where it
has one (base and Cities & Knights: the first spot on the board where there
is one) until the game ends, against bots that move by themselves. Base's
server is stopped and started again mid-game: the page goes on with the same
game. Checks that no page shows an error or throws, that a finished game says
so, that some action was played through the cards box, and that each replay
re-executes with `catanlab replay`.

  tests/browser/check_play.py --catanlab build/catanlab [--shots DIR]

--shots DIR keeps a PNG of each game at play. Exits 0 when every check
passes, 1 with the failures listed otherwise."""
import argparse
import base64
import json
import pathlib
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from check_viewer import Browser, Failed  # noqa: E402  (the same DevTools driver)

# (rules, seats, turn cap): small caps keep each game to a few dozen clicks.
GAMES = [
    ("base", ["human", "heuristic"], 5),
    ("cities_knights", ["human", "random", "random"], 4),
    ("seafarers", ["human", "random", "random"], 4),
    ("tde_treasure_islands", ["human", "random", "random"], 4),
    ("conquerors_ch1", ["human", "random", "random"], 4),
    ("barbarian_attack", ["human", "human", "random"], 4),
    ("conquest", ["human", "random"], 2),
    ("colonies", ["human", "random"], 3),
]
# A click on the board's first clickable spot, where a player's mouse would click it.
CLICK_SPOT = """(() => {
  const c = document.querySelector('#spots circle'), b = c.getBoundingClientRect();
  c.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: b.x + b.width / 2, clientY: b.y + b.height / 2}));
})()"""
# A click on the action list's first entry, through its button in the cards box where it has one; says which.
CLICK_FIRST = """(() => {
  const first = document.querySelector('#actions button');
  const card = [...document.querySelectorAll('#cards button')].find((b) => b.dataset.action === first.textContent);
  (card || first).click();
  return !!card;
})()"""
GAME_WAIT = 40  # seconds a game may take before the check gives up on it

# What the page shows: its state, whether it waits for a click, and any error it shows.
PAGE = """(() => {
  const v = typeof view === 'undefined' ? null : view;  // the page's script may not have run yet
  if (!document.getElementById('handover'))  // a page still loading
    return {ready: false, move: -1, turn: 0, over: false, mine: false, handover: false, error: '', spots: 0,
            status: `loading ${location.href}`};
  return {
    ready: v !== null && !busy, move: v ? v.move : -1, turn: v ? v.turn : 0, over: v ? v.over : false,
    mine: v ? v.to_move === v.seat && !v.over : false,
    handover: !document.getElementById('handover').hidden,
    error: document.getElementById('error').hidden ? '' : document.getElementById('error').textContent,
    status: document.getElementById('status').textContent,
    spots: document.querySelectorAll('#spots circle').length,
  };
})()"""


class Server:
    def __init__(self, catanlab, games):
        self.log = pathlib.Path(games).with_suffix(".log")  # a file, not a pipe: a full pipe would stall the server
        with open(self.log, "a") as log:
            self.proc = subprocess.Popen([catanlab, "serve", "--port", "0", "--games-dir", games],
                                         stdout=subprocess.PIPE, stderr=log, text=True, start_new_session=True)
        line = self.proc.stdout.readline()
        if not line.startswith("catanlab serve: http://"):
            raise Failed(f"catanlab serve printed {line!r}, not its URL: {self.log.read_text()[-2000:]}")
        self.url = line.split()[2].rstrip("/")

    def post(self, path, body):
        req = urllib.request.Request(self.url + path, json.dumps(body).encode(), {"Content-Type": "application/json"})
        return json.load(urllib.request.urlopen(req))

    def stop(self):
        self.proc.send_signal(signal.SIGINT)
        self.proc.wait(timeout=10)
        return self.log.read_text()


def goto(browser, url):
    browser.events = []
    browser.call("Page.navigate", url=url)
    while not any(e.get("method") == "Page.loadEventFired" for e in browser.events):
        browser.events.append(json.loads(browser.ws.recv()))


def screenshot(browser, path):
    path.write_bytes(base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"]))


def start_from_form(browser, server, rules, seats, cap, shots_dir):
    """Fills the new-game page and clicks Start; returns the game page's address."""
    goto(browser, server.url + "/")
    deadline = time.monotonic() + 10
    while not browser.eval(f"!!document.querySelector('#rules option[value={rules}]')"):
        if time.monotonic() > deadline:
            raise Failed("the new-game page did not list the rule sets")
        time.sleep(0.05)
    picks = json.dumps(seats)
    browser.eval(f"""(() => {{
      const set = (sel, v) => {{ const e = document.querySelector(sel); e.value = v; e.dispatchEvent(new Event('change')); }};
      set('#rules', '{rules}'); set('#players', '{len(seats)}');
      document.querySelectorAll('.seat-spec').forEach((s, p) => {{ s.value = {picks}[p]; }});
      document.getElementById('turn-cap').value = {cap};
    }})()""")
    if shots_dir:
        screenshot(browser, shots_dir / "new-game.png")
    browser.eval("document.getElementById('start').click()")
    deadline = time.monotonic() + 10
    while "/game/" not in browser.eval("location.href"):
        if time.monotonic() > deadline:
            raise Failed(f"Start did not open the game: {browser.eval(PAGE)['error']}")
        time.sleep(0.05)
    return browser.eval("location.href")


def play(browser, rules, url, shots_dir, restart=None, by_spots=False):
    """Clicks the first action (and the hand-over button) until the game is over; returns (clicks, clicks in
    the cards box, failures).
    by_spots: the first spot on the board instead, where there is one. Keeps two screenshots in `shots_dir`
    (None: none); `restart` restarts the server once mid-game."""
    goto(browser, url + ("&" if "?" in url else "?") + "delay=0")
    clicks, card_clicks, last, shots, restarted = 0, 0, None, set(), restart is None
    deadline = time.monotonic() + GAME_WAIT
    while True:
        page = browser.eval(PAGE)
        if page["error"]:
            return clicks, card_clicks, [f"{rules}: the page shows an error: {page['error']}"]
        if page["over"] and page["ready"]:
            break
        if time.monotonic() > deadline:
            return clicks, card_clicks, [f"{rules}: not over after {GAME_WAIT} s ({clicks} clicks; {page['status']})"]
        # Two pictures: the first with clickable spots, and the latest of one per 30 steps.
        for name, key in ((f"{rules}-spots.png", bool(page["spots"])), (f"{rules}-play.png", 1 + page["move"] // 30)):
            if shots_dir and key and (name, key) not in shots and page["mine"] and page["ready"]:
                screenshot(browser, shots_dir / name)
                shots.add((name, key))
        if not restarted and page["turn"] >= 2 and page["ready"]:
            url = restart(url)  # the server stops and starts again; the page reloads at its new address
            goto(browser, url)
            restarted = True
            continue
        if page["handover"]:
            if shots_dir and "handover" not in shots:
                screenshot(browser, shots_dir / f"{rules}-handover.png")
                shots.add("handover")
            browser.eval("document.getElementById('handover-ready').click()")
            clicks += 1
        elif page["mine"] and page["ready"] and page["move"] != last:
            last = page["move"]
            if by_spots and page["spots"]:  # the board: a spot, and the first entry of its menu where it opens one
                browser.eval(CLICK_SPOT)
                if browser.eval("!document.getElementById('spot-menu').hidden"):
                    browser.eval("document.querySelector('#spot-menu button').click()")
            else:
                card_clicks += browser.eval(CLICK_FIRST)
            clicks += 1
        time.sleep(0.02)
    errors = browser.errors()
    status = browser.eval("document.getElementById('status').textContent")
    failures = [f"{rules}: {e}" for e in errors]
    if not status.startswith("Game over"):
        failures.append(f"{rules}: the finished game's status reads {status!r}")
    return clicks, card_clicks, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--catanlab", required=True)
    parser.add_argument("--shots", type=pathlib.Path, help="keep a screenshot of each game here")
    parser.add_argument("--timeout", type=int, default=240)
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(Failed(f"gave up after {args.timeout} s")))
    signal.alarm(args.timeout)
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    failures, played, cards_used = [], [], 0
    browser = server = None
    with tempfile.TemporaryDirectory() as tmp:
        games = pathlib.Path(tmp) / "games"
        try:
            server = Server(args.catanlab, str(games))
            browser = Browser(pathlib.Path(tmp) / "profile")
            browser.call("Emulation.setDeviceMetricsOverride", width=1400, height=900, deviceScaleFactor=1, mobile=False)

            def restart(url):
                nonlocal server
                server.stop()
                server = Server(args.catanlab, str(games))
                return server.url + url[url.index("/game/"):]

            for i, (rules, seats, cap) in enumerate(GAMES):
                if i == 0:
                    url = start_from_form(browser, server, rules, seats, cap, args.shots)
                else:
                    game = server.post("/api/games", {"rules": rules, "players": len(seats), "seats": seats,
                                                      "seed": 7, "options": {"turn_cap": cap}})["id"]
                    url = f"{server.url}/game/{game}" + ("" if seats.count("human") > 1 else "?seat=0")
                began = time.monotonic()
                clicks, card_clicks, found = play(browser, rules, url, args.shots, restart if i == 0 else None,
                                                  by_spots=i < 2)
                failures += found
                replays = sorted(games.glob(f"{rules}-*.jsonl"))
                check = subprocess.run([args.catanlab, "replay", str(replays[-1])], capture_output=True, text=True)
                if check.returncode != 0 or "ok:" not in check.stdout:
                    failures.append(f"{rules}: catanlab replay refused {replays[-1].name}: {check.stderr.strip()}")
                played.append(f"{rules} ({clicks} clicks, {card_clicks} in the cards box, "
                              f"{time.monotonic() - began:.0f} s)")
                cards_used += card_clicks
        except (Failed, OSError, KeyError) as e:
            failures.append(str(e))
        finally:
            if browser:
                browser.close()
            if server:
                log = server.stop()
                internal = [line for line in log.splitlines() if "internal error" in line]
                if internal:
                    failures.append("the server's log has internal errors:\n" + "\n".join(internal))
    signal.alarm(0)
    if played and not cards_used:
        failures.append("no action was played through the cards box")
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    if not failures:
        print(f"ok: played to the end by clicking: {', '.join(played)}; base resumed after a server restart")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
