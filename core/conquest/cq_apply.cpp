// Applying a decision: set-up, building, units, trade, cards and the turn's
// end, each block by its own few lines; chance outcomes are cq_chance.cpp's.
#include <algorithm>
#include <bit>

#include "core/conquest/cq_rules.h"

namespace catanlab {

using namespace cq;

namespace {

constexpr uint8_t kTraderAwarded = 0x80;  // in `partners`: this turn's Trader token is taken

void clear_offer(CqState& s) {
  s.offer_give = {}, s.offer_ask = {};
  s.offer_asked = s.offer_accepted = 0;
}

// The next asked seat after `q` in seat order, before the proposer comes round again; -1: none.
int next_asked(const CqState& s, int q) {
  const int p = turn_player(s);
  for (int k = (q + 1) % s.num_players; k != p; k = (k + 1) % s.num_players)
    if (s.offer_asked >> k & 1) return k;
  return -1;
}

void trade(CqState& s, int p, int q) {
  bool resource = false;
  for (int k = 0; k < kNumGoods; ++k) {
    s.seats[p].hand[k] = uint16_t(s.seats[p].hand[k] - s.offer_give[k] + s.offer_ask[k]);
    s.seats[q].hand[k] = uint16_t(s.seats[q].hand[k] + s.offer_give[k] - s.offer_ask[k]);
    resource = resource || (k < kNumResources && (s.offer_give[k] || s.offer_ask[k]));
  }
  if (!resource) return;
  s.partners |= uint8_t(1u << q);
  const unsigned others = ((1u << s.num_players) - 1) & ~(1u << p);
  if ((s.partners & others) == others && !(s.partners & kTraderAwarded)) {
    s.partners |= kTraderAwarded;
    award(s, p, Trader);
  }
}

void next_setup_seat(const CqGame& g, CqState& s) {
  if (s.to_move + 1 < s.num_players) {
    ++s.to_move;
    s.phase = uint8_t(CqPhase::SetupPort);
    return;
  }
  finish_setup(g, s);
}

void land_knight(const CqGame& g, CqState& s, int h) {
  CqSeat& p = s.seats[s.to_move];
  p.units[0] = CqUnit{uint8_t(UnitKind::Knight), uint8_t(h), uint8_t(h), 0, 0, 0, 0, 0};
  p.start_island = g.board().island[h];
  s.phase = uint8_t(CqPhase::SetupMarch);
}

void play_card(CqState& s, int p, DevCard c) {
  CqSeat& me = s.seats[p];
  --me.dev[c];
  ++s.played[c];
  s.dev_played = 1;
  switch (c) {
    case CardPlenty: s.picks_left = 2, s.phase = uint8_t(CqPhase::Plenty); break;
    case CardMonopoly: s.phase = uint8_t(CqPhase::MonopolyPick); break;
    case CardLoadedDice: s.phase = uint8_t(CqPhase::LoadedSum); break;
    case CardRelic: s.phase = uint8_t(CqPhase::RelicPick); break;
    case CardLiquidFire: s.phase = uint8_t(CqPhase::FirePick); break;
    case CardGemstones: me.hand[Gold] = uint16_t(std::min(65535, me.hand[Gold] + 4)); break;
    case CardRobinHood: {
      // The single leader on points gives half its resources, of its choice, to the single last.
      const int leader = single_leader(s), last = single_last(s);
      if (leader < 0 || last < 0 || leader == last) break;
      int cards = 0;
      for (int r = 0; r < kNumResources; ++r) cards += s.seats[leader].hand[r];
      if (cards / 2 == 0) break;
      s.picks_left = uint8_t(cards / 2);
      s.robin_to = uint8_t(last);
      s.to_move = uint8_t(leader);
      s.phase = uint8_t(CqPhase::RobinHoodGive);
      break;
    }
    case CardVictoryPoint: break;
  }
}

void build_unit(const CqGame& g, CqState& s, int p, UnitKind k, int h) {
  pay(s, p, cost(g, unit_purchase(k)));
  CqSeat& me = s.seats[p];
  me.units[free_slot(me, k)] = CqUnit{uint8_t(k), uint8_t(h), uint8_t(h), uint8_t(unit_range(k)), 0, 0, 0, 0};
  ++s.units_built;
  check_standing_tokens(g, s, p);
}

void choose_target(const CqGame& g, CqState& s, int index) {
  const int owner = index / kNumUnitKinds;
  const UnitKind kind = UnitKind(index % kNumUnitKinds);
  s.target_kind = uint8_t(kind);
  s.target_seat = uint8_t(owner);
  const uint32_t f = front(g, s, turn_player(s), s.selected, s.target_hex, kind, owner);
  if (std::popcount(f) > 1) {
    s.phase = uint8_t(CqPhase::Defend);
    s.to_move = uint8_t(owner);
    return;
  }
  begin_battle(g, s, f ? std::countr_zero(f) : kCqNone);
}

}  // namespace

void CqGame::apply(State& state, Action a) const {
  CqState& s = cq_state(state);
  if (a >= num_actions()) return apply_chance(s, a);
  const ActionSpace::Block blk = actions_.block_of(a);
  const int i = actions_.index_of(a);
  const int p = s.to_move;
  CqSeat& me = s.seats[p];
  const CqBlocks& b = b_;
  // Set-up.
  if (blk == b.start_port) {
    me.units[kKnightSlots] = CqUnit{uint8_t(UnitKind::Ship), uint8_t(i), uint8_t(i), 0, 0, 0, 0, 0};
    s.phase = uint8_t(CqPhase::SetupLand);
    const HexSet shore = board_.neighbours[i] & topo().land;
    if (shore.count() == 1) land_knight(*this, s, shore.nth(0));
  } else if (blk == b.land) {
    land_knight(*this, s, i);
  } else if (blk == b.march) {
    me.units[0].hex = uint8_t(i);
    s.phase = uint8_t(CqPhase::SetupFound);
  } else if (blk == b.found || blk == b.skip_found) {
    if (blk == b.found) set_building(s, me.units[0].hex, p, 1);
    next_setup_seat(*this, s);
  // The roll.
  } else if (blk == b.roll) {
    s.phase = uint8_t(CqPhase::Dice);
  } else if (blk == b.loaded) {
    apply_roll(*this, s, i + 2);
  } else if (blk == b.harvest) {
    --s.bank[i], ++me.hand[i], --s.harvest_left;
    advance_harvest(*this, s);
  // Building.
  } else if (blk == b.build_settlement) {
    pay(s, p, cost(*this, BuyCqSettlement));
    set_building(s, i, p, 1);
    check_standing_tokens(*this, s, p);
  } else if (blk == b.build_city) {
    pay(s, p, cost(*this, BuyCqCity));
    s.cities.set(i);
  } else if (blk == b.build_castle) {
    pay(s, p, cost(*this, BuyCastle));
    s.castles.set(i);
  } else if (blk == b.build_wall) {
    pay(s, p, cost(*this, BuyWall));
    me.walls.set(i);
    check_standing_tokens(*this, s, p);
  } else if (blk == b.move_wall) {
    me.walls.reset(i);
    s.edge = uint16_t(i);
    s.phase = uint8_t(CqPhase::WallTo);
  } else if (blk == b.wall_to) {
    me.walls.set(i);
    s.wall_moved = 1;
    s.edge = 0;
    to_main(s);
    check_standing_tokens(*this, s, p);
  } else if (blk == b.buy_dev) {
    pay(s, p, cost(*this, BuyCqDevCard));
    s.phase = uint8_t(CqPhase::DrawCard);
    s.draw_for = uint8_t(p);
  // Units.
  } else if (blk == b.unit) {
    s.selected = uint8_t(i);
    s.phase = uint8_t(CqPhase::UnitOrders);
  } else if (blk == b.move) {
    move_unit(*this, s, p, s.selected, i);
    to_main(s);
  } else if (blk == b.attack) {
    s.target_hex = uint8_t(i);
    s.phase = uint8_t(CqPhase::AttackTarget);
    int only = -1, count = 0;
    for_each_target(*this, s, p, s.selected, i, [&](UnitKind k, int q) { only = target_index(k, q), ++count; });
    if (count == 1) choose_target(*this, s, only);
  } else if (blk == b.target) {
    choose_target(*this, s, i);
  } else if (blk == b.defend) {
    s.to_move = uint8_t(turn_player(s));
    begin_battle(*this, s, i);
  } else if (blk == b.breach) {
    s.edge = uint16_t(i);
    s.phase = uint8_t(CqPhase::BreachRoll);
  } else if (blk == b.hunt || blk == b.fish) {
    s.phase = uint8_t(blk == b.hunt ? CqPhase::HuntRoll : CqPhase::FishRoll);
  // Trade.
  } else if (blk == b.trade_bank) {
    const int give = i / (kNumResources - 1), rest = i % (kNumResources - 1), get = rest + (rest >= give);
    const int rate = port_rates(*this, s, p)[give];
    me.hand[give] = uint16_t(me.hand[give] - rate), s.bank[give] = uint8_t(s.bank[give] + rate);
    --s.bank[get], ++me.hand[get];
  } else if (blk == b.sell[0] || blk == b.sell[1] || blk == b.sell[2]) {
    const int good = blk == b.sell[0] ? Gold : blk == b.sell[1] ? Fish : Meat;
    me.hand[good] = uint16_t(me.hand[good] - (good == Gold ? 1 : 2));
    --s.bank[i], ++me.hand[i];
  } else if (blk == b.offer_give) {
    if (phase(s) == CqPhase::Main) ++s.offers_made;  // an offer opened counts, sent or withdrawn: no turn loops
    s.phase = uint8_t(CqPhase::OfferBuild);
    ++s.offer_give[i];
  } else if (blk == b.offer_ask) {
    ++s.offer_ask[i];
  } else if (blk == b.offer_send) {
    for (int q = 0; q < num_players_; ++q) {
      bool pays = q != p;
      for (int k = 0; k < kNumGoods; ++k) pays = pays && s.seats[q].hand[k] >= s.offer_ask[k];
      if (pays) s.offer_asked |= uint8_t(1u << q);
    }
    s.phase = uint8_t(CqPhase::OfferAnswer);
    s.to_move = uint8_t(next_asked(s, p));
  } else if (blk == b.accept || blk == b.decline) {
    if (blk == b.accept) s.offer_accepted |= uint8_t(1u << p);
    const int next = next_asked(s, p);
    if (next >= 0) {
      s.to_move = uint8_t(next);
    } else if (s.offer_accepted) {
      s.phase = uint8_t(CqPhase::OfferChoose);
      s.to_move = uint8_t(turn_player(s));
    } else {
      clear_offer(s);
      to_main(s);
    }
  } else if (blk == b.trade_with) {
    trade(s, p, i);
    clear_offer(s);
    to_main(s);
  } else if (blk == b.offer_withdraw) {
    clear_offer(s);
    to_main(s);
  // Development cards.
  } else if (blk == b.play) {
    play_card(s, p, kPlayable[i]);
  } else if (blk == b.plenty) {
    --s.bank[i], ++me.hand[i];
    const bool empty = std::all_of(s.bank.begin(), s.bank.end(), [](uint8_t c) { return c == 0; });
    if (--s.picks_left == 0 || empty) s.picks_left = 0, to_main(s);
  } else if (blk == b.monopoly) {
    for (int q = 0; q < num_players_; ++q)
      if (q != p) me.hand[i] = uint16_t(me.hand[i] + s.seats[q].hand[i]), s.seats[q].hand[i] = 0;
    to_main(s);
  } else if (blk == b.relic || blk == b.liquid_fire) {
    me.units[blk == b.relic ? i : kKnightSlots + i].flags |= kBlessed;
    to_main(s);
  } else if (blk == b.robin_give) {
    --me.hand[i], ++s.seats[s.robin_to].hand[i];
    if (--s.picks_left == 0) s.robin_to = kCqNone, to_main(s);
  } else if (blk == b.end_turn) {
    end_turn(*this, s);
  } else {
    for (int k = 1; k < kNumUnitKinds; ++k)
      if (blk == b.build_unit[k]) build_unit(*this, s, p, UnitKind(k), i);
  }
}

}  // namespace catanlab
