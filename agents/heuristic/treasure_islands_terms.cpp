// The treasure hunt's terms (The Treasure Islands): a treasure being taken is
// worth its tile's average (two cards, two free pieces or a development card),
// resources still to take a card each, free pieces still to lay as free roads;
// a treasure one road or ship away from the seat's reach draws its lines on.
// Chips are Seafarers' island bonuses (its terms and the VP term count them).
#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "core/base/pieces.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

namespace {

constexpr double kTreasure = 2.5;      // a tile to turn: 7/20 two cards, 7/20 two free pieces, 6/20 a card bought
constexpr double kTreasureNear = 1.5;  // a treasure at the far end of a path the seat may build on now
constexpr int kNearCounted = 2;

struct TreasureTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const Topology& t = g.topo();
    const TreasureSlice& tr = treasure_of(g, s);
    double v = 0;
    if (tr.hunter == player)
      v += kCard * tr.picks + kPendingRoad * tr.free_paths + kTreasure * (tr.reached.count() + tr.owed);
    if (!tr.spots.any()) return v;
    const PlayerState& p = s.base.players[player];
    const EdgeSet paths = p.road_frontier | (sea::ship_frontier(g, s, player) - sea::pirate_paths(g, s));
    int near = 0;
    paths.for_each([&](int e) { near += tr.spots.test(t.edge_vertex[e][0]) || tr.spots.test(t.edge_vertex[e][1]); });
    return v + kTreasureNear * std::min(near, kNearCounted);
  }
};

}  // namespace

const ModuleTerms& treasure_islands_terms() {
  static const TreasureTerms terms;
  return terms;
}

void register_treasure_islands_terms() {
  const ModuleTerms& terms = treasure_islands_terms();
  register_module_terms("treasure_islands", terms);
}

}  // namespace catanlab
