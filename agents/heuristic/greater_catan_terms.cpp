// Greater Catan's terms: a new island's land without a token will take one as soon as a road or
// ship reaches it (the reserve's, then a home token), so the base terms' pips, which count it as
// nothing, undervalue buildings beside it, the free sites that reach it, and sailing toward it.
#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/per_board.h"
#include "agents/heuristic/sailing.h"
#include "core/base/pieces.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/greater_catan/gc_rules.h"

namespace catanlab {

namespace {

constexpr double kPromised = 3.0 * 0.9 * 0.6;  // per numberless hex: about 3 pips to come (0.9 each), less sure than printed
constexpr double kSite = 0.45 / 0.9;           // a free site's share of it, as a road's site (standard_value.cpp)
constexpr double kSail = 4.0;                  // a free site beside such a hex within sailing reach, less the farther
constexpr int kSailReach = 6;                  // ships' lengths within which it still counts

// The land hexes that will take a token (gc::takes_token), their corners and the land's corners
// (sea::land_vertices): they depend on the board alone.
struct TokenHexes {
  HexSet hexes;
  VertexSet corners, land;
};
const TokenHexes& token_hexes(const StdGame& g, const StdState& s) {
  return per_board<TokenHexes>(g, s, [&](TokenHexes& found) {
    for (int h = 0; h < g.topo().num_hexes; ++h)
      if (gc::takes_token(g, s, h)) found.hexes.set(h), found.corners |= g.topo().hex_vertices[h];
    found.land = sea::land_vertices(g, s);
  });
}

struct GcTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const Topology& t = g.topo();
    const PlayerState& p = s.base.players[player];
    const TokenHexes& tokens = token_hexes(g, s);
    auto promised = [&](int v) {
      int n = 0;
      for (int8_t h : t.vertex_hex[v]) n += h >= 0 && tokens.hexes.test(h);
      return n;
    };
    double v = 0;
    p.settlements.for_each([&](int x) { v += kPromised * promised(x); });
    p.cities.for_each([&](int x) { v += 2 * kPromised * promised(x); });
    if (p.settlements_left == 0) return v;
    const VertexSet free = tokens.land - s.base.blocked - s.base.vertex_pieces;
    int best = 0;
    ((path_piece_vertices(t, p) | p.road_vertices) & free).for_each([&](int x) { best = std::max(best, promised(x)); });
    v += kSite * kPromised * best;
    if (!sea_of(g, s).ships_left[player] && !p.path_pieces.any()) return v;
    const VertexSet& sites = tokens.corners;
    if (const int d = sail_distance(g, s, player, kSailReach, [&](int v) { return sites.test(v) && free.test(v); }); d >= 0)
      v += kSail * (1.0 - double(d) / (kSailReach + 1));
    return v;
  }
};

}  // namespace

void register_greater_catan_terms() {
  static const GcTerms terms;
  register_module_terms("greater_catan", terms);
}

}  // namespace catanlab
