// The Cities & Knights module's transitions: set-up, the engine hooks, chance
// outcomes, and the decisions of improvements, walls, knights, trade and the
// roll's interludes. Progress-card plays are in ck_progress.cpp.
#include "core/standard/module_registry.h"
#include "core/cities_knights/ck_internal.h"

namespace catanlab {

using namespace ck_ids;
using namespace ck;

void CitiesKnights::setup(const StdGame& g, StdState& s) const {
  const CkOptions& o = ck_opt(g);
  CkSlice& c = ck_of(g, s);
  c = CkSlice{};
  for (int k = kNumResources; k < kNumCardKinds; ++k) s.base.bank[k] = uint8_t(o.bank_per_commodity);
  for (int q = 0; q < s.num_players; ++q) c.players[q].knights_left.fill(uint8_t(o.knights_per_level));
  c.deck = o.cards.count;
  c.defenders_left = uint8_t(o.defender_cards);
}

int CitiesKnights::extra_vp(const StdGame& g, const StdState& s, int p) const {
  const CkPlayer& c = ck_of(g, s).players[p];
  int vp = c.defender + c.progress_vp + (ck_of(g, s).merchant_owner == p);
  for (uint8_t v : ck_of(g, s).metropolis)
    if (v != kNoVertex && s.base.players[p].cities.test(v)) vp += 2;  // a metropolis is a city + 2
  return vp;
}

void CitiesKnights::on_turn_start(const StdGame& g, StdState& s) const {
  // Alchemist is the one card played before the roll.
  if (ck_of(g, s).players[s.turn_player].progress[Alchemist]) s.phase = Phase::PreRoll;
}

bool CitiesKnights::on_turn_end(const StdGame& g, StdState& s) const {
  CkSlice& c = ck_of(g, s);
  s.base.vertex_pieces.for_each([&](int v) { c.knight[v] &= uint8_t(~(knight::kSpent | knight::kPromoted)); });
  c.crane = c.fleet = c.harbor_played = c.harbor_done = 0;
  refresh_trade_bonus(g, s, s.turn_player);
  return false;
}

void CitiesKnights::apply(const StdGame& g, StdState& s, Action id) const {
  const Topology& t = g.topo();
  BaseSlice& b = s.base;
  CkSlice& c = ck_of(g, s);
  const int p = s.to_move;

  if (id >= first_chance()) {
    const int x = id - first_chance();
    if (x < kEventOutcome) {
      const int dice = (x - kRollOutcome) / 4;
      return resolve_roll(g, s, dice / 6 + 1, dice % 6 + 1, x % 4);
    }
    if (x < kDrawOutcome) return resolve_roll(g, s, c.yellow, c.red, x - kEventOutcome);
    if (x < kStealOutcome || x >= kNumChance) {  // draw_progress: C&K's kinds, then the added ones
      const int k = x < kStealOutcome ? x - kDrawOutcome : kNumCkProgressKinds + x - kNumChance;
      c.deck[k] -= 1;
      c.draws &= uint8_t(~(1u << p));
      if (gain_progress(g, s, p, k)) {
        s.phase = CkPhase::DiscardProgress;
        return;
      }
      return continue_roll(g, s);
    }
    steal_card(b, s.turn_player, b.victim, x - kStealOutcome);
    b.victim = kNobody;
    if (c.steal_queue) {  // Bishop: the next victim
      for (int i = 1; i < s.num_players; ++i) {
        const int q = seat_after(s, s.turn_player, i);
        if ((c.steal_queue >> q) & 1) {
          c.steal_queue &= uint8_t(~(1u << q));
          b.victim = uint8_t(q);
          return;
        }
      }
    }
    return resume_turn(s);
  }

  const int a = id - first_action();
  if (a >= added_kinds_id(t)) {  // an added kind's discard_progress or spy_take
    const int n = added_kinds(g), k = kNumCkProgressKinds + (a - added_kinds_id(t)) % n;
    return (a - added_kinds_id(t)) / n == kDiscardAdded ? discard_progress(g, s, k) : spy_take(g, s, k);
  }
  if (is_play(g, a)) return play(g, s, a);
  if (a >= kFixed) {
    const int block = (a - kFixed) / t.num_vertices, v = (a - kFixed) % t.num_vertices;
    switch (block) {
      case kBuildKnight:
        pay_cost(b, p, ck_opt(g).knight_cost);
        c.players[p].knights_left[0] -= 1;
        return put_knight(g, s, v, knight::make(p, 1));
      case kPromoteKnight: {
        raise_knight(g, s, v);
        if (s.phase == CkPhase::Smith) {  // free; up to two
          c.smith_left -= 1;
          bool more = false;
          b.players[p].vertex_pieces.for_each([&](int w) { more |= can_promote(g, s, w); });
          if (c.smith_left == 0 || !more) resume_turn(s);
        } else {
          pay_cost(b, p, ck_opt(g).promote_cost);
        }
        return g.notify_build(s, CkPiece::KnightPromoted, v, p);
      }
      case kActivateKnight:
        pay_cost(b, p, ck_opt(g).activate_cost);
        c.knight[v] |= knight::kActive | knight::kSpent;  // activated this turn: may not act (§9.3)
        return g.notify_build(s, CkPiece::KnightActivated, v, p);
      case kMoveKnight:
        c.knight_from = uint8_t(v);
        s.phase = CkPhase::KnightTarget;
        return;
      case kKnightTo: {
        if (s.phase == CkPhase::Relocate) {
          put_knight(g, s, v, c.displaced);
          c.displaced = 0;
          c.knight_from = kNoVertex;
          return resume_turn(s);
        }
        const uint8_t mover = uint8_t((take_knight(g, s, c.knight_from) & ~knight::kActive) | knight::kSpent);
        c.knight_from = kNoVertex;
        const bool displacing = b.vertex_pieces.test(v);
        if (displacing) c.displaced = take_knight(g, s, v);
        put_knight(g, s, v, mover);
        if (displacing) return relocate_or_return(g, s, v);
        s.phase = Phase::Main;
        return;
      }
      case kChaseRobber:
        c.knight[v] = uint8_t((c.knight[v] & ~knight::kActive) | knight::kSpent);
        b.robber_alone = 1;  // the robber alone: no other piece a 7 may move (Seafarers' pirate)
        s.phase = Phase::MoveRobber;  // the base robber: move, then steal
        return;
      case kBuildWall:
        pay_cost(b, p, ck_opt(g).wall_cost);
        return add_wall(g, s, p, v);
      case kPlaceMetropolis:
        return place_metropolis(g, s, c.metropolis_track, v);
      case kLoseCity:
        lose_city(g, s, p, v);
        c.pillage &= uint8_t(~(1u << p));
        return continue_roll(g, s);
    }
    return;
  }
  if (a < kDiscard) {
    improve(g, s, p, a - kImprove);
    return;
  }
  if (a < kOfferGive) {  // a 7's discard, or Saboteur's, of a commodity
    pay_bank(b, p, a - kDiscard + kNumResources, 1);
    b.players[p].discard_left -= 1;
    return next_discarder(g, s);
  }
  if (a < kOfferGet) return add_to_offer(g, s, a - kOfferGive + kNumResources, true);
  if (a < kTradeCommodity) return add_to_offer(g, s, a - kOfferGet + kNumResources, false);
  if (a < kAlchemist) {  // trade_bank with a commodity on either side
    int give, get;
    if (a < kTradeForCommodity) {
      give = (a - kTradeCommodity) / 7 + kNumResources;
      const int j = (a - kTradeCommodity) % 7;
      get = j < give ? j : j + 1;
    } else {
      give = (a - kTradeForCommodity) / 3;
      get = (a - kTradeForCommodity) % 3 + kNumResources;
    }
    pay_bank(b, p, give, bank_rate_of(g, s, p, give));
    bank_pays(b, p, get, 1);
    return;
  }
  if (a >= kAqueduct && a < kChooseDeck) {
    bank_pays(b, p, a - kAqueduct, 1);
    c.aqueduct &= uint8_t(~(1u << p));
    return continue_roll(g, s);
  }
  if (a >= kChooseDeck && a < kDiscardProgress) {  // a tied defender's reward: draw from this deck
    c.rewards &= uint8_t(~(1u << p));
    c.draws |= uint8_t(1u << p);
    c.draw_track[p] = uint8_t(a - kChooseDeck);
    return continue_roll(g, s);
  }
  if (a >= kDiscardProgress && a < kPlay) return discard_progress(g, s, a - kDiscardProgress);
}

void register_cities_knights() {
  register_module("cities_knights", []() -> std::unique_ptr<Module> { return std::make_unique<CitiesKnights>(); });
}

}  // namespace catanlab
