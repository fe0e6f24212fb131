// The base module's transitions: set-up, the turn machine, production and the
// robber, and its blocks, each declared with the handler that applies it.
#include <bit>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <vector>

#include "core/base/base_rules.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/common/chance.h"
#include "core/config_error.h"
#include "core/standard/module_traits.h"
#include "core/standard/hand.h"

namespace catanlab {

namespace {

// A set-up placement: a settlement, or with `setup_city` a city in its round (setup_city_now).
// The last placement yields one card per adjacent producing hex.
void setup_place(const StdGame& g, StdState& s, int p, int v, bool city) {
  BaseSlice& b = s.base;
  place_settlement(g.board(), s, p, v);
  if (city) place_city(g.topo(), s, p, v);
  if (last_setup_round(g, s))
    for (int8_t h : g.topo().vertex_hex[v]) {
      int r = h >= 0 ? terrain_resource(s.layout.terrain[h]) : -1;
      if (r >= 0 && b.bank[r] > 0) bank_pays(b, p, r, 1);
    }
  b.setup_vertex = int16_t(v);
  s.phase = Phase::SetupRoad;
  g.notify_build(s, city ? Piece::City : Piece::Settlement, v, p);
}

void after_robber_move(const StdGame& g, StdState& s) {
  uint8_t victims = robbable(g, s);
  if (victims == 0) return resume_turn(s);
  if (std::popcount(victims) == 1) {
    s.base.victim = uint8_t(std::countr_zero(victims));
    s.phase = Phase::StealCard;
    return;
  }
  s.phase = Phase::ChooseVictim;
}

// The next asked opponent after `from`, in seat order, or -1.
int next_responder(const StdState& s, int from) {
  for (int i = 1; i < s.num_players; ++i) {
    int q = seat_after(s, from, i);
    if (q == s.turn_player) break;
    if ((s.base.offer.asked >> q) & 1) return q;
  }
  return -1;
}

void close_responses(StdState& s) {
  s.to_move = s.turn_player;
  s.phase = s.base.offer.accepted ? Phase::TradeChoose : Phase::Main;
}

void respond_from(StdState& s, int from) {
  int q = next_responder(s, from);
  if (q < 0) return close_responses(s);
  s.to_move = uint8_t(q);
  s.phase = Phase::TradeRespond;
}

template <size_t N>
int total(const std::array<uint8_t, N>& a) {
  int t = 0;
  for (uint8_t x : a) t += x;
  return t;
}

}  // namespace

uint8_t robbable(const StdGame& g, const StdState& s) {
  // The seats with a building at the robber's hex are those it yields for (hex_yield); seven_steal:
  // no robber, any seat holding a card.
  const uint32_t there = g.opt().robber ? s.base.hex_yield[s.base.robber] : ~0u;
  uint8_t mask = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (q != s.turn_player && s.base.players[q].hand_total > 0 && (there >> (4 * q) & 0xF)) mask |= uint8_t(1u << q);
  return mask;
}

void resume_turn(StdState& s) {
  if (s.base.special_left) {  // a module's phase within a special building phase: back to its builder
    s.to_move = uint8_t(seat_after(s, s.turn_player, s.num_players - s.base.special_left));
    s.phase = Phase::SpecialBuild;
    return;
  }
  s.to_move = s.turn_player;
  s.phase = s.base.rolled ? Phase::Main : Phase::RollDice;
}

int free_pieces(const StdGame& g, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  return (p.road_frontier.any() ? p.roads_left : 0) + g.path_pieces_open(s, player);
}

void path_placed(const StdGame& g, StdState& s) {
  if (s.phase == Phase::SetupRoad) {
    s.setup_step += 1;
    if (s.setup_step == g.opt().setup_rounds * s.num_players) return start_turn(g, s, 0);
    s.to_move = uint8_t(setup_seat(s.setup_step, s.num_players));
    s.phase = Phase::SetupSettlement;
  } else if (s.phase == Phase::RoadBuilding) {
    s.base.free_roads -= 1;
    if (s.base.free_roads == 0 || free_pieces(g, s, s.to_move) == 0) resume_turn(s);
  }
}

void give_phase_back(const StdGame& g, StdState& s, Phase phase, int to_move, bool placement) {
  s.phase = phase;
  s.to_move = uint8_t(to_move);
  if (placement) path_placed(g, s);
  else if (phase == Phase::RoadBuilding && free_pieces(g, s, to_move) == 0) resume_turn(s);
}

void next_discarder(const StdGame& g, StdState& s) {
  for (int i = 0; i < s.num_players; ++i) {
    int q = seat_after(s, s.turn_player, i);
    if (s.base.players[q].discard_left > 0) {
      s.to_move = uint8_t(q);
      s.phase = Phase::Discard;
      return;
    }
  }
  s.to_move = s.turn_player;
  if (s.base.discard_then_robber) {
    s.base.discard_then_robber = 0;
    if (g.opt().robber) s.phase = Phase::MoveRobber;
    else after_robber_move(g, s);  // seven_steal: the victim, without a robber
  } else {
    resume_turn(s);
  }
}

void begin_seven(const StdGame& g, StdState& s, bool robber_moves) {
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = s.base.players[q];
    p.discard_left = p.hand_total > g.opt().discard_above + p.hand_limit_bonus ? uint8_t(p.hand_total / 2) : 0;
  }
  s.base.discard_then_robber = robber_moves && (g.opt().robber || g.opt().seven_steal);
  next_discarder(g, s);
}

Offer& extend_offer(const StdGame& g, StdState& s) {
  BaseSlice& b = s.base;
  if (s.phase == Phase::Main) {
    b.offer = Offer{};
    b.offers_made += 1;
    s.phase = Phase::TradeBuild;
    g.notify_trade(s, -1);
  }
  return b.offer;
}

void add_to_offer(const StdGame& g, StdState& s, int k, bool give) {
  Offer& f = extend_offer(g, s);
  if (give) {
    f.give[k] += 1;
    f.give_total += 1;
  } else {
    f.get[k] += 1;
    f.get_total += 1;
  }
}

bool may_accept(const StdGame& g, const StdState& s, int seat) {
  return holds(s.base.players[seat].hand, s.base.offer.get) && g.holds_asked(s, seat);
}

void carry_out_offer(const StdGame& g, StdState& s, int partner) {
  BaseSlice& b = s.base;
  const int p = s.turn_player;
  for (int k = 0; k < kNumCardKinds; ++k) {
    if (int n = b.offer.give[k]) hand_over(b, p, partner, k, n);
    if (int n = b.offer.get[k]) hand_over(b, partner, p, k, n);
  }
  g.notify_trade(s, partner);
}

void start_turn(const StdGame& g, StdState& s, int player) {
  BaseSlice& b = s.base;
  s.turn_player = s.to_move = uint8_t(player);
  b.rolled = b.dev_played = b.offers_made = 0;
  b.last_roll = 0;
  // A decision with a single option is no decision: without a card to play, roll at once.
  s.phase = has_pre_roll_play(g, s) ? Phase::PreRoll : Phase::RollDice;
  g.notify_turn_start(s);
}

void end_turn(const StdGame& g, StdState& s) {
  s.base.players[s.turn_player].dev_new = {};
  if (!g.notify_turn_end(s)) after_turn(g, s);
}

void finish_turn_end(const StdGame& g, StdState& s, const Module& holder) {
  if (!g.notify_turn_end(s, &holder)) after_turn(g, s);
}

void after_turn(const StdGame& g, StdState& s) {
  BaseSlice& b = s.base;
  if (g.opt().paired_players) {
    if (b.paired_part) {  // both roles move one seat on: the next turn is the seat after the first's
      b.paired_part = 0;
      s.turn_player = uint8_t(seat_after(s, s.turn_player, s.num_players - 3));
      return next_turn(g, s);
    }
    // The second seat's part: as a turn after its roll, with no roll and no trade with seats.
    b.paired_part = 1;
    s.turn_player = s.to_move = uint8_t(seat_after(s, s.turn_player, 3));
    b.dev_played = b.offers_made = 0;
    s.phase = Phase::Main;
    return;
  }
  if (!g.opt().special_build) return next_turn(g, s);
  b.special_left = uint8_t(s.num_players - 1);
  s.to_move = s.turn_player;
  s.phase = Phase::SpecialBuild;
  next_special_builder(g, s);
}

void next_special_builder(const StdGame& g, StdState& s) {
  thread_local ActionBuffer legal;  // after every turn of a 5-6 player game: no allocation each time
  for (; s.base.special_left > 0; s.base.special_left -= 1) {
    s.to_move = uint8_t(seat_after(s, s.to_move, 1));
    // A decision with a single option is no decision: a seat that could only pass is passed over.
    if (g.legal_actions(s, legal.fit(g)) > 1) return;
  }
  next_turn(g, s);
}

void next_turn(const StdGame& g, StdState& s) {
  s.turn += 1;
  if (g.opt().turn_cap && s.turn >= uint32_t(g.opt().turn_cap)) {
    s.winner = kNobody;
    s.phase = Phase::GameOver;
    return;
  }
  start_turn(g, s, seat_after(s, s.turn_player, 1));
}

void BaseRules::setup(const StdGame& g, StdState& s) const {
  const Options& o = g.opt();
  BaseSlice& b = s.base;
  b = BaseSlice{};
  for (int r = 0; r < kNumResources; ++r) b.bank[r] = uint8_t(o.bank_per_resource);  // commodities: C&K's
  for (int k = 0; k < kNumDevKinds; ++k) b.dev_deck[k] = uint8_t(o.dev_deck[k]);
  for (int p = 0; p < s.num_players; ++p) {
    PlayerState& ps = b.players[p];
    ps.settlements_left = uint8_t(o.settlements);
    ps.cities_left = uint8_t(o.cities);
    ps.roads_left = uint8_t(o.roads);
    ps.harbors = general_harbors(o);
  }
  // On the desert; on a board without one, off the board (option robber_off_board) or the first
  // land hex (a robber on sea would rob no one and stop nothing). Without a robber (option
  // robber = 0) the piece rests on hex 0.
  const int no_desert = o.robber_off_board ? robber_off_board(g.topo()) : o.robber ? g.topo().land.nth(0) : 0;
  b.robber = uint8_t(s.layout.robber_start >= 0 ? s.layout.robber_start : no_desert);
  s.phase = Phase::SetupSettlement;
  s.setup_step = 0;
  s.to_move = s.turn_player = 0;
}

namespace {

// A roll's production for the first `Seats` seats (every seat of the game): what each is owed,
// as a hand, one byte per resource (pay_hands), then paid. Returns the seats paid (pay_hands).
template <int Seats>
uint64_t produce(const StdGame& g, StdState& s, int roll) {
  BaseSlice& b = s.base;
  std::array<uint64_t, kStdSeats> owed{};
  uint64_t total = 0;  // kept beside owed (pay_hands)
  const HexSet numbered = s.layout.hexes_with_number[roll] - b.barren;
  const HexSet producing = g.opt().robber ? numbered.without(b.robber) : numbered;
  producing.for_each([&](int h) {
    const int r = terrain_resource(s.layout.terrain[h]);
    if (r < 0) return;
    const uint32_t yield = b.hex_yield[h];
    for (int q = 0; q < Seats; ++q) owed[q] += uint64_t(yield >> (4 * q) & 0xF) << (8 * r);
    total += uint64_t(yield_total(yield)) << (8 * r);
  });
  return pay_hands<Seats>(b, owed, total, g.opt().bank_single_claimant);
}

}  // namespace

void BaseRules::on_roll(const StdGame& g, StdState& s, int roll) const {
  if (roll == 7) return begin_seven(g, s, true);
  // Production, then the bank-shortage rule per resource (base game §5): a random roll then
  // costs few branches and one add per seat. Four seats or fewer: no work for the other two.
  uint64_t paid = s.num_players <= 4 ? produce<4>(g, s, roll) : produce<kStdSeats>(g, s, roll);
  if (g.notify_produce(s, roll, paid)) return;  // a module's phase first (gold fields); it resumes the roll
  s.phase = Phase::Main;
}

bool BaseRules::resume_roll(const StdGame&, StdState& s) const {
  s.to_move = s.turn_player;
  s.phase = Phase::Main;
  return true;
}

int BaseRules::chance_outcomes(const StdGame&, const StdState& s, ChanceOutcome* out) const {
  const BaseSlice& b = s.base;
  int n = 0;
  switch (s.phase) {
    case Phase::RollDice:
      for (int sum = 2; sum <= 12; ++sum) out[n++] = {blocks_.dice.id(sum - 2), (6 - std::abs(7 - sum)) / 36.0};
      return n;
    case Phase::DrawDev: {
      int deck = total(b.dev_deck);
      for (int k = 0; k < kNumDevKinds; ++k)
        if (b.dev_deck[k]) out[n++] = {blocks_.draw.id(k), double(b.dev_deck[k]) / deck};
      return n;
    }
    case Phase::StealCard: {
      const PlayerState& v = b.players[b.victim];
      for (int r = 0; r < kNumResources; ++r)
        if (v.hand[r]) out[n++] = {blocks_.steal.id(r), double(v.hand[r]) / v.hand_total};
      return n;
    }
    default:
      return 0;
  }
}

Action BaseRules::sample_chance(const StdGame&, const StdState& s, Rng& rng) const {
  const BaseSlice& b = s.base;
  switch (s.phase) {
    case Phase::RollDice:
      return blocks_.dice.id(int(rng.below(6)) + int(rng.below(6)));
    case Phase::DrawDev:
      return blocks_.draw.id(draw_pile(b.dev_deck, total(b.dev_deck), rng));
    case Phase::StealCard:
      return blocks_.steal.id(draw_pile(b.players[b.victim].hand, b.players[b.victim].hand_total, rng));
    default:
      return -1;
  }
}

// The handlers of the base module's blocks: each applies an index within its block.
namespace {

void apply_end_turn(const Module&, const StdGame& g, StdState& s, int) { end_turn(g, s); }

void apply_end_special_build(const Module&, const StdGame& g, StdState& s, int) {
  s.base.special_left -= 1;
  next_special_builder(g, s);
}

void apply_roll(const Module&, const StdGame&, StdState& s, int) { s.phase = Phase::RollDice; }

void apply_buy_dev(const Module&, const StdGame& g, StdState& s, int) {
  pay_cost(s.base, s.to_move, g.opt().costs[BuyDevCard]);
  s.phase = Phase::DrawDev;
}

// Count k of a development-card array moved by d, stored as packed() loads it (the first four
// counts as one word, then the fifth): the move generator's loads of dev, dev_new and dev_deck,
// right after a draw, then forward from the store instead of stalling on a byte store under them.
void add_dev(std::array<uint8_t, kNumDevKinds>& counts, int k, int d) {
  if (k == 4) {
    counts[4] = uint8_t(counts[4] + d);
    return;
  }
  uint32_t low;
  std::memcpy(&low, counts.data(), sizeof low);
  low += uint32_t(d) << (8 * k);
  std::memcpy(counts.data(), &low, sizeof low);
}

// Plays development card `k` of the seat to move (one per turn).
PlayerState& play_dev(StdState& s, DevKind k) {
  PlayerState& me = s.base.players[s.to_move];
  add_dev(me.dev, k, -1);
  s.base.dev_played = 1;
  return me;
}

void apply_play_knight(const Module&, const StdGame& g, StdState& s, int) {
  play_dev(s, Knight).knights_played += 1;
  if (g.opt().largest_army) award_largest_army(s, s.to_move, g.opt().largest_army_min);
  s.phase = Phase::MoveRobber;
}

void apply_play_road_building(const Module&, const StdGame& g, StdState& s, int) {
  play_dev(s, RoadBuilding);
  s.base.free_roads = uint8_t(std::min(2, free_pieces(g, s, s.to_move)));
  s.phase = Phase::RoadBuilding;
}

void apply_play_year_of_plenty(const Module&, const StdGame&, StdState& s, int) {
  play_dev(s, YearOfPlenty);
  s.base.free_picks = 2;
  if (total(s.base.bank) == 0) return resume_turn(s);
  s.phase = Phase::YearOfPlenty;
}

void apply_play_monopoly(const Module&, const StdGame&, StdState& s, int r) {
  BaseSlice& b = s.base;
  const int p = s.to_move;
  PlayerState& me = play_dev(s, Monopoly);
  for (int q = 0; q < s.num_players; ++q) {
    int n = q == p ? 0 : b.players[q].hand[r];
    if (n == 0) continue;
    lose_public(b.players[q], r, n);
    gain_public(me, r, n);
  }
}

void apply_take(const Module&, const StdGame&, StdState& s, int r) {  // Year of Plenty
  BaseSlice& b = s.base;
  bank_pays(b, s.to_move, r, 1);
  b.free_picks -= 1;
  if (b.free_picks == 0 || total(b.bank) == 0) resume_turn(s);
}

void apply_discard(const Module&, const StdGame& g, StdState& s, int r) {
  pay_bank(s.base, s.to_move, r, 1);
  s.base.players[s.to_move].discard_left -= 1;
  next_discarder(g, s);
}

void apply_trade_bank(const Module&, const StdGame&, StdState& s, int index) {
  BaseSlice& b = s.base;
  const int p = s.to_move, give = bank_trade_give(index);
  pay_bank(b, p, give, bank_rate(b.players[p], give));
  bank_pays(b, p, bank_trade_get(index), 1);
}

void apply_offer_give(const Module&, const StdGame& g, StdState& s, int r) { add_to_offer(g, s, r, true); }
void apply_offer_get(const Module&, const StdGame& g, StdState& s, int r) { add_to_offer(g, s, r, false); }

void apply_offer_submit(const Module&, const StdGame& g, StdState& s, int) {
  Offer& f = s.base.offer;
  const int p = s.to_move;
  f.asked = f.accepted = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && may_accept(g, s, q)) f.asked |= uint8_t(1u << q);
  respond_from(s, p);
}

void apply_trade_accept(const Module&, const StdGame&, StdState& s, int) {
  s.base.offer.accepted |= uint8_t(1u << s.to_move);
  respond_from(s, s.to_move);
}

void apply_trade_decline(const Module&, const StdGame&, StdState& s, int) { respond_from(s, s.to_move); }

void apply_trade_with(const Module&, const StdGame& g, StdState& s, int partner) {
  carry_out_offer(g, s, partner);
  s.phase = Phase::Main;
}

void apply_trade_withdraw(const Module&, const StdGame&, StdState& s, int) {
  s.to_move = s.turn_player;
  s.phase = Phase::Main;
}

void apply_steal_from(const Module&, const StdGame&, StdState& s, int victim) {
  s.base.victim = uint8_t(victim);
  s.phase = Phase::StealCard;
}

void apply_build_settlement(const Module&, const StdGame& g, StdState& s, int v) {
  const int p = s.to_move;
  if (s.phase == Phase::SetupSettlement) return setup_place(g, s, p, v, false);
  pay_cost(s.base, p, g.opt().costs[BuySettlement]);
  place_settlement(g.board(), s, p, v);
  award_longest_road(s, g.opt().longest_road_min);
  g.notify_build(s, Piece::Settlement, v, p);
}

void apply_build_city(const Module&, const StdGame& g, StdState& s, int v) {
  const int p = s.to_move;
  if (s.phase == Phase::SetupSettlement) return setup_place(g, s, p, v, true);
  pay_cost(s.base, p, g.opt().costs[BuyCity]);
  place_city(g.topo(), s, p, v);
  g.notify_build(s, Piece::City, v, p);
}

void apply_build_road(const Module&, const StdGame& g, StdState& s, int e) {
  const int p = s.to_move;
  if (s.phase == Phase::Main || s.phase == Phase::SpecialBuild) pay_cost(s.base, p, g.opt().costs[BuyRoad]);
  place_road(g.topo(), s, p, e);
  award_longest_road(s, g.opt().longest_road_min);
  g.notify_build(s, Piece::Road, e, p);
  path_placed(g, s);
}

void apply_move_robber(const Module&, const StdGame& g, StdState& s, int h) {
  s.base.robber = uint8_t(h);
  s.base.robber_alone = 0;
  after_robber_move(g, s);
}

void apply_dice(const Module&, const StdGame& g, StdState& s, int index) {
  const int roll = index + 2;
  s.base.rolled = 1;
  s.base.last_roll = uint8_t(roll);
  g.notify_roll(s, roll);
}

void apply_draw(const Module&, const StdGame&, StdState& s, int k) {
  PlayerState& me = s.base.players[s.to_move];
  add_dev(s.base.dev_deck, k, -1);
  add_dev(me.dev, k, 1);
  // Bought in a special building phase: playable on the buyer's next turn, so not new there.
  if (s.base.special_left) {
    s.phase = Phase::SpecialBuild;
    return;
  }
  add_dev(me.dev_new, k, 1);
  s.phase = Phase::Main;
}

void apply_steal(const Module&, const StdGame&, StdState& s, int r) {
  BaseSlice& b = s.base;
  steal_card(b, s.turn_player, b.victim, r);
  b.victim = kNobody;
  resume_turn(s);
}

}  // namespace

void BaseRules::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  if (g.opt().robber_off_board && t.num_hexes >= kMaxHexes)
    throw ConfigError(fmt::format("rule set '{}': board '{}': more than {} hexes leave the robber no place off the board",
                                  g.rules().name, g.board().name, kMaxHexes - 1));
  // The seat three to the left must be another seat than the first's and its left neighbour's.
  if (g.opt().paired_players && g.num_players() < 5)
    throw ConfigError(
        fmt::format("rule set '{}': paired_players needs 5 or 6 players, not {}", g.rules().name, g.num_players()));
  BaseBlocks& k = blocks_;
  blocks.add(k.end_turn, "end_turn", Domain::Fixed, 1, apply_end_turn);
  blocks.add(k.roll, "roll", Domain::Fixed, 1, apply_roll);
  blocks.add(k.buy_dev, "buy_dev", Domain::Fixed, 1, apply_buy_dev);
  blocks.add(k.play_knight, "play_knight", Domain::Fixed, 1, apply_play_knight);
  blocks.add(k.play_road_building, "play_road_building", Domain::Fixed, 1, apply_play_road_building);
  blocks.add(k.play_year_of_plenty, "play_year_of_plenty", Domain::Fixed, 1, apply_play_year_of_plenty);
  blocks.add(k.play_monopoly, "play_monopoly", Domain::Resource, 1, apply_play_monopoly);
  blocks.add(k.take, "take", Domain::Resource, 1, apply_take);
  blocks.add(k.discard, "discard", Domain::Resource, 1, apply_discard);
  std::vector<std::string> pairs;  // trade_bank GIVE GET, by give then get
  for (int give = 0; give < kNumResources; ++give)
    for (int get = 0; get < kNumResources; ++get)
      if (get != give) pairs.push_back(fmt::format("{} {}", kResourceNames[give], kResourceNames[get]));
  blocks.add_list(k.trade_bank, "trade_bank", std::move(pairs), apply_trade_bank);
  blocks.add(k.offer_give, "offer_give", Domain::Resource, 1, apply_offer_give);
  blocks.add(k.offer_get, "offer_get", Domain::Resource, 1, apply_offer_get);
  blocks.add(k.offer_submit, "offer_submit", Domain::Fixed, 1, apply_offer_submit);
  blocks.add(k.trade_accept, "trade_accept", Domain::Fixed, 1, apply_trade_accept);
  blocks.add(k.trade_decline, "trade_decline", Domain::Fixed, 1, apply_trade_decline);
  const int seats = base_obs::seats(g);  // four, as every rule set up to four players has them, or all
  blocks.add(k.trade_with, "trade_with", Domain::Seat, seats, apply_trade_with);
  blocks.add(k.trade_withdraw, "trade_withdraw", Domain::Fixed, 1, apply_trade_withdraw);
  blocks.add(k.steal_from, "steal_from", Domain::Seat, seats, apply_steal_from);
  blocks.add(k.build_settlement, "build_settlement", Domain::Vertex, t.num_vertices, apply_build_settlement);
  blocks.add(k.build_city, "build_city", Domain::Vertex, t.num_vertices, apply_build_city);
  blocks.add(k.build_road, "build_road", Domain::Edge, t.num_edges, apply_build_road);
  blocks.add(k.move_robber, "move_robber", Domain::Hex, t.num_hexes, apply_move_robber);
  if (g.opt().special_build && !g.opt().paired_players)
    blocks.add(k.end_special_build, "end_special_build", Domain::Fixed, 1, apply_end_special_build);
  std::vector<std::string> sums;
  for (int sum = 2; sum <= 12; ++sum) sums.push_back(std::to_string(sum));
  blocks.add_chance_list(k.dice, "roll", std::move(sums), apply_dice);
  blocks.add_chance_list(k.draw, "draw", {std::begin(kDevNames), std::end(kDevNames)}, apply_draw);
  blocks.add_chance(k.steal, "steal", Domain::Resource, 1, apply_steal);
}

}  // namespace catanlab
