// The battle check at every turn's end (§5.5): each coastal hex with
// barbarians, in check order; knights of all seats on its paths, each knight
// fighting at most one victory per check, win with more knights than
// barbarians; the barbarians become prisoners (dice-offs where they are too
// few, or for the leftovers among the tied), then the colour die costs the
// knights on two sides of the hex. The check holds the turn's end.
#include <bit>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/turn.h"

namespace catanlab {

bool BarbarianAttack::on_turn_end(const StdGame& g, StdState& s) const {
  BaSlice& a = ba_of(g, s);
  a.moved = a.castle_new = a.spent = {};
  a.gold_bought = a.knights_moving = 0;
  a.check = 0;
  return run_check(g, s);
}

bool BarbarianAttack::run_check(const StdGame& g, StdState& s) const {
  BaSlice& a = ba_of(g, s);
  const EdgeSet fighters = ba::all_knights(a) - a.spent;
  for (; a.check < coast_.size(); ++a.check) {
    const int h = coast_[a.check];
    const int barbarians = a.barbarians[h];
    if (!barbarians || (fighters & ba::hex_paths(g, h)).count() <= barbarians) continue;
    std::array<int, kMaxPlayers> counted{};
    int total = 0;
    const EdgeSet paths = ba::hex_paths(g, h) - a.spent;
    for (int q = 0; q < s.num_players; ++q) total += counted[q] = (a.seats[q].knights & paths).count();
    if (total <= barbarians) continue;  // victory needs strictly more knights

    uint8_t participants = 0;
    int most = 0;
    for (int q = 0; q < s.num_players; ++q)
      if (counted[q]) participants |= uint8_t(1u << q), most = std::max(most, counted[q]);
    a.spent |= ba::all_knights(a) & paths;  // the winners fight no more in this check
    ba::add_barbarian(g, s, h, -barbarians);  // the hex is free (and liberated if conquered)
    s.to_move = s.turn_player;
    const int k = std::popcount(unsigned(participants));
    if (k == 1) {
      a.seats[std::countr_zero(unsigned(participants))].prisoners += uint8_t(barbarians);
    } else if (barbarians < k) {  // too few: a dice-off decides who takes one
      a.pending = uint8_t(barbarians);
      a.contenders = participants;
      s.phase = BaPhase::Prisoners;
      return true;
    } else {
      uint8_t tied = 0;
      for (int q = 0; q < s.num_players; ++q) {
        if (!counted[q]) continue;
        a.seats[q].prisoners += 1;
        if (counted[q] == most) tied |= uint8_t(1u << q);
      }
      if (const int left = barbarians - k; left > 0) {
        if (std::popcount(unsigned(tied)) == 1) {
          a.seats[std::countr_zero(unsigned(tied))].prisoners += uint8_t(left);
        } else {  // a tie for most knights: a dice-off among the tied
          a.pending = uint8_t(left);
          a.contenders = tied;
          s.phase = BaPhase::DiceOff;
          return true;
        }
      }
    }
    s.phase = BaPhase::Colour;
    return true;
  }
  a.check = kNoCheck;
  a.spent = {};
  return false;
}

namespace ba {

void give_prisoners(const StdGame& g, StdState& s, uint8_t takers) {
  BaSlice& a = ba_of(g, s);
  for (int q = 0; q < s.num_players; ++q) {
    if (!(a.contenders >> q & 1)) continue;
    if (takers >> q & 1) a.seats[q].prisoners += 1;
    else pay_gold(g, s, q, ba_opt(g).ba_gold_helper);  // a participant left without a prisoner
  }
  a.pending = a.contenders = 0;
  s.phase = BaPhase::Colour;
}

void give_leftover(const StdGame& g, StdState& s, int seat) {
  BaSlice& a = ba_of(g, s);
  a.seats[seat].prisoners += a.pending;
  a.pending = a.contenders = 0;
  s.phase = BaPhase::Colour;
}

void lose_knights(const StdGame& g, StdState& s, int colour) {
  BaSlice& a = ba_of(g, s);
  const int h = coast(g)[a.check];
  for (Dir d : kColourSides[colour]) {
    const int e = g.topo().edge_between(h, d);
    if (e < 0) continue;
    for (int q = 0; q < s.num_players; ++q)
      if (a.seats[q].knights.test(e)) {
        a.seats[q].knights.reset(e);
        a.spent.reset(e);
        a.seats[q].knights_left += 1;
        pay_gold(g, s, q, ba_opt(g).ba_gold_knight);
      }
  }
}

}  // namespace ba

}  // namespace catanlab
