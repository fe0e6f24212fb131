"""catanlab.train: networks for the C++ search, trained on C++ self-play (docs/neural.md).

model     CatanNet (residual MLP: policy, winner and final-VP heads) and SearchModel, what C++ loads
losses    masked policy cross-entropy, winner cross-entropy, VP regression
export    TorchScript model files with the catanlab.json header; checkpoints with the optimizer
trainer   minibatch training on a replay window, CPU or CUDA
cluster   self-play batches on a Dask cluster
loop      `python -m catanlab.train.loop RUN_DIR`: self-play, train, export, evaluate, generation by generation
"""
