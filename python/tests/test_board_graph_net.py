"""The board-aware network: the layout it reads (Game.board_graph) is the observation's and the
action ids' real one, and it exports, loads in C++ and plays like the residual MLP."""
import pytest

torch = pytest.importorskip("torch")

import catanlab  # noqa: E402
from catanlab.train.export import export_model, load_checkpoint, save_checkpoint  # noqa: E402
from catanlab.train.model import BoardGraphNet, SearchModel  # noqa: E402

PLAYERS = 4


def small_net(game):
    torch.manual_seed(0)
    return BoardGraphNet(game.observation_size, game.num_actions, PLAYERS, game.board_graph(), channels=8, rounds=1,
                         width=16, blocks=1)


def test_the_per_position_action_blocks_are_where_board_graph_says():
    g = catanlab.Game("base", PLAYERS, 0, {})
    b = g.board_graph()
    for v in range(b["num_vertices"]):
        assert g.action_name(b["settlement_action"] + v) == f"build_settlement v{v}"
        assert g.action_name(b["city_action"] + v) == f"build_city v{v}"
    for e in range(b["num_edges"]):
        assert g.action_name(b["road_action"] + e) == f"build_road e{e}"
    for h in range(b["num_hexes"]):
        assert g.action_name(b["robber_action"] + h) == f"move_robber h{h}"


@pytest.mark.parametrize("players", [4, 6])  # six: the 5-6 extension's board, a row per seat
def test_the_vertex_and_edge_rows_show_the_pieces_placed_there(players):
    g = catanlab.Game("base", players, 3, {})
    b = g.board_graph()
    H, V, hf, vf, ef = b["num_hexes"], b["num_vertices"], b["hex_features"], b["vertex_features"], b["edge_features"]
    placed = []  # (seat, "build_settlement v12" or "build_road e30")
    while g.phase.startswith("setup"):
        seat = g.current_player
        action = g.legal_actions()[len(placed) * 7 % len(g.legal_actions())]
        placed.append((seat, g.action_name(action)))
        g.apply(action)
    viewer = 1
    obs = g.observe(viewer)
    vertex_rows = obs[H * hf:H * hf + V * vf].reshape(V, vf)
    edge_rows = obs[H * hf + V * vf:H * hf + V * vf + b["num_edges"] * ef].reshape(-1, ef)
    settlements = {(int(n.split("v")[1]), s) for s, n in placed if n.startswith("build_settlement")}
    roads = {(int(n.split("e")[1]), s) for s, n in placed if n.startswith("build_road")}
    assert len(settlements) == 2 * players and len(roads) == 2 * players
    rel = lambda seat: (seat - viewer) % players  # noqa: E731
    assert {(v, s) for v in range(V) for s in range(players) if vertex_rows[v, rel(s)]} == settlements
    assert {(e, s) for e in range(b["num_edges"]) for s in range(players) if edge_rows[e, rel(s)]} == roads
    # edge_vertex: each set-up road touches one of its seat's settlements.
    ends = b["edge_vertex"]
    for e, seat in roads:
        assert {int(ends[e][0]), int(ends[e][1])} & {v for v, s in settlements if s == seat}, (e, seat)


def test_a_graph_net_exports_loads_in_cpp_and_plays_legal_moves(tmp_path):
    g = catanlab.Game("base", PLAYERS, 5, {})
    net = small_net(g)
    path = tmp_path / "graph.pt"
    export_model(net, path, ruleset="base", score_weight=0.25, generation=1)
    assert catanlab.model_header(str(path), rules="base", players=PLAYERS)["architecture"]["kind"] == "board_graph"
    obs = torch.rand(3, g.observation_size) * 2
    scripted = torch.jit.load(str(path))
    torch.testing.assert_close(scripted(obs)[0], SearchModel(net.eval(), 0.25)(obs)[0])

    agent = catanlab.Agent(f"puct:model={path},sims=8")
    agent.reset(1)
    for _ in range(12):  # set-up and the first turns: settlement, road, roll and build decisions
        while g.is_chance():
            g.apply(g.sample_chance())
        action = agent.act(g)
        assert action in g.legal_actions()
        g.apply(action)


def test_a_graph_checkpoint_round_trips(tmp_path):
    g = catanlab.Game("base", PLAYERS, 0, {})
    net = small_net(g)
    save_checkpoint(tmp_path / "ckpt.pt", net, None, {"generation": 2})
    loaded, _, state = load_checkpoint(tmp_path / "ckpt.pt")
    assert isinstance(loaded, BoardGraphNet) and loaded.architecture == net.architecture and state["generation"] == 2
    obs = torch.rand(2, g.observation_size)
    torch.testing.assert_close(loaded.eval().heads(obs)[0], net.eval().heads(obs)[0])


def test_a_layout_the_graph_cannot_read_is_refused():
    g = catanlab.Game("base", PLAYERS, 0, {})
    with pytest.raises(ValueError, match="board_graph"):
        BoardGraphNet(100, g.num_actions, PLAYERS, g.board_graph())
    with pytest.raises(ValueError, match="board_graph"):
        BoardGraphNet(g.observation_size, 200, PLAYERS, g.board_graph())


def test_cities_and_knights_reads_the_same_base_rows_with_its_own_ids_in_the_tail():
    g = catanlab.Game("cities_knights", PLAYERS, 0, {})
    net = small_net(g)
    assert net.tail == g.num_actions - (g.board_graph()["robber_action"] + g.board_graph()["num_hexes"])
    policy, winner, vp = net.heads(torch.rand(2, g.observation_size))
    assert policy.shape == (2, g.num_actions) and winner.shape == (2, PLAYERS + 1) and vp.shape == (2, PLAYERS)
