"""catanlab.nnue: the small value and policy networks that catanlab's own C++ evaluates inside
ISMCTS (agents/nnue/, docs/agents.md "The learned evaluator"), trained here in PyTorch.

layout_of(game) -> dict          what a net is built for: rules, players, observation_size, num_actions,
                                 layout_hash (the C++ engine computes the same number)
value_terms_of(game) -> [str]    the heuristic's value terms a net may read (NnueNet(..., value_terms=))
NnueNet(layout, hidden=128)      forward(obs [B, observation_size]) -> (logits [B, num_actions], values [B, players])
export(net, path, meta=None)     writes the checksummed file C++ loads (`ismcts:leaf=net,model=PATH`)
load(path) -> NnueNet            reads it back, to resume training or compare
"""
from catanlab.nnue.layout import layout_hash, layout_of, value_terms_of
from catanlab.nnue.model import NnueNet
from catanlab.nnue.nnue_file import FORMAT_VERSION, export, load, read_header

__all__ = ["FORMAT_VERSION", "NnueNet", "export", "layout_hash", "layout_of", "load", "read_header",
           "value_terms_of"]
