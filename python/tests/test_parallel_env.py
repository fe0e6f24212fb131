"""ParallelEnv, Env's PettingZoo Parallel twin, against the Parallel API's
documented contract (pettingzoo is not installed here; its parallel_api_test
checks these): dicts over env.agents, observations in their spaces, agents
gone after the last step; one agent acts per step in a sequential game, and
every seat of a round of face-down bids in the same step (Goofspiel)."""
import numpy as np
import pytest

import catanlab


def run(env, seed, rng_seed=0, max_steps=20000):
    """Plays masked-random actions to the end; returns the number of acting agents of each step and the rewards."""
    rng = np.random.default_rng(rng_seed)
    observations, infos = env.reset(seed=seed)
    assert set(observations) == set(infos) == set(env.agents) == set(env.possible_agents)
    acting, rewards = [], None
    for _ in range(max_steps):
        for agent, obs in observations.items():
            assert env.observation_space(agent).contains(obs)
            assert infos[agent]["acting"] == obs["action_mask"].any()
        actions = {a: int(rng.choice(np.flatnonzero(o["action_mask"]))) if o["action_mask"].any() else 0
                   for a, o in observations.items()}
        acting.append(sum(o["action_mask"].any() for o in observations.values()))
        alive = list(env.agents)
        observations, rewards, terminations, truncations, infos = env.step(actions)
        for d in (observations, rewards, terminations, truncations):
            assert set(d) == set(alive)
        if any(terminations.values()) or any(truncations.values()):
            assert all(terminations[a] or truncations[a] for a in alive) and env.agents == []
            return acting, rewards, all(truncations.values())
    raise AssertionError("the game did not end")


def test_goofspiel_bids_are_one_parallel_step_of_every_seat():
    env = catanlab.ParallelEnv("goofspiel", 3, options={"cards": 4})
    acting, rewards, truncated = run(env, seed=2)
    assert acting == [3] * 4 and not truncated  # four rounds, each one step of all three seats
    assert sorted(rewards.values()) in ([0.0, 0.0, 1.0], [0.0, 0.0, 0.0])
    assert run(env, seed=2) == (acting, rewards, truncated)  # a seed replays


def test_a_sequential_game_acts_one_agent_a_step_and_a_turn_cap_truncates():
    env = catanlab.ParallelEnv("base", 2, options={"turn_cap": 8})
    acting, rewards, truncated = run(env, seed=1)
    assert set(acting) == {1} and truncated and set(rewards.values()) == {0.0}
    env.reset(seed=1)
    observations, _ = env.reset(seed=1)
    idle = next(a for a, o in observations.items() if not o["action_mask"].any())
    mover = next(a for a in env.agents if a != idle)
    with pytest.raises(ValueError, match=f"{mover}: None is not one of its legal actions"):
        env.step({idle: 0})


def test_the_parallel_twin_plays_the_game_env_plays_for_the_same_seed_and_actions():
    # The same decisions through Env (AEC, one agent at a time) and ParallelEnv give the same game.
    par, aec = catanlab.ParallelEnv("goofspiel", 3), catanlab.Env("goofspiel", 3)
    observations, _ = par.reset(seed=5)
    aec.reset(seed=5)
    rng = np.random.default_rng(1)
    while par.agents:
        actions = {a: int(rng.choice(np.flatnonzero(o["action_mask"]))) if o["action_mask"].any() else 0
                   for a, o in observations.items()}
        for _ in range(sum(o["action_mask"].any() for o in observations.values())):
            agent = aec.agent_selection  # Env's agents act in the order ParallelEnv applies them
            assert observations[agent]["action_mask"].any()
            assert np.array_equal(aec.observe(agent)["observation"], observations[agent]["observation"])
            aec.step(actions[agent])
        observations, rewards, *_ = par.step(actions)
    assert all(aec.terminations.values())
    assert [aec._cumulative_rewards[a] for a in par.possible_agents] == [rewards[a] for a in par.possible_agents]
