"""A run's options, shared by the training loops (catanlab.train.loop, catanlab.expert.loop)."""


def resolve_config(run, explicit, defaults, fixed, check=lambda config: None):
    """The run's options: defaults, then a resumed run's config.json, then the command line.

    `fixed` names the options a resumed run keeps; `check` refuses values the loop cannot run with."""
    if not run.exists():
        config = {**defaults, **explicit}
        check(config)
        run.create(config)
        return config, False
    stored = run.read_config()
    # Before the first checkpoint nothing depends on the stored options yet (a first start that failed).
    fixed = fixed if run.checkpoint.exists() else ()
    changed = [k for k in fixed if k in explicit and explicit[k] != stored.get(k, defaults[k])]
    if changed:
        raise ValueError(f"run folder {run.path} was started with " + ", ".join(
            f"--{k.replace('_', '-')} {stored.get(k, defaults[k])}" for k in changed)
            + "; a resumed run keeps them (start a new run folder to change them)")
    config = {**defaults, **stored, **explicit}
    check(config)
    run.write_config(config)
    return config, True


def game_options(config):
    """The game's options: the turn cap, then each --set KEY=VALUE."""
    options = {"turn_cap": config["turn_cap"]}
    for item in config["set"]:
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--set {item!r}: expected KEY=VALUE")
        try:
            options[key] = int(value)
        except ValueError:
            raise ValueError(f"--set {item!r}: the value must be an integer") from None
    return options
