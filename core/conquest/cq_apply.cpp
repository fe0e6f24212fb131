// The decisions' blocks, each declared with its handler: set-up, the roll,
// building, units, trade, cards and the turn's end, each by its own few
// lines; chance outcomes are cq_chance.cpp's.
#include <algorithm>
#include <bit>
#include <fmt/format.h>

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

// ---- Set-up ----

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
  refresh_forces(p);
  p.start_island = g.board().island[h];
  s.phase = uint8_t(CqPhase::SetupMarch);
}

void apply_start_port(const CqGame& g, CqState& s, int h) {
  s.seats[s.to_move].units[kKnightSlots] = CqUnit{uint8_t(UnitKind::Ship), uint8_t(h), uint8_t(h), 0, 0, 0, 0, 0};
  refresh_forces(s.seats[s.to_move]);
  s.phase = uint8_t(CqPhase::SetupLand);
  const HexSet shore = g.board().neighbours[h] & g.topo().land;
  if (shore.count() == 1) land_knight(g, s, shore.nth(0));
}

void apply_land(const CqGame& g, CqState& s, int h) { land_knight(g, s, h); }

void apply_march(const CqGame&, CqState& s, int h) {
  s.seats[s.to_move].units[0].hex = uint8_t(h);
  refresh_forces(s.seats[s.to_move]);
  s.phase = uint8_t(CqPhase::SetupFound);
}

void apply_found(const CqGame& g, CqState& s, int) {
  set_building(s, s.seats[s.to_move].units[0].hex, s.to_move, 1);
  next_setup_seat(g, s);
}

void apply_skip_found(const CqGame& g, CqState& s, int) { next_setup_seat(g, s); }

// ---- The roll ----

void apply_roll_dice(const CqGame&, CqState& s, int) { s.phase = uint8_t(CqPhase::Dice); }

void apply_loaded(const CqGame& g, CqState& s, int i) { apply_roll(g, s, i + 2); }

void apply_harvest(const CqGame& g, CqState& s, int r) {
  --s.bank[r], ++s.seats[s.to_move].hand[r], --s.harvest_left;
  advance_harvest(g, s);
}

// ---- Building ----

void apply_build_settlement(const CqGame& g, CqState& s, int h) {
  const int p = s.to_move;
  pay(s, p, cost(g, BuyCqSettlement));
  set_building(s, h, p, 1);
  check_standing_tokens(g, s, p);
}

void apply_build_city(const CqGame& g, CqState& s, int h) {
  pay(s, s.to_move, cost(g, BuyCqCity));
  s.cities.set(h);
}

void apply_build_castle(const CqGame& g, CqState& s, int h) {
  pay(s, s.to_move, cost(g, BuyCastle));
  s.castles.set(h);
}

void apply_build_wall(const CqGame& g, CqState& s, int e) {
  const int p = s.to_move;
  pay(s, p, cost(g, BuyWall));
  s.seats[p].walls.set(e);
  check_standing_tokens(g, s, p, e);
}

void apply_move_wall(const CqGame&, CqState& s, int e) {
  s.seats[s.to_move].walls.reset(e);
  s.edge = uint16_t(e);
  s.phase = uint8_t(CqPhase::WallTo);
}

void apply_wall_to(const CqGame& g, CqState& s, int e) {
  const int p = s.to_move;
  s.seats[p].walls.set(e);
  s.wall_moved = 1;
  s.edge = 0;
  to_main(s);
  check_standing_tokens(g, s, p, e);
}

template <UnitKind K>
void apply_build_unit(const CqGame& g, CqState& s, int h) {
  const int p = s.to_move;
  pay(s, p, cost(g, unit_purchase(K)));
  CqSeat& me = s.seats[p];
  me.units[free_slot(me, K)] = CqUnit{uint8_t(K), uint8_t(h), uint8_t(h), uint8_t(unit_range(K)), 0, 0, 0, 0};
  refresh_forces(me);
  ++s.units_built;
  check_unit_tokens(s, p);
}

// By UnitKind (None unused).
constexpr CqApply kBuildUnit[kNumUnitKinds] = {
    nullptr, apply_build_unit<UnitKind::Knight>, apply_build_unit<UnitKind::Archer>,
    apply_build_unit<UnitKind::Cavalry>, apply_build_unit<UnitKind::Ship>, apply_build_unit<UnitKind::Cargo>,
    apply_build_unit<UnitKind::Galley>};

void apply_buy_dev(const CqGame& g, CqState& s, int) {
  pay(s, s.to_move, cost(g, BuyCqDevCard));
  s.phase = uint8_t(CqPhase::DrawCard);
  s.draw_for = s.to_move;
}

// ---- Units ----

void apply_unit(const CqGame&, CqState& s, int slot) {
  s.selected = uint8_t(slot);
  s.phase = uint8_t(CqPhase::UnitOrders);
}

void apply_move(const CqGame& g, CqState& s, int h) {
  move_unit(g, s, s.to_move, s.selected, h);
  to_main(s);
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

void apply_attack(const CqGame& g, CqState& s, int h) {
  s.target_hex = uint8_t(h);
  s.phase = uint8_t(CqPhase::AttackTarget);
  int only = -1, count = 0;
  for_each_target(g, s, s.to_move, s.selected, h, [&](UnitKind k, int q) { only = target_index(k, q), ++count; });
  if (count == 1) choose_target(g, s, only);
}

void apply_target(const CqGame& g, CqState& s, int i) { choose_target(g, s, i); }

void apply_breach(const CqGame&, CqState& s, int e) {
  s.edge = uint16_t(e);
  s.phase = uint8_t(CqPhase::BreachRoll);
}

void apply_hunt(const CqGame&, CqState& s, int) { s.phase = uint8_t(CqPhase::HuntRoll); }

void apply_fish(const CqGame&, CqState& s, int) { s.phase = uint8_t(CqPhase::FishRoll); }

void apply_defend(const CqGame& g, CqState& s, int slot) {
  s.to_move = uint8_t(turn_player(s));
  begin_battle(g, s, slot);
}

// ---- Trade ----

void apply_trade_bank(const CqGame&, CqState& s, int i) {
  const int p = s.to_move;
  CqSeat& me = s.seats[p];
  const int give = i / (kNumResources - 1), rest = i % (kNumResources - 1), get = rest + (rest >= give);
  const int rate = PortRates{s.ports_two, s.ports_three}.rate(give);  // the turn player's, kept
  me.hand[give] = uint16_t(me.hand[give] - rate), s.bank[give] = uint8_t(s.bank[give] + rate);
  --s.bank[get], ++me.hand[get];
}

// Selling a good for a resource: one gold, or two fish or meat.
template <int Good>
void apply_sell(const CqGame&, CqState& s, int r) {
  CqSeat& me = s.seats[s.to_move];
  me.hand[Good] = uint16_t(me.hand[Good] - (Good == Gold ? 1 : 2));
  --s.bank[r], ++me.hand[r];
}

void apply_offer_give(const CqGame&, CqState& s, int k) {
  if (phase(s) == CqPhase::Main) ++s.offers_made;  // an offer opened counts, sent or withdrawn: no turn loops
  s.phase = uint8_t(CqPhase::OfferBuild);
  ++s.offer_give[k];
}

void apply_offer_ask(const CqGame&, CqState& s, int k) { ++s.offer_ask[k]; }

void apply_offer_send(const CqGame& g, CqState& s, int) {
  const int p = s.to_move;
  for (int q = 0; q < g.num_players(); ++q) {
    bool pays = q != p;
    for (int k = 0; k < kNumGoods; ++k) pays = pays && s.seats[q].hand[k] >= s.offer_ask[k];
    if (pays) s.offer_asked |= uint8_t(1u << q);
  }
  s.phase = uint8_t(CqPhase::OfferAnswer);
  s.to_move = uint8_t(next_asked(s, p));
}

// The next asked seat answers; after the last, the proposer chooses among those who accepted.
void answer(CqState& s, bool accepted) {
  const int p = s.to_move;
  if (accepted) s.offer_accepted |= uint8_t(1u << p);
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
}

void apply_accept(const CqGame&, CqState& s, int) { answer(s, true); }

void apply_decline(const CqGame&, CqState& s, int) { answer(s, false); }

void apply_trade_with(const CqGame&, CqState& s, int q) {
  trade(s, s.to_move, q);
  clear_offer(s);
  to_main(s);
}

void apply_offer_withdraw(const CqGame&, CqState& s, int) {
  clear_offer(s);
  to_main(s);
}

// ---- Development cards ----

void apply_play(const CqGame&, CqState& s, int i) {
  const DevCard c = kPlayable[i];
  CqSeat& me = s.seats[s.to_move];
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

void apply_plenty(const CqGame&, CqState& s, int r) {
  --s.bank[r], ++s.seats[s.to_move].hand[r];
  const bool empty = std::all_of(s.bank.begin(), s.bank.end(), [](uint8_t c) { return c == 0; });
  if (--s.picks_left == 0 || empty) s.picks_left = 0, to_main(s);
}

void apply_monopoly(const CqGame& g, CqState& s, int r) {
  const int p = s.to_move;
  CqSeat& me = s.seats[p];
  for (int q = 0; q < g.num_players(); ++q)
    if (q != p) me.hand[r] = uint16_t(me.hand[r] + s.seats[q].hand[r]), s.seats[q].hand[r] = 0;
  to_main(s);
}

void apply_relic(const CqGame&, CqState& s, int slot) {
  s.seats[s.to_move].units[slot].flags |= kBlessed;
  to_main(s);
}

void apply_liquid_fire(const CqGame&, CqState& s, int i) {
  s.seats[s.to_move].units[kKnightSlots + i].flags |= kBlessed;
  to_main(s);
}

void apply_robin_give(const CqGame&, CqState& s, int r) {
  --s.seats[s.to_move].hand[r], ++s.seats[s.robin_to].hand[r];
  if (--s.picks_left == 0) s.robin_to = kCqNone, to_main(s);
}

void apply_end_turn(const CqGame& g, CqState& s, int) { end_turn(g, s); }

std::vector<std::string> good_labels() { return {std::begin(kGoodNames), std::end(kGoodNames)}; }

}  // namespace

void CqGame::declare_decisions(BlockHandlers<CqApply>& t) {
  const int H = topo().num_hexes, E = topo().num_edges;
  // Set-up.
  b_.start_port = t.add("start_port", Domain::Hex, H, apply_start_port);
  b_.land = t.add("land", Domain::Hex, H, apply_land);
  b_.march = t.add("march", Domain::Hex, H, apply_march);
  b_.found = t.add("found", Domain::Fixed, 1, apply_found);
  b_.skip_found = t.add("skip_found", Domain::Fixed, 1, apply_skip_found);
  // The roll.
  b_.roll = t.add("roll", Domain::Fixed, 1, apply_roll_dice);
  b_.loaded = t.add_list("loaded", labels("", 2, 12), apply_loaded);
  b_.harvest = t.add("harvest", Domain::Resource, 1, apply_harvest);
  // Building.
  b_.build_settlement = t.add("build_settlement", Domain::Hex, H, apply_build_settlement);
  b_.build_city = t.add("build_city", Domain::Hex, H, apply_build_city);
  b_.build_castle = t.add("build_castle", Domain::Hex, H, apply_build_castle);
  b_.build_wall = t.add("build_wall", Domain::Edge, E, apply_build_wall);
  b_.move_wall = t.add("move_wall", Domain::Edge, E, apply_move_wall);
  b_.wall_to = t.add("wall_to", Domain::Edge, E, apply_wall_to);
  for (int k = 1; k < kNumUnitKinds; ++k)
    b_.build_unit[k] = t.add(fmt::format("build_{}", kUnitNames[k]), Domain::Hex, H, kBuildUnit[k]);
  b_.buy_dev = t.add("buy_dev", Domain::Fixed, 1, apply_buy_dev);
  // Units.
  b_.unit = t.add_list("unit", labels("u", 0, kUnitSlots - 1), apply_unit);
  b_.move = t.add("move", Domain::Hex, H, apply_move);
  b_.attack = t.add("attack", Domain::Hex, H, apply_attack);
  std::vector<std::string> targets;
  for (int q = 0; q < kCqSeats; ++q)
    for (int k = 0; k < kNumUnitKinds; ++k) targets.push_back(fmt::format("{} p{}", k ? kUnitNames[k] : "building", q));
  b_.target = t.add_list("target", targets, apply_target);
  b_.breach = t.add("breach", Domain::Edge, E, apply_breach);
  b_.hunt = t.add("hunt", Domain::Fixed, 1, apply_hunt);
  b_.fish = t.add("fish", Domain::Fixed, 1, apply_fish);
  b_.defend = t.add_list("defend", labels("u", 0, kUnitSlots - 1), apply_defend);
  // Trade.
  std::vector<std::string> pairs;
  for (int give = 0; give < kNumResources; ++give)
    for (int get = 0; get < kNumResources; ++get)
      if (give != get) pairs.push_back(fmt::format("{} {}", kResourceNames[give], kResourceNames[get]));
  b_.trade_bank = t.add_list("trade_bank", pairs, apply_trade_bank);
  b_.sell[0] = t.add("sell_gold", Domain::Resource, 1, apply_sell<Gold>);
  b_.sell[1] = t.add("sell_fish", Domain::Resource, 1, apply_sell<Fish>);
  b_.sell[2] = t.add("sell_meat", Domain::Resource, 1, apply_sell<Meat>);
  b_.offer_give = t.add_list("offer_give", good_labels(), apply_offer_give);
  b_.offer_ask = t.add_list("offer_ask", good_labels(), apply_offer_ask);
  b_.offer_send = t.add("offer_send", Domain::Fixed, 1, apply_offer_send);
  b_.offer_withdraw = t.add("offer_withdraw", Domain::Fixed, 1, apply_offer_withdraw);
  b_.accept = t.add("accept", Domain::Fixed, 1, apply_accept);
  b_.decline = t.add("decline", Domain::Fixed, 1, apply_decline);
  b_.trade_with = t.add("trade_with", Domain::Seat, num_players_, apply_trade_with);
  // Development cards.
  std::vector<std::string> playable;
  for (DevCard c : kPlayable) playable.emplace_back(kDevCardNames[c]);
  b_.play = t.add_list("play", playable, apply_play);
  b_.plenty = t.add("plenty", Domain::Resource, 1, apply_plenty);
  b_.monopoly = t.add("monopoly", Domain::Resource, 1, apply_monopoly);
  b_.relic = t.add_list("relic", labels("u", 0, kKnightSlots - 1), apply_relic);
  b_.liquid_fire = t.add_list("liquid_fire", labels("u", kKnightSlots, kUnitSlots - 1), apply_liquid_fire);
  b_.robin_give = t.add("robin_give", Domain::Resource, 1, apply_robin_give);
  b_.end_turn = t.add("end_turn", Domain::Fixed, 1, apply_end_turn);
}

}  // namespace catanlab
