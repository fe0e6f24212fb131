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


def test_a_net_over_the_heuristic_adds_its_values_and_keeps_its_temperature(base, tmp_path):
    torch.manual_seed(1)
    over = NnueNet(base, hidden=16, heuristic_temperature=20)
    alone = NnueNet(base, hidden=16)
    alone.load_state_dict(over.state_dict())
    obs = random_observations("base", 4, 6)
    heuristic = torch.rand(6, 4) * 100
    want = torch.softmax(alone.heads(obs)[1] + heuristic / 20, dim=-1)
    assert torch.allclose(over(obs, heuristic)[1], want, atol=1e-6)
    with pytest.raises(ValueError, match="needs the records' heuristic values"):
        over(obs)
    with pytest.raises(ValueError, match="needs the records' heuristic values"):
        over(obs, torch.full((6, 4), float("nan")))  # format 2 chunks
    export(over, tmp_path / "over.nnue")
    assert read_header(tmp_path / "over.nnue")["heuristic_temperature"] == 20
    assert load(tmp_path / "over.nnue").heuristic_temperature == 20
    with pytest.raises(ValueError, match="heuristic_temperature -1"):
        NnueNet(base, hidden=16, heuristic_temperature=-1)


def test_a_net_over_the_terms_weighs_them_by_position_and_cpp_agrees(tmp_path):
    """value_terms: the heuristic's terms, each weighted by the position; 0 at first, so the untrained net is the
    net over the total; exported (format 3), loaded back, and evaluated by C++ as by PyTorch."""
    from catanlab._catanlab import nnue_forward
    from catanlab.nnue import value_terms_of
    g = catanlab.Game("cities_knights", 4, 0)
    layout, names = layout_of(g), value_terms_of(g)
    assert names[:3] == ["vp", "win", "production"] and names[-1].startswith("module:")
    torch.manual_seed(3)
    net = NnueNet(layout, hidden=32, heuristic_temperature=20, value_terms=names)
    obs = random_observations("cities_knights", 4, 12, seed=2)
    heuristic, terms = torch.rand(12, 4) * 100, torch.rand(12, 4, len(names)) * 30
    over = NnueNet(layout, hidden=32, heuristic_temperature=20)
    over.load_state_dict({k: v for k, v in net.state_dict().items() if not k.startswith("terms.")})
    assert torch.allclose(net(obs, heuristic, terms)[1], over(obs, heuristic)[1])
    with torch.no_grad():  # weights the position sets
        net.terms.weight.normal_(0, 0.1)
        net.terms.bias.normal_(0, 0.1)
    assert not torch.allclose(net(obs, heuristic, terms)[1], over(obs, heuristic)[1])
    with pytest.raises(ValueError, match="needs the records' heuristic_terms"):
        net(obs, heuristic)
    with pytest.raises(ValueError, match="needs the records' heuristic_terms"):
        net(obs, heuristic, torch.full((12, 4, len(names)), float("nan")))  # format 3 chunks beside format 4
    with pytest.raises(ValueError, match="value_terms need a heuristic_temperature"):
        NnueNet(layout, hidden=32, value_terms=names)
    export(net, tmp_path / "t.nnue")
    assert read_header(tmp_path / "t.nnue")["value_terms"] == names
    back = load(tmp_path / "t.nnue")
    assert back.value_terms == names
    logits, values = back(obs, heuristic, terms)
    cpp_logits, cpp_values = nnue_forward(str(tmp_path / "t.nnue"), "cities_knights", 4, obs.numpy(),
                                          heuristic.double().numpy(), terms.double().numpy())
    assert torch.allclose(torch.from_numpy(cpp_values), values.detach(), atol=1e-5)
    assert torch.allclose(torch.from_numpy(cpp_logits), logits.detach(), atol=1e-4)
    # A game whose heuristic has other terms refuses the file: retrain.
    stale = NnueNet(layout, hidden=8, heuristic_temperature=20, value_terms=names[:-1])
    export(stale, tmp_path / "stale.nnue")
    with pytest.raises(ValueError, match="stale.nnue: stale: trained on the heuristic's terms"):
        nnue_forward(str(tmp_path / "stale.nnue"), "cities_knights", 4, obs.numpy())


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


@pytest.mark.parametrize("rules,players", [("base", 4), ("cities_knights", 4), ("conquest", 4), ("colonies", 6)])
def test_cpp_forward_is_the_python_forward(rules, players, tmp_path):
    """The C++ evaluator (agents/nnue/) reads the exported file and computes what PyTorch does."""
    from catanlab._catanlab import nnue_forward, nnue_layout_hash
    g = catanlab.Game(rules, players, 0)
    layout = layout_of(g)
    assert layout["layout_hash"] == nnue_layout_hash(rules, players)
    torch.manual_seed(2)
    net = NnueNet(layout, hidden=64)
    obs = random_observations(rules, players, 24, seed=5)
    net.fit_input_scale(obs)
    export(net, tmp_path / "v.nnue")
    logits, values = load(tmp_path / "v.nnue")(obs)  # the file's weights: the transformer's rounded to halves
    cpp_logits, cpp_values = nnue_forward(str(tmp_path / "v.nnue"), rules, players, obs.numpy())
    assert torch.allclose(torch.from_numpy(cpp_values), values.detach(), atol=1e-5)
    assert torch.allclose(torch.from_numpy(cpp_logits), logits.detach(), atol=1e-4)
    original_logits, original_values = net(obs)  # and the trained net's own, within the halves' rounding
    assert torch.allclose(torch.from_numpy(cpp_values), original_values.detach(), atol=2e-3)


def test_cpp_refuses_a_file_for_another_layout(base, tmp_path):
    from catanlab._catanlab import nnue_forward
    stale = dict(base, layout_hash=base["layout_hash"] ^ 1)
    export(NnueNet(stale, hidden=8), tmp_path / "old.nnue")
    obs = random_observations("base", 4, 1).numpy()
    with pytest.raises(ValueError, match="old.nnue: stale: .*retrain the model for base"):
        nnue_forward(str(tmp_path / "old.nnue"), "base", 4, obs)


def test_strong_plays_for_any_rule_set():
    """The agent `strong` (models/<rules>/strong.json, or the default) from Python as from the CLI."""
    assert "strong" in catanlab.agent_names()
    assert catanlab.play_game("base", ["strong", "random", "random"], 3)["steps"] > 0
    g = catanlab.Game("seafarers", 4, 1)  # no manifest: heuristic-leaf ISMCTS
    while g.is_chance():
        g.apply(g.sample_chance())
    assert catanlab.Agent("strong").act(g) in g.legal_actions()


def test_fresh_exports_an_untrained_net_for_a_rule_set(tmp_path):
    from catanlab.nnue.fresh import main
    main(["seafarers", str(tmp_path / "s.nnue"), "--hidden", "16"])
    header = read_header(tmp_path / "s.nnue")
    assert header["rules"] == "seafarers" and header["hidden"] == 16 and header["meta"]["generation"] == 0
    assert header["layout_hash"] == layout_of(catanlab.Game("seafarers", 4, 0))["layout_hash"]
    with pytest.raises(ValueError, match="multiples of 8"):
        NnueNet(layout_of(catanlab.Game("base", 4, 0)), hidden=12)


@pytest.mark.parametrize("rules,terms", [("base", False), ("barbarian_attack", False), ("base", True)])
def test_ismcts_plays_a_game_with_an_exported_net(rules, terms, tmp_path):
    """An untrained NnueNet, exported here, as ISMCTS's leaf value and PUCT prior in a whole game; and one over
    the heuristic's terms."""
    from catanlab.nnue import value_terms_of
    g = catanlab.Game(rules, 4, 0)
    over = {"heuristic_temperature": 20, "value_terms": value_terms_of(g)} if terms else {}
    net = NnueNet(layout_of(g), hidden=32, **over)
    if terms:
        with torch.no_grad():
            net.terms.bias.normal_(0, 0.1)
    export(net, tmp_path / "v.nnue")
    spec = f"ismcts:iters=16,sel=puct,prior=net,leaf=net,model={tmp_path / 'v.nnue'}"
    result = catanlab.play_game(rules, [spec, "ismcts:iters=16,leaf=net,model=" + str(tmp_path / "v.nnue"),
                                        "random", "random"], 5)
    assert result["steps"] > 0 and result["turns"] > 0


def test_a_diverged_net_is_not_exported(base, tmp_path):
    net = NnueNet(base, hidden=8)
    with torch.no_grad():
        net.fc.weight[0, 0] = float("nan")
    with pytest.raises(ValueError, match="NaN or infinite weights"):
        export(net, tmp_path / "v.nnue")
    assert not (tmp_path / "v.nnue").exists()
