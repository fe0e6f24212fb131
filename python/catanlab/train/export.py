"""Model files for C++ (TorchScript + the catanlab.json header, docs/neural.md) and checkpoints.

export_model(net, path, ruleset=, score_weight=, generation=) -> header   what the search loads
save_scripted(module, path, header) -> header   the file format itself, adding the weights' checksum
                                      (tests use it to write bad headers and bad models)
weights_crc32(module)                 the checksum C++ checks on load
read_header(path)                     the header of a model file, read in Python
save_checkpoint / load_checkpoint     weights, optimizer and loop state, to resume training
Every file is written under a temporary name and renamed, so a crash never leaves half a file.
"""
import json
import os
import zipfile
import zlib
from pathlib import Path

import torch

from catanlab.train.model import SearchModel, net_from_architecture

MODEL_FORMAT = "catanlab-model"
MODEL_VERSION = 2
HEADER_FILE = "catanlab.json"


def model_header(net, ruleset, score_weight, generation):
    arch = net.architecture
    return {"format": MODEL_FORMAT, "version": MODEL_VERSION, "ruleset": ruleset,
            "num_players": arch["num_players"], "obs_size": arch["obs_size"], "num_actions": arch["num_actions"],
            "architecture": arch, "generation": generation, "score_weight": score_weight,
            "values": "(1 - score_weight) * P(win) + score_weight * min(final VP / 10, 1)"}


def weights_crc32(module):
    """CRC-32 (zlib's) of every parameter's and buffer's bytes, in the order of their sorted names."""
    weights = {**dict(module.named_parameters()), **dict(module.named_buffers())}
    crc = 0
    for name in sorted(weights):
        crc = zlib.crc32(weights[name].detach().cpu().contiguous().reshape(-1).view(torch.uint8).numpy(), crc)
    return crc


def save_scripted(module, path, header):
    """torch.jit.save with the header, plus weights_crc32, as the extra file catanlab.json, atomically;
    returns the header written."""
    path = Path(path)
    header = {**header, "weights_crc32": weights_crc32(module)}
    tmp = path.with_name(path.name + ".tmp")
    torch.jit.save(module, str(tmp), _extra_files={HEADER_FILE: json.dumps(header)})
    os.replace(tmp, path)
    return header


def export_model(net, path, *, ruleset, score_weight, generation):
    """Scripts SearchModel(net) on the CPU in eval mode and writes it with its header; returns the header."""
    was_training = net.training
    cpu = net_from_architecture(net.architecture)
    cpu.load_state_dict({k: v.detach().cpu() for k, v in net.state_dict().items()})
    cpu.eval()
    header = save_scripted(torch.jit.script(SearchModel(cpu, score_weight)), path,
                           model_header(cpu, ruleset, score_weight, generation))
    net.train(was_training)
    return header


def read_header(path):
    """The catanlab.json header of a model file; ValueError naming the file when it has none."""
    try:
        with zipfile.ZipFile(path) as z:
            name = next((n for n in z.namelist() if n.endswith("/extra/" + HEADER_FILE)), None)
            if name is None:
                raise ValueError(f"model {path}: no extra file {HEADER_FILE} (not exported by catanlab.train)")
            return json.loads(z.read(name).decode("utf-8"))
    except (zipfile.BadZipFile, OSError) as e:
        raise ValueError(f"model {path}: not a TorchScript file: {e}") from e


def save_checkpoint(path, net, optimizer, state):
    """Weights, architecture, optimizer and `state` (a dict of the loop's own, e.g. the generation)."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    torch.save({"architecture": net.architecture, "model": net.state_dict(),
                "optimizer": optimizer.state_dict() if optimizer else None, "state": state}, tmp)
    os.replace(tmp, path)


def load_checkpoint(path, device="cpu"):
    """(net on device, optimizer state dict or None, state) of a checkpoint."""
    try:
        ckpt = torch.load(path, map_location=device)
    except (OSError, RuntimeError) as e:
        raise ValueError(f"checkpoint {path}: cannot read: {e}") from e
    net = net_from_architecture(ckpt["architecture"]).to(device)
    net.load_state_dict(ckpt["model"])
    return net, ckpt["optimizer"], ckpt["state"]
