// Complex battles (col_complex; the book's "Complex Battles", colonies.md):
// bombardment rounds while artillery fights, each artillery firing in turn
// (the attackers first) at a regiment of the other side's most common kind,
// which evades with its strength and initiative; combat rounds rolled as a
// simple battle's, where the loser loses one regiment: routed (it picks) or,
// where the winning roll beat the losing one by five, destroyed (the winner
// picks, and its lead keeps the equipment: the spoils of war), and each side routs one where the losing roll beat the winning one
// by five; after each round either side may retreat, and the other pursue
// (opposed initiative: pursuers that win fight on at +1; retreaters that win
// escape or counterattack at +1); with tactics cards, a lead choosing may
// first rally a regiment of its routed in the battle with a card of its
// type; with the advanced tactics, a lead shows maneuvers (col_maneuvers.cpp),
// whose lasting effects are read here. A side with no regiment standing is defeated. Routed regiments leave the battle and rejoin their army where it
// ends up; losing defenders retreat to a tile beside, or are destroyed. With a third side (a seat at war with both
// that marched in too), each round starts with every side declaring its target; artillery fire at their side's
// target, and each combat round settles one exchange per pair of sides that one of them aims at; a side that
// retreats or is beaten leaves, and the other two fight on.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

int standing(const ColState& s, int side) {
  return side_count(s, side, Infantry) + side_count(s, side, Cavalry) + side_count(s, side, Artillery);
}

// A regiment p had routed in this battle stands again, paid with a tactics card of its type (a wild card for any,
// ours) or free (Guerilla Warfare): back on the tile, or in the attacking seat's first march into it.
void stand_again(ColState& s, int p, int kind, bool pay) {
  ColBattle& bt = s.battle;
  s.seat[p].routed[kind] -= 1;
  bt.routed[p][kind] -= 1;
  if (pay) {
    uint8_t* cards = s.seat[p].tactics;
    const int card = cards[kind] ? kind : kTacticsKinds - 1;
    cards[card] -= 1;
    s.tactics_deck[card] += 1;
  }
  if (p == bt.attacker) {
    ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i)
      if (b.order[i].flags & ColOrderFlag::Fighting) {
        b.order[i].n[kind] += 1;
        return;
      }
  }
  add_regiments(s, bt.tile, p, kind, 1);
}

// The loser's seats on the tile retreat. Where the winners showed Strategic Encirclement, the loser's regiments
// routed in the battle are destroyed ("If your opponent loses, all routed units are automatically destroyed").
// Of three sides, the loser leaves the field and the battle goes on between the other two.
void conclude(ColState& s, int loser) {
  static constexpr uint8_t kWon[3] = {ColResult::Attackers, ColResult::Defenders, ColResult::Joiner};
  ColBattle& bt = s.battle;
  bt.retreating = uint8_t(loser + 1);
  bt.step = ColBattleStep::Retreat;
  if (bt.join_side) {
    bt.gone = uint8_t(bt.gone | 1 << loser);
    if (std::has_single_bit(unsigned(field(bt)))) bt.result = kWon[std::countr_zero(unsigned(field(bt)))];
    return;
  }
  bt.result = loser ? ColResult::Attackers : ColResult::Defenders;
  if (!shown(bt, 1 - loser, ColManeuver::StrategicEncirclement)) return;
  const int bits = loser ? bt.def_side : bt.att_side;
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1)
      for (int k = 0; k < kRegimentKinds; ++k) s.seat[p].routed[k] = uint8_t(s.seat[p].routed[k] - bt.routed[p][k]), bt.routed[p][k] = 0;
}

namespace {

constexpr int kInitiative[kRegimentKinds] = {-1, 1, -2};

// The steps of a side's choice and of its losses.
uint8_t choose_step(int side) {
  return side == 0 ? ColBattleStep::ChooseAtt : side == 1 ? ColBattleStep::ChooseDef : ColBattleStep::ChooseJoin;
}
uint8_t loss_step(int side) {
  return side == 0 ? ColBattleStep::LossAtt : side == 1 ? ColBattleStep::LossDef : ColBattleStep::LossJoin;
}
int step_side(uint8_t step) {
  return step == ColBattleStep::ChooseAtt || step == ColBattleStep::LossAtt   ? 0
         : step == ColBattleStep::ChooseDef || step == ColBattleStep::LossDef ? 1
                                                                              : 2;
}

// The next side in the field after `side`, in turn.
int next_in_field(const ColBattle& bt, int side) {
  for (int i = 1; i < 3; ++i)
    if (field(bt) >> (side + i) % 3 & 1) return (side + i) % 3;
  return side;
}
int first_in_field(const ColBattle& bt) { return std::countr_zero(unsigned(field(bt))); }
int last_in_field(const ColBattle& bt) { return 31 - std::countl_zero(unsigned(field(bt))); }

// The side that has not declared its target yet this round (3: all have).
int aiming(const ColBattle& bt) {
  int side = 0;
  while (side < 3 && bt.target[side]) ++side;
  return side;
}

// The kind a side has most of standing; infantry, then cavalry, on a tie (ours; the book lets the defender pick).
int most_common(const ColState& s, int side) {
  int best = Infantry;
  for (int k = Cavalry; k < kRegimentKinds; ++k)
    if (side_count(s, side, k) > side_count(s, side, best)) best = k;
  return best;
}

// The seat of `side` whose regiment of `kind` is hit: the lead first, then seat order, then the hostiles.
int holder_of(const ColState& s, int side, int kind) {
  const ColBattle& bt = s.battle;
  const int bits = side ? bt.def_side : bt.att_side, first = side_lead(s, side);
  if (first < kNpcSeat && fighting(s, first, kind)) return first;
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1 && fighting(s, p, kind)) return p;
  return kNpcSeat;
}

// A regiment leaves the battle routed: to its seat's routed pool, marked as this battle's; hostiles' are destroyed
// ("Non-player regiments that would be routed are instead destroyed").
void rout(ColState& s, int side, int p, int kind) {
  lose(s, side, p, kind);
  if (p == kNpcSeat) return;
  s.seat[p].routed[kind] += 1;
  s.battle.routed[p][kind] += 1;
}

// The side `by` destroys a regiment of `side`, and its lead keeps the equipment (the book's "Spoils of War":
// "When a regiment is destroyed by the victor rather than just routed ... These represent captured equipment").
void destroy(ColState& s, int side, int p, int kind, int by) {
  lose(s, side, p, kind);
  const int victor = side_lead(s, by);
  if (victor < kNpcSeat) s.seat[victor].spoils = uint8_t(std::min(255, s.seat[victor].spoils + 1));
}

// A side's modifiers to initiative rolls: its lead's Soldier (+1) and settlements touching the tile (+1 a village,
// +2 a city, its allies' too); the defenders +1 where the attack came along roads.
int initiative_bonus(const ColGame& g, const ColState& s, int side) {
  const int p = side_lead(s, side);
  int bonus = side == 1 && s.battle.road ? 1 : 0;
  if (p < kNpcSeat) bonus += (s.seat[p].dev_played[ColCard::Soldier] ? 1 : 0) + settlement_bonus(g, s, s.battle.tile, p);
  return bonus;
}

// Attacking hostiles "retreat when half or more of their regiments are routed" (ours: lost, since theirs die).
bool hostiles_break(const ColState& s) {
  const ColBattle& bt = s.battle;
  return bt.attacker == kNpcSeat && 2 * (bt.npc_start - bt.npc[0] - bt.npc[1]) >= bt.npc_start;
}

// The exchange between rounds: the two sides left of three, else none named (the attackers and the defenders).
uint8_t resting_pair(const ColBattle& bt) { return uint8_t(bt.join_side && field(bt) != 7 ? field(bt) : 0); }

// A round begins at `step`: of three sides in the field, each first declares its target ("At the beginning of each
// round, each army's controller declares an opponent's army as their target"); two fight each other.
void start(ColBattle& bt, uint8_t step) {
  bt.target[0] = bt.target[1] = bt.target[2] = 0;
  bt.pair = resting_pair(bt);
  bt.step = field(bt) == 7 ? ColBattleStep::Target : step;
}

void begin_volley(ColState& s) {
  ColBattle& bt = s.battle;
  bt.bombarding = 1;
  for (int side = 0; side < 3; ++side)  // Focused Bombardment: all the side's artillery fire as one
    if (field(bt) >> side & 1)
      side_shots(bt, side) = uint8_t(side < 2 && bt.focus[side] ? std::min(1, side_count(s, side, Artillery))
                                                                : side_count(s, side, Artillery));
  bt.shooter = uint8_t(first_in_field(bt));
  start(bt, ColBattleStep::Volley);
}

void begin_round(ColState& s) {
  s.battle.bombarding = 0;
  s.battle.retreating = 0;
  start(s.battle, ColBattleStep::Round);
}

// The next exchange of the combat round to settle: its loser's loss (and the winner's where both rout), else the
// sides' choices.
void next_duel(ColState& s) {
  ColBattle& bt = s.battle;
  static constexpr int kPairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  for (int i = 0; i < 3; ++i) {
    const int code = bt.duel[i];
    if (!code) continue;
    bt.duel[i] = 0;
    const int w = (code & 3) - 1, l = kPairs[i][0] + kPairs[i][1] - w;
    bt.pair = uint8_t(1 << w | 1 << l);
    side_loss(bt, l) = uint8_t(code >> 2 & 3);
    if (code >> 4 & 1) side_loss(bt, w) = 1;
    bt.step = loss_step(kPairs[i][0]);
    return;
  }
  bt.pair = resting_pair(bt);
  bt.step = choose_step(first_in_field(bt));
}

// Where p's army on the battle tile may retreat: a tile beside it, explored, that p supplies and no enemy of p
// holds; not one the attack came from where p defends (the book: "away from the attackers").
HexMask retreat_tiles(const ColGame& g, const ColState& s, int p) {
  const ColBattle& bt = s.battle;
  HexMask out = g.tile_neighbours(bt.tile) & supplied_tiles(g, s, p) & s.explored;
  if (bt.def_side >> p & 1) {
    if (bt.attacker == kNpcSeat) out.reset(bt.from);
    else  // the attack's tiles, and the third side's (ours)
      for (int q = 0; q < s.num_players; ++q) {
        if (!marching(bt, q)) continue;
        const ColBook& b = s.book[q];
        for (int i = 0; i < b.count; ++i)
          if (b.order[i].flags & ColOrderFlag::Fighting) out.reset(b.order[i].a);
      }
  }
  HexMask open;
  out.for_each([&](int h) {
    if (!enemy_on(s, h, p)) open.set(h);
  });
  return open;
}

// p's army on the battle tile, and the regiments it had routed there, go to h (-1: nowhere, all destroyed).
void retreat(const ColGame&, ColState& s, int p, int h) {
  ColBattle& bt = s.battle;
  for (int k = 0; k < kRegimentKinds; ++k) {
    const int n = s.army[bt.tile][p][k], shaken = s.shaken[bt.tile][p][k];
    remove_regiments(s, bt.tile, p, k, n);
    if (h >= 0) add_regiments(s, h, p, k, n), s.shaken[h][p][k] = uint8_t(s.shaken[h][p][k] + shaken);
  }
  if (!marching(bt, p)) {  // a marching seat's routed go home with its marches (march_back)
    if (h >= 0) rejoin(s, p, h);
    else
      for (int k = 0; k < kRegimentKinds; ++k)
        s.seat[p].routed[k] = uint8_t(s.seat[p].routed[k] - bt.routed[p][k]), bt.routed[p][k] = 0;
  }
  if (h >= 0) {
    s.seat[p].arrived.set(h);
    if (s.stage == ColStage::March) entered(s, p, h);  // ours: in Summer the desert's roll waits for Spring's end
  }
  bt.placed = uint8_t(bt.placed | 1 << p);
}

// The losers' seats on the tile retreat one by one; true while one chooses its tile. Of three sides, the battle
// then goes on between the other two, in the phase it was in, the leaving side's marches gone home (ours).
bool run_retreat(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  const int bits = side_bits(bt, bt.retreating - 1);
  for (int p = 0; p < s.num_players; ++p) {
    if (!(bits >> p & 1) || bt.placed >> p & 1) continue;
    const int routed = marching(bt, p) ? 0 : bt.routed[p][0] + bt.routed[p][1] + bt.routed[p][2];
    if (!regiments(s, bt.tile, p) && !routed) {
      bt.placed = uint8_t(bt.placed | 1 << p);
      continue;
    }
    const HexMask tiles = retreat_tiles(g, s, p);
    if (tiles.count() > 1) {
      await(s, ColPhase::RetreatTo, p);
      return true;
    }
    // "If defenders cannot retreat to a friendly supplied tile, they are all destroyed."
    retreat(g, s, p, tiles.any() ? tiles.nth(0) : -1);
  }
  if (bt.result != ColResult::Pending) {
    bt.step = ColBattleStep::Outcome;
    return false;
  }
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1 && marching(bt, p)) march_back(g, s, p, false);
  bt.placed = 0;
  bt.from_volley = 0;
  if (bt.bombarding) begin_volley(s);
  else begin_round(s);
  return false;
}

// The side's losses of the exchange are taken: the other side's, or the next exchange's, or the choices.
void lost(ColState& s, int side) {
  ColBattle& bt = s.battle;
  side_loss(bt, side) = 0;
  if (side < 2) bt.again[side] = 0;
  bt.victim = 0;
  if (side == duel_sides(bt)[0]) bt.step = loss_step(duel_sides(bt)[1]);
  else next_duel(s);
}

// The loss a side owes after a round (again, where the winner's maneuver routs two); false when its chooser decides.
bool run_loss(ColState& s, int side) {
  ColBattle& bt = s.battle;
  const int by = foe(bt, side);
  if (side_loss(bt, side) && standing(s, side)) {
    // The winner picks a regiment it destroys, or any its Infiltration targets ("Target a specific regiment").
    const bool winner_picks = side_loss(bt, side) == 2 || shown(bt, by, ColManeuver::Infiltration);
    const int victim = picker(s, side), chooser = winner_picks ? side_lead(s, by) : victim;
    int kinds = 0, kind = 0;
    if (victim == kNpcSeat) {  // the more common type, infantry on a tie
      kind = side_count(s, side, Infantry) >= side_count(s, side, Cavalry) && side_count(s, side, Infantry) ? Infantry : Cavalry;
      kinds = 1;
    } else {
      int most = 0, common = 0;
      for (int k = kRegimentKinds - 1; k >= 0; --k) {
        const int n = fighting(s, victim, k);
        if (n) ++kinds, kind = k;
        if (n >= most) most = n, common = k;
      }
      if (chooser == kNpcSeat) kinds = 1, kind = common;  // ours: the hostiles destroy its most common kind
    }
    if (kinds > 1) {
      bt.victim = uint8_t(victim);
      await(s, ColPhase::Casualty, chooser);
      return false;
    }
    if (side_loss(bt, side) == 2) destroy(s, side, victim, kind, by);
    else rout(s, side, victim, kind);
    if (side < 2 && bt.again[side] && standing(s, side)) {
      bt.again[side] -= 1;
      return true;
    }
  }
  lost(s, side);
  return true;
}

// The side asked whether to pursue lets the retreat go: of three sides in the field the next other side is asked
// (ours: one pursuer at most, the first that pursues), else the retreat succeeds.
void let_go(ColState& s) {
  ColBattle& bt = s.battle;
  const int r = bt.retreating - 1;
  if (field(bt) == 7)
    for (int x = foe(bt, r) + 1; x < 3; ++x)
      if (x != r) {
        bt.pair = uint8_t(1 << r | 1 << x);
        return;
      }
  conclude(s, r);
}

}  // namespace

void open_complex(const ColGame&, ColState& s) {
  ColBattle& bt = s.battle;
  bt.npc_start = uint8_t(bt.npc[0] + bt.npc[1]);
  if (side_count(s, 0, Artillery) + side_count(s, 1, Artillery) + (bt.join_side ? side_count(s, 2, Artillery) : 0))
    begin_volley(s);
  else begin_round(s);
}

bool complex_step(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  for (;;) switch (bt.step) {
      case ColBattleStep::Volley: {
        if (bt.counter_shot) {  // Counter Battery Fire's free shot, while both sides have artillery
          if (side_count(s, 0, Artillery) && side_count(s, 1, Artillery)) {
            await(s, ColPhase::Shot);
            return true;
          }
          bt.counter_shot = 0;
        }
        bool beaten = false;
        for (int side = 0; side < 3; ++side)
          if (field(bt) >> side & 1) {
            side_shots(bt, side) = uint8_t(std::min<int>(side_shots(bt, side), side_count(s, side, Artillery)));
            beaten = beaten || !standing(s, side);
          }
        for (int i = 0; i < 2 && !side_shots(bt, bt.shooter); ++i) bt.shooter = uint8_t(next_in_field(bt, bt.shooter));
        if (!side_shots(bt, bt.shooter) || beaten) {
          bt.shots[0] = bt.shots[1] = bt.join_shots = 0;
          bt.shooter = 0;
          bt.step = choose_step(first_in_field(bt));
          break;
        }
        await(s, ColPhase::Shot);
        return true;
      }
      case ColBattleStep::Target: {
        const int side = aiming(bt), p = side < 3 ? side_lead(s, side) : kNpcSeat;
        if (side == 3) {
          bt.step = bt.bombarding ? ColBattleStep::Volley : ColBattleStep::Round;
        } else if (p < kNpcSeat) {
          await(s, ColPhase::Choice, p);
          return true;
        } else {  // the hostiles defending aim at the attackers (ours)
          bt.target[side] = side ? 1 : 2;
        }
        break;
      }
      case ColBattleStep::ChooseAtt: case ColBattleStep::ChooseDef: case ColBattleStep::ChooseJoin: {
        const int side = step_side(bt.step);
        int beaten = -1;  // "When a player has only routed regiments, they must retreat"
        for (int x = 2; x >= 0; --x)
          if (field(bt) >> x & 1 && (!standing(s, x) || (x == 0 && hostiles_break(s)))) beaten = x;
        if (beaten >= 0) {
          conclude(s, beaten);
          break;
        }
        const int p = side_lead(s, side);
        if (p < kNpcSeat) {
          await(s, ColPhase::Choice, p);
          return true;
        }
        // The hostiles fight on ("Non-player regiments never retreat, but fight to the death when defending").
        if (side == last_in_field(bt)) begin_round(s);
        else bt.step = choose_step(next_in_field(bt, side)), bt.bombard_again = 0;
        break;
      }
      case ColBattleStep::Round: await(s, ColPhase::Combat); return true;
      case ColBattleStep::LossAtt: case ColBattleStep::LossDef: case ColBattleStep::LossJoin:
        if (!run_loss(s, step_side(bt.step))) return true;
        break;
      case ColBattleStep::Pursue: {
        const int other = foe(bt, bt.retreating - 1), p = side_lead(s, other);
        if (p == kNpcSeat || !standing(s, other)) {  // ours: the hostiles let them go
          let_go(s);
          break;
        }
        await(s, ColPhase::Choice, p);
        return true;
      }
      case ColBattleStep::Pursuit: await(s, ColPhase::Pursuit); return true;
      case ColBattleStep::Feint: await(s, ColPhase::Choice, side_lead(s, bt.retreating - 1)); return true;
      case ColBattleStep::Retreat:
        if (run_retreat(g, s)) return true;
        break;
      default: finish_battle(g, s); return false;
    }
}

void apply_shot(const ColGame& g, ColState& s, int shooter_die, int target_die) {
  ColBattle& bt = s.battle;
  const bool free = bt.counter_shot;  // Counter Battery Fire: "a free attack with artillery against only opposing artillery"
  const int a = free ? bt.counter_shot - 1 : bt.shooter, t = aim(bt, a), focus = a < 2 ? bt.focus[a] - 1 : -1;
  const int kind = free ? int(Artillery) : focus >= 0 && side_count(s, t, focus) ? focus : most_common(s, t);
  // The artillery's attack roll against the target's defense roll: "its combat strength plus any modifier to
  // initiative to evade": the regiment's initiative and its side's modifiers to initiative rolls. Focused
  // Bombardment fires "the combined combat strength of all your artillery".
  const int guns = focus >= 0 && !free ? side_count(s, a, Artillery) : 1;
  const int attack = shooter_die + guns * side_str(bt, a)[Artillery] + shot_bonus(bt, a);
  const int defense = target_die + side_str(bt, t)[kind] + kInitiative[kind] + initiative_bonus(g, s, t);
  if (attack > defense) {  // Grand Battery: "A successful artillery strike destroys regiments outright"
    if (shown(bt, a, ColManeuver::GrandBattery)) destroy(s, t, holder_of(s, t, kind), kind, a);
    else rout(s, t, holder_of(s, t, kind), kind);
  }
  if (free) {
    bt.counter_shot = 0;
    bt.countered = uint8_t(bt.countered | 1 << a);
    return;
  }
  side_shots(bt, a) -= 1;
  bt.shooter = uint8_t(next_in_field(bt, a));
  // "An opposing artillery strike occurs": the other side's Counter Battery Fire answers it, once.
  if (shown(bt, t, ColManeuver::CounterBatteryFire) && !(bt.countered >> t & 1)) bt.counter_shot = uint8_t(t + 1);
}

void apply_round(const ColGame&, ColState& s, int first_roll, int second_roll) {
  ColBattle& bt = s.battle;
  const auto [x, y] = duel_sides(bt);
  side_roll(bt, x) = uint8_t(first_roll);
  side_roll(bt, y) = uint8_t(second_roll);
  if (field(bt) == 7) {  // the third side's die next
    bt.step = ColBattleStep::RollJoin;
    return;
  }
  // Cavalry Charge: "+3 to a single combat roll", the next after it is shown.
  const int ra = std::max(0, first_roll + side_mod(bt, x) + 3 * (x < 2 && bt.charge[x]));
  const int rd = std::max(0, second_roll + side_mod(bt, y) + 3 * (y < 2 && bt.charge[y]));
  const int att = ra * strength(s, x), def = rd * strength(s, y);
  bt.charge[0] = bt.charge[1] = 0;
  bt.step = choose_step(x);
  if (att == def) return;  // "If the combat results are tied, skip to step 5"
  const int w = att > def ? x : y, l = x + y - w, rw = w == x ? ra : rd, rl = w == x ? rd : ra;
  if (breaks_off(s, l)) return conclude(s, l);  // Hit and Run, Surprise Raid: it "automatically retreats successfully"
  side_loss(bt, l) = rw - rl >= 5 ? 2 : 1;
  if (l < 2) bt.again[l] = uint8_t(routs_more(bt, w));  // "rout twice as many regiments as normal"
  if (rl - rw >= 5) side_loss(bt, w) = 1;  // "If the losing combat roll exceeded the winning roll by five or more, then both players rout a regiment"
  bt.step = loss_step(x);
}

// The three sides' results, fixed at the roll (ours); each pair of sides where one aims at the other is an exchange
// settled as a two-side round's, in turn: (attackers, defenders), (attackers, third side), (defenders, third side).
void apply_round_join(ColState& s, int roll) {
  ColBattle& bt = s.battle;
  bt.join_roll = uint8_t(roll);
  int r[3], result[3];
  for (int x = 0; x < 3; ++x) r[x] = std::max(0, side_roll(bt, x) + side_mod(bt, x)), result[x] = r[x] * strength(s, x);
  static constexpr int kPairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  for (int i = 0; i < 3; ++i) {
    const int x = kPairs[i][0], y = kPairs[i][1];
    bt.duel[i] = 0;
    if (aim(bt, x) != y && aim(bt, y) != x) continue;
    if (result[x] == result[y]) continue;
    const int w = result[x] > result[y] ? x : y, l = x + y - w;
    bt.duel[i] = uint8_t((w + 1) | (r[w] - r[l] >= 5 ? 2 : 1) << 2 | (r[l] - r[w] >= 5) << 4);
  }
  next_duel(s);
}

void apply_loss(const ColGame&, ColState& s, int kind) {
  ColBattle& bt = s.battle;
  const int side = step_side(bt.step);
  if (side_loss(bt, side) == 2) destroy(s, side, bt.victim, kind, foe(bt, side));
  else rout(s, side, bt.victim, kind);
  if (side < 2 && bt.again[side] && standing(s, side)) bt.again[side] -= 1;  // the double routs: run_loss takes the next
  else lost(s, side);
}

// Opposed initiative: each side's standing regiments' initiative, its die (a marching side keeps its best of one
// per tile it came from), +1 to a side that attacked into the tile (the attackers, a third side), +1 to retreaters
// leaving a bombardment, its modifiers to initiative rolls; a tie goes to the side that attacked (ours, as the
// initiative's tie; both did: the attackers).
void apply_pursuit(const ColGame& g, ColState& s, int first_die, int second_die) {
  ColBattle& bt = s.battle;
  const int r = bt.retreating - 1, q = foe(bt, r);
  const auto sides = duel_sides(bt);
  int init[3] = {};
  for (int side : sides) {
    init[side] = (side == sides[0] ? first_die : second_die) + initiative_bonus(g, s, side) + (side != 1) +
                 (side == r && bt.from_volley);
    for (int k = 0; k < kRegimentKinds; ++k) init[side] += kInitiative[k] * side_count(s, side, k);
  }
  const bool escaped = init[r] > init[q] || (init[r] == init[q] && (r == 0 || (r == 2 && q == 1)));
  if (escaped) {
    bt.step = ColBattleStep::Feint;
    return;
  }
  // "If any pursuers roll higher then go to the Combat Round, and the pursuers get a +1 to combat rolls".
  int8_t& mod = side_mod(bt, q);
  mod = int8_t(std::min(100, mod + 1));
  begin_round(s);
}

int legal_choice(const ColGame& g, const ColState& s, Out out) {
  const ColBattle& bt = s.battle;
  const auto& b = g.blocks();
  int n = 0;
  switch (bt.step) {
    case ColBattleStep::Target:  // an opponent's army
      for (int x = 0; x < 3; ++x)
        if (x != aiming(bt) && field(bt) >> x & 1) out[n++] = g.id(b.target, x);
      break;
    case ColBattleStep::ChooseAtt: case ColBattleStep::ChooseDef: case ColBattleStep::ChooseJoin: {
      const int side = step_side(bt.step);
      if (bt.bombarding && (side == first_in_field(bt) || bt.bombard_again)) out[n++] = g.id(b.bombard, 0);
      out[n++] = g.id(b.engage, 0);
      out[n++] = g.id(b.retreat, 0);
      const uint8_t* cards = s.seat[s.actor].tactics;
      for (int k = 0; k < kRegimentKinds; ++k)
        if (bt.routed[s.actor][k] && (cards[k] || cards[kTacticsKinds - 1])) out[n++] = g.id(b.rally_routed, k);
      n += legal_maneuvers(g, s, side, out + n);
      break;
    }
    case ColBattleStep::Pursue: out[n++] = g.id(b.pursue, 0), out[n++] = g.id(b.let_go, 0); break;
    case ColBattleStep::Feint: out[n++] = g.id(b.retreat, 0), out[n++] = g.id(b.counter, 0); break;
    default: break;
  }
  return n;
}

namespace {

void choose_target(const ColGame&, ColState& s, int index) { s.battle.target[aiming(s.battle)] = uint8_t(index + 1); }

// Bombard again or engage: asked of the sides in turn; bombard is offered to the later ones only while all before
// chose it, and either side may force the combat round.
void choose_fight(ColState& s, bool bombard) {
  ColBattle& bt = s.battle;
  const int side = step_side(bt.step);
  if (side != last_in_field(bt)) {
    bt.bombard_again = bombard;
    bt.step = choose_step(next_in_field(bt, side));
  } else if (bombard) {  // every side chose another bombardment round
    bt.bombard_again = 0;
    begin_volley(s);
  } else {
    bt.bombard_again = 0;
    begin_round(s);
  }
}

void choose_bombard(const ColGame&, ColState& s, int) { choose_fight(s, true); }

void choose_engage(const ColGame&, ColState& s, int) { choose_fight(s, false); }

// A side retreats, from the bombardment "with a +1 to their initiative roll"; asked again after a feint, it goes.
void choose_retreat(const ColGame&, ColState& s, int) {
  ColBattle& bt = s.battle;
  if (bt.step == ColBattleStep::Feint) return conclude(s, bt.retreating - 1);
  const int side = step_side(bt.step);
  bt.retreating = uint8_t(side + 1);
  bt.from_volley = bt.bombarding;
  bt.bombard_again = 0;
  bt.step = ColBattleStep::Pursue;
  if (field(bt) == 7) bt.pair = uint8_t(1 << side | 1 << (side ? 0 : 1));  // the first other side is asked
}

void choose_pursue(const ColGame&, ColState& s, int) { s.battle.step = ColBattleStep::Pursuit; }

void choose_let_go(const ColGame&, ColState& s, int) { let_go(s); }

// The feigned retreat: "attack the attackers with a +1".
void choose_counter(const ColGame&, ColState& s, int) {
  ColBattle& bt = s.battle;
  int8_t& mod = side_mod(bt, bt.retreating - 1);
  mod = int8_t(std::min(100, mod + 1));
  begin_round(s);
}

void choose_retreat_to(const ColGame& g, ColState& s, int i) { retreat(g, s, s.actor, g.tile_hex(i)); }

void choose_rally_routed(const ColGame&, ColState& s, int kind) { stand_again(s, s.actor, kind, true); }  // then it chooses again

// A maneuver shown: at the tactics step, or among a complex battle's choices (then it chooses again).
void choose_maneuver(const ColGame& g, ColState& s, int index) {
  if (s.phase == ColPhase::Tactics) return apply_tactics_maneuver(g, s, index);
  play_maneuver(g, s, step_side(s.battle.step), index);
}

}  // namespace

int legal_retreat_to(const ColGame& g, const ColState& s, Out out) {
  int n = 0;
  retreat_tiles(g, s, s.actor).for_each([&](int h) { out[n++] = g.tile_id(g.blocks().retreat_to, h); });
  return n;
}

void declare_choices(ColHandlers& t, ColGame::Blocks& b, const std::vector<std::string>& tiles) {
  const std::vector<std::string> kinds(kRegimentNames, kRegimentNames + kRegimentKinds);
  b.bombard = t.add("bombard", Domain::Fixed, 1, choose_bombard);
  b.engage = t.add("engage", Domain::Fixed, 1, choose_engage);
  b.retreat = t.add("retreat", Domain::Fixed, 1, choose_retreat);
  b.pursue = t.add("pursue", Domain::Fixed, 1, choose_pursue);
  b.let_go = t.add("let_go", Domain::Fixed, 1, choose_let_go);
  b.counter = t.add("counter", Domain::Fixed, 1, choose_counter);
  b.retreat_to = t.add_list("retreat_to", tiles, choose_retreat_to);
  b.rally_routed = t.add_list("rally_routed", kinds, choose_rally_routed);
  // The maneuvers but the last, then Focused Bombardment at each target type.
  std::vector<std::string> maneuvers(kManeuverNames, kManeuverNames + kManeuvers - 1);
  for (const std::string& k : kinds) maneuvers.push_back(std::string(kManeuverNames[kManeuvers - 1]) + "_" + k);
  b.maneuver = t.add_list("maneuver", maneuvers, choose_maneuver);
  b.target = t.add_list("target", {"attackers", "defenders", "third"}, choose_target);  // a complex battle of three sides
}

}  // namespace catanlab::col
