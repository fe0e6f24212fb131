"""Six seats from Python: Cities & Knights on the 5-6 board, The Four Islands on The Six Islands,
The Forgotten Tribe, The Wonders of Catan and The Pirate Islands on their 6-player boards, through
catanlab.Game, the arena and VecEnv (special building phase and paired players)."""
import pytest

import catanlab


@pytest.mark.parametrize("rules,board", [("cities_knights", "standard_5_6"),
                                         ("seafarers_four_islands", "seafarers_six_islands"),
                                         ("seafarers_forgotten_tribe", "seafarers_forgotten_tribe_6p"),
                                         ("seafarers_wonders", "seafarers_wonders_6p"),
                                         ("seafarers_pirate_islands", "seafarers_pirate_islands_6p")])
def test_six_seats_play_the_arena_and_vec_env(rules, board):
    g = catanlab.Game(rules, 6, seed=3)
    assert g.num_players == 6 and g.max_players == 6 and g.board == board
    assert g.observation_size > catanlab.Game(rules, 4).observation_size  # a block for every seat
    result = catanlab.arena(rules, ["heuristic", "random"] * 3, games=6, seed=4, options={"turn_cap": 400})
    assert len(result.games) == 6 and len(result.rows) == 6
    venv = catanlab.VecEnv(2, rules, 6, options={"turn_cap": 200, "paired_players": 1}, seed=5)
    obs, infos = venv.reset()
    assert obs.shape == (2, venv.observation_size)
    finished = 0
    for _ in range(3000):
        obs, rewards, terminations, truncations, infos = venv.step_random()
        finished += int((terminations | truncations).sum())
    assert finished > 0
