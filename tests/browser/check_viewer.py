#!/usr/bin/env python3
"""Checks the pictures end to end, for one game of every rule set that
`catanlab rules` lists: plays it (heuristic agents; random ones for a family
without the heuristic), renders its last position
as SVG (well-formed XML with pieces, everything inside the picture's frame,
for every seat and as seat 1 sees it) and its replay viewer as HTML, opens the
viewers in headless Chromium over the DevTools protocol, and checks that they
load without console errors or exceptions, that moving the slider redraws the
pieces layer and play advances it, that the board's pieces stay inside its
frame, and that the viewer as seat 1 sees it never shows another seat's hand
or cards and names other seats' steps only by the words seat 1 may read.
What first appears mid-game is drawn: every symbol a step places is defined in
the page; in the viewer for every seat, at the steps where symbols first appear
(FIRST_SEEN of them at most, the MIDGAME kind's always; reached by the address,
`#step=N`) their pieces are drawn with a size, and at the last step the viewer
draws what the final SVG draws, symbol by symbol; the games of MIDGAME show the
kinds named there. The ids toggle shows every hex's, corner's and path's id. The
arena's viewer (--html) must equal the one `render` writes.

  tests/browser/check_viewer.py --catanlab build/catanlab [--keep DIR]

Exits 0 when every check passes, 1 with the failures listed otherwise; gives
up after --timeout seconds and always kills the browser it started."""
import argparse
import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ET

import websocket  # Debian's python3-websocket

SVG = "{http://www.w3.org/2000/svg}"
SEAT = 1  # the seat whose view is checked
PLAY_WAIT = 10  # seconds that play may take to take its first step
FIRST_SEEN = 8  # the steps checked where a symbol first appears, at most, per game

SEED = 5  # each rule set's game, unless MIDGAME names another

# Pieces that first appear mid-game in these rule sets' games (a symbol's leading
# characters), and the seed of a game that shows them: the face-down hexes
# turned over, a new island's tile and number, Colonies' regiments.
MIDGAME = {"seafarers_fog_islands": ("tile_", 6), "tde_departure": ("tile_", SEED),
           "tde_greater_catan": ("tile_", SEED), "colonies": ("infantry_", SEED)}

# The drawn size of each piece of the pieces layer, by symbol: [[symbol, width, height], ...].
DRAWN = """Array.from(document.querySelectorAll('#pieces > use'), u => {
  const b = u.getBBox();
  return [u.getAttribute('href').slice(1), b.width, b.height];
})"""

# The elements of the page's first SVG (the picture, or the viewer's board) whose box leaves its frame.
OUTSIDE = """(() => {
  const svg = document.querySelector('svg'), f = svg.getBoundingClientRect(), out = [];
  for (const el of svg.querySelectorAll('#board > *, #pieces > *, #panel > *')) {
    const b = el.getBoundingClientRect();
    if (b.width + b.height === 0) continue;
    if (b.left < f.left - 0.5 || b.top < f.top - 0.5 || b.right > f.right + 0.5 || b.bottom > f.bottom + 0.5)
      out.push(el.outerHTML.slice(0, 160));
  }
  return out;
})()"""

# What a side panel shows only to the seat it is about (the base game's hand and
# cards, Cities & Knights' progress cards, the Conquerors' battle cards, a
# Goofspiel bid before the round shows it).
PRIVATE = re.compile(r"^(hand \d+: |dev: |progress cards \d+: |battle cards \d+: |bid \d+)")


class Failed(Exception):
    pass


def run(cmd):
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise Failed(f"{' '.join(map(str, cmd))} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def check_svg(path, board):
    root = ET.parse(path).getroot()  # raises on malformed XML
    layer = root.find(f".//{SVG}g[@id='pieces']")
    if layer is None or len(layer) < 10:
        raise Failed(f"{path}: no pieces layer, or fewer than 10 pieces")
    if board and len(root.findall(f".//{SVG}polygon")) < 19:
        raise Failed(f"{path}: fewer than 19 hexes")


def viewer_data(path):
    text = path.read_text()
    block = re.search(r'<script type="application/json" id="data">(.*?)</script>', text, re.S).group(1)
    return json.loads(block.replace("<\\/", "</"))


def defined_symbols(page):
    """The ids of the symbols a picture or viewer page defines (<defs>)."""
    defs = re.search(r"<defs>(.*?)</defs>", page, re.S).group(1)
    return set(re.findall(r'^<g id="([^"]+)">', defs, re.M))


def first_seen(data):
    """{step: [symbols]}: the steps where a symbol first appears, not at the start."""
    seen, out = {m[0] for m in data["pieces"][data["at"][0]]}, {}
    for i, k in enumerate(data["at"]):
        for m in data["pieces"][k]:
            if m[0] not in seen:
                seen.add(m[0])
                out.setdefault(i, []).append(data["symbols"][m[0]])
    return out


def check_defined(html):
    """Every symbol a step of the viewer places is defined in the page."""
    missing = set(viewer_data(html)["symbols"]) - defined_symbols(html.read_text())
    return [f"{html.name}: symbols placed but not defined in the page: {sorted(missing)[:5]}"] if missing else []


def check_midgame(browser, html, svg, rules):
    """What first appears mid-game: drawn at its first step, and at the last step as the final SVG draws it."""
    data, failures = viewer_data(html), []
    appear = first_seen(data)
    wanted = MIDGAME.get(rules, ("", 0))[0]
    if wanted and not any(s.startswith(wanted) for step in appear.values() for s in step):
        failures.append(f"{html.name}: the game shows no '{wanted}' piece appearing mid-game")
    steps = sorted(appear)
    picked = steps if len(steps) <= FIRST_SEEN else [steps[i * len(steps) // FIRST_SEEN] for i in range(FIRST_SEEN)]
    if wanted:  # the wanted kind's first step, always
        picked += [i for i in steps if any(s.startswith(wanted) for s in appear[i])][:1]
    # Opened at its last step by the address (a query makes it a fresh load, not a move within the page).
    last = len(data["at"]) - 1
    browser.load(html, f"?at#step={last}")
    if browser.eval("document.getElementById('slider').value") != str(last):
        return failures + [f"{html.name}?at#step={last} does not open at step {last}"]
    drawn = {}
    for symbol, w, h in browser.eval(DRAWN):
        if w > 0 and h > 0:
            drawn[symbol] = drawn.get(symbol, 0) + 1
    layer = ET.parse(svg).getroot().find(f".//{SVG}g[@id='pieces']")
    pictured = {}
    for use in layer:
        symbol = use.get("href")[1:]
        pictured[symbol] = pictured.get(symbol, 0) + 1
    if drawn != pictured:
        diff = sorted(s for s in set(drawn) | set(pictured) if drawn.get(s) != pictured.get(s))
        failures.append(f"{html.name}: the last step draws other pieces than {svg.name}: "
                        + ", ".join(f"{s} {drawn.get(s, 0)} vs {pictured.get(s, 0)}" for s in diff[:5]))
    for i in sorted(set(picked)):  # a new address within the page moves it to that step
        browser.eval(f"location.hash = '#step={i}'")
        deadline = time.monotonic() + PLAY_WAIT
        while browser.eval("document.getElementById('slider').value") != str(i) and time.monotonic() < deadline:
            time.sleep(0.02)
        if browser.eval("document.getElementById('slider').value") != str(i):
            failures.append(f"{html.name}: #step={i} does not move it to step {i}")
            continue
        flat = [d for d in browser.eval(DRAWN) if d[0] in appear[i] and (d[1] <= 0 or d[2] <= 0)]
        if flat:
            failures.append(f"{html.name}: step {i} places {flat[0][0]} (first seen there) but draws nothing")
    return failures + browser.errors()


def check_ids(browser, html):
    """The ids toggle: hidden at first, then every hex's, corner's and path's id (h0, v0, e0 among them)."""
    shown = "getComputedStyle(document.getElementById('ids')).display"
    if browser.eval(shown) != "none":
        return [f"{html.name}: the ids show before the toggle"]
    browser.eval("document.getElementById('show-ids').click()")
    texts = browser.eval("Array.from(document.querySelectorAll('#ids text'), t => t.textContent)")
    browser.eval("document.getElementById('show-ids').click()")
    if not {"h0", "v0", "e0"} <= set(texts):
        return [f"{html.name}: the ids toggle shows {len(texts)} ids, without h0, v0 and e0"]
    return []


def check_seat_view(everyone, seat_view):
    """Seat SEAT's viewer: no other seat's private panel lines at any step, and
    each step's name the full one or its leading words followed by ' ?'."""
    full, seen = viewer_data(everyone), viewer_data(seat_view)
    failures = []
    for i, panel in enumerate(seen["panel"]):
        for seat, lines in enumerate(panel[1:]):
            shown = [seen["lines"][k] for k in lines]
            leaked = [line for line in shown if PRIVATE.match(line)]
            if seat != SEAT and leaked:
                failures.append(f"{seat_view.name}: step {i} shows p{seat}'s {leaked}")
    for i, (name, shown) in enumerate(zip(full["name"], seen["name"])):
        if shown != name and not (shown.endswith("?") and name.startswith(shown[:-1].rstrip())):
            failures.append(f"{seat_view.name}: step {i} is '{shown}', not '{name}' or its leading words")
    return failures[:5]


class Browser:
    """Headless Chromium with one page, driven over the DevTools websocket."""

    def __init__(self, profile):
        args = ["chromium", "--headless=new", "--remote-debugging-port=0", f"--user-data-dir={profile}",
                "--no-first-run", "--disable-gpu", "about:blank"]
        if os.environ.get("CI") == "true" or os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium's sandbox refuses to run as root
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        port_file = pathlib.Path(profile) / "DevToolsActivePort"
        while not port_file.exists() or not port_file.read_text().strip():
            if self.proc.poll() is not None:
                raise Failed(f"chromium exited with code {self.proc.returncode} before listening")
            time.sleep(0.1)
        port = port_file.read_text().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events = []
        for domain in ("Runtime", "Log", "Page"):
            self.call(f"{domain}.enable")

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise Failed(f"{method}: {msg['error']}")
                return msg.get("result", {})
            self.events.append(msg)

    def load(self, path, address=""):
        """Opens a file (`address`: a query and a fragment after its name); errors() then reports this page's."""
        self.events = []
        self.call("Page.navigate", url=path.resolve().as_uri() + address)
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            self.events.append(json.loads(self.ws.recv()))

    def eval(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise Failed(f"{expression!r} threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def errors(self):
        out = []
        for e in self.events:
            method, p = e.get("method"), e.get("params", {})
            if method == "Runtime.exceptionThrown":
                out.append(f"exception: {p['exceptionDetails'].get('exception', {}).get('description') or p}")
            elif method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                out.append(f"console.{p['type']}: {[a.get('value', a.get('description')) for a in p['args']]}")
            elif method == "Log.entryAdded" and p["entry"]["level"] == "error":
                out.append(f"log: {p['entry']['text']} ({p['entry'].get('url', '')})")
        return out

    def outside(self, what):
        return [f"{what}: outside the frame: {el}" for el in self.eval(OUTSIDE)[:5]]

    def close(self):
        try:
            self.ws.close()
        finally:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()


def check_picture(browser, svg):
    browser.load(svg)
    return browser.outside(svg.name) + browser.errors()


def check_viewer(browser, html, steps, play=True):
    browser.load(html)
    pieces = "document.getElementById('pieces')"
    failures = []
    if browser.eval("document.getElementById('slider').max") != str(steps):
        failures.append(f"{html.name}: the slider does not span the {steps} steps")
    start = browser.eval(f"{pieces}.innerHTML")
    start_count = browser.eval(f"{pieces}.childElementCount")
    browser.eval("(() => { const s = document.getElementById('slider'); s.value = s.max;"
                 " s.dispatchEvent(new Event('input')); })()")
    end = browser.eval(f"{pieces}.innerHTML")
    end_count = browser.eval(f"{pieces}.childElementCount")
    if end == start or end_count <= start_count:
        failures.append(f"{html.name}: moving the slider to the end did not redraw the pieces "
                        f"({start_count} -> {end_count})")
    failures += browser.outside(f"{html.name} at its last step")
    if play:
        browser.eval("(() => { const s = document.getElementById('slider'); s.value = 0;"
                     " s.dispatchEvent(new Event('input')); document.getElementById('play').click(); })()")
        # The viewer steps every 120 ms; a loaded machine (ctest runs suites side by side) may be slow to fire.
        deadline = time.monotonic() + PLAY_WAIT
        while int(browser.eval("document.getElementById('slider').value")) == 0:
            if time.monotonic() > deadline:
                failures.append(f"{html.name}: play did not advance the slider in {PLAY_WAIT} s")
                break
            time.sleep(0.1)
        browser.eval("document.getElementById('play').click()")
    return failures + browser.errors()


def check_rules(catanlab, browser, rules, family, out):
    """One game of `rules` (a rule set of `family`, None: the standard family, with the heuristic and a
    hex board): its pictures and viewers, for everyone and as seat SEAT sees it."""
    run([catanlab, "play", "--rules", rules, "--agents", "random" if family else "heuristic", "--games", "1",
         "--seed", str(MIDGAME.get(rules, ("", SEED))[1]), "--replays", out])
    replay = out / "game_000000.jsonl"
    steps = sum(1 for line in replay.read_text().splitlines() if '"a":' in line)
    failures = []
    for name, viewer in (("game", []), (f"seat{SEAT}", ["--viewer", str(SEAT)])):
        svg, html = out / f"{name}.svg", out / f"{name}.html"
        run([catanlab, "render", replay, "--out", svg] + viewer)
        run([catanlab, "render", replay, "--out", html] + viewer)
        check_svg(svg, board=family is None)
        failures += check_picture(browser, svg) + check_viewer(browser, html, steps, play=not viewer)
        failures += check_defined(html)
        if not viewer:  # the seat's view draws the same pieces
            failures += check_midgame(browser, html, svg, rules)
        if not viewer and 'class="hex ' in html.read_text():  # a family of cards has no board to name
            failures += check_ids(browser, html)
    if f"as seen by p{SEAT}" not in (out / f"seat{SEAT}.html").read_text():
        failures.append(f"seat{SEAT}.html: no 'as seen by p{SEAT}'")
    failures += check_seat_view(out / "game.html", out / f"seat{SEAT}.html")
    return [f"{rules}: {f}" for f in failures], steps


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--catanlab", required=True, help="the catanlab binary")
    ap.add_argument("--timeout", type=int, default=300, help="seconds before giving up")
    ap.add_argument("--keep", help="write the games, SVGs and HTML here instead of a temporary directory")
    args = ap.parse_args()

    def give_up(*_):
        raise Failed(f"timed out after {args.timeout} s")

    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(args.timeout)
    checked = []
    with tempfile.TemporaryDirectory(prefix="catanlab_viewer_") as tmp:
        out = pathlib.Path(args.keep or tmp)
        browser = None
        try:
            # The arena writes each replay's viewer (--html); `render` must write the same page.
            run([args.catanlab, "arena", "--agents", "heuristic", "heuristic", "--games", "2", "--seed", "5",
                 "--replays", out / "arena", "--html"])
            run([args.catanlab, "render", out / "arena" / "pod00000_rot0.jsonl", "--out", out / "arena.html"])
            failures = []
            if (out / "arena.html").read_bytes() != (out / "arena" / "pod00000_rot0.html").read_bytes():
                failures.append("catanlab render and arena --html wrote different viewers for one replay")
            rule_sets = re.findall(r"^(\w+)\s+\d+-\d+ players(?:, family (\w+))?", run([args.catanlab, "rules"]), re.M)
            if not rule_sets:
                raise Failed("catanlab rules listed no rule set")
            browser = Browser(pathlib.Path(tmp) / "profile")
            for rules, family in rule_sets:
                (out / rules).mkdir(exist_ok=True)
                found, steps = check_rules(args.catanlab, browser, rules, family or None, out / rules)
                failures += found
                checked.append(f"{rules} ({steps} steps)")
        except (Failed, ET.ParseError, OSError, websocket.WebSocketException) as e:
            failures = [str(e)]
        finally:
            if browser:
                browser.close()
    signal.alarm(0)
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    if not failures:
        print(f"ok: {', '.join(checked)}: SVGs well-formed and inside their frames, for everyone and as p{SEAT}; "
              "viewers load without errors, slider and play redraw the board")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
