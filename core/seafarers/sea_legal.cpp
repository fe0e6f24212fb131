// Seafarers' decisions, and the base game's ids its rules forbid: set-up only
// on the home hexes, settlements only beside land turned up, the robber only
// on land turned up.
#include <algorithm>

#include "core/base/base_rules.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

using namespace sea_ids;

void Seafarers::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  if (s.phase == SeaPhase::ClothSteal) return cloth_legal(g, s, out);
  const Topology& t = g.topo();
  const BaseSlice& b = s.base;
  const SeaSlice& sea = sea_of(g, s);
  const int p = s.to_move;
  const PlayerState& me = b.players[p];
  auto push_edges = [&](Block block, const EdgeSet& edges) { edges.for_each([&](int e) { out.push(id(block, e)); }); };
  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(Phase::SetupRoad): {  // a ship instead of the road (§2)
      if (!sea.ships_left[p]) break;
      const EdgeSet paths = (t.vertex_edges[b.setup_vertex] & sea.ship_paths) - b.road_taken - all_path_pieces(s) -
                            sea::pirate_paths(g, s);
      push_edges(kBuildShip, opt_.pirate_islands ? paths & sea::lane_paths(g, s, p) : paths);
      break;
    }
    case int(Phase::Main): {
      const bool build = sea.ships_left[p] && covers(me, opt_.ship_cost), move = !sea.moved && me.path_pieces.any();
      if (!build && !move) break;
      const sea::Reach reach = sea::reach_of(g, s, p);
      if (build) push_edges(kBuildShip, reach.frontier);
      if (move) push_edges(kMoveShip, sea::movable_ships(g, s, p, reach));
      break;
    }
    case int(Phase::SpecialBuild):  // 5-6 extension: ships built, never moved
      if (sea.ships_left[p] && covers(me, opt_.ship_cost)) push_edges(kBuildShip, sea::reach_of(g, s, p).frontier);
      break;
    case int(Phase::RoadBuilding):  // roads, ships, or one of each (§7)
      if (sea.ships_left[p]) push_edges(kBuildShip, sea::ship_frontier(g, s, p) - sea::pirate_paths(g, s));
      break;
    case int(Phase::MoveRobber):  // the robber or the pirate (§4)
      if (opt_.pirate && !b.robber_alone) pirate_moves(g, s, out);  // not when a knight chases the robber (C&K, §9)
      break;
    case int(SeaPhase::ShipTo):
      push_edges(kShipTo, sea::ship_destinations(g, s, p, sea.ship_from));
      break;
    case int(SeaPhase::PirateVictim): {
      const uint8_t victims = sea::pirate_victims(g, s);
      for (int q = 0; q < s.num_players; ++q)
        if (victims >> q & 1) out.push(base_blocks(g).steal_from.id(q));  // the base game's
      break;
    }
    case int(SeaPhase::GoldPick):
      for (int r = 0; r < kNumResources; ++r)
        if (b.bank[r]) out.push(id(kGoldPick, r));
      break;
    default:
      break;
  }
  if (opt_.wonders) wonder_actions(g, s, out);
  tribe_legal(g, s, out);
  pirate_legal(g, s, out);
}

// Every hex's id written, kept where it is sea: no branch on a pattern of hexes that prediction
// misses. The slot past the list is in the buffer (of every decision id: never all are legal).
void Seafarers::pirate_moves(const StdGame& g, const StdState& s, ActionList& out) const {
  const int hexes = g.topo().num_hexes, pirate = sea_of(g, s).pirate;
  const Action first = id(kMovePirate);
  Action* at = out.data + out.size;
  for (int h = 0; h < hexes; ++h) {
    *at = first + h;
    at += s.layout.terrain[h] == Terrain::Sea && h != pirate;
  }
  out.size = int(at - out.data);
}

// Set-up builds only beside the home hexes (§2), not on corners marked no_setup (The Wonders of
// Catan), every settlement beside land turned up (§1),
// and the robber only on land turned up (never on a face-down hex, nor one turned up as sea).
void Seafarers::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  if (!villages_.empty()) filter_cloth(g, s, list);
  if (!marked_.empty()) {
    unsigned marked = 0;  // the rules the list's ids are marked with: most lists, none
    for (int i = 0; i < list.size; ++i) marked |= marked_[size_t(list.data[i])];
    if (marked & (kMarkTribeIsland | kMarkGiftCard)) filter_tribe(g, s, list);
    if (marked & (kMarkLone | kMarkKnight)) filter_pirates(g, s, list);
  }
  const bool setup = s.phase == Phase::SetupSettlement;
  const bool main = fog_ && s.phase == Phase::Main;
  const bool robber = fog_ && s.phase == Phase::MoveRobber;
  if (!setup && !main && !robber) return;
  const Topology& t = g.topo();
  Action* begin = list.data;
  Action* end = list.data + list.size;
  Action* kept = begin;
  if (robber) {
    const BlockHandle& robber_to = base_blocks(g).move_robber;
    for (Action* x = begin; x != end; ++x)
      if (!robber_to.contains(*x) || sea::land_now(s, robber_to.index_of(*x))) *kept++ = *x;
  } else {
    // Fog: corners asked one by one, as few lists hold a settlement or a city.
    VertexSet allowed = t.land_vertices;
    if (setup) allowed &= home_vertices_ - no_setup_;
    const BlockHandle &settlement = base_blocks(g).build_settlement, &city = base_blocks(g).build_city;
    for (Action* x = begin; x != end; ++x) {
      const int v = settlement.contains(*x) ? settlement.index_of(*x) : city.contains(*x) ? city.index_of(*x) : -1;
      if (v < 0 || (allowed.test(v) && (!fog_ || sea::land_corner(g, s, v)))) *kept++ = *x;
    }
  }
  list.size = int(kept - begin);
}

}  // namespace catanlab
