// The Cities & Knights move generator: what the module adds to the base
// game's phases (main, discard, trade offers, pre-roll) and its own phases,
// each in ascending id order.
#include <bit>

#include "core/cities_knights/ck_internal.h"

namespace catanlab {

using namespace ck_ids;
using namespace ck;

namespace {

// Pushed in ascending id order, block by block (ck_rules.h), so no sort is needed.
void push_main(const StdGame& g, const StdState& s, Action o, ActionList& out) {
  const Topology& t = g.topo();
  const int p = s.to_move;
  const BaseSlice& b = s.base;
  const PlayerState& me = b.players[p];
  const CkSlice& c = ck_of(g, s);
  const CkPlayer& mine = c.players[p];
  const CkOptions& opt = ck_opt(g);
  auto push_v = [&](int block, int v) { out.push(o + CitiesKnights::vertex_id(t, block, v)); };
  const bool commodities = (packed(me.hand) >> (8 * kNumResources)) != 0;

  if (commodities || c.crane) {  // Crane makes a first level free
    constexpr int kTrackCommodity[kNumTracks] = {Cloth, Coin, Paper};
    for (int k = 0; k < kNumTracks; ++k)  // the cheap test first: enough of the track's commodity
      if (me.hand[kTrackCommodity[k]] + c.crane > mine.level[k] && can_improve(g, s, p, k)) out.push(o + kImprove + k);
    if (g.opt().domestic_trade && b.offers_made < g.opt().max_offers_per_turn)
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (me.hand[k]) out.push(o + kOfferGive + k - kNumResources);
    // Trade with a commodity on either side; resource for resource is the base game's.
    for (int k = kNumResources; k < kNumCardKinds; ++k) {
      if (!me.hand[k] || me.hand[k] < bank_rate_of(g, s, p, k)) continue;  // every rate is 1 or more
      for (int get = 0; get < kNumCardKinds; ++get)
        if (get != k && b.bank[get]) out.push(o + trade_commodity_id(k, get));
    }
  }
  if (uint64_t tradable = at_least(me.hand, kPackedRates[trade_rates(me)]))
    for (; tradable; tradable &= tradable - 1) {
      const int r = std::countr_zero(tradable) >> 3;
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (b.bank[k]) out.push(o + kTradeForCommodity + r * 3 + k - kNumResources);
    }
  legal_plays_fixed(g, s, o, out);

  if (mine.knights_left[0] && covers(me, opt.knight_cost))
    knight_spots(g, s, p).for_each([&](int v) { push_v(kBuildKnight, v); });
  if (me.vertex_pieces.any()) {
    // One pass sorts the knights by what they may do; each block is then pushed in order.
    const bool pay_promote = covers(me, opt.promote_cost), pay_activate = covers(me, opt.activate_cost);
    VertexSet promote, activate, ready;
    me.vertex_pieces.for_each([&](int v) {
      const uint8_t k = c.knight[v];
      if (pay_promote && can_promote(g, s, v)) promote.set(v);
      if (!(k & knight::kActive)) {
        if (pay_activate) activate.set(v);
      } else if (!(k & knight::kSpent)) {
        ready.set(v);
      }
    });
    promote.for_each([&](int v) { push_v(kPromoteKnight, v); });
    activate.for_each([&](int v) { push_v(kActivateKnight, v); });
    ready.for_each([&](int v) {
      if (can_move(g, s, v)) push_v(kMoveKnight, v);
    });
    if (robber_awake(g, s)) (ready & t.hex_vertices[b.robber]).for_each([&](int v) { push_v(kChaseRobber, v); });
  }
  if (mine.walls < opt.city_walls && me.cities.any() && covers(me, opt.wall_cost))
    (me.cities - c.walls).for_each([&](int v) { push_v(kBuildWall, v); });
  legal_plays_board(g, s, o, out);
}

}  // namespace

namespace {
void push_phase(const StdGame& g, const StdState& s, Action o, ActionList& out);
}  // namespace

void CitiesKnights::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  push_phase(g, s, first_action(), out);
}

namespace {

void push_phase(const StdGame& g, const StdState& s, Action o, ActionList& out) {
  const Topology& t = g.topo();
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  const CkSlice& c = ck_of(g, s);
  auto push_v = [&](int block, int v) { out.push(o + CitiesKnights::vertex_id(t, block, v)); };

  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(Phase::PreRoll):
      return legal_plays_fixed(g, s, o, out);
    case int(Phase::Main):
      return push_main(g, s, o, out);
    case int(Phase::Discard):
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (me.hand[k]) out.push(o + kDiscard + k - kNumResources);
      return;
    case int(Phase::TradeBuild): {  // the commodity half of the offer protocol (base_legal.cpp)
      const Offer& f = s.base.offer;
      const int cap = g.opt().max_offer_cards;
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (f.get[k] == 0 && me.hand[k] > f.give[k] && f.give_total < cap) out.push(o + kOfferGive + k - kNumResources);
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (f.give[k] == 0 && f.get_total < cap) out.push(o + kOfferGet + k - kNumResources);
      return;
    }
    case int(CkPhase::Alchemist):
      for (int x = 0; x < 36; ++x) out.push(o + kAlchemist + x);
      return;
    case int(CkPhase::Pillage):
      (me.cities - metropolis_vertices(g, s)).for_each([&](int v) { push_v(kLoseCity, v); });
      return;
    case int(CkPhase::ChooseDeck):
      for (int k = 0; k < kNumTracks; ++k) out.push(o + kChooseDeck + k);
      return;
    case int(CkPhase::DiscardProgress):
      for (int k = 0; k < ck_opt(g).cards.kinds; ++k)
        if (c.players[p].progress[k]) out.push(o + CitiesKnights::discard_progress_id(g, k));
      return;
    case int(CkPhase::Aqueduct):
      for (int r = 0; r < kNumResources; ++r)
        if (s.base.bank[r]) out.push(o + kAqueduct + r);
      return;
    case int(CkPhase::KnightTarget):
      knight_targets(g, s, c.knight_from).for_each([&](int v) { push_v(kKnightTo, v); });
      return;
    case int(CkPhase::Relocate):
      relocation_targets(g, s, c.knight_from).for_each([&](int v) { push_v(kKnightTo, v); });
      return;
    case int(CkPhase::Metropolis):
      (me.cities - metropolis_vertices(g, s)).for_each([&](int v) { push_v(kPlaceMetropolis, v); });
      return;
    case int(CkPhase::Inventor):
      for (int h = 0; h < t.num_hexes; ++h) {
        const int n = s.layout.number[h];
        if (n && n != 2 && n != 12 && n != 6 && n != 8 && h != c.inventor_hex)
          out.push(o + CitiesKnights::hex_id(t, kInventorSwap, h));
      }
      return;
    case int(CkPhase::Smith):
      out.push(o + kDone);
      me.vertex_pieces.for_each([&](int v) {
        if (can_promote(g, s, v)) push_v(kPromoteKnight, v);
      });
      return;
    case int(CkPhase::GiveCards):
      for (int k = c.give_commodity ? kNumResources : 0; k < kNumCardKinds; ++k)
        if (me.hand[k]) out.push(o + kGive + k);
      return;
    case int(CkPhase::TakeCards):
      for (int k = 0; k < kNumCardKinds; ++k)
        if (s.base.players[c.victim].hand[k]) out.push(o + kTakeCard + k);
      return;
    case int(CkPhase::SpyTake):
      for (int k = 0; k < ck_opt(g).cards.kinds; ++k)
        if (c.players[c.victim].progress[k]) out.push(o + CitiesKnights::spy_take_id(g, k));
      return;
    case int(CkPhase::DeserterRemove):
      me.vertex_pieces.for_each([&](int v) { push_v(kRemoveKnight, v); });
      return;
    case int(CkPhase::DeserterPlace):
      out.push(o + kDone);
      knight_spots(g, s, p).for_each([&](int v) { push_v(kPlaceKnight, v); });
      return;
    default:
      return;
  }
}

}  // namespace

}  // namespace catanlab
