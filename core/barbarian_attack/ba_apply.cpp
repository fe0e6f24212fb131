// Barbarian Attack's transitions: its decisions and chance outcomes, by block.
#include <bit>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/turn.h"
#include "core/common/chance.h"
#include "core/standard/hand.h"

namespace catanlab {

using namespace ba_ids;

void BarbarianAttack::apply(const StdGame& g, StdState& s, Action x) const {
  BaSlice& a = ba_of(g, s);
  BaseSlice& b = s.base;
  const int p = s.to_move;
  const int i = space_->index_of(x);
  switch (block_of(x)) {
    case kBuyCard:
      pay_cost(b, p, g.opt().costs[BuyDevCard]);
      ba::refill_pile(a);
      s.phase = BaPhase::Draw;
      return;
    case kGoldBuy:
      a.gold[p] = uint16_t(a.gold[p] - opt_.ba_gold_price);
      bank_pays(b, p, i, 1);
      a.gold_bought = 1;
      return;
    case kKnightFrom:
      a.from = uint8_t(i);
      s.phase = BaPhase::KnightTo;
      return;
    case kKnightTo:
      // Beyond ba_steps the move costs a grain (§5.4).
      if (!destinations(a, a.from, opt_.ba_steps).test(i)) pay_bank(b, p, Grain, 1);
      a.knights[p].reset(a.from);
      a.knights[p].set(i);
      a.castle_new.reset(a.from);
      a.moved.set(i);
      a.knights_moving = 1;
      a.from = kNoEdge;
      s.phase = Phase::Main;
      return;
    case kPlaceKnight:
      a.knights[p].set(i);
      a.knights_left[p] -= 1;
      if (castle_paths_.test(i)) a.castle_new.set(i);
      a.card = 0xFF;
      return resume_turn(s);
    case kTreasonFrom:
      a.treason_src[size_t(2 - a.treason_left)] = uint8_t(i);
      s.phase = BaPhase::TreasonTo;
      return;
    case kTreasonTo: {
      const size_t k = size_t(2 - a.treason_left);
      if (a.treason_src[k] == kFromSupply) a.supply -= 1;
      else ba::add_barbarian(g, s, a.treason_src[k], -1);
      ba::add_barbarian(g, s, i, +1);
      a.treason_dst[k] = uint8_t(i);
      a.treason_left -= 1;
      return next_treason(g, s);
    }
    case kCapture:
      ba::add_barbarian(g, s, i, -1);
      a.prisoners[p] += 1;
      return resume_turn(s);
    case kOfferGiveGold:
    case kOfferGetGold: {
      const bool give = block_of(x) == kOfferGiveGold;
      Offer& f = extend_offer(g, s);  // from the main phase: a new offer (on_trade cleared the gold)
      (give ? a.offer_gold_give : a.offer_gold_get) += 1;
      (give ? f.give_total : f.get_total) += 1;
      return;
    }
    case kNumBlocks + int(kLand):
      return ba::land(g, s, coastal_hex(s, ba::kLandNumbers[i]), i);
    case kNumBlocks + int(kDraw):
      a.pile[size_t(i)] -= 1;
      a.discards[size_t(i)] += 1;  // resolved at once, then discarded (§5.6)
      return resolve_card(g, s, i);
    case kNumBlocks + int(kPrisoners):
      return ba::give_prisoners(g, s, uint8_t(i));
    case kNumBlocks + int(kDiceOff):
      return ba::give_leftover(g, s, i);
    case kNumBlocks + int(kColour):
      ba::lose_knights(g, s, i);
      a.check += 1;
      if (!run_check(g, s)) finish_turn_end(g, s, *this);
      return;
    default:
      return;
  }
}

// Domestic trade: a new offer clears its gold; a trade carried out moves it.
void BarbarianAttack::on_trade(const StdGame& g, StdState& s, int partner) const {
  BaSlice& a = ba_of(g, s);
  if (partner < 0) {
    a.offer_gold_give = a.offer_gold_get = 0;
    return;
  }
  const int p = s.turn_player;
  a.gold[p] = uint16_t(a.gold[p] - a.offer_gold_give + a.offer_gold_get);
  a.gold[partner] = uint16_t(a.gold[partner] + a.offer_gold_give - a.offer_gold_get);
}

bool BarbarianAttack::holds_asked(const StdGame& g, const StdState& s, int seat) const {
  return ba_of(g, s).gold[seat] >= ba_of(g, s).offer_gold_get;
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
