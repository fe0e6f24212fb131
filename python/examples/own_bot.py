"""Bring your own bot: a Python agent ranked against the built-in ones in the
arena, with the CLI's table (win rates with 95% intervals, ranks, ratings).

    python python/examples/own_bot.py [--games 400] [--threads 2]

From the shell, the same bot by name (its module on PYTHONPATH):
    PYTHONPATH=python/examples build/catanlab arena --agents py:own_bot:Builder heuristic random --games 60
"""
import argparse

import catanlab


class Builder:
    """Builds whatever it can, the priciest first; else plays on at random."""
    order = ("build_city", "build_settlement", "buy_dev", "build_road")

    def reset(self, seed):
        import random
        self.rng = random.Random(seed)

    def act(self, view):  # view: what this seat may see (catanlab.View)
        names = view.legal_action_names
        for kind in self.order:
            mine = [a for a, name in zip(view.legal_actions, names) if name.startswith(kind)]
            if mine:
                return self.rng.choice(mine)
        return self.rng.choice(view.legal_actions)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--threads", type=int, default=2, help="worker processes")
    args = parser.parse_args()
    result = catanlab.arena("base", [Builder(), "heuristic", "random"], games=args.games, threads=args.threads,
                            seed=1, options={"turn_cap": 400})
    print(result.table, end="")


if __name__ == "__main__":
    main()
