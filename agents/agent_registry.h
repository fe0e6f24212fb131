#pragma once
// Agents by name with parameters: "NAME" or "NAME:key=value,key=value".
//   random                   a uniformly random legal decision
//   heuristic                one-ply lookahead over the hand-written value function
//   ismcts:iters=1000,time=MS,c=0.7,sel=uct|puct,prior=heuristic|uniform|net,ptemp=2,
//          leaf=heuristic|rollout|guided|net,depth=200,temp=10,reuse=1,model=FILE
//                            net: the learned evaluator in FILE (a .nnue file, agents/nnue/nnue_net.h)
//   mcts-cheat:...           the same search on the true state: an oracle that sees hidden cards
//   puct:model=FILE|uniform|heuristic,sims=64,c=1.25,fpu=0.1,gumbel=0|1,m=16,device=cpu|cuda,cache=16384
//                            the neural search (agents/puct.h) with a TorchScript network from
//                            catanlab.train, or "uniform" / "heuristic" (no file: a uniform or
//                            one-ply heuristic policy, heuristic values; agents/heuristic_evaluator.h)
//   strong                   the strongest bot shipped for the game's rule set (agents/strong_agent.h)
//   py:module:Class          a Python agent (python/catanlab/agents.py) in a process of its own
//                            (agents/python_agent.h)
// ISMCTS budgets: iters=N (default 1000), time=MS (the clock alone), or both (whichever comes first).
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "agents/agent.h"

namespace catanlab {

struct AgentSpec {
  std::string name;
  std::map<std::string, std::string> params;
};

// Throws ConfigError for a malformed spec.
AgentSpec parse_agent_spec(const std::string& spec);
// Throws ConfigError for an unknown agent (listing the known ones) or parameter.
std::unique_ptr<Agent> make_agent(const std::string& spec);
std::vector<std::string> agent_names();
// Agents that see hidden information (mcts-cheat): every table labels them.
bool is_oracle(const std::string& spec);

}  // namespace catanlab
