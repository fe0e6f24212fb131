// Combat: the attacker names a piece; the defending seat's front (the units
// that must be beaten first) puts up a defender, picked by that seat; one
// chance node decides, ties re-rolled away: the attacker wins with
// P(a + A > d + D | a + A != d + D). The loser's knight goes to the winner's
// prison, its ship to the winner's graveyard, its building to the winner at
// its level; a defender that wins changes nothing.
#include <bit>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

HexSet attack_hexes(const CqGame& g, const CqState& s, const Surroundings& around, int seat, int slot) {
  HexSet out;
  const CqUnit& u = s.seats[seat].units[slot];
  if (!u.kind || !may_act(u, ActAttack)) return out;
  // enemy_pieces holds what for_each_target finds: buildings and standing knights on land, ships at sea.
  if (around.enemy_pieces.test(u.hex) && reaches(g, s, seat, slot, u.hex)) out.set(u.hex);
  if (!(g.board().neighbours[u.hex] & around.enemy_pieces).any()) return out;
  // A hex beside, as reaches() judges one, by the directions from the unit's (no search for each
  // hex's) and the other seats' walls gathered in `around`.
  const Topology& t = g.topo();
  const UnitKind k = kind_of(u);
  for (int d = 0; d < 6; ++d) {
    const int h = t.hex_neighbour[u.hex][d], e = t.hex_edge[u.hex][d];
    if (h < 0 || !around.enemy_pieces.test(h) || (e >= 0 && around.walls.test(e))) continue;
    const bool beside = is_knight(k) ? k == UnitKind::Archer : k != UnitKind::Cargo && (t.land.test(h) || k == UnitKind::Galley);
    if (beside) out.set(h);
  }
  return out;
}

int target_index(UnitKind kind, int owner) { return owner * kNumUnitKinds + int(kind); }

uint32_t front(const CqGame& g, const CqState& s, int attacker_seat, int slot, int h, UnitKind kind, int owner) {
  const CqSeat& d = s.seats[owner];
  const UnitKind by = kind_of(s.seats[attacker_seat].units[slot]);
  uint32_t out = 0;
  if (kind == UnitKind::None) {
    // A building: against knights, the owner's knights on it and its archers beside it; against
    // ships, the owner's fighting ships beside it. Nobody defends across another seat's wall.
    for (int i = 0; i < kUnitSlots; ++i) {
      const CqUnit& x = d.units[i];
      const UnitKind k = kind_of(x);
      const bool fits = is_knight(by) ? standing(x) : k == UnitKind::Ship || k == UnitKind::Galley;
      if (!fits) continue;
      if (x.hex == h && is_knight(by)) {
        out |= 1u << i;
        continue;
      }
      const int dir = direction(g.topo(), x.hex, h);
      const bool reaches = is_knight(by) ? k == UnitKind::Archer : true;
      if (dir >= 0 && reaches && side_open(g, s, owner, x.hex, dir)) out |= 1u << i;
    }
    return out;
  }
  // A unit: regular knights guard archers and cavalry on their hex, regular ships the galley and cargo ships.
  const UnitKind guard = is_knight(kind) ? UnitKind::Knight : UnitKind::Ship;
  uint32_t guards = 0;
  for (int i = 0; i < kUnitSlots; ++i) {
    const CqUnit& x = d.units[i];
    if (!x.kind || x.hex != h || x.carrier) continue;
    if (kind_of(x) == guard) guards |= 1u << i;
    if (kind_of(x) == kind) out |= 1u << i;
  }
  return guards ? guards : out;
}

double win_probability(int attack, int defend) {
  int wins = 0, losses = 0;
  for (int a = 1; a <= 6; ++a)
    for (int d = 1; d <= 6; ++d) {
      wins += a + attack > d + defend;
      losses += a + attack < d + defend;
    }
  return double(wins) / double(wins + losses);
}

// A unit's bonus in battle: the galley's +1, and +1 for a Relic or Liquid Fire.
static int battle_bonus(const CqUnit& u) { return (kind_of(u) == UnitKind::Galley) + ((u.flags & kBlessed) != 0); }

double attack_odds(const CqState& s) {
  const CqUnit& a = s.seats[turn_player(s)].units[s.selected];
  const int defend = s.defender_slot == kCqNone ? level_at(s, s.target_hex)
                                              : battle_bonus(s.seats[s.target_seat].units[s.defender_slot]);
  return win_probability(battle_bonus(a), defend);
}

void begin_battle(const CqGame&, CqState& s, int defender_slot) {
  const int attacker = turn_player(s);
  s.defender_slot = uint8_t(defender_slot);
  s.phase = uint8_t(CqPhase::Battle);
  CqBattle* b = nullptr;
  for (int i = 0; i < s.num_battles; ++i)
    if (s.battles[i].hex == s.target_hex) b = &s.battles[i];
  if (!b) {
    b = &s.battles[s.num_battles++];
    *b = {0, s.target_hex, s.target_seat, uint8_t(units_on(s.seats[s.target_seat], s.target_hex)),
          uint8_t(enemy_units_on(s, attacker, s.target_hex))};
  }
  b->attackers |= 1u << s.selected;
}

void resolve_battle(const CqGame& g, CqState& s, bool attacker_wins) {
  const int attacker = turn_player(s), h = s.target_hex;
  CqSeat& a = s.seats[attacker];
  acted(a, s.selected, ActAttack);
  if (attacker_wins) {
    if (s.defender_slot != kCqNone) {
      uint8_t& count = is_knight(kind_of(s.seats[s.target_seat].units[s.defender_slot])) ? a.prisoners : a.sunk;
      if (count < 255) ++count;
      remove_unit(s, s.target_seat, s.defender_slot);
    } else {
      const int level = level_at(s, h);
      set_building(s, h, attacker, level);
      award(s, attacker, Conqueror, level);
      check_standing_tokens(g, s, attacker);
    }
    for (int i = 0; i < s.num_battles; ++i) {
      CqBattle& b = s.battles[i];
      if (b.hex == h && b.enemy_units >= 2 && enemy_units_on(s, attacker, h) == 0) {
        award(s, attacker, Attacker);
        b.enemy_units = 0;
      }
    }
  }
  s.target_hex = s.target_kind = s.target_seat = 0;
  s.defender_slot = kCqNone;
  to_main(s);
}

void award_defenders(CqState& s) {
  for (int i = 0; i < s.num_battles; ++i) {
    const CqBattle& b = s.battles[i];
    const bool holds = s.seats[b.defender].settled.test(b.hex) || units_on(s.seats[b.defender], b.hex) > 0;
    if (std::popcount(b.attackers) > b.defender_units && holds) award(s, b.defender, Defender);
  }
}

}  // namespace catanlab::cq
