"""Chunk files written by C++ self-play, read by catanlab.data (docs/neural.md)."""
import shutil
import warnings
from pathlib import Path

import numpy as np
import pytest

import catanlab
from catanlab._catanlab import value_term_names
from catanlab.data import ChunkError, load_chunks, read_chunk, replay_window

PLAYERS = 4


@pytest.fixture(scope="module")
def selfplay_run(tmp_path_factory):
    """Two short games of the "uniform" evaluator (no torch model), split into small chunks."""
    out = tmp_path_factory.mktemp("chunks")
    stats = catanlab.selfplay("uniform", str(out), 2, rules="base", players=PLAYERS, options={"turn_cap": 30},
                              sims=8, slots=2, batch=2, threads=1, seed=7, records_per_chunk=100, generation=3)
    return out, stats


def test_selfplay_stats_name_the_chunks_it_wrote(selfplay_run):
    out, stats = selfplay_run
    assert stats["games"] == 2
    assert stats["records"] > 0
    assert sorted(map(str, out.glob("chunk-*.bin"))) == sorted(stats["chunks"])
    assert len(stats["chunks"]) == -(-stats["records"] // 100)
    assert not list(out.glob("*.tmp"))


def test_records_keep_the_contract(selfplay_run):
    out, stats = selfplay_run
    game = catanlab.Game("base", PLAYERS, 0, {})
    O, A, P = game.observation_size, game.num_actions, PLAYERS
    total = 0
    for path in stats["chunks"]:
        header, r = read_chunk(path)
        assert {k: header[k] for k in ("ruleset", "num_players", "obs_size", "num_actions", "generation")} == {
            "ruleset": "base", "num_players": P, "obs_size": O, "num_actions": A, "generation": 3}
        n = header["records"]
        total += n
        shapes = {"obs": (n, O), "mask": (n, A), "policy": (n, A), "outcome": (n, P + 1), "final_vp": (n, P),
                  "root_value": (n, P), "heuristic_value": (n, P), "heuristic_terms": (n, P, 9), "game": (n,),
                  "move": (n,), "seat": (n,), "turn": (n,)}
        assert {k: v.shape for k, v in r.items()} == shapes
        assert r["obs"].dtype == np.float32 and r["game"].dtype == np.int32
        assert set(np.unique(r["mask"])) <= {0, 1}
        assert (r["mask"].sum(1) >= 1).all()
        # The improved policy is a distribution over the legal decisions only.
        assert (r["policy"] >= 0).all()
        assert (r["policy"][r["mask"] == 0] == 0).all()
        np.testing.assert_allclose(r["policy"].sum(1), 1.0, atol=1e-5)
        # The outcome is one-hot: a relative winner seat, or index P for a turn-cap draw.
        assert set(np.unique(r["outcome"])) <= {0.0, 1.0}
        np.testing.assert_array_equal(r["outcome"].sum(1), 1.0)
        assert ((r["seat"] >= 0) & (r["seat"] < P)).all()
        assert ((r["final_vp"] >= 0) & (r["final_vp"] <= 20)).all()
        assert ((r["root_value"] >= 0) & (r["root_value"] <= 1)).all()
        # The heuristic's seat values, in value units (10 a VP): nothing before a seat's first settlement,
        # then at least its VP's worth.
        h = r["heuristic_value"]
        assert np.isfinite(h).all() and (h >= 0).all()
        assert (h[r["turn"] > 0] >= 10 * 2 * 0.99).all()
        # Its terms, named by the header, add up to it (in single precision); VP is the first.
        assert header["value_terms"] == value_term_names("base", P) and header["value_terms"][0] == "vp"
        np.testing.assert_allclose(r["heuristic_terms"].sum(-1), h, rtol=1e-5, atol=1e-3)
        assert (r["heuristic_terms"][r["turn"] > 0][:, :, 0] >= 20).all()
        assert (r["obs"] >= 0).all()
    assert total == stats["records"]


def test_seats_are_relative_to_the_deciding_seat(selfplay_run):
    """Rotated back to absolute seats, every record of a game names the same winner and the same final VP."""
    out, _ = selfplay_run
    data = load_chunks(out)
    P = PLAYERS
    for g in np.unique(data["game"]):
        rows = np.flatnonzero(data["game"] == g)
        winners, vps = set(), set()
        for i in rows:
            seat, rel = int(data["seat"][i]), int(np.argmax(data["outcome"][i]))
            winners.add("draw" if rel == P else (seat + rel) % P)
            vps.add(tuple(data["final_vp"][i][(np.arange(P) - seat) % P]))
        assert len(winners) == 1, f"game {g}: records disagree on the winner: {winners}"
        assert len(vps) == 1, f"game {g}: records disagree on the final VP: {vps}"
        assert len(np.unique(data["move"][rows])) == len(rows), f"game {g}: a move recorded twice"


def copy_with(path, dest, edit):
    data = bytearray(path.read_bytes())
    dest.write_bytes(bytes(edit(data)))
    return dest


def test_bad_chunks_are_named_and_skipped(selfplay_run, tmp_path):
    out, stats = selfplay_run
    good = [Path(p) for p in stats["chunks"]]
    folder = tmp_path / "window"
    folder.mkdir()
    for p in good:
        shutil.copy(p, folder / p.name)

    def flip(b):
        b[len(b) // 2] ^= 0x40
        return b

    def bump_version(b):
        b[8] = 9
        return b

    source = good[0]
    truncated = copy_with(source, folder / "chunk-3-x-truncated.bin", lambda b: b[:-100])
    flipped = copy_with(source, folder / "chunk-3-x-flipped.bin", flip)
    magic = copy_with(source, folder / "chunk-3-x-magic.bin", lambda b: b"NOTCHUNK" + b[8:])
    version = copy_with(source, folder / "chunk-3-x-version.bin", bump_version)
    for path, problem in ((truncated, "truncated"), (flipped, "CRC"), (magic, "magic"), (version, "version 9")):
        with pytest.raises(ChunkError, match=problem) as e:
            read_chunk(path)
        assert str(path) in str(e.value)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        data = load_chunks(folder)
    skipped = sorted(str(w.message) for w in caught)
    assert len(skipped) == 4
    for path in (truncated, flipped, magic, version):
        assert any(str(path) in m for m in skipped)
    assert len(data["obs"]) == stats["records"]
    assert data["mask"].dtype == bool


def old_chunk(source, version, path):
    """`source`'s records in an older format's layout, the fields it lacks dropped."""
    import struct
    import zlib
    from catanlab.data import record_dtype
    header, r = read_chunk(source)
    old = np.zeros(len(r["obs"]), record_dtype(header["obs_size"], header["num_actions"], header["num_players"],
                                               version))
    for name in old.dtype.names:
        old[name] = r[name]
    text = Path(source).read_bytes()
    header_len = struct.unpack_from("<I", text, 12)[0]
    body = b"CLCHUNK\0" + struct.pack("<II", version, header_len) + text[16:16 + header_len] + old.tobytes()
    path.write_bytes(body + struct.pack("<I", zlib.crc32(body)) + b"CLCHEND\0")
    return r, old.dtype.names


def test_a_format_2_chunk_reads_without_heuristic_values(selfplay_run, tmp_path):
    """Chunks written before the heuristic's values were recorded stay readable; the field is NaN there."""
    out, stats = selfplay_run
    r, names = old_chunk(stats["chunks"][0], 2, tmp_path / "chunk-0002-old-0000.bin")
    _, back = read_chunk(tmp_path / "chunk-0002-old-0000.bin")
    for name in names:
        np.testing.assert_array_equal(back[name], r[name])
    assert np.isnan(back["heuristic_value"]).all() and back["heuristic_value"].shape == r["heuristic_value"].shape
    assert back["heuristic_terms"].shape == (len(r["obs"]), PLAYERS, 0)


def test_a_format_3_chunk_reads_without_terms_and_loads_beside_format_4(selfplay_run, tmp_path):
    """Chunks written before the heuristic's terms were recorded stay readable; loaded with newer ones, their
    terms are NaN (a net that reads the terms refuses them by name: catanlab.nnue)."""
    out, stats = selfplay_run
    shutil.copy(stats["chunks"][0], tmp_path / "chunk-0003-new-0000.bin")
    r, names = old_chunk(stats["chunks"][0], 3, tmp_path / "chunk-0003-old-0000.bin")
    _, back = read_chunk(tmp_path / "chunk-0003-old-0000.bin")
    for name in names:
        np.testing.assert_array_equal(back[name], r[name])
    data = load_chunks(tmp_path)
    n = len(r["obs"])
    assert data["heuristic_terms"].shape == (2 * n, PLAYERS, 9)
    new_first = not np.isnan(data["heuristic_terms"][0]).any()  # sorted names: "new" before "old"
    assert new_first and np.isnan(data["heuristic_terms"][n:]).all()
    np.testing.assert_array_equal(data["heuristic_terms"][:n], r["heuristic_terms"])


def test_a_chunk_for_another_game_is_skipped(selfplay_run):
    out, stats = selfplay_run
    with pytest.warns(UserWarning, match="obs_size"):
        with pytest.raises(ChunkError, match="no readable chunk"):
            load_chunks(out, expect={"obs_size": 1})


def test_replay_window_takes_the_last_generations(tmp_path):
    for g in (1, 2, 3, 5):
        (tmp_path / f"gen-{g:04d}").mkdir()
        (tmp_path / f"gen-{g:04d}" / f"chunk-{g}-0-0.bin").write_bytes(b"")
    names = [p.name for p in replay_window(tmp_path, 5, 3)]
    assert names == ["chunk-3-0-0.bin", "chunk-5-0-0.bin"]  # generation 4 has no folder
    assert [p.name for p in replay_window(tmp_path, 2, 10)] == ["chunk-1-0-0.bin", "chunk-2-0-0.bin"]


def test_chunks_of_no_records_are_refused_before_anything_is_written(tmp_path):
    out = tmp_path / "run"
    with pytest.raises(ValueError, match="records_per_chunk must be at least 1, not 0"):
        catanlab.selfplay("uniform", str(out), 2, rules="base", players=PLAYERS, options={"turn_cap": 30},
                          sims=8, slots=2, batch=2, threads=1, seed=7, records_per_chunk=0)
    assert not out.exists()
