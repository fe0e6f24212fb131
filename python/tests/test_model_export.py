"""Model files: Python exports TorchScript with the catanlab.json header, C++ loads and checks it."""
import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab.train.export import (export_model, load_checkpoint, model_header, read_header,  # noqa: E402
                                   save_checkpoint, save_scripted)
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
    assert header["version"] == 1 and header["obs_size"] == sizes[0] and header["num_actions"] == sizes[1]
    assert read_header(path) == written

    module = torch.jit.load(str(path))
    obs = torch.rand(5, sizes[0]) * 3
    policy, values = module(obs)
    assert policy.shape == (5, sizes[1]) and values.shape == (5, PLAYERS)
    assert ((values >= 0) & (values <= 1)).all()
    expected_policy, _ = SearchModel(net.eval(), 0.25)(obs)
    torch.testing.assert_close(policy, expected_policy)


@pytest.mark.parametrize("field,value", [("version", 2), ("ruleset", "no-such-rules"), ("obs_size", 7),
                                         ("num_actions", 3), ("num_players", 3), ("format", "other")])
def test_a_header_that_differs_from_the_game_is_refused(net, tmp_path, field, value):
    path = tmp_path / f"bad-{field}.pt"
    header = {**model_header(net, "base", 0.25, 0), field: value}
    save_scripted(torch.jit.script(SearchModel(net.eval(), 0.25)), path, header)
    with pytest.raises(ValueError, match=field) as e:
        catanlab.model_header(str(path), rules="base", players=PLAYERS)
    assert path.name in str(e.value)


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
