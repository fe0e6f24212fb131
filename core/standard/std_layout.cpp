#include "core/standard/std_layout.h"

#include <fmt/format.h>
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

void push_seat_fields(ObsLayout& out, const std::string& module, int seats, const ObsLayout& fields) {
  for (int q = 0; q < seats; ++q) {
    const std::string who = q == 0 ? "the observer" : fmt::format("relative seat {}", q);
    for (const ObsSegment& f : fields)
      out.push_back({fmt::format("{}.players[{}].{}", module, q, f.name), f.size, f.low, f.high, who + ": " + f.meaning});
  }
}

void register_std_layout() { register_observation_layout("standard", std_layout); }

}  // namespace catanlab
