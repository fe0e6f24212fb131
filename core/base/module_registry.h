#pragma once
// Module names as rule sets write them -> module instances.
#include <memory>
#include <string>
#include <vector>

#include "core/base/module.h"

namespace catanlab {

// Throws ConfigError naming the rule set and listing the known modules.
std::unique_ptr<Module> make_module(const std::string& name, const std::string& ruleset);
std::vector<std::string> module_names();

}  // namespace catanlab
