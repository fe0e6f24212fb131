"""Bad input raises Python exceptions, never crashes the interpreter."""
import json

import numpy as np
import pytest

import catanlab


def test_illegal_action_names_action_and_phase():
    g = catanlab.Game(seed=1)
    with pytest.raises(ValueError, match=r"'end_turn' is not legal in phase setup_settlement"):
        g.apply("end_turn")
    with pytest.raises(ValueError, match="out of range"):
        g.apply(10**6)
    with pytest.raises(ValueError, match="unknown action name 'fly'"):
        g.apply("fly")
    with pytest.raises(TypeError):
        g.apply(1.5)
    with pytest.raises(ValueError):
        g.action_name(-1)
    with pytest.raises(ValueError, match="not at a chance node"):
        g.sample_chance()


def test_bad_rule_set_lists_the_valid_ones():
    with pytest.raises(ValueError, match=r"unknown rule set 'nope'.*base"):
        catanlab.Game("nope")
    with pytest.raises(ValueError, match=r"unknown rule set 'nope'.*base"):
        catanlab.VecEnv(2, "nope")
    with pytest.raises(ValueError, match="option"):
        catanlab.Game(options={"no_such_option": 1})
    with pytest.raises(ValueError, match="players"):
        catanlab.Game(players=7)
    with pytest.raises(ValueError, match="unknown agent"):
        catanlab.SeatEnv(opponents="grandmaster")
    with pytest.raises(ValueError, match="one agent per seat"):
        catanlab.play_game("base", [])


def test_bad_json_and_seats():
    g = catanlab.Game()
    with pytest.raises(ValueError, match="malformed JSON"):
        g.from_json("{")
    with pytest.raises(ValueError, match="players"):
        catanlab.Game(players=3).from_json(g.to_json())
    with pytest.raises(ValueError, match="seat"):
        g.observe(4)


def test_bad_seat_or_opponents():
    for make in (lambda **kw: catanlab.SeatEnv(**kw), lambda **kw: catanlab.VecEnv(2, **kw)):
        with pytest.raises(ValueError, match="seat 4 is not a seat"):
            make(seat=4, opponents="random")
        with pytest.raises(ValueError, match="2 opponents given for the 3 other seats"):
            make(opponents=["random", "heuristic"])
        with pytest.raises(ValueError, match="unknown agent"):
            make(opponents="nobody")


def test_observe_out_of_wrong_dtype_or_shape():
    g = catanlab.Game()
    with pytest.raises(TypeError, match="float32"):
        g.observe(0, out=np.zeros(g.observation_size, np.float64))
    with pytest.raises(TypeError, match="shape"):
        g.observe(0, out=np.zeros(3, np.float32))


def test_vec_env_actions_of_wrong_dtype_or_shape():
    env = catanlab.VecEnv(4, seed=1)
    env.reset()
    with pytest.raises(TypeError, match="integer dtype"):
        env.step(np.zeros(4, np.float32))
    with pytest.raises(TypeError, match="shape"):
        env.step(np.zeros(3, np.int64))
    with pytest.raises(TypeError, match="shape"):
        env.step(np.zeros((4, 1), np.int32))


def test_vec_env_illegal_action_changes_nothing():
    env = catanlab.VecEnv(4, seed=1)
    obs, infos = env.reset()
    before = obs.copy()
    actions = infos["action_mask"].argmax(1)
    actions[2] = 0  # end_turn: not legal during set-up
    with pytest.raises(ValueError, match=r"env 2: 'end_turn' is not legal in phase setup_settlement"):
        env.step(actions)
    assert np.array_equal(env.obs, before)


def test_vec_env_steps_before_reset():
    env = catanlab.VecEnv(3, seed=4)
    obs, rewards, terminations, truncations, infos = env.step_random()
    assert infos["action_mask"].any(axis=1).all() and env.seeds().tolist() == [4, 5, 6]


def test_async_misuse():
    env = catanlab.VecEnv(4, seed=1, batch_size=2)
    env.async_reset()
    with pytest.raises(ValueError, match="in flight"):
        env.step_random()
    ids = env.recv()[4]["env_id"]
    with pytest.raises(ValueError, match="before its result"):
        env.send_random([int(e) for e in range(4) if e not in ids][:1])
    with pytest.raises(ValueError, match="out of range"):
        env.send_random([9])
    with pytest.raises(ValueError, match="twice"):
        env.send_random([ids[0], ids[0]])
    with pytest.raises(ValueError, match="batch_size"):
        catanlab.VecEnv(4, batch_size=5)
    with pytest.raises(ValueError, match="num_envs"):
        catanlab.VecEnv(-3)


def test_env_step_after_the_end():
    env = catanlab.Env(seed=1, options={"turn_cap": 20})  # the first legal action never builds: the cap truncates
    env.reset()
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            assert trunc and not term
            with pytest.raises(ValueError, match="is done"):
                env.step(0)
            env.step(None)
        else:
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.agents == []


def test_integers_past_their_c_type_raise_value_error():
    g = catanlab.Game(seed=1)
    env = catanlab.VecEnv(2, seed=1)
    env.reset()
    calls = {
        "apply(2**31)": lambda: g.apply(2**31),
        "apply(2**64)": lambda: g.apply(2**64),
        "apply(-2**63 - 1)": lambda: g.apply(-2**63 - 1),
        "observe(2**31)": lambda: g.observe(2**31),
        "victory_points(-2**31 - 1)": lambda: g.victory_points(-2**31 - 1),
        "render(2**31)": lambda: g.render(2**31),
        "to_svg(2**31)": lambda: g.to_svg(2**31),
        "action_name(2**31)": lambda: g.action_name(2**31),
        "reset(2**64)": lambda: g.reset(2**64),
        "reset(-1)": lambda: g.reset(-1),
        "resample_hidden(0, 2**64)": lambda: g.resample_hidden(0, 2**64),
        "Game(players=2**31)": lambda: catanlab.Game(players=2**31),
        "Game(seed=2**64)": lambda: catanlab.Game(seed=2**64),
        "Game(options=2**31)": lambda: catanlab.Game(options={"turn_cap": 2**31}),
        "Agent.reset(-1)": lambda: catanlab.Agent("random").reset(-1),
        "derive_seed(2**64, 1)": lambda: catanlab._catanlab.derive_seed(2**64, 1),
        "play_game(seed=-1)": lambda: catanlab.play_game("base", ["random"] * 2, seed=-1),
        "play_game(options=2**31)": lambda: catanlab.play_game("base", ["random"] * 2, options={"turn_cap": 2**31}),
        "VecEnv(2**31)": lambda: catanlab.VecEnv(2**31),
        "VecEnv(seed=2**64)": lambda: catanlab.VecEnv(2, seed=2**64),
        "VecEnv.reset(seed=2**64)": lambda: env.reset(seed=2**64),
        "VecEnv.state_json(2**31)": lambda: env.state_json(2**31),
        "VecEnv.step([2**31, 0])": lambda: env.step([2**31, 0]),
        "VecEnv.step(int64 2**31)": lambda: env.step(np.array([0, 2**31], np.int64)),
        "VecEnv.step(uint64 2**63)": lambda: env.step(np.array([0, 2**63], np.uint64)),
        "VecEnv.step([2**64, 0])": lambda: env.step([2**64, 0]),
        "play_campaign(seed=2**64)": lambda: catanlab.play_campaign("conquerors", ["random"] * 3, seed=2**64),
        "model_header(players=2**31)": lambda: catanlab.model_header("m.pt", players=2**31),
    }
    for name, call in calls.items():
        with pytest.raises(ValueError):
            call()
            pytest.fail(f"{name} raised nothing")
    with pytest.raises(ValueError, match=r"action id 2147483648 is out of range 0\.\."):
        g.apply(2**31)
    with pytest.raises(ValueError, match=r"2147483648 is outside -2147483648\.\.2147483647"):
        g.observe(2**31)
    with pytest.raises(ValueError, match=r"actions: 2147483648 is outside the 32-bit range"):
        env.step(np.array([0, 2**31], np.int64))


def test_state_json_and_bytes_refuse_values_past_their_fields():
    g = catanlab.Game(seed=1)
    for _ in range(40):
        g.apply(g.legal_actions()[0] if not g.is_chance() else g.sample_chance())
    text, data = g.to_json(), g.to_bytes()
    state = json.loads(text)
    state["base"]["players"][0]["knights_played"] = 256  # a byte field: once read back as 0
    with pytest.raises(ValueError, match=r"state\.base\.players\[0\]\.knights_played: must be an integer in 0\.\.255"):
        g.from_json(json.dumps(state))
    corrupt = bytearray(data)
    corrupt[-1] ^= 0xFF  # the last byte of the State: padding the JSON form leaves out
    with pytest.raises(ValueError, match=r"state: byte \d+ is"):
        g.from_bytes(bytes(corrupt))
    assert g.to_json() == text  # a refused load leaves the game as it was
