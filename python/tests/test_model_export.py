"""Model files: Python exports TorchScript with the catanlab.json header, C++ loads and checks it."""
import json
import re
import struct
import zipfile
from typing import Tuple

import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab.train.export import (HEADER_FILE, export_model, load_checkpoint, model_header,  # noqa: E402
                                   read_header, save_checkpoint, save_scripted, weights_crc32)
from catanlab.train.model import CatanNet, SearchModel  # noqa: E402

PLAYERS = 4


@pytest.fixture(scope="module")
def sizes():
    g = catanlab.Game("base", PLAYERS, 0, {})
    return g.observation_size, g.num_actions, PLAYERS


@pytest.fixture
def net(sizes):
    torch.manual_seed(0)
    return CatanNet(*sizes, width=32, blocks=1)


def test_exported_model_loads_in_cpp_and_python(net, sizes, tmp_path):
    path = tmp_path / "gen-0001.pt"
    written = export_model(net, path, ruleset="base", score_weight=0.25, generation=1)
    header = catanlab.model_header(str(path), rules="base", players=PLAYERS)
    for key in ("format", "version", "ruleset", "num_players", "obs_size", "num_actions"):
        assert header[key] == written[key]
    assert header["version"] == 2 and header["obs_size"] == sizes[0] and header["num_actions"] == sizes[1]
    assert read_header(path) == written

    module = torch.jit.load(str(path))
    assert header["weights_crc32"] == written["weights_crc32"] == weights_crc32(module)
    obs = torch.rand(5, sizes[0]) * 3
    policy, values = module(obs)
    assert policy.shape == (5, sizes[1]) and values.shape == (5, PLAYERS)
    assert ((values >= 0) & (values <= 1)).all()
    expected_policy, _ = SearchModel(net.eval(), 0.25)(obs)
    torch.testing.assert_close(policy, expected_policy)


@pytest.mark.parametrize("field,value", [("version", 3), ("ruleset", "no-such-rules"), ("obs_size", 7),
                                         ("num_actions", 3), ("num_players", 3), ("format", "other"),
                                         # of another type: never read as a default or another version
                                         ("version", 2.0), ("version", "2"), ("num_players", 4.0),
                                         ("score_weight", "0.25"), ("score_weight", 1.5), ("generation", "x"),
                                         ("architecture", []), ("values", 1)])
def test_a_header_that_differs_from_the_game_is_refused(net, tmp_path, field, value):
    path = tmp_path / f"bad-{field}.pt"
    header = {**model_header(net, "base", 0.25, 0), field: value}
    save_scripted(torch.jit.script(SearchModel(net.eval(), 0.25)), path, header)
    with pytest.raises(ValueError, match=field) as e:
        catanlab.model_header(str(path), rules="base", players=PLAYERS)
    assert path.name in str(e.value)


def test_a_version_1_model_without_checksum_still_loads(net, tmp_path):
    path = tmp_path / "v1.pt"
    header = {**model_header(net, "base", 0.25, 0), "version": 1}
    module = torch.jit.script(SearchModel(net.eval(), 0.25))
    torch.jit.save(module, str(path), _extra_files={"catanlab.json": json.dumps(header)})
    assert catanlab.model_header(str(path), rules="base", players=PLAYERS)["version"] == 1


def test_files_that_are_not_models_are_refused(net, tmp_path):
    junk = tmp_path / "junk.pt"
    junk.write_bytes(b"not a zip archive")
    with pytest.raises(ValueError, match="junk.pt"):
        catanlab.model_header(str(junk), rules="base", players=PLAYERS)
    with pytest.raises(ValueError, match="junk.pt"):
        read_header(junk)
    bare = tmp_path / "bare.pt"
    torch.jit.save(torch.jit.script(SearchModel(net.eval(), 0.25)), str(bare))  # no catanlab.json
    with pytest.raises(ValueError, match="bare.pt"):
        catanlab.model_header(str(bare), rules="base", players=PLAYERS)
    with pytest.raises(ValueError, match="catanlab.json"):
        read_header(bare)


def flip_byte(path, entry, offset):
    """Inverts one bit of the stored (uncompressed) bytes of the zip entry ending in `entry`."""
    with zipfile.ZipFile(path) as z:
        info = next(i for i in z.infolist() if i.filename.endswith(entry))
    assert info.compress_type == zipfile.ZIP_STORED and 0 <= offset < info.file_size
    raw = bytearray(path.read_bytes())
    name_len, extra_len = struct.unpack_from("<HH", raw, info.header_offset + 26)
    raw[info.header_offset + 30 + name_len + extra_len + offset] ^= 0x01
    path.write_bytes(raw)


@pytest.mark.parametrize("entry,offset", [("/data/0", 0), ("/data/0", 1000), ("/data/5", 3)])
def test_a_flipped_bit_in_the_weights_is_refused(net, tmp_path, entry, offset):
    path = tmp_path / "flipped.pt"
    export_model(net, path, ruleset="base", score_weight=0.25, generation=1)
    flip_byte(path, entry, offset)
    with pytest.raises(ValueError, match="flipped.pt: the weights do not match their checksum"):
        catanlab.model_header(str(path), rules="base", players=PLAYERS)
    with pytest.raises(ValueError, match="flipped.pt: the weights do not match their checksum"):
        catanlab.Agent(f"puct:model={path},sims=2").act(catanlab.Game("base", PLAYERS, 1, {}))


@pytest.mark.parametrize("checksum,error", [(None, "header has no 'weights_crc32'"),
                                            ("abc", "header weights_crc32 is \"abc\", not an unsigned integer"),
                                            (-1, "header weights_crc32 is -1, not an unsigned integer"),
                                            (12345, "the weights do not match their checksum")])
def test_a_missing_or_wrong_checksum_is_refused(net, tmp_path, checksum, error):
    path = tmp_path / "unchecked.pt"
    header = model_header(net, "base", 0.25, 0)
    if checksum is not None:
        header["weights_crc32"] = checksum
    # Written by hand: save_scripted would add the right checksum.
    torch.jit.save(torch.jit.script(SearchModel(net.eval(), 0.25)), str(path),
                   _extra_files={HEADER_FILE: json.dumps(header)})
    with pytest.raises(ValueError, match="unchecked.pt: " + error):
        catanlab.model_header(str(path), rules="base", players=PLAYERS)


class StandIn(torch.nn.Module):
    """A hand-written net for the base game, 4 seats: each subclass returns one malformed output."""

    def __init__(self, actions: int):
        super().__init__()
        self.actions = actions
        self.players = PLAYERS


class OneTensor(StandIn):
    def forward(self, obs):
        return torch.zeros(obs.shape[0], self.actions)


class ThreeOutputs(StandIn):
    def forward(self, obs):
        return torch.zeros(obs.shape[0], self.actions), torch.zeros(obs.shape[0], self.players), obs


class IntegerLogits(StandIn):
    def forward(self, obs):
        return torch.zeros(obs.shape[0], self.actions, dtype=torch.long), torch.zeros(obs.shape[0], self.players)


class BoolValues(StandIn):
    def forward(self, obs):
        return torch.zeros(obs.shape[0], self.actions), torch.zeros(obs.shape[0], self.players, dtype=torch.bool)


class NumberValues(StandIn):
    def forward(self, obs) -> Tuple[torch.Tensor, float]:
        return torch.zeros(obs.shape[0], self.actions), 0.5


class WideLogits(StandIn):
    def forward(self, obs):
        return torch.zeros(obs.shape[0], self.actions + 1), torch.zeros(obs.shape[0], self.players)


class NarrowValues(StandIn):
    def forward(self, obs):
        return torch.zeros(obs.shape[0], self.actions), torch.zeros(obs.shape[0], self.players - 1)


class OneRowOnly(StandIn):
    def forward(self, obs):
        return torch.zeros(1, self.actions), torch.zeros(1, self.players)


class Raises(StandIn):
    def forward(self, obs):
        if obs.shape[0] > 0:
            raise RuntimeError("the policy head is missing")
        return torch.zeros(obs.shape[0], self.actions), torch.zeros(obs.shape[0], self.players)


class FailingOperation(StandIn):
    def forward(self, obs):
        return obs @ torch.zeros(3, self.actions), torch.zeros(obs.shape[0], self.players)


class TwoArguments(StandIn):
    def forward(self, obs, mask):
        return torch.zeros(obs.shape[0], self.actions), torch.zeros(obs.shape[0], self.players)


class DoubleOutputs(StandIn):  # well formed: any floating point type is read as float32
    def forward(self, obs):
        values = torch.full((obs.shape[0], self.players), 0.25, dtype=torch.float64)
        return torch.zeros(obs.shape[0], self.actions, dtype=torch.float64), values


@pytest.mark.parametrize("stand_in,error", [
    (OneTensor, "forward must return \\(logits, values\\), not a Tensor"),
    (ThreeOutputs, "forward must return \\(logits, values\\), not a tuple of 3"),
    (IntegerLogits, "forward's logits must be floating point, not Long"),
    (BoolValues, "forward's values must be floating point, not Bool"),
    (NumberValues, "forward's values must be a tensor, not a Double"),
    (WideLogits, "forward's logits have shape \\[2, {A1}\\], expected \\[2, {A}\\] \\(batch, num_actions\\)"),
    (NarrowValues, "forward's values have shape \\[2, 3\\], expected \\[2, 4\\] \\(batch, num_players\\)"),
    (OneRowOnly, "forward's logits have shape \\[1, {A}\\], expected \\[2, {A}\\]"),
    (Raises, "forward raised: builtins.RuntimeError: the policy head is missing$"),
    (FailingOperation, "forward raised: .*mat1 and mat2 shapes cannot be multiplied"),
    (TwoArguments, "forward raised: forward\\(\\) is missing value for argument 'mask'"),
    (DoubleOutputs, None)])
def test_a_forward_that_raises_or_returns_malformed_outputs_is_refused_on_load(net, sizes, tmp_path, stand_in, error):
    path = tmp_path / f"{stand_in.__name__}.pt"
    save_scripted(torch.jit.script(stand_in(sizes[1])), path, model_header(net, "base", 0.25, 0))
    if error is None:
        assert catanlab.model_header(str(path), rules="base", players=PLAYERS)["generation"] == 0
        return
    error = f"^{re.escape(str(path))}: " + error.format(A=sizes[1], A1=sizes[1] + 1)
    with pytest.raises(ValueError, match=error):
        catanlab.model_header(str(path), rules="base", players=PLAYERS)
    with pytest.raises(ValueError, match=error):
        catanlab.Agent(f"puct:model={path},sims=2").act(catanlab.Game("base", PLAYERS, 1, {}))


def test_checkpoint_round_trip_keeps_weights_and_optimizer(net, sizes, tmp_path):
    optimizer = torch.optim.AdamW(net.parameters(), lr=1e-3)
    net(torch.rand(4, sizes[0]))[0].sum().backward()
    optimizer.step()
    save_checkpoint(tmp_path / "ckpt.pt", net, optimizer, {"generation": 7})
    loaded, optimizer_state, state = load_checkpoint(tmp_path / "ckpt.pt")
    assert state == {"generation": 7}
    assert loaded.architecture == net.architecture
    for a, b in zip(net.state_dict().values(), loaded.state_dict().values()):
        torch.testing.assert_close(a, b)
    restored = torch.optim.AdamW(loaded.parameters(), lr=1e-3)
    restored.load_state_dict(optimizer_state)
    assert restored.state_dict()["state"][0]["step"] == optimizer.state_dict()["state"][0]["step"]


@pytest.fixture
def diverged_model(net, tmp_path):
    """What a diverged training run leaves: a net whose weights are all NaN."""
    with torch.no_grad():
        for weight in net.parameters():
            weight.fill_(float("nan"))
    path = tmp_path / "diverged.pt"
    export_model(net, path, ruleset="base", score_weight=0.25, generation=7)
    return str(path)


@pytest.mark.parametrize("batch_size", [None, 2])
def test_a_diverged_opponent_raises_from_the_vec_env(diverged_model, batch_size):
    # The opponents play inside the env's OpenMP loop or its worker threads: their error reaches
    # the caller instead of ending the interpreter.
    env = catanlab.VecEnv(4, opponents=f"puct:model={diverged_model},sims=4", seed=1, batch_size=batch_size,
                          num_threads=2)
    with pytest.raises(ValueError, match=r"diverged\.pt: the network's logit of action '[^']+' is nan"):
        if batch_size is None:
            env.reset()
            for _ in range(200):
                env.step_random()
        else:
            env.async_reset()
            for _ in range(200):
                env.send_random(env.recv()[4]["env_id"])


@pytest.mark.parametrize("rules", [r for r in catanlab.rule_sets() if r != "goofspiel"])
def test_an_exported_net_plays_every_rule_set_legally(rules, tmp_path):
    # The neural agent (PUCT over an exported net, untrained) in one seat: its replay reads back
    # through Game.apply, which refuses an illegal decision.
    g = catanlab.Game(rules)
    torch.manual_seed(1)
    net = CatanNet(g.observation_size, g.num_actions, g.num_players, width=8, blocks=1)
    model = tmp_path / "net.pt"
    export_model(net, model, ruleset=rules, score_weight=0.25, generation=1)
    path = tmp_path / "game.jsonl"
    seats = [f"puct:model={model},sims=4"] + ["random"] * (g.num_players - 1)
    catanlab.play_game(rules, seats, 3, {"turn_cap": 25}, str(path))
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    replay = catanlab.Game(rules, g.num_players, lines[0]["seed"], {"turn_cap": 25})
    decisions = 0
    for line in lines[1:]:
        if "a" in line:
            decisions += line["p"] == 0
            replay.apply(line["a"])
    assert decisions > 10 and replay.is_terminal()
