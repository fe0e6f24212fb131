// Reading and changing the pieces: buildings by level and owner, units by
// kind and hex, points, and the seats that events single out.
#include <array>
#include <bit>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

int level_at(const CqState& s, int h) {
  if (owner_at(s, h) < 0) return 0;
  return 1 + s.cities.test(h) + s.castles.test(h);
}

int owner_at(const CqState& s, int h) {
  for (int q = 0; q < s.num_players; ++q)
    if (s.seats[q].settled.test(h)) return q;
  return -1;
}

HexSet catchment(const CqGame& g, int h) {
  HexSet out = g.board().neighbours[h];
  out.set(h);
  return out;
}

void set_building(CqState& s, int h, int seat, int level) {
  for (int q = 0; q < s.num_players; ++q) s.seats[q].settled.reset(h);
  s.cities.reset(h), s.castles.reset(h);
  if (level == 0) return;
  s.seats[seat].settled.set(h);
  if (level >= 2) s.cities.set(h);
  if (level >= 3) s.castles.set(h);
}

void reduce_building(CqState& s, int h) {
  const int owner = owner_at(s, h);
  if (owner >= 0) set_building(s, h, owner, level_at(s, h) - 1);
}

int unit_range(UnitKind k) {
  switch (k) {
    case UnitKind::Knight: case UnitKind::Archer: return 1;
    case UnitKind::Cavalry: return 3;
    case UnitKind::Ship: case UnitKind::Galley: return 4;
    case UnitKind::Cargo: return 7;
    default: return 0;
  }
}

int count_kind(const CqSeat& p, UnitKind k) {
  int n = 0;
  for (const CqUnit& u : p.units) n += kind_of(u) == k;
  return n;
}

int count_knights(const CqSeat& p) {
  int n = 0;
  for (int i = 0; i < kKnightSlots; ++i) n += p.units[i].kind != 0;
  return n;
}

int count_ships(const CqSeat& p) {
  int n = 0;
  for (int i = kKnightSlots; i < kUnitSlots; ++i) n += p.units[i].kind != 0;
  return n;
}

int aboard(const CqSeat& p, int cargo_slot) {
  int n = 0;
  for (int i = 0; i < kKnightSlots; ++i) n += p.units[i].kind && p.units[i].carrier == cargo_slot + 1;
  return n;
}

HexSet standing_knights(const CqSeat& p) {
  HexSet out;
  for (int i = 0; i < kKnightSlots; ++i)
    if (p.units[i].kind && !p.units[i].carrier) out.set(p.units[i].hex);
  return out;
}

int units_on(const CqSeat& p, int h) {
  int n = 0;
  for (const CqUnit& u : p.units) n += u.kind && u.hex == h && !u.carrier;
  return n;
}

int enemy_units_on(const CqState& s, int seat, int h) {
  int n = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (q != seat) n += units_on(s.seats[q], h);
  return n;
}

void remove_unit(CqState& s, int seat, int slot) {
  CqSeat& p = s.seats[seat];
  if (kind_of(p.units[slot]) == UnitKind::Cargo)
    for (int i = 0; i < kKnightSlots; ++i)
      if (p.units[i].kind && p.units[i].carrier == slot + 1) p.units[i] = CqUnit{};
  p.units[slot] = CqUnit{};
  refresh_forces(p);
}

int points(const CqState& s, int seat) {
  const CqSeat& p = s.seats[seat];
  int n = p.walls.count() + p.settled.count() + (p.settled & s.cities).count() + (p.settled & s.castles).count();
  for (const CqUnit& u : p.units) n += unit_points(kind_of(u));
  return n + p.vp_cards;
}

int total_tokens(const CqSeat& p) {
  int n = p.balance_in - p.balance_out;
  for (uint16_t t : p.tokens) n += t;
  return n;
}

void award(CqState& s, int seat, Token t, int n) { s.seats[seat].tokens[t] = uint16_t(s.seats[seat].tokens[t] + n); }

uint8_t leaders(const CqState& s) {
  int best = -1, best_sum = -1;
  uint8_t out = 0;
  for (int q = 0; q < s.num_players; ++q) {
    const CqSeat& p = s.seats[q];
    const int pts = points(s, q);
    int sum = pts + count_knights(p) + count_ships(p) + p.hand[Gold];
    for (int r = 0; r < kNumResources; ++r) sum += p.hand[r];
    if (pts > best || (pts == best && sum > best_sum)) best = pts, best_sum = sum, out = 0;
    if (pts == best && sum == best_sum) out |= uint8_t(1u << q);
  }
  return out;
}

int single_leader(const int* points, int seats) {
  int best = -1, count = 0, who = -1;
  for (int q = 0; q < seats; ++q) {
    if (points[q] > best) best = points[q], count = 0, who = q;
    count += points[q] == best;
  }
  return count == 1 ? who : -1;
}

int single_last(const int* points, int seats) {
  int least = 1 << 30, count = 0, who = -1;
  for (int q = 0; q < seats; ++q) {
    if (points[q] < least) least = points[q], count = 0, who = q;
    count += points[q] == least;
  }
  return count == 1 ? who : -1;
}

namespace {

std::array<int, kCqSeats> all_points(const CqState& s) {
  std::array<int, kCqSeats> out{};
  for (int q = 0; q < s.num_players; ++q) out[q] = points(s, q);
  return out;
}

}  // namespace

int single_leader(const CqState& s) { return single_leader(all_points(s).data(), s.num_players); }
int single_last(const CqState& s) { return single_last(all_points(s).data(), s.num_players); }

}  // namespace catanlab::cq
