"""catanlab.nnue: the layout a net is built for, the file it is exported to and read back from."""
import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab.nnue import NnueNet, export, layout_of, load, read_header  # noqa: E402


@pytest.fixture(scope="module")
def base():
    return layout_of(catanlab.Game("base", 4, 0))


def random_observations(rules, players, count, seed=1):
    """Observations of the seat to move along a random game."""
    import random
    g, rng, out = catanlab.Game(rules, players, seed), random.Random(seed), []
    while len(out) < count and not g.is_terminal():
        if g.is_chance():
            g.apply(g.sample_chance())
            continue
        out.append(torch.tensor(g.observe(g.current_player)))
        g.apply(rng.choice(g.legal_actions()))
    return torch.stack(out)


def test_layout_names_the_rule_set_and_its_shapes(base):
    g = catanlab.Game("base", 4, 0)
    assert base["rules"] == "base" and base["players"] == 4
    assert base["observation_size"] == g.observation_size and base["num_actions"] == g.num_actions
    assert layout_of(catanlab.Game("base", 4, 7)) == base  # the seed is no part of it
    assert layout_of(catanlab.Game("seafarers", 4, 0))["layout_hash"] != base["layout_hash"]
    assert layout_of(catanlab.Game("base", 3, 0))["layout_hash"] == base["layout_hash"]  # seats are checked apart


def test_values_are_a_distribution_over_the_seats(base):
    net = NnueNet(base, hidden=16)
    logits, values = net(random_observations("base", 4, 8))
    assert logits.shape == (8, base["num_actions"]) and values.shape == (8, 4)
    assert torch.allclose(values.sum(dim=1), torch.ones(8))


def test_export_then_load_gives_the_same_net(base, tmp_path):
    torch.manual_seed(0)
    net = NnueNet(base, hidden=32)
    obs = random_observations("base", 4, 16)
    net.fit_input_scale(obs)
    header = export(net, tmp_path / "v.nnue", meta={"generation": 3})
    assert read_header(tmp_path / "v.nnue") == header and header["meta"] == {"generation": 3}
    back = load(tmp_path / "v.nnue")
    assert back.layout == net.layout and back.hidden == 32
    assert torch.equal(back.input_scale, net.input_scale)
    for (a, b) in zip(net(obs), back(obs)):  # the transformer's weights are stored in half precision
        assert torch.allclose(a, b, atol=1e-3)


def test_damaged_files_are_refused_by_name(base, tmp_path):
    path = tmp_path / "v.nnue"
    export(NnueNet(base, hidden=8), path)
    data = bytearray(path.read_bytes())
    data[100] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="v.nnue: corrupt"):
        load(path)
    path.write_bytes(b"PK\x03\x04 a zip, not ours")
    with pytest.raises(ValueError, match="not a catanlab NNUE file"):
        load(path)
