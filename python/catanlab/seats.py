"""Who plays which seat: one learner seat and built-in opponents by name."""


def opponent_specs(num_players, seat, opponents):
    """Agent specs for every seat, None at the learner's `seat`.

    `opponents` is one agent name for all other seats or a list of
    num_players - 1 names, in seat order. Raises ValueError otherwise.
    """
    if not 0 <= seat < num_players:
        raise ValueError(f"seat {seat} is not a seat of this {num_players}-player game")
    if isinstance(opponents, str):
        opponents = [opponents] * (num_players - 1)
    if len(opponents) != num_players - 1:
        raise ValueError(f"{len(opponents)} opponents given for the {num_players - 1} other seats")
    specs = list(opponents)
    specs.insert(seat, None)
    return specs
