// Progress cards (Cities & Knights §14): when each may be played, and
// what it does. Every card is played on its owner's turn after the roll,
// except Alchemist, only before it; played cards go under their deck.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstring>

#include "core/cities_knights/ck_internal.h"

namespace catanlab::ck {

namespace {

constexpr Cost kMedicineCost = {0, 0, 0, 1, 2};  // the card's price for a city: 1 grain, 2 ore

// Number tokens Inventor may move: not 2, 12, 6 or 8.
bool swappable(const StdState& s, int h) {
  const int n = s.layout.number[h];
  return n != 0 && n != 2 && n != 12 && n != 6 && n != 8;
}

// Hexes of terrain `tt` next to p's buildings, each counted once (Irrigation, Mining).
int hexes_beside(const StdGame& g, const StdState& s, int p, Terrain tt) {
  HexSet beside;
  buildings_of(s.base.players[p]).for_each([&](int v) {
    for (int8_t h : g.topo().vertex_hex[v])
      if (h >= 0 && s.layout.terrain[h] == tt) beside.set(h);
  });
  return beside.count();
}

// q's open roads: those with an end joined to nothing else of their owner's,
// no other road, building or knight of theirs there (catan.com FAQ).
EdgeSet open_roads(const StdGame& g, const StdState& s, int q) {
  const Topology& t = g.topo();
  const PlayerState& p = s.base.players[q];
  VertexSet once, twice;  // ends of one road of q's, of two or more
  p.roads.for_each([&](int e) {
    for (int v : t.edge_vertex[e]) (once.test(v) ? twice : once).set(v);
  });
  const VertexSet loose = once - twice - buildings_of(p) - p.vertex_pieces;
  EdgeSet open;
  p.roads.for_each([&](int e) {
    if (loose.test(t.edge_vertex[e][0]) || loose.test(t.edge_vertex[e][1])) open.set(e);
  });
  return open;
}

int strongest_free(const StdGame& g, const StdState& s, int p, int at_most) {
  for (int st = at_most; st >= 1; --st)
    if (ck_of(g, s).players[p].knights_left[st - 1]) return st;
  return 0;
}

// Wedding and Commercial Harbor: the next opponent who owes cards, or the turn.
void next_giver(const StdGame& g, StdState& s) {
  CkSlice& c = ck_of(g, s);
  for (int i = 1; i < s.num_players; ++i) {
    const int q = (s.turn_player + i) % s.num_players;
    if (!((c.givers >> q) & 1)) continue;
    c.givers &= uint8_t(~(1u << q));
    if (s.base.players[q].hand_total == 0) continue;
    c.give_left = uint8_t(std::min<int>(2, s.base.players[q].hand_total));
    s.to_move = uint8_t(q);
    s.phase = CkPhase::GiveCards;
    return;
  }
  c.give_left = c.give_commodity = 0;
  resume_turn(s);
}

bool has_commodity(const PlayerState& p) { return p.hand[Paper] || p.hand[Cloth] || p.hand[Coin]; }

}  // namespace

// Bit k set where p holds card k: eight counts at a time, each nonzero byte
// to its top bit, the top bits gathered by a multiply. Whole 8-byte loads
// (a load of variable length goes through the stack and stalls): the last
// one reads CkPlayer's next fields and masks them off.
uint64_t held_kinds(const CkPlayer& p) {
  static_assert(kMaxProgressKinds <= 64);
  constexpr size_t kAt = offsetof(CkPlayer, progress);
  static_assert(kAt + (kMaxProgressKinds + 7) / 8 * 8 <= sizeof(CkPlayer));
  const auto* bytes = reinterpret_cast<const unsigned char*>(&p) + kAt;
  uint64_t held = 0;
  for (int at = 0; at < kMaxProgressKinds; at += 8) {
    uint64_t w;
    std::memcpy(&w, bytes + at, 8);
    if (kMaxProgressKinds - at < 8) w &= ~0ull >> (8 * (8 - (kMaxProgressKinds - at)));
    const uint64_t nonzero = (((w & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | w) & 0x8080808080808080ull;
    held |= (((nonzero >> 7) * 0x0102040810204080ull) >> 56) << at;
  }
  return held;
}

void spy_take(const StdGame& g, StdState& s, int k) {
  CkSlice& c = ck_of(g, s);
  CkPlayer& them = c.players[c.victim];
  them.progress[k] -= 1;
  them.progress_total -= 1;
  c.victim = 0xFF;
  if (gain_progress(g, s, s.to_move, k)) {
    s.phase = CkPhase::DiscardProgress;
    return;
  }
  resume_turn(s);
}

// Plays are pushed in ascending id order (the engine lists legal ids
// ascending): first the fixed block, later the board blocks.
void legal_plays_fixed(const StdGame& g, const StdState& s, const CkBlocks& ids, uint64_t held, ActionList& out) {
  const Topology& t = g.topo();
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  const CkSlice& c = ck_of(g, s);
  const CkPlayer& mine = c.players[p];
  std::array<int, kStdSeats> vp;  // only a few cards need them: counted once, when first asked
  vp.fill(-1);
  auto vp_of = [&](int q) { return vp[q] >= 0 ? vp[q] : (vp[q] = g.victory_points(s, q)); };
  auto richer = [&](int q, bool or_equal) { return or_equal ? vp_of(q) >= vp_of(p) : vp_of(q) > vp_of(p); };

  // Cards without a target: play K, in card order. A test per kind, each rarely held (its branch
  // predicted), not a switch per held card (an indirect jump, mispredicted).
  auto holds = [&](int k) { return (held >> k) & 1; };
  auto any_seat = [&](auto&& ok) {
    bool any = false;
    for (int q = 0; q < s.num_players; ++q) any |= q != p && ok(q);
    return any;
  };
  if (holds(Crane) && !c.crane && me.cities.any() &&
      std::any_of(mine.level.begin(), mine.level.end(), [&](int level) { return level < ck_opt(g).improvement_levels; }))
    out.push(ids.play.id(Crane));
  if (holds(Inventor)) {
    int n = 0;
    for (int h = 0; h < t.num_hexes && n < 2; ++h) n += swappable(s, h);
    if (n >= 2) out.push(ids.play.id(Inventor));
  }
  if (holds(Irrigation) && s.base.bank[Grain] && hexes_beside(g, s, p, Terrain::Fields)) out.push(ids.play.id(Irrigation));
  if (holds(Mining) && s.base.bank[Ore] && hexes_beside(g, s, p, Terrain::Mountains)) out.push(ids.play.id(Mining));
  if (holds(RoadBuildingCard) && free_pieces(g, s, p) > 0)  // roads, or a module's path pieces (Seafarers' ships)
    out.push(ids.play.id(RoadBuildingCard));
  if (holds(Smith)) {
    bool ok = false;
    me.vertex_pieces.for_each([&](int v) { ok |= can_promote(g, s, v); });
    if (ok) out.push(ids.play.id(Smith));
  }
  if (holds(CommercialHarbor) && !c.harbor_played && at_least(me.hand, 0x0000000101010101ull) &&
      any_seat([&](int q) { return s.base.players[q].hand_total > 0; }))  // commodities are hidden
    out.push(ids.play.id(CommercialHarbor));
  if (holds(Saboteur) && any_seat([&](int q) { return s.base.players[q].hand_total >= 2 && richer(q, true); }))
    out.push(ids.play.id(Saboteur));
  if (holds(Warlord)) {
    bool ok = false;
    me.vertex_pieces.for_each([&](int v) { ok |= !(c.knight[v] & knight::kActive); });
    if (ok) out.push(ids.play.id(Warlord));
  }
  if (holds(Wedding) && any_seat([&](int q) { return s.base.players[q].hand_total > 0 && richer(q, false); }))
    out.push(ids.play.id(Wedding));
  // Cards with a fixed-block target, block by block.
  if (holds(ResourceMonopoly))
    for (int r = 0; r < kNumResources; ++r) out.push(ids.play_resource_monopoly.id(r));
  if (holds(TradeMonopoly))
    for (int k = 0; k < 3; ++k) out.push(ids.play_trade_monopoly.id(k));
  if (holds(MerchantFleet))
    for (int k = 0; k < kNumCardKinds; ++k)
      if (!((c.fleet >> k) & 1)) out.push(ids.play_merchant_fleet.id(k));
  if (holds(MasterMerchant))
    for (int q = 0; q < s.num_players; ++q)
      if (q != p && s.base.players[q].hand_total > 0 && richer(q, false)) out.push(ids.play_master_merchant.id(q));
  if (holds(Deserter))
    for (int q = 0; q < s.num_players; ++q)
      if (q != p && s.base.players[q].vertex_pieces.any()) out.push(ids.play_deserter.id(q));
  if (holds(Spy))
    for (int q = 0; q < s.num_players; ++q)
      if (q != p && c.players[q].progress_total > 0) out.push(ids.play_spy.id(q));
  if (c.harbor_played)
    for (int q = 0; q < s.num_players; ++q) {
      if (q == p || ((c.harbor_done >> q) & 1) || s.base.players[q].hand_total == 0) continue;
      for (int r = 0; r < kNumResources; ++r)
        if (me.hand[r]) out.push(ids.harbor_offer.id(q * kNumResources + r));
    }
}

void legal_plays_board(const StdGame& g, const StdState& s, const CkBlocks& ids, uint64_t held, ActionList& out) {
  const Topology& t = g.topo();
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  const CkSlice& c = ck_of(g, s);
  auto holds = [&](int k) { return (held >> k) & 1; };
  if (holds(Medicine) && me.cities_left > 0 && covers(me, kMedicineCost))
    me.settlements.for_each([&](int v) { out.push(ids.play_medicine.id(v)); });
  if (holds(Engineer) && c.players[p].walls < ck_opt(g).city_walls)
    (me.cities - c.walls).for_each([&](int v) { out.push(ids.play_engineer.id(v)); });
  if (holds(Intrigue)) {  // a knight beside one's roads, or one's path pieces (ships: Seafarers §9)
    const VertexSet mine = me.path_pieces.any() ? me.road_vertices | path_piece_vertices(t, me) : me.road_vertices;
    (mine & (s.base.vertex_pieces - me.vertex_pieces)).for_each([&](int v) { out.push(ids.play_intrigue.id(v)); });
  }
  if (holds(Diplomat)) {
    EdgeSet open;
    for (int q = 0; q < s.num_players; ++q) open |= open_roads(g, s, q) | ck_opt(g).extension->open_path_pieces(g, s, q);
    open.for_each([&](int e) { out.push(ids.play_diplomat.id(e)); });
  }
  if (holds(Merchant)) {  // the producing hexes at one's buildings, from their corners (not every hex's)
    HexSet beside;
    buildings_of(me).for_each([&](int v) {
      for (int h : t.vertex_hex[v])
        if (h >= 0) beside.set(h);
    });
    beside.for_each([&](int h) {
      if (terrain_resource(s.layout.terrain[h]) >= 0) out.push(ids.play_merchant.id(h));
    });
  }
  if (holds(Bishop) && robber_awake(g, s))  // ruling: the robber sleeps until the first attack
    t.land.for_each([&](int h) {
      if (h != s.base.robber) out.push(ids.play_bishop.id(h));
    });
}

namespace {

// What playing each card without a target does (the `play K` block), by card, once the card
// is spent; null for the cards played with a target (their own blocks) or not from this block.
using PlayCard = void (*)(const StdGame& g, StdState& s, int p);

void play_alchemist(const StdGame&, StdState& s, int) { s.phase = CkPhase::Alchemist; }

void play_crane(const StdGame& g, StdState& s, int) { ck_of(g, s).crane = 1; }

void play_inventor(const StdGame& g, StdState& s, int) {
  ck_of(g, s).inventor_hex = kNoHex;
  s.phase = CkPhase::Inventor;
}

// Irrigation and Mining: 2 grain (ore) for each fields (mountains) hex beside p's buildings, as the bank holds.
void gather(const StdGame& g, StdState& s, int p, int r, Terrain tt) {
  const int n = 2 * hexes_beside(g, s, p, tt);
  bank_pays(s.base, p, r, std::min<int>(n, s.base.bank[r]));
}
void play_irrigation(const StdGame& g, StdState& s, int p) { gather(g, s, p, Grain, Terrain::Fields); }
void play_mining(const StdGame& g, StdState& s, int p) { gather(g, s, p, Ore, Terrain::Mountains); }

void play_road_building(const StdGame& g, StdState& s, int p) {
  s.base.free_roads = uint8_t(std::min(2, free_pieces(g, s, p)));
  s.phase = Phase::RoadBuilding;
}

void play_smith(const StdGame& g, StdState& s, int) {
  ck_of(g, s).smith_left = 2;
  s.phase = CkPhase::Smith;
}

void play_commercial_harbor(const StdGame& g, StdState& s, int) { ck_of(g, s).harbor_played = 1; }

void play_saboteur(const StdGame& g, StdState& s, int p) {
  BaseSlice& b = s.base;
  const int my_vp = g.victory_points(s, p);
  for (int q = 0; q < s.num_players; ++q)
    b.players[q].discard_left = q != p && g.victory_points(s, q) >= my_vp ? uint8_t(b.players[q].hand_total / 2) : 0;
  b.discard_then_robber = 0;
  next_discarder(g, s);
}

void play_warlord(const StdGame& g, StdState& s, int p) {
  CkSlice& c = ck_of(g, s);
  s.base.players[p].vertex_pieces.for_each([&](int v) {
    if (c.knight[v] & knight::kActive) return;
    set_knight(g, s, v, uint8_t(c.knight[v] | knight::kActive | knight::kSpent));
    g.notify_build(s, CkPiece::KnightActivated, v, p);
  });
}

void play_wedding(const StdGame& g, StdState& s, int p) {
  CkSlice& c = ck_of(g, s);
  const int my_vp = g.victory_points(s, p);
  c.givers = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && g.victory_points(s, q) > my_vp) c.givers |= uint8_t(1u << q);
  c.give_commodity = 0;
  next_giver(g, s);
}

constexpr std::array<PlayCard, kNumCkProgressKinds> kPlayCard = [] {
  std::array<PlayCard, kNumCkProgressKinds> by_card{};
  by_card[Alchemist] = play_alchemist;
  by_card[Crane] = play_crane;
  by_card[Inventor] = play_inventor;
  by_card[Irrigation] = play_irrigation;
  by_card[Mining] = play_mining;
  by_card[RoadBuildingCard] = play_road_building;
  by_card[Smith] = play_smith;
  by_card[CommercialHarbor] = play_commercial_harbor;
  by_card[Saboteur] = play_saboteur;
  by_card[Warlord] = play_warlord;
  by_card[Wedding] = play_wedding;
  return by_card;
}();

}  // namespace

void apply_play(const Module&, const StdGame& g, StdState& s, int kind) {
  spend_card(g, s, kind);
  kPlayCard[size_t(kind)](g, s, s.to_move);
}

// alchemist yY rR: the dice set, the event die still to roll.
void apply_alchemist(const Module&, const StdGame& g, StdState& s, int dice) {
  CkSlice& c = ck_of(g, s);
  c.yellow = uint8_t(dice / 6 + 1);
  c.red = uint8_t(dice % 6 + 1);
  s.phase = CkPhase::RollEvent;
}

void apply_play_resource_monopoly(const Module&, const StdGame& g, StdState& s, int r) {
  spend_card(g, s, ResourceMonopoly);
  const int p = s.to_move;
  for (int q = 0; q < s.num_players; ++q)  // each opponent gives 2 of the resource (1 if that is all)
    if (q != p && s.base.players[q].hand[r]) hand_over(s.base, q, p, r, std::min<int>(2, s.base.players[q].hand[r]));
}

void apply_play_trade_monopoly(const Module&, const StdGame& g, StdState& s, int commodity) {
  spend_card(g, s, TradeMonopoly);
  const int p = s.to_move, k = kNumResources + commodity;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && s.base.players[q].hand[k]) hand_over(s.base, q, p, k, 1);
}

void apply_play_merchant_fleet(const Module&, const StdGame& g, StdState& s, int kind) {
  spend_card(g, s, MerchantFleet);
  ck_of(g, s).fleet |= uint8_t(1u << kind);
  refresh_trade_bonus(g, s, s.to_move);
}

void apply_play_master_merchant(const Module&, const StdGame& g, StdState& s, int seat) {
  CkSlice& c = ck_of(g, s);
  PlayerState& victim = s.base.players[seat];
  spend_card(g, s, MasterMerchant);
  c.victim = uint8_t(seat);
  c.take_left = uint8_t(std::min<int>(2, victim.hand_total));
  victim.known = victim.hand;  // ruling: the hand is laid open
  s.phase = CkPhase::TakeCards;
}

void apply_play_deserter(const Module&, const StdGame& g, StdState& s, int seat) {
  spend_card(g, s, Deserter);
  ck_of(g, s).victim = uint8_t(seat);
  s.to_move = uint8_t(seat);
  s.phase = CkPhase::DeserterRemove;
}

void apply_play_spy(const Module&, const StdGame& g, StdState& s, int seat) {
  spend_card(g, s, Spy);
  ck_of(g, s).victim = uint8_t(seat);
  s.phase = CkPhase::SpyTake;
}

void apply_spy_take(const Module&, const StdGame& g, StdState& s, int kind) { spy_take(g, s, kind); }
void apply_spy_take_added(const Module&, const StdGame& g, StdState& s, int added) {
  spy_take(g, s, kNumCkProgressKinds + added);
}

// Wedding or Commercial Harbor: a card given to the player whose turn it is.
void apply_give(const Module&, const StdGame& g, StdState& s, int kind) {
  CkSlice& c = ck_of(g, s);
  hand_over(s.base, s.to_move, s.turn_player, kind, 1);
  c.give_left -= 1;
  if (c.give_left > 0 && s.base.players[s.to_move].hand_total > 0) return;
  next_giver(g, s);
}

// Master Merchant: a card taken from the victim's open hand.
void apply_take_card(const Module&, const StdGame& g, StdState& s, int kind) {
  CkSlice& c = ck_of(g, s);
  hand_over(s.base, c.victim, s.to_move, kind, 1);
  c.take_left -= 1;
  if (c.take_left > 0 && s.base.players[c.victim].hand_total > 0) return;
  c.victim = 0xFF;
  resume_turn(s);
}

// Commercial Harbor: a resource for a commodity of the opponent's choice.
void apply_harbor_offer(const Module&, const StdGame& g, StdState& s, int index) {
  CkSlice& c = ck_of(g, s);
  const int q = index / kNumResources, r = index % kNumResources;
  c.harbor_done |= uint8_t(1u << q);
  if (!has_commodity(s.base.players[q])) return;  // none to give: no exchange, the resource stays
  hand_over(s.base, s.to_move, q, r, 1);
  c.give_left = 1;
  c.give_commodity = 1;
  s.to_move = uint8_t(q);
  s.phase = CkPhase::GiveCards;
}

// done: Smith's promotions or Deserter's placement left unused.
void apply_done(const Module&, const StdGame& g, StdState& s, int) {
  CkSlice& c = ck_of(g, s);
  c.smith_left = 0;
  c.deserted = 0;
  resume_turn(s);
}

void apply_play_medicine(const Module&, const StdGame& g, StdState& s, int v) {
  const int p = s.to_move;
  spend_card(g, s, Medicine);
  pay_cost(s.base, p, kMedicineCost);
  place_city(g.topo(), s, p, v);
  g.notify_build(s, Piece::City, v, p);
}

void apply_play_engineer(const Module&, const StdGame& g, StdState& s, int v) {
  spend_card(g, s, Engineer);
  add_wall(g, s, s.to_move, v);
}

void apply_play_intrigue(const Module&, const StdGame& g, StdState& s, int v) {
  spend_card(g, s, Intrigue);
  ck_of(g, s).displaced = take_knight(g, s, v);
  relocate_or_return(g, s, v);
}

// Deserter: the victim's knight leaves; the player may place one like it.
void apply_remove_knight(const Module&, const StdGame& g, StdState& s, int v) {
  CkSlice& c = ck_of(g, s);
  const uint8_t k = take_knight(g, s, v);
  c.players[s.to_move].knights_left[knight::strength(k) - 1] += 1;
  s.to_move = s.turn_player;
  if (strongest_free(g, s, s.turn_player, knight::strength(k)) && knight_spots(g, s, s.turn_player).any()) {
    c.deserted = k;
    s.phase = CkPhase::DeserterPlace;
    return;
  }
  resume_turn(s);
}

void apply_place_knight(const Module&, const StdGame& g, StdState& s, int v) {
  CkSlice& c = ck_of(g, s);
  const int p = s.to_move;
  const int st = strongest_free(g, s, p, knight::strength(c.deserted));
  c.players[p].knights_left[st - 1] -= 1;
  put_knight(g, s, v, uint8_t(knight::make(p, st) | (c.deserted & knight::kActive)));
  c.deserted = 0;
  resume_turn(s);
}

// Diplomat: an open road leaves; its owner's may be rebuilt.
void apply_play_diplomat(const Module&, const StdGame& g, StdState& s, int e) {
  BaseSlice& b = s.base;
  const int p = s.to_move;
  spend_card(g, s, Diplomat);
  int owner = 0;
  while (!b.players[owner].roads.test(e) && !b.players[owner].path_pieces.test(e)) ++owner;
  if (b.players[owner].roads.test(e)) remove_road(g.topo(), s, owner, e);
  else ck_opt(g).extension->remove_path_piece(g, s, owner, e);
  award_longest_road(s, g.opt().longest_road_min);
  if (owner == p && free_pieces(g, s, p) > 0) {  // rebuilt as a road, or as a ship where ships sail
    b.free_roads = 1;
    s.phase = Phase::RoadBuilding;
  }
}

void apply_play_merchant(const Module&, const StdGame& g, StdState& s, int h) {
  CkSlice& c = ck_of(g, s);
  const int p = s.to_move;
  spend_card(g, s, Merchant);
  const int before = c.merchant_owner;
  c.merchant_hex = uint8_t(h);
  c.merchant_owner = uint8_t(p);
  if (before != p) {  // its point and its 2:1 rate move with it
    if (before != 0xFF) s.base.players[before].module_vp -= 1, refresh_trade_bonus(g, s, before);
    s.base.players[p].module_vp += 1;
  }
  refresh_trade_bonus(g, s, p);
}

// Bishop: the robber moves; one card from each opponent beside it.
void apply_play_bishop(const Module&, const StdGame& g, StdState& s, int h) {
  BaseSlice& b = s.base;
  CkSlice& c = ck_of(g, s);
  const int p = s.to_move;
  spend_card(g, s, Bishop);
  b.robber = uint8_t(h);
  c.steal_queue = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && b.players[q].hand_total > 0 && (buildings_of(b.players[q]) & g.topo().hex_vertices[h]).any())
      c.steal_queue |= uint8_t(1u << q);
  for (int i = 1; i < s.num_players; ++i) {
    const int q = (p + i) % s.num_players;
    if ((c.steal_queue >> q) & 1) {
      c.steal_queue &= uint8_t(~(1u << q));
      b.victim = uint8_t(q);
      s.phase = Phase::StealCard;
      return;
    }
  }
}

// Inventor: the first token chosen, then the second, swapped with it.
void apply_inventor_swap(const Module&, const StdGame& g, StdState& s, int h) {
  CkSlice& c = ck_of(g, s);
  if (c.inventor_hex == kNoHex) {
    c.inventor_hex = uint8_t(h);
    return;
  }
  std::swap(s.layout.number[c.inventor_hex], s.layout.number[h]);
  s.layout.index_numbers(g.topo().num_hexes);
  c.inventor_hex = kNoHex;
  resume_turn(s);
}

}  // namespace catanlab::ck
