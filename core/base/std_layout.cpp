#include "core/base/std_layout.h"

#include <map>

namespace catanlab {

namespace {

std::map<std::string, ModuleLayout>& module_layouts() {
  static std::map<std::string, ModuleLayout> all;
  return all;
}

ObsLayout std_layout(const Game& game) {
  const auto& g = static_cast<const StdGame&>(game);
  ObsLayout out;
  for (const std::string& m : g.rules().modules)
    if (auto it = module_layouts().find(m); it != module_layouts().end()) it->second(g, out);
  return out;
}

}  // namespace

void register_module_layout(const std::string& module, ModuleLayout layout) { module_layouts()[module] = layout; }

void register_std_layout() { register_observation_layout("standard", std_layout); }

}  // namespace catanlab
