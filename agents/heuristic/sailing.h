#pragma once
// Sailing distance for the heuristic's terms of Seafarers and the scenarios
// on it: how many ships a seat must still build to reach a corner it wants.
#include "core/base/pieces.h"
#include "core/seafarers/sea_rules.h"

namespace catanlab {

// Ships' lengths from the seat's reach (buildings, ship ends) over free ship paths to the nearest
// corner where `found(v)` holds, or -1 beyond `reach`.
template <class Found>
int sail_distance(const StdGame& g, const StdState& s, int player, int reach, Found&& found) {
  const Topology& t = g.topo();
  const PlayerState& p = s.base.players[player];
  const EdgeSet open = sea_of(g, s).ship_paths - s.base.road_taken - all_path_pieces(s) - sea::pirate_paths(g, s);
  const VertexSet theirs = (s.base.occupied | s.base.vertex_pieces) - (buildings_of(p) | p.vertex_pieces);
  VertexSet frontier = (path_piece_vertices(t, p) - theirs) | buildings_of(p), seen = frontier;
  for (int d = 0; d <= reach && frontier.any(); ++d) {
    bool hit = false;
    frontier.for_each([&](int v) { hit = hit || found(v); });
    if (hit) return d;
    VertexSet next;
    frontier.for_each([&](int v) {
      if (theirs.test(v)) return;
      for (int i = 0; i < 3; ++i)
        if (t.vertex_edge[v][i] >= 0 && open.test(t.vertex_edge[v][i])) next.set(t.vertex_neighbour[v][i]);
    });
    frontier = next - seen;
    seen |= next;
  }
  return -1;
}

}  // namespace catanlab
