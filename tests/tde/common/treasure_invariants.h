#pragma once
// The treasure hunt's invariants (core/tde/common), checked after the steps of
// random games: the face-down tiles add up (on the board, reached, in the stock,
// owed, or unused in the box); no road or ship ends at a treasure still lying
// on the board (reaching one takes it); a hunt holds the game only in its own
// phases; the chip end, where a rule set has one, shares the win among the
// seats with the most VP, then the most chips.
#include <doctest/doctest.h>

#include <bit>

#include "core/base/pieces.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab::testing {

inline void check_treasure_invariants(const StdGame& g, const State& state, const TreasureHunt& hunt,
                                      const TreasureOptions& o) {
  const Topology& t = g.topo();
  const StdState& s = std_state(state);
  const TreasureSlice& tr = treasure_of(g, s);
  const int tiles = o.treasure_resources + o.treasure_paths + o.treasure_cards;
  const int unused = tiles - hunt.board_spots().count() - o.treasure_stock;
  REQUIRE(tr.pool[0] + tr.pool[1] + tr.pool[2] == tr.spots.count() + tr.reached.count() + tr.stock + tr.owed + unused);
  REQUIRE_FALSE((tr.spots - hunt.board_spots()).any());
  REQUIRE_FALSE((tr.spots & tr.reached).any());
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& ps = s.base.players[p];
    VertexSet ends = path_piece_vertices(t, ps);
    ps.roads.for_each([&](int e) { ends.set(t.edge_vertex[e][0]), ends.set(t.edge_vertex[e][1]); });
    REQUIRE_FALSE((ends & tr.spots).any());
  }
  const std::string phase = g.phase_name(state);
  const bool hunting = phase.rfind("treasure_", 0) == 0;
  REQUIRE((tr.hunt.active != 0) == (hunting || (tr.hunt.active && s.phase == Phase::GameOver)));
  if (hunting) REQUIRE(s.to_move == tr.hunter);
  int chips = 0, best_vp = 0;
  const SeaSlice& sea = sea_of(g, s);
  for (int p = 0; p < s.num_players; ++p) {
    chips += std::popcount(unsigned(sea.bonus_islands[p]));
    best_vp = std::max(best_vp, g.victory_points(s, p));
  }
  if (tr.winners) {
    REQUIRE(s.phase == Phase::GameOver);
    REQUIRE(chips >= o.chips_end);
    for (int p = 0; p < s.num_players; ++p)
      if (tr.winners >> p & 1) REQUIRE(g.victory_points(s, p) == best_vp);
  } else if (o.chips_end) {
    REQUIRE(chips < o.chips_end);
  }
}

}  // namespace catanlab::testing
