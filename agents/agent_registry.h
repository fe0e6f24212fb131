#pragma once
// Agents by name with parameters: "NAME" or "NAME:key=value,key=value".
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

}  // namespace catanlab
