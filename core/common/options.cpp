#include "core/common/options.h"

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

Cost read_cost(const nlohmann::json& cost, const std::string& at) {
  if (!cost.is_object()) throw ConfigError(at + ": must map resources to counts");
  Cost c{};
  for (auto& [res, count] : cost.items()) {
    auto r = parse_resource(res);
    if (!r) throw ConfigError(at + "." + res + ": unknown resource");
    if (!json_int_within(count, 0, 19))
      throw ConfigError(at + "." + res + ": must be a count 0..19");
    c[*r] = uint8_t(count.get<int>());
  }
  return c;
}

}  // namespace catanlab
