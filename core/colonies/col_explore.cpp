// Spring's first steps (Colonies §6.2): pillage (hard mode), then
// exploration (§5.9): a disputed tile goes to the only claimant with cavalry
// beside it, else the only one with an army beside it, else a roll-off
// (uniform, re-rolled ties); the tile is drawn from the set-up's pools, and a
// land tile other than the desert rolls 2d6 on the exploration table. Without
// non-player forces their placements are skipped.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

// The only seat of `bits` for which `has` holds, or -1.
template <class F>
int only(int bits, F&& has) {
  int found = -1, count = 0;
  for (int p = 0; p < kColSeats; ++p)
    if (bits >> p & 1 && has(p)) found = p, ++count;
  return count == 1 ? found : -1;
}

int decide_explorer(const ColGame& g, const ColState& s, int h, int bits) {
  if (std::popcount(unsigned(bits)) == 1) return std::countr_zero(unsigned(bits));
  const HexMask near = g.tile_neighbours(h);
  auto cavalry = [&](int p) {
    bool any = false;
    (near & s.present[p]).for_each([&](int t) { any = any || s.army[t][p][Cavalry]; });
    return any;
  };
  if (int p = only(bits, cavalry); p >= 0) return p;
  return only(bits, [&](int p) { return (near & s.present[p]).any(); });
}

void finish_tile(ColState& s) {
  for (int p = 0; p < s.num_players; ++p) {
    ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].kind == OrderKind::Explore && b.order[i].a == s.cur.tile) b.order[i].flags |= ColOrderFlag::Done;
  }
  s.cur.tile = kNone;
}

void place_npc(const ColGame& g, ColState& s, int side, int infantry, int cavalry) {
  if (!g.opt().col_npc) return;
  const int h = s.cur.tile;
  s.npc[h][side][0] = uint8_t(std::min(255, s.npc[h][side][0] + infantry));
  s.npc[h][side][1] = uint8_t(std::min(255, s.npc[h][side][1] + cavalry));
}

// Corners of the explored tile where the friendly colony's village may stand.
VertexMask colony_corners(const ColGame& g, const ColState& s) {
  VertexMask out;
  if (villages_founded(s, s.cur.explorer) >= 5) return out;
  g.tile_corners(s.cur.tile).for_each([&](int v) {
    if (s.v_owner[v] != kNone || !g.topo().land_vertices.test(v)) return;
    bool near = false;
    g.corner_neighbours(v).for_each([&](int w) { near = near || s.v_owner[w] != kNone; });
    if (!near) out.set(v);
  });
  return out;
}

// A regiment given to p (a friendly colony, a hire), within the box's limits.
void give_regiment(ColState& s, int h, int p, int kind) {
  static constexpr int kBox[kRegimentKinds] = {40, 12, 8};
  if (regiment_counts(s, p)[kind] < kBox[kind]) add_regiments(s, h, p, kind, 1);
}

// The event's next step (cur.step counts the dice rolled); true while a chance or decision is awaited.
bool event_step(const ColGame& g, ColState& s) {
  const bool npc = g.opt().col_npc;
  const int h = s.cur.tile, p = s.cur.explorer, r = tile_resource(s, h), step = s.cur.step;
  auto roll = [&] { await(s, ColPhase::Count); return true; };
  switch (s.cur.event) {
    case 1:  // the desert: the Warlord's Fortress, d6 hostile infantry and d6 hostile cavalry
    case 2:  // a hostile horde: the same
      if (npc && step < 2) return roll();
      break;
    case 3: if (npc && step < 1) return roll(); break;
    case 4: place_npc(g, s, Hostile, 0, 1); break;
    case 5: place_npc(g, s, Hostile, 1, 0); break;
    case 6: place_npc(g, s, Neutral, 1, 0); break;
    case 7: gain(s, p, r, 1); break;
    case 8: gain(s, p, r, 1), place_npc(g, s, Neutral, 1, 0); break;
    case 9:
      if (step < 1) return roll();
      if (s.cur.left) {
        await(s, ColPhase::Stash, p);
        return true;
      }
      break;
    case 10: place_npc(g, s, Neutral, 0, 1); break;
    case 11: if (step < (npc ? 2 : 1)) return roll(); break;
    case 12:
      if (step < 1) {
        if (colony_corners(g, s).any()) {
          await(s, ColPhase::Colony, p);
          return true;
        }
        give_regiment(s, h, p, Infantry);
      }
      break;
  }
  finish_tile(s);
  return false;
}

// The pillaged piece's cost returned at random, half of it rounded down (Colonies §5.6).
void start_refund(ColState& s, std::array<int, 5> cost) {
  int total = 0;
  for (int r = 0; r < 5; ++r) s.cur.pool[r] = uint8_t(cost[r]), total += cost[r];
  s.cur.left = uint8_t(total / 2);
}

}  // namespace

int claimants(const ColState& s, OrderKind kind, int h) {
  int bits = 0;
  for (int p = 0; p < s.num_players; ++p) {
    if (!active(s, p)) continue;
    const ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].kind == kind && b.order[i].a == h && !(b.order[i].flags & ColOrderFlag::Done)) bits |= 1 << p;
  }
  return bits;
}

int first_claimed(const ColGame& g, const ColState& s, OrderKind kind) {
  HexMask claimed;  // the tiles of every open order of that kind, in one pass over the books
  for (int p = 0; p < s.num_players; ++p) {
    if (!active(s, p)) continue;
    const ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].kind == kind && !(b.order[i].flags & ColOrderFlag::Done)) claimed.set(b.order[i].a);
  }
  claimed &= g.land();
  return claimed.any() ? claimed.nth(0) : -1;
}

int terrain_outcomes(const ColGame& g, const ColState& s, int h, ChanceOutcome* out) {
  // The box's tiles less those face up; the desert lies in its zone, every tile of which is as likely.
  int left[kNumTerrains] = {}, hidden_zone = 0, total = 0;
  for (int t = int(Terrain::Desert); t <= int(Terrain::Mountains); ++t) left[t] = g.pool(Terrain(t));
  g.land().for_each([&](int x) {
    if (explored(s, x)) left[s.terrain[x]] -= 1;
    else hidden_zone += g.desert_zone().test(x);
  });
  const double desert = left[int(Terrain::Desert)] > 0 && g.desert_zone().test(h) ? 1.0 / hidden_zone : 0.0;
  for (int t = int(Terrain::Forest); t <= int(Terrain::Mountains); ++t) total += left[t];
  int n = 0;
  if (desert > 0) out[n++] = {g.id(g.blocks().terrain, 0), desert};
  for (int t = int(Terrain::Forest); t <= int(Terrain::Mountains); ++t)
    if (left[t] && desert < 1) out[n++] = {g.id(g.blocks().terrain, t - int(Terrain::Desert)), (1 - desert) * left[t] / total};
  return n;
}

void apply_terrain(const ColGame&, ColState& s, int t) {
  const int h = s.cur.tile;
  s.terrain[h] = uint8_t(t);
  s.explored.set(h);
  if (Terrain(t) == Terrain::Desert) s.fortress = uint8_t(h);
}

int rolloff_outcomes(const ColGame& g, const ColState& s, ChanceOutcome* out) {
  const int bits = claimants(s, s.stage == ColStage::Muster ? OrderKind::Hire : OrderKind::Explore, s.cur.tile), k = std::popcount(unsigned(bits));
  int n = 0;
  for (int p = 0; p < g.num_players(); ++p)
    if (bits >> p & 1) out[n++] = {g.id(g.blocks().rolloff, p), 1.0 / k};
  return n;
}

int refund_outcomes(const ColGame& g, const ColState& s, ChanceOutcome* out) {
  int total = 0, n = 0;
  for (int r = 0; r < 5; ++r) total += s.cur.pool[r];
  for (int r = 0; r < 5; ++r)
    if (s.cur.pool[r]) out[n++] = {g.id(g.blocks().refund, r), double(s.cur.pool[r]) / total};
  return n;
}

// Pillage orders in this turn's seat order, each on a piece its writer still holds.
bool run_pillage(const ColGame& g, ColState& s) {
  while (s.cur.seat != kNone) {
    const int p = s.cur.seat;
    if (s.cur.left) {
      await(s, ColPhase::Refund);
      return true;
    }
    const ColBook& b = s.book[p];
    if (s.cur.index < b.count) {
      const ColOrder& o = b.order[s.cur.index++];
      if (o.kind != OrderKind::Pillage) continue;
      if (o.b) {
        if (s.e_owner[o.a] != p) continue;
        remove_road(s, o.a);
        start_refund(s, {1, 1, 0, 0, 0});
      } else {
        if (s.v_owner[o.a] != p) continue;
        if (s.city.test(o.a)) reduce_city(s, o.a), start_refund(s, {2, 2, 2, 2, 2});
        else remove_settlement(s, o.a), start_refund(s, {1, 1, 1, 1, 0});
      }
      continue;
    }
    const int next = next_seat(g, s, p);
    s.cur.seat = uint8_t(next < 0 ? kNone : next);
    s.cur.index = 0;
  }
  enter(g, s, ColStage::Explore);
  return false;
}

bool run_explore(const ColGame& g, ColState& s) {
  for (;;) {
    if (s.cur.tile == kNone) {
      const int next = first_claimed(g, s, OrderKind::Explore);
      if (next < 0) {
        enter(g, s, ColStage::Muster);
        return false;
      }
      s.cur = ColCursor{};
      s.cur.tile = uint8_t(next);
      s.cur.explorer = s.cur.victim = s.cur.thief = kNone;
      if (explored(s, next)) {  // turned up since it was written (a set-up reveal cannot be; kept for safety)
        finish_tile(s);
        continue;
      }
    }
    const int h = s.cur.tile;
    if (s.cur.explorer == kNone) {
      const int p = decide_explorer(g, s, h, claimants(s, OrderKind::Explore, h));
      if (p < 0) {
        await(s, ColPhase::Rolloff);
        return true;
      }
      s.cur.explorer = uint8_t(p);
    }
    if (!explored(s, h)) {
      await(s, ColPhase::Terrain);
      return true;
    }
    if (!s.cur.event) {
      s.fresh.set(h);
      if (terrain(s, h) != Terrain::Desert) {
        await(s, ColPhase::Event);
        return true;
      }
      s.cur.event = 1;
    }
    if (event_step(g, s)) return true;
  }
}

void apply_rolloff(const ColGame&, ColState& s, int p) { s.cur.explorer = uint8_t(p); }

void apply_event(const ColGame&, ColState& s, int index) { s.cur.event = uint8_t(index + 2); }

void apply_refund(const ColGame&, ColState& s, int r) {
  s.cur.pool[r] -= 1;
  s.cur.left -= 1;
  gain(s, s.cur.seat, r, 1);
}

void apply_count(const ColGame& g, ColState& s, int die) {
  const int p = s.cur.explorer, r = tile_resource(s, s.cur.tile);
  const int step = s.cur.step++;
  switch (s.cur.event) {
    case 1: case 2:
      if (step == 0) s.cur.first_die = uint8_t(die);
      else place_npc(g, s, Hostile, s.cur.first_die, die);
      break;
    case 3: place_npc(g, s, Hostile, die, 0); break;
    case 9: s.cur.left = uint8_t(die); break;
    case 11:
      if (step == 0) gain(s, p, r, die);
      else place_npc(g, s, Neutral, die, 0);
      break;
  }
}

void apply_stash(const ColGame&, ColState& s, int r) {
  gain(s, s.cur.explorer, r, 1);
  s.cur.left -= 1;
}

int legal_colony(const ColGame& g, const ColState& s, Out out) {
  int n = 0;
  colony_corners(g, s).for_each([&](int v) { out[n++] = g.id(g.blocks().colony, v); });
  return n;
}

void apply_colony(const ColGame& g, ColState& s, int v) {
  place_village(g, s, v, s.cur.explorer);
  give_regiment(s, s.cur.tile, s.cur.explorer, Infantry);
  s.cur.step = 1;
}

}  // namespace catanlab::col
