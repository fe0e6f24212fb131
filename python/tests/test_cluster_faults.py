"""Self-play on a real Dask cluster under a fault: a scheduler and two worker processes on loopback
(`dask scheduler`, `dask worker`), one worker killed (SIGKILL) while it plays a task. The generation
must still complete with every game's records written once, and the run folder hold nothing else.
Deselect with `-m "not cluster"` (about 30 s on two busy cores)."""
import os
import socket
import subprocess
import sys
import threading
import time
from collections import Counter

import pytest

from catanlab._catanlab import derive_seed
from catanlab.data import read_chunk
from catanlab.train.cluster import play_generation, split_games

distributed = pytest.importorskip("distributed")

pytestmark = pytest.mark.cluster

# Tasks of about a second each, so that a kill lands inside one.
KWARGS = {"rules": "base", "players": 4, "options": {"turn_cap": 60}, "sims": 32, "slots": 2, "batch": 2,
          "threads": 1, "records_per_chunk": 64, "generation": 3}
GAMES, TASKS, SEED = 12, 6, 5


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def loopback_cluster(tmp_path):
    """(scheduler address, {worker address: its process}): separate processes, no nanny to restart a killed one."""
    address = f"tcp://127.0.0.1:{free_port()}"
    cli = [sys.executable, "-m"]
    procs = [subprocess.Popen(cli + ["distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port",
                                     address.rsplit(":", 1)[1], "--no-dashboard"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    for i in range(2):
        procs.append(subprocess.Popen(cli + ["distributed.cli.dask_worker", address, "--host", "127.0.0.1",
                                             "--nthreads", "1", "--no-nanny", "--no-dashboard", "--name", f"w{i}",
                                             "--local-directory", str(tmp_path / f"w{i}"), "--death-timeout", "60"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    try:
        with distributed.Client(address, timeout=60) as client:
            client.wait_for_workers(2, timeout=60)
            by_name = {f"w{i}": p for i, p in enumerate(procs[1:])}
            workers = {addr: by_name[info["name"]] for addr, info in client.scheduler_info()["workers"].items()}
        yield address, workers
    finally:
        for p in reversed(procs):  # the workers, then the scheduler
            p.kill()
            p.wait()


def kill_a_busy_worker(address, workers, done):
    """Kills a worker while a task runs on it; returns its address, or None if the generation ended first."""
    with distributed.Client(address, timeout=60) as client:
        while not done.is_set():
            busy = [addr for addr, keys in client.processing().items() if keys]
            if busy:
                time.sleep(0.3)  # into the task, well before its end
                workers[busy[0]].kill()
                workers[busy[0]].wait()
                return busy[0]
            time.sleep(0.05)
    return None


def rescheduled_tasks(address):
    """Self-play tasks the scheduler took back from a lost worker while they were processing (its
    transition log: key, start, finish, recommendations, stimulus id, ...)."""
    with distributed.Client(address, timeout=60) as client:
        log = client.run_on_scheduler(lambda dask_scheduler: [(str(t[0]), t[1], t[2], str(t[4]))
                                                              for t in dask_scheduler.transition_log])
    return {key for key, start, finish, stimulus in log if key.startswith("selfplay_task")
            and (start, finish) == ("processing", "released") and stimulus.startswith("handle-worker-cleanup")}


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # tornado's, inside distributed
def test_a_generation_survives_a_worker_killed_mid_task(loopback_cluster, tmp_path):
    address, workers = loopback_cluster
    out = tmp_path / "run" / "data" / "gen-0003"
    done, result = threading.Event(), {}

    def generation():
        try:
            result["stats"] = play_generation("uniform", out, GAMES, seed=SEED, kwargs=KWARGS, scheduler=address,
                                              tasks=TASKS)
        except BaseException as e:  # re-raised below, in the test's thread
            result["error"] = e
        finally:
            done.set()

    thread = threading.Thread(target=generation)
    thread.start()
    killed = kill_a_busy_worker(address, workers, done)
    written_when_killed = sorted(os.listdir(out)) if out.exists() else []
    thread.join(timeout=120)
    assert not thread.is_alive(), "the generation did not finish after a worker was killed"
    if "error" in result:
        raise result["error"]
    assert killed is not None and workers[killed].returncode == -9, "no worker was killed mid-generation"
    assert written_when_killed == []  # the kill came before the generation wrote anything

    assert rescheduled_tasks(address), "the kill interrupted no task"
    stats = result["stats"]
    assert stats["games"] == GAMES
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted(os.path.basename(c) for c in stats["chunks"])  # nothing else: no .tmp, no stray file
    # Task i plays split_games(...)[i] games on seed derive_seed(SEED, i) into chunk series
    # chunk-0003-<that seed>; each of its games' records is there, once, and nothing more.
    records = Counter()
    games_of = {}
    for name in written:
        _, arrays = read_chunk(out / name)
        series = name.rsplit("-", 1)[0]
        games_of.setdefault(series, set()).update(arrays["game"].tolist())
        records.update((series, int(g), int(m), int(s)) for g, m, s in zip(arrays["game"], arrays["move"], arrays["seat"]))
    expected = {f"chunk-0003-{derive_seed(SEED, i):016x}": set(range(n))
                for i, n in enumerate(split_games(GAMES, TASKS))}
    assert games_of == expected
    assert sum(records.values()) == stats["records"]
    assert max(records.values()) == 1  # no record twice
    for series in expected:  # each series numbered 0000.. without a gap
        indices = sorted(int(n.rsplit("-", 1)[1].split(".")[0]) for n in written if n.startswith(series + "-"))
        assert indices == list(range(len(indices)))
