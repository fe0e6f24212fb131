#pragma once
// The standard family's rule modules, by the name rule sets give them. Each
// module registers itself (its folder's register function, called by the
// generated registry; core/engine/registry.h).
#include <memory>
#include <string>
#include <vector>

#include "core/standard/module.h"

namespace catanlab {

using ModuleFactory = std::unique_ptr<Module> (*)();

void register_module(const std::string& name, ModuleFactory make);
// Throws ConfigError naming the rule set and listing the known modules.
std::unique_ptr<Module> make_module(const std::string& name, const std::string& ruleset);
std::vector<std::string> module_names();

}  // namespace catanlab
