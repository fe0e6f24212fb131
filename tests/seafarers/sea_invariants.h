#pragma once
// Seafarers' invariants, checked after the steps of random games: resources
// conserved, gold never paid past the bank; ships within each seat's box, on
// paths beside the sea, one piece per path, joined to their owner's buildings
// by its ships; the pirate on a sea hex, the robber on land turned up; the
// face-down stacks and the tiles turned up adding up to the board's pools;
// islands as the seats' buildings make them; VP recomputed from the pieces,
// Longest Trade Route, Largest Army, VP cards and island bonuses; a ship on
// each claimed wonder (The Wonders of Catan); the caches
// equal to a rebuild, and a moving ship's destinations to those of its seat without it.
#include <doctest/doctest.h>

#include <bit>

#include "core/standard/module_traits.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab::testing {

// A seat's island bonuses (island_vp_each: per building on an island off the home hexes).
inline int island_points(const StdGame& g, const State& s, int p) {
  if (sea_opt(g).island_vp_each) return sea_opt(g).island_vp * sea::island_buildings(g, std_state(s), p);
  return island_bonus_vp(sea_opt(g), std::popcount(unsigned(sea_of(g, s).bonus_islands[p])));
}

// `vp`: recompute VP the base game's way (false where C&K's invariants do it, with island bonuses).
inline void check_sea_invariants(const StdGame& g, const State& state, bool vp = true) {
  const Topology& t = g.topo();
  const Options& o = g.opt();
  const SeaOptions& so = sea_opt(g);
  const StdState& s = std_state(state);
  const BaseSlice& b = s.base;
  const SeaSlice& sea = sea_of(g, s);
  for (int r = 0; r < kNumResources; ++r) {
    int total = b.bank[r];
    for (int p = 0; p < s.num_players; ++p) total += b.players[p].hand[r];
    REQUIRE_MESSAGE(total == o.bank_per_resource, kResourceNames[r]);
  }
  EdgeSet ship_paths, ships;
  for (int e = 0; e < t.num_edges; ++e)
    for (int8_t h : t.edge_hex[e])
      if (h < 0 || s.layout.terrain[h] == Terrain::Sea) ship_paths.set(e);
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& ps = b.players[p];
    REQUIRE(ps.path_pieces.count() + sea.ships_left[p] + (sea::wonder_of(g, s, p) >= 0) == so.ships);  // a wonder holds one
    REQUIRE_FALSE((ps.path_pieces - ship_paths).any());
    REQUIRE_FALSE((ps.path_pieces & ships).any());
    REQUIRE_FALSE((ps.path_pieces & b.road_taken).any());
    ships |= ps.path_pieces;
    // Joined to a building of the owner's by its ships.
    VertexSet reached = buildings_of(ps);
    EdgeSet left = ps.path_pieces;
    for (bool grew = true; grew;) {
      grew = false;
      left.for_each([&](int e) {
        if (reached.test(t.edge_vertex[e][0]) || reached.test(t.edge_vertex[e][1])) {
          reached.set(t.edge_vertex[e][0]), reached.set(t.edge_vertex[e][1]), left.reset(e), grew = true;
        }
      });
    }
    REQUIRE_FALSE(left.any());
    // Roads beside land turned up only.
    REQUIRE_FALSE((ps.roads & b.closed_roads).any());
    const int points = ps.settlements.count() + 2 * ps.cities.count() + 2 * (b.longest_road_holder == p) +
                       2 * (b.largest_army_holder == p) + ps.dev[VictoryPoint] + island_points(g, state, p) +
                       sea::cloth_vp(sea, p) + sea.tribe.gift_vp[p];
    if (vp) REQUIRE(points == g.victory_points(state, p));
    const int fortress = sea.pirates.chips[size_t(p)] > 0;  // The Pirate Islands: a standing fortress holds a piece
    REQUIRE(ps.settlements.count() + ps.settlements_left + fortress == o.settlements + ps.extra_settlements);
    REQUIRE(ps.cities.count() + ps.cities_left == o.cities);
    REQUIRE(ps.roads.count() + ps.roads_left == o.roads);
    REQUIRE((sea.bonus_islands[p] & ~sea.islands[p]) == 0);
  }
  REQUIRE((sea.pirate == kNoSeaHex || s.layout.terrain[sea.pirate] == Terrain::Sea));
  if (o.robber) REQUIRE((sea::land_now(s, b.robber) || b.robber == robber_off_board(t)));  // off the board: Greater Catan's 3 players
  // The fog's stacks and the tiles turned up make the board's pools.
  const BoardSpec& board = g.board();
  for (size_t k = 0; k < board.fog_pools.size(); ++k) {
    std::array<int, kNumTerrains> tiles{};
    board.fog.for_each([&](int h) {
      if (board.hex_group[h] == k) tiles[int(s.layout.terrain[h])] += 1;
    });
    for (int x = 0; x < kNumTerrains; ++x)
      if (x != int(Terrain::Fog)) REQUIRE(tiles[x] + sea.fog_tiles[k][x] == board.fog_pools[k].tiles[x]);
  }
  // Cloth for Catan: cloth conserved; nobody builds on a tribe island, the robber never goes there.
  if (!sea::villages(g).empty()) {
    int cloth = sea.cloth.supply;
    for (size_t i = 0; i < sea::villages(g).size(); ++i) cloth += sea.cloth.village[i];
    for (int p = 0; p < s.num_players; ++p) cloth += sea.cloth.cloth[size_t(p)];
    REQUIRE(cloth == int(sea::villages(g).size()) * so.village_cloth + so.cloth_supply);
    const HexSet& tribe = g.board().markers_of("no_settle").hexes;
    REQUIRE_FALSE(g.board().markers_of("no_robber").hexes.test(b.robber));
    for (int p = 0; p < s.num_players; ++p)
      buildings_of(b.players[p]).for_each([&](int v) {
        bool home = false;
        for (int8_t h : t.vertex_hex[v]) home = home || (h >= 0 && t.land.test(h) && !tribe.test(h));
        REQUIRE(home);
      });
    if (o.longest_road_min == 0) REQUIRE(b.longest_road_holder == kNobody);
  }
  // The Forgotten Tribe: no settlement on a tribe corner, the robber on the tribe's hexes only at its start, and
  // never fewer cards in the deck than card gifts left.
  // (The Pirate Islands: but a seat's lone corner and the fortress it took.)
  const MarkerMasks& no_settle = board.markers_of("no_settle");
  const VertexSet pirate_corners = board.markers_of("lone").vertices | board.markers_of("fortress").vertices;
  for (int p = 0; p < s.num_players; ++p)
    no_settle.hexes.for_each([&](int h) { REQUIRE_FALSE(((buildings_of(b.players[p]) - pirate_corners) & t.hex_vertices[h]).any()); });
  if (board.markers_of("no_robber").hexes.test(b.robber)) REQUIRE(b.robber == s.layout.robber_start);
  int card_gifts = 0, deck = 0;
  for (size_t i = 0; i < sea::gifts(g).size(); ++i) card_gifts += (sea.tribe.gifts >> i & 1) && sea::gifts(g)[i].kind == sea::GiftKind::Card;
  for (uint8_t k : b.dev_deck) deck += k;
  REQUIRE(deck >= card_gifts);
  // The caches agree with a rebuild from the pieces.
  State rebuilt = state;
  g.rebuild_caches(rebuilt);
  REQUIRE(rebuilt == state);
  // The ship being moved goes where the seat's ships without it, rebuilt, reach (but its own path).
  if (s.phase == SeaPhase::ShipTo) {
    State without = state;
    std_state(without).base.players[s.to_move].path_pieces.reset(sea.ship_from);
    g.rebuild_caches(without);
    EdgeSet there = sea::ship_frontier(g, std_state(without), s.to_move);
    there.reset(sea.ship_from);
    REQUIRE(sea::ship_frontier(g, s, s.to_move, sea.ship_from) == there);
  }
}

}  // namespace catanlab::testing
