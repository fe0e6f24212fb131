"""The README's commands as a user types them, cut from README.md itself, so
that an edit that breaks one fails here: every `build/catanlab` line of its
```sh blocks, in order, in an empty folder (the later lines read what the
earlier wrote), with --games cut to 1 to stay quick; then its ```python
snippet, in the same folder. (The C++ snippet: readme_snippet.cmake.)"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def blocks(readme, language):
    return re.findall(rf"^```{language}\n(.*?)^```", readme, re.S | re.M)


def cli_lines(readme):
    lines = [line for block in blocks(readme, "sh") for line in block.splitlines()
             if line.startswith("build/catanlab ")]
    if not lines:
        sys.exit("README.md: no build/catanlab line in a ```sh block")
    return lines


def quick(args):
    """The command with every --games value cut to 1 (the arena rounds it up to one pod)."""
    return [("1" if i and args[i - 1] == "--games" else a) for i, a in enumerate(args)]


def run(what, command, cwd, env=None, timeout=300):
    start = time.monotonic()
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    print(f"{time.monotonic() - start:5.1f} s  {what}")
    if done.returncode != 0:
        sys.exit(f"README.md: `{what}` exited {done.returncode}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--readme", required=True)
    parser.add_argument("--catanlab", required=True, help="the built command line")
    parser.add_argument("--python", help="an interpreter for the ```python snippet (skipped without one)")
    parser.add_argument("--build", help="the build tree that holds the Python extension (CATANLAB_BUILD)")
    opts = parser.parse_args()
    readme = Path(opts.readme).read_text()
    catanlab = str(Path(opts.catanlab).resolve())  # the commands run in another folder
    with tempfile.TemporaryDirectory(prefix="catanlab_readme_") as folder:
        for line in cli_lines(readme):
            args = shlex.split(line, comments=True)
            run(line, [catanlab] + quick(args[1:]), folder)
        if opts.python:
            snippets = blocks(readme, "python")
            if len(snippets) != 1:
                sys.exit(f"README.md: {len(snippets)} ```python blocks, expected 1")
            script = Path(folder) / "readme_snippet.py"
            script.write_text(snippets[0])
            package = str(Path(opts.readme).resolve().parent / "python")
            env = dict(os.environ, PYTHONPATH=package, CATANLAB_BUILD=str(Path(opts.build).resolve()))
            run("the ```python snippet", [opts.python, str(script)], folder, env)


if __name__ == "__main__":
    main()
