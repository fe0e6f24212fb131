#pragma once
// Placing pieces and keeping the placement caches and special-card awards
// right: the distance rule (blocked), each player's road frontier and road
// ends, longest trails, Longest Road and Largest Army, public VP.
#include "core/board/board_spec.h"
#include "core/common/trails.h"
#include "core/standard/std_state.h"

namespace catanlab {

void place_settlement(const BoardSpec& b, StdState& s, int player, int v);
void place_city(const Topology& t, StdState& s, int player, int v);
void place_road(const Topology& t, StdState& s, int player, int e);
// The reverse moves (Cities & Knights): a city reduced to a settlement (it
// takes a settlement piece if one is left), a road taken off the board.
// Callers award Longest Road afterwards.
void demote_city(const Topology& t, StdState& s, int player, int v);
void remove_road(const Topology& t, StdState& s, int player, int e);
// A module's piece laid on path e, moved from one path to another, or taken off (PlayerState::path_pieces):
// every road frontier and the player's trail follow. Callers award Longest Road afterwards.
void place_path_piece(const Topology& t, StdState& s, int player, int e);
void move_path_piece(const Topology& t, StdState& s, int player, int from, int to);
void remove_path_piece(const Topology& t, StdState& s, int player, int e);
// Every player's path pieces.
EdgeSet all_path_pieces(const StdState& s);
// The ends of p's path pieces: places for a settlement besides p's road ends.
VertexSet path_piece_vertices(const Topology& t, const PlayerState& p);
// Does p have a road or a path piece with an end at v?
inline bool has_line_at(const Topology& t, const PlayerState& p, int v) {
  return (t.vertex_edges[v] & (p.roads | p.path_pieces)).any();
}
// A building goes dormant (no VP, no harbor rights; it still stands) or wakes
// (BaseSlice::dormant): its owner's VP and harbors follow.
void set_dormant(const BoardSpec& board, const Options& o, StdState& s, int v, bool dormant);
// Roads on `dead` paths are blocked (BaseSlice::dead_roads): every trail, road frontier and
// Longest Road follows.
void set_dead_roads(const Options& o, const Topology& t, StdState& s, const EdgeSet& dead);
// The harbors p's buildings that are not dormant give, with the general harbor if the rule set has it.
uint8_t harbors_of(const BoardSpec& board, const Options& o, const StdState& s, const PlayerState& p);
// After a vertex piece that cuts roads (a C&K knight) came or went: p's
// frontier and longest trail again.
void refresh_roads(const Topology& t, StdState& s, int player);
// The same after another's piece that cuts roads came to or left v, where
// `player` has a road: the trail is searched again only if it could pass v.
void cut_changed(const Topology& t, StdState& s, int player, int v);
void update_lengths(const Topology& t, StdState& s, int player);

// Where `player`'s roads may go on from: its buildings, and its road ends that no other seat's piece cuts.
VertexSet road_reach(const Topology& t, const StdState& s, int player);
// Recomputes p's road frontier from its roads and buildings.
void recompute_frontier(const Topology& t, StdState& s, int player);
// Applies base game §10 after any change of trail lengths (none where min_length is 0: no card).
void award_longest_road(StdState& s, int min_length);
void award_largest_army(StdState& s, int player, int min_knights);

inline VertexSet buildings_of(const PlayerState& p) { return p.settlements | p.cities; }

// A hex's yield (BaseSlice::hex_yield: 4 bits per seat) as one byte per seat,
// so that the yields of several hexes add up without carries (production).
inline uint64_t yield_bytes(uint32_t yield) {
  static_assert(kStdSeats <= 8, "production lanes hold one byte per seat in 64 bits");
  uint64_t y = yield;
  y = (y | y << 16) & 0x0000FFFF0000FFFFull;
  y = (y | y << 8) & 0x00FF00FF00FF00FFull;
  return (y | y << 4) & 0x0F0F0F0F0F0F0F0Full;
}
// A hex's yield summed over the seats (at most 12 units a seat: the byte sums do not carry).
inline int yield_total(uint32_t yield) {
  const uint32_t pairs = (yield & 0x0F0F0F0Fu) + (yield >> 4 & 0x0F0F0F0Fu);
  return int(pairs * 0x01010101u >> 24);
}

}  // namespace catanlab
