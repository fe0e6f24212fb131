#!/usr/bin/env python3
"""Checks the pictures end to end: plays two arena games with --html, renders
the first one's last position as SVG (must be well-formed XML with pieces) and
its replay viewer as HTML (must equal the arena's), opens the viewer in
headless Chromium over the DevTools protocol, and checks that it loads without
console errors or exceptions, that moving the slider redraws the pieces layer,
and that play advances the slider.

  tests/browser/check_viewer.py --catanlab build/catanlab [--keep DIR]

Exits 0 when every check passes, 1 with the failures listed otherwise; gives
up after --timeout seconds and always kills the browser it started."""
import argparse
import json
import os
import pathlib
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ET

import websocket  # Debian's python3-websocket

SVG = "{http://www.w3.org/2000/svg}"


class Failed(Exception):
    pass


def run(cmd):
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise Failed(f"{' '.join(map(str, cmd))} exited {done.returncode}: {done.stderr.strip()}")


def check_svg(path):
    root = ET.parse(path).getroot()  # raises on malformed XML
    layer = root.find(f".//{SVG}g[@id='pieces']")
    if layer is None or len(layer) < 10:
        raise Failed(f"{path}: no pieces layer, or fewer than 10 pieces")
    if len(root.findall(f".//{SVG}polygon")) < 19:
        raise Failed(f"{path}: fewer than 19 hexes")


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

    def wait_for(self, method):
        while not any(e.get("method") == method for e in self.events):
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

    def close(self):
        try:
            self.ws.close()
        finally:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()


def check_viewer(html, steps, profile):
    browser = Browser(profile)
    try:
        for domain in ("Runtime", "Log", "Page"):
            browser.call(f"{domain}.enable")
        browser.call("Page.navigate", url=html.resolve().as_uri())
        browser.wait_for("Page.loadEventFired")
        pieces = "document.getElementById('pieces')"
        failures = []
        if browser.eval("document.getElementById('slider').max") != str(steps):
            failures.append(f"the slider does not span the {steps} steps")
        start = browser.eval(f"{pieces}.innerHTML")
        start_count = browser.eval(f"{pieces}.childElementCount")
        browser.eval("(() => { const s = document.getElementById('slider'); s.value = s.max;"
                     " s.dispatchEvent(new Event('input')); })()")
        end = browser.eval(f"{pieces}.innerHTML")
        end_count = browser.eval(f"{pieces}.childElementCount")
        if end == start or end_count <= start_count:
            failures.append(f"moving the slider to the end did not redraw the pieces ({start_count} -> {end_count})")
        browser.eval("(() => { const s = document.getElementById('slider'); s.value = 0;"
                     " s.dispatchEvent(new Event('input')); document.getElementById('play').click(); })()")
        time.sleep(1.0)
        if int(browser.eval("document.getElementById('slider').value")) == 0:
            failures.append("play did not advance the slider")
        browser.eval("document.getElementById('play').click()")
        return failures + browser.errors()
    finally:
        browser.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--catanlab", required=True, help="the catanlab binary")
    ap.add_argument("--timeout", type=int, default=120, help="seconds before giving up")
    ap.add_argument("--keep", help="write the game, SVG and HTML here instead of a temporary directory")
    args = ap.parse_args()

    def give_up(*_):
        raise Failed(f"timed out after {args.timeout} s")

    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(args.timeout)
    with tempfile.TemporaryDirectory(prefix="catanlab_viewer_") as tmp:
        out = pathlib.Path(args.keep or tmp)
        try:
            # The arena writes each replay's viewer (--html); `render` must write the same page.
            run([args.catanlab, "arena", "--agents", "heuristic", "heuristic", "--games", "2", "--seed", "5",
                 "--replays", out, "--html"])
            replay = out / "pod00000_rot0.jsonl"
            steps = sum(1 for line in replay.read_text().splitlines() if '"a":' in line)
            run([args.catanlab, "render", replay, "--out", out / "game.svg"])
            run([args.catanlab, "render", replay, "--out", out / "game.html"])
            if (out / "game.html").read_bytes() != (out / "pod00000_rot0.html").read_bytes():
                raise Failed("catanlab render and arena --html wrote different viewers for one replay")
            check_svg(out / "game.svg")
            failures = check_viewer(out / "game.html", steps, pathlib.Path(tmp) / "profile")
        except (Failed, ET.ParseError, OSError, websocket.WebSocketException) as e:
            failures = [str(e)]
    signal.alarm(0)
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    if not failures:
        print(f"ok: SVG well-formed; viewer of {steps} steps loads without errors, slider and play redraw the board")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
