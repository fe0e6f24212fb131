"""Expert iteration over ISMCTS for any rule set: a learned evaluator (catanlab.nnue) trained on the searches
of the best searcher so far, gated by the arena (loop.py; scripts/train.sh --rules R runs it; docs/training.md)."""
