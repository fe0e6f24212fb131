// Barbarian Attack's decisions and the base game's ids its rules forbid.
#include <algorithm>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/base_rules.h"
#include "core/standard/hand.h"

namespace catanlab {

using namespace ba_ids;

namespace {

// The farthest the seat's knight may go now: ba_grain_steps with a grain to pay, else ba_steps.
int reach(const BaOptions& o, const PlayerState& p) { return p.hand[Grain] ? o.ba_grain_steps : o.ba_steps; }

}  // namespace

void BarbarianAttack::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  const BaSlice& a = ba_of(g, s);
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  auto push_edges = [&](Block b, const EdgeSet& edges) { edges.for_each([&](int e) { out.push(id(b, e)); }); };
  auto push_hexes = [&](Block b, const HexSet& hexes) { hexes.for_each([&](int h) { out.push(id(b, h)); }); };
  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(Phase::Main):
      if (!a.knights_moving) {
        if (covers(me, g.opt().costs[BuyDevCard]) && ba::deck_size(a)) out.push(id(kBuyCard));
        if (!a.gold_bought && a.seats[p].gold >= opt_.ba_gold_price)
          for (int r = 0; r < kNumResources; ++r)
            if (s.base.bank[r]) out.push(id(kGoldBuy, r));
      }
      if (const EdgeSet mine = a.seats[p].knights - a.moved; mine.any()) {
        const EdgeSet taken = ba::all_knights(a) | castle_paths_;
        const auto& within = within_[size_t(reach(opt_, me))];
        mine.for_each([&](int e) {
          if ((within[size_t(e)] - taken).any()) out.push(id(kKnightFrom, e));
        });
      }
      // Gold may open a domestic offer as a card does (ours, §5.7); its ids follow the knights'.
      if (!a.knights_moving && a.seats[p].gold && g.opt().domestic_trade && s.base.offers_made < g.opt().max_offers_per_turn)
        out.push(id(kOfferGiveGold));
      break;
    case int(Phase::TradeBuild): {  // gold on the offer: the base game's card rules (cap, no kind on both sides)
      const Offer& f = s.base.offer;
      const int cap = g.opt().max_offer_cards;
      if (a.offer_gold_get == 0 && a.seats[p].gold > a.offer_gold_give && f.give_total < cap) out.push(id(kOfferGiveGold));
      if (a.offer_gold_give == 0 && f.get_total < cap) out.push(id(kOfferGetGold));
      break;
    }
    case int(BaPhase::KnightTo):
      push_edges(kKnightTo, destinations(a, a.from, reach(opt_, me)));
      break;
    case int(BaPhase::PlaceKnight):
      push_edges(kPlaceKnight, ba::free_paths(a, a.card == Knighthood ? castle_paths_ : g.topo().land_edges));
      break;
    case int(BaPhase::TreasonFrom):
      push_hexes(kTreasonFrom, ba::treason_sources(g, s));
      break;
    case int(BaPhase::TreasonTo):
      push_hexes(kTreasonTo, ba::treason_targets(g, s));
      break;
    case int(BaPhase::CaptureFrom):
      push_hexes(kCapture, ba::occupied_coast(g, s));
      break;
    default:
      break;
  }
}

// No settlement on a conquered hex's corners, no city on a conquered settlement (§5.2, ruling
// 16); once a knight moved, no more trading or building (ruling 12); the turn does not end
// while a knight placed on the castle this turn can leave (§5.4).
void BarbarianAttack::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  const BaSlice& a = ba_of(g, s);
  const bool main = s.phase == Phase::Main;
  Action* begin = list.data;
  Action* end = list.data + list.size;
  const Action end_turn = base_blocks(g).end_turn.first;
  if (main && a.knights_moving) {  // only the turn's end and the module's moves
    Action* mine = std::lower_bound(begin, end, id(kBuyCard));
    end = std::copy(mine, end, begin + (list.size && begin[0] == end_turn ? 1 : 0));
  }
  if (main && list.size && begin[0] == end_turn) {
    const PlayerState& me = s.base.players[s.to_move];
    bool hold_end = false;
    (a.castle_new & a.seats[s.to_move].knights).for_each([&](int e) {
      hold_end = hold_end || destinations(a, e, reach(opt_, me)).any();
    });
    if (hold_end) end = std::copy(begin + 1, end, begin);
  }
  if (s.base.barren.any()) {
    const Topology& t = g.topo();
    const BlockHandle &settlement = base_blocks(g).build_settlement, &city = base_blocks(g).build_city;
    VertexSet no_settlement;
    s.base.barren.for_each([&](int h) { no_settlement |= t.hex_vertices[h]; });
    Action* kept = begin;
    for (Action* x = begin; x != end; ++x) {
      if (settlement.contains(*x) && no_settlement.test(settlement.index_of(*x))) continue;
      if (city.contains(*x) && s.base.dormant.test(city.index_of(*x))) continue;
      *kept++ = *x;
    }
    end = kept;
  }
  list.size = int(end - begin);
}

}  // namespace catanlab
