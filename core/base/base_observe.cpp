// What one seat sees of the base game: the board, every public count, its own
// hand and development cards, and for each opponent only the card totals and
// what card counting reveals. Seats are rotated so the observer comes first.
#include <algorithm>
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/standard/module_traits.h"
#include "core/standard/std_game.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using namespace base_obs;

namespace {

// The base game's 16 phases (ids 0..15), and with special_build its special building phase,
// one-hot; other modules' phases are theirs to show.
int base_phases(const StdGame& g) { return int(Phase::GameOver) + 1 + g.opt().special_build; }
int global_features(const StdGame& g) { return kNumResources + 1 + base_phases(g) + seats(g) + 2 + 11 + 2 * kNumResources + 4; }

}  // namespace

int BaseRules::observation_size(const StdGame& g) const {
  const Topology& t = g.topo();
  return t.num_hexes * kHexFeatures + t.num_vertices * vertex_features(g) + t.num_edges * edge_features(g) +
         seats(g) * kPlayerFeatures + global_features(g);
}

void BaseRules::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const Topology& t = g.topo();
  const BaseSlice& b = s.base;
  const int n = s.num_players, seen = seats(g), per_vertex = vertex_features(g), per_edge = edge_features(g);
  auto rel = [&](int seat) { return (seat - viewer + n) % n; };

  for (int h = 0; h < t.num_hexes; ++h, out += kHexFeatures) {
    // Swamp and castle show as desert; a face-down hex (fog) as no terrain: the module's rows tell them apart.
    if (s.layout.terrain[h] != Terrain::Fog)
      out[s.layout.terrain[h] >= Terrain::Swamp ? int(Terrain::Desert) : int(s.layout.terrain[h])] = 1;
    if (s.layout.number[h]) out[kObservedTerrains + s.layout.number[h] - 2] = 1;
    out[kHexFeatures - 1] = b.robber == h;
  }
  for (int q = 0; q < n; ++q) {
    const PlayerState& p = b.players[q];
    p.settlements.for_each([&](int v) { out[v * per_vertex + rel(q)] = 1; });
    p.cities.for_each([&](int v) { out[v * per_vertex + seen + rel(q)] = 1; });
  }
  for (int v = 0; v < t.num_vertices; ++v)
    if (int slot = g.board().vertex_harbor_slot[v]; slot >= 0)
      out[v * per_vertex + 2 * seen + s.layout.harbor_kind[slot]] = 1;
  out += t.num_vertices * per_vertex;
  for (int q = 0; q < n; ++q) b.players[q].roads.for_each([&](int e) { out[e * per_edge + rel(q)] = 1; });
  out += t.num_edges * per_edge;

  for (int q = 0; q < n; ++q) {
    const PlayerState& p = b.players[q];
    float* f = out + rel(q) * kPlayerFeatures;
    for (int r = 0; r < kNumResources; ++r) f[r] = q == viewer ? p.hand[r] : p.known[r];  // deduced for others
    f += kNumResources;
    *f++ = p.hand_total;
    int dev_total = 0;
    for (int k = 0; k < kNumDevKinds; ++k) {
      if (q == viewer) f[k] = p.dev[k];
      dev_total += p.dev[k];
    }
    f += kNumDevKinds;
    int new_total = 0;
    for (int k = 0; k < kNumDevKinds; ++k) new_total += p.dev_new[k];
    *f++ = dev_total;
    *f++ = new_total;
    *f++ = p.knights_played;
    *f++ = p.vp_public + (q == viewer ? p.dev[VictoryPoint] : 0);
    *f++ = p.settlements_left;
    *f++ = p.cities_left;
    *f++ = p.roads_left;
    *f++ = p.road_length;
    *f++ = b.longest_road_holder == q;
    *f++ = b.largest_army_holder == q;
    for (int k = 0; k < kNumHarborKinds; ++k) *f++ = (p.harbors >> k) & 1;
    *f++ = p.discard_left;
  }
  out += seen * kPlayerFeatures;

  int deck = 0;
  for (int k = 0; k < kNumDevKinds; ++k) deck += b.dev_deck[k];
  for (int r = 0; r < kNumResources; ++r) *out++ = b.bank[r];
  *out++ = deck;
  if (int(s.phase) < base_phases(g)) out[int(s.phase)] = 1;
  out += base_phases(g);
  if (!g.is_chance(s) && !g.is_terminal(s)) out[rel(s.to_move)] = 1;
  out += seen;
  *out++ = b.rolled;
  *out++ = b.dev_played;
  if (b.last_roll) out[b.last_roll - 2] = 1;
  out += 11;
  for (int r = 0; r < kNumResources; ++r) *out++ = b.offer.give[r];
  for (int r = 0; r < kNumResources; ++r) *out++ = b.offer.get[r];
  *out++ = b.offers_made;
  *out++ = b.free_roads;
  *out++ = b.free_picks;
  *out++ = g.opt().turn_cap ? float(s.turn) / g.opt().turn_cap : 0.f;
}

// The base game's segments, entry by entry for each relative seat.
static void base_layout(const StdGame& g, ObsLayout& out) {
  const Topology& t = g.topo();
  const Options& o = g.opt();
  const float bank = float(o.bank_per_resource), cards = float(kNumCardKinds * o.bank_per_resource);
  int devs = 0;
  for (int d : o.dev_deck) devs += d;
  const float pieces = float(std::max({o.settlements, o.cities, o.roads}) + 15);  // a module may add pieces
  const int seen = seats(g);
  out.push_back({"hexes", t.num_hexes * kHexFeatures, 0, 1,
                 fmt::format("per hex in board order, {} entries: terrain one-hot (sea, desert, forest, hills, "
                             "pasture, fields, mountains, gold; none when face down; swamp and castle show as desert), "
                             "number token 2..12 one-hot, robber here",
                             kHexFeatures)});
  out.push_back({"vertices", t.num_vertices * vertex_features(g), 0, 1,
                 fmt::format("per vertex, {} entries: settlement of relative seat 0..{}, city of relative seat 0..{}, "
                             "harbor kind one-hot (lumber, brick, wool, grain, ore, 3:1)",
                             vertex_features(g), seen - 1, seen - 1)});
  out.push_back({"edges", t.num_edges * edge_features(g), 0, 1,
                 fmt::format("per edge, {} entries: road of relative seat 0..{}", edge_features(g), seen - 1)});
  for (int q = 0; q < seen; ++q) {
    const std::string p = fmt::format("players[{}].", q);
    const std::string who = q == 0 ? "the observer" : fmt::format("relative seat {}", q);
    out.push_back({p + "resources", kNumResources, 0, bank,
                   who + ": resource cards by kind (lumber..ore); for an opponent only those card counting reveals"});
    out.push_back({p + "hand_total", 1, 0, cards, who + ": cards in hand"});
    out.push_back({p + "dev_cards", kNumDevKinds, 0, float(devs),
                   who + ": development cards by kind (knight, victory point, road building, year of plenty, "
                         "monopoly); 0 for an opponent"});
    out.push_back({p + "dev_total", 1, 0, float(devs), who + ": development cards in hand"});
    out.push_back({p + "dev_new", 1, 0, float(devs), who + ": development cards bought this turn"});
    out.push_back({p + "knights_played", 1, 0, float(o.dev_deck[Knight]), who + ": knights played"});
    out.push_back({p + "victory_points", 1, 0, 30, who + ": victory points (an opponent's hidden cards left out)"});
    out.push_back({p + "pieces_left", 3, 0, pieces, who + ": settlements, cities and roads left to build"});
    out.push_back({p + "road_length", 1, 0, pieces, who + ": longest road"});
    out.push_back({p + "special_cards", 2, 0, 1, who + ": holds Longest Road, holds Largest Army"});
    out.push_back({p + "harbors", kNumHarborKinds, 0, 1, who + ": harbors by kind (lumber..ore, 3:1)"});
    out.push_back({p + "discard_left", 1, 0, cards / 2, who + ": cards still to discard on a 7"});
  }
  out.push_back({"bank", kNumResources, 0, bank, "resource cards left in the bank by kind"});
  out.push_back({"dev_deck", 1, 0, float(devs), "development cards left in the deck"});
  std::string phases;
  for (int k = 0; k < base_phases(g); ++k) phases += std::string(k ? ", " : "") + g.phase_name(Phase(k));
  out.push_back({"phase", base_phases(g), 0, 1, "the base game's phase one-hot (" + phases + "; another module's: none)"});
  out.push_back({"to_move", seen, 0, 1, "relative seat to decide one-hot (none at chance or game over)"});
  out.push_back({"rolled", 1, 0, 1, "the dice were rolled this turn"});
  out.push_back({"dev_played", 1, 0, 1, "a development card was played this turn"});
  out.push_back({"last_roll", 11, 0, 1, "the last roll 2..12 one-hot"});
  out.push_back({"offer", 2 * kNumResources, 0, bank, "the open trade offer: cards given, then cards asked, by kind"});
  out.push_back({"offers_made", 1, 0, float(o.max_offers_per_turn), "trade offers made this turn"});
  out.push_back({"free_roads", 1, 0, 2, "free roads left to place (Road Building)"});
  out.push_back({"free_picks", 1, 0, 2, "free resources left to take (Year of Plenty)"});
  out.push_back({"turn_fraction", 1, 0, 1, "turns played over the turn cap (0 without a cap)"});
}

void register_base_layout() { register_module_layout("base", base_layout); }

void BaseRules::observe_text(const StdGame& g, const StdState& s, int viewer, std::string& out) const {
  const BaseSlice& b = s.base;
  auto hand = [](const Hand& h) {
    std::string x;
    for (int r = 0; r < kNumResources; ++r)
      if (h[r]) x += fmt::format("{}{} {}", x.empty() ? "" : ", ", h[r], kResourceNames[r]);
    return x.empty() ? std::string("-") : x;
  };
  out += fmt::format("turn {}  phase {}  to move {}  view of p{}\n", s.turn, g.phase_name(s.phase),
                     g.is_chance(s) ? std::string("chance") : fmt::format("p{}", s.to_move), viewer);
  if (b.last_roll) out += fmt::format("last roll {}\n", b.last_roll);
  const std::string robber = b.robber == robber_off_board(g.topo()) ? "off the board" : fmt::format("h{}", b.robber);
  out += fmt::format("robber {}  bank {}\n", robber, hand(b.bank));
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = b.players[q];
    int devs = 0;
    for (uint8_t d : p.dev) devs += d;
    std::string cards = q == viewer ? fmt::format("hand {}", hand(p.hand))
                                    : fmt::format("{} cards (known {})", p.hand_total, hand(p.known));
    std::string dev = q == viewer ? fmt::format("dev [{} {} {} {} {}]", p.dev[0], p.dev[1], p.dev[2], p.dev[3], p.dev[4])
                                  : fmt::format("{} dev", devs);
    out += fmt::format("p{}{} vp {}  {}  {}  knights {}  road {}{}{}\n", q, q == s.turn_player ? "*" : " ",
                       p.vp_public + (q == viewer ? p.dev[VictoryPoint] : 0), cards, dev, p.knights_played,
                       p.road_length, b.longest_road_holder == q ? " [longest road]" : "",
                       b.largest_army_holder == q ? " [largest army]" : "");
    std::string pieces;
    p.settlements.for_each([&](int v) { pieces += fmt::format(" s:v{}", v); });
    p.cities.for_each([&](int v) { pieces += fmt::format(" c:v{}", v); });
    p.roads.for_each([&](int e) { pieces += fmt::format(" r:e{}", e); });
    if (!pieces.empty()) out += "   " + pieces + "\n";
  }
  if (s.phase != Phase::GameOver) return;
  const int table = g.table_result(s);  // a co-operative chapter's shared result comes first
  if (table == 0) out += "game over: table defeat\n";
  else if (s.winner != kNobody) out += fmt::format("game over: {}p{} wins\n", table == 1 ? "table victory, " : "", s.winner);
  else out += table == 1 ? "game over: table victory, shared\n" : "game over: draw (turn cap)\n";
}

}  // namespace catanlab
