// The legal decisions of the seat to move, phase by phase (docs/conquest.md,
// "Ids"), ascending: each phase lists its blocks in their order of declaration.
#include <algorithm>
#include <bit>

#include "core/conquest/cq_rules.h"

namespace catanlab {

using namespace cq;

namespace {

// The next free place as a pointer, not a count: a count is an int, which each id stored (an int) might
// overwrite, so that every push would read and write it through memory.
struct Out {
  Action* end;
  void push(Action a) { *end++ = a; }
};

// A pusher of one block's ids by index, the block's first id read once: after each store through
// Out::ids (an int that might alias anything) g.id() would read it again.
auto into(const CqGame& g, ActionSpace::Block block, Out& out) {
  return [&out, first = g.id(block)](int i) { out.push(first + i); };
}

// Pushes `first` + each bit of `bits`, ascending: a block's ids gathered as bits first, so that no
// store comes between the reads of the State that judge them (each store might change those bytes).
void push_bits(Out& out, Action first, uint64_t bits) {
  for (; bits; bits &= bits - 1) out.push(first + std::countr_zero(bits));
}

int deck_size(const CqState& s) {
  int n = 0;
  for (uint8_t c : s.deck) n += c;
  return n;
}

int offer_cards(const std::array<uint8_t, kNumGoods>& side) {
  int n = 0;
  for (uint8_t c : side) n += c;
  return n;
}

// Whether seat `q` holds what the offer asks.
bool can_give(const CqState& s, int q) {
  for (int k = 0; k < kNumGoods; ++k)
    if (s.seats[q].hand[k] < s.offer_ask[k]) return false;
  return true;
}

bool playable(const CqState& s, int p, DevCard c) {
  const CqSeat& seat = s.seats[p];
  if (s.dev_played || seat.dev[c] <= seat.dev_new[c]) return false;
  switch (c) {
    case CardPlenty: return std::any_of(s.bank.begin(), s.bank.end(), [](uint8_t b) { return b > 0; });
    case CardLoadedDice: return false;  // before the roll only
    case CardRelic:
      for (int i = 0; i < kKnightSlots; ++i)
        if (seat.units[i].kind && !(seat.units[i].flags & kBlessed)) return true;
      return false;
    case CardLiquidFire:
      for (int i = kKnightSlots; i < kUnitSlots; ++i)
        if (seat.units[i].kind && !(seat.units[i].flags & kBlessed)) return true;
      return false;
    default: return true;
  }
}

void main_actions(const CqGame& g, const CqState& s, int p, Out& out) {
  const CqBlocks& b = g.blocks();
  const CqOptions& o = g.opt();
  const CqSeat& me = s.seats[p];
  const unsigned affordable = g.affordable(me);  // by CqPurchase
  auto buys = [&](CqPurchase c) { return (affordable >> c & 1) != 0; };
  if (buys(BuyCqSettlement) && (me.settled - s.cities).count() < o.settlements)
    settlement_sites(g, s, p).for_each(into(g, b.build_settlement, out));
  if (buys(BuyCqCity) && ((me.settled & s.cities) - s.castles).count() < o.cities)
    (me.settled - s.cities).for_each(into(g, b.build_city, out));
  if (buys(BuyCastle) && (me.settled & s.castles).count() < o.castles)
    ((me.settled & s.cities) - s.castles).for_each(into(g, b.build_castle, out));
  const bool new_wall = buys(BuyWall) && me.walls.count() < o.walls;
  const bool moved_wall = !s.wall_moved && me.walls.any();
  if (new_wall || moved_wall) {
    if (new_wall) s.wall_room.for_each(into(g, b.build_wall, out));
    if (moved_wall && s.wall_room.any()) me.walls.for_each(into(g, b.move_wall, out));
  }
  // By UnitKind: affordable, the turn's limit not reached, the kind's not either.
  const unsigned built = s.units_built < o.units_per_turn ? affordable >> BuyKnight << int(UnitKind::Knight) & unit_room(g, me)
                                                          : 0;
  if (built) {
    constexpr unsigned knights = 0b1110;  // Knight, Archer, Cavalry; then Ship, Cargo, Galley
    const HexSet land = built & knights ? knight_sites(g, s, p) : HexSet{};
    const HexSet sea = built & ~knights ? ship_sites(g, s, p) : HexSet{};
    for (int k = 1; k < kNumUnitKinds; ++k)
      if (built >> k & 1) (is_ship(UnitKind(k)) ? sea : land).for_each(into(g, b.build_unit[k], out));
  }
  if (buys(BuyCqDevCard) && deck_size(s) > 0) out.push(g.id(b.buy_dev));
  push_bits(out, g.id(b.unit), s.able);
  // Rates run from 2:1 to 4:1: a hand with no resource twice trades nothing, one with four pays any
  // rate, so the ports are read only for a resource held two or three times.
  bool ports = false;
  unsigned banked = 0, pays = 0;  // the resources the bank holds, those the hand may give (bits)
  for (int r = 0; r < kNumResources; ++r) {
    ports |= me.hand[r] == 2 || me.hand[r] == 3;
    banked |= unsigned(s.bank[r] != 0) << r;
    pays |= unsigned(me.hand[r] >= 4) << r;
  }
  if (ports) {
    const PortRates rates{s.ports_two, s.ports_three};
    for (int r = 0; r < kNumResources; ++r)
      pays |= ((unsigned(me.hand[r] >= 3) & rates.three >> r) | (unsigned(me.hand[r] >= 2) & rates.two >> r)) << r;
  }
  // Pair `give` * 4 + `get` (`get` counted without `give`): the bank's resources with `give` left out.
  uint64_t pairs = 0;
  for (int give = 0; give < kNumResources; ++give)
    if (pays >> give & 1) {
      const unsigned gets = (banked & ((1u << give) - 1)) | (banked >> (give + 1) << give);
      pairs |= uint64_t(gets) << (give * (kNumResources - 1));
    }
  unsigned sells = 0, offers = 0, plays = 0;  // the goods sold (gold, fish, meat), offered, the cards played
  for (int good = 0; good < 3; ++good) sells |= unsigned(me.hand[Gold + good] >= (good == 0 ? 1 : 2)) << good;  // gold 1:1, fish and meat 2:1
  if (o.domestic_trade && s.offers_made < o.max_offers_per_turn)
    for (int k = 0; k < kNumGoods; ++k) offers |= unsigned(me.hand[k] != 0) << k;
  for (int i = 0; i < kNumPlayable; ++i) plays |= unsigned(playable(s, p, kPlayable[i])) << i;
  push_bits(out, g.id(b.trade_bank), pairs);
  for (int good = 0; good < 3; ++good)
    if (sells >> good & 1) push_bits(out, g.id(b.sell[good]), banked);
  push_bits(out, g.id(b.offer_give), offers);
  push_bits(out, g.id(b.play), plays);
  out.push(g.id(b.end_turn));
}

void unit_actions(const CqGame& g, const CqState& s, int p, Out& out) {
  const CqBlocks& b = g.blocks();
  const int u = s.selected;
  const bool attacks = attack_phase(g, s);
  // A ship's moves read no surroundings: out of the Attack phase it needs none.
  const bool ship = is_ship(kind_of(s.seats[p].units[u]));
  const Surroundings around = ship && !attacks ? Surroundings{} : surroundings(g, s, p, attacks);
  reachable(g, s, &around, p, u, nullptr).for_each(into(g, b.move, out));
  if (attacks) {
    attack_hexes(g, s, around, p, u).for_each(into(g, b.attack, out));
    breachable(g, s, around, p, u).for_each(into(g, b.breach, out));
  }
  if (can_hunt(s, p, u)) out.push(g.id(b.hunt));
  if (can_fish(s, p, u)) out.push(g.id(b.fish));
}

void offer_actions(const CqGame& g, const CqState& s, int p, Out& out) {
  const CqBlocks& b = g.blocks();
  const CqSeat& me = s.seats[p];
  const bool room_give = offer_cards(s.offer_give) < g.opt().max_offer_cards;
  const bool room_ask = offer_cards(s.offer_ask) < g.opt().max_offer_cards;
  for (int k = 0; k < kNumGoods; ++k)
    if (room_give && !s.offer_ask[k] && me.hand[k] > s.offer_give[k]) out.push(g.id(b.offer_give, k));
  for (int k = 0; k < kNumGoods; ++k)
    if (room_ask && !s.offer_give[k]) out.push(g.id(b.offer_ask, k));
  bool someone = false;
  for (int q = 0; q < s.num_players; ++q) someone = someone || (q != p && can_give(s, q));
  if (offer_cards(s.offer_ask) && someone) out.push(g.id(b.offer_send));
  out.push(g.id(b.offer_withdraw));
}

}  // namespace

int CqGame::legal_actions(const State& state, Action* ids) const {
  if (current_player(state) < 0) return 0;
  const CqState& s = cq_state(state);
  const int p = s.to_move;
  const CqSeat& me = s.seats[p];
  const CqBlocks& b = b_;
  Out out{ids};
  switch (phase(s)) {
    case CqPhase::SetupPort: {
      HexSet taken;
      for (int q = 0; q < num_players_; ++q) taken |= s.seats[q].forces.ships;
      (board_.start_ports - taken).for_each([&](int h) { out.push(id(b.start_port, h)); });
      break;
    }
    case CqPhase::SetupLand:
      (board_.neighbours[me.units[kKnightSlots].hex] & topo().land).for_each([&](int h) { out.push(id(b.land, h)); });
      break;
    case CqPhase::SetupMarch:
    case CqPhase::SetupFound: {
      const int h = me.units[0].hex;
      if (phase(s) == CqPhase::SetupMarch)
        (board_.neighbours[h] & topo().land).for_each([&](int x) {
          if (owner_at(s, x) < 0) out.push(id(b.march, x));
        });
      if (owner_at(s, h) < 0) out.push(id(b.found));
      out.push(id(b.skip_found));
      break;
    }
    case CqPhase::PreRoll:
      out.push(id(b.roll));
      out.push(id(b.play, int(std::find(kPlayable, kPlayable + kNumPlayable, CardLoadedDice) - kPlayable)));
      break;
    case CqPhase::LoadedSum:
      for (int k = 0; k < 11; ++k) out.push(id(b.loaded, k));
      break;
    case CqPhase::Harvest: {
      const unsigned c = harvest_choices(*this, s);
      for (int r = 0; r < kNumResources; ++r)
        if (c >> r & 1) out.push(id(b.harvest, r));
      break;
    }
    case CqPhase::Main: main_actions(*this, s, p, out); break;
    case CqPhase::UnitOrders: unit_actions(*this, s, p, out); break;
    case CqPhase::AttackTarget:
      for_each_target(*this, s, p, s.selected, s.target_hex,
                      [&](UnitKind k, int q) { out.push(id(b.target, target_index(k, q))); });
      break;
    case CqPhase::Defend: {
      const uint32_t f = front(*this, s, turn_player(s), s.selected, s.target_hex, UnitKind(s.target_kind), p);
      for (int i = 0; i < kUnitSlots; ++i)
        if (f >> i & 1) out.push(id(b.defend, i));
      break;
    }
    case CqPhase::WallTo:
      s.wall_room.for_each([&](int e) {
        if (e != s.edge) out.push(id(b.wall_to, e));
      });
      break;
    case CqPhase::Plenty:
      for (int r = 0; r < kNumResources; ++r)
        if (s.bank[r]) out.push(id(b.plenty, r));
      break;
    case CqPhase::MonopolyPick:
      for (int r = 0; r < kNumResources; ++r) out.push(id(b.monopoly, r));
      break;
    case CqPhase::RelicPick:
    case CqPhase::FirePick: {
      const bool relic = phase(s) == CqPhase::RelicPick;
      const int first = relic ? 0 : kKnightSlots;
      for (int i = first; i < first + kKnightSlots; ++i)
        if (me.units[i].kind && !(me.units[i].flags & kBlessed)) out.push(id(relic ? b.relic : b.liquid_fire, i - first));
      break;
    }
    case CqPhase::RobinHoodGive:
      for (int r = 0; r < kNumResources; ++r)
        if (me.hand[r]) out.push(id(b.robin_give, r));
      break;
    case CqPhase::OfferBuild: offer_actions(*this, s, p, out); break;
    case CqPhase::OfferAnswer:
      out.push(id(b.accept));
      out.push(id(b.decline));
      break;
    case CqPhase::OfferChoose:
      out.push(id(b.offer_withdraw));
      for (int q = 0; q < num_players_; ++q)
        if (s.offer_accepted >> q & 1) out.push(id(b.trade_with, q));
      break;
    default: break;
  }
  return int(out.end - ids);  // each phase pushes its blocks in the order they were declared: ascending
}

}  // namespace catanlab
