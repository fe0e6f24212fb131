"""An expert-iteration run's folder (catanlab.expert.loop):

RUN/config.json           the loop's options (a resumed run starts from them)
RUN/checkpoint.pt         the net's weights, the optimizer, the net's layout, and the loop's state: the last
                          finished generation, the best one so far (0: the heuristic leaf), the time spent
RUN/models/gen-XXXX.nnue  the net exported after generation XXXX (ismcts:leaf=net,model=FILE)
RUN/data/gen-XXXX/        that generation's self-play chunks
RUN/results.jsonl         one JSON line per generation (scripts/plot_training.py reads it)
RUN/training.png          the learning curves
The checkpoint is the commit point of a generation: its results line is
written just before it, so a line past the checkpoint's generation belongs to
an interrupted generation and is dropped on resume, and so is that
generation's data. Files are written under a temporary name and renamed.
"""
import os

import torch

from catanlab.train.run_folder import RunFolder


class ExpertRun(RunFolder):
    """The PUCT loop's folder (config, results, data) with NNUE models and a checkpoint that holds the state."""

    def model(self, generation):
        return self.path / "models" / f"gen-{generation:04d}.nnue"

    def save_checkpoint(self, net, optimizer, layout, state):
        tmp = self.checkpoint.with_name(self.checkpoint.name + ".tmp")
        torch.save({"net": net.state_dict(), "optimizer": optimizer.state_dict(), "layout": layout, "state": state}, tmp)
        os.replace(tmp, self.checkpoint)

    def load_checkpoint(self, net, optimizer, layout):
        """Loads weights and optimizer into net and optimizer; returns the loop's state."""
        try:
            saved = torch.load(self.checkpoint, map_location="cpu", weights_only=False)
            stored = saved["layout"]
        except Exception as e:  # noqa: BLE001 - any failure to read it is a damaged file
            raise ValueError(f"checkpoint {self.checkpoint}: cannot read: {type(e).__name__}: {e}; start a new run "
                             f"folder (the exported nets in models/ are intact)") from None
        if stored != layout:
            raise ValueError(f"checkpoint {self.checkpoint}: its net is for the layout {stored}, the game's is "
                             f"{layout} (the rule set's observation changed): start a new run folder")
        net.load_state_dict(saved["net"])
        optimizer.load_state_dict(saved["optimizer"])
        return saved["state"]
