// The Cities & Knights move generator: what the module adds to the base
// game's phases (main, discard, trade offers, pre-roll) and its own phases,
// each in ascending id order.
#include <algorithm>
#include <bit>

#include "core/cities_knights/ck_internal.h"

namespace catanlab {

using namespace ck;

namespace {

// City improvements the seat to move can pay for (Crane makes a first level free).
void push_improvements(const StdGame& g, const StdState& s, const CkBlocks& ids, ActionList& out) {
  constexpr int kTrackCommodity[kNumTracks] = {Cloth, Coin, Paper};
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  const CkSlice& c = ck_of(g, s);
  if (!me.cities.any()) return;  // no city, no improvement
  const CkOptions& opt = ck_opt(g);
  // Below both the metropolis level and the top no metropolis is won (wins_metropolis):
  // then the price is all can_improve asks.
  const int no_metropolis = std::min(opt.metropolis_level, opt.improvement_levels);
  const int crane = c.crane && p == s.turn_player;
  bool ok[kNumTracks];  // found before any push: a push's store may alias what they read
  for (int k = 0; k < kNumTracks; ++k) {
    const int level = c.players[p].level[k];
    ok[k] = me.hand[kTrackCommodity[k]] + crane > level && (level + 1 < no_metropolis || can_improve(g, s, p, k));
  }
  for (int k = 0; k < kNumTracks; ++k)
    if (ok[k]) out.push(ids.improve.id(k));
}

// Knights built, promoted and activated; with `act` (the main phase), also moved or chasing the
// robber; then city walls. Ids are written through a local pointer, which no store of an id can
// alias (a store through out.data could be one to out.size), so the end stays in a register.
void push_knights_walls(const StdGame& g, const StdState& s, const CkBlocks& ids, ActionList& out, bool act) {
  const Topology& t = g.topo();
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  const CkSlice& c = ck_of(g, s);
  const CkOptions& opt = ck_opt(g);
  Action* o = out.data + out.size;
  auto push = [&o](const BlockHandle& block) { return [&o, first = block.first](int v) { *o++ = first + v; }; };
  if (c.players[p].knights_left[0] && covers(me, opt.knight_cost))
    knight_spots(g, s, p).for_each(push(ids.build_knight));
  if (me.vertex_pieces.any()) {
    // The knights' flags are kept as sets (CkSlice's caches): each block is one set operation.
    const VertexSet& knights = me.vertex_pieces;
    if (covers(me, opt.promote_cost)) {
      VertexSet up;  // the strengths that may go up (can_promote, hoisted)
      if (c.players[p].knights_left[1]) up = c.knights_basic;
      if (c.players[p].knights_left[2] && c.players[p].level[PoliticsTrack] >= opt.ability_level) up |= c.knights_strong;
      ((up & knights) - c.knights_promoted).for_each(push(ids.promote_knight));
    }
    if (covers(me, opt.activate_cost)) (knights - c.knights_active).for_each(push(ids.activate_knight));
    const VertexSet ready = act ? (knights & c.knights_active) - c.knights_spent : VertexSet{};
    if (ready.any()) {
      const EdgeSet lines = me.roads | me.path_pieces;
      const VertexSet taken = s.base.occupied | s.base.vertex_pieces;
      ready.for_each([&](int v) {
        if (can_move(g, s, v, lines, taken)) *o++ = ids.move_knight.id(v);
      });
      if (robber_awake(g, s)) (ready & t.hex_vertices[s.base.robber]).for_each(push(ids.chase_robber));
    }
  }
  if (c.players[p].walls < opt.city_walls && me.cities.any() && covers(me, opt.wall_cost))
    (me.cities - c.walls).for_each(push(ids.build_wall));
  out.size = int(o - out.data);
}

// Pushed in ascending id order, block by block (ck_actions.cpp), so no sort is needed.
void push_main(const StdGame& g, const StdState& s, const CkBlocks& ids, ActionList& out) {
  const int p = s.to_move;
  const BaseSlice& b = s.base;
  const PlayerState& me = b.players[p];
  const CkSlice& c = ck_of(g, s);
  const bool commodities = (packed(me.hand) >> (8 * kNumResources)) != 0;
  constexpr uint64_t kCommodityBytes = kHandGuards & ~kByteGuards;  // the top bits of the commodities' bytes
  const uint64_t in_bank = nonzero_bytes(packed(b.bank));          // bit 8k+7: the bank holds kind k

  if (commodities || c.crane) {
    push_improvements(g, s, ids, out);
    // Paired players: the second seat trades with no seat (base_legal.cpp).
    if (g.opt().domestic_trade && !b.paired_part && b.offers_made < g.opt().max_offers_per_turn)
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (me.hand[k]) out.push(ids.offer_give.id(k - kNumResources));
    // Trade with a commodity on either side; resource for resource is the base game's.
    // The commodities held at their rates, found at once (guard bits, as at_least) before any push:
    // no branch per kind on the hand, and a push's store may alias what the rates read.
    const int rate = commodity_rate(g, s, p);
    uint64_t rates = 0;
    for (int k = kNumResources; k < kNumCardKinds; ++k) rates |= uint64_t(fleet_rate(g, s, p, k, rate)) << (8 * k);
    for (uint64_t tradable = ((packed(me.hand) | kHandGuards) - rates) & kCommodityBytes; tradable;
         tradable &= tradable - 1) {
      const int k = std::countr_zero(tradable) >> 3;
      for (uint64_t x = in_bank & ~(0x80ull << (8 * k)); x; x &= x - 1)
        out.push(ids.trade_commodity.id(commodity_trade_index(k, std::countr_zero(x) >> 3)));
    }
  }
  if (uint64_t tradable = at_least(me.hand, kPackedRates[trade_rates(me)]))
    for (; tradable; tradable &= tradable - 1) {
      const int r = std::countr_zero(tradable) >> 3;
      for (uint64_t x = in_bank & kCommodityBytes; x; x &= x - 1)
        out.push(ids.trade_for_commodity.id(for_commodity_index(r, std::countr_zero(x) >> 3)));
    }
  // Without a card to play (about half the lists) the play lists are not called.
  const uint64_t held = c.players[p].progress_total ? held_kinds(c.players[p]) : 0;
  if (held || c.harbor_played) legal_plays_fixed(g, s, ids, held, out);
  push_knights_walls(g, s, ids, out, true);
  if (held) legal_plays_board(g, s, ids, held, out);
}

}  // namespace

namespace {
void push_phase(const StdGame& g, const StdState& s, const CkBlocks& ids, ActionList& out);
}  // namespace

void CitiesKnights::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  push_phase(g, s, blocks_, out);
}

namespace {

void push_phase(const StdGame& g, const StdState& s, const CkBlocks& ids, ActionList& out) {
  const Topology& t = g.topo();
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  const CkSlice& c = ck_of(g, s);
  auto push = [&out](const BlockHandle& block) { return [&out, first = block.first](int v) { out.push(first + v); }; };

  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(Phase::PreRoll):  // Alchemist, the one card played before the roll
      if (c.players[p].progress[Alchemist]) out.push(ids.play.id(Alchemist));
      return;
    case int(Phase::Main):
      return push_main(g, s, ids, out);
    case int(Phase::SpecialBuild):  // 5-6 extension: improvements, knights and walls; no knight acts, no card
      push_improvements(g, s, ids, out);
      return push_knights_walls(g, s, ids, out, false);
    case int(Phase::Discard):
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (me.hand[k]) out.push(ids.discard.id(k - kNumResources));
      return;
    case int(Phase::TradeBuild): {  // the commodity half of the offer protocol (base_legal.cpp)
      const Offer& f = s.base.offer;
      const int cap = g.opt().max_offer_cards;
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (f.get[k] == 0 && me.hand[k] > f.give[k] && f.give_total < cap) out.push(ids.offer_give.id(k - kNumResources));
      for (int k = kNumResources; k < kNumCardKinds; ++k)
        if (f.give[k] == 0 && f.get_total < cap) out.push(ids.offer_get.id(k - kNumResources));
      return;
    }
    case int(CkPhase::Alchemist):
      for (int x = 0; x < 36; ++x) out.push(ids.alchemist.id(x));
      return;
    case int(CkPhase::Pillage):
      (me.cities - metropolis_vertices(g, s)).for_each(push(ids.lose_city));
      return;
    case int(CkPhase::ChooseDeck):
      for (int k = 0; k < kNumTracks; ++k) out.push(ids.choose_deck.id(k));
      return;
    case int(CkPhase::DiscardProgress):
      for (int k = 0; k < ck_opt(g).cards.kinds; ++k)
        if (c.players[p].progress[k]) out.push(ids.discard_progress_id(k));
      return;
    case int(CkPhase::Aqueduct):
      for (int r = 0; r < kNumResources; ++r)
        if (s.base.bank[r]) out.push(ids.aqueduct.id(r));
      return;
    case int(CkPhase::KnightTarget):
      knight_targets(g, s, c.knight_from).for_each(push(ids.knight_to));
      return;
    case int(CkPhase::Relocate):
      relocation_targets(g, s, c.knight_from).for_each(push(ids.knight_to));
      return;
    case int(CkPhase::Metropolis):
      (me.cities - metropolis_vertices(g, s)).for_each(push(ids.place_metropolis));
      return;
    case int(CkPhase::Inventor):
      for (int h = 0; h < t.num_hexes; ++h) {
        const int n = s.layout.number[h];
        if (n && n != 2 && n != 12 && n != 6 && n != 8 && h != c.inventor_hex)
          out.push(ids.inventor_swap.id(h));
      }
      return;
    case int(CkPhase::Smith):
      out.push(ids.done.first);
      me.vertex_pieces.for_each([&](int v) {
        if (can_promote(g, s, v)) out.push(ids.promote_knight.id(v));
      });
      return;
    case int(CkPhase::GiveCards):
      for (int k = c.give_commodity ? kNumResources : 0; k < kNumCardKinds; ++k)
        if (me.hand[k]) out.push(ids.give.id(k));
      return;
    case int(CkPhase::TakeCards):
      for (int k = 0; k < kNumCardKinds; ++k)
        if (s.base.players[c.victim].hand[k]) out.push(ids.take_card.id(k));
      return;
    case int(CkPhase::SpyTake):
      for (int k = 0; k < ck_opt(g).cards.kinds; ++k)
        if (c.players[c.victim].progress[k]) out.push(ids.spy_take_id(k));
      return;
    case int(CkPhase::DeserterRemove):
      me.vertex_pieces.for_each(push(ids.remove_knight));
      return;
    case int(CkPhase::DeserterPlace):
      out.push(ids.done.first);
      knight_spots(g, s, p).for_each(push(ids.place_knight));
      return;
    default:
      return;
  }
}

}  // namespace

}  // namespace catanlab
