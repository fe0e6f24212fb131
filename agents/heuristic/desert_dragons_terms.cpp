// The Desert Dragons' terms: the home island's hexes fall to the dragons once they have gathered,
// while the neighbouring island stays safe, so the production a seat draws from home hexes is
// worth less the more dragons have gathered, a site on safe land and the ships toward it more.
// (A Knight card needs no term: the base terms count the production a slain dragon gives back,
// and a term for holding one would keep it from being played.)
#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/sailing.h"
#include "core/tde/desert_dragons/dd_rules.h"

namespace catanlab {

namespace {

constexpr double kThreat = 0.9 * 0.5;  // per pip from a home hex at full pressure: half its worth may be lost
constexpr double kSail = 5.0;          // a free site on safe land within sailing reach, less the farther
constexpr int kSailReach = 6;

int pips(int number) { return number ? 6 - std::abs(7 - number) : 0; }

struct DdTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const Topology& t = g.topo();
    const PlayerState& p = s.base.players[player];
    const DdSlice& d = dd_of(g, s);
    const int total = std::max(1, g.module<DesertDragons>().opt().dd_dragons);
    const double pressure = double(total - d.supply) / total;  // 0 before any gathered, 1 at the invasion
    const HexSet& home = sea::home_hexes(g);
    double v = 0;
    auto weigh = [&](int x, int units) {
      for (int8_t h : t.vertex_hex[x])
        if (h >= 0 && home.test(h) && dd::landscape(s, h) && !d.dragons.test(h))
          v -= kThreat * pressure * units * pips(s.layout.number[h]);
    };
    p.settlements.for_each([&](int x) { weigh(x, 1); });
    p.cities.for_each([&](int x) { weigh(x, 2); });
    if (p.settlements_left == 0 || pressure == 0) return v;
    VertexSet safe;
    for (int h = 0; h < t.num_hexes; ++h)
      if (!home.test(h) && dd::landscape(s, h)) safe |= t.hex_vertices[h];
    const VertexSet free = sea::land_vertices(g, s) - s.base.blocked - s.base.vertex_pieces;
    if (const int dist = sail_distance(g, s, player, kSailReach, [&](int x) { return safe.test(x) && free.test(x); }); dist >= 0)
      v += kSail * pressure * (1.0 - double(dist) / (kSailReach + 1));
    return v;
  }
};

}  // namespace

void register_desert_dragons_terms() {
  static const DdTerms terms;
  register_module_terms("desert_dragons", terms);
}

}  // namespace catanlab
