#pragma once
// What every family's options share: integer options with their ranges and
// help (OptionSpec), purchases priced by resource in a rule set's "costs"
// object (Cost, PurchaseSpec). The standard family, Catan Conquest and the
// rule modules declare theirs with these; each family reads its own file.
#include <array>
#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "core/board/terrain.h"

namespace catanlab {

// What each purchase costs, by resource (lumber, brick, wool, grain, ore).
using Cost = std::array<uint8_t, kNumResources>;

// A purchase a rule set may price in its "costs" object, and where its cost is kept.
struct PurchaseSpec {
  const char* name;
  Cost* cost;
};

// An integer option of the base game or a module (booleans are 0/1): its name, help, range and the
// field of the options struct that holds it.
struct OptionSpec {
  const char* name;
  const char* help;
  int min, max;
  int* value;
};
// The OptionSpec of `values.field`, named after the field.
#define CATANLAB_OPTION(values, field, help, lo, hi) \
  OptionSpec { #field, help, lo, hi, &(values).field }

// A "costs" entry, {"lumber": 1, "brick": 1}; `at` names it in errors.
Cost read_cost(const nlohmann::json& cost, const std::string& at);

}  // namespace catanlab
