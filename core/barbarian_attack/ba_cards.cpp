// The Barbarian Attack deck (§5.6): a card bought is resolved at once and
// discarded; Knighthood and Swift Knight place a knight, Treason pays gold and
// moves two barbarians, Capture takes one prisoner.
#include <algorithm>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/turn.h"

namespace catanlab {

namespace ba {

void pay_gold(const StdGame& g, StdState& s, int q, int n) {
  BaSlice& a = ba_of(g, s);
  if (const int box = ba_opt(g).ba_gold_supply) {
    int held = 0;
    for (int p = 0; p < s.num_players; ++p) held += a.seats[p].gold;
    n = std::min(n, std::max(0, box - held));
  }
  a.seats[q].gold = uint16_t(a.seats[q].gold + n);
}

void refill_pile(BaSlice& a) {
  int left = 0;
  for (uint8_t c : a.pile) left += c;
  if (left) return;
  a.pile = a.discards;  // the discards shuffled into a new draw pile
  a.discards = {};
}

namespace {
HexSet treason_used(const BaSlice& a) {
  HexSet used;
  for (uint8_t h : a.treason_src)
    if (h < kMaxHexes) used.set(h);
  for (uint8_t h : a.treason_dst)
    if (h < kMaxHexes) used.set(h);
  return used;
}
HexSet unconquered_coast(const StdGame& g, const StdState& s) {
  HexSet out;
  for (int h : coast(g))
    if (!conquered(g, s, h)) out.set(h);
  return out;
}
}  // namespace

HexSet treason_targets(const StdGame& g, const StdState& s) {
  return unconquered_coast(g, s) - treason_used(ba_of(g, s));
}

// Hexes a barbarian may leave: holding one, not used by the card yet, with a destination left besides itself.
HexSet treason_sources(const StdGame& g, const StdState& s) {
  const HexSet targets = treason_targets(g, s);
  HexSet out;
  (occupied_coast(g, s) - treason_used(ba_of(g, s))).for_each([&](int h) {
    HexSet rest = targets;
    rest.reset(h);
    if (rest.any()) out.set(h);
  });
  return out;
}

}  // namespace ba

void BarbarianAttack::resolve_card(const StdGame& g, StdState& s, int card) const {
  BaSlice& a = ba_of(g, s);
  const int p = s.to_move;
  switch (card) {
    case Knighthood:
    case SwiftKnight:
      // No knight in supply or no free path: no effect (ruling 14).
      if (a.seats[p].knights_left && ba::free_paths(a, card == Knighthood ? castle_paths_ : g.topo().land_edges).any()) {
        a.card = uint8_t(card);
        s.phase = BaPhase::PlaceKnight;
        return;
      }
      return resume_turn(s);
    case Treason:
      ba::pay_gold(g, s, p, opt_.ba_gold_treason);
      a.treason_left = 2;
      a.treason_src = {0xFF, 0xFF};
      a.treason_dst = {0xFF, 0xFF};
      return next_treason(g, s);
    default: {  // Capture
      const HexSet occupied = ba::occupied_coast(g, s);
      if (!occupied.any()) {  // nothing to capture: draw another card instead
        ba::refill_pile(a);
        s.phase = BaPhase::Draw;
        return;
      }
      if (occupied.count() > 1) {
        s.phase = BaPhase::CaptureFrom;
        return;
      }
      ba::add_barbarian(g, s, occupied.nth(0), -1);  // a single hex: no choice to ask
      a.seats[p].prisoners += 1;
      return resume_turn(s);
    }
  }
}

// Each of Treason's two moves takes a barbarian from a coastal hex (from the supply where no hex
// is left to take from) to an unconquered coastal hex; sources and destinations all differ.
void BarbarianAttack::next_treason(const StdGame& g, StdState& s) const {
  BaSlice& a = ba_of(g, s);
  if (a.treason_left && ba::treason_targets(g, s).any()) {
    if (ba::treason_sources(g, s).any()) {
      s.phase = BaPhase::TreasonFrom;
      return;
    }
    if (a.supply) {  // no hex left to take from: the supply's
      a.treason_src[size_t(2 - a.treason_left)] = kFromSupply;
      s.phase = BaPhase::TreasonTo;
      return;
    }
  }
  a.treason_left = 0;
  a.treason_src = {0xFF, 0xFF};
  a.treason_dst = {0xFF, 0xFF};
  resume_turn(s);
}

}  // namespace catanlab
