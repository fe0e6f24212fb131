#include "agents/nnue/layout_hash.h"

#include <fmt/format.h>

#include "agents/crc32.h"
#include "core/engine/obs_layout.h"

namespace catanlab {

uint32_t layout_hash(const Game& g) {
  std::string text = fmt::format("observation {}\nactions {}\n", g.observation_size(), g.num_actions());
  for (const ObsSegment& seg : observation_layout(g)) text += fmt::format("segment {} {}\n", seg.name, seg.size);
  for (Action a = 0; a < g.num_actions(); ++a) text += fmt::format("action {}\n", g.action_name(a));
  return crc32(reinterpret_cast<const unsigned char*>(text.data()), text.size());
}

}  // namespace catanlab
