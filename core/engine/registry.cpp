#include "core/engine/registry.h"

#include <map>
#include <mutex>

#include "core/config_error.h"

namespace catanlab {

namespace {

std::map<std::string, FamilyFactory>& families() {
  static std::map<std::string, FamilyFactory> table;
  return table;
}

void ensure_registered() {
  static std::once_flag once;
  std::call_once(once, register_everything);
}

}  // namespace

void register_family(const std::string& name, FamilyFactory make) { families()[name] = make; }

std::vector<std::string> family_names() {
  ensure_registered();
  std::vector<std::string> names;
  for (const auto& [name, make] : families()) names.push_back(name);
  return names;
}

FamilyFactory family_factory(const std::string& name, const std::string& ruleset) {
  ensure_registered();
  if (auto it = families().find(name); it != families().end()) return it->second;
  std::string known;
  for (const auto& n : family_names()) known += (known.empty() ? "" : ", ") + n;
  throw ConfigError("rule set '" + ruleset + "': unknown family '" + name + "' (families: " + known + ")");
}

std::shared_ptr<const Game> Game::load(const std::string& ruleset, int num_players,
                                       const std::map<std::string, int>& options) {
  RuleSet rules = load_ruleset(ruleset, options);
  return family_factory(rules.family, ruleset)(std::move(rules), num_players);
}

}  // namespace catanlab
