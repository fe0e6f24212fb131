#include "agents/agent_registry.h"

#include "agents/random_agent.h"
#include "core/config_error.h"

namespace catanlab {

AgentSpec parse_agent_spec(const std::string& spec) {
  AgentSpec out;
  auto colon = spec.find(':');
  out.name = spec.substr(0, colon);
  if (out.name.empty()) throw ConfigError("agent '" + spec + "': empty name");
  if (colon == std::string::npos) return out;
  std::string rest = spec.substr(colon + 1);
  size_t start = 0;
  while (start <= rest.size()) {
    size_t comma = rest.find(',', start);
    std::string kv = rest.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0)
      throw ConfigError("agent '" + spec + "': parameter '" + kv + "' is not key=value");
    out.params[kv.substr(0, eq)] = kv.substr(eq + 1);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::vector<std::string> agent_names() { return {"random"}; }

std::unique_ptr<Agent> make_agent(const std::string& spec) {
  AgentSpec s = parse_agent_spec(spec);
  auto no_params = [&] {
    if (!s.params.empty())
      throw ConfigError("agent '" + spec + "': unknown parameter '" + s.params.begin()->first + "'");
  };
  if (s.name == "random") {
    no_params();
    return std::make_unique<RandomAgent>();
  }
  std::string known;
  for (auto& n : agent_names()) known += (known.empty() ? "" : ", ") + n;
  throw ConfigError("unknown agent '" + s.name + "' (agents: " + known + ")");
}

}  // namespace catanlab
