// Simple battles (Colonies §5.7): allies fight together; each side's
// strength is its regiments' (with their modifiers), its combat roll a d6
// (the attackers keep the highest of one die per tile they come from) plus
// the roll modifiers; result = roll x strength. Equal highest results change
// nothing; otherwise the highest wins and the rest lose (a third side: a seat
// at war with both that marched in too). Each side destroys strength equal to
// its result / 10 (rounded down) in each other side, each victim choosing which
// regiments (non-player forces lose their most common type, infantry on a tie).
// Losing attackers go home if it is still theirs and supplied, else they are
// routed; losing defenders are routed (non-player forces destroyed).
#include <array>
#include <cmath>

#include "core/colonies/col_rules.h"

namespace catanlab::col {

// A seat's regiments in the battle of one kind: its own on the tile and, for a marching seat (the attacker, the
// third side), its fighting marches'.
int fighting(const ColState& s, int p, int kind) {
  int n = s.army[s.battle.tile][p][kind];
  if (marching(s.battle, p)) {
    const ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].flags & ColOrderFlag::Fighting) n += b.order[i].n[kind];
  }
  return n;
}

// A side's regiments of one kind.
int side_count(const ColState& s, int side, int kind) {
  const ColBattle& bt = s.battle;
  const int bits = side_bits(bt, side);
  int n = 0;
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1) n += fighting(s, p, kind);
  if (bits & kNpcBit && kind < 2) n += side ? s.npc[bt.tile][Hostile][kind] : bt.npc[kind];
  return n;
}

int side_lead(const ColState& s, int side) {
  const ColBattle& bt = s.battle;
  if (side == 0) return bt.attacker;
  if (side == 2) return std::countr_zero(unsigned(bt.join_side));
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
  const int h = bt.tile, bits = side_bits(bt, side), other = (bt.att_side | bt.def_side | bt.join_side) & ~bits;
  const bool attacking = side != 1 || bt.both_attacking, defending = side == 1 && !bt.both_attacking;
  const Terrain t = terrain(s, h);
  const int me = side_lead(s, side);
  auto others = [&](int kind) {
    int n = 0;
    for (int x = 0; x < num_sides(bt); ++x) n += x == side ? 0 : side_count(s, x, kind);
    return n;
  };
  auto touches = [&](int seats) {
    bool any = false;
    g.tile_corners(h).for_each([&](int v) { any = any || (s.v_owner[v] != kNone && seats >> s.v_owner[v] & 1); });
    return any;
  };
  // The attack's sources: artillery firing from the heights, an army cut off from supply.
  bool from_heights = side == 1 && heights(t), cut_off = side == 1 && me < kNpcSeat && s.seat[me].cut_off.test(h);
  if (side != 1 && me < kNpcSeat) {
    const ColBook& b = s.book[me];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].flags & ColOrderFlag::Fighting) {
        from_heights = from_heights || heights(terrain(s, b.order[i].a));
        cut_off = cut_off || s.seat[me].cut_off.test(b.order[i].a);
      }
  }
  const bool only_artillery = others(Artillery) > 0 && !others(Infantry) && !others(Cavalry);
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
    for (int x = 0; x < num_sides(bt); ++x) {  // backstab (ours: of any other side's lead, once)
      const int them = side_lead(s, x);
      if (x != side && them < kNpcSeat && lead_seat.stance[them] == War && s.seat[them].stance[me] != War) {
        m += 1;
        break;
      }
    }
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
  if (side == 1 && bt.road) m += 1;
  mod = int8_t(std::clamp(m, -100, 100));
}

}  // namespace

int strength(const ColState& s, int side) {
  const uint8_t* str = side_str(s.battle, side);
  int n = 0;
  for (int k = 0; k < kRegimentKinds; ++k) n += side_count(s, side, k) * str[k];
  return n;
}

// The seat of a side that loses the next regiment: the lead first, then the others in seat order; kNpcSeat for
// the hostile forces; -1 when the side has nothing left.
int picker(const ColState& s, int side) {
  const int bits = side_bits(s.battle, side);
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
  side_hit(bt, side) = uint8_t(std::max(0, side_hit(bt, side) - side_str(bt, side)[kind]));
  if (p == kNpcSeat) {
    uint8_t* npc = side ? s.npc[bt.tile][Hostile] : bt.npc;
    npc[kind] -= 1;
    return;
  }
  if (marching(bt, p)) {
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
    if (!side_hit(s.battle, side) || p < 0) return true;
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

// The side whose tactics are asked for, or whose casualties are taken, at this step.
int step_side(const ColBattle& bt) {
  switch (bt.step) {
    case ColBattleStep::TacticsAtt: case ColBattleStep::HitAtt: return 0;
    case ColBattleStep::TacticsJoin: case ColBattleStep::HitJoin: return 2;
    default: return 1;
  }
}

// The side's tactics are played: the next side's, or the dice (a complex battle's first round).
void tactics_done(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  bt.step = bt.step == ColBattleStep::TacticsDef && bt.join_side ? ColBattleStep::TacticsJoin
            : bt.step == ColBattleStep::TacticsJoin                ? ColBattleStep::Roll
                                                                   : uint8_t(bt.step + 1);
  if (bt.step == ColBattleStep::Roll && g.opt().col_complex) open_complex(g, s);
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

// A marching seat's fighting regiments take the tile if `won`, else go home if no enemy holds it and it is
// supplied, else are routed; its regiments routed in the battle rejoin it (else they stay routed).
void march_back(const ColGame& g, ColState& s, int a, bool won) {
  ColBattle& bt = s.battle;
  const int h = bt.tile;
  const HexMask supplied = supplied_tiles(g, s, a);
  ColBook& b = s.book[a];
  int rally = won ? h : -1;
  for (int i = 0; i < b.count; ++i) {
    ColOrder& o = b.order[i];
    if (!(o.flags & ColOrderFlag::Fighting)) continue;
    o.flags &= uint8_t(~ColOrderFlag::Fighting);
    const bool home = !enemy_on(s, o.a, a) && supplied.test(o.a);
    if (home && rally < 0) rally = o.a;
    for (int k = 0; k < kRegimentKinds; ++k) {
      if (won) add_regiments(s, h, a, k, o.n[k]);
      else if (home) add_regiments(s, o.a, a, k, o.n[k]);
      else s.seat[a].routed[k] = uint8_t(s.seat[a].routed[k] + o.n[k]);
    }
    if (won) s.seat[a].arrived.set(h), entered(s, a, h);
  }
  if (rally >= 0) rejoin(s, a, rally);
  else for (int k = 0; k < kRegimentKinds; ++k) bt.routed[a][k] = 0;
}

// The battle's end: the winners take the tile, the losers go home or are routed (Colonies §5.7). In a complex
// battle the losers on the tile have retreated already, and the regiments routed in it rejoin their army.
void finish_battle(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  const int h = bt.tile;
  const bool attackers_won = bt.result == ColResult::Attackers, tie = bt.result == ColResult::Tie;
  const int winners = attackers_won ? bt.att_side
                      : tie                                 ? 0
                      : bt.result == ColResult::Joiner      ? bt.join_side
                                                            : bt.def_side;
  for (int p = 0; p < s.num_players; ++p) {
    const bool in = (bt.att_side | bt.def_side | bt.join_side) >> p & 1;
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
    march_back(g, s, bt.attacker, attackers_won);
  } else if (!attackers_won) {
    for (int k = 0; k < 2; ++k) s.npc[bt.from][Hostile][k] = uint8_t(s.npc[bt.from][Hostile][k] + bt.npc[k]);
  } else {
    for (int k = 0; k < 2; ++k) s.npc[h][Hostile][k] = uint8_t(s.npc[h][Hostile][k] + bt.npc[k]);
  }
  if (bt.join_side) march_back(g, s, side_lead(s, 2), winners == bt.join_side);
  for (int p = 0; p < s.num_players; ++p)
    if (winners >> p & 1 && !marching(bt, p)) rejoin(s, p, h);
  if (!tie) {
    const int losers = (bt.att_side | bt.def_side | bt.join_side) & ~winners;
    for (int p = 0; p < s.num_players; ++p)
      if (losers >> p & 1) rout_army(s, h, p);
    if (losers & kNpcBit && bt.attacker != kNpcSeat) s.npc[h][Hostile][0] = s.npc[h][Hostile][1] = 0;
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
  if (bt.join_side) side_terms(g, s, 2, bt.join_str, bt.join_mod);
  bt.step = bt.ambush == 2 ? ColBattleStep::Ambush : ColBattleStep::TacticsAtt;
}

bool battle_step(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  for (;;) switch (bt.step) {
      case ColBattleStep::Ambush: await(s, ColPhase::Ambush); return true;
      case ColBattleStep::TacticsAtt: case ColBattleStep::TacticsDef: case ColBattleStep::TacticsJoin: {
        const int side = step_side(bt), p = side_lead(s, side);
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
      case ColBattleStep::Roll: case ColBattleStep::RollJoin: await(s, ColPhase::Combat); return true;
      case ColBattleStep::HitAtt: case ColBattleStep::HitDef: case ColBattleStep::HitJoin:
        if (!take_hits(g, s, step_side(bt))) return true;
        bt.step = bt.step == ColBattleStep::HitDef && bt.join_side ? ColBattleStep::HitJoin
                  : bt.step == ColBattleStep::HitJoin               ? ColBattleStep::Outcome
                                                                    : uint8_t(bt.step + 1);
        break;
      case ColBattleStep::Outcome: finish_battle(g, s); return false;
      default: return complex_step(g, s);
    }
}

namespace {

// std::pow(x, k) of a die's face x (0-6) and k dice, the same values read from a table: a battle's odds and
// outcomes ask for them at every chance node and value of a pending battle.
double face_pow(int x, int k) {
  constexpr int kDice = 16;
  static const auto table = [] {
    std::array<std::array<double, kDice>, 7> t{};
    for (int face = 0; face <= 6; ++face)
      for (int dice = 0; dice < kDice; ++dice) t[face][dice] = std::pow(face, dice);
    return t;
  }();
  return k < kDice ? table[x][k] : std::pow(x, k);
}

// The chance that the best of k dice shows x.
double best_of(int x, int k) { return (face_pow(x, k) - face_pow(x - 1, k)) / face_pow(6, k); }

}  // namespace

int dice_outcomes(ChanceOutcome* out, Action first, int first_dice, int second_dice) {
  for (int a = 1; a <= 6; ++a)
    for (int d = 1; d <= 6; ++d)
      out[(a - 1) * 6 + d - 1] = {first + (a - 1) * 6 + d - 1,
                                  best_of(a, first_dice) / face_pow(6, second_dice) *
                                      (face_pow(d, second_dice) - face_pow(d - 1, second_dice))};
  return 36;
}

namespace {

// The result that wins (ColResult) of the sides' results: the highest alone, else a tie.
uint8_t winner(const int* result, int sides) {
  static constexpr uint8_t kWon[3] = {ColResult::Attackers, ColResult::Defenders, ColResult::Joiner};
  int best = 0;
  for (int x = 1; x < sides; ++x) best = result[x] > result[best] ? x : best;
  for (int x = 0; x < sides; ++x)
    if (x != best && result[x] == result[best]) return ColResult::Tie;
  return kWon[best];
}

// Every side has rolled: "the player with the higher combat result wins the battle, and the rest lose" (equal
// highest results: a tie), and each side destroys its result / 10 in each other side ("Each other player selects
// a number of regiments worth at least that much strength").
void settle(ColState& s) {
  ColBattle& bt = s.battle;
  const int sides = num_sides(bt), rolls[3] = {bt.att_roll, bt.def_roll, bt.join_roll};
  int result[3] = {};
  for (int x = 0; x < sides; ++x) result[x] = std::max(0, rolls[x] + side_mod(bt, x)) * strength(s, x);
  bt.result = winner(result, sides);
  for (int x = 0; x < sides; ++x) {
    int hit = 0;
    for (int y = 0; y < sides; ++y) hit += y == x ? 0 : result[y] / 10;
    side_hit(bt, x) = uint8_t(std::min(255, hit));
  }
  bt.step = ColBattleStep::HitAtt;
}

}  // namespace

std::array<double, 4> battle_odds(const ColState& s) {
  const ColBattle& bt = s.battle;
  const int k = std::max<int>(1, bt.sources), kj = std::max<int>(1, bt.join_sources), sides = num_sides(bt);
  const int str[3] = {strength(s, 0), strength(s, 1), bt.join_side ? strength(s, 2) : 0};
  static constexpr int kAt[5] = {0, 0, 1, 3, 2};  // ColResult -> the odds' index
  std::array<double, 4> odds{};
  for (int a = 1; a <= 6; ++a) {
    const double highest = best_of(a, k);
    for (int d = 1; d <= 6; ++d)
      for (int j = 1; j <= (sides == 3 ? 6 : 1); ++j) {
        const int result[3] = {std::max(0, a + bt.att_mod) * str[0], std::max(0, d + bt.def_mod) * str[1],
                               std::max(0, j + bt.join_mod) * str[2]};
        odds[kAt[winner(result, sides)]] += sides == 3 ? highest / 6 * best_of(j, kj) : highest / 6;
      }
  }
  return odds;
}

void apply_combat(const ColGame& g, ColState& s, int att_roll, int def_roll) {
  if (g.opt().col_complex) return apply_round(g, s, att_roll, def_roll);
  ColBattle& bt = s.battle;
  bt.att_roll = uint8_t(att_roll);
  bt.def_roll = uint8_t(def_roll);
  if (bt.join_side) bt.step = ColBattleStep::RollJoin;  // the third side's die next
  else settle(s);
}

int join_outcomes(ChanceOutcome* out, Action first, int dice) {
  for (int j = 1; j <= 6; ++j) out[j - 1] = {first + j - 1, best_of(j, dice)};
  return 6;
}

void apply_join_roll(const ColGame& g, ColState& s, int roll) {
  if (g.opt().col_complex) return apply_round_join(s, roll);
  s.battle.join_roll = uint8_t(roll);
  settle(s);
}

int legal_casualty(const ColGame& g, const ColState& s, Out out) {
  int n = 0;
  for (int k = 0; k < kRegimentKinds; ++k)
    if (fighting(s, s.battle.victim, k)) out[n++] = g.id(g.blocks().lose, k);
  return n;
}

void apply_casualty(const ColGame& g, ColState& s, int kind) {
  if (g.opt().col_complex) return apply_loss(g, s, kind);
  lose(s, step_side(s.battle), s.battle.victim, kind);
}

int legal_tactics(const ColGame& g, const ColState& s, Out out) {
  const int side = step_side(s.battle);
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

void apply_tactics(const ColGame& g, ColState& s, int index) {
  ColBattle& bt = s.battle;
  if (index < 4) {
    spend_set(s, s.actor, index);
    side_mod(bt, step_side(bt)) += 1;
  }
  tactics_done(g, s);
}

void apply_tactics_maneuver(const ColGame& g, ColState& s, int index) {
  play_maneuver(g, s, step_side(s.battle), index);  // then it chooses again
}

}  // namespace catanlab::col
