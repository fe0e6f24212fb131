#include "core/standard/module_registry.h"

#include <map>

#include "core/config_error.h"
#include "core/engine/registry.h"

namespace catanlab {

namespace {

std::map<std::string, ModuleFactory>& modules() {
  static std::map<std::string, ModuleFactory> table;
  return table;
}

}  // namespace

void register_module(const std::string& name, ModuleFactory make) { modules()[name] = make; }

std::vector<std::string> module_names() {
  family_names();  // every module has registered once any family is known
  std::vector<std::string> names;
  for (const auto& [name, make] : modules()) names.push_back(name);
  return names;
}

std::unique_ptr<Module> make_module(const std::string& name, const std::string& ruleset) {
  family_names();  // every module has registered once any family is known
  if (auto it = modules().find(name); it != modules().end()) return it->second();
  std::string known;
  for (auto& n : module_names()) known += (known.empty() ? "" : ", ") + n;
  throw ConfigError("rule set '" + ruleset + "': unknown module '" + name + "' (modules: " + known + ")");
}

}  // namespace catanlab
