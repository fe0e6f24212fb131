// Seafarers' terms: gold fields as production of choice (the base terms count
// resource hexes only), ships as reach (the best free site at a ship's end),
// a new island's bonus within sailing reach (the nearer, the more), picks
// owed, ships on the board and left, The Wonders of Catan's wonder (sea_wonders.cpp), Cloth for
// Catan's cloth (sea_cloth.cpp), The Forgotten Tribe's gifts (tribe_gifts.h) and The Pirate Islands'
// line, warships and fortress (sea_pirates.cpp).
#include <algorithm>
#include <bit>
#include <cmath>

#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/sailing.h"
#include "agents/heuristic/sea_wonders.h"
#include "agents/heuristic/sea_cloth.h"
#include "agents/heuristic/sea_pirates.h"
#include "agents/heuristic/tribe_gifts.h"
#include "core/base/pieces.h"
#include "core/seafarers/sea_rules.h"

namespace catanlab {

namespace {

constexpr double kGoldPip = 1.1;        // per pip of a gold field: a card of choice beats a set one (a pip is 0.9)
constexpr double kShip = 0.4;           // a ship on the board: route length and reach
constexpr double kShipSite = 0.45;      // per pip of the best free site at a ship's end (as a road's, standard_value.cpp)
constexpr double kNewIsland = 6.0;      // a free site on an island that would pay its bonus (per 2 VP), at a ship's end
constexpr int kSailReach = 6;           // ships' lengths within which such a site still counts, less the farther
constexpr double kShipsLeft = 0.1;      // per ship still to build

int pips(int number) { return number ? 6 - std::abs(7 - number) : 0; }

// Ships' lengths to the nearest free site on an island the seat has not settled, or -1 beyond kSailReach.
int sail_to_new_island(const StdGame& g, const StdState& s, int player) {
  const Topology& t = g.topo();
  const SeaSlice& sea = sea_of(g, s);
  const VertexSet free = sea::land_vertices(g, s) - s.base.blocked - s.base.vertex_pieces;
  return sail_distance(g, s, player, kSailReach, [&](int v) {
    if (!free.test(v)) return false;
    for (int8_t h : t.vertex_hex[v]) {
      const int island = h >= 0 && sea::land_now(s, h) ? sea::island_of(g, h) : -1;
      if (island >= 0 && !(sea.islands[player] >> island & 1)) return true;
    }
    return false;
  });
}

struct SeaTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const Topology& t = g.topo();
    const SeaSlice& sea = sea_of(g, s);
    const PlayerState& p = s.base.players[player];
    double v = kCard * sea.gold_owed[player] + kShipsLeft * sea.ships_left[player] + kShip * p.path_pieces.count();
    v += wonder_value(g, s, player);  // The Wonders of Catan (0 without)
    v += cloth_value(g, s, player);  // Cloth for Catan
    v += tribe_gifts(g, s, player);
    v += pirate_value(g, s, player);  // The Pirate Islands
    // Gold fields beside the seat's buildings (a city twice), the robber's aside.
    auto gold_pips = [&](int x, int mult) {
      for (int8_t h : t.vertex_hex[x])
        if (h >= 0 && s.layout.terrain[h] == Terrain::Gold && h != s.base.robber && !s.base.barren.test(h))
          v += kGoldPip * mult * pips(s.layout.number[h]);
    };
    p.settlements.for_each([&](int x) { gold_pips(x, 1); });
    p.cities.for_each([&](int x) { gold_pips(x, 2); });
    if (p.settlements_left == 0) return v;
    // A new island's bonus within sailing reach: the nearer, the more.
    const int settled = std::popcount(unsigned(sea.bonus_islands[player]));
    const int next = island_bonus_vp(sea_opt(g), settled + 1) - island_bonus_vp(sea_opt(g), settled);
    if (next && (sea.ships_left[player] || p.path_pieces.any()))
      if (const int d = sail_to_new_island(g, s, player); d >= 0)
        v += kNewIsland * next / 2.0 * (1.0 - double(d) / (kSailReach + 1));
    if (!p.path_pieces.any()) return v;
    // The best free site at the ships' ends, by pips.
    int best = 0;
    const VertexSet sites = (path_piece_vertices(t, p) & sea::land_vertices(g, s)) - s.base.blocked - s.base.vertex_pieces;
    sites.for_each([&](int x) {
      int sum = 0;
      for (int8_t h : t.vertex_hex[x])
        if (h >= 0 && sea::land_now(s, h) && (terrain_resource(s.layout.terrain[h]) >= 0 || s.layout.terrain[h] == Terrain::Gold))
          sum += pips(s.layout.number[h]);
      best = std::max(best, sum);
    });
    return v + kShipSite * best;
  }
};

}  // namespace

void register_seafarers_terms() {
  static const SeaTerms terms;
  register_module_terms("seafarers", terms);
  register_module_terms("seafarers_ck", terms);
}

}  // namespace catanlab
