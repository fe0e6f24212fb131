"""Writes what a diverged training run leaves behind, for the command-line tests:
a tiny base-game net whose weights are all NaN, exported by catanlab.train.

    python3 write_diverged_model.py OUT.pt    (PYTHONPATH: python/; CATANLAB_BUILD: the build tree)
"""
import sys

import torch

import catanlab
from catanlab.train.export import export_model
from catanlab.train.model import CatanNet

game = catanlab.Game("base", 4, 0, {})
net = CatanNet(game.observation_size, game.num_actions, game.num_players, width=8, blocks=1)
with torch.no_grad():
    for weight in net.parameters():
        weight.fill_(float("nan"))
export_model(net, sys.argv[1], ruleset="base", score_weight=0.25, generation=7)
