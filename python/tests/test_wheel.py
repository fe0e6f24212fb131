"""The wheel (setup.py at the repository root): pip builds it from the build
tree's extension, it installs into a fresh virtual environment without an
index, and there, from a folder outside the repository, catanlab finds its
extension and its shipped rule sets, boards, campaigns and models inside the package."""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]

PLAY = """
import catanlab, json, os
assert catanlab.__file__.startswith(os.environ["VIRTUAL_ENV"]), catanlab.__file__
assert "base" in catanlab.rule_sets() and "colonies" in catanlab.rule_sets()
models = os.environ["CATANLAB_MODELS"]  # where the agent `strong` reads its manifests
assert models.startswith(os.environ["VIRTUAL_ENV"]) and os.path.isfile(os.path.join(models, "base", "strong.json"))
import catanlab.expert.loop, catanlab.nnue, catanlab.play.server  # every subpackage ships, and the page's files
assert os.path.isfile(os.path.join(os.path.dirname(catanlab.play.server.__file__), "static", "play.html"))
assert os.path.isfile(os.path.join(os.path.dirname(catanlab.__file__), "libcatanlab_torch.so"))  # model files
g = catanlab.Game("base", 4, 3)
while not g.is_terminal() and g.turn < 50:
    g.apply(g.sample_chance() if g.is_chance() else g.legal_actions()[0])
print(json.dumps({"turn": g.turn, "seafarers": catanlab.Game("seafarers").observation_size,
                  "result": catanlab.play_game("base", ["heuristic"] * 4, 1)["winner"],
                  "campaign": sorted(catanlab.play_campaign("conquerors", ["heuristic"] * 3, seed=1))}))
"""


def run(*args, **kw):
    r = subprocess.run([str(a) for a in args], capture_output=True, text=True, **kw)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def test_the_wheel_installs_and_plays_outside_the_repository(tmp_path):
    run(sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--no-index", "-w",
        tmp_path / "dist", ROOT, cwd=tmp_path)
    wheel, = (tmp_path / "dist").glob("catanlab-*.whl")
    venv = tmp_path / "venv"
    run("/usr/bin/python3", "-m", "venv", "--system-site-packages", venv)
    run(venv / "bin" / "pip", "install", "-q", "--no-index", "--no-deps", wheel)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CATANLAB_", "PYTHON"))}
    env["VIRTUAL_ENV"] = str(venv)
    out = run(venv / "bin" / "python", "-c", PLAY, cwd=elsewhere, env=env)
    assert '"turn": ' in out and '"campaign": ["' in out
