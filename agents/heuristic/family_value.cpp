// Every family's value function by the name its rule sets give the family: each value file registers its own.
#include "agents/heuristic/family_value.h"

#include <string>
#include <utility>
#include <vector>

#include "agents/heuristic/heuristic_registry.h"

namespace catanlab {

namespace {

std::vector<std::pair<std::string, const FamilyValue*>>& table() {
  static std::vector<std::pair<std::string, const FamilyValue*>> values;
  return values;
}

}  // namespace

void register_family_value(std::string_view family, const FamilyValue& value) { table().emplace_back(family, &value); }

const FamilyValue* family_value(std::string_view family) {
  register_heuristics();
  for (const auto& [name, value] : table())
    if (name == family) return value;
  return nullptr;
}

}  // namespace catanlab
