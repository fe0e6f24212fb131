// Chapter 1's own politics cards (the book's almanac): Bribery, Brothers in
// Arms, Help from the South and Road Building Mission. Spy, Warlord Roven and
// Neighborly Help are Cities & Knights' Spy, Warlord and Wedding. Like every
// progress card they are played on one's own turn after production, except
// Bribery, also before the roll.
#include <bit>

#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

namespace {

bool holds(const StdGame& g, const StdState& s, int k) { return in_play(g, k) && ck_of(g, s).players[s.turn_player].progress[k] > 0; }

int weakest_conqueror(const StdGame& g, const StdState& s) {
  int weakest = 0;
  for (uint8_t c : lotc_of(g, s).conqueror)
    if (c && (!weakest || c < weakest)) weakest = c;
  return weakest;
}

// Where Bribery's free basic knight may go: the knight rules of building one.
VertexSet bribery_spots(const StdGame& g, const StdState& s, int p) {
  VertexSet spots;
  if (!ck_of(g, s).players[p].knights_left[0]) return spots;
  ck::knight_spots(g, s, p).for_each([&](int v) {
    if (knight_may_stand(g, s, v, new_knight_strength(g, s, p, 1))) spots.set(v);
  });
  return spots;
}

// Road Building Mission: the open paths at the knight's corner.
EdgeSet mission_paths(const StdGame& g, const StdState& s, int p, int v) {
  if (!s.base.players[p].roads_left) return {};
  return s.base.players[p].road_frontier & g.topo().vertex_edges[v];
}

// Help from the South: who draws the i-th card (the opponents clockwise, then the player twice).
int south_drawer(const StdState& s, int i) {
  return i < s.num_players - 1 ? (s.turn_player + 1 + i) % s.num_players : s.turn_player;
}

// Back to the turn: before the roll (Bribery), the roll or another pre-roll play is next.
void back_to_turn(StdState& s) {
  s.to_move = s.turn_player;
  s.phase = s.base.rolled ? Phase::Main : Phase::PreRoll;
}

}  // namespace

bool may_bribe(const StdGame& g, const StdState& s) { return holds(g, s, Bribery) && weakest_conqueror(g, s) > 0; }

void politics_vertex_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  if (s.phase == LotcPhase::BriberyKnight) {
    bribery_spots(g, s, p).for_each([&](int v) { out.push(ids.id(kBriberyKnight, v)); });
    return;
  }
  if (s.phase != Phase::Main) return;
  const CkSlice& c = ck_of(g, s);
  if (holds(g, s, BrothersInArms))  // an opponent's knight to its next allowed level
    s.base.vertex_pieces.for_each([&](int v) {
      if (knight::owner(c.knight[v]) != p && ck::can_promote(g, s, v))
        out.push(ids.id(kPlayBrothersInArms, v));
    });
  if (holds(g, s, RoadBuildingMission))
    s.base.players[p].vertex_pieces.for_each([&](int v) {
      if ((c.knight[v] & knight::kActive) && mission_paths(g, s, p, v).any())
        out.push(ids.id(kPlayMission, v));
    });
}

void politics_other_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  if (s.phase == LotcPhase::Mission) {
    mission_paths(g, s, p, lotc_of(g, s).mission_vertex).for_each([&](int e) { out.push(ids.id(kMissionRoad, e)); });
    out.push(ids.id(kMissionDone));
    return;
  }
  if (s.phase != Phase::Main && s.phase != Phase::PreRoll) return;
  if (may_bribe(g, s)) {
    const int weakest = weakest_conqueror(g, s);
    for (int h = 0; h < g.topo().num_hexes; ++h)
      if (lotc_of(g, s).conqueror[h] == weakest) out.push(ids.id(kPlayBribery, h));
  }
  if (s.phase != Phase::Main) return;
  if (holds(g, s, BrothersInArms))  // all of an opponent's knights active
    for (int q = 0; q < s.num_players; ++q) {
      bool inactive = false;
      s.base.players[q].vertex_pieces.for_each([&](int v) { inactive |= !(ck_of(g, s).knight[v] & knight::kActive); });
      if (q != p && inactive) out.push(ids.id(kBrothersActivate, q));
    }
  if (holds(g, s, HelpFromTheSouth)) {
    bool stocked = true;  // one card of each resource in the supply
    for (int r = 0; r < kNumResources; ++r) stocked &= s.base.bank[r] > 0;
    if (stocked) out.push(ids.id(kPlayHelpFromTheSouth));
  }
}

void apply_politics(const StdGame& g, StdState& s, Block b, int i) {
  const int p = s.to_move;
  LotcSlice& L = lotc_of(g, s);
  switch (b) {
    case kPlayBrothersInArms:  // i: the opponent's knight promoted
      ck::spend_card(g, s, BrothersInArms);
      ck::raise_knight(g, s, i);
      reward_heroes(g, s, uint8_t(1u << p));
      return g.notify_build(s, CkPiece::KnightPromoted, i, knight::owner(ck_of(g, s).knight[i]));
    case kBrothersActivate:  // i: the opponent whose knights are activated
      ck::spend_card(g, s, BrothersInArms);
      s.base.players[i].vertex_pieces.for_each([&](int v) { ck::set_knight(g, s, v, uint8_t(ck_of(g, s).knight[v] | knight::kActive)); });
      return reward_heroes(g, s, uint8_t(1u << p));
    case kPlayBribery: {  // the conqueror leaves; the hex stays conquered until a knight frees it
      ck::spend_card(g, s, Bribery);
      L.conqueror[i] = 0;
      HexSet changed;
      changed.set(i);
      refresh_closed_roads(g, s, changed);
      if (bribery_spots(g, s, p).any()) {
        s.phase = LotcPhase::BriberyKnight;
        return;
      }
      return back_to_turn(s);
    }
    case kBriberyKnight:
      ck_of(g, s).players[p].knights_left[0] -= 1;
      back_to_turn(s);
      return ck::put_knight(g, s, i, knight::make(p, 1));
    case kPlayMission:
      ck::spend_card(g, s, RoadBuildingMission);
      ck::set_knight(g, s, i, uint8_t(ck_of(g, s).knight[i] & ~knight::kActive));  // "afterwards": the roads do not depend on it
      L.mission_vertex = uint8_t(i);
      L.mission_roads = 2;
      s.phase = LotcPhase::Mission;
      return;
    case kMissionRoad:
      place_road(g.topo(), s, p, i);
      award_longest_road(s, g.opt().longest_road_min);
      g.notify_build(s, Piece::Road, i, p);
      L.mission_roads -= 1;
      if (L.mission_roads > 0 && mission_paths(g, s, p, L.mission_vertex).any()) return;
      [[fallthrough]];  // no second road to build: the mission is over
    case kMissionDone:
      L.mission_vertex = 0xFF;
      L.mission_roads = 0;
      return back_to_turn(s);
    case kPlayHelpFromTheSouth:
      ck::spend_card(g, s, HelpFromTheSouth);
      L.south_stack = uint8_t((1u << kNumResources) - 1);
      L.south_drawn = 0;
      s.to_move = uint8_t(south_drawer(s, 0));
      s.phase = LotcPhase::SouthDraw;
      return;
    default:
      return;
  }
}

int south_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out) {
  const int left = std::popcount(unsigned(lotc_of(g, s).south_stack));
  int n = 0;
  for (int r = 0; r < kNumResources; ++r)
    if ((lotc_of(g, s).south_stack >> r) & 1) out[n++] = {ids.id(kSouthDraw, r), 1.0 / left};
  return n;
}

// The stack's cards are still counted in the bank until drawn; the one left
// over with 3 players simply stays there.
void south_draw(const StdGame& g, StdState& s, int r) {
  LotcSlice& L = lotc_of(g, s);
  bank_deals_hidden(s.base, s.to_move, r);
  L.south_stack &= uint8_t(~(1u << r));
  L.south_drawn += 1;
  if (L.south_drawn < s.num_players + 1) {
    s.to_move = uint8_t(south_drawer(s, L.south_drawn));
    return;
  }
  L.south_stack = L.south_drawn = 0;
  back_to_turn(s);
}

}  // namespace catanlab::lotc
