#include "core/base/module_registry.h"

#include "core/base/base_rules.h"
#include "core/ck/ck_rules.h"
#include "core/lotc/lotc_rules.h"
#include "core/config_error.h"

namespace catanlab {

std::vector<std::string> module_names() { return {"base", "cities_knights", "conquerors"}; }

std::unique_ptr<Module> make_module(const std::string& name, const std::string& ruleset) {
  if (name == "base") return std::make_unique<BaseRules>();
  if (name == "cities_knights") return std::make_unique<CitiesKnights>();
  if (name == "conquerors") return std::make_unique<Conquerors>();
  std::string known;
  for (auto& n : module_names()) known += (known.empty() ? "" : ", ") + n;
  throw ConfigError("rule set '" + ruleset + "': unknown module '" + name + "' (modules: " + known + ")");
}

}  // namespace catanlab
