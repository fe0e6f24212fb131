// Legend of the Conquerors' terms: knights guarding the hexes a conqueror may
// enter next or freeing conquered ones, buildings exposed to a conqueror, a
// hand that pays for a knight where one is wanted; chapter 2's cannon, horse
// and tokens; chapter 3's sieges of forts; and the table's fate, since the
// seats win or lose a chapter together: the hexes conquered and those the
// next advance may take, dearer as the count nears the defeat.
#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "core/standard/hand.h"
#include "core/cities_knights/ck_rules.h"
#include "core/conquerors/lotc_rules.h"

namespace catanlab {

namespace {

constexpr double kGuard = 1.5;           // per knight strength at a threatened or conquered hex
constexpr double kExposed = 2.0;         // per own building unit (city 2) on a hex a conqueror can take
// Chapter 2's pieces and tokens (zero before: nothing built, no token held).
constexpr double kPieceOnTile = 2.5;     // a cannon or horse built and waiting: it goes to a knight for free
constexpr double kPieceOnKnight = 3.5;   // with a knight (a cannon's point also counts where its knight fights)
constexpr double kToken = 0.8;           // an amber or wine token
constexpr double kTokenPair = 0.6;       // per wine + amber pair: a battle card at Wyler's Help
// Chapter 3's forts. A capture pays each seat with a knight there a hero step
// (1 VP, 10 here) and the fort's reward, so a siege is worth up to ~7 as the
// knights' total nears the fort's conqueror: always less than the capture,
// which must win the one-ply comparison.
constexpr double kSiegePrize = 8.0;      // times (knights' total) / (fort's strength + 1)
constexpr double kSiegeStrength = 0.3;   // per own strength beside the fort
constexpr double kFortReach = 2.5;       // per standing fort (up to 2) besieged, or with a free corner at the seat's roads
constexpr double kCanBuildKnight = 1.0;  // the hand pays for a knight where one is wanted (a fort, a threatened or conquered hex)
// The table's fate: a defeat returns 0 to everyone, so a captured fort or a
// freed hex is worth something to each seat beyond the race between them;
// enough that a capture shared with an opponent still pays its besieger.
constexpr double kTableFort = 4.0;       // per fort standing (chapter 3: too many at the end lose)
constexpr double kTableConquered = 4.0;  // per conquered numbered hex (chapters 1-2: too many lose at once)
constexpr double kBrink = 12.0;          // times the square of the conquered hexes beyond the defeat count less 4

bool has_forts(const StdGame& g) { return lotc_opt(g).lotc_chapter >= 3; }

int defeat_count(const StdGame& g, const StdState& s) {
  return s.num_players <= 3 ? lotc_opt(g).lotc_defeat_3p : lotc_opt(g).lotc_defeat_4p;
}

// The table's loss for k conquered numbered hexes: a defeat returns 0 to every
// seat, so each hex costs more the nearer the count comes to the defeat.
double conquered_cost(const StdGame& g, const StdState& s, int k) {
  const int brink = std::max(0, k - (defeat_count(g, s) - 4));
  return kTableConquered * k + kBrink * brink * brink;
}

// The numbered hexes the next advance may conquer, each by the chance that a
// conqueror steps in (each die colour 1/3, a blocked one falling back
// clockwise) times the share of its strength + 1 the knights there lack (a
// standoff conquers too): the hexes the table expects to lose.
double expected_conquests(const StdGame& g, const StdState& s) {
  const LotcSlice& L = lotc_of(g, s);
  const Topology& t = g.topo();
  std::array<double, kMaxHexes> chance{};
  std::array<uint8_t, kMaxHexes> strongest{};
  lotc::conqueror_hexes(g, s).for_each([&](int h) {
    for (int colour = 0; colour < 3; ++colour)
      for (int i = 0; i < 3; ++i) {
        const int n = t.hex_neighbour[h][int(lotc::kDieDir[(colour + i) % 3])];
        if (n < 0 || L.conqueror[n] || s.layout.terrain[n] == Terrain::Sea) continue;
        chance[n] += 1.0 / 3;
        strongest[n] = std::max(strongest[n], L.conqueror[h]);
        break;
      }
  });
  double expected = 0;
  for (int h = 0; h < t.num_hexes; ++h) {
    if (!strongest[h] || !s.layout.number[h] || L.conquered.test(h)) continue;
    const int need = strongest[h] + 1, have = std::min(lotc::knights_around(g, s, h), need);
    expected += std::min(chance[h], 1.0) * (need - have) / need;
  }
  return expected;
}

// Chapter 3: the free corners of standing forts at the seat's roads, where a knight can be built.
VertexSet siege_sites(const StdGame& g, const StdState& s, int player) {
  const Topology& t = g.topo();
  VertexSet beside;
  for (int h = 0; h < t.num_hexes; ++h)
    if (lotc_of(g, s).fort[h] & kFortStrength) beside |= t.hex_vertices[h];
  return beside & ck::knight_spots(g, s, player);
}

// The hexes a conqueror may enter on its next step (east, north-east,
// south-east) are threatened; knights at their corners, or at a conquered
// hex's, defend or free them; the seat's buildings there are exposed while
// the knights around are weaker than the conqueror that threatens.
double guard_value(const StdGame& g, const StdState& s, int player) {
  const LotcSlice& L = lotc_of(g, s);
  const HexSet conquerors = lotc::conqueror_hexes(g, s);
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
    (t.hex_vertices[h] & p.vertex_pieces).for_each([&](int x) { own += lotc::unit_strength(g, s, x); });
    v += kGuard * own;
    if (threat[h] && s.layout.number[h] && lotc::knights_around(g, s, h) < threat[h])
      v -= kExposed * ((t.hex_vertices[h] & p.settlements).count() + 2 * (t.hex_vertices[h] & p.cities).count());
  }
  return v;
}

// Chapters 1-2: a hand that pays for a knight, with a free corner at the seat's
// roads on a numbered hex a conqueror may enter next or a conquered one (to free it).
double knight_in_hand(const StdGame& g, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  if (!covers(p, ck_opt(g).knight_cost) || !ck_of(g, s).players[player].knights_left[0]) return 0;
  const LotcSlice& L = lotc_of(g, s);
  const Topology& t = g.topo();
  VertexSet wanted;
  lotc::conqueror_hexes(g, s).for_each([&](int h) {
    for (Dir d : lotc::kDieDir)
      if (int n = t.hex_neighbour[h][int(d)]; n >= 0 && s.layout.number[n] && !L.conqueror[n]) wanted |= t.hex_vertices[n];
  });
  L.conquered.for_each([&](int h) { wanted |= t.hex_vertices[h]; });
  return (wanted & ck::knight_spots(g, s, player)).any() ? kCanBuildKnight : 0;
}

// Chapter 2: a cannon or horse is worth building and putting beside a knight
// (a cannon's point counts again in the guard and siege terms, through the
// knight's strength); amber and wine buy battle cards in pairs.
double equipment_value(const StdGame& g, const StdState& s, int player) {
  if (lotc_opt(g).lotc_chapter < 2) return 0;  // chapter 2 brings them (the engine's gate too)
  const LotcSlice& L = lotc_of(g, s);
  double v = 0;
  for (lotc::Equipment e : {lotc::Equipment::Cannon, lotc::Equipment::Horse})
    if (lotc::built(g, s, e, player)) v += lotc::equipped_knight(g, s, e, player) >= 0 ? kPieceOnKnight : kPieceOnTile;
  const int amber = L.amber_held[player], wine = L.wine_held[player];
  return v + kToken * (amber + wine) + kTokenPair * std::min(amber, wine);
}

// How much of a siege survives the next Charge of the Conquerors, which sends
// every knight beside a standing fort home: nothing on the space before it,
// all of it from 4 spaces away (a ship comes up on about every other roll).
double charge_safety(const StdGame& g, const StdState& s) {
  const int chapter = lotc_opt(g).lotc_chapter, last = lotc::track_length(chapter), here = lotc_of(g, s).space;
  for (int space = here + 1; space <= last; ++space)
    if (lotc::track_space(chapter, space).event == lotc::Event::Charge)
      return std::clamp((space - here - 1) / 3.0, 0.0, 1.0);
  return 1.0;
}

// Chapter 3: knights beside a standing fort besiege it, worth more the nearer
// all the knights there (any seat's: the capture pays each of them) come to
// beating it; a fort besieged or with a free corner at the seat's roads is
// within reach; free roads won from forts are still to build; a hand that
// pays for a knight where a fort has a free corner.
double forts_value(const StdGame& g, const StdState& s, int player, bool sees) {
  if (!has_forts(g)) return 0;
  const Topology& t = g.topo();
  const PlayerState& p = s.base.players[player];
  const VertexSet sites = siege_sites(g, s, player);
  double v = kPendingRoad * lotc_of(g, s).fort_roads[player], safety = -1;
  int reachable = 0;
  for (int h = 0; h < t.num_hexes; ++h) {
    const int fort = lotc_of(g, s).fort[h] & kFortStrength;
    if (!fort) continue;
    int own = 0;
    (t.hex_vertices[h] & p.vertex_pieces).for_each([&](int x) { own += lotc::unit_strength(g, s, x); });
    if (own) {
      if (safety < 0) safety = charge_safety(g, s);
      v += safety * (kSiegePrize * lotc::knights_around(g, s, h) / (fort + 1) + kSiegeStrength * own);
    }
    reachable += own || (t.hex_vertices[h] & sites).any();
  }
  if (sees && covers(p, ck_opt(g).knight_cost) && ck_of(g, s).players[player].knights_left[0] && sites.any())
    v += kCanBuildKnight;
  return v + kFortReach * std::min(reachable, 2);
}

struct LotcTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool sees) const override {
    double v = guard_value(g, s, player) + equipment_value(g, s, player) + forts_value(g, s, player, sees);
    if (sees && !has_forts(g)) v += knight_in_hand(g, s, player);
    if (s.phase == LotcPhase::BattleDraw && s.to_move == player) v += kPendingDraw;  // bought at Wyler's Help
    return v;
  }
  double table(const StdGame& g, const StdState& s) const override {
    if (has_forts(g)) return -kTableFort * lotc::forts_standing(g, s);
    const int k = lotc_of(g, s).conquered.count();
    return -conquered_cost(g, s, k) - (conquered_cost(g, s, k + 1) - conquered_cost(g, s, k)) * expected_conquests(g, s);
  }
};

}  // namespace

void register_conquerors_terms() {
  static const LotcTerms terms;
  register_module_terms("conquerors", terms);
}

}  // namespace catanlab
