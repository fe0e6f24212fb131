import json

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "cluster: starts a Dask scheduler and worker processes on loopback "
                                       "(deselect with -m 'not cluster')")


def read_replay(path):
    """A replay written by catanlab.play_game: (header, [(player, action name)], result)."""
    lines = [json.loads(line) for line in open(path)]
    steps = [(line["p"], line["a"]) for line in lines[1:] if "a" in line]
    result = next((line["result"] for line in lines if "result" in line), None)
    return lines[0], steps, result


@pytest.fixture
def random_replay(tmp_path):
    """Plays a random 4-player base game in C++ (play_game, as `catanlab play` does) and reads its replay."""
    def make(seed, players=4, options=None):
        path = str(tmp_path / f"game_{seed}.jsonl")
        from catanlab import play_game
        play_game("base", ["random"] * players, seed, options or {}, path)
        return read_replay(path)
    return make
