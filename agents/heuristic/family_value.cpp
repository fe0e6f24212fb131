// Every family's value function by the name its rule sets give the family: each value file registers its own.
#include "agents/heuristic/family_value.h"

#include "agents/heuristic/heuristic_registry.h"

namespace catanlab {

namespace {

NamedParts<FamilyValue>& table() {
  static NamedParts<FamilyValue> values;
  return values;
}

}  // namespace

void register_family_value(std::string_view family, const FamilyValue& value) { table().add(family, value); }

const FamilyValue* family_value(std::string_view family) { return table().find(family); }

}  // namespace catanlab
