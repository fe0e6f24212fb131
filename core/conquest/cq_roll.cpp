// The roll. Not a 7: every building collects from its hex and the six
// around it (settlement 1, city 2, castle 3; a gold hex 1 gold a building;
// a fish shoal 1 fish a ship on it), the bank short as in the base game; then
// the dragon (once per 7 gold from gold hexes), a storm on 12, disease on 2,
// each on the leader; then a gold to every seat that took nothing. A 7:
// every building's owner picks its resources from the hexes around it, and a
// fish to each seat with a ship on a shoal.
#include <algorithm>
#include <bit>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

namespace {

void gain(CqSeat& p, int kind, int n) { p.hand[kind] = uint16_t(std::min(65535, p.hand[kind] + n)); }

int ships_on(const CqSeat& p, int h) {
  int n = 0;
  for (int i = kKnightSlots; i < kUnitSlots; ++i) n += p.units[i].kind && p.units[i].hex == h;
  return n;
}

void start_event(const CqGame& g, CqState& s, CqEvent e) {
  s.event = uint8_t(e);
  const uint8_t tied = leaders(s);
  if (std::popcount(tied) == 1) return victim_chosen(g, s, std::countr_zero(tied));
  s.phase = uint8_t(CqPhase::EventVictim);
}

void produce(const CqGame& g, CqState& s, int roll) {
  const int n = s.num_players;
  int owed[kCqSeats][kNumResources] = {};
  int gold = 0;
  s.by_number[roll].for_each([&](int h) {
    if (g.board().fish.test(h)) {
      for (int q = 0; q < n; ++q)
        if (const int k = ships_on(s.seats[q], h)) gain(s.seats[q], Fish, k), s.received |= uint8_t(1u << q);
      return;
    }
    const int r = terrain_resource(Terrain(s.terrain[h]));
    const bool is_gold = Terrain(s.terrain[h]) == Terrain::Gold;
    for (int q = 0; q < n; ++q)
      (catchment(g, h) & s.seats[q].settled).for_each([&](int b) {
        if (is_gold) {
          gain(s.seats[q], Gold, g.opt().gold_per_building);
          gold += g.opt().gold_per_building;
          if (g.opt().gold_per_building) s.received |= uint8_t(1u << q);
        } else if (r >= 0) {
          owed[q][r] += level_at(s, b);
        }
      });
  });
  // Bank shortage: nobody takes a short resource, unless a single seat is owed it.
  for (int r = 0; r < kNumResources; ++r) {
    int total = 0, claimants = 0;
    for (int q = 0; q < n; ++q) total += owed[q][r], claimants += owed[q][r] > 0;
    if (total == 0 || (total > s.bank[r] && claimants > 1)) continue;
    for (int q = 0; q < n; ++q) {
      const int k = std::min<int>(owed[q][r], s.bank[r]);
      if (k == 0) continue;
      s.bank[r] = uint8_t(s.bank[r] - k);
      gain(s.seats[q], r, k);
      s.received |= uint8_t(1u << q);
    }
  }
  const int due = s.dragon_gold + gold;
  s.dragon_due = uint8_t(std::min(255, s.dragon_due + due / g.opt().dragon_gold));
  s.dragon_gold = uint8_t(due % g.opt().dragon_gold);
  s.storm_due = roll == 12;
  s.disease_due = roll == 2;
}

}  // namespace

void apply_roll(const CqGame& g, CqState& s, int roll) {
  s.last_roll = uint8_t(roll);
  s.received = 0;
  if (roll != 7) {
    produce(g, s, roll);
    return continue_events(g, s);
  }
  g.board().fish.for_each([&](int h) {
    for (int q = 0; q < s.num_players; ++q)
      if (ships_on(s.seats[q], h)) gain(s.seats[q], Fish, 1);
  });
  s.phase = uint8_t(CqPhase::Harvest);
  s.harvest_hex = kCqNone;
  s.harvest_left = 0;
  advance_harvest(g, s);
}

void continue_events(const CqGame& g, CqState& s) {
  s.to_move = uint8_t(turn_player(s));
  s.victim = kCqNone;
  if (s.dragon_due) {
    --s.dragon_due;
    return start_event(g, s, CqEvent::Dragon);
  }
  if (s.storm_due) {
    s.storm_due = 0;
    return start_event(g, s, CqEvent::Storm);
  }
  if (s.disease_due) {
    s.disease_due = 0;
    return start_event(g, s, CqEvent::Disease);
  }
  for (int q = 0; q < s.num_players; ++q)
    if (!(s.received >> q & 1)) gain(s.seats[q], Gold, 1);
  s.received = 0;
  s.event = uint8_t(CqEvent::None);
  to_main(s);
}

void victim_chosen(const CqGame& g, CqState& s, int victim) {
  s.victim = uint8_t(victim);
  const CqSeat& v = s.seats[victim];
  switch (CqEvent(s.event)) {
    case CqEvent::Dragon:
      if (v.settled.any()) return void(s.phase = uint8_t(CqPhase::DragonHit));
      break;
    case CqEvent::Storm:
      if (v.forces.ship_count) return void(s.phase = uint8_t(CqPhase::Storm));
      break;
    case CqEvent::Disease:
      if (v.forces.knight_count) return void(s.phase = uint8_t(CqPhase::Disease));
      break;
    case CqEvent::None: break;
  }
  continue_events(g, s);
}

void dragon_hits(const CqGame& g, CqState& s, int h) {
  if (s.seats[s.victim].forces.knights.test(h)) {
    s.dragon_hex = uint8_t(h);
    s.phase = uint8_t(CqPhase::DragonFight);
    return;
  }
  reduce_building(s, h);
  continue_events(g, s);
}

unsigned harvest_choices(const CqGame& g, const CqState& s) {
  unsigned out = 0;
  catchment(g, s.harvest_hex).for_each([&](int h) {
    const int r = terrain_resource(Terrain(s.terrain[h]));
    if (r >= 0 && s.bank[r]) out |= 1u << r;
  });
  return out;
}

void advance_harvest(const CqGame& g, CqState& s) {
  const int roller = turn_player(s);
  for (;;) {
    if (s.harvest_left) {
      const unsigned choices = harvest_choices(g, s);
      if (std::popcount(choices) > 1) return;  // the owner picks
      if (choices) {
        const int r = std::countr_zero(choices);
        --s.bank[r];
        gain(s.seats[s.to_move], r, 1);
        --s.harvest_left;
      } else {
        s.harvest_left = 0;
      }
      continue;
    }
    // The seat's next building, else the next seat's first, until the roller's turn comes round.
    const HexSet& settled = s.seats[s.to_move].settled;
    int next = -1;
    for (int h = s.harvest_hex == kCqNone ? 0 : s.harvest_hex + 1; h < g.topo().num_hexes && next < 0; ++h)
      if (settled.test(h)) next = h;
    if (next >= 0) {
      s.harvest_hex = uint8_t(next);
      s.harvest_left = uint8_t(level_at(s, next));
      continue;
    }
    s.harvest_hex = kCqNone;
    const int q = (s.to_move + 1) % s.num_players;
    if (q == roller) return to_main(s);
    s.to_move = uint8_t(q);
  }
}

}  // namespace catanlab::cq
