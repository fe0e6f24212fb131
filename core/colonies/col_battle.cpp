// Simple battles (Colonies §5.7): allies fight together; each side's
// strength is its regiments' (with their modifiers), its combat roll a d6
// (the attackers keep the highest of one die per tile they come from) plus
// the roll modifiers; result = roll x strength. Equal results change nothing;
// otherwise the higher wins. Each side destroys strength equal to its result
// / 10 (rounded down) in the other, each victim choosing which regiments
// (non-player forces lose their most common type, infantry on a tie).
// Losing attackers go home if it is still theirs and supplied, else they are
// routed; losing defenders are routed (non-player forces destroyed).
#include <cmath>

#include "core/colonies/col_rules.h"

namespace catanlab::col {

// The attacking seat's regiments in the battle of one kind: its fighting marches' and its own on the tile.
int fighting(const ColState& s, int p, int kind) {
  int n = s.army[s.battle.tile][p][kind];
  if (p == s.battle.attacker) {
    const ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].flags & ColOrderFlag::Fighting) n += b.order[i].n[kind];
  }
  return n;
}

// A side's regiments of one kind (side 0: the attackers).
int side_count(const ColState& s, int side, int kind) {
  const ColBattle& bt = s.battle;
  const int bits = side ? bt.def_side : bt.att_side;
  int n = 0;
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1) n += fighting(s, p, kind);
  if (bits & kNpcBit && kind < 2) n += side ? s.npc[bt.tile][Hostile][kind] : bt.npc[kind];
  return n;
}

int side_lead(const ColState& s, int side) {
  const ColBattle& bt = s.battle;
  if (!side) return bt.attacker;
  int best = -1, most = 0;
  for (int p = 0; p < s.num_players; ++p)
    if (bt.def_side >> p & 1 && regiments(s, bt.tile, p) > most) best = p, most = regiments(s, bt.tile, p);
  return best < 0 ? kNpcSeat : best;
}

namespace {

// A seat's army in reserve beside the tile: no order for it, not attacked (Colonies §5.6).
bool reserve(const ColState& s, int q, int h) {
  if (!s.present[q].test(h) || s.seat[q].fortified.test(h) || s.seat[q].engaged.test(h)) return false;
  const ColBook& b = s.book[q];
  for (int i = 0; i < b.count; ++i)
    if (b.order[i].kind == OrderKind::March && b.order[i].a == h) return false;
  return true;
}

// Strength of one regiment of each kind and the combat roll's modifiers, for one side.
void side_terms(const ColGame& g, const ColState& s, int side, uint8_t* str, int8_t& mod) {
  const ColBattle& bt = s.battle;
  const int h = bt.tile, bits = side ? bt.def_side : bt.att_side, other = side ? bt.att_side : bt.def_side;
  const bool attacking = !side || bt.both_attacking, defending = side && !bt.both_attacking;
  const Terrain t = terrain(s, h);
  const int me = side_lead(s, side), them = side_lead(s, 1 - side);
  auto touches = [&](int seats) {
    bool any = false;
    g.tile_corners(h).for_each([&](int v) { any = any || (s.v_owner[v] != kNone && seats >> s.v_owner[v] & 1); });
    return any;
  };
  // The attack's sources: artillery firing from the heights, an army cut off from supply.
  bool from_heights = side && heights(t), cut_off = side && me < kNpcSeat && s.seat[me].cut_off.test(h);
  if (!side && bt.attacker < kNpcSeat) {
    const ColBook& b = s.book[bt.attacker];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].flags & ColOrderFlag::Fighting) {
        from_heights = from_heights || heights(terrain(s, b.order[i].a));
        cut_off = cut_off || s.seat[bt.attacker].cut_off.test(b.order[i].a);
      }
  }
  const bool only_artillery = side_count(s, 1 - side, Artillery) > 0 && !side_count(s, 1 - side, Infantry) &&
                              !side_count(s, 1 - side, Cavalry);
  const bool entrenched = defending && me < kNpcSeat && s.seat[me].entrenched.test(h);  // Entrenched Positions
  str[Infantry] = uint8_t(1 + (defending && rough(t)) + (defending && touches(bits & ~kNpcBit)) + entrenched);
  str[Cavalry] = uint8_t(1 + (attacking && flat(t)) + only_artillery);
  str[Artillery] = uint8_t(1 + from_heights + (attacking ? touches(other & ~kNpcBit) : touches(bits & ~kNpcBit)));

  int m = 0;
  if (me < kNpcSeat) {
    const ColSeat& lead_seat = s.seat[me];
    m += settlement_bonus(g, s, h, me);
    m += lead_seat.dev_played[ColCard::Soldier] ? 1 : 0;
    m += lead_seat.dev_played[ColCard::Chapel] ? 1 : 0;
    if (cut_off) m -= 1;
    if (them < kNpcSeat && lead_seat.stance[them] == War && s.seat[them].stance[me] != War) m += 1;  // backstab
    g.tile_neighbours(h).for_each([&](int n) {
      for (int q = 0; q < s.num_players; ++q)
        if (allied(s, me, q) && reserve(s, q, n)) m += 1;
    });
    if (defending)
      for (int q = 0; q < s.num_players; ++q)
        if (bits >> q & 1 && s.seat[q].fortified.test(h)) {
          m += 1;
          break;
        }
  }
  if (side_count(s, side, Cavalry)) m += 1;
  m += side_count(s, side, Artillery);
  if (side && bt.road) m += 1;
  mod = int8_t(std::clamp(m, -100, 100));
}

}  // namespace

int strength(const ColState& s, int side) {
  const uint8_t* str = side ? s.battle.def_str : s.battle.att_str;
  int n = 0;
  for (int k = 0; k < kRegimentKinds; ++k) n += side_count(s, side, k) * str[k];
  return n;
}

// The seat of a side that loses the next regiment: the lead first, then the others in seat order; kNpcSeat for
// the hostile forces; -1 when the side has nothing left.
int picker(const ColState& s, int side) {
  const ColBattle& bt = s.battle;
  const int bits = side ? bt.def_side : bt.att_side;
  auto has = [&](int p) { return fighting(s, p, 0) + fighting(s, p, 1) + fighting(s, p, 2) > 0; };
  const int first = side_lead(s, side);
  if (first < kNpcSeat && bits >> first & 1 && has(first)) return first;
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1 && has(p)) return p;
  if (bits & kNpcBit && side_count(s, side, 0) + side_count(s, side, 1)) return kNpcSeat;
  return -1;
}

void lose(ColState& s, int side, int p, int kind) {
  ColBattle& bt = s.battle;
  const uint8_t* str = side ? bt.def_str : bt.att_str;
  bt.hit[side] = uint8_t(std::max(0, bt.hit[side] - str[kind]));
  if (p == kNpcSeat) {
    uint8_t* npc = side ? s.npc[bt.tile][Hostile] : bt.npc;
    npc[kind] -= 1;
    return;
  }
  if (p == bt.attacker) {
    ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].flags & ColOrderFlag::Fighting && b.order[i].n[kind]) {
        b.order[i].n[kind] -= 1;
        return;
      }
  }
  remove_regiments(s, bt.tile, p, kind, 1);
}

namespace {

// Takes casualties from a side while it owes them; false when a decision is awaited.
bool take_hits(const ColGame&, ColState& s, int side) {
  for (;;) {
    const int p = picker(s, side);
    if (!s.battle.hit[side] || p < 0) return true;
    if (p == kNpcSeat) {  // the more common type, infantry on a tie
      const int inf = side_count(s, side, Infantry), cav = side_count(s, side, Cavalry);
      lose(s, side, p, inf >= cav && inf ? Infantry : Cavalry);
      continue;
    }
    int kinds = 0, last = 0;
    for (int k = 0; k < kRegimentKinds; ++k)
      if (fighting(s, p, k)) ++kinds, last = k;
    if (kinds == 1) {
      lose(s, side, p, last);
      continue;
    }
    s.battle.victim = uint8_t(p);
    await(s, ColPhase::Casualty, p);
    return false;
  }
}

// Tactics sets a seat may play: all of one type or one of each, a wild card filling any gap, and showing a
// type its side has in the battle; bit 3: one of each.
int tactics_sets(const ColState& s, int p, int side) {
  const uint8_t* t = s.seat[p].tactics;
  int bits = 0;
  for (int k = 0; k < kRegimentKinds; ++k)
    if (t[k] + t[3] >= 3 && side_count(s, side, k)) bits |= 1 << k;
  int gaps = 0;
  for (int k = 0; k < kRegimentKinds; ++k) gaps += t[k] ? 0 : 1;
  if (gaps <= t[3] && t[0] + t[1] + t[2] + t[3] >= 3) bits |= 1 << 3;
  return bits;
}

// The side's tactics are played: the defenders' next, or the dice (a complex battle's first round).
void tactics_done(const ColGame& g, ColState& s) {
  s.battle.step += 1;
  if (s.battle.step == ColBattleStep::Roll && g.opt().col_complex) open_complex(g, s);
}

void spend_set(ColState& s, int p, int set) {
  uint8_t* t = s.seat[p].tactics;
  auto spend = [&](int k) {
    if (t[k]) t[k] -= 1, s.tactics_deck[k] += 1;
    else t[3] -= 1, s.tactics_deck[3] += 1;
  };
  if (set < kRegimentKinds)
    for (int i = 0; i < 3; ++i) spend(set);
  else
    for (int k = 0; k < kRegimentKinds; ++k) spend(k);
}

}  // namespace

void rejoin(ColState& s, int p, int h) {
  uint8_t* routed = s.battle.routed[p];
  for (int k = 0; k < kRegimentKinds; ++k) {
    s.seat[p].routed[k] = uint8_t(s.seat[p].routed[k] - routed[k]);
    add_regiments(s, h, p, k, routed[k]);
    s.shaken[h][p][k] = uint8_t(s.shaken[h][p][k] + routed[k]);
    routed[k] = 0;
  }
}

// The battle's end: the winners take the tile, the losers go home or are routed (Colonies §5.7). In a complex
// battle the losers on the tile have retreated already, and the regiments routed in it rejoin their army.
void finish_battle(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  const int h = bt.tile;
  const bool attackers_won = bt.result == ColResult::Attackers, tie = bt.result == ColResult::Tie;
  const int winners = attackers_won ? bt.att_side : tie ? 0 : bt.def_side;
  for (int p = 0; p < s.num_players; ++p) {
    const bool in = (bt.att_side | bt.def_side) >> p & 1;
    if (!in) continue;
    ColSeat& me = s.seat[p];
    me.engaged.set(h);
    const int routed = bt.routed[p][0] + bt.routed[p][1] + bt.routed[p][2];
    if (fighting(s, p, 0) + fighting(s, p, 1) + fighting(s, p, 2) + routed) {
      me.battles += 1;
      if (winners >> p & 1) me.battles_won += 1;
    }
  }
  if (bt.attacker < kNpcSeat) {
    const int a = bt.attacker;
    const HexMask supplied = supplied_tiles(g, s, a);
    ColBook& b = s.book[a];
    int rally = attackers_won ? h : -1;  // where its regiments routed in the battle rejoin it (else they stay routed)
    for (int i = 0; i < b.count; ++i) {
      ColOrder& o = b.order[i];
      if (!(o.flags & ColOrderFlag::Fighting)) continue;
      o.flags &= uint8_t(~ColOrderFlag::Fighting);
      const bool home = !enemy_on(s, o.a, a) && supplied.test(o.a);
      if (home && rally < 0) rally = o.a;
      for (int k = 0; k < kRegimentKinds; ++k) {
        if (attackers_won) add_regiments(s, h, a, k, o.n[k]);
        else if (home) add_regiments(s, o.a, a, k, o.n[k]);
        else s.seat[a].routed[k] = uint8_t(s.seat[a].routed[k] + o.n[k]);
      }
      if (attackers_won) s.seat[a].arrived.set(h), entered(s, a, h);
    }
    if (rally >= 0) rejoin(s, a, rally);
    else for (int k = 0; k < kRegimentKinds; ++k) bt.routed[a][k] = 0;
  } else if (!attackers_won) {
    for (int k = 0; k < 2; ++k) s.npc[bt.from][Hostile][k] = uint8_t(s.npc[bt.from][Hostile][k] + bt.npc[k]);
  } else {
    for (int k = 0; k < 2; ++k) s.npc[h][Hostile][k] = uint8_t(s.npc[h][Hostile][k] + bt.npc[k]);
  }
  for (int p = 0; p < s.num_players; ++p)
    if (winners >> p & 1 && p != bt.attacker) rejoin(s, p, h);
  if (!tie) {
    const int losers = attackers_won ? bt.def_side : bt.att_side;
    for (int p = 0; p < s.num_players; ++p)
      if (losers >> p & 1) rout_army(s, h, p);
    if (losers & kNpcBit && attackers_won) s.npc[h][Hostile][0] = s.npc[h][Hostile][1] = 0;
  }
  bt = ColBattle{};
  bt.tile = bt.attacker = bt.from = kNone;
  revolts(g, s);
}

void open_battle(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  const int h = bt.tile;
  if (bt.attacker == kNpcSeat) {
    bt.att_side = kNpcBit;
    for (int q = 0; q < s.num_players; ++q)
      if (s.present[q].test(h)) bt.def_side = uint8_t(bt.def_side | 1 << q);
  } else {
    const int a = bt.attacker;
    int enemies = hostiles(s, h) ? kNpcBit : 0;
    for (int q = 0; q < s.num_players; ++q)
      if (s.present[q].test(h) && at_war(s, a, q)) enemies |= 1 << q;
    int defenders = enemies, attackers = 1 << a;
    for (int q = 0; q < s.num_players; ++q) {
      if (q == a || !s.present[q].test(h) || enemies >> q & 1) continue;
      bool ally_of_enemy = false, at_war_with_enemy = false;
      for (int d = 0; d < s.num_players; ++d)
        if (enemies >> d & 1) ally_of_enemy = ally_of_enemy || allied(s, q, d), at_war_with_enemy = at_war_with_enemy || at_war(s, q, d);
      if (allied(s, q, a) && (at_war_with_enemy || enemies & kNpcBit)) attackers |= 1 << q;
      else if (ally_of_enemy) defenders |= 1 << q;
    }
    bt.att_side = uint8_t(attackers);
    bt.def_side = uint8_t(defenders);
  }
  // "If regiments that were routed in a previous battle are attacked in their new tile on the same turn, they are
  // destroyed" (complex battles).
  for (int q = 0; q < s.num_players; ++q)
    if (bt.def_side >> q & 1)
      for (int k = 0; k < kRegimentKinds; ++k) {
        remove_regiments(s, h, q, k, s.shaken[h][q][k]);
        s.shaken[h][q][k] = 0;
      }
  side_terms(g, s, 0, bt.att_str, bt.att_mod);
  side_terms(g, s, 1, bt.def_str, bt.def_mod);
  bt.step = bt.ambush == 2 ? ColBattleStep::Ambush : ColBattleStep::TacticsAtt;
}

bool battle_step(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  for (;;) switch (bt.step) {
      case ColBattleStep::Ambush: await(s, ColPhase::Ambush); return true;
      case ColBattleStep::TacticsAtt: case ColBattleStep::TacticsDef: {
        const int side = bt.step == ColBattleStep::TacticsDef, p = side_lead(s, side);
        Action ids[kManeuvers + kRegimentKinds];
        const bool sets = g.opt().col_advanced_tactics ? legal_maneuvers(g, s, side, ids) > 0
                                                       : g.opt().col_tactics && p < kNpcSeat && tactics_sets(s, p, side);
        if (sets) {
          await(s, ColPhase::Tactics, p);
          return true;
        }
        tactics_done(g, s);
        break;
      }
      case ColBattleStep::Roll: await(s, ColPhase::Combat); return true;
      case ColBattleStep::HitAtt: case ColBattleStep::HitDef:
        if (!take_hits(g, s, bt.step == ColBattleStep::HitDef)) return true;
        bt.step += 1;
        break;
      case ColBattleStep::Outcome: finish_battle(g, s); return false;
      default: return complex_step(g, s);
    }
}

int dice_outcomes(ChanceOutcome* out, Action first, int first_dice, int second_dice) {
  auto highest = [](int x, int k) { return (std::pow(x, k) - std::pow(x - 1, k)) / std::pow(6, k); };  // the best of k
  for (int a = 1; a <= 6; ++a)
    for (int d = 1; d <= 6; ++d)
      out[(a - 1) * 6 + d - 1] = {first + (a - 1) * 6 + d - 1, highest(a, first_dice) / std::pow(6, second_dice) *
                                                                  (std::pow(d, second_dice) - std::pow(d - 1, second_dice))};
  return 36;
}

std::array<double, 3> battle_odds(const ColState& s) {
  const ColBattle& bt = s.battle;
  const int k = std::max<int>(1, bt.sources), att = strength(s, 0), def = strength(s, 1);
  std::array<double, 3> odds{};
  for (int a = 1; a <= 6; ++a) {
    const double highest = (std::pow(a, k) - std::pow(a - 1, k)) / std::pow(6, k);
    for (int d = 1; d <= 6; ++d) {
      const int ra = std::max(0, a + bt.att_mod) * att, rd = std::max(0, d + bt.def_mod) * def;
      odds[ra > rd ? 0 : ra < rd ? 1 : 2] += highest / 6;
    }
  }
  return odds;
}

void apply_combat(const ColGame& g, ColState& s, int att_roll, int def_roll) {
  if (g.opt().col_complex) return apply_round(g, s, att_roll, def_roll);
  ColBattle& bt = s.battle;
  bt.att_roll = uint8_t(att_roll);
  bt.def_roll = uint8_t(def_roll);
  const int att = std::max(0, att_roll + bt.att_mod) * strength(s, 0);
  const int def = std::max(0, def_roll + bt.def_mod) * strength(s, 1);
  bt.result = att > def ? ColResult::Attackers : att < def ? ColResult::Defenders : ColResult::Tie;
  bt.hit[0] = uint8_t(std::min(255, def / 10));
  bt.hit[1] = uint8_t(std::min(255, att / 10));
  bt.step = ColBattleStep::HitAtt;
}

int legal_casualty(const ColGame& g, const ColState& s, Out out) {
  int n = 0;
  for (int k = 0; k < kRegimentKinds; ++k)
    if (fighting(s, s.battle.victim, k)) out[n++] = g.id(g.blocks().lose, k);
  return n;
}

void apply_casualty(const ColGame& g, ColState& s, int kind) {
  if (g.opt().col_complex) return apply_loss(g, s, kind);
  lose(s, s.battle.step == ColBattleStep::HitDef, s.battle.victim, kind);
}

int legal_tactics(const ColGame& g, const ColState& s, Out out) {
  const int side = s.battle.step == ColBattleStep::TacticsDef;
  int n = 0;
  if (g.opt().col_advanced_tactics) {  // the maneuvers, one after another, until it plays none
    n = legal_maneuvers(g, s, side, out);
    out[n++] = g.id(g.blocks().tactics, 4);
    return n;
  }
  const int bits = tactics_sets(s, s.actor, side);
  for (int k = 0; k < 4; ++k)
    if (bits >> k & 1) out[n++] = g.id(g.blocks().tactics, k);
  out[n++] = g.id(g.blocks().tactics, 4);
  return n;
}

void apply_tactics(const ColGame& g, ColState& s, ActionSpace::Block block, int index) {
  ColBattle& bt = s.battle;
  const bool defending = bt.step == ColBattleStep::TacticsDef;
  if (block == g.blocks().maneuver) return play_maneuver(g, s, defending, index);  // then it chooses again
  if (index < 4) {
    spend_set(s, s.actor, index);
    (defending ? bt.def_mod : bt.att_mod) += 1;
  }
  tactics_done(g, s);
}

}  // namespace catanlab::col
