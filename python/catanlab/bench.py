"""VecEnv throughput: python3 -m catanlab.bench [--envs 256] [--threads 2] [--set domestic_trade=0] [--json]

Steps are environment steps as EnvPool counts them: one decision applied in
each env, then chance and built-in seats resolved, the observation of the
seat to move (float32, observation_size per env) and its action mask written
into the shared arrays. Three ways of choosing the decisions:
  cpp_random     drawn uniformly among the legal ones in C++ (step_random)
  async_random   the same through send/recv with batch_size = envs / 2
  numpy_random   drawn in numpy from the action mask (argmax of masked noise)
Every seat is external (self-play), so each step is one engine decision.
Rates are medians over 7 batches.
"""
import argparse
import json
import time

import numpy as np

from catanlab.vec_env import VecEnv


def timed(step, steps_per_call, seconds, batches=7):
    """Steps per second: the median over batches, as `catanlab bench` reports (robust to a busy machine)."""
    step()  # warm up
    rates = []
    for _ in range(batches):
        calls, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds / batches:
            for _ in range(10):
                step()
            calls += 10
        rates.append(calls * steps_per_call / elapsed)
    return float(np.median(rates))


def bench(envs, seconds, rules, options, threads):
    results = {}
    env = VecEnv(envs, rules, options=options, num_threads=threads, seed=1)
    env.reset()
    results["cpp_random"] = timed(env.step_random, envs, seconds)

    rng = np.random.default_rng(1)
    mask = env.action_mask

    def numpy_step():
        env.step(np.argmax(rng.random(mask.shape, dtype=np.float32) * mask, axis=1))
    results["numpy_random"] = timed(numpy_step, envs, seconds)

    batch = max(1, envs // 2)
    aenv = VecEnv(envs, rules, options=options, num_threads=threads, seed=1, batch_size=batch)
    aenv.async_reset()

    def async_step():
        aenv.send_random(aenv.recv()[4]["env_id"])
    results["async_random"] = timed(async_step, batch, seconds)
    return {"rules": rules, "options": options, "envs": envs, "threads": env.num_threads,
            "observation_size": env.observation_size,
            **{k + "_steps_per_s": round(v) for k, v in results.items()}}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--envs", type=int, default=256)
    p.add_argument("--seconds", type=float, default=3.5, help="per measurement (7 batches)")
    p.add_argument("--rules", default="base")
    p.add_argument("--threads", type=int, default=0, help="0: OpenMP's default (one per core)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="rule-set option override")
    p.add_argument("--json", action="store_true", help="one JSON object")
    a = p.parse_args()
    options = {k: int(v) for k, v in (s.split("=", 1) for s in a.set)}
    r = bench(a.envs, a.seconds, a.rules, options, a.threads)
    if a.json:
        print(json.dumps(r))
        return
    print(f"VecEnv {r['rules']} {options or ''} x{r['envs']} envs, {r['threads']} threads, "
          f"obs {r['observation_size']} float32")
    for k in ("cpp_random", "async_random", "numpy_random"):
        print(f"  {k:13s} {r[k + '_steps_per_s']:>12,} steps/s")


if __name__ == "__main__":
    main()
