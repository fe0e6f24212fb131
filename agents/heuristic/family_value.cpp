// Every family's value function by the name its rule sets give the family.
#include "agents/heuristic/family_value.h"

namespace catanlab {

const FamilyValue& standard_value();
const FamilyValue& conquest_value();
const FamilyValue& colonies_value();

const FamilyValue* family_value(std::string_view family) {
  if (family == "standard") return &standard_value();
  if (family == "conquest") return &conquest_value();
  if (family == "colonies") return &colonies_value();
  return nullptr;
}

}  // namespace catanlab
