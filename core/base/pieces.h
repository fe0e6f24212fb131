#pragma once
// Placing pieces and keeping the placement caches and special-card awards
// right: the distance rule (blocked), each player's road frontier and road
// ends, longest trails, Longest Road and Largest Army, public VP.
#include "core/board/board_spec.h"
#include "core/base/std_state.h"

namespace catanlab {

void place_settlement(const BoardSpec& b, StdState& s, int player, int v);
void place_city(const Topology& t, StdState& s, int player, int v);
void place_road(const Topology& t, StdState& s, int player, int e);
// The reverse moves (Cities & Knights): a city reduced to a settlement (it
// takes a settlement piece if one is left), a road taken off the board.
// Callers award Longest Road afterwards.
void demote_city(const Topology& t, StdState& s, int player, int v);
void remove_road(const Topology& t, StdState& s, int player, int e);
// A building goes dormant (no VP, no harbor rights; it still stands) or wakes
// (BaseSlice::dormant): its owner's VP and harbors follow.
void set_dormant(const BoardSpec& board, const Options& o, StdState& s, int v, bool dormant);
// The harbors p's buildings that are not dormant give, with the general harbor if the rule set has it.
uint8_t harbors_of(const BoardSpec& board, const Options& o, const StdState& s, const PlayerState& p);
// After a vertex piece that cuts roads (a C&K knight) came or went: p's
// frontier and longest trail again.
void refresh_roads(const Topology& t, StdState& s, int player);
// The same after another's piece that cuts roads came to or left v, where
// `player` has a road: the trail is searched again only if it could pass v.
void cut_changed(const Topology& t, StdState& s, int player, int v);
void update_lengths(const Topology& t, StdState& s, int player);

// Longest trail of distinct roads; a trail may end at, but not pass through,
// a vertex in `cut` (opponents' buildings). With `within` >= 0, only trails in
// the group of roads connected to road `within` without passing a cut vertex.
int longest_trail(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int within = -1);
// The longest trail that uses road e (one of `roads`), or -1 where e closes
// a cycle or joins a group that has one (longest_trail with `within` then).
// The longest trail of `roads` is the longer of this and that of the others.
int trail_through(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int e);
// Recomputes p's road frontier from its roads and buildings.
void recompute_frontier(const Topology& t, StdState& s, int player);
// Applies base.md §10 after any change of trail lengths.
void award_longest_road(StdState& s, int min_length);
void award_largest_army(StdState& s, int player, int min_knights);

inline VertexSet buildings_of(const PlayerState& p) { return p.settlements | p.cities; }

// A hex's yield (BaseSlice::hex_yield: 4 bits per seat) as one byte per seat,
// so that the yields of several hexes add up without carries (production).
inline uint32_t yield_bytes(uint32_t yield) {
  static_assert(kMaxPlayers <= 4);
  yield = (yield | yield << 8) & 0x00FF00FFu;
  return (yield | yield << 4) & 0x0F0F0F0Fu;
}

}  // namespace catanlab
