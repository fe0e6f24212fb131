// The base module's move generator: bit loops over precomputed masks, pushing
// ids in ascending order.
#include <bit>

#include "core/base/base_rules.h"
#include "core/standard/hand.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"

namespace catanlab {

namespace {

// Could the seat to move play a development card now? The common answer, no, without a call.
inline bool may_play_dev(const StdState& s) {
  const PlayerState& me = s.base.players[s.to_move];
  return !s.base.dev_played && me.dev != me.dev_new;
}

// Where may_play_dev: the plays. Takes and returns the list by value, so that the caller's stays
// in registers.
ActionList push_dev_plays(const StdGame& g, const StdState& s, bool before_roll, const BaseBlocks& k, ActionList out) {
  const int p = s.to_move;
  if (dev_playable(s, p, Knight)) out.push(k.play_knight.first);
  if (before_roll && !g.opt().any_dev_before_roll) return out;
  if (dev_playable(s, p, RoadBuilding) && free_pieces(g, s, p) > 0) out.push(k.play_road_building.first);
  if (dev_playable(s, p, YearOfPlenty)) out.push(k.play_year_of_plenty.first);
  if (dev_playable(s, p, Monopoly))
    for (int r = 0; r < kNumResources; ++r) out.push(k.play_monopoly.id(r));
  return out;
}

}  // namespace

bool has_pre_roll_play(const StdGame& g, const StdState& s) {
  if (!may_play_dev(s)) return false;
  Action buf[16];
  return push_dev_plays(g, s, true, base_blocks(g), ActionList{buf}).size > 0;
}

void BaseRules::legal_actions(const StdGame& g, const StdState& s, ActionList& caller) const {
  const Topology& t = g.topo();
  const BaseSlice& b = s.base;
  const int p = s.to_move;
  const PlayerState& me = b.players[p];
  const BaseBlocks& k = blocks_;
  // A local list and local id bases stay in registers: a push through the
  // caller's list could, for all the compiler knows, write its count or the board's sizes.
  ActionList out{caller.data + caller.size};
  const Action settlement0 = k.build_settlement.first, city0 = k.build_city.first, road0 = k.build_road.first;
  const Action robber0 = k.move_robber.first;
  auto push_roads = [&](const EdgeSet& edges) { edges.for_each([&](int e) { out.push(road0 + e); }); };
  const auto& cost = g.opt().costs;
  // Building and buying from the hand: the main phase's, and all of a special building phase.
  auto push_buy_dev = [&] {
    if (covers(me, cost[BuyDevCard]) && packed(b.dev_deck) != 0) out.push(k.buy_dev.first);
  };
  auto push_builds = [&] {
    if (me.settlements_left > 0 && covers(me, cost[BuySettlement])) {
      // At a road's end, or at an end of a module's path piece (a ship).
      const VertexSet reach = me.path_pieces.any() ? me.road_vertices | path_piece_vertices(t, me) : me.road_vertices;
      ((reach & t.land_vertices) - b.blocked - b.vertex_pieces).for_each([&](int v) { out.push(settlement0 + v); });
    }
    if (me.cities_left > 0 && covers(me, cost[BuyCity]))
      me.settlements.for_each([&](int v) { out.push(city0 + v); });
    if (me.roads_left > 0 && covers(me, cost[BuyRoad])) push_roads(me.road_frontier);
  };

  switch (s.phase) {
    case Phase::SetupSettlement:
      // Knights placed during set-up (Legend of the Conquerors) take their vertex too.
      if (setup_city_now(g, s))  // C&K: the last placement is a city
        (t.land_vertices - b.blocked - b.vertex_pieces).for_each([&](int v) { out.push(city0 + v); });
      else
        (t.land_vertices - b.blocked - b.vertex_pieces).for_each([&](int v) { out.push(settlement0 + v); });
      break;
    case Phase::SetupRoad:
      push_roads((t.vertex_edges[b.setup_vertex] & t.land_edges) - b.road_taken - b.closed_roads - all_path_pieces(s));
      break;
    case Phase::PreRoll:
      out.push(k.roll.first);
      if (may_play_dev(s)) out = push_dev_plays(g, s, true, k, out);
      break;
    case Phase::Main: {
      out.push(k.end_turn.first);
      push_buy_dev();
      if (may_play_dev(s)) out = push_dev_plays(g, s, false, k, out);
      if (uint64_t tradable = at_least(me.hand, kPackedRates[trade_rates(me)])) {
        const uint64_t in_bank = at_least(b.bank, 0x0000000101010101ull);
        const Action bank0 = k.trade_bank.first;
        for (; tradable; tradable &= tradable - 1) {
          const int r = std::countr_zero(tradable) >> 3;
          for (uint64_t x = in_bank & ~(0x80ull << (8 * r)); x; x &= x - 1)
            out.push(bank0 + bank_trade_index(r, std::countr_zero(x) >> 3));
        }
      }
      if (g.opt().domestic_trade && !b.paired_part && b.offers_made < g.opt().max_offers_per_turn)
        for (int r = 0; r < kNumResources; ++r)
          if (me.hand[r] > 0) out.push(k.offer_give.id(r));
      push_builds();
      break;
    }
    case Phase::SpecialBuild:  // 5-6 extension: build and buy from the hand; no trade, no card played
      push_buy_dev();
      push_builds();
      out.push(k.end_special_build.first);
      break;
    case Phase::Discard:
      for (int r = 0; r < kNumResources; ++r)
        if (me.hand[r] > 0) out.push(k.discard.id(r));
      break;
    case Phase::MoveRobber: {
      HexSet target = t.land;
      target.reset(b.robber);
      target.for_each([&](int h) { out.push(robber0 + h); });
      break;
    }
    case Phase::ChooseVictim: {
      uint8_t victims = robbable(g, s);
      for (int q = 0; q < s.num_players; ++q)
        if ((victims >> q) & 1) out.push(k.steal_from.id(q));
      break;
    }
    case Phase::RoadBuilding:  // a module's path pieces (ships) may be what is left to place
      if (me.roads_left > 0) push_roads(me.road_frontier);
      break;
    case Phase::YearOfPlenty:
      for (int r = 0; r < kNumResources; ++r)
        if (b.bank[r] > 0) out.push(k.take.id(r));
      break;
    case Phase::TradeBuild: {
      const Offer& f = b.offer;
      const int cap = g.opt().max_offer_cards;
      for (int r = 0; r < kNumResources; ++r)
        if (f.get[r] == 0 && me.hand[r] > f.give[r] && f.give_total < cap) out.push(k.offer_give.id(r));
      for (int r = 0; r < kNumResources; ++r)
        if (f.give[r] == 0 && f.get_total < cap) out.push(k.offer_get.id(r));
      if (f.give_total > 0 && f.get_total > 0) out.push(k.offer_submit.first);
      out.push(k.trade_withdraw.first);
      break;
    }
    case Phase::TradeRespond:
      if (may_accept(g, s, p)) out.push(k.trade_accept.first);
      out.push(k.trade_decline.first);
      break;
    case Phase::TradeChoose:
      for (int q = 0; q < s.num_players; ++q)
        if ((b.offer.accepted >> q) & 1) out.push(k.trade_with.id(q));
      out.push(k.trade_withdraw.first);
      break;
    default:
      break;
  }
  caller.size += out.size;
}

}  // namespace catanlab
