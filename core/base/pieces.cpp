#include "core/base/pieces.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "core/base/turn.h"
#include "core/common/line_graph.h"

namespace catanlab {

namespace {

// A building at v (one more unit for a settlement, or for a city over its settlement).
void add_yield(const Topology& t, StdState& s, int player, int v) {
  for (int8_t h : t.vertex_hex[v])
    if (h >= 0) s.base.hex_yield[h] += 1u << (4 * player);
}

// What cuts `player`'s roads: the others' buildings and knights.
VertexSet others_buildings(const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  return (s.base.occupied | s.base.vertex_pieces) - (buildings_of(p) | p.vertex_pieces);
}

}  // namespace

void update_lengths(const Topology& t, StdState& s, int player) {
  PlayerState& p = s.base.players[player];
  const VertexSet cut = others_buildings(s, player);
  const EdgeSet roads = p.roads - s.base.dead_roads;
  p.road_length = uint8_t(p.path_pieces.any() ? longest_line(t, roads, p.path_pieces, cut, buildings_of(p))
                                              : longest_trail(t, roads, cut));
}

void refresh_roads(const Topology& t, StdState& s, int player) {
  recompute_frontier(t, s, player);
  update_lengths(t, s, player);
}

void cut_changed(const Topology& t, StdState& s, int player, int v) {
  recompute_frontier(t, s, player);
  // A trail passes v only along two of the player's lines there; with one, v ends a trail either way.
  const PlayerState& p = s.base.players[player];
  if ((t.vertex_edges[v] & (p.roads | p.path_pieces)).count() >= 2) update_lengths(t, s, player);
}

namespace {

// `player`'s lines as a graph (its roads that are not blocked, its path pieces), with path
// `extra` as one of its path pieces too where >= 0 (a moved piece at both places); not grouped.
LineGraph seat_lines(const Topology& t, const StdState& s, int player, int extra = -1) {
  const PlayerState& p = s.base.players[player];
  EdgeSet pieces = p.path_pieces;
  if (extra >= 0) pieces.set(extra);
  return line_graph(t, p.roads - s.base.dead_roads, pieces, others_buildings(s, player), buildings_of(p));
}

// The longest trail through local line l from its free end among the kept lines (`floor` where
// that is more; a search stops at one of `cap` or more), or -1 where it has none.
int trail_through_free_end(LineGraph& lg, int l, int floor, int cap) {
  const int end = l >= 0 ? lg.free_end(l) : -1;
  return end < 0 ? -1 : lg.from_node(end, floor, cap);
}

// Line e was laid: a longer trail than before uses it, so where it has a free end one search
// from there answers (such a trail is one without it and the line: at most before + 1); else the
// whole search. No trail got shorter: the old length is a floor.
void line_laid(const Topology& t, StdState& s, int player, int e) {
  PlayerState& p = s.base.players[player];
  const int before = p.road_length;
  LineGraph lg = seat_lines(t, s, player);
  const int through = trail_through_free_end(lg, lg.local(e), before, before + 1);
  p.road_length = uint8_t(through >= 0 ? through : lg.longest(before, kMaxEdges));
}

// Path e came free of a path piece: it joins the road frontier of each seat that reaches it.
void path_freed(const Topology& t, StdState& s, int e) {
  const BaseSlice& b = s.base;
  if (!t.land_edges.test(e) || b.road_taken.test(e) || b.closed_roads.test(e)) return;
  for (int q = 0; q < s.num_players; ++q) {
    const VertexSet reach = road_reach(t, s, q);
    if (reach.test(t.edge_vertex[e][0]) || reach.test(t.edge_vertex[e][1])) s.base.players[q].road_frontier.set(e);
  }
}

}  // namespace

VertexSet road_reach(const Topology& t, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  VertexSet ends = p.road_vertices;
  if ((p.roads & s.base.dead_roads).any()) {  // a blocked road leads nowhere: the others' ends only
    ends = {};
    (p.roads - s.base.dead_roads).for_each([&](int e) {
      for (int v : t.edge_vertex[e]) ends.set(v);
    });
  }
  return (ends - others_buildings(s, player)) | buildings_of(p);
}

void recompute_frontier(const Topology& t, StdState& s, int player) {
  EdgeSet frontier;
  road_reach(t, s, player).for_each([&](int v) { frontier |= t.vertex_edges[v]; });
  s.base.players[player].road_frontier =
      (frontier & t.land_edges) - s.base.road_taken - s.base.closed_roads - all_path_pieces(s);
}

void award_longest_road(StdState& s, int min_length) {
  if (min_length == 0) return;  // no Longest Road card (Cloth for Catan, The Wonders of Catan); trails still count
  BaseSlice& b = s.base;
  int best = 0, count = 0, who = kNobody;
  for (int p = 0; p < s.num_players; ++p) {
    int len = b.players[p].road_length;
    if (len > best) best = len, count = 1, who = p;
    else if (len == best) ++count;
  }
  int holder = b.longest_road_holder;
  int next = kNobody;
  if (holder != kNobody && b.players[holder].road_length >= min_length && b.players[holder].road_length == best)
    next = holder;  // the holder keeps it, alone or tied
  else if (best >= min_length && count == 1)
    next = who;  // exactly one longest trail takes it; otherwise it is set aside
  if (next == holder) return;
  if (holder != kNobody) b.players[holder].vp_public -= 2;
  if (next != kNobody) b.players[next].vp_public += 2;
  b.longest_road_holder = uint8_t(next);
}

void award_largest_army(StdState& s, int player, int min_knights) {
  BaseSlice& b = s.base;
  int holder = b.largest_army_holder;
  int k = b.players[player].knights_played;
  if (holder == player || k < min_knights) return;
  if (holder != kNobody && k <= b.players[holder].knights_played) return;
  if (holder != kNobody) b.players[holder].vp_public -= 2;
  b.players[player].vp_public += 2;
  b.largest_army_holder = uint8_t(player);
}

void place_settlement(const BoardSpec& board, StdState& s, int player, int v) {
  const Topology& t = board.topo;
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.settlements.set(v);
  p.settlements_left -= 1;
  p.vp_public += 1;
  add_yield(t, s, player, v);
  b.occupied.set(v);
  b.blocked.set(v);
  b.blocked |= t.vertex_neighbours[v];
  if (int slot = board.vertex_harbor_slot[v]; slot >= 0) p.harbors |= uint8_t(1u << s.layout.harbor_kind[slot]);
  p.road_frontier |= t.vertex_edges[v] & t.land_edges;
  p.road_frontier -= b.road_taken;
  p.road_frontier -= b.closed_roads;
  p.road_frontier -= all_path_pieces(s);
  // An opponent's line through v is cut here: its frontier and trail shrink.
  for (int q = 0; q < s.num_players; ++q)
    if (q != player && has_line_at(t, b.players[q], v)) cut_changed(t, s, q, v);
  // The player's road and path piece that meet at v join here: the trail may grow.
  if ((t.vertex_edges[v] & p.roads).any() && (t.vertex_edges[v] & p.path_pieces).any()) update_lengths(t, s, player);
}

uint8_t harbors_of(const BoardSpec& board, const Options& o, const StdState& s, const PlayerState& p) {
  uint8_t harbors = general_harbors(o);
  (buildings_of(p) - s.base.dormant).for_each([&](int v) {
    if (int slot = board.vertex_harbor_slot[v]; slot >= 0) harbors |= uint8_t(1u << s.layout.harbor_kind[slot]);
  });
  return harbors;
}

void set_dead_roads(const Options& o, const Topology& t, StdState& s, const EdgeSet& dead) {
  if (s.base.dead_roads == dead) return;
  s.base.dead_roads = dead;
  for (int q = 0; q < s.num_players; ++q) refresh_roads(t, s, q);
  award_longest_road(s, o.longest_road_min);
}

void set_dormant(const BoardSpec& board, const Options& o, StdState& s, int v, bool dormant) {
  BaseSlice& b = s.base;
  if (b.dormant.test(v) == dormant) return;
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    if (!buildings_of(p).test(v)) continue;
    const int vp = p.cities.test(v) ? 2 : 1;
    if (dormant) b.dormant.set(v);
    else b.dormant.reset(v);
    p.vp_public = uint8_t(dormant ? p.vp_public - vp : p.vp_public + vp);
    p.harbors = harbors_of(board, o, s, p);
  }
}

void place_city(const Topology& t, StdState& s, int player, int v) {
  PlayerState& p = s.base.players[player];
  add_yield(t, s, player, v);
  p.settlements.reset(v);
  p.cities.set(v);
  if (p.extra_settlements) p.extra_settlements -= 1;
  else p.settlements_left += 1;
  p.cities_left -= 1;
  p.vp_public += 1;
}

void demote_city(const Topology& t, StdState& s, int player, int v) {
  PlayerState& p = s.base.players[player];
  for (int8_t h : t.vertex_hex[v])
    if (h >= 0) s.base.hex_yield[h] -= 1u << (4 * player);
  p.cities.reset(v);
  p.settlements.set(v);
  p.cities_left += 1;
  if (p.settlements_left > 0) p.settlements_left -= 1;
  else p.extra_settlements += 1;
  p.vp_public -= 1;
}

void remove_road(const Topology& t, StdState& s, int player, int e) {
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.roads.reset(e);
  p.roads_left += 1;
  b.road_taken.reset(e);
  p.road_vertices = {};
  p.roads.for_each([&](int x) {
    for (int v : t.edge_vertex[x]) p.road_vertices.set(v);
  });
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(t, s, q);
  update_lengths(t, s, player);
}

void place_road(const Topology& t, StdState& s, int player, int e) {
  BaseSlice& b = s.base;
  PlayerState& p = b.players[player];
  p.roads.set(e);
  p.roads_left -= 1;
  b.road_taken.set(e);
  for (int q = 0; q < s.num_players; ++q) b.players[q].road_frontier.reset(e);
  for (int v : t.edge_vertex[e]) p.road_vertices.set(v);
  if (b.dead_roads.test(e)) return;  // laid blocked: no trail, no frontier
  VertexSet theirs = others_buildings(s, player);
  for (int v : t.edge_vertex[e]) {
    if (!theirs.test(v)) p.road_frontier |= t.vertex_edges[v] & t.land_edges;
  }
  p.road_frontier -= b.road_taken;
  p.road_frontier -= b.closed_roads;
  p.road_frontier -= all_path_pieces(s);
  if (p.path_pieces.any()) return line_laid(t, s, player, e);  // two kinds of line
  // Only trails through the new road are new: with no cycle, the longest of
  // them joins the farthest reaches from its two ends (one pass over the
  // group instead of a diameter's two); else the group is searched again.
  const EdgeSet roads = b.dead_roads.any() ? p.roads - b.dead_roads : p.roads;
  // A road that meets none of the player's others (every set-up road, mostly) is a trail of one.
  const auto [a, z] = t.edge_vertex[e];
  if (!((t.vertex_edges[a] | t.vertex_edges[z]) & roads).without(e).any()) {
    p.road_length = uint8_t(std::max<int>(p.road_length, 1));
    return;
  }
  const int through = trail_through(t, roads, theirs, e);
  p.road_length = uint8_t(std::max<int>(p.road_length, through >= 0 ? through : longest_trail(t, roads, theirs, e)));
}

EdgeSet all_path_pieces(const StdState& s) {
  EdgeSet all;
  for (int q = 0; q < s.num_players; ++q) all |= s.base.players[q].path_pieces;
  return all;
}

VertexSet path_piece_vertices(const Topology& t, const PlayerState& p) {
  VertexSet ends;
  p.path_pieces.for_each([&](int e) {
    for (int v : t.edge_vertex[e]) ends.set(v);
  });
  return ends;
}

void place_path_piece(const Topology& t, StdState& s, int player, int e) {
  s.base.players[player].path_pieces.set(e);
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].road_frontier.reset(e);
  line_laid(t, s, player, e);
}

void remove_path_piece(const Topology& t, StdState& s, int player, int e) {
  s.base.players[player].path_pieces.reset(e);
  path_freed(t, s, e);
  update_lengths(t, s, player);
}

namespace {

// Is `end` a free end of path piece `line` among p's lines `roads` (not blocked) and path pieces: a
// cut there (`cut`), or no other of its pieces there, nor a road where its building joins the two?
bool hangs_free(const Topology& t, const PlayerState& p, const EdgeSet& roads, const VertexSet& cut, int line, int end) {
  if (cut.test(end)) return true;
  EdgeSet there = t.vertex_edges[end] & p.path_pieces;
  there.reset(line);
  return !there.any() && (!buildings_of(p).test(end) || !(t.vertex_edges[end] & roads).any());
}

// A piece turned about one end, hanging by a free other end before and after: the same trails
// with one pendant line for another at the same node, so the same length (no graph, no search).
bool turned_about(const Topology& t, const StdState& s, int player, int from, int to) {
  const auto& [a0, a1] = t.edge_vertex[from];
  const auto& [b0, b1] = t.edge_vertex[to];
  const int pivot = a0 == b0 || a0 == b1 ? a0 : a1 == b0 || a1 == b1 ? a1 : -1;
  if (pivot < 0) return false;
  const PlayerState& p = s.base.players[player];
  const EdgeSet roads = p.roads - s.base.dead_roads;
  if (roads.count() + p.path_pieces.count() > LineGraph::kLines) return false;  // past what a graph holds: searched
  const VertexSet cut = others_buildings(s, player);
  return hangs_free(t, p, roads, cut, to, b0 == pivot ? b1 : b0) &&
         hangs_free(t, p, roads, cut, from, a0 == pivot ? a1 : a0);
}

}  // namespace

// The trail after a move, from searches at the two pieces' free ends where they answer, on one
// graph with the piece at both places: a trail through `to` ends at its free end; one through
// `from` ended at its free end, so if none such was longest, the longest remain. Off a free
// end, the move shortened no trail by more than the piece: before - 1 is a floor, and a trail
// through `to` from its free end is at most before + 1. Each search stops where it answers.
void move_path_piece(const Topology& t, StdState& s, int player, int from, int to) {
  PlayerState& p = s.base.players[player];
  const int before = p.road_length;
  p.path_pieces.reset(from);
  p.path_pieces.set(to);
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].road_frontier.reset(to);
  path_freed(t, s, from);
  if (turned_about(t, s, player, from, to)) return;
  LineGraph both = seat_lines(t, s, player, from);
  const int was = both.local(from), now = both.local(to);
  if (was < 0 || now < 0) return update_lengths(t, s, player);  // past the lines a graph holds
  const uint64_t all = both.lines(), old_lines = all & ~(uint64_t{1} << now), new_lines = all & ~(uint64_t{1} << was);
  both.kept = old_lines;
  const bool from_free = both.free_end(was) >= 0;
  const int floor = from_free ? std::max(before - 1, 0) : 0;
  both.kept = new_lines;
  const int through_to = trail_through_free_end(both, now, floor, before + 1);
  if (through_to >= before) {  // no trail without it is longer than before
    p.road_length = uint8_t(through_to);
    return;
  }
  if (through_to < 0) {
    both.kept = new_lines;
    p.road_length = uint8_t(both.longest(floor, kMaxEdges));
    return;
  }
  // Every trail through `to` is shorter than before, so none is longer than before.
  both.kept = old_lines;  // searched where the piece stood
  const int through_from = trail_through_free_end(both, was, floor, before);
  if (through_from >= 0 && through_from < before) {
    p.road_length = uint8_t(before);
    return;
  }
  both.kept = new_lines & old_lines;  // so the rest: is a trail of before left without `from`?
  p.road_length = uint8_t(both.longest(through_to, before));
}

}  // namespace catanlab
