#pragma once
// The heuristic's term for The Forgotten Tribe's gifts (Seafarers' terms add it): each kind of
// gift still on the tribe's coast within sailing reach, the nearer the more (a ship must lie on
// the gift's path, one length beyond its corner), and a harbor held, still to place. The gift
// points themselves are victory points (Seafarers::extra_vp); 0 on a board without gift paths.
#include <array>

#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/sailing.h"

namespace catanlab {

inline double tribe_gifts(const StdGame& g, const StdState& s, int player) {
  const auto& gifts = sea::gifts(g);
  if (gifts.empty()) return 0;
  constexpr int kReach = 6;  // ships' lengths within which a gift still counts, less the farther
  constexpr std::array<double, 3> kWorth = {0.4 * kVp, kPendingDraw, 1.5};  // a VP, a card, a harbor, at hand
  const SeaSlice& sea = sea_of(g, s);
  double v = 0;
  for (uint8_t holder : sea.tribe.harbor_holder) v += holder == player ? 1.0 : 0.0;
  if (!sea.ships_left[player]) return v;
  const Topology& t = g.topo();
  for (int kind = 0; kind < 3; ++kind) {
    VertexSet ends;  // the corners of the gift paths of this kind still holding their gift
    for (size_t i = 0; i < gifts.size(); ++i)
      if ((sea.tribe.gifts >> i & 1) && int(gifts[i].kind) == kind && !(all_path_pieces(s).test(gifts[i].path)))
        for (int x : t.edge_vertex[gifts[i].path]) ends.set(x);
    if (!ends.any()) continue;
    if (const int d = sail_distance(g, s, player, kReach, [&](int x) { return ends.test(x); }); d >= 0)
      v += kWorth[size_t(kind)] * (1.0 - double(d + 1) / (kReach + 2));
  }
  return v;
}

}  // namespace catanlab
