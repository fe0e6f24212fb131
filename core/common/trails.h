#pragma once
// Longest trails over a board's edges, for Longest Road and its kin in every
// family (the standard family's roads and ships, Colonies' roads): pure
// searches on the topology, no State.
#include "core/board/topology.h"

namespace catanlab {

// Longest trail of distinct roads; a trail may end at, but not pass through,
// a vertex in `cut` (opponents' buildings). With `within` >= 0, only trails in
// the group of roads connected to road `within` without passing a cut vertex.
int longest_trail(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int within = -1);
// The longest trail that uses road e (one of `roads`), or -1 where e closes
// a cycle or joins a group that has one (longest_trail with `within` then).
// The longest trail of `roads` is the longer of this and that of the others.
int trail_through(const Topology& t, const EdgeSet& roads, const VertexSet& cut, int e);
// The longest trail over two kinds of line, roads and path pieces, which join each other only at
// a vertex in `join` (the owner's buildings); as longest_trail, a trail ends at a cut vertex.
// At most 64 lines count.
int longest_line(const Topology& t, const EdgeSet& roads, const EdgeSet& pieces, const VertexSet& cut,
                 const VertexSet& join);

}  // namespace catanlab
