// Cards any seat plays between the event track's steps (the almanac): Aegis
// right after a ship is rolled (the ship stays where it is; the player takes
// a Defender of Catan card, each opponent a wine or an amber token), Archers
// right after a conqueror's direction die (it does not move), both chapter
// 2's, and Lea the Healer right after a battle that beat knights (lotc_lea.cpp).
// In chapter 3 Archers is also played right after a Charge of the Conquerors
// (interrupt colour kAtCharge): the player names a fort with a knight beside
// it (`play archers hN`, chapter 3's own hex block), where the charge spares
// the knights.
// The seats holding the card are asked in turn order from the active player,
// play or pass (lotc_interrupt); the first to play decides.
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

namespace {

int kind_of(const StdGame& g, const StdState& s) { return lotc_of(g, s).interrupt & 3; }

// The next opponent of Aegis's player to take a token, while the supply has one; then the roll goes on.
void next_token(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  const bool any = token_supply(g, s, Token::Wine) > 0 || token_supply(g, s, Token::Amber) > 0;
  const int q = any ? ck::first_in_turn_order(s, L.aegis_left) : -1;
  if (q >= 0) {
    s.to_move = uint8_t(q);
    s.phase = LotcPhase::AegisToken;
    return;
  }
  L.aegis_left = 0;
  s.to_move = s.turn_player;
  ck::continue_roll(g, s);
}

// Nobody played: the step goes on as rolled.
void resume(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  const int kind = kind_of(g, s), colour = L.interrupt >> 2;
  if (kind == kInterruptLea) return resume_after_lea(g, s);
  L.interrupt = 0;
  s.to_move = s.turn_player;
  if (kind == kInterruptAegis) return move_ship(g, s);
  if (colour == kAtCharge) return charge_and_go_on(g, s, -1);
  advance_mover(g, s, colour);  // the die was rolled: the conqueror moves
}

}  // namespace

bool open_interrupt(const StdGame& g, StdState& s, int kind, int colour) {
  if (!in_play(g, card_of(kind))) return false;  // (its blocks are not declared)
  uint8_t holders = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (ck_of(g, s).players[q].progress[card_of(kind)]) holders |= uint8_t(1u << q);
  if (!holders) return false;
  lotc_of(g, s).interrupt = uint8_t(kind | colour << 2);
  lotc_of(g, s).interrupt_left = holders;
  s.to_move = uint8_t(ck::first_in_turn_order(s, holders));
  s.phase = LotcPhase::Interrupt;
  return true;
}

void interrupt_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  if (s.phase == LotcPhase::AegisToken) {
    if (token_supply(g, s, Token::Wine) > 0) out.push(ids.id(kTakeWine));
    if (token_supply(g, s, Token::Amber) > 0) out.push(ids.id(kTakeAmber));
    return;
  }
  if (s.phase != LotcPhase::Interrupt) return;
  const int kind = kind_of(g, s);
  if (kind == kInterruptArchers && (lotc_of(g, s).interrupt >> 2) == kAtCharge) {  // a besieged fort to spare
    if (ck_of(g, s).players[p].progress[Archers])
      besieged_forts(g, s).for_each([&](int h) { out.push(ids.id(kArchersAt, h)); });
    out.push(ids.id(kPassInterrupt));
    return;
  }
  if (ck_of(g, s).players[p].progress[card_of(kind)])  // (a determinisation may have dealt it away)
    out.push(ids.id(kind == kInterruptLea ? kPlayLea : kind == kInterruptAegis ? kPlayAegis : kPlayArchers));
  out.push(ids.id(kPassInterrupt));
}

void apply_interrupt(const StdGame& g, StdState& s, Block b) {
  LotcSlice& L = lotc_of(g, s);
  const int p = s.to_move;
  switch (b) {
    case kPlayAegis: {  // the ship stays; a Defender of Catan point; a token for each opponent
      ck::spend_card_of(g, s, p, Aegis);
      CkSlice& c = ck_of(g, s);
      c.players[p].defender += 1;
      s.base.players[p].module_vp += 1;
      if (c.defenders_left) c.defenders_left -= 1;
      L.interrupt = L.interrupt_left = 0;
      L.aegis_left = uint8_t(((1u << s.num_players) - 1) & ~(1u << p));
      return next_token(g, s);
    }
    case kPlayArchers:  // the conqueror does not move: it counts as moved
      ck::spend_card_of(g, s, p, Archers);
      L.interrupt = L.interrupt_left = 0;
      L.to_advance.reset(L.mover);
      s.to_move = s.turn_player;
      return next_mover(g, s);
    case kTakeWine:
    case kTakeAmber:
      held(L, b == kTakeWine ? Token::Wine : Token::Amber)[p] += 1;
      L.aegis_left &= uint8_t(~(1u << p));
      return next_token(g, s);
    default:
      return;
  }
}

void charge_and_go_on(const StdGame& g, StdState& s, int spared) {
  charge(g, s, spared);
  after_event(g, s);
}

void archers_at_charge(const StdGame& g, StdState& s, int h) {
  ck::spend_card_of(g, s, s.to_move, Archers);
  lotc_of(g, s).interrupt = lotc_of(g, s).interrupt_left = 0;
  s.to_move = s.turn_player;
  charge_and_go_on(g, s, h);
}

void pass_interrupt(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  L.interrupt_left &= uint8_t(~(1u << s.to_move));
  if (L.interrupt_left) {
    s.to_move = uint8_t(ck::first_in_turn_order(s, L.interrupt_left));
    return;
  }
  resume(g, s);
}

}  // namespace catanlab::lotc
