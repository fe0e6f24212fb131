// The base module's move generator: bit loops over precomputed masks, pushing
// ids in ascending order.
#include <bit>

#include "core/base/base_rules.h"
#include "core/standard/hand.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"

namespace catanlab {

namespace {

// Could the seat to move play a development card now? The common answer, no, without a call:
// one packed compare of the cards held with those bought this turn (victory points left out,
// as they are never played: a seat holding one would otherwise list its plays every turn).
inline bool may_play_dev(const StdState& s) {
  const PlayerState& me = s.base.players[s.to_move];
  const uint64_t older = ((packed(me.dev) | kByteGuards) - packed(me.dev_new) - 0x0101010101ull) & kByteGuards;
  return !s.base.dev_played && (older & ~(0x80ull << (8 * VictoryPoint)));  // bit 8k+7: dev[k] > dev_new[k]
}

// Writes first + i for every i in `set`, lowest first; returns the new end. Ids go through a
// pointer, not a count: a store of an id may alias a count of the same type, which would then
// live in memory and cost a store and a load per id.
template <int N>
inline Action* write_ids(const Bits<N>& set, Action first, Action* o) {
  set.for_each([&](int i) { *o++ = first + i; });
  return o;
}

// Where may_play_dev: the plays, written from `o`; returns the new end.
Action* write_dev_plays(const StdGame& g, const StdState& s, bool before_roll, const BaseBlocks& k, Action* o) {
  const int p = s.to_move;
  if (dev_playable(s, p, Knight)) *o++ = k.play_knight.first;
  if (before_roll && !g.opt().any_dev_before_roll) return o;
  if (dev_playable(s, p, RoadBuilding) && free_pieces(g, s, p) > 0) *o++ = k.play_road_building.first;
  if (dev_playable(s, p, YearOfPlenty)) *o++ = k.play_year_of_plenty.first;
  if (dev_playable(s, p, Monopoly))
    for (int r = 0; r < kNumResources; ++r) *o++ = k.play_monopoly.id(r);
  return o;
}

// Building from the hand (the main phase's, and a special building phase's), written from `o`;
// returns the new end. A function, not a lambda: the other phases build no closure for it.
Action* write_builds(const StdGame& g, const StdState& s, const BaseBlocks& k, Action* o) {
  const Topology& t = g.topo();
  const BaseSlice& b = s.base;
  const PlayerState& me = b.players[s.to_move];
  const auto& cost = g.opt().costs;
  if (me.settlements_left > 0 && covers(me, cost[BuySettlement])) {
    // At a road's end, or at an end of a module's path piece (a ship).
    const VertexSet reach = me.path_pieces.any() ? me.road_vertices | path_piece_vertices(t, me) : me.road_vertices;
    o = write_ids((reach & t.land_vertices) - b.blocked - b.vertex_pieces, k.build_settlement.first, o);
  }
  if (me.cities_left > 0 && covers(me, cost[BuyCity])) o = write_ids(me.settlements, k.build_city.first, o);
  if (me.roads_left > 0 && covers(me, cost[BuyRoad])) o = write_ids(me.road_frontier, k.build_road.first, o);
  return o;
}

// first + k for every k whose count in `cards` (the five resources) is not zero: one id per
// set bit, not a branch per kind.
Action* write_kinds(const Hand& cards, Action first, Action* o) {
  for (uint64_t x = at_least(cards, 0x0000000101010101ull); x; x &= x - 1) *o++ = first + (std::countr_zero(x) >> 3);
  return o;
}

}  // namespace

bool has_pre_roll_play(const StdGame& g, const StdState& s) {
  if (!may_play_dev(s)) return false;
  Action buf[16];
  return write_dev_plays(g, s, true, base_blocks(g), buf) != buf;
}

void BaseRules::legal_actions(const StdGame& g, const StdState& s, ActionList& caller) const {
  const Topology& t = g.topo();
  const BaseSlice& b = s.base;
  const int p = s.to_move;
  const PlayerState& me = b.players[p];
  const BaseBlocks& k = blocks_;
  Action* const start = caller.data + caller.size;
  Action* o = start;
  const auto& cost = g.opt().costs;
  // Buying from the hand: the main phase's, and a special building phase's.
  auto write_buy_dev = [&] {
    if (covers(me, cost[BuyDevCard]) && packed(b.dev_deck) != 0) *o++ = k.buy_dev.first;
  };

  switch (s.phase) {
    case Phase::SetupSettlement:
      // Knights placed during set-up (Legend of the Conquerors) take their vertex too.
      // C&K: the last placement is a city.
      o = write_ids(t.land_vertices - b.blocked - b.vertex_pieces,
                    setup_city_now(g, s) ? k.build_city.first : k.build_settlement.first, o);
      break;
    case Phase::SetupRoad:
      o = write_ids((t.vertex_edges[b.setup_vertex] & t.land_edges) - b.road_taken - b.closed_roads - all_path_pieces(s),
                    k.build_road.first, o);
      break;
    case Phase::PreRoll:
      *o++ = k.roll.first;
      if (may_play_dev(s)) o = write_dev_plays(g, s, true, k, o);
      break;
    case Phase::Main: {
      *o++ = k.end_turn.first;
      write_buy_dev();
      if (may_play_dev(s)) o = write_dev_plays(g, s, false, k, o);
      if (uint64_t tradable = at_least(me.hand, kPackedRates[trade_rates(me)])) {
        const uint64_t in_bank = at_least(b.bank, 0x0000000101010101ull);
        const Action bank0 = k.trade_bank.first;
        for (; tradable; tradable &= tradable - 1) {
          const int r = std::countr_zero(tradable) >> 3;
          for (uint64_t x = in_bank & ~(0x80ull << (8 * r)); x; x &= x - 1)
            *o++ = bank0 + bank_trade_index(r, std::countr_zero(x) >> 3);
        }
      }
      if (g.opt().domestic_trade && !b.paired_part && b.offers_made < g.opt().max_offers_per_turn)
        for (int r = 0; r < kNumResources; ++r)
          if (me.hand[r] > 0) *o++ = k.offer_give.id(r);
      o = write_builds(g, s, k, o);
      break;
    }
    case Phase::SpecialBuild:  // 5-6 extension: build and buy from the hand; no trade, no card played
      write_buy_dev();
      o = write_builds(g, s, k, o);
      *o++ = k.end_special_build.first;
      break;
    case Phase::Discard:
      o = write_kinds(me.hand, k.discard.first, o);
      break;
    case Phase::MoveRobber:
      o = write_ids(t.land.without(b.robber), k.move_robber.first, o);
      break;
    case Phase::ChooseVictim: {
      uint8_t victims = robbable(g, s);
      for (int q = 0; q < s.num_players; ++q)
        if ((victims >> q) & 1) *o++ = k.steal_from.id(q);
      break;
    }
    case Phase::RoadBuilding:  // a module's path pieces (ships) may be what is left to place
      if (me.roads_left > 0) o = write_ids(me.road_frontier, k.build_road.first, o);
      break;
    case Phase::YearOfPlenty:
      o = write_kinds(b.bank, k.take.first, o);
      break;
    case Phase::TradeBuild: {
      const Offer& f = b.offer;
      const int cap = g.opt().max_offer_cards;
      for (int r = 0; r < kNumResources; ++r)
        if (f.get[r] == 0 && me.hand[r] > f.give[r] && f.give_total < cap) *o++ = k.offer_give.id(r);
      for (int r = 0; r < kNumResources; ++r)
        if (f.give[r] == 0 && f.get_total < cap) *o++ = k.offer_get.id(r);
      if (f.give_total > 0 && f.get_total > 0) *o++ = k.offer_submit.first;
      *o++ = k.trade_withdraw.first;
      break;
    }
    case Phase::TradeRespond:
      if (may_accept(g, s, p)) *o++ = k.trade_accept.first;
      *o++ = k.trade_decline.first;
      break;
    case Phase::TradeChoose:
      for (int q = 0; q < s.num_players; ++q)
        if ((b.offer.accepted >> q) & 1) *o++ = k.trade_with.id(q);
      *o++ = k.trade_withdraw.first;
      break;
    default:
      break;
  }
  caller.size += int(o - start);
}

}  // namespace catanlab
