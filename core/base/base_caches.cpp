// The recomputation of the base slice's caches from its fields.
#include "core/base/base_rules.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/standard/std_game.h"

namespace catanlab {

void BaseRules::rebuild_caches(const StdGame& g, StdState& s) const {
  const Topology& t = g.topo();
  const Options& o = g.opt();
  BaseSlice& b = s.base;
  b.occupied = {};
  b.blocked = {};
  b.road_taken = {};
  b.hex_yield = {};
  b.vertex_pieces = {};
  for (int q = 0; q < s.num_players; ++q) b.vertex_pieces |= b.players[q].vertex_pieces;
  b.offer.give_total = b.offer.get_total = 0;
  for (int k = 0; k < kNumCardKinds; ++k) b.offer.give_total += b.offer.give[k], b.offer.get_total += b.offer.get[k];
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    VertexSet mine = buildings_of(p);
    b.occupied |= mine;
    b.road_taken |= p.roads;
    mine.for_each([&](int v) {
      b.blocked.set(v);
      b.blocked |= t.vertex_neighbours[v];
      const int units = p.cities.test(v) ? 2 : 1;
      for (int8_t h : t.vertex_hex[v])
        if (h >= 0) b.hex_yield[h] += uint32_t(units) << (4 * q);
    });
  }
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    p.road_vertices = {};
    p.roads.for_each([&](int e) {
      for (int v : t.edge_vertex[e]) p.road_vertices.set(v);
    });
    recompute_frontier(t, s, q);
    update_lengths(t, s, q);
    p.hand_total = 0;
    for (uint8_t c : p.hand) p.hand_total += c;
    p.hand_limit_bonus = 0;  // the modules' raises, added by their rebuilds after this one
    p.module_vp = 0;         // the modules' points, likewise
    p.harbors = harbors_of(g.board(), o, s, p);
    p.settlements_left = uint8_t(o.settlements + p.extra_settlements - p.settlements.count());
    p.cities_left = uint8_t(o.cities - p.cities.count());
    p.roads_left = uint8_t(o.roads - p.roads.count());
    p.vp_public = uint8_t((p.settlements - b.dormant).count() + 2 * (p.cities - b.dormant).count() +
                          2 * (b.longest_road_holder == q) + 2 * (b.largest_army_holder == q));
  }
}

}  // namespace catanlab
