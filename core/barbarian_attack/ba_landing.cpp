// The landing after each build (§5.1), conquest and liberation (§5.2): three
// draws of different numbers, each landing a barbarian on its coastal hex; a
// hex that reaches ba_conquer is conquered, one that drops below is freed.
#include "core/barbarian_attack/ba_internal.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"

namespace catanlab {

namespace ba {

HexSet conquered_hexes(const StdGame& g, const StdState& s) {
  HexSet out;
  for (int h : coast(g))
    if (conquered(g, s, h)) out.set(h);
  return out;
}

HexSet occupied_coast(const StdGame& g, const StdState& s) {
  HexSet out;
  for (int h : coast(g))
    if (ba_of(g, s).barbarians[h]) out.set(h);
  return out;
}

EdgeSet closed_paths(const StdGame& g, const StdState& s) {
  EdgeSet out;
  conquered_hexes(g, s).for_each([&](int h) { out |= hex_paths(g, h); });
  return out;
}

VertexSet conquered_buildings(const StdGame& g, const StdState& s) {
  VertexSet out, built;  // from the pieces, not the occupied cache: validate reads no cache
  for (int q = 0; q < s.num_players; ++q) built |= buildings_of(s.base.players[q]);
  built.for_each([&](int v) {
    if (building_conquered(g, s, v)) out.set(v);
  });
  return out;
}

namespace {
// A hex conquered or freed: production, closed paths and frontiers, its buildings' dormancy.
void refresh_hex(const StdGame& g, StdState& s, int hex, bool now_conquered) {
  const Topology& t = g.topo();
  if (now_conquered) s.base.barren.set(hex);
  else s.base.barren.reset(hex);
  s.base.closed_roads = closed_paths(g, s);
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(t, s, q);
  (t.hex_vertices[hex] & s.base.occupied).for_each([&](int v) {
    set_dormant(g.board(), g.opt(), s, v, building_conquered(g, s, v));
  });
}
}  // namespace

void add_barbarian(const StdGame& g, StdState& s, int hex, int delta) {
  uint8_t& n = ba_of(g, s).barbarians[hex];
  const bool was = n >= ba_opt(g).ba_conquer;
  n = uint8_t(n + delta);
  const bool is = n >= ba_opt(g).ba_conquer;
  if (is != was) refresh_hex(g, s, hex, is);
}

}  // namespace ba

// A settlement or city built in play (not in set-up) opens the landing, while barbarians are left.
void BarbarianAttack::on_build(const StdGame& g, StdState& s, Piece piece, int, int) const {
  if (piece == Piece::Road || s.phase != Phase::Main) return;
  BaSlice& a = ba_of(g, s);
  if (a.supply == 0 || opt_.ba_land_draws == 0) return;
  a.land_left = uint8_t(opt_.ba_land_draws);
  a.land_drawn = 0;
  s.phase = BaPhase::Land;
}

namespace ba {

// Step k draws among the numbers not yet drawn, each weighted by its ways on 2d6.
int land_outcomes(const BaSlice& a, Action first, ChanceOutcome* out) {
  int total = 0;
  for (int n : kLandNumbers)
    if (!(a.land_drawn >> n & 1)) total += ways(n);
  int k = 0;
  for (int i = 0; i < 10; ++i)
    if (const int n = kLandNumbers[i]; !(a.land_drawn >> n & 1)) out[k++] = {first + i, double(ways(n)) / total};
  return k;
}

Action sample_land(const BaSlice& a, Action first, Rng& rng) {
  int total = 0;
  for (int n : kLandNumbers)
    if (!(a.land_drawn >> n & 1)) total += ways(n);
  int x = int(rng.below(uint32_t(total)));
  for (int i = 0; i < 10; ++i) {
    const int n = kLandNumbers[i];
    if (a.land_drawn >> n & 1) continue;
    if (x < ways(n)) return first + i;
    x -= ways(n);
  }
  return -1;
}

// A drawn number lands a barbarian on its coastal hex unless the hex is full (the draw still counts).
void land(const StdGame& g, StdState& s, int h, int index) {
  BaSlice& a = ba_of(g, s);
  a.land_drawn = uint16_t(a.land_drawn | 1u << kLandNumbers[index]);
  a.land_left -= 1;
  if (h >= 0 && a.barbarians[h] < ba_opt(g).ba_conquer && a.supply > 0) {
    a.supply -= 1;
    add_barbarian(g, s, h, +1);
  }
  if (a.land_left == 0 || a.supply == 0) {
    a.land_left = 0;
    a.land_drawn = 0;
    resume_turn(s);
  }
}

}  // namespace ba

}  // namespace catanlab
