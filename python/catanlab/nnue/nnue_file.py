"""The .nnue file agents/nnue/nnue_file.cpp reads (docs/agents.md, "The learned evaluator"):

  magic      8 bytes  b"catnnue\\n"
  version    u32      FORMAT_VERSION
  json size  u32      then that many bytes of UTF-8 JSON: rules, players, observation_size,
                      num_actions, layout_hash, hidden, hidden2, heuristic_temperature (version 2;
                      0: the net alone), value_terms (version 3: the heuristic's terms the net reads,
                      K names; [] for none), and "meta" (the trainer's, free)
  tensors             little-endian, in this order:
                        input_scale f32[observation_size]
                        ft_weight   f16[observation_size, hidden]   (one row per observation entry)
                        ft_bias     f32[hidden]
                        fc_weight   f32[hidden2, hidden]   fc_bias     f32[hidden2]
                        value_weight f32[players, hidden2] value_bias  f32[players]
                        policy_weight f32[num_actions, hidden2] policy_bias f32[num_actions]
                        term_weight f32[players * K, hidden2]   term_bias f32[players * K]
  crc32      u32      zlib's CRC-32 of every byte before it

The feature transformer's weights, nearly all of the file, are half precision: the files ship in
the repository. Written under a temporary name and renamed: a crash never leaves half a file.
"""
import json
import os
import struct
import zlib
from pathlib import Path

import numpy as np
import torch

from catanlab.nnue.model import NnueNet

MAGIC = b"catnnue\n"
FORMAT_VERSION = 3  # 2 added heuristic_temperature, 3 value_terms; older files load as nets without them
LAYOUT_KEYS = ("rules", "players", "observation_size", "num_actions", "layout_hash")


def _tensors(net):
    """(tensor, stored dtype, stored transposed) in file order."""
    terms = [(net.terms.weight, "<f4", False), (net.terms.bias, "<f4", False)] if net.terms else []
    return [(net.input_scale, "<f4", False), (net.ft.weight, "<f2", True), (net.ft.bias, "<f4", False),
            (net.fc.weight, "<f4", False), (net.fc.bias, "<f4", False),
            (net.value.weight, "<f4", False), (net.value.bias, "<f4", False),
            (net.policy.weight, "<f4", False), (net.policy.bias, "<f4", False), *terms]


def export(net: NnueNet, path, meta: dict = None) -> dict:
    """Writes `net` for C++ (and load); returns the JSON header written. ValueError for a net with NaN or
    infinite weights (C++ would refuse the file: has its training diverged?)."""
    if not all(torch.isfinite(t).all() for t, _, _ in _tensors(net)):
        raise ValueError("export: the net has NaN or infinite weights (has its training diverged?)")
    if net.ft.weight.abs().max() > np.finfo(np.float16).max:
        raise ValueError("export: a feature-transformer weight is beyond half precision's range (diverging?)")
    header = {**net.layout, "hidden": net.hidden, "hidden2": net.hidden2,
              "heuristic_temperature": net.heuristic_temperature, "value_terms": net.value_terms, "meta": meta or {}}
    text = json.dumps(header, sort_keys=True).encode("utf-8")
    body = MAGIC + struct.pack("<II", FORMAT_VERSION, len(text)) + text
    for tensor, dtype, transposed in _tensors(net):
        array = tensor.detach().cpu().to(torch.float32).numpy()
        body += np.ascontiguousarray(array.T if transposed else array).astype(dtype).tobytes()
    body += struct.pack("<I", zlib.crc32(body))
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(body)
    os.replace(tmp, path)
    return header


def _checked(path):
    """(header, bytes after the header) of a file, after the magic, version and checksum checks."""
    data = Path(path).read_bytes()
    if data[:8] != MAGIC:
        raise ValueError(f"{path}: not a catanlab NNUE file")
    version, size = struct.unpack_from("<II", data, 8)
    if not 1 <= version <= FORMAT_VERSION:
        raise ValueError(f"{path}: format version {version}, this catanlab reads 1 to {FORMAT_VERSION}")
    if len(data) < 20 + size or zlib.crc32(data[:-4]) != struct.unpack("<I", data[-4:])[0]:
        raise ValueError(f"{path}: corrupt (the checksum does not match)")
    return json.loads(data[16:16 + size].decode("utf-8")), data[16 + size:-4]


def read_header(path) -> dict:
    """The JSON header of a file: rules, players, sizes, layout_hash, hidden, hidden2, heuristic_temperature
    (2 and later), value_terms (3 and later), meta."""
    return _checked(path)[0]


def load(path) -> NnueNet:
    """The net a file holds (its ft_weight rounded to half precision, as C++ reads it), on the CPU."""
    header, data = _checked(path)
    net = NnueNet({k: header[k] for k in LAYOUT_KEYS}, hidden=header["hidden"], hidden2=header["hidden2"],
                  heuristic_temperature=header.get("heuristic_temperature", 0.0),
                  value_terms=header.get("value_terms", []))
    at = 0
    with torch.no_grad():
        for tensor, dtype, transposed in _tensors(net):
            shape = tuple(reversed(tensor.shape)) if transposed else tuple(tensor.shape)
            count = int(np.prod(shape))
            if at + count * np.dtype(dtype).itemsize > len(data):
                raise ValueError(f"{path}: too short for its header's sizes")
            stored = np.frombuffer(data, dtype=dtype, count=count, offset=at).astype(np.float32).reshape(shape)
            at += count * np.dtype(dtype).itemsize
            tensor.copy_(torch.from_numpy(stored.T.copy() if transposed else stored))
    if at != len(data):
        raise ValueError(f"{path}: {len(data) - at} bytes beyond its header's sizes")
    return net
