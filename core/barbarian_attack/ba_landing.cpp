// The landing after each build (§5.1) and conquest (§5.2): three draws of
// different numbers, each landing a barbarian on its coastal hex; a hex that
// reaches ba_conquer is conquered.
#include <bit>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/base_rules.h"
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

EdgeSet closed_paths(const StdGame& g, const StdState& s) {
  const Topology& t = g.topo();
  EdgeSet out;
  conquered_hexes(g, s).for_each([&](int h) {
    for (int16_t e : t.hex_edge[h])
      if (e >= 0) out.set(e);
  });
  return out & t.land_edges;
}

VertexSet conquered_buildings(const StdGame& g, const StdState& s) {
  VertexSet out, built;  // from the pieces, not the occupied cache: validate reads no cache
  for (int q = 0; q < s.num_players; ++q) built |= buildings_of(s.base.players[q]);
  built.for_each([&](int v) {
    if (building_conquered(g, s, v)) out.set(v);
  });
  return out;
}

void conquer(const StdGame& g, StdState& s, int hex) {
  const Topology& t = g.topo();
  s.base.barren.set(hex);
  s.base.closed_roads = closed_paths(g, s);
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(t, s, q);
  (t.hex_vertices[hex] & s.base.occupied).for_each([&](int v) {
    if (building_conquered(g, s, v)) set_dormant(g.board(), g.opt(), s, v, true);
  });
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

// Step k draws among the numbers not yet drawn, each weighted by its ways on 2d6.
int BarbarianAttack::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  if (s.phase != BaPhase::Land) return 0;
  const uint16_t drawn = ba_of(g, s).land_drawn;
  int total = 0;
  for (int n : ba::kLandNumbers)
    if (!(drawn >> n & 1)) total += ba::ways(n);
  int k = 0;
  for (int i = 0; i < 10; ++i)
    if (const int n = ba::kLandNumbers[i]; !(drawn >> n & 1)) out[k++] = {first_chance() + i, double(ba::ways(n)) / total};
  return k;
}

Action BarbarianAttack::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  if (s.phase != BaPhase::Land) return -1;
  const uint16_t drawn = ba_of(g, s).land_drawn;
  int total = 0;
  for (int n : ba::kLandNumbers)
    if (!(drawn >> n & 1)) total += ba::ways(n);
  int x = int(rng.below(uint32_t(total)));
  for (int i = 0; i < 10; ++i) {
    const int n = ba::kLandNumbers[i];
    if (drawn >> n & 1) continue;
    if (x < ba::ways(n)) return first_chance() + i;
    x -= ba::ways(n);
  }
  return -1;
}

// A drawn number lands a barbarian on its coastal hex unless the hex is full (the draw still counts).
void BarbarianAttack::apply(const StdGame& g, StdState& s, Action id) const {
  BaSlice& a = ba_of(g, s);
  const int n = ba::kLandNumbers[id - first_chance()];
  a.land_drawn = uint16_t(a.land_drawn | 1u << n);
  a.land_left -= 1;
  if (const int h = ba::coastal_hex(g, s, n); h >= 0 && a.barbarians[h] < opt_.ba_conquer && a.supply > 0) {
    a.barbarians[h] += 1;
    a.supply -= 1;
    if (a.barbarians[h] == opt_.ba_conquer) ba::conquer(g, s, h);
  }
  if (a.land_left == 0 || a.supply == 0) {
    a.land_left = 0;
    a.land_drawn = 0;
    resume_turn(s);
  }
}

// No settlement at a conquered hex's corners; no city on a conquered settlement (§5.2, ruling 16).
void BarbarianAttack::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  if (!s.base.barren.any()) return;
  const Topology& t = g.topo();
  VertexSet no_settlement;
  s.base.barren.for_each([&](int h) { no_settlement |= t.hex_vertices[h]; });
  const Action settlement0 = BaseRules::settlement_id(0), city0 = BaseRules::city_id(t, 0);
  int kept = 0;
  for (int i = 0; i < list.size; ++i) {
    const Action x = list.data[i];
    if (x >= settlement0 && x < settlement0 + t.num_vertices && no_settlement.test(x - settlement0)) continue;
    if (x >= city0 && x < city0 + t.num_vertices && s.base.dormant.test(x - city0)) continue;
    list.data[kept++] = x;
  }
  list.size = kept;
}

}  // namespace catanlab
