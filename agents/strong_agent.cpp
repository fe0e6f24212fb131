#include "agents/strong_agent.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "agents/agent_registry.h"
#include "agents/heuristic_eval.h"
#include "core/json_int.h"

namespace catanlab {

namespace fs = std::filesystem;

std::string models_dir() {
  if (const char* env = std::getenv("CATANLAB_MODELS")) return env;
  return CATANLAB_MODEL_DIR;
}

namespace {

// `spec` with a relative model=FILE made relative to `folder`.
std::string resolve_model(const std::string& spec, const fs::path& folder, const std::string& manifest) {
  AgentSpec parsed;
  try {
    parsed = parse_agent_spec(spec);
  } catch (const ConfigError& e) {
    throw ConfigError(manifest + ": agent: " + e.what());
  }
  auto model = parsed.params.find("model");
  if (model == parsed.params.end() || fs::path(model->second).is_absolute()) return spec;
  model->second = (folder / model->second).lexically_normal().string();
  std::string out = parsed.name, sep = ":";
  for (const auto& [key, value] : parsed.params) out += sep + key + "=" + value, sep = ",";
  return out;
}

}  // namespace

StrongChoice strong_choice(const Game& g) {
  const fs::path folder = fs::path(models_dir()) / g.rules().name;
  const std::string manifest = (folder / "strong.json").string();
  std::ifstream in(manifest);
  if (in) {
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(text.str());
    } catch (const nlohmann::json::exception& e) {
      throw ConfigError(manifest + ": malformed JSON: " + e.what());
    }
    if (!j.is_object() || !j.contains("agent") || !j["agent"].is_string())
      throw ConfigError(manifest + ": a manifest is a JSON object with 'agent', the spec `strong` plays");
    if (!j.contains("evidence") || !j["evidence"].is_string())
      throw ConfigError(manifest + ": 'evidence' must say, as a string, how strong the agent was measured");
    const bool fits = !j.contains("players") || json_int(j["players"], 2, kMaxSeats, manifest + ": players") == g.num_players();
    if (fits) return {resolve_model(j["agent"].get<std::string>(), folder, manifest), manifest};
    if (j.contains("otherwise")) {
      if (!j["otherwise"].is_string())
        throw ConfigError(manifest + ": 'otherwise' must be the spec played at the other player counts");
      return {resolve_model(j["otherwise"].get<std::string>(), folder, manifest), manifest};
    }
  }
  return {has_value_function(g) ? kStrongDefault : kStrongDefaultRollout, ""};
}

void StrongAgent::reset(uint64_t seed) {
  seed_ = seed;
  if (inner_) inner_->reset(seed);
}

Agent& StrongAgent::inner(const Game& g) const {
  const std::string key = g.rules().name + "/" + std::to_string(g.num_players());
  if (!inner_ || made_for_ != key) {
    const StrongChoice choice = strong_choice(g);
    try {
      inner_ = make_agent(choice.spec);
    } catch (const ConfigError& e) {  // a manifest's spec or model that does not load
      throw ConfigError(choice.manifest.empty() ? e.what() : choice.manifest + ": " + e.what());
    }
    inner_->reset(seed_);
    made_for_ = key;
  }
  return *inner_;
}

void StrongAgent::check_game(const Game& g) const {
  Agent& agent = inner(g);
  try {
    agent.check_game(g);
  } catch (const ConfigError& e) {
    throw ConfigError("agent 'strong' for " + g.rules().name + ": " + e.what());
  }
}

Action StrongAgent::act(const Game& g, const State& s) { return inner(g).act(g, s); }

void StrongAgent::on_step(const Game& g, const State& before, Action a) {
  if (inner_) inner(g).on_step(g, before, a);
}

}  // namespace catanlab
