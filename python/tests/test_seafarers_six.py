"""Seafarers at six seats from Python: The Four Islands on The Six Islands through catanlab.Game,
the arena and VecEnv (special building phase and paired players)."""
import catanlab


def test_six_islands_play_the_arena_and_vec_env():
    g = catanlab.Game("seafarers_four_islands", 6, seed=3)
    assert g.num_players == 6 and g.max_players == 6 and g.board == "seafarers_six_islands"
    assert g.observation_size > catanlab.Game("seafarers_four_islands", 4).observation_size
    result = catanlab.arena("seafarers_four_islands", ["heuristic", "random"] * 3, games=6, seed=4,
                            options={"turn_cap": 400})
    assert len(result.games) == 6 and len(result.rows) == 6
    venv = catanlab.VecEnv(2, "seafarers_four_islands", 6, options={"turn_cap": 200, "paired_players": 1}, seed=5)
    obs, infos = venv.reset()
    assert obs.shape == (2, venv.observation_size)
    finished = 0
    for _ in range(3000):
        obs, rewards, terminations, truncations, infos = venv.step_random()
        finished += int((terminations | truncations).sum())
    assert finished > 0
