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
// ends up; losing defenders retreat to a tile beside, or are destroyed.
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
void conclude(ColState& s, int loser) {
  ColBattle& bt = s.battle;
  bt.result = loser ? ColResult::Attackers : ColResult::Defenders;
  bt.retreating = uint8_t(loser + 1);
  bt.step = ColBattleStep::Retreat;
  if (!shown(bt, 1 - loser, ColManeuver::StrategicEncirclement)) return;
  const int bits = loser ? bt.def_side : bt.att_side;
  for (int p = 0; p < s.num_players; ++p)
    if (bits >> p & 1)
      for (int k = 0; k < kRegimentKinds; ++k) s.seat[p].routed[k] = uint8_t(s.seat[p].routed[k] - bt.routed[p][k]), bt.routed[p][k] = 0;
}

namespace {

constexpr int kInitiative[kRegimentKinds] = {-1, 1, -2};

const uint8_t* strengths(const ColBattle& bt, int side) { return side ? bt.def_str : bt.att_str; }

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

// The round's winner destroys a regiment of `side`, and its lead keeps the equipment (the book's "Spoils of War":
// "When a regiment is destroyed by the victor rather than just routed ... These represent captured equipment").
void destroy(ColState& s, int side, int p, int kind) {
  lose(s, side, p, kind);
  const int victor = side_lead(s, 1 - side);
  if (victor < kNpcSeat) s.seat[victor].spoils = uint8_t(std::min(255, s.seat[victor].spoils + 1));
}

// A side's modifiers to initiative rolls: its lead's Soldier (+1) and settlements touching the tile (+1 a village,
// +2 a city, its allies' too); the defenders +1 where the attack came along roads.
int initiative_bonus(const ColGame& g, const ColState& s, int side) {
  const int p = side_lead(s, side);
  int bonus = side && s.battle.road ? 1 : 0;
  if (p < kNpcSeat) bonus += (s.seat[p].dev_played[ColCard::Soldier] ? 1 : 0) + settlement_bonus(g, s, s.battle.tile, p);
  return bonus;
}

// Attacking hostiles "retreat when half or more of their regiments are routed" (ours: lost, since theirs die).
bool hostiles_break(const ColState& s) {
  const ColBattle& bt = s.battle;
  return bt.attacker == kNpcSeat && 2 * (bt.npc_start - bt.npc[0] - bt.npc[1]) >= bt.npc_start;
}

void begin_volley(ColState& s) {
  ColBattle& bt = s.battle;
  bt.bombarding = 1;
  for (int side = 0; side < 2; ++side)  // Focused Bombardment: all the side's artillery fire as one
    bt.shots[side] = uint8_t(bt.focus[side] ? std::min(1, side_count(s, side, Artillery)) : side_count(s, side, Artillery));
  bt.shooter = 0;
  bt.step = ColBattleStep::Volley;
}

void begin_round(ColState& s) {
  s.battle.bombarding = 0;
  s.battle.retreating = 0;
  s.battle.step = ColBattleStep::Round;
}

// Where p's army on the battle tile may retreat: a tile beside it, explored, that p supplies and no enemy of p
// holds; not one the attack came from where p defends (the book: "away from the attackers").
HexMask retreat_tiles(const ColGame& g, const ColState& s, int p) {
  const ColBattle& bt = s.battle;
  HexMask out = g.tile_neighbours(bt.tile) & supplied_tiles(g, s, p) & s.explored;
  if (bt.def_side >> p & 1) {
    if (bt.attacker == kNpcSeat) out.reset(bt.from);
    else {
      const ColBook& b = s.book[bt.attacker];
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
  if (p != bt.attacker) {  // the attacking seat's routed go home with its marches (finish_battle)
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

// The losers' seats on the tile retreat one by one; true while one chooses its tile.
bool run_retreat(const ColGame& g, ColState& s) {
  ColBattle& bt = s.battle;
  const int bits = bt.retreating == 1 ? bt.att_side : bt.def_side;
  for (int p = 0; p < s.num_players; ++p) {
    if (!(bits >> p & 1) || bt.placed >> p & 1) continue;
    const int routed = p == bt.attacker ? 0 : bt.routed[p][0] + bt.routed[p][1] + bt.routed[p][2];
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
  bt.step = ColBattleStep::Outcome;
  return false;
}

// The side's losses of the round are taken: the next side's, or the choices.
void lost(ColState& s, int side) {
  ColBattle& bt = s.battle;
  bt.loss[side] = bt.again[side] = 0;
  bt.victim = 0;
  bt.step = side ? ColBattleStep::ChooseAtt : ColBattleStep::LossDef;
}

// The loss a side owes after a round (again, where the winner's maneuver routs two); false when its chooser decides.
bool run_loss(ColState& s, int side) {
  ColBattle& bt = s.battle;
  if (bt.loss[side] && standing(s, side)) {
    // The winner picks a regiment it destroys, or any its Infiltration targets ("Target a specific regiment").
    const bool winner_picks = bt.loss[side] == 2 || shown(bt, 1 - side, ColManeuver::Infiltration);
    const int victim = picker(s, side), chooser = winner_picks ? side_lead(s, 1 - side) : victim;
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
    if (bt.loss[side] == 2) destroy(s, side, victim, kind);
    else rout(s, side, victim, kind);
    if (bt.again[side] && standing(s, side)) {
      bt.again[side] -= 1;
      return true;
    }
  }
  lost(s, side);
  return true;
}

}  // namespace

void open_complex(const ColGame&, ColState& s) {
  ColBattle& bt = s.battle;
  bt.npc_start = uint8_t(bt.npc[0] + bt.npc[1]);
  if (side_count(s, 0, Artillery) + side_count(s, 1, Artillery)) begin_volley(s);
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
        for (int side = 0; side < 2; ++side)
          bt.shots[side] = uint8_t(std::min<int>(bt.shots[side], side_count(s, side, Artillery)));
        if (!bt.shots[bt.shooter]) bt.shooter ^= 1;
        if (!bt.shots[bt.shooter] || !standing(s, 0) || !standing(s, 1)) {
          bt.shots[0] = bt.shots[1] = 0;
          bt.shooter = 0;
          bt.step = ColBattleStep::ChooseAtt;
          break;
        }
        await(s, ColPhase::Shot);
        return true;
      }
      case ColBattleStep::ChooseAtt: case ColBattleStep::ChooseDef: {
        const int side = bt.step == ColBattleStep::ChooseDef;
        if (!standing(s, 0) || hostiles_break(s)) {  // "When a player has only routed regiments, they must retreat"
          conclude(s, 0);
          break;
        }
        if (!standing(s, 1)) {
          conclude(s, 1);
          break;
        }
        const int p = side_lead(s, side);
        if (p < kNpcSeat) {
          await(s, ColPhase::Choice, p);
          return true;
        }
        // The hostiles fight on ("Non-player regiments never retreat, but fight to the death when defending").
        if (side) begin_round(s);
        else bt.step = ColBattleStep::ChooseDef, bt.bombard_again = 0;
        break;
      }
      case ColBattleStep::Round: await(s, ColPhase::Combat); return true;
      case ColBattleStep::LossAtt: case ColBattleStep::LossDef:
        if (!run_loss(s, bt.step == ColBattleStep::LossDef)) return true;
        break;
      case ColBattleStep::Pursue: {
        const int other = 2 - bt.retreating, p = side_lead(s, other);
        if (p == kNpcSeat || !standing(s, other)) {  // ours: the hostiles let them go
          conclude(s, bt.retreating - 1);
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
  const int a = free ? bt.counter_shot - 1 : bt.shooter, t = 1 - a, focus = bt.focus[a] - 1;
  const int kind = free ? int(Artillery) : focus >= 0 && side_count(s, t, focus) ? focus : most_common(s, t);
  // The artillery's attack roll against the target's defense roll: "its combat strength plus any modifier to
  // initiative to evade": the regiment's initiative and its side's modifiers to initiative rolls. Focused
  // Bombardment fires "the combined combat strength of all your artillery".
  const int guns = bt.focus[a] && !free ? side_count(s, a, Artillery) : 1;
  const int attack = shooter_die + guns * strengths(bt, a)[Artillery] + shot_bonus(bt, a);
  const int defense = target_die + strengths(bt, t)[kind] + kInitiative[kind] + initiative_bonus(g, s, t);
  if (attack > defense) {  // Grand Battery: "A successful artillery strike destroys regiments outright"
    if (shown(bt, a, ColManeuver::GrandBattery)) destroy(s, t, holder_of(s, t, kind), kind);
    else rout(s, t, holder_of(s, t, kind), kind);
  }
  if (free) {
    bt.counter_shot = 0;
    bt.countered = uint8_t(bt.countered | 1 << a);
    return;
  }
  bt.shots[a] -= 1;
  bt.shooter = uint8_t(t);
  // "An opposing artillery strike occurs": the other side's Counter Battery Fire answers it, once.
  if (shown(bt, t, ColManeuver::CounterBatteryFire) && !(bt.countered >> t & 1)) bt.counter_shot = uint8_t(t + 1);
}

void apply_round(const ColGame&, ColState& s, int att_roll, int def_roll) {
  ColBattle& bt = s.battle;
  bt.att_roll = uint8_t(att_roll);
  bt.def_roll = uint8_t(def_roll);
  // Cavalry Charge: "+3 to a single combat roll", the next after it is shown.
  const int ra = std::max(0, att_roll + bt.att_mod + 3 * bt.charge[0]), rd = std::max(0, def_roll + bt.def_mod + 3 * bt.charge[1]);
  const int att = ra * strength(s, 0), def = rd * strength(s, 1);
  bt.charge[0] = bt.charge[1] = 0;
  bt.step = ColBattleStep::ChooseAtt;
  if (att == def) return;  // "If the combat results are tied, skip to step 5"
  const int w = att > def ? 0 : 1, l = 1 - w, rw = w ? rd : ra, rl = w ? ra : rd;
  if (breaks_off(s, l)) return conclude(s, l);  // Hit and Run, Surprise Raid: it "automatically retreats successfully"
  bt.loss[l] = rw - rl >= 5 ? 2 : 1;
  bt.again[l] = uint8_t(routs_more(bt, w));  // "rout twice as many regiments as normal"
  if (rl - rw >= 5) bt.loss[w] = 1;  // "If the losing combat roll exceeded the winning roll by five or more, then both players rout a regiment"
  bt.step = ColBattleStep::LossAtt;
}

void apply_loss(const ColGame&, ColState& s, int kind) {
  ColBattle& bt = s.battle;
  const int side = bt.step == ColBattleStep::LossDef;
  if (bt.loss[side] == 2) destroy(s, side, bt.victim, kind);
  else rout(s, side, bt.victim, kind);
  if (bt.again[side] && standing(s, side)) bt.again[side] -= 1;  // the double routs: run_loss takes the next
  else lost(s, side);
}

// Opposed initiative: each side's standing regiments' initiative, its die (the attackers keep their best of one
// per tile they came from), +1 to the side that attacked into the tile, +1 to retreaters leaving a bombardment,
// its modifiers to initiative rolls; a tie goes to the side that attacked (ours, as the initiative's tie).
void apply_pursuit(const ColGame& g, ColState& s, int att_die, int def_die) {
  ColBattle& bt = s.battle;
  const int r = bt.retreating - 1;
  int init[2];
  for (int side = 0; side < 2; ++side) {
    init[side] = (side ? def_die : att_die) + initiative_bonus(g, s, side) + (side == 0) + (side == r && bt.from_volley);
    for (int k = 0; k < kRegimentKinds; ++k) init[side] += kInitiative[k] * side_count(s, side, k);
  }
  const bool escaped = init[r] > init[1 - r] || (init[r] == init[1 - r] && r == 0);
  if (escaped) {
    bt.step = ColBattleStep::Feint;
    return;
  }
  // "If any pursuers roll higher then go to the Combat Round, and the pursuers get a +1 to combat rolls".
  int8_t& mod = r ? bt.att_mod : bt.def_mod;
  mod = int8_t(std::min(100, mod + 1));
  begin_round(s);
}

int legal_choice(const ColGame& g, const ColState& s, Out out) {
  const ColBattle& bt = s.battle;
  const auto& b = g.blocks();
  int n = 0;
  switch (bt.step) {
    case ColBattleStep::ChooseAtt: case ColBattleStep::ChooseDef: {
      if (bt.bombarding && (bt.step == ColBattleStep::ChooseAtt || bt.bombard_again)) out[n++] = g.id(b.bombard, 0);
      out[n++] = g.id(b.engage, 0);
      out[n++] = g.id(b.retreat, 0);
      const uint8_t* cards = s.seat[s.actor].tactics;
      for (int k = 0; k < kRegimentKinds; ++k)
        if (bt.routed[s.actor][k] && (cards[k] || cards[kTacticsKinds - 1])) out[n++] = g.id(b.rally_routed, k);
      n += legal_maneuvers(g, s, bt.step == ColBattleStep::ChooseDef, out + n);
      break;
    }
    case ColBattleStep::Pursue: out[n++] = g.id(b.pursue, 0), out[n++] = g.id(b.let_go, 0); break;
    case ColBattleStep::Feint: out[n++] = g.id(b.retreat, 0), out[n++] = g.id(b.counter, 0); break;
    default: break;
  }
  return n;
}

void apply_choice(const ColGame& g, ColState& s, ActionSpace::Block choice, int index) {
  ColBattle& bt = s.battle;
  const auto& b = g.blocks();
  switch (bt.step) {
    case ColBattleStep::ChooseAtt: case ColBattleStep::ChooseDef: {
      const int side = bt.step == ColBattleStep::ChooseDef;
      if (choice == b.rally_routed) {  // then it chooses again
        stand_again(s, s.actor, index, true);
      } else if (choice == b.maneuver) {  // then it chooses again
        play_maneuver(g, s, side, index);
      } else if (choice == b.retreat) {  // from the bombardment "with a +1 to their initiative roll"
        bt.retreating = uint8_t(side + 1);
        bt.from_volley = bt.bombarding;
        bt.bombard_again = 0;
        bt.step = ColBattleStep::Pursue;
      } else if (!side) {
        bt.bombard_again = choice == b.bombard;
        bt.step = ColBattleStep::ChooseDef;
      } else if (choice == b.bombard) {  // both chose another bombardment round
        bt.bombard_again = 0;
        begin_volley(s);
      } else {  // either side may force the combat round
        bt.bombard_again = 0;
        begin_round(s);
      }
      return;
    }
    case ColBattleStep::Pursue:
      if (choice == b.pursue) bt.step = ColBattleStep::Pursuit;
      else conclude(s, bt.retreating - 1);
      return;
    case ColBattleStep::Feint:
      if (choice == b.retreat) {
        conclude(s, bt.retreating - 1);
      } else {  // the feigned retreat: "attack the attackers with a +1"
        int8_t& mod = bt.retreating == 1 ? bt.att_mod : bt.def_mod;
        mod = int8_t(std::min(100, mod + 1));
        begin_round(s);
      }
      return;
    default: return;
  }
}

int legal_retreat_to(const ColGame& g, const ColState& s, Out out) {
  int n = 0;
  retreat_tiles(g, s, s.actor).for_each([&](int h) { out[n++] = g.tile_id(g.blocks().retreat_to, h); });
  return n;
}

void apply_retreat_to(const ColGame& g, ColState& s, int h) { retreat(g, s, s.actor, h); }

}  // namespace catanlab::col
