// The segments of a Colonies observation (col_view.cpp writes it): one
// segment of scaled counts and one-hots; battle modifiers may be negative.
#include "core/colonies/col_game.h"
#include "core/engine/obs_layout.h"

namespace catanlab {

namespace {

ObsLayout col_layout(const Game& g) {
  return {{"colonies", g.observation_size(), -16, 64,
           "the season, the awaited input; per tile terrain, armies (tenths), the marches of the books it may read, "
           "neutral and hostile troops; per relative seat pieces, hand and routed regiments (tenths), cards, roads, "
           "time score, vote and stances; its own book; the battle, the offer, the exploration, the event, the bank"}};
}

}  // namespace

void register_colonies_layout() { register_observation_layout(std::string(ColGame::kFamily), col_layout); }

}  // namespace catanlab
