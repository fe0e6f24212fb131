// The dividing line of chapter 3 (the board's `dividing_line` marker, the
// dotted orange line of the set-up illustrations) and what it divides: the
// second set-up settlement south of it ("Building the Second Settlement") and
// Support from the East's free road north of it ("Support from the East—Road
// Building": each player may build 1 road for free, not on or south of the line).
#include "core/base/pieces.h"
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

bool south_of_line(const StdGame& g, int v) {
  const int row = marks(g).line_row;  // the line runs south of this row
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && g.topo().coord[h].r <= row) return false;  // on the line or north of it
  return true;
}

bool north_of_line(const StdGame& g, int e) {
  const int row = marks(g).line_row;  // the line runs south of this row
  for (int8_t h : g.topo().edge_hex[e])
    if (h >= 0 && g.topo().coord[h].r > row) return false;  // on the line (a southern hex beside it) or south
  return true;
}

EdgeSet east_paths(const StdGame& g, const StdState& s, int p) {
  EdgeSet out;
  if (!s.base.players[p].roads_left) return out;
  s.base.players[p].road_frontier.for_each([&](int e) {  // the frontier omits closed paths and roadblocks
    if (north_of_line(g, e)) out.set(e);
  });
  return out;
}

namespace {

// The next seat, from the active player clockwise, with a path for its road; else the roll goes on.
void next_east_seat(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  for (int q; (q = ck::first_in_turn_order(s, L.east_left)) >= 0;) {
    if (east_paths(g, s, q).any()) {
      s.to_move = uint8_t(q);
      s.phase = LotcPhase::EastRoad;
      return;
    }
    L.east_left &= uint8_t(~(1u << q));
  }
  s.to_move = s.turn_player;
  after_event(g, s);
}

}  // namespace

void support_from_the_east(const StdGame& g, StdState& s) {
  lotc_of(g, s).east_left = uint8_t((1u << s.num_players) - 1);
  next_east_seat(g, s);
}

void free_road_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  if (s.phase == LotcPhase::EastRoad) {
    out.push(ids.id(kPassEast));
    east_paths(g, s, p).for_each([&](int e) { out.push(ids.id(kFreeRoad, e)); });
    return;
  }
  // A fort's road reward (ours: kept until built, on one's turn, as a road of the main phase).
  if (s.phase != Phase::Main || !lotc_of(g, s).fort_roads[p] || !s.base.players[p].roads_left) return;
  s.base.players[p].road_frontier.for_each([&](int e) { out.push(ids.id(kFreeRoad, e)); });
}

void apply_free_road(const StdGame& g, StdState& s, Block b, int e) {
  const int p = s.to_move;
  const bool east = s.phase == LotcPhase::EastRoad;
  if (b == kFreeRoad) {  // as Road Building's roads
    if (!east) lotc_of(g, s).fort_roads[p] -= 1;
    place_road(g.topo(), s, p, e);
    award_longest_road(s, g.opt().longest_road_min);
    g.notify_build(s, Piece::Road, e, p);  // amber at its ends
  }
  if (!east) return;
  lotc_of(g, s).east_left &= uint8_t(~(1u << p));
  next_east_seat(g, s);
}

}  // namespace catanlab::lotc
