"""The loop's progress: a tqdm bar over generations (python3-tqdm), or plain lines without it.

phase(text) names what the current generation is doing; line(text) prints a
finished generation's summary above the bar; advance() moves the bar.
"""
import sys

try:
    from tqdm import tqdm
except ImportError:
    tqdm = None


class Progress:
    def __init__(self, total, done):
        self.bar = tqdm(total=total, initial=done, unit="gen", dynamic_ncols=True) if tqdm else None

    def phase(self, text):
        if self.bar is not None:
            self.bar.set_description(text)
        else:
            print(text, flush=True)

    def line(self, text):
        if self.bar is not None:
            self.bar.write(text)
        else:
            print(text, flush=True)

    def advance(self):
        if self.bar is not None:
            self.bar.update(1)

    def close(self):
        if self.bar is not None:
            self.bar.close()
            sys.stderr.flush()
