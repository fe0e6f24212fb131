// Barbarian Attack's transitions: the handlers of its decisions and chance outcomes, by block.
#include <bit>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/turn.h"
#include "core/common/chance.h"
#include "core/standard/hand.h"

namespace catanlab {

using namespace ba_ids;

namespace {
const BarbarianAttack& ba_module(const Module& self) { return static_cast<const BarbarianAttack&>(self); }

// A gold card more on the offer, given or asked; from the main phase a new offer (on_trade cleared the gold).
void offer_gold(const StdGame& g, StdState& s, bool give) {
  BaSlice& a = ba_of(g, s);
  Offer& f = extend_offer(g, s);
  (give ? a.offer_gold_give : a.offer_gold_get) += 1;
  (give ? f.give_total : f.get_total) += 1;
}
}  // namespace

void BarbarianAttack::apply_buy_card(const Module&, const StdGame& g, StdState& s, int) {
  pay_cost(s.base, s.to_move, g.opt().costs[BuyDevCard]);
  ba::refill_pile(ba_of(g, s));
  s.phase = BaPhase::Draw;
}

void BarbarianAttack::apply_gold_buy(const Module& self, const StdGame& g, StdState& s, int r) {
  BaSlice& a = ba_of(g, s);
  const int p = s.to_move;
  a.seats[p].gold = uint16_t(a.seats[p].gold - ba_module(self).opt_.ba_gold_price);
  bank_pays(s.base, p, r, 1);
  a.gold_bought = 1;
}

void BarbarianAttack::apply_knight_from(const Module&, const StdGame& g, StdState& s, int e) {
  ba_of(g, s).from = uint8_t(e);
  s.phase = BaPhase::KnightTo;
}

void BarbarianAttack::apply_knight_to(const Module& self, const StdGame& g, StdState& s, int e) {
  BaSlice& a = ba_of(g, s);
  const int p = s.to_move;
  const BarbarianAttack& m = ba_module(self);
  // Beyond ba_steps the move costs a grain (§5.4).
  if (!m.destinations(a, a.from, m.opt_.ba_steps).test(e)) pay_bank(s.base, p, Grain, 1);
  a.seats[p].knights.reset(a.from);
  a.seats[p].knights.set(e);
  a.castle_new.reset(a.from);
  a.moved.set(e);
  a.knights_moving = 1;
  a.from = kNoEdge;
  s.phase = Phase::Main;
}

void BarbarianAttack::apply_place_knight(const Module& self, const StdGame& g, StdState& s, int e) {
  BaSlice& a = ba_of(g, s);
  const int p = s.to_move;
  a.seats[p].knights.set(e);
  a.seats[p].knights_left -= 1;
  if (ba_module(self).castle_paths_.test(e)) a.castle_new.set(e);
  a.card = 0xFF;
  resume_turn(s);
}

void BarbarianAttack::apply_treason_from(const Module&, const StdGame& g, StdState& s, int h) {
  BaSlice& a = ba_of(g, s);
  a.treason_src[size_t(2 - a.treason_left)] = uint8_t(h);
  s.phase = BaPhase::TreasonTo;
}

void BarbarianAttack::apply_treason_to(const Module& self, const StdGame& g, StdState& s, int h) {
  BaSlice& a = ba_of(g, s);
  const size_t k = size_t(2 - a.treason_left);
  if (a.treason_src[k] == kFromSupply) a.supply -= 1;
  else ba::add_barbarian(g, s, a.treason_src[k], -1);
  ba::add_barbarian(g, s, h, +1);
  a.treason_dst[k] = uint8_t(h);
  a.treason_left -= 1;
  ba_module(self).next_treason(g, s);
}

void BarbarianAttack::apply_capture(const Module&, const StdGame& g, StdState& s, int h) {
  ba::add_barbarian(g, s, h, -1);
  ba_of(g, s).seats[s.to_move].prisoners += 1;
  resume_turn(s);
}

void BarbarianAttack::apply_offer_give_gold(const Module&, const StdGame& g, StdState& s, int) { offer_gold(g, s, true); }
void BarbarianAttack::apply_offer_get_gold(const Module&, const StdGame& g, StdState& s, int) { offer_gold(g, s, false); }

void BarbarianAttack::apply_land(const Module& self, const StdGame& g, StdState& s, int index) {
  ba::land(g, s, ba_module(self).coastal_hex(s, ba::kLandNumbers[index]), index);
}

void BarbarianAttack::apply_draw(const Module& self, const StdGame& g, StdState& s, int card) {
  BaSlice& a = ba_of(g, s);
  a.pile[size_t(card)] -= 1;
  a.discards[size_t(card)] += 1;  // resolved at once, then discarded (§5.6)
  ba_module(self).resolve_card(g, s, card);
}

void BarbarianAttack::apply_prisoners(const Module&, const StdGame& g, StdState& s, int mask) {
  ba::give_prisoners(g, s, uint8_t(mask));
}

void BarbarianAttack::apply_dice_off(const Module&, const StdGame& g, StdState& s, int seat) { ba::give_leftover(g, s, seat); }

void BarbarianAttack::apply_colour(const Module& self, const StdGame& g, StdState& s, int colour) {
  ba::lose_knights(g, s, colour);
  ba_of(g, s).check += 1;
  if (!ba_module(self).run_check(g, s)) finish_turn_end(g, s, self);
}

// Domestic trade: a new offer clears its gold; a trade carried out moves it.
void BarbarianAttack::on_trade(const StdGame& g, StdState& s, int partner) const {
  BaSlice& a = ba_of(g, s);
  if (partner < 0) {
    a.offer_gold_give = a.offer_gold_get = 0;
    return;
  }
  const int p = s.turn_player;
  a.seats[p].gold = uint16_t(a.seats[p].gold - a.offer_gold_give + a.offer_gold_get);
  a.seats[partner].gold = uint16_t(a.seats[partner].gold + a.offer_gold_give - a.offer_gold_get);
}

bool BarbarianAttack::holds_asked(const StdGame& g, const StdState& s, int seat) const {
  return ba_of(g, s).seats[seat].gold >= ba_of(g, s).offer_gold_get;
}

int BarbarianAttack::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  const BaSlice& a = ba_of(g, s);
  int n = 0;
  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(BaPhase::Land):
      return ba::land_outcomes(a, id(kLand), out);
    case int(BaPhase::Draw): {
      int total = 0;
      for (uint8_t c : a.pile) total += c;
      for (int k = 0; k < kNumBaCards; ++k)
        if (a.pile[k]) out[n++] = {id(kDraw, k), double(a.pile[k]) / total};
      return n;
    }
    case int(BaPhase::Colour):
      for (int c = 0; c < 3; ++c) out[n++] = {id(kColour, c), 1.0 / 3};
      return n;
    case int(BaPhase::Prisoners): {
      // A uniform subset of the contenders, as many as the prisoners.
      for (int mask = 1; mask < (1 << kMaxPlayers); ++mask)
        if ((mask & ~a.contenders) == 0 && std::popcount(unsigned(mask)) == a.pending) out[n++] = {id(kPrisoners, mask), 0};
      for (int k = 0; k < n; ++k) out[k].probability = 1.0 / n;
      return n;
    }
    case int(BaPhase::DiceOff):
      for (int q = 0; q < kMaxPlayers; ++q)
        if (a.contenders >> q & 1) out[n++] = {id(kDiceOff, q), 1.0 / std::popcount(unsigned(a.contenders))};
      return n;
    default:
      return 0;
  }
}

Action BarbarianAttack::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  if (s.phase == BaPhase::Land) return ba::sample_land(ba_of(g, s), id(kLand), rng);
  ChanceOutcome out[1 << kMaxPlayers];
  const int n = chance_outcomes(g, s, out);
  return n == 0 ? -1 : draw_outcome(out, n, rng);
}

}  // namespace catanlab
