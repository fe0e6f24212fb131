"""python -m catanlab.agent_server py:module:Class: one Python agent for the
C++ runners (agents/python_agent.h: `catanlab arena --agents py:mypkg.bots:MyBot`).

JSON lines in on standard input, answers out on standard output (a socket the
engine holds); the agent's own prints go to standard error.
  {"reset": seed}                                    -> {"redeals": ..., "views": ...}  (catanlab.agents.seeds)
  {"rules", "players", "options", "seat", "seed", "state": the seat's redealt view}
                                                     -> {"action": id} or {"error": why}
"""
import json
import os
import sys
import traceback

from catanlab import agents
from catanlab._catanlab import Game


def serve(spec, lines, answer):
    agent, games = None, {}
    for line in lines:
        question = json.loads(line)
        try:
            agent = agent or agents.load(spec)
            if "reset" in question:
                own, redeals, views = agents.seeds(question["reset"])
                if hasattr(agent, "reset"):
                    agent.reset(own)
                answer({"redeals": redeals, "views": views})
                continue
            key = (question["rules"], question["players"], json.dumps(question["options"], sort_keys=True))
            if key not in games:
                games[key] = Game(question["rules"], question["players"], 0, question["options"])
            game = games[key]
            game.reset(question["seed"])  # the view's own seed and chance stream
            game.from_json(question["state"])
            action, error = agents.decide(agent, game, question["seat"], spec, 0)
            answer({"error": error} if error else {"action": action})
        except Exception as e:
            answer({"error": f"agent '{spec}': {type(e).__name__}: {e}\n{traceback.format_exc().rstrip()}"})


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python -m catanlab.agent_server py:module:Class")
    channel = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the agent's prints go to standard error, not into the answers

    def answer(message):
        channel.write(json.dumps(message) + "\n")
        channel.flush()

    serve(sys.argv[1], sys.stdin, answer)


if __name__ == "__main__":
    main()
