// What a seat of Conquest sees. Everything is public (pieces, hands, goods,
// tokens, cards played, Victory Point cards, shown when drawn) but the
// development cards in other seats' hands, of which it sees how many each
// holds and how many were bought this turn. resample_hidden deals those
// cards again from the deck and the hands it cannot see.
#include <algorithm>
#include <fmt/format.h>

#include "core/conquest/cq_rules.h"
#include "core/engine/obs_layout.h"

namespace catanlab {

using namespace cq;

namespace {

// The observation's parts, in order (observation_layout gives the size).
constexpr int kHexFeatures = 7 + 1 + 6 + 1 + kCqSeats * 3 + kCqSeats * 6 + 2;
constexpr int kWallFeatures = kCqSeats + 1;  // per side: each relative seat's wall, the wall in play
constexpr int kSeatFeatures = 2 + kNumGoods + 4 + 3 + 5 + 2 + kCqSeats + 4;
constexpr int kSlotFeatures = 6 + 1 + 4 + 3 + 2;
constexpr int kGlobalFeatures = 2 + kNumCqPhases + 11 + 3 + 11 + 4 + 2 * kNumGoods + kNumUnitKinds + kCqSeats + 2 +
                                2 * kNumDevCards;
constexpr Token kOnceTokens[5] = {Fortress, GreatWall, Armada, Legion, Metropolis};

int terrain_channel(uint8_t t) {
  switch (Terrain(t)) {
    case Terrain::Sea: return 0;
    case Terrain::Forest: return 1;
    case Terrain::Hills: return 2;
    case Terrain::Pasture: return 3;
    case Terrain::Fields: return 4;
    case Terrain::Mountains: return 5;
    case Terrain::Gold: return 6;
    default: return -1;
  }
}

int pips(int number) { return number ? 6 - std::abs(7 - number) : 0; }

std::string seat_name(int q) { return q == 0 ? "the observer" : fmt::format("relative seat {}", q); }

}  // namespace

int CqGame::observation_layout() const {
  return topo().num_hexes * kHexFeatures + topo().num_edges * kWallFeatures + kCqSeats * kSeatFeatures +
         kUnitSlots * kSlotFeatures + kGlobalFeatures;
}

// Conquest's segments, field by field, in the order observe writes them, each bounded by the options'
// piece counts and decks. Seats are relative (the observer first), kCqSeats of them whatever the players.
static ObsLayout cq_layout(const Game& game) {
  const CqGame& g = static_cast<const CqGame&>(game);
  const CqOptions& o = g.opt();
  const Topology& t = g.topology();
  const int H = t.num_hexes, E = t.num_edges;
  int deck = 0;
  for (int c : o.deck) deck += c;
  const int knights = std::min(o.knights, kKnightSlots);
  const int ships = std::min(o.ships + o.cargo_ships + o.galleys, kUnitSlots - kKnightSlots);
  ObsLayout out;
  for (int h = 0; h < H; ++h) {
    const std::string hex = fmt::format("hexes[{}]", h), at = fmt::format("hex {}: ", h);
    out.push_back({hex + ".terrain", 7, 0, 1,
                   at + "terrain one-hot (sea, forest, hills, pasture, fields, mountains, gold)"});
    out.push_back({hex + ".pips", 1, 0, 1, at + "its number's pips (fifths)"});
    out.push_back({hex + ".port", 7, 0, 1,
                   at + "its port one-hot (lumber, brick, wool, grain, ore, any), a start island's port"});
    for (int q = 0; q < kCqSeats; ++q)
      out.push_back({fmt::format("{}.buildings[{}]", hex, q), 3, 0, 1,
                     fmt::format("hex {}, {}: settlement, city, castle", h, seat_name(q))});
    for (int q = 0; q < kCqSeats; ++q) {
      const std::string seat = fmt::format("{}.units[{}]", hex, q), who = fmt::format("hex {}, {}: ", h, seat_name(q));
      out.push_back({seat + ".knights", 3, 0, knights / 3.0f, who + "knights, archers, cavalry (thirds)"});
      out.push_back({seat + ".ships", 1, 0, std::min(o.ships, ships) / 3.0f, who + "ships (thirds)"});
      out.push_back({seat + ".cargo_ships", 1, 0, std::min(o.cargo_ships, ships) / 3.0f, who + "cargo ships (thirds)"});
      out.push_back({seat + ".galleys", 1, 0, std::min(o.galleys, ships) / 3.0f, who + "galleys (thirds)"});
    }
    out.push_back({hex + ".marks", 2, 0, 1, at + "the attack's target, the chosen unit stands here"});
  }
  out.push_back({"walls", E * kWallFeatures, 0, 1,
                 fmt::format("per side, {} entries: each relative seat's wall, the wall in play", kWallFeatures)});
  const int most_points = o.walls + o.settlements + 2 * o.cities + 3 * o.castles + 2 * (knights + ships) +
                          o.deck[CardVictoryPoint];
  for (int q = 0; q < kCqSeats; ++q) {
    const std::string seat = fmt::format("players[{}]", q), who = seat_name(q) + ": ";
    out.push_back({seat + ".points", 1, 0, most_points / 30.0f, who + "victory points (thirtieths)"});
    // Tokens are earned again and again (battles, the bank's events): only their counters bound them.
    out.push_back({seat + ".tokens", 1, -255 / 30.0f, (kNumTokens * 65535.0f + 255) / 30,
                   who + "victory tokens (thirtieths)"});
    out.push_back({seat + ".resources", kNumResources, 0, o.bank_per_resource / 10.0f,
                   who + "lumber, brick, wool, grain, ore (tenths)"});
    // Gold, fish and meat have no bank: only their counters bound them.
    out.push_back({seat + ".goods", kNumGoods - kNumResources, 0, 6553.5f, who + "gold, fish, meat (tenths)"});
    out.push_back({seat + ".cards", 1, 0, deck / 5.0f, who + "development cards held (fifths)"});
    out.push_back({seat + ".cards_new", 1, 0, deck / 2.0f, who + "of those, bought this turn (halves)"});
    out.push_back({seat + ".vp_cards", 1, 0, o.deck[CardVictoryPoint] / 5.0f,
                   who + "Victory Point cards shown (fifths)"});
    // Balance's tokens taken and given, prisoners and ships sunk accumulate: their bytes bound them.
    out.push_back({seat + ".balance", 1, -51, 51, who + "tokens taken less tokens given by Balance (fifths)"});
    out.push_back({seat + ".captures", 2, 0, 51, who + "knights captured, ships sunk (fifths)"});
    out.push_back({seat + ".units", 1, 0, (knights + ships) / 20.0f,
                   who + "knights and ships on the board (twentieths)"});
    out.push_back({seat + ".once_tokens", 5, 0, 1, who + "holds fortress, great wall, armada, legion, metropolis"});
    out.push_back({seat + ".turn", 2, 0, 1, who + "is deciding, is the turn player"});
    out.push_back({seat + ".order", kCqSeats, 0, 1, who + "its place in this round's turn order one-hot"});
    out.push_back({seat + ".trade", 4, 0, 1,
                   who + "traded with this turn, asked, accepted, receives Robin Hood's cards"});
  }
  int lo_q = 0, hi_q = 0, lo_r = 0, hi_r = 0;
  for (int h = 0; h < H; ++h) {
    lo_q = std::min<int>(lo_q, t.coord[h].q), hi_q = std::max<int>(hi_q, t.coord[h].q);
    lo_r = std::min<int>(lo_r, t.coord[h].r), hi_r = std::max<int>(hi_r, t.coord[h].r);
  }
  for (int i = 0; i < kUnitSlots; ++i) {
    const std::string slot = fmt::format("units[{}]", i), of = fmt::format("the observer's unit slot {}: ", i);
    out.push_back({slot + ".kind", 6, 0, 1, of + "kind one-hot (knight, archer, cavalry, ship, cargo ship, galley)"});
    out.push_back({slot + ".steps", 1, 0, 1, of + "movement left (sevenths)"});
    out.push_back({slot + ".flags", 7, 0, 1, of + "moved, attacked, breached, foraged; blessed, travelled, aboard"});
    out.push_back({slot + ".q", 1, lo_q / 10.0f, hi_q / 10.0f, of + "its hex's axial q (tenths)"});
    out.push_back({slot + ".r", 1, lo_r / 10.0f, hi_r / 10.0f, of + "its hex's axial r (tenths)"});
  }
  out.push_back({"round", 1, 0, 1, "rounds played over cq_rounds"});
  out.push_back({"attack_phase", 1, 0, 1, "an Attack round (else Build)"});
  out.push_back({"phase", kNumCqPhases, 0, 1, "the awaited input one-hot"});
  out.push_back({"last_roll", 11, 0, 1, "this turn's roll 2..12 one-hot"});
  out.push_back({"dragon_gold", 1, 0, 1, "gold from gold hexes since the dragon flew, over dragon_gold"});
  out.push_back({"deck", 1, 0, deck / 19.0f, "development cards left to draw (nineteenths)"});
  out.push_back({"units_built", 1, 0, o.units_per_turn / 2.0f, "units built this turn (halves)"});
  out.push_back({"dice_stack", 11, 0, o.dice_stack ? 1.0f : 0.0f,
                 "the dice stack's cards left per sum 2..12 (sixths)"});
  out.push_back({"turn_flags", 2, 0, 1, "a wall was moved, a card was played this turn"});
  out.push_back({"offers_made", 1, 0, o.max_offers_per_turn / 3.0f, "trade offers made this turn (thirds)"});
  out.push_back({"picks_left", 1, 0, (kNumResources * o.bank_per_resource / 2 + 3) / 5.0f,
                 "resources still to pick (Plenty, Robin Hood) and harvest picks left (fifths)"});
  out.push_back({"offer", 2 * kNumGoods, 0, o.max_offer_cards / 3.0f,
                 "the open offer: goods given, then asked, by kind (thirds)"});
  out.push_back({"target_kind", kNumUnitKinds, 0, 1, "the attacked unit's kind one-hot (none: the building)"});
  out.push_back({"target_seat", kCqSeats, 0, 1, "the attacked relative seat one-hot"});
  out.push_back({"event", 1, 0, 1, "an event (dragon, storm, disease) is being resolved"});
  out.push_back({"draw_free", 1, 0, 1, "the card drawn is the round's free one"});
  for (int k = 0; k < kNumDevCards; ++k)
    out.push_back({fmt::format("cards.{}", kDevCardNames[k]), 1, 0, o.deck[k] / 3.0f,
                   fmt::format("the observer's {} cards held (thirds)", kDevCardNames[k])});
  for (int k = 0; k < kNumDevCards; ++k)
    out.push_back({fmt::format("cards_new.{}", kDevCardNames[k]), 1, 0, float(o.deck[k]),
                   fmt::format("of the observer's {} cards, those bought this turn", kDevCardNames[k])});
  return out;
}

void register_conquest_layout() { register_observation_layout(std::string(CqGame::kFamily), cq_layout); }

void CqGame::observe(const State& state, int seat, float* out) const {
  const CqState& s = cq_state(state);
  std::fill(out, out + observation_size_, 0.0f);
  const int n = num_players_, H = topo().num_hexes;
  auto rel = [&](int q) { return (q - seat + n) % n; };
  const CqPhase ph = phase(s);
  const bool attacking = ph == CqPhase::AttackTarget || ph == CqPhase::Defend || ph == CqPhase::Battle;
  // Hexes.
  for (int h = 0; h < H; ++h) {
    float* x = out + h * kHexFeatures;
    if (const int t = terrain_channel(s.terrain[h]); t >= 0) x[t] = 1;
    x[7] = float(pips(s.number[h])) / 5;
    if (board_.port[h] != kCqNone) x[8 + board_.port[h]] = 1;
    x[14] = board_.start_ports.test(h);
    if (const int o = owner_at(s, h); o >= 0) x[15 + rel(o) * 3 + level_at(s, h) - 1] = 1;
    x[15 + kCqSeats * 3 + kCqSeats * 6] = attacking && s.target_hex == h;
  }
  for (int q = 0; q < n; ++q)
    for (const CqUnit& u : s.seats[q].units)
      if (u.kind) out[u.hex * kHexFeatures + 15 + kCqSeats * 3 + rel(q) * 6 + u.kind - 1] += 1.0f / 3;
  if (s.selected != kCqNone)
    out[s.seats[turn_player(s)].units[s.selected].hex * kHexFeatures + kHexFeatures - 1] = 1;
  out += H * kHexFeatures;
  // Walls.
  for (int q = 0; q < n; ++q) s.seats[q].walls.for_each([&](int e) { out[e * kWallFeatures + rel(q)] = 1; });
  if (s.phase == uint8_t(CqPhase::WallTo) || s.phase == uint8_t(CqPhase::BreachRoll)) out[s.edge * kWallFeatures + kCqSeats] = 1;
  out += topo().num_edges * kWallFeatures;
  // Seats, the viewer first.
  for (int i = 0; i < n; ++i) {
    const int q = (seat + i) % n;
    const CqSeat& p = s.seats[q];
    float* x = out + i * kSeatFeatures;
    *x++ = float(points(s, q)) / 30;
    *x++ = float(total_tokens(p)) / 30;
    for (int k = 0; k < kNumGoods; ++k) *x++ = float(p.hand[k]) / 10;
    int held = 0, fresh = 0;
    for (int k = 0; k < kNumDevCards; ++k) held += p.dev[k], fresh += p.dev_new[k];
    *x++ = float(held) / 5;
    *x++ = float(fresh) / 2;
    *x++ = float(p.vp_cards) / 5;
    *x++ = float(p.balance_in - p.balance_out) / 5;
    *x++ = float(p.prisoners) / 5;
    *x++ = float(p.sunk) / 5;
    *x++ = float(p.forces.knight_count + p.forces.ship_count) / 20;
    for (Token t : kOnceTokens) *x++ = p.tokens[t] > 0;
    *x++ = current_player(state) == q;
    *x++ = turn_player(s) == q && s.round > 0;
    for (int k = 0; k < n; ++k)
      if (s.order[k] == q) x[k] = 1;
    x += kCqSeats;
    *x++ = s.partners >> q & 1;
    *x++ = s.offer_asked >> q & 1;
    *x++ = s.offer_accepted >> q & 1;
    *x++ = s.robin_to == q;
  }
  out += kCqSeats * kSeatFeatures;
  // The viewer's unit slots.
  for (int i = 0; i < kUnitSlots; ++i) {
    const CqUnit& u = s.seats[seat].units[i];
    float* x = out + i * kSlotFeatures;
    if (!u.kind) continue;
    x[u.kind - 1] = 1;
    x[6] = float(u.steps) / 7;
    for (int b = 0; b < 4; ++b) x[7 + b] = u.used >> b & 1;
    x[11] = (u.flags & kBlessed) != 0;
    x[12] = (u.flags & kTravelled) != 0;
    x[13] = u.carrier != 0;
    x[14] = float(topo().coord[u.hex].q) / 10;
    x[15] = float(topo().coord[u.hex].r) / 10;
  }
  out += kUnitSlots * kSlotFeatures;
  // The game.
  *out++ = float(s.round) / float(opt_.cq_rounds);
  *out++ = attack_phase(*this, s);
  out[s.phase < kNumCqPhases ? s.phase : 0] = 1;
  out += kNumCqPhases;
  if (s.last_roll >= 2) out[s.last_roll - 2] = 1;
  out += 11;
  *out++ = float(s.dragon_gold) / float(opt_.dragon_gold);
  int deck = 0;
  for (uint8_t c : s.deck) deck += c;
  *out++ = float(deck) / 19;
  *out++ = float(s.units_built) / 2;
  for (int k = 0; k < 11; ++k) *out++ = opt_.dice_stack ? float(s.stack[k]) / 6 : 0.0f;
  *out++ = s.wall_moved;
  *out++ = s.dev_played;
  *out++ = float(s.offers_made) / 3;
  *out++ = float(s.picks_left + s.harvest_left) / 5;
  for (int k = 0; k < kNumGoods; ++k) *out++ = float(s.offer_give[k]) / 3;
  for (int k = 0; k < kNumGoods; ++k) *out++ = float(s.offer_ask[k]) / 3;
  const bool named = ph == CqPhase::Defend || ph == CqPhase::Battle;
  if (named) out[s.target_kind] = 1;
  out += kNumUnitKinds;
  if (named) out[rel(s.target_seat)] = 1;
  out += kCqSeats;
  *out++ = s.event != 0;
  *out++ = s.draw_free;
  // The viewer's own cards by kind: held, and bought this turn.
  for (int k = 0; k < kNumDevCards; ++k) *out++ = float(s.seats[seat].dev[k]) / 3;
  for (int k = 0; k < kNumDevCards; ++k) *out++ = s.seats[seat].dev_new[k];
}

std::string CqGame::observe_text(const State& state, int seat) const {
  const CqState& s = cq_state(state);
  std::string out = fmt::format("round {} of {} ({} phase)  turn {}  phase {}  view of p{}\n", s.round, opt_.cq_rounds,
                                attack_phase(*this, s) ? "attack" : "build", turn(state), phase_name(state), seat);
  if (s.last_roll) out += fmt::format("last roll {}\n", s.last_roll);
  for (int q = 0; q < num_players_; ++q) {
    const CqSeat& p = s.seats[q];
    std::string hand, cards, units, tokens;
    for (int k = 0; k < kNumGoods; ++k)
      if (p.hand[k]) hand += fmt::format(" {} {}", p.hand[k], kGoodNames[k]);
    int held = 0;
    for (int k = 0; k < kNumDevCards; ++k) {
      held += p.dev[k];
      if (q == seat && p.dev[k]) cards += fmt::format(" {}{}", kDevCardNames[k], p.dev_new[k] ? "(new)" : "");
    }
    for (int i = 0; i < kUnitSlots; ++i)
      if (const CqUnit& u = p.units[i]; u.kind)
        units += fmt::format(" u{}:{}@h{}{}", i, kUnitNames[u.kind], u.hex, u.carrier ? "(aboard)" : "");
    for (int t = 0; t < kNumTokens; ++t)
      if (p.tokens[t]) tokens += fmt::format(" {} {}", kTokenNames[t], p.tokens[t]);
    std::string buildings;
    p.settled.for_each([&](int h) { buildings += fmt::format(" h{}:{}", h, level_at(s, h)); });
    out += fmt::format("p{}{} points {} tokens {} (balance {:+}){}\n  hand{}\n  cards {}{}  vp cards {}\n"
                       "  buildings{}\n  walls {}\n  units{}\n",
                       q, current_player(state) == q ? "*" : " ", points(s, q), total_tokens(p),
                       p.balance_in - p.balance_out, tokens, hand.empty() ? " -" : hand, held,
                       q == seat ? cards : std::string(), p.vp_cards, buildings.empty() ? " -" : buildings,
                       p.walls.count(), units.empty() ? " -" : units);
  }
  if (is_terminal(state)) {
    const int w = winner(state);
    out += w >= 0 ? fmt::format("p{} wins\n", w) : std::string("shared win\n");
  }
  return out;
}

// Another seat's development cards: any but a Victory Point card from the deck and the hands `seat`
// cannot see, each holder keeping how many it holds and how many it bought this turn.
void CqGame::resample_hidden(State& state, int seat, Rng& rng) const {
  CqState& s = cq_state(state);
  std::array<int, kNumDevCards> pool{};
  int size = 0;
  for (int k = 0; k < kNumDevCards; ++k) {
    pool[k] = s.deck[k];
    for (int q = 0; q < num_players_; ++q)
      if (q != seat) pool[k] += s.seats[q].dev[k];
    size += pool[k];
  }
  // Victory Point cards are shown when drawn: none hides in a hand, so those unseen all lie in the deck.
  const int vp_cards = pool[CardVictoryPoint];
  pool[CardVictoryPoint] = 0, size -= vp_cards;
  auto take = [&](int k) { --pool[k], --size; return k; };
  auto draw = [&] {
    int x = int(rng.below(uint32_t(size)));
    for (int k = 0; k < kNumDevCards; ++k) {
      if (x < pool[k]) return take(k);
      x -= pool[k];
    }
    return take(kNumDevCards - 1);
  };
  // Waiting to play Loaded Dice before the roll shows one: it stays with the seat whose turn it is.
  const int shows_dice = s.phase == uint8_t(CqPhase::PreRoll) && turn_player(s) != seat ? turn_player(s) : -1;
  if (shows_dice >= 0) take(CardLoadedDice);
  for (int q = 0; q < num_players_; ++q) {
    if (q == seat) continue;
    CqSeat& p = s.seats[q];
    int held = 0, fresh = 0;
    for (int k = 0; k < kNumDevCards; ++k) held += p.dev[k], fresh += p.dev_new[k];
    p.dev = {}, p.dev_new = {};
    if (q == shows_dice) ++p.dev[CardLoadedDice], --held;
    std::vector<int> dealt;
    for (int i = 0; i < held; ++i) dealt.push_back(draw());
    for (int k : dealt) ++p.dev[k];
    for (int i = 0; i < fresh; ++i) {
      const int j = i + int(rng.below(uint32_t(dealt.size() - i)));
      std::swap(dealt[i], dealt[j]);
      ++p.dev_new[dealt[i]];
    }
  }
  pool[CardVictoryPoint] = vp_cards;
  for (int k = 0; k < kNumDevCards; ++k) s.deck[k] = uint8_t(pool[k]);
}

bool CqGame::action_visible(const State& before, Action a, int viewer) const {
  if (a < num_actions() || actions_.block_of(a) != b_.draw) return true;
  const CqState& s = cq_state(before);
  int kinds = 0;
  for (int k = 0; k < kNumDevCards; ++k) kinds += k != CardVictoryPoint && s.deck[k] > 0;
  return viewer == s.draw_for || actions_.index_of(a) == CardVictoryPoint || kinds <= 1;
}

}  // namespace catanlab
