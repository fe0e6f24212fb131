// The tactics cards' advanced use (col_advanced_tactics; the book's "Advanced
// Rules" of "Tactics Cards", docs/colonies.md): in a complex battle a side's
// lead shows one card (a basic tactic), two (a complex maneuver) or three (a
// grand strategy) for an effect, at the battle's opening or at its choice
// after a round, where the maneuver's condition holds. Cards shown stay in
// hand but a grand strategy's, which go back to the deck; each maneuver once
// a battle a side (ours). The complex battle reads the effects that last
// (col_complex.cpp); those that change a strength or a modifier do so here.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

using namespace ColManeuver;

bool attacking(const ColBattle& bt, int side) { return !side || bt.both_attacking; }

// The cards cover the cost, a wild card filling any gap.
bool affords(const uint8_t* cards, int m) {
  int gaps = 0;
  for (int k = 0; k < kRegimentKinds; ++k) gaps += std::max(0, kManeuverCost[m][k] - cards[k]);
  return gaps <= cards[kTacticsKinds - 1];
}

// The battle's tile touches a settlement that the other side holds (Siege Mastery's siege, ours).
bool besieging(const ColGame& g, const ColState& s, int side) {
  const int them = side ? s.battle.att_side : s.battle.def_side;
  bool any = false;
  g.tile_corners(s.battle.tile).for_each([&](int v) { any = any || (s.v_owner[v] != kNone && them >> s.v_owner[v] & 1); });
  return any;
}

// Maneuver m's condition, for `side` now; `opening`: before the battle's first round.
bool holds(const ColGame& g, const ColState& s, int side, int m, bool opening) {
  const ColBattle& bt = s.battle;
  const int inf = side_count(s, side, Infantry), cav = side_count(s, side, Cavalry), art = side_count(s, side, Artillery);
  const int mine = inf + cav + art, theirs = standing(s, 1 - side);
  const Terrain t = terrain(s, bt.tile);
  const bool att = attacking(bt, side);
  // "Bombardment round of battle": one is to come (the opening, where artillery fights) or under way.
  const bool volley = art && (opening || bt.bombarding);
  switch (m) {
    case LineFormation: return inf && flat(t);
    case SkirmishAndSnipe: return inf && rough(t);
    case SquareFormation: return inf && theirs && side_count(s, 1 - side, Cavalry) == theirs;
    case CavalryCharge: case HitAndRun: return cav;
    case FlankingAction: return cav && mine > theirs;
    case SiegeMastery: return att && art && besieging(g, s, side);
    case CounterBatteryFire: return volley && side_count(s, 1 - side, Artillery);
    case EntrenchedPositions: {  // not again where it is entrenched already (ours)
      const ColSeat& lead = s.seat[side_lead(s, side)];
      return !att && inf && !lead.arrived.test(bt.tile) && !lead.entrenched.test(bt.tile);
    }
    case Infiltration: case ShockTroops: return att && cav && cav == mine;
    case HeavyBarrage: case FocusedBombardment: return volley;
    case MountedInfantry: return opening && cav;
    case RollingBarrage: return att && inf && art;
    case SurpriseRaid: return att && cav && art && cav + art == mine;
    case GuerillaWarfare: return inf && inf == mine && mine < theirs;
    case GrandBattery: return art >= 3;
    case StrategicEncirclement: return att && inf && cav && art && bt.sources >= 3;
    default: return false;
  }
}

}  // namespace

int legal_maneuvers(const ColGame& g, const ColState& s, int side, Out out) {
  const ColBattle& bt = s.battle;
  const int p = side_lead(s, side);
  if (!g.opt().col_advanced_tactics || p >= kNpcSeat || bt.join_side) return 0;  // none in three sides (ours)
  const bool opening = bt.step == ColBattleStep::TacticsAtt || bt.step == ColBattleStep::TacticsDef;
  const uint8_t* cards = s.seat[p].tactics;
  int n = 0;
  for (int m = 0; m < kManeuvers; ++m) {
    if (shown(bt, side, m) || !affords(cards, m) || !holds(g, s, side, m, opening)) continue;
    if (m < FocusedBombardment) out[n++] = g.id(g.blocks().maneuver, m);
    else  // "Your attack roll is against a target regiment of your choice"
      for (int k = 0; k < kRegimentKinds; ++k)
        if (side_count(s, 1 - side, k)) out[n++] = g.id(g.blocks().maneuver, m + k);
  }
  return n;
}

void play_maneuver(const ColGame&, ColState& s, int side, int index) {
  ColBattle& bt = s.battle;
  const int m = std::min(index, int(FocusedBombardment)), p = side_lead(s, side);
  bt.shown[side][m / 8] = uint8_t(bt.shown[side][m / 8] | 1 << (m % 8));
  uint8_t* cards = s.seat[p].tactics;
  if (kManeuverCost[m][0] + kManeuverCost[m][1] + kManeuverCost[m][2] == 3)  // "a grand strategy will force you to discard"
    for (int k = 0; k < kRegimentKinds; ++k)
      for (int i = 0; i < kManeuverCost[m][k]; ++i) {
        const int card = cards[k] ? k : kTacticsKinds - 1;
        cards[card] -= 1;
        s.tactics_deck[card] += 1;
      }
  int8_t& mod = side ? bt.def_mod : bt.att_mod;
  uint8_t* str = side ? bt.def_str : bt.att_str;
  auto add = [&](int x) { mod = int8_t(std::clamp(mod + x, -100, 100)); };
  switch (m) {
    case LineFormation: case FlankingAction: add(1); break;  // "+1 to all combat rolls"
    case SkirmishAndSnipe: case SquareFormation: str[Infantry] += 1; break;  // "+1 to the combat strength of your infantry"
    case CavalryCharge: bt.charge[side] = 1; break;  // "+3 to a single combat roll": the next
    case SiegeMastery: case RollingBarrage: case StrategicEncirclement: add(2); break;  // shots too: shot_bonus
    case Infiltration: add(1); break;  // "+1 to the roll of attacking cavalry"; it picks their casualties
    case ShockTroops: add(3); break;   // "your attacking cavalry get +3 to attack rolls"
    case EntrenchedPositions:  // "+1 to the combat strength of those infantry for the rest of the turn"
      str[Infantry] += 1;
      s.seat[p].entrenched.set(bt.tile);
      break;
    case MountedInfantry:  // "treat all your cavalry as infantry for the purposes of combat strength and modifiers"
      str[Cavalry] = str[Infantry];
      add(-1);  // the cavalry's +1 to the side's rolls
      break;
    case GuerillaWarfare:  // "Make rally checks for all routed infantry" (ours: all rally)
      while (bt.routed[p][Infantry]) stand_again(s, p, Infantry, false);
      break;
    case FocusedBombardment: bt.focus[side] = uint8_t(index - m + 1); break;
    default: break;  // read as they apply: Hit and Run, Counter Battery Fire, the barrages, Surprise Raid
  }
}

int shot_dice(const ColBattle& bt, int side) {
  return shown(bt, side, GrandBattery) ? 3 : shown(bt, side, HeavyBarrage) ? 2 : 1;
}

int shot_bonus(const ColBattle& bt, int side) {
  return 2 * (shown(bt, side, SiegeMastery) + shown(bt, side, RollingBarrage));
}

int combat_dice(const ColBattle& bt, int side) {
  const int dice = attack_dice(bt, side);
  return shown(bt, side, GuerillaWarfare) ? std::max(dice, 2) : dice;
}

bool breaks_off(const ColState& s, int side) {
  const ColBattle& bt = s.battle;
  const int cav = side_count(s, side, Cavalry);
  return shown(bt, side, SurpriseRaid) || (shown(bt, side, HitAndRun) && cav && cav == standing(s, side));
}

int routs_more(const ColBattle& bt, int side) { return shown(bt, side, SurpriseRaid) || shown(bt, side, ShockTroops); }

}  // namespace catanlab::col
