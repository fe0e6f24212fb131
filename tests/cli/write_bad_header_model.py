"""Writes a model file whose catanlab.json header has one field replaced, for the command-line tests:
a tiny base-game net exported as catanlab.train does, then `FIELD` set to the JSON value `VALUE`.

    python3 write_bad_header_model.py OUT.pt FIELD VALUE    (PYTHONPATH: python/; CATANLAB_BUILD: the build tree)
    e.g. write_bad_header_model.py m.pt score_weight '"0.25"'
"""
import json
import sys

import torch

import catanlab
from catanlab.train.export import model_header, save_scripted
from catanlab.train.model import CatanNet, SearchModel

out, field, value = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
game = catanlab.Game("base", 4, 0, {})
net = CatanNet(game.observation_size, game.num_actions, game.num_players, width=8, blocks=1).eval()
header = {**model_header(net, "base", 0.25, 7), field: value}
save_scripted(torch.jit.script(SearchModel(net, 0.25)), out, header)
