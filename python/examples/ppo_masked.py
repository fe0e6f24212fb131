"""PPO with action masking on catanlab.VecEnv against random opponents.

Pure PyTorch, CPU. The learner holds one seat of every game; the other seats
are the built-in random agent, played in C++ inside VecEnv.step. Illegal
actions are masked out of the policy's logits. The reward is 1 for a win, 0
otherwise, at the end of a game. Every few updates it prints its win rate over
the games finished since the last print: from 1/players (random play) upwards.

    .venv/bin/python python/examples/ppo_masked.py                 # ~3 minutes, 4 players
    .venv/bin/python python/examples/ppo_masked.py --minutes 0.2   # a quick run
"""
import argparse
import time

import numpy as np
import torch
from torch import nn

import catanlab


class Policy(nn.Module):
    """An MLP over the observation with a masked policy head and a value head."""

    def __init__(self, obs_size, num_actions, hidden=256):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_size, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.logits = nn.Linear(hidden, num_actions)
        self.value = nn.Linear(hidden, 1)

    def forward(self, obs, mask):
        # Observations are counts and one-hot flags, all >= 0: log1p keeps counts in a small range.
        h = self.body(torch.log1p(obs))
        logits = self.logits(h).masked_fill(~mask, -1e9)
        return torch.distributions.Categorical(logits=logits), self.value(h).squeeze(-1)


def gae(rewards, values, dones, last_value, gamma, lam):
    """Advantages over a rollout of T steps; a done at step t means the game ended after action t."""
    T = rewards.shape[0]
    adv = torch.zeros_like(rewards)
    next_adv, next_value = 0.0, last_value
    for t in reversed(range(T)):
        live = 1.0 - dones[t]
        delta = rewards[t] + gamma * next_value * live - values[t]
        next_adv = delta + gamma * lam * live * next_adv
        adv[t] = next_adv
        next_value = values[t]
    return adv


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--envs", type=int, default=64)
    p.add_argument("--steps", type=int, default=128, help="rollout length per env and update")
    p.add_argument("--minutes", type=float, default=3.0, help="training time")
    p.add_argument("--updates", type=int, default=0, help="stop after this many updates (0: by time)")
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--gamma", type=float, default=0.997)
    p.add_argument("--lam", type=float, default=0.95)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--minibatches", type=int, default=4)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--entropy", type=float, default=0.01)
    p.add_argument("--print-every", type=int, default=5, help="updates between win-rate lines")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()

    torch.manual_seed(a.seed)
    # No domestic trade: the random opponents' offers only lengthen games.
    env = catanlab.VecEnv(a.envs, "base", players=a.players, options={"domestic_trade": 0},
                          opponents="random", seat=0, seed=a.seed)
    policy = Policy(env.observation_size, env.num_actions)
    opt = torch.optim.Adam(policy.parameters(), lr=a.lr)

    T, E = a.steps, a.envs
    buf_obs = torch.zeros(T, E, env.observation_size)
    buf_mask = torch.zeros(T, E, env.num_actions, dtype=torch.bool)
    buf_act = torch.zeros(T, E, dtype=torch.long)
    buf_logp, buf_val, buf_rew, buf_done = (torch.zeros(T, E) for _ in range(4))

    # torch.from_numpy shares memory with VecEnv's arrays: no copies on this side either.
    obs_np, infos = env.reset()
    obs, mask = torch.from_numpy(obs_np), torch.from_numpy(infos["action_mask"])

    print(f"PPO vs {a.players - 1} random opponents: {E} envs x {T} steps per update, "
          f"obs {env.observation_size}, {env.num_actions} actions; random play wins {1 / a.players:.0%}", flush=True)
    start, update, wins, games, total_games = time.time(), 0, 0, 0, 0
    while (a.updates and update < a.updates) or (not a.updates and time.time() - start < a.minutes * 60):
        for t in range(T):
            with torch.no_grad():
                dist, value = policy(obs, mask)
                action = dist.sample()
            buf_obs[t], buf_mask[t], buf_act[t] = obs, mask, action
            buf_logp[t], buf_val[t] = dist.log_prob(action), value
            # Writes into obs and mask in place; the rewards are the learner seat's.
            _, rew_np, term_np, trunc_np, _ = env.step(action.numpy())
            rewards, dones = torch.from_numpy(rew_np), torch.from_numpy(term_np | trunc_np)
            buf_rew[t], buf_done[t] = rewards, dones.float()
            games += int(dones.sum())
            wins += int((rewards * dones).sum())
        with torch.no_grad():
            _, last_value = policy(obs, mask)
        adv = gae(buf_rew, buf_val, buf_done, last_value, a.gamma, a.lam)
        ret = (adv + buf_val).flatten()
        b_obs, b_mask, b_act = buf_obs.flatten(0, 1), buf_mask.flatten(0, 1), buf_act.flatten()
        b_logp, b_adv = buf_logp.flatten(), adv.flatten()

        for _ in range(a.epochs):
            for idx in torch.randperm(T * E).chunk(a.minibatches):
                dist, value = policy(b_obs[idx], b_mask[idx])
                ratio = (dist.log_prob(b_act[idx]) - b_logp[idx]).exp()
                adv_n = (b_adv[idx] - b_adv[idx].mean()) / (b_adv[idx].std() + 1e-8)
                pg_loss = -torch.min(ratio * adv_n, ratio.clamp(1 - a.clip, 1 + a.clip) * adv_n).mean()
                v_loss = (value - ret[idx]).pow(2).mean()
                loss = pg_loss + 0.5 * v_loss - a.entropy * dist.entropy().mean()
                opt.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
                opt.step()
        update += 1
        if update % a.print_every == 0:
            total_games += games
            rate = f"{wins / games:6.1%}" if games else "   n/a"
            print(f"update {update:4d}  {time.time() - start:6.0f}s  steps {update * T * E:9,d}  "
                  f"games {total_games:6d}  win rate vs random {rate}  ({games} games)", flush=True)
            wins = games = 0


if __name__ == "__main__":
    main()
