#include "core/engine/obs_layout.h"

#include <fmt/format.h>
#include <map>
#include <stdexcept>

namespace catanlab {

namespace {

std::map<std::string, FamilyLayout, std::less<>>& layouts() {
  static std::map<std::string, FamilyLayout, std::less<>> all;
  return all;
}

}  // namespace

void register_observation_layout(const std::string& family, FamilyLayout layout) { layouts()[family] = layout; }

ObsLayout observation_layout(const Game& g) {
  const auto it = layouts().find(g.family());
  if (it == layouts().end()) throw std::logic_error(fmt::format("family {} has no observation layout", g.family()));
  ObsLayout layout = it->second(g);
  int size = 0;
  for (const ObsSegment& seg : layout) size += seg.size;
  if (size != g.observation_size())
    throw std::logic_error(fmt::format("rule set {}: the observation layout has {} entries, the observation {}",
                                       g.rules().name, size, g.observation_size()));
  return layout;
}

}  // namespace catanlab
