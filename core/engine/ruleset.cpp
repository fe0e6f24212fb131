#include "core/engine/ruleset.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/config_error.h"
#include "core/did_you_mean.h"

namespace catanlab {

using nlohmann::json;

int seats_for(const RuleSet& rs, int requested, int most) {
  if (rs.min_players < 2 || rs.max_players > most)
    throw ConfigError(rs.path + ": 'players' must lie within 2.." + std::to_string(most));
  const int seats = requested ? requested : rs.default_players;
  if (seats < rs.min_players || seats > rs.max_players)
    throw ConfigError("rule set '" + rs.name + "' takes " + std::to_string(rs.min_players) + "-" +
                      std::to_string(rs.max_players) + " players, not " + std::to_string(seats));
  return seats;
}

std::string board_for(const RuleSet& rs, int seats) {
  if (auto it = rs.boards.find(seats); it != rs.boards.end()) return it->second;
  std::string board = rs.board;
  if (auto at = board.find("{players}"); at != std::string::npos) board.replace(at, 9, std::to_string(seats));
  return board;
}

std::string config_dir() {
  if (const char* env = std::getenv("CATANLAB_CONFIGS")) return env;
  return CATANLAB_CONFIG_DIR;
}

std::vector<std::string> list_rulesets() {
  std::vector<std::string> names;
  const std::string dir = config_dir() + "/rulesets";
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  if (names.empty()) throw ConfigError(dir + ": no rule sets found (set CATANLAB_CONFIGS to the configs folder)");
  std::sort(names.begin(), names.end());
  return names;
}

RuleSet load_ruleset(const std::string& name, const std::map<std::string, int>& overrides) {
  auto names = list_rulesets();
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    std::string valid;
    for (auto& n : names) valid += (valid.empty() ? "" : ", ") + n;
    throw ConfigError("unknown rule set '" + name + "'" + did_you_mean(name, names) + " (rule sets: " + valid + ")");
  }
  const std::string path = config_dir() + "/rulesets/" + name + ".json";
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  RuleSet rs = parse_ruleset(name, ss.str(), path);
  rs.overrides = overrides;
  return rs;
}

RuleSet parse_ruleset(const std::string& name, const std::string& text, const std::string& path) {
  auto j = std::make_shared<json>();
  try {
    *j = json::parse(text);
  } catch (const json::exception& e) {  // parse_error, or out_of_range for a number past a double
    throw ConfigError(path + ": malformed JSON: " + e.what());
  }
  if (!j->is_object()) throw ConfigError(path + ": a rule set is a JSON object");
  auto str = [&](const char* key, bool required) {
    if (!j->contains(key)) {
      if (required) throw ConfigError(path + ": '" + key + "' must be a string");
      return std::string();
    }
    if (!(*j)[key].is_string()) throw ConfigError(path + ": '" + key + "' must be a string");
    return (*j)[key].get<std::string>();
  };
  RuleSet rs;
  rs.name = name;
  rs.path = path;
  rs.description = str("description", true);
  rs.board = str("board", false);
  if (j->contains("family")) rs.family = str("family", true);
  if (j->contains("modules")) {
    if (!(*j)["modules"].is_array()) throw ConfigError(path + ": 'modules' must be an array");
    for (const json& m : (*j)["modules"]) {
      if (!m.is_string()) throw ConfigError(path + ": 'modules' must hold strings");
      rs.modules.push_back(m.get<std::string>());
    }
  }
  if (j->contains("players")) {
    const json& p = (*j)["players"];
    if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() || !p[1].is_number_integer())
      throw ConfigError(path + ": 'players' must be [min, max]");
    rs.min_players = p[0];
    rs.max_players = p[1];
    if (rs.min_players < 1 || rs.min_players > rs.max_players)
      throw ConfigError(path + ": 'players' must be [min, max] with 1 <= min <= max");
  }
  rs.default_players = rs.max_players;
  // "default_players": the count a game takes when none is asked (the most, if absent).
  if (j->contains("default_players")) {
    const json& d = (*j)["default_players"];
    if (!d.is_number_integer() || d < rs.min_players || d > rs.max_players)
      throw ConfigError(path + ": 'default_players' must be a player count within 'players'");
    rs.default_players = d;
  }
  // "boards": {"5": "standard_5_6", ...}: a board of its own for a player count.
  if (j->contains("boards")) {
    const json& b = (*j)["boards"];
    if (!b.is_object()) throw ConfigError(path + ": 'boards' must be an object");
    for (auto& [key, stem] : b.items()) {
      const bool seats = key.size() == 1 && key[0] >= '0' + rs.min_players && key[0] <= '0' + rs.max_players;
      if (!seats || !stem.is_string())
        throw ConfigError(path + ": boards." + key + ": must map a player count of the rule set to a board's name");
      rs.boards[key[0] - '0'] = stem.get<std::string>();
    }
  }
  rs.file = std::move(j);
  return rs;
}

}  // namespace catanlab
