// Where ships may go (Seafarers §3): paths by what may lie on them, each
// seat's ship frontier, open route ends and moves, and the pirate's paths and
// victims (§4).
#include "core/seafarers/sea_internal.h"

namespace catanlab::sea {

namespace {

// What cuts `player`'s ship lines: the others' buildings and vertex pieces.
VertexSet others_at(const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  return (s.base.occupied | s.base.vertex_pieces) - (buildings_of(p) | p.vertex_pieces);
}

}  // namespace

VertexSet land_vertices(const StdGame& g, const StdState& s) {
  const Topology& t = g.topo();
  VertexSet out;
  t.land.for_each([&](int h) {
    if (land_now(s, h)) out |= t.hex_vertices[h];
  });
  return out;
}

bool land_corner(const StdGame& g, const StdState& s, int v) {
  for (int h : g.topo().vertex_hex[v])
    if (h >= 0 && land_now(s, h)) return true;
  return false;
}

namespace {

// The ends of a seat's ships: all of them, and those where two or more of its ships meet.
struct ShipEnds {
  VertexSet all, shared;
};
// Without a branch per end (prediction misses it): an end already in `all` goes to `shared`.
ShipEnds ship_ends(const Topology& t, const EdgeSet& ships) {
  ShipEnds out;
  ships.for_each([&](int e) {
    for (int v : t.edge_vertex[e]) {
      const uint64_t bit = uint64_t{1} << (v & 63);
      out.shared.w[v >> 6] |= out.all.w[v >> 6] & bit;
      out.all.w[v >> 6] |= bit;
    }
  });
  return out;
}

// Where `player`'s ships may start: its buildings, and its ships' ends `ends` where no other
// seat's building or vertex piece stands.
VertexSet ship_reach(const StdState& s, int player, const VertexSet& ends) {
  return (ends - others_at(s, player)) | buildings_of(s.base.players[player]);
}

// A seat's ships less `without` (>= 0: one counted as gone, its move).
EdgeSet ships_but(const PlayerState& p, int without) {
  EdgeSet ships = p.path_pieces;
  if (without >= 0) ships.reset(without);
  return ships;
}

// The open ends of p's ships (§3.2): ends of one ship with neither the owner's building nor
// another of its ships; the owner's knight there closes the route (§9), as does a village
// (Cloth for Catan: `closers`).
VertexSet open_ends(const PlayerState& p, const ShipEnds& ends, const VertexSet& closers) {
  return ends.all - ends.shared - (buildings_of(p) | p.vertex_pieces) - closers;
}

// The ship paths at the vertices of `reach`.
EdgeSet paths_at(const StdGame& g, const StdState& s, const VertexSet& reach) {
  EdgeSet out;
  reach.for_each([&](int v) { out |= g.topo().vertex_edges[v]; });
  return out & sea_of(g, s).ship_paths;
}

// Those of `paths` where no road or ship lies.
EdgeSet empty_of(const StdState& s, const EdgeSet& paths) { return paths - s.base.road_taken - all_path_pieces(s); }

// Option single_routes: the paths at the forks of p's ships `ends` (shared by two ships, or at its
// building); none without the option.
EdgeSet forks_at(const StdGame& g, const PlayerState& p, const ShipEnds& ends) {
  if (!sea_opt(g).single_routes) return {};
  EdgeSet out;
  ((ends.all & buildings_of(p)) | ends.shared).for_each([&](int v) { out |= g.topo().vertex_edges[v]; });
  return out;
}

// The ship paths at p's reach with its ship e gone, from the cache (without single_routes: no
// forks in it): e's ends where no other of its ships nor its building stands leave the reach, and
// with them their paths whose other end is no more at the reach.
EdgeSet reach_paths_without(const StdGame& g, const StdState& s, int player, int e) {
  const Topology& t = g.topo();
  const SeaSlice& sea = sea_of(g, s);
  const VertexSet buildings = buildings_of(s.base.players[player]);
  VertexSet gone;
  for (int u : t.edge_vertex[e])
    if (!sea.shared_ends[player].test(u) && !buildings.test(u)) gone.set(u);
  const VertexSet reach = ship_reach(s, player, sea.ship_ends[player] - gone);
  EdgeSet out = sea.reach_paths[player];
  gone.for_each([&](int u) {
    for (int i = 0; i < 3; ++i)
      if (const int x = t.vertex_edge[u][i]; x >= 0 && !reach.test(t.vertex_neighbour[u][i])) out.reset(x);
  });
  return out;
}

// Option single_routes: the same with the forks that ship e's going ends added back (from the
// cache, which leaves out the forks with e): at an end of e, where no other ship of p is left
// beside its building, or one only, the paths at the reach that no other fork meets.
EdgeSet single_paths_without(const StdGame& g, const StdState& s, int player, int e) {
  const Topology& t = g.topo();
  const SeaSlice& sea = sea_of(g, s);
  const PlayerState& p = s.base.players[player];
  const VertexSet buildings = buildings_of(p);
  const VertexSet forks = (sea.ship_ends[player] & buildings) | sea.shared_ends[player];
  const VertexSet reach = ship_reach(s, player, sea.ship_ends[player]);  // as without e at a fork's paths
  EdgeSet out = reach_paths_without(g, s, player, e);
  for (int u : t.edge_vertex[e]) {
    if (!forks.test(u)) continue;
    EdgeSet left = t.vertex_edges[u] & p.path_pieces;
    left.reset(e);
    if (left.count() > (buildings.test(u) ? 0 : 1)) continue;  // still a fork
    for (int i = 0; i < 3; ++i) {
      const int x = t.vertex_edge[u][i], w = t.vertex_neighbour[u][i];
      if (x >= 0 && x != e && !forks.test(w) && (reach.test(u) || reach.test(w))) out.set(x);
    }
  }
  return out & sea.ship_paths;
}

}  // namespace

EdgeSet fork_paths(const StdGame& g, const StdState& s, int player, int without) {
  const PlayerState& p = s.base.players[player];
  return forks_at(g, p, ship_ends(g.topo(), ships_but(p, without)));
}

EdgeSet ship_frontier(const StdGame& g, const StdState& s, int player, int without) {
  EdgeSet out;
  if (without < 0) {
    out = empty_of(s, sea_of(g, s).reach_paths[player]);
  } else {
    out = empty_of(s, sea_opt(g).single_routes ? single_paths_without(g, s, player, without)
                                               : reach_paths_without(g, s, player, without));
  }
  return sea_opt(g).pirate_islands ? out & lane_paths(g, s, player, without) : out;
}

void refresh_ships(const StdGame& g, StdState& s, int player) {
  SeaSlice& sea = sea_of(g, s);
  const PlayerState& p = s.base.players[player];
  const ShipEnds ends = ship_ends(g.topo(), p.path_pieces);
  sea.ship_ends[player] = ends.all;
  sea.shared_ends[player] = ends.shared;
  sea.reach_paths[player] = paths_at(g, s, ship_reach(s, player, ends.all)) - forks_at(g, p, ends);
}

void corner_taken(const StdGame& g, StdState& s, int player, int v) {
  refresh_ships(g, s, player);
  for (int q = 0; q < s.num_players; ++q)
    if (q != player && sea_of(g, s).ship_ends[q].test(v)) refresh_ships(g, s, q);  // it cuts q's ships there, or no more
}

EdgeSet pirate_paths(const StdGame& g, const StdState& s) {
  const uint8_t h = sea_of(g, s).pirate;
  return h == kNoSeaHex ? EdgeSet{} : g.topo().hex_edges[h];
}

EdgeSet ship_destinations(const StdGame& g, const StdState& s, int player, int e) {
  return ship_frontier(g, s, player, e) - pirate_paths(g, s);
}

Reach reach_of(const StdGame& g, const StdState& s, int player) {
  const SeaSlice& sea = sea_of(g, s);
  const ShipEnds ends = {sea.ship_ends[player], sea.shared_ends[player]};
  Reach r;
  r.vertices = ship_reach(s, player, ends.all);
  r.open = open_ends(s.base.players[player], ends, route_closers(g));
  r.pirate = pirate_paths(g, s);
  r.frontier = empty_of(s, sea.reach_paths[player]) - r.pirate;
  if (sea_opt(g).pirate_islands) r.frontier &= lane_paths(g, s, player);
  return r;
}

namespace {

// Ship e's first open end among `open`, or -1.
int open_end(const Topology& t, const VertexSet& open, int e) {
  for (int w : t.edge_vertex[e])
    if (open.test(w)) return w;
  return -1;
}

}  // namespace

EdgeSet open_ships(const StdGame& g, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  const SeaSlice& sea = sea_of(g, s);
  const VertexSet open = open_ends(p, {sea.ship_ends[player], sea.shared_ends[player]}, route_closers(g));
  EdgeSet out;
  p.path_pieces.for_each([&](int e) {
    if (open_end(g.topo(), open, e) >= 0) out.set(e);
  });
  return out;
}

void remove_ship(const StdGame& g, StdState& s, int player, int e) {
  remove_path_piece(g.topo(), s, player, e);
  SeaSlice& sea = sea_of(g, s);
  sea.ships_left[player] += 1;
  sea.new_ships.reset(e);
  refresh_ships(g, s, player);
}

// Without the ship, nothing of the owner's reaches its open end, so its destinations are the
// seat's frontier less the paths that only the open end reached.
EdgeSet movable_ships(const StdGame& g, const StdState& s, int player, const Reach& r) {
  const SeaSlice& sea = sea_of(g, s);
  const PlayerState& p = s.base.players[player];
  const EdgeSet candidates = p.path_pieces - sea.new_ships - r.pirate;
  if (sea.moved || !candidates.any()) return {};
  const Topology& t = g.topo();
  const bool lanes = sea_opt(g).pirate_islands;  // lanes depend on the ship moving: ask each ship
  const bool single = sea_opt(g).single_routes;   // forks too, but they only leave with it
  EdgeSet out;
  if (!lanes && r.frontier.count() > 3) {  // a path off every open end (a corner has three): each ship there
    r.open.for_each([&](int w) { out |= t.vertex_edges[w]; });
    return out & candidates;
  }
  candidates.for_each([&](int e) {
    const int w = open_end(t, r.open, e);
    if (w < 0) return;
    if (lanes) {
      if (ship_destinations(g, s, player, e).any()) out.set(e);
      return;
    }
    if ((r.frontier - t.vertex_edges[w]).any()) return out.set(e);  // a path off the open end: most ships
    if (single) {  // the forks it leaves may free paths: ask its destinations
      if (ship_destinations(g, s, player, e).any()) out.set(e);
      return;
    }
    (r.frontier & t.vertex_edges[w]).for_each([&](int x) {
      const int other = t.edge_vertex[x][0] == w ? t.edge_vertex[x][1] : t.edge_vertex[x][0];
      if (r.vertices.test(other)) out.set(e);
    });
  });
  return out;
}

EdgeSet movable_ships(const StdGame& g, const StdState& s, int player) {
  return movable_ships(g, s, player, reach_of(g, s, player));
}

uint8_t pirate_victims(const StdGame& g, const StdState& s) {
  const EdgeSet around = pirate_paths(g, s);
  uint8_t out = 0;
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = s.base.players[q];
    if (q != s.turn_player && p.hand_total > 0 && (p.path_pieces & around).any()) out |= uint8_t(1u << q);
  }
  return out;
}

HexSet fog_at(const StdGame& g, const StdState& s, int e) {
  const Topology& t = g.topo();
  HexSet out;
  for (int v : t.edge_vertex[e])
    for (int8_t h : t.vertex_hex[v])
      if (h >= 0 && s.layout.terrain[h] == Terrain::Fog) out.set(h);
  return out;
}

void refresh_paths(const StdGame& g, StdState& s) {
  const Topology& t = g.topo();
  EdgeSet ships, roads;
  for (int e = 0; e < t.num_edges; ++e)
    for (int8_t h : t.edge_hex[e]) {
      if (h < 0 || s.layout.terrain[h] == Terrain::Sea) ships.set(e);  // the frame counts as sea
      else if (land_now(s, h)) roads.set(e);
    }
  sea_of(g, s).ship_paths = ships;
  s.base.closed_roads = (t.land_edges - roads) | no_road_paths(g);
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(t, s, q), refresh_ships(g, s, q);
}

void set_terrain(const StdGame& g, StdState& s, int h, Terrain terrain) {
  s.layout.terrain[h] = terrain;
  refresh_paths(g, s);
}

}  // namespace catanlab::sea
