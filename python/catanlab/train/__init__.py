"""catanlab.train: networks for the C++ search, trained on C++ self-play (docs/neural.md).

model     CatanNet (residual MLP) and BoardGraphNet (reads the board by position), each with policy, winner
          and final-VP heads, and SearchModel, what C++ loads
losses    masked policy cross-entropy, winner cross-entropy, VP regression
export    TorchScript model files with the catanlab.json header; checkpoints with the optimizer
trainer   minibatch training on a replay window, CPU or CUDA
cluster   self-play of a generation, in this process or in tasks on a Dask cluster
evaluate  arena games of a net against heuristic or ISMCTS bots, win rate with a Wilson interval
sanity    the checks that stop the loop when a generation collapses
run_folder, progress   the loop's files and its progress bar
loop      `python -m catanlab.train.loop RUN_DIR`: self-play, train, export, evaluate, generation by generation
"""
