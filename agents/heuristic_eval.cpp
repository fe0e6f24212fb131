#include "agents/heuristic_eval.h"

#include <algorithm>
#include <cmath>

#include "core/base/base_rules.h"
#include "core/base/hand.h"
#include "core/ck/ck_internal.h"
#include "core/lotc/lotc_internal.h"

namespace catanlab {

namespace {

// Weights, in units where one VP is worth 10. Building must always beat
// keeping its cards (a settlement's 4 cards are worth ~4, its VP 10), and
// production is what wins the next turns, so a pip (1/36 of a card per roll)
// is worth almost a card.
constexpr double kVp = 10.0;
constexpr double kPip = 0.9;
constexpr double kDiversity = 1.5;       // per resource the seat produces at all
constexpr double kRobbedShare = 0.3;     // a blocked hex still counts a little: the robber moves on
constexpr double kHarbor2 = 0.3;         // per pip of the matching resource
constexpr double kHarbor3 = 1.0;
constexpr double kSiteNow = 0.45;        // per pip of the best free site at a road end
constexpr double kSiteNext = 0.2;        // per pip of the best site one road further
constexpr double kSiteCount = 1.0;       // per free site at a road end (up to 2)
constexpr double kCard = 1.0;            // per card in hand, up to the discard limit
constexpr double kCardOver = 0.3;        // per card above it (a 7 takes half)
constexpr double kCanBuild = 3.5;        // the hand pays for a city or settlement that has a place
constexpr double kCanBuyDev = 0.5;
constexpr double kDevCard = 2.5;         // an unplayed knight, road building or monopoly
constexpr double kYearOfPlenty = 3.0;
constexpr double kHiddenDev = 3.5;       // an opponent's unseen card, VP cards included on average
constexpr double kKnightPlayed = 1.0;    // toward Largest Army beyond the award itself
constexpr double kRoadLength = 0.3;
constexpr double kPendingRobber = 2.0;   // the seat is about to move the robber
constexpr double kPendingRoad = 1.5;     // a free road from Road Building still to place
constexpr double kWin = 1000.0;
// Cities & Knights (all zero in the base game, whose states hold none of it).
constexpr double kLevel = 3.0;           // per improvement level: draws, and the way to a metropolis
constexpr double kAbility = 4.0;         // a level-3 ability (trading house, fortress, aqueduct)
constexpr double kKnightActive = 2.0;    // per active strength: defence and actions
constexpr double kKnightIdle = 1.2;      // per inactive strength
constexpr double kBarbarianThreat = 6.0; // at the attack, with plain cities and no defence
constexpr double kWall = 1.0;
constexpr double kProgressCard = 2.5;
constexpr double kPendingDraw = 2.5;
// Legend of the Conquerors (zero without conquerors): knights guarding the
// hexes next to a conqueror (its next step) or freeing a conquered one, and
// the threat to the seat's own buildings on hexes a conqueror may enter.
constexpr double kGuard = 1.5;           // per knight strength at a threatened or conquered hex
constexpr double kExposed = 2.0;         // per own building unit (city 2) on a hex a conqueror can take
// Chapter 2's pieces and tokens (zero before: nothing built, no token held).
constexpr double kPieceOnTile = 2.5;     // a cannon or horse built and waiting: it goes to a knight for free
constexpr double kPieceOnKnight = 3.5;   // with a knight (a cannon's point also counts where its knight fights)
constexpr double kToken = 0.8;           // an amber or wine token
constexpr double kTokenPair = 0.6;       // per wine + amber pair: a battle card at Wyler's Help
// Chapter 3's forts (zero without a standing fort). A capture pays each seat
// with a knight there a hero step (1 VP, 10 here) and the fort's reward, so
// a siege is worth up to ~7 as the knights' total nears the fort's conqueror:
// always less than the capture, which must win the one-ply comparison.
constexpr double kSiegePrize = 8.0;      // times (knights' total) / (fort's strength + 1)
constexpr double kSiegeStrength = 0.3;   // per own strength beside the fort
constexpr double kFortReach = 2.5;       // per standing fort (up to 2) besieged, or with a free corner at the seat's roads
constexpr double kCanBuildKnight = 1.0;  // the hand pays for a knight and a fort has a free corner at the roads
// The table's fate (Legend of the Conquerors): a chapter is won or lost by all
// seats together (a defeat returns 0 to everyone), so a captured fort or a
// freed hex is worth something to each seat beyond the race between them;
// enough that a capture shared with an opponent still pays its besieger.
constexpr double kTableFort = 4.0;       // per fort standing (chapter 3: too many at the end lose)
constexpr double kTableConquered = 4.0;  // per conquered numbered hex (chapters 1-2: too many lose at once)

int pips(int number) { return number ? 6 - std::abs(7 - number) : 0; }

int site_pips(const StdGame& g, const StdState& s, int v) {
  int sum = 0;
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && terrain_resource(s.layout.terrain[h]) >= 0) sum += pips(s.layout.number[h]);
  return sum;
}

int best_site(const StdGame& g, const StdState& s, const VertexSet& sites) {
  int best = 0;
  sites.for_each([&](int v) { best = std::max(best, site_pips(g, s, v)); });
  return best;
}

double production_value(const StdGame& g, const StdState& s, const PlayerState& p) {
  const Topology& t = g.topo();
  double prod[kNumResources] = {};
  auto add = [&](int v, double mult) {
    for (int8_t h : t.vertex_hex[v]) {
      if (h < 0) continue;
      int r = terrain_resource(s.layout.terrain[h]);
      if (r < 0 || s.base.barren.test(h)) continue;  // conquered hexes yield nothing
      prod[r] += pips(s.layout.number[h]) * mult * (h == s.base.robber ? kRobbedShare : 1.0);
    }
  };
  p.settlements.for_each([&](int v) { add(v, 1); });
  p.cities.for_each([&](int v) { add(v, 2); });
  double v = 0;
  for (int r = 0; r < kNumResources; ++r) {
    v += kPip * prod[r];
    if (prod[r] > 0) v += kDiversity;
    if ((p.harbors >> r) & 1) v += kHarbor2 * prod[r];
  }
  if ((p.harbors >> kGenericHarbor) & 1) v += kHarbor3;
  return v;
}

double expansion_value(const StdGame& g, const StdState& s, const PlayerState& p) {
  if (p.settlements_left == 0) return 0;
  const Topology& t = g.topo();
  VertexSet now = (p.road_vertices & t.land_vertices) - s.base.blocked;
  VertexSet next;
  (p.road_vertices | p.settlements | p.cities).for_each([&](int v) { next |= t.vertex_neighbours[v]; });
  next = (next & t.land_vertices) - s.base.blocked - now;
  return kSiteNow * best_site(g, s, now) + kSiteNext * best_site(g, s, next) + kSiteCount * std::min(now.count(), 2);
}

// Forts stand in chapter 3 only (the engine's gate too); the test keeps the
// fort terms off every other rule set's evaluations, which run per legal action.
bool has_forts(const StdGame& g) { return g.opt().lotc_chapter >= 3; }

// Chapter 3: the free corners of standing forts at the seat's roads, where a knight can be built.
VertexSet siege_sites(const StdGame& g, const StdState& s, int player) {
  const Topology& t = g.topo();
  VertexSet beside;
  for (int h = 0; h < t.num_hexes; ++h)
    if (s.lotc.fort[h] & kFortStrength) beside |= t.hex_vertices[h];
  return beside & ck::knight_spots(g, s, player);
}

double hand_value(const StdGame& g, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  const int limit = g.opt().discard_above + p.hand_limit_bonus;
  double v = kCard * std::min<int>(p.hand_total, limit) + kCardOver * std::max(0, p.hand_total - limit);
  if (p.cities_left > 0 && p.settlements.any() && covers(p, g.opt().costs[BuyCity])) v += kCanBuild;
  if (p.settlements_left > 0 && covers(p, g.opt().costs[BuySettlement]) &&
      ((p.road_vertices & g.topo().land_vertices) - s.base.blocked).any())
    v += kCanBuild;
  if (covers(p, g.opt().costs[BuyDevCard])) v += kCanBuyDev;
  if (has_forts(g) && covers(p, g.opt().costs[BuyKnight]) && s.ck.players[player].knights_left[0] &&
      siege_sites(g, s, player).any())
    v += kCanBuildKnight;
  // Among equal totals prefer a spread hand: discards and picks keep sets.
  int squares = 0;
  for (int r = 0; r < kNumResources; ++r) squares += p.hand[r] * p.hand[r];
  return v - 0.01 * squares;
}

// Cities & Knights: improvements and their abilities, knights against the
// barbarians, walls, progress cards (the others' only by count).
double ck_value(const StdGame& g, const StdState& s, int player) {
  const CkPlayer& c = s.ck.players[player];
  const PlayerState& p = s.base.players[player];
  double v = 0;
  for (int k = 0; k < kNumTracks; ++k) v += kLevel * c.level[k] + (c.level[k] >= g.opt().ability_level ? kAbility : 0);
  int active = 0, idle = 0;
  p.knights.for_each([&](int x) {
    const uint8_t k = s.ck.knight[x];
    ((k & knight::kActive) ? active : idle) += knight::strength(k);
  });
  v += kKnightActive * active + kKnightIdle * idle + kWall * c.walls;
  v += kProgressCard * c.progress_total;  // the kinds are not weighed, so the count serves both views
  if (s.ck.barbarians && (p.cities - ck::metropolis_vertices(s)).any()) {
    // The closer the ship, the more a plain city is at risk while the seat's defence is below 2.
    const double near = double(s.ck.barbarians) / g.opt().barbarian_track;
    v -= kBarbarianThreat * near * near * std::max(0, 2 - active) / 2.0;
  }
  if (s.phase == Phase::CkDrawProgress && s.to_move == player) v += kPendingDraw;
  return v;
}

// Legend of the Conquerors: the hexes a conqueror may enter on its next step
// (east, north-east, south-east) are threatened; knights at their corners,
// or at a conquered hex's, defend or free them; the seat's buildings there are
// exposed while the knights around are weaker than the conqueror that threatens.
double conquerors_value(const StdGame& g, const StdState& s, int player) {
  const LotcSlice& L = s.lotc;
  const HexSet conquerors = lotc::conqueror_hexes(s);
  if (!conquerors.any() && !L.conquered.any()) return 0;
  const Topology& t = g.topo();
  std::array<uint8_t, kMaxHexes> threat{};  // the strongest conqueror that may step in
  conquerors.for_each([&](int h) {
    for (Dir d : lotc::kDieDir)
      if (int n = t.hex_neighbour[h][int(d)]; n >= 0 && !L.conqueror[n] && s.layout.terrain[n] != Terrain::Sea)
        threat[n] = std::max(threat[n], L.conqueror[h]);
  });
  const PlayerState& p = s.base.players[player];
  double v = 0;
  for (int h = 0; h < t.num_hexes; ++h) {
    if (!threat[h] && !L.conquered.test(h)) continue;
    int own = 0;
    (t.hex_vertices[h] & p.knights).for_each([&](int x) { own += lotc::unit_strength(s, x); });
    v += kGuard * own;
    if (threat[h] && s.layout.number[h] && lotc::knights_around(g, s, h) < threat[h])
      v -= kExposed * ((t.hex_vertices[h] & p.settlements).count() + 2 * (t.hex_vertices[h] & p.cities).count());
  }
  return v;
}

// Chapter 2: a cannon or horse is worth building and putting beside a knight
// (a cannon's point counts again in the guard and siege terms, through the
// knight's strength); amber and wine buy battle cards in pairs.
double equipment_value(const StdGame& g, const StdState& s, int player) {
  if (g.opt().lotc_chapter < 2) return 0;  // chapter 2 brings them (the engine's gate too)
  const LotcSlice& L = s.lotc;
  double v = 0;
  for (lotc::Equipment e : {lotc::Equipment::Cannon, lotc::Equipment::Horse})
    if (lotc::built(s, e, player)) v += lotc::equipped_knight(s, e, player) >= 0 ? kPieceOnKnight : kPieceOnTile;
  const int amber = L.amber_held[player], wine = L.wine_held[player];
  return v + kToken * (amber + wine) + kTokenPair * std::min(amber, wine);
}

// How much of a siege survives the next Charge of the Conquerors, which sends
// every knight beside a standing fort home: nothing on the space before it,
// all of it from 4 spaces away (a ship comes up on about every other roll).
double charge_safety(const StdGame& g, const StdState& s) {
  const int chapter = g.opt().lotc_chapter, last = lotc::track_length(chapter);
  for (int space = s.lotc.space + 1; space <= last; ++space)
    if (lotc::track_space(chapter, space).event == lotc::Event::Charge)
      return std::clamp((space - s.lotc.space - 1) / 3.0, 0.0, 1.0);
  return 1.0;
}

// Chapter 3: knights beside a standing fort besiege it, worth more the nearer
// all the knights there (any seat's: the capture pays each of them) come to
// beating it; a fort besieged or with a free corner at the seat's roads is
// within reach; free roads won from forts are still to build.
double forts_value(const StdGame& g, const StdState& s, int player) {
  if (!has_forts(g)) return 0;
  const Topology& t = g.topo();
  const PlayerState& p = s.base.players[player];
  const VertexSet sites = siege_sites(g, s, player);
  double v = kPendingRoad * s.lotc.fort_roads[player], safety = -1;
  int reachable = 0;
  for (int h = 0; h < t.num_hexes; ++h) {
    const int fort = s.lotc.fort[h] & kFortStrength;
    if (!fort) continue;
    int own = 0;
    (t.hex_vertices[h] & p.knights).for_each([&](int x) { own += lotc::unit_strength(s, x); });
    if (own) {
      if (safety < 0) safety = charge_safety(g, s);
      v += safety * (kSiegePrize * lotc::knights_around(g, s, h) / (fort + 1) + kSiegeStrength * own);
    }
    reachable += own || (t.hex_vertices[h] & sites).any();
  }
  return v + kFortReach * std::min(reachable, 2);
}

// The table's standing in a chapter the seats win or lose together; 0 elsewhere.
double table_value(const StdGame& g, const StdState& s) {
  return -kTableConquered * s.lotc.conquered.count() - (has_forts(g) ? kTableFort * lotc::forts_standing(s) : 0);
}

}  // namespace

namespace {

double seat_value(const StdGame& g, const StdState& s, int player, int viewer) {
  const PlayerState& p = s.base.players[player];
  const bool sees = viewer == kFullView || viewer == player;
  // Module points (C&K) are public; only development VP cards are hidden.
  double v = kVp * (g.victory_points(s, player) - (sees ? 0 : p.dev[VictoryPoint]));
  if (g.is_terminal(s) && s.winner == player) v += kWin;
  v += production_value(g, s, p) + expansion_value(g, s, p);
  v += kKnightPlayed * p.knights_played + kRoadLength * p.road_length;
  v += ck_value(g, s, player);  // 0 in the base game
  v += conquerors_value(g, s, player);  // 0 without conquerors
  v += equipment_value(g, s, player);    // 0 before chapter 2
  v += forts_value(g, s, player);        // 0 without forts
  if (sees) {
    v += hand_value(g, s, player);
    v += kDevCard * (p.dev[Knight] + p.dev[RoadBuilding] + p.dev[Monopoly]) + kYearOfPlenty * p.dev[YearOfPlenty];
  } else {
    const int limit = g.opt().discard_above + p.hand_limit_bonus;
    v += kCard * std::min<int>(p.hand_total, limit) + kCardOver * std::max(0, p.hand_total - limit);
    int devs = 0;
    for (int k = 0; k < kNumDevKinds; ++k) devs += p.dev[k];
    v += kHiddenDev * devs;
  }
  // What is already decided but not yet resolved.
  const BaseSlice& b = s.base;
  switch (s.phase) {
    case Phase::DrawDev:
      if (s.to_move == player) v += kHiddenDev;
      break;
    case Phase::StealCard:
      if (s.turn_player == player) v += kCard;
      if (b.victim == player) v -= kCard;
      break;
    case Phase::ChooseVictim:
      if (s.turn_player == player) v += kCard;
      break;
    case Phase::MoveRobber:
      if (s.turn_player == player) v += kPendingRobber;
      break;
    case Phase::RoadBuilding:
      if (s.turn_player == player) v += kPendingRoad * b.free_roads;
      break;
    case Phase::YearOfPlenty:
      if (s.turn_player == player) v += kCard * b.free_picks;
      break;
    case Phase::LotcBattleDraw:  // a battle card bought at Wyler's Help
      if (s.to_move == player) v += kPendingDraw;
      break;
    default:
      break;
  }
  return v;
}

double relative_value(const StdGame& g, const StdState& s, int player, int viewer) {
  double sum = 0, best = -1e300;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == player) continue;
    double v = seat_value(g, s, q, viewer);
    sum += v;
    best = std::max(best, v);
  }
  return seat_value(g, s, player, viewer) - 0.5 * (sum / (s.num_players - 1)) - 0.5 * best + table_value(g, s);
}

}  // namespace

double seat_value(const Game& g, const State& s, int player, int viewer) {
  return seat_value(std_game(g), std_state(s), player, viewer);
}

double relative_value(const Game& g, const State& s, int player, int viewer) {
  return relative_value(std_game(g), std_state(s), player, viewer);
}

double relative_value_after(const Game& g, const State& s, Action a, int player, int viewer) {
  thread_local State after;  // one buffer per thread: a copy is one memcpy
  after = s;
  g.apply(after, a);
  return relative_value(g, after, player, viewer);
}

void leaf_values(const Game& game, const State& state, double temperature, double* out) {
  if (game.is_terminal(state)) return game.returns(state, out);
  const StdGame& g = std_game(game);
  const StdState& s = std_state(state);
  double top = -1e300;
  for (int p = 0; p < s.num_players; ++p) top = std::max(top, out[p] = seat_value(g, s, p, kFullView) / temperature);
  double sum = 0;
  for (int p = 0; p < s.num_players; ++p) sum += out[p] = std::exp(out[p] - top);
  for (int p = 0; p < s.num_players; ++p) out[p] /= sum;
}

}  // namespace catanlab
