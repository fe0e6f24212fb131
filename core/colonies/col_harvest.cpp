// The start village (Colonies §3) and Fall's harvest (§5.3): each
// settlement takes 2 (village) or 4 (city) cards, plus one per distinct card
// of Chapel, Market, Palace and Year of Plenty played, one at a time from the
// explored tiles around it, as its holder chooses; seats harvest in this
// turn's seat order, each from the bank while it lasts.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

constexpr int kFortress = kColVertices;  // the cursor's index past the last corner: the Warlord's Fortress

// The seat holding the desert alone with no hostile left, or -1.
int fortress_holder(const ColState& s) {
  if (s.fortress == kNone || hostiles(s, s.fortress)) return -1;
  const int bits = seats_on(s, s.fortress);
  return std::popcount(unsigned(bits)) == 1 ? std::countr_zero(unsigned(bits)) : -1;
}

int allotment(const ColState& s, int p, int v) {
  if (v == kFortress) return 3;
  int n = s.city.test(v) ? 4 : 2;
  for (int k : {ColCard::Chapel, ColCard::Market, ColCard::Palace, ColCard::YearOfPlenty}) n += s.seat[p].dev_played[k] ? 1 : 0;
  return n;
}

// The tiles settlement v (kFortress: the Fortress) harvests from: around it, without enemies (p's enemy_tiles).
HexMask sources(const ColGame& g, const ColState& s, int v, const HexMask& enemies) {
  return (v == kFortress ? g.tile_neighbours(s.fortress) : g.corner_tiles(v)) - enemies;
}

// Units of the allotment one card of each resource takes from these tiles: 1,
// or 1 + the toll where only tiles with neutral forces yield it; 0 where none
// yields it.
std::array<int, 5> unit_costs(const ColGame& g, const ColState& s, const HexMask& tiles) {
  unsigned free = 0, tolled = 0;  // resources some tile yields without neutral forces, with them (as bits)
  tiles.for_each([&](int h) {
    const int r = tile_resource(s, h);
    if (r >= 0) (neutrals(s, h) ? tolled : free) |= 1u << r;
  });
  std::array<int, 5> cost;
  for (int r = 0; r < 5; ++r) cost[r] = free >> r & 1 ? 1 : tolled >> r & 1 ? 1 + g.opt().col_toll : 0;
  return cost;
}

int multiplier(const ColState& s, int p, int r, int v) {
  if (v == kFortress) return 1;  // no development card helps the Fortress
  return (s.seat[p].monopoly >> r & 1 ? 2 : 1) * (s.seat[p].plenty_now ? 2 : 1);
}

// The resources p may take one card of now, as bits.
int options(const ColGame& g, const ColState& s) {
  const int p = s.cur.seat, v = s.cur.tile;
  const auto cost = unit_costs(g, s, sources(g, s, v, enemy_tiles(s, p)));
  int bits = 0;
  for (int r = 0; r < 5; ++r)
    if (cost[r] && cost[r] <= s.cur.left && s.bank[r]) bits |= 1 << r;
  return bits;
}

void take(const ColGame& g, ColState& s, int r) {
  const int p = s.cur.seat, v = s.cur.tile;
  s.cur.left = uint8_t(s.cur.left - unit_costs(g, s, sources(g, s, v, enemy_tiles(s, p)))[r]);
  gain(s, p, r, multiplier(s, p, r, v));
}

}  // namespace

int legal_start_village(const ColGame& g, const ColState& s, Out out) {
  const int p = s.actor;
  int n = 0;
  (g.tile_corners(g.start_tile(p)) & g.coast()).for_each([&](int v) {
    if (s.v_owner[v] != kNone) return;
    bool near = false;
    g.corner_neighbours(v).for_each([&](int w) { near = near || s.v_owner[w] != kNone; });
    if (!near) out[n++] = g.id(g.blocks().start_village, v);
  });
  return n;
}

void apply_start_village(const ColGame& g, ColState& s, int v) {
  const int p = s.actor;
  place_village(g, s, v, p);
  add_regiments(s, g.start_tile(p), p, Infantry, 3);
}

// The cursor: `tile` is the settlement's corner being harvested (kFortress:
// the Fortress), `index` the next corner to look at (kFortress + 1: none).
bool harvest_next(const ColGame& g, ColState& s) {
  while (s.cur.seat != kNone) {
    const int p = s.cur.seat;
    if (s.cur.left) {
      const int bits = options(g, s);
      if (!bits) s.cur.left = 0;  // nothing more to take here: the rest is lost
      else if (std::popcount(unsigned(bits)) == 1) take(g, s, std::countr_zero(unsigned(bits)));
      else {
        await(s, ColPhase::Harvest, p);
        return true;
      }
      continue;
    }
    int v = s.cur.index;
    while (v < kColVertices && (!s.held_v[p].test(v) || besieged(g, s, v))) ++v;
    if (v < kColVertices || (v == kFortress && fortress_holder(s) == p)) {
      s.cur.tile = uint8_t(v);
      s.cur.index = uint8_t(v + 1);
      s.cur.left = uint8_t(allotment(s, p, v));
      continue;
    }
    const int next = next_seat(g, s, p);
    s.cur.seat = uint8_t(next < 0 ? kNone : next);
    s.cur.index = 0;
    s.cur.tile = kNone;
  }
  return false;
}

int legal_harvest(const ColGame& g, const ColState& s, Out out) {
  const int bits = options(g, s);
  int n = 0;
  for (int r = 0; r < 5; ++r)
    if (bits >> r & 1) out[n++] = g.id(g.blocks().harvest, r);
  return n;
}

void apply_harvest(const ColGame& g, ColState& s, int r) { take(g, s, r); }

std::array<int, 5> harvest_potential(const ColGame& g, const ColState& s, int p) {
  return harvest_potential(g, s, p, road_net(g, s, p));
}

std::array<int, 5> harvest_potential(const ColGame& g, const ColState& s, int p, const RoadNet& net) {
  std::array<int, 5> out{};
  auto add = [&](int v) {
    const auto cost = unit_costs(g, s, sources(g, s, v, net.enemies));
    const int units = allotment(s, p, v);
    for (int r = 0; r < 5; ++r)
      if (cost[r]) out[r] += units / cost[r] * multiplier(s, p, r, v);
  };
  (s.held_v[p] - besieged_corners(g, s, p, net)).for_each(add);
  if (fortress_holder(s) == p) add(kFortress);
  return out;
}

}  // namespace catanlab::col
