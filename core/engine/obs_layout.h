#pragma once
// The observation explained: the observation tensor as contiguous segments,
// each with a name, the range of its entries and what they mean. Each family
// registers its layout from the file that writes its observation (its
// observe), as it registers its factory (registry.h); the standard family's
// modules register theirs likewise (core/standard/std_layout.h). Python's
// game.observation_layout() and the Gymnasium spaces' bounds read them, and a
// test checks every entry of random games against its range.
#include <string>
#include <vector>

#include "core/engine/game.h"

namespace catanlab {

struct ObsSegment {
  std::string name;     // "players[1].resources", unique within the layout
  int size;             // entries
  float low, high;      // every entry lies in [low, high]
  std::string meaning;  // what the entries are, in order
};

using ObsLayout = std::vector<ObsSegment>;
using FamilyLayout = ObsLayout (*)(const Game&);

void register_observation_layout(const std::string& family, FamilyLayout layout);
// The segments of g's observation, in order. Throws std::logic_error where the
// family registered none or their sizes do not add up to observation_size().
ObsLayout observation_layout(const Game& g);

}  // namespace catanlab
