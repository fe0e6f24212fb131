// Seafarers' transitions: ships built and moved, the pirate and its steal, gold
// picks, the islands a settlement claims, and the interludes (reveals, picks)
// that take a phase over and give it back.
#include <bit>

#include "core/base/base_rules.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

using namespace sea_ids;

namespace {

bool bank_has_resource(const BaseSlice& b) {
  for (int r = 0; r < kNumResources; ++r)
    if (b.bank[r]) return true;
  return false;
}

}  // namespace

namespace sea {

void lay_ship(const StdGame& g, StdState& s, int player, int e) {
  SeaSlice& sea = sea_of(g, s);
  // Built this turn: it may not move. One built in a special building phase (5-6 extension) came
  // after the turn, so it may move on its owner's next turn.
  if (s.phase != Phase::SetupRoad && s.phase != Phase::SpecialBuild) sea.new_ships.set(e);
  sea.ships_left[player] -= 1;
  place_path_piece(g.topo(), s, player, e);
  refresh_ships(g, s, player);
  award_longest_road(s, g.opt().longest_road_min);
}

}  // namespace sea

void Seafarers::go_on(const StdGame& g, StdState& s) const {
  SeaSlice& sea = sea_of(g, s);
  if (bank_has_resource(s.base))
    for (int i = 0; i < s.num_players; ++i) {
      const int q = seat_after(s, s.turn_player, i);
      if (sea.gold_owed[q]) {
        s.to_move = uint8_t(q);
        s.phase = SeaPhase::GoldPick;
        return;
      }
    }
  sea.gold_owed = {};  // an empty bank pays no more picks
  if (sea.gold_roll) {
    sea.gold_roll = 0;
    return g.resume_roll(s);
  }
  if (sea.to_reveal.any()) {
    s.to_move = sea.finder;
    s.phase = SeaPhase::Reveal;
    return;
  }
  if (sea.interlude.active) sea.interlude.give_back(g, s);
}

void Seafarers::discover(const StdGame& g, StdState& s, int player, int e, bool placement) const {
  SeaSlice& sea = sea_of(g, s);
  const HexSet found = sea::fog_at(g, s, e) - sea.to_reveal;
  if (!found.any()) return;
  sea.to_reveal |= found;
  sea.finder = uint8_t(player);
  sea.interlude.hold(s, placement);  // one at a time: a reveal's pick joins the reveals'
  go_on(g, s);
}

void Seafarers::settle(const StdGame& g, StdState& s, int player, int v, bool setup) const {
  const Topology& t = g.topo();
  SeaSlice& sea = sea_of(g, s);
  int gold = 0;
  for (int8_t h : t.vertex_hex[v]) {
    if (h < 0 || !sea::land_now(s, h)) continue;
    gold += s.layout.terrain[h] == Terrain::Gold;
    const int island = island_[size_t(h)];
    if (island < 0 || (sea.islands[player] >> island & 1)) continue;
    sea.islands[player] = uint16_t(sea.islands[player] | 1u << island);
    if (!setup) sea.bonus_islands[player] = uint16_t(sea.bonus_islands[player] | 1u << island);  // not the set-up's (§8.1)
  }
  // The set-up's paying placement: a card of choice per gold field beside it (§2).
  if (setup && last_setup_round(g, s) && gold) {
    sea.gold_owed[player] = uint8_t(gold);
    sea.interlude.hold(s, false);
    go_on(g, s);
  }
}

void Seafarers::reward(const StdGame& g, StdState& s, int h) const {
  SeaSlice& sea = sea_of(g, s);
  const Terrain terrain = s.layout.terrain[h];
  if (const int r = terrain_resource(terrain); r >= 0 && s.base.bank[r]) bank_pays(s.base, sea.finder, r, 1);
  if (terrain == Terrain::Gold) sea.gold_owed[sea.finder] += 1;
}

// Roads and ships discover here, so that a module after Seafarers in the rule set sees the
// discovery under way (phase Reveal) and may take its own reward first (docs/seafarers.md).
void Seafarers::turned_up(const StdGame& g, StdState& s, int h) const {
  const int finder = sea_of(g, s).finder;
  reward(g, s, h);
  go_on(g, s);
  g.notify_build(s, SeaPiece::Revealed, h, finder);
}

void Seafarers::on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  tribe_built(g, s, piece, where, player);
  const bool setup = s.phase == Phase::SetupRoad;  // a set-up settlement waits for its road
  if (piece == Piece::Settlement || (piece == Piece::City && setup)) {
    sea::corner_taken(g, s, player, where);
    return settle(g, s, player, where, setup);
  }
  if (!villages_.empty() && (piece == SeaPiece::Ship || piece == SeaPiece::ShipMoved)) cloth_on_ship(g, s, where, player);
  if (!fog_) return;
  if (piece == Piece::Road || piece == SeaPiece::Ship) discover(g, s, player, where, true);
  if (piece == SeaPiece::ShipMoved) discover(g, s, player, where, false);
}

bool Seafarers::on_produce(const StdGame& g, StdState& s, int roll, uint64_t& received) const {
  if (!villages_.empty() && produce_cloth(g, s, roll)) return true;  // the game ended: nothing goes on
  const BaseSlice& b = s.base;
  uint64_t owed = 0;  // one byte per seat, as the base game's production
  (s.layout.hexes_with_number[roll] - b.barren).for_each([&](int h) {
    if (s.layout.terrain[h] == Terrain::Gold && !(g.opt().robber && h == b.robber)) owed += yield_bytes(b.hex_yield[h]);
  });
  if (!owed || !bank_has_resource(b)) return false;
  SeaSlice& sea = sea_of(g, s);
  for (int q = 0; q < s.num_players; ++q) sea.gold_owed[q] = uint8_t(owed >> (8 * q));
  received |= nonzero_bytes(owed);
  sea.gold_roll = 1;
  go_on(g, s);
  return true;
}

bool Seafarers::owe_roll_picks(const StdGame& g, StdState& s, const std::array<uint8_t, kStdSeats>& picks,
                               uint64_t& received) const {
  SeaSlice& sea = sea_of(g, s);
  uint64_t owed = 0;
  for (int q = 0; q < s.num_players; ++q) owed |= uint64_t(picks[size_t(q)]) << (8 * q);
  if (!owed || !bank_has_resource(s.base)) return false;
  for (int q = 0; q < s.num_players; ++q) sea.gold_owed[q] = uint8_t(sea.gold_owed[q] + picks[size_t(q)]);
  received |= nonzero_bytes(owed);
  const bool held = sea.gold_roll;
  sea.gold_roll = 1;
  go_on(g, s);  // the first seat owing in turn order picks first
  return !held;
}

namespace {
const Seafarers& sea_module(const Module& self) { return static_cast<const Seafarers&>(self); }
}  // namespace

void Seafarers::apply_build_ship(const Module& self, const StdGame& g, StdState& s, int e) {
  const int p = s.to_move;
  if (s.phase == Phase::Main || s.phase == Phase::SpecialBuild) pay_cost(s.base, p, sea_module(self).opt_.ship_cost);
  sea::lay_ship(g, s, p, e);
  g.notify_build(s, SeaPiece::Ship, e, p);
  path_placed(g, s);  // nothing while a discovery holds the phase: it goes on after
}

void Seafarers::apply_move_ship(const Module&, const StdGame& g, StdState& s, int e) {
  sea_of(g, s).ship_from = uint16_t(e);
  s.phase = SeaPhase::ShipTo;
}

void Seafarers::apply_ship_to(const Module&, const StdGame& g, StdState& s, int e) {
  SeaSlice& sea = sea_of(g, s);
  const int p = s.to_move;
  move_path_piece(g.topo(), s, p, sea.ship_from, e);
  sea::refresh_ships(g, s, p);
  sea.ship_from = kNoShip;
  sea.moved = 1;
  award_longest_road(s, g.opt().longest_road_min);
  s.phase = Phase::Main;
  g.notify_build(s, SeaPiece::ShipMoved, e, p);
}

void Seafarers::apply_move_pirate(const Module& self, const StdGame& g, StdState& s, int h) {
  sea_of(g, s).pirate = uint8_t(h);
  if (!sea_module(self).villages_.empty()) return sea_module(self).cloth_pirate_moved(g, s);
  const uint8_t victims = sea::pirate_victims(g, s);
  if (victims == 0) return resume_turn(s);
  if (std::popcount(victims) == 1) {
    s.base.victim = uint8_t(std::countr_zero(victims));
    s.phase = Phase::StealCard;  // the base game's steal
    return;
  }
  s.phase = SeaPhase::PirateVictim;  // the base game's steal_from decides
}

void Seafarers::apply_gold_pick(const Module& self, const StdGame& g, StdState& s, int r) {
  bank_pays(s.base, s.to_move, r, 1);
  sea_of(g, s).gold_owed[s.to_move] -= 1;
  sea_module(self).go_on(g, s);
}

// The next face-down hex turns up.
void Seafarers::apply_reveal(const Module& self, const StdGame& g, StdState& s, int terrain) {
  SeaSlice& sea = sea_of(g, s);
  const int h = sea.to_reveal.nth(0), group = g.board().hex_group[h];
  sea.to_reveal.reset(h);
  sea.fog_tiles[group][terrain] -= 1;
  sea::set_terrain(g, s, h, Terrain(terrain));
  int tokens = 0;
  for (uint8_t n : sea.fog_numbers[group]) tokens += n;
  if (tokens && (terrain_resource(Terrain(terrain)) >= 0 || Terrain(terrain) == Terrain::Gold)) {
    sea.revealing = uint8_t(h);
    s.phase = SeaPhase::RevealNumber;
    return;
  }
  sea_module(self).turned_up(g, s, h);
}

void Seafarers::apply_reveal_number(const Module& self, const StdGame& g, StdState& s, int index) {
  SeaSlice& sea = sea_of(g, s);
  const int h = sea.revealing, n = sea::kNumbers[index];
  sea.fog_numbers[g.board().hex_group[h]][n] -= 1;
  s.layout.number[h] = uint8_t(n);
  s.layout.index_numbers(g.topo().num_hexes);
  sea.revealing = kNoSeaHex;
  sea_module(self).turned_up(g, s, h);
}

}  // namespace catanlab
