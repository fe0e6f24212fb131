// Impoverishment (§4.3): which hexes a new road or ship owes a token, the order they are served
// in, the reserve's draws and the home tokens the placer may move (R1-R3, relaxed in order).
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/common/chance.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/greater_catan/gc_rules.h"

namespace catanlab {

using namespace gc_ids;

namespace {

bool red(int n) { return n == 6 || n == 8; }

int number_index(int n) {
  int i = 0;
  while (gc::kNumbers[i] != n) ++i;
  return i;
}

}  // namespace

namespace gc {

bool takes_token(const StdGame& g, const StdState& s, int h) {
  const Terrain terrain = s.layout.terrain[h];
  return s.layout.number[h] == 0 && (terrain_resource(terrain) >= 0 || terrain == Terrain::Gold) &&
         !sea::home_hexes(g).test(h);
}

HexSet token_sources(const StdGame& g, const StdState& s, int player, int h) {
  const Topology& t = g.topo();
  const auto& number = s.layout.number;
  VertexSet buildings;
  for (int q = 0; q < s.num_players; ++q) buildings |= buildings_of(s.base.players[q]);
  const VertexSet mine = buildings_of(s.base.players[player]);
  HexSet r123, r23, r3, all;
  sea::home_hexes(g).for_each([&](int from) {
    if (!number[from]) return;
    all.set(from);
    // R3: every building at a corner of `from` still touches a hex with a token (h takes one).
    bool keeps = true;
    (t.hex_vertices[from] & buildings).for_each([&](int v) {
      bool numbered = false;
      for (int8_t x : t.vertex_hex[v]) numbered = numbered || (x >= 0 && x != from && (number[x] || x == h));
      keeps = keeps && numbered;
    });
    if (!keeps) return;
    r3.set(from);
    // R2: the token comes from beside one of the placer's buildings.
    if (!(t.hex_vertices[from] & mine).any()) return;
    r23.set(from);
    // R1: a 6 or 8 lands beside no other 6 or 8.
    bool apart = true;
    for (int8_t x : t.hex_neighbour[h]) apart = apart && !(x >= 0 && x != from && red(number[from]) && red(number[x]));
    if (apart) r123.set(from);
  });
  return r123.any() ? r123 : r23.any() ? r23 : r3.any() ? r3 : all;
}

}  // namespace gc

void GreaterCatan::move_token(const StdGame& g, StdState& s, int from, int to) const {
  s.layout.number[to] = s.layout.number[from];
  s.layout.number[from] = 0;  // the robber, if there, stays
  s.layout.index_numbers(g.topo().num_hexes);
}

// Hex h is served: true when it waits for the reserve's draw or a choice of home token
// (GcSlice::serving), false when it was served at once (a single home token, or none left).
bool GreaterCatan::serve(const StdGame& g, StdState& s, int h) const {
  GcSlice& gc = gc_of(g, s);
  gc.pending.reset(h);
  gc.serving = uint8_t(h);
  if (gc::reserve_left(gc)) return true;
  const HexSet from = gc::token_sources(g, s, gc.seat, h);
  if (from.count() > 1) return true;
  if (from.any()) move_token(g, s, from.nth(0), h);
  gc.serving = kNoGcHex;
  return false;
}

void GreaterCatan::wait(const StdGame& g, StdState& s, Phase phase, bool placement) const {
  GcSlice& gc = gc_of(g, s);
  gc.interlude.hold(s, placement);  // the first wait of the run: the phase under way is given back after it
  s.to_move = gc.seat;
  s.phase = phase;
}

void GreaterCatan::go_on(const StdGame& g, StdState& s, bool placement) const {
  GcSlice& gc = gc_of(g, s);
  while (gc.pending.any()) {
    const int owed = gc.pending.count(), left = gc::reserve_left(gc);
    // The order matters only when some hex may get a home token: the reserve's draws are alike.
    bool home_tokens = false;
    sea::home_hexes(g).for_each([&](int h) { home_tokens = home_tokens || s.layout.number[h]; });
    if (owed > 1 && left < owed && (left || home_tokens)) return wait(g, s, GcPhase::Order, placement);
    if (serve(g, s, gc.pending.nth(0))) return wait(g, s, left ? GcPhase::Reserve : GcPhase::TakeFrom, placement);
  }
  if (gc.interlude.active) gc.interlude.give_back(g, s);  // else served at once: the placement goes on as it was
}

void GreaterCatan::on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  if (piece != Piece::Road && piece != SeaPiece::Ship && piece != SeaPiece::ShipMoved) return;
  GcSlice& gc = gc_of(g, s);
  HexSet found;
  for (int8_t h : g.topo().edge_hex[where])
    if (h >= 0 && gc::takes_token(g, s, h)) found.set(h);
  if (!found.any()) return;
  gc.pending |= found;
  gc.seat = uint8_t(player);
  go_on(g, s, piece != SeaPiece::ShipMoved && (s.phase == Phase::SetupRoad || s.phase == Phase::RoadBuilding));
}

void GreaterCatan::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  const GcSlice& gc = gc_of(g, s);
  if (s.phase == GcPhase::Order) {
    gc.pending.for_each([&](int h) { out.push(blocks_[kImpoverish].id(h)); });
  } else if (s.phase == GcPhase::TakeFrom) {
    gc::token_sources(g, s, gc.seat, gc.serving).for_each([&](int h) { out.push(blocks_[kTokenFrom].id(h)); });
  }
}

void GreaterCatan::apply_impoverish(const Module& self, const StdGame& g, StdState& s, int h) {
  const auto& m = static_cast<const GreaterCatan&>(self);
  if (m.serve(g, s, h)) return m.wait(g, s, gc::reserve_left(gc_of(g, s)) ? GcPhase::Reserve : GcPhase::TakeFrom, false);
  m.go_on(g, s);
}

void GreaterCatan::apply_token_from(const Module& self, const StdGame& g, StdState& s, int from) {
  const auto& m = static_cast<const GreaterCatan&>(self);
  GcSlice& gc = gc_of(g, s);
  m.move_token(g, s, from, gc.serving);
  gc.serving = kNoGcHex;
  m.go_on(g, s);
}

// The top of the stack.
void GreaterCatan::apply_reserve_token(const Module& self, const StdGame& g, StdState& s, int index) {
  GcSlice& gc = gc_of(g, s);
  const int n = gc::kNumbers[index];
  gc.reserve[size_t(n)] -= 1;
  s.layout.number[gc.serving] = uint8_t(n);
  s.layout.index_numbers(g.topo().num_hexes);
  gc.serving = kNoGcHex;
  static_cast<const GreaterCatan&>(self).go_on(g, s);
}

int GreaterCatan::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  if (s.phase != GcPhase::Reserve) return 0;
  const GcSlice& gc = gc_of(g, s);
  const int total = gc::reserve_left(gc);
  int k = 0;
  for (int n : gc::kNumbers)
    if (gc.reserve[size_t(n)]) out[k++] = {chance_.id(number_index(n)), double(gc.reserve[size_t(n)]) / total};
  return k;
}

Action GreaterCatan::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  if (s.phase != GcPhase::Reserve) return -1;
  const GcSlice& gc = gc_of(g, s);
  return chance_.id(number_index(draw_pile(gc.reserve, gc::reserve_left(gc), rng, 2)));
}

}  // namespace catanlab
