"""Games side by side for agents with act_batch(views) (catanlab.agents), as
catanlab.arena plays them: each game runs in C++ on a thread of its own, and
each decision a Python agent owes waits until every unfinished game waits for
one; then the calling (main) thread asks each agent once, act_batch(views) for
all of its pending views (act(view) view by view for an agent without one),
and the games play on. A game's own decisions keep their order, so an agent
whose answers depend only on its view plays the games it would play alone.
"""
import threading

from catanlab import agents


class Seat:
    """Stands in for a Python agent in the games' ArenaCores: its decisions wait for the Batcher."""

    def __init__(self, batcher, agent, name):
        self.batcher, self.agent, self.name = batcher, agent, name

    def reset(self, seed):
        if hasattr(self.agent, "reset"):
            with self.batcher.pending_changed:  # not while the main thread is asking the agent
                self.agent.reset(seed)

    def act(self, view):
        return self.batcher.ask(self, view)


class Batcher:
    def __init__(self, timeout):
        self.timeout = timeout
        self.pending_changed = threading.Condition()
        self.pending = []  # (seat, view, answer: a one-entry dict once answered)
        self.playing = 0

    def ask(self, seat, view):
        """In a game's thread: the agent's answer for the view, once the main thread has it."""
        answer = {}
        with self.pending_changed:
            self.pending.append((seat, view, answer))
            self.pending_changed.notify_all()
            while not answer:
                self.pending_changed.wait()
        if "failed" in answer:
            raise agents.Failed(*answer["failed"])
        return answer["action"]

    def play(self, games):
        """Plays each of `games` (functions that play one game) on a thread of its own, answering their agents'
        decisions on this thread; their results in order."""
        results = [None] * len(games)

        def run(i):
            try:
                results[i] = games[i]()
            except BaseException as e:  # raised again on this thread below
                results[i] = e
            finally:
                with self.pending_changed:
                    self.playing -= 1
                    self.pending_changed.notify_all()

        self.playing = len(games)
        threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(len(games))]
        for t in threads:
            t.start()
        with self.pending_changed:
            while self.playing:
                if len(self.pending) < self.playing:
                    self.pending_changed.wait()
                    continue
                batch, self.pending = self.pending, []
                self._answer(batch)
                self.pending_changed.notify_all()
        for t in threads:
            t.join()
        for r in results:
            if isinstance(r, BaseException):
                raise r
        return results

    def _answer(self, batch):
        by_agent = {}
        for seat, view, answer in batch:
            by_agent.setdefault(id(seat.agent), []).append((seat, view, answer))
        for asks in by_agent.values():
            seat = asks[0][0]
            if not callable(getattr(seat.agent, "act_batch", None)):
                for _, view, answer in asks:
                    self._settle([answer], lambda: [seat.agent.act(view)], seat.name, "a decision", self.timeout)
                continue
            views = [view for _, view, _ in asks]
            self._settle([answer for *_, answer in asks], lambda: list(seat.agent.act_batch(views)), seat.name,
                         f"act_batch of {len(views)} views", self.timeout * len(views))

    @staticmethod
    def _settle(answers, call, name, what, timeout):
        """Fills each of `answers` with its action from call(), or with why the agent gave none."""
        try:
            actions = agents.timed(name, what, call, timeout)
            if len(actions) != len(answers):
                raise agents.Failed(f"agent '{name}' answered {len(actions)} actions to {what}", "")
        except agents.Failed as e:
            for answer in answers:
                answer["failed"] = e.args
            return
        for answer, action in zip(answers, actions):
            answer["action"] = action
