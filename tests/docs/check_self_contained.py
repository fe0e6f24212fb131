"""No file of the project points outside it: a clone has no folder beside it,
so the rules and rulings a user needs live in docs/ (docs/rulings.md). Fails
naming each line of a tracked file (every file, outside a git checkout) that
points at the requirements or the books kept beside the repository."""
import re
import subprocess
import sys
from pathlib import Path

# Written so that this file does not match itself.
OUTSIDE = re.compile(r"\.\./shared/|shared/(rules|seeds)")


def project_files(root):
    try:
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True).stdout
        return [root / name for name in listed.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: every file but build trees
        return [p for p in root.rglob("*") if p.is_file() and not any(
            part.startswith(".") or part.startswith("build") for part in p.relative_to(root).parts)]


def main():
    root = Path(sys.argv[1]).resolve()
    found = []
    for path in project_files(root):
        try:
            text = path.read_text()
        except (UnicodeDecodeError, OSError):  # images, binaries, a deleted file still listed
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    if found:
        sys.exit("these lines point outside the project (write what users need into docs/):\n" + "\n".join(found))
    print("no file points outside the project")


if __name__ == "__main__":
    main()
