#include "agents/agent_registry.h"

#include <charconv>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "agents/evaluator.h"
#include "agents/heuristic_agent.h"
#include "agents/ismcts.h"
#include "agents/nnue/nnue_net.h"
#include "agents/puct_agent.h"
#include "agents/python_agent.h"
#include "agents/random_agent.h"
#include "agents/strong_agent.h"
#include "core/config_error.h"
#include "core/did_you_mean.h"

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
    if (eq + 1 == kv.size()) throw ConfigError("agent '" + spec + "': parameter '" + kv + "' has no value");
    if (!out.params.emplace(kv.substr(0, eq), kv.substr(eq + 1)).second)
      throw ConfigError("agent '" + spec + "': parameter '" + kv.substr(0, eq) + "' is given twice");
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::vector<std::string> agent_names() { return {"random", "heuristic", "ismcts", "mcts-cheat", "puct", "strong"}; }

namespace {

// Reads and removes the parameters of one spec, so that leftovers are errors.
struct Params {
  std::string spec;
  std::map<std::string, std::string> left;
  std::vector<std::string> asked;  // the parameters the agent reads, for a misspelt one's "did you mean"

  std::string take(const std::string& key) {
    asked.push_back(key);
    auto it = left.find(key);
    if (it == left.end()) return {};
    std::string v = it->second;
    left.erase(it);
    return v;
  }
  [[noreturn]] void refuse(const std::string& key, const std::string& v, const std::string& what) const {
    throw ConfigError("agent '" + spec + "': " + key + "=" + v + " is not " + what);
  }
  double number(const std::string& key, double fallback, double lo, double hi) {
    std::string v = take(key);
    if (v.empty()) return fallback;
    double x = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc() || end != v.data() + v.size() || !(x >= lo && x <= hi))  // NaN fails too
      refuse(key, v, fmt::format("a number in {}..{}", lo, hi));
    return x;
  }
  int64_t integer(const std::string& key, int64_t fallback, int64_t lo, int64_t hi) {
    std::string v = take(key);
    if (v.empty()) return fallback;
    int64_t x = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc() || end != v.data() + v.size() || x < lo || x > hi)
      refuse(key, v, fmt::format("a whole number in {}..{}", lo, hi));
    return x;
  }
  int choice(const std::string& key, const std::vector<std::string>& names) {
    std::string v = take(key);
    if (v.empty()) return 0;
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == v) return int(i);
    refuse(key, v, fmt::format("one of {}{}", fmt::join(names, ", "), did_you_mean(v, names)));
  }
  void done() {
    if (left.empty()) return;
    const std::string& key = left.begin()->first;
    throw ConfigError("agent '" + spec + "': unknown parameter '" + key + "'" + did_you_mean(key, asked) +
                      (asked.empty() ? " (it takes none)" : fmt::format(" (parameters: {})", fmt::join(asked, ", "))));
  }
};

std::unique_ptr<Agent> make_ismcts(Params& p, bool cheat) {
  IsmctsConfig c;
  c.cheat = cheat;
  // time=MS alone budgets by the clock; with iters= as well, both cap the search.
  const bool timed = p.left.count("time") && !p.left.count("iters");
  c.iters = int(p.integer("iters", timed ? 0 : c.iters, 1, 1'000'000'000));
  c.time_ms = p.number("time", c.time_ms, 1e-3, 1e7);
  c.c = p.number("c", c.c, 0, 100);
  c.select = IsmctsConfig::Select(p.choice("sel", {"uct", "puct"}));
  c.prior = IsmctsConfig::Prior(p.choice("prior", {"heuristic", "uniform", "net", "over"}));
  c.prior_temperature = p.number("ptemp", c.prior_temperature, 1e-3, 1e6);
  const bool over = c.prior == IsmctsConfig::Prior::Over;
  if (!over && (p.left.count("pnet") || p.left.count("pdepth")))
    throw ConfigError("agent '" + p.spec + "': pnet and pdepth weigh the net's correction of prior=over: add prior=over");
  c.prior_net_weight = p.number("pnet", c.prior_net_weight, -1e6, 1e6);
  c.prior_depth = int(p.integer("pdepth", c.prior_depth, 0, c.prior_depth));
  c.leaf = IsmctsConfig::Leaf(p.choice("leaf", {"heuristic", "rollout", "guided", "net"}));
  const std::string model = p.take("model");
  const bool net_prior = c.prior == IsmctsConfig::Prior::Net || over;
  const bool net = c.leaf == IsmctsConfig::Leaf::Net || net_prior;
  if (net_prior && c.select != IsmctsConfig::Select::Puct)
    throw ConfigError("agent '" + p.spec + "': prior=" + (over ? "over" : "net") + " is a PUCT prior: add sel=puct");
  if (net && model.empty())
    throw ConfigError("agent '" + p.spec + "': leaf=net, prior=net and prior=over need model=FILE (a .nnue file from catanlab.nnue)");
  if (!net && !model.empty())
    throw ConfigError("agent '" + p.spec + "': model=" + model + " is read only with leaf=net, prior=net or prior=over");
  if (net) c.net = load_nnue(model);  // a missing, foreign or damaged file is refused here, by name
  c.depth = int(p.integer("depth", c.depth, 0, 1'000'000));
  c.temperature = p.number("temp", c.temperature, 1e-3, 1e6);
  c.reuse = p.integer("reuse", 1, 0, 1) != 0;
  p.done();
  return std::make_unique<IsmctsAgent>(c, p.spec);
}

std::unique_ptr<Agent> make_puct(Params& p) {
  PuctAgentConfig c;
  c.model = p.take("model");
  if (c.model.empty()) c.model = "uniform";
  c.device = p.take("device");
  if (c.device.empty()) c.device = "cpu";
  if (!is_device(c.device)) p.refuse("device", c.device, "a device: cpu, cuda or cuda:N");
  if (c.device != "cpu" && (c.model == "uniform" || c.model == "heuristic"))
    throw ConfigError("agent '" + p.spec + "': device=" + c.device + ": the built-in model '" + c.model +
                      "' runs on the CPU; a device is for a model file");
  c.search.sims = int(p.integer("sims", c.search.sims, 1, 10'000'000));
  c.search.c_puct = p.number("c", c.search.c_puct, 0, 100);
  c.search.fpu_reduction = p.number("fpu", c.search.fpu_reduction, -1, 1);
  c.search.gumbel = p.integer("gumbel", 0, 0, 1) != 0;
  c.search.gumbel_actions = int(p.integer("m", c.search.gumbel_actions, 1, 1 << 20));
  c.cache_entries = size_t(p.integer("cache", int64_t(c.cache_entries), 0, 1 << 26));
  p.done();
  return std::make_unique<PuctAgent>(c, p.spec);
}

}  // namespace

std::unique_ptr<Agent> make_agent(const std::string& spec) {
  if (spec.rfind("py:", 0) == 0) return std::make_unique<PythonAgent>(spec);  // its process checks the rest
  AgentSpec s = parse_agent_spec(spec);
  Params p{spec, s.params, {}};
  if (s.name == "random") {
    p.done();
    return std::make_unique<RandomAgent>();
  }
  if (s.name == "heuristic") {
    p.done();
    return std::make_unique<HeuristicAgent>();
  }
  if (s.name == "ismcts") return make_ismcts(p, false);
  if (s.name == "mcts-cheat") return make_ismcts(p, true);
  if (s.name == "puct") return make_puct(p);
  if (s.name == "strong") {
    p.done();
    return std::make_unique<StrongAgent>();
  }
  throw ConfigError(fmt::format("unknown agent '{}'{} (agents: {}, py:module:Class)", s.name,
                                did_you_mean(s.name, agent_names()), fmt::join(agent_names(), ", ")));
}

// By the name alone: a label of a Python agent ("py:mypkg.bots:MyBot") is no key=value spec.
bool is_oracle(const std::string& spec) { return spec.substr(0, spec.find(':')) == "mcts-cheat"; }

}  // namespace catanlab
