// Every module's terms by the name rule sets give the module: each terms file registers its own.
#include "agents/heuristic/module_terms.h"

#include "agents/heuristic/heuristic_registry.h"

namespace catanlab {

namespace {

NamedParts<ModuleTerms>& table() {
  static NamedParts<ModuleTerms> terms;
  return terms;
}

}  // namespace

void register_module_terms(std::string_view module, const ModuleTerms& terms) { table().add(module, terms); }

const ModuleTerms* module_terms(std::string_view module) { return table().find(module); }

}  // namespace catanlab
