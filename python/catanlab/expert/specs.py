"""ISMCTS agent specs as the loop builds them: "ismcts:key=value,..." (agents/agent_registry.h).

parse(spec)                -> (name, {key: value})
with_params(spec, **kw)    -> the spec with those parameters set (None removes one)
net_spec(search, model, prior) -> the search with the learned leaf (and prior) of a model file
budget(spec, "iters=200")  -> the spec with its budget replaced (iters=N, time=MS or both)
"""

BUDGET_KEYS = ("iters", "time")


def parse(spec):
    name, _, rest = spec.partition(":")
    params = {}
    for item in filter(None, rest.split(",")):
        key, sep, value = item.partition("=")
        if not sep or not key or not value:
            raise ValueError(f"agent spec {spec!r}: {item!r} is not key=value")
        params[key] = value
    return name, params


def format_spec(name, params):
    return name + (":" + ",".join(f"{k}={v}" for k, v in params.items()) if params else "")


def with_params(spec, **overrides):
    name, params = parse(spec)
    for key, value in overrides.items():
        if value is None:
            params.pop(key, None)
        else:
            params[key] = value
    return format_spec(name, params)


def check_search(spec):
    """The loop's --search: an ismcts spec that leaves the leaf and the model to the loop."""
    name, params = parse(spec)
    if name != "ismcts":
        raise ValueError(f"--search {spec!r}: expert iteration learns from ISMCTS; give an ismcts:... spec")
    taken = [k for k in ("leaf", "model") if k in params]
    if taken:
        raise ValueError(f"--search {spec!r}: {', '.join(taken)} is set by the loop (the heuristic leaf at first, "
                         f"then the best net's)")
    if params.get("prior") == "net":
        raise ValueError(f"--search {spec!r}: prior=net is set by the loop: give --net-prior")
    return spec


def net_spec(search, model, prior):
    """The search with the net of `model` as its leaf value, and as its prior (PUCT selection) when `prior`;
    else the search's own prior (PUCT's default: the heuristic's)."""
    if prior:
        return with_params(search, sel="puct", prior="net", leaf="net", model=model)
    return with_params(search, leaf="net", model=model)


def budget(spec, text):
    """The spec with its search budget replaced by `text` ("iters=200", "time=5" or "iters=200,time=5")."""
    _, params = parse("x:" + text)
    unknown = [k for k in params if k not in BUDGET_KEYS]
    if unknown or not params:
        raise ValueError(f"budget {text!r}: expected iters=N, time=MS or both")
    cleared = with_params(spec, iters=None, time=None)
    return with_params(cleared, **params)
