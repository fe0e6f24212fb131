"""Training records written by C++ self-play: chunk files (docs/neural.md).

read_chunk(path)              -> (header, arrays): one chunk, checked; ChunkError names the file and the problem
load_chunks(sources, expect)  -> arrays of every readable chunk, concatenated; bad chunks are skipped with a warning
replay_window(root, gen, k)   -> the chunk files of generations gen-k+1 .. gen under root/gen-XXXX/

Arrays, one row per record (a decision of self-play), seats relative to the deciding seat:
  obs float32 [N, O], mask bool [N, A], policy float32 [N, A], outcome float32 [N, P+1],
  final_vp float32 [N, P], root_value float32 [N, P], heuristic_value float32 [N, P] (NaN in
  format 2 chunks, which lack it), heuristic_terms float32 [N, P, K] (the heuristic's value terms
  named by the header's value_terms; K = 0 in chunks before format 4, NaN where chunks of both
  kinds are loaded together), game, move, seat, turn int32 [N]
"""
import json
import struct
import warnings
import zlib
from pathlib import Path

import numpy as np

MAGIC = b"CLCHUNK\0"
END_MAGIC = b"CLCHEND\0"
VERSION = 4
READABLE = (2, 3, 4)  # 3 added heuristic_value, 4 heuristic_terms
PREAMBLE = 16  # magic, version, header length
TRAILER = 12  # CRC-32, end magic
GAME_FIELDS = ("ruleset", "num_players", "obs_size", "num_actions")
FIELDS = ("obs", "mask", "policy", "outcome", "final_vp", "root_value", "heuristic_value", "heuristic_terms", "game",
          "move", "seat", "turn")


class ChunkError(ValueError):
    """A chunk file that fails a check of docs/neural.md; the message names the file."""


def record_dtype(obs_size, num_actions, num_players, version=VERSION, terms=0):
    """One record as numpy lays it out: little-endian, packed, in the contract's field order; `terms`: the
    number of the heuristic's value terms (format 4)."""
    heuristic = [("heuristic_value", "<f4", (num_players,))] if version >= 3 else []
    if version >= 4 and terms:
        heuristic.append(("heuristic_terms", "<f4", (num_players, terms)))
    return np.dtype([
        ("obs", "<f4", (obs_size,)),
        ("mask", "u1", (num_actions,)),
        ("policy", "<f4", (num_actions,)),
        ("outcome", "<f4", (num_players + 1,)),
        ("final_vp", "<f4", (num_players,)),
        ("root_value", "<f4", (num_players,)),
        *heuristic,
        ("game", "<i4"),
        ("move", "<i4"),
        ("seat", "<i4"),
        ("turn", "<i4"),
    ])


def read_chunk(path):
    """(header dict, {field: array}) of one chunk file; the arrays are read-only views of its bytes."""
    data = Path(path).read_bytes()

    def fail(problem):
        raise ChunkError(f"chunk {path}: {problem}")

    if len(data) < PREAMBLE + TRAILER:
        fail(f"{len(data)} bytes, shorter than any chunk (truncated?)")
    if data[:8] != MAGIC:
        fail(f"bad magic {data[:8]!r}, expected {MAGIC!r}: not a chunk file")
    version, header_len = struct.unpack_from("<II", data, 8)
    if version not in READABLE:
        fail(f"format version {version}, this reader knows {', '.join(map(str, READABLE))}")
    if data[-8:] != END_MAGIC:
        fail(f"no end marker {END_MAGIC!r} in its last 8 bytes: truncated ({len(data)} bytes)")
    if PREAMBLE + header_len + TRAILER > len(data):
        fail(f"header length {header_len} runs past the end of the file ({len(data)} bytes)")
    (crc,) = struct.unpack_from("<I", data, len(data) - TRAILER)
    actual = zlib.crc32(memoryview(data)[:len(data) - TRAILER])
    if actual != crc:
        fail(f"CRC-32 {actual:08x} of its bytes differs from the stored {crc:08x}: corrupted")
    try:
        header = json.loads(data[PREAMBLE:PREAMBLE + header_len].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        fail(f"header is not UTF-8 JSON: {e}")
    for key in GAME_FIELDS[1:] + ("records",):
        if not isinstance(header.get(key), int) or header[key] < 0:
            fail(f"header field {key!r} is {header.get(key)!r}, expected a count")
    terms = header.get("value_terms", []) if version >= 4 else []
    if not isinstance(terms, list) or not all(isinstance(t, str) for t in terms):
        fail(f"header field 'value_terms' is {terms!r}, expected a list of names")
    dtype = record_dtype(header["obs_size"], header["num_actions"], header["num_players"], version, len(terms))
    expected = PREAMBLE + header_len + header["records"] * dtype.itemsize + TRAILER
    if len(data) != expected:
        fail(f"{len(data)} bytes, expected {expected} for {header['records']} records of {dtype.itemsize} bytes")
    records = np.frombuffer(data, dtype, count=header["records"], offset=PREAMBLE + header_len)
    arrays = {name: records[name] for name in FIELDS if name in dtype.names}
    if "heuristic_value" not in arrays:
        arrays["heuristic_value"] = np.full((header["records"], header["num_players"]), np.nan, np.float32)
    if "heuristic_terms" not in arrays:
        arrays["heuristic_terms"] = np.zeros((header["records"], header["num_players"], 0), np.float32)
    return header, arrays


def describe(sources):
    return str(sources) if isinstance(sources, (str, Path)) else ", ".join(map(str, sources)) or "an empty list"


def chunk_paths(sources):
    """The chunk files named by sources: a chunk file, a folder of them (chunk-*.bin, sorted), or a list of both."""
    if isinstance(sources, (str, Path)):
        sources = [sources]
    paths = []
    for source in map(Path, sources):
        if source.is_dir():
            paths.extend(sorted(source.glob("chunk-*.bin")))
        elif source.exists():
            paths.append(source)
        else:
            raise FileNotFoundError(f"no chunk file or folder {source}")
    return paths


def load_chunks(sources, expect=None):
    """Every readable chunk of sources concatenated into one array per field (mask as bool).

    A chunk that fails a check, or whose header differs from `expect` (a dict of
    header fields such as ruleset or obs_size), is skipped with a warning naming
    it: one bad file costs its records, not the run. Raises ChunkError when no
    chunk is left."""
    paths = chunk_paths(sources)
    parts = []
    for path in paths:
        try:
            header, arrays = read_chunk(path)
            for key, value in (expect or {}).items():
                if header.get(key) != value:
                    raise ChunkError(f"chunk {path}: header {key} is {header.get(key)!r}, expected {value!r}")
        except ChunkError as e:
            warnings.warn(f"skipping {e}", stacklevel=2)
            continue
        parts.append(arrays)
    if not parts:
        raise ChunkError(f"no readable chunk among the {len(paths)} files of {describe(sources)}")
    # Chunks from before the terms were recorded get NaN terms beside those that have them.
    terms = max(p["heuristic_terms"].shape[2] for p in parts)
    for p in parts:
        if p["heuristic_terms"].shape[2] == 0 < terms:
            p["heuristic_terms"] = np.full(p["heuristic_terms"].shape[:2] + (terms,), np.nan, np.float32)
    # Shapes must agree across chunks; without `expect` a mixed set fails here, loudly, in numpy.
    data = {name: np.concatenate([p[name] for p in parts]) for name in FIELDS}
    data["mask"] = data["mask"] != 0
    return data


def generation_dir(root, generation):
    """The folder that holds one generation's chunks."""
    return Path(root) / f"gen-{generation:04d}"


def replay_window(root, generation, window):
    """Chunk files of the last `window` generations up to `generation` (older ones first); missing folders are skipped."""
    first = max(0, generation - window + 1)
    folders = [generation_dir(root, g) for g in range(first, generation + 1)]
    return chunk_paths([f for f in folders if f.is_dir()])
