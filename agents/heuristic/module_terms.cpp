// Every module's terms by the name rule sets give the module: each terms file registers its own.
#include "agents/heuristic/module_terms.h"

#include <string>
#include <utility>
#include <vector>

#include "agents/heuristic/heuristic_registry.h"

namespace catanlab {

namespace {

std::vector<std::pair<std::string, const ModuleTerms*>>& table() {
  static std::vector<std::pair<std::string, const ModuleTerms*>> terms;
  return terms;
}

}  // namespace

void register_module_terms(std::string_view module, const ModuleTerms& terms) { table().emplace_back(module, &terms); }

const ModuleTerms* module_terms(std::string_view module) {
  register_heuristics();
  for (const auto& [name, terms] : table())
    if (name == module) return terms;
  return nullptr;
}

}  // namespace catanlab
