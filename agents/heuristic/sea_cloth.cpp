// Cloth for Catan's terms: an odd cloth as most of a VP's half (two are 1 VP, which the VP count
// holds already), each village the seat trades with by its number's pips while it still holds
// cloth, and the nearest stocked village it does not trade with yet within sailing reach (the
// nearer, the more: reaching it pays a cloth at once and a share of every roll of its number).
#include "agents/heuristic/sea_cloth.h"

#include <algorithm>
#include <cmath>

#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/sailing.h"

namespace catanlab {

namespace {

constexpr double kOddCloth = 0.4 * kVp;  // the cloth toward the next VP
constexpr double kVillagePip = 1.2;      // per pip of a village traded with, while it holds 3 cloth or more
constexpr double kNewVillage = 7.0;      // a stocked village not yet traded with, at a ship's end
constexpr int kSailReach = 6;            // ships' lengths within which it still counts, less the farther

int pips(int number) { return 6 - std::abs(7 - number); }

}  // namespace

double cloth_value(const StdGame& g, const StdState& s, int player) {
  const std::vector<sea::Village>& villages = sea::villages(g);
  if (villages.empty()) return 0;
  const SeaSlice& sea = sea_of(g, s);
  const ClothSlice& c = sea.cloth;
  double v = kOddCloth * (c.cloth[size_t(player)] % 2);
  VertexSet targets;
  for (size_t i = 0; i < villages.size(); ++i) {
    if (!c.village[i]) continue;
    if (c.rank[i][size_t(player)]) v += kVillagePip * pips(villages[i].number) * std::min(3, int(c.village[i])) / 3.0;
    else targets.set(villages[i].vertex);
  }
  if (!targets.any() || (!sea.ships_left[player] && !s.base.players[player].path_pieces.any())) return v;
  const int d = sail_distance(g, s, player, kSailReach, [&](int x) { return targets.test(x); });
  return d >= 0 ? v + kNewVillage * (1.0 - double(d) / (kSailReach + 1)) : v;
}

}  // namespace catanlab
