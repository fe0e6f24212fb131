// What one seat sees of the Cities & Knights slice: knights, walls and
// metropolises on the board, every public count, its own progress cards
// (the others' only as a count), commodities as the base hands are shown
// (exact for the seat, deduced for the others). Seats are rotated so the
// observer comes first, as in base_observe.cpp.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/cities_knights/ck_internal.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using namespace ck;

namespace {

// Per vertex: each relative seat's knight (strength, active); wall; metropolis. Seats as base_obs::seats.
int vertex_features(const StdGame& g) { return 2 * base_obs::seats(g) + 1 + kNumTracks; }
// commodities, levels, knights left, walls, defender, VP cards, progress count,
// own progress cards, active and total knight strength, cities on their side.
constexpr int kPlayerFeatures = 3 + kNumTracks + 3 + 4 + kNumCkProgressKinds + 2 + 1;  // a module's added kinds: its own
// barbarians, robber awake, yellow, red, event, merchant owner, decks (shuffled, returned),
// commodity bank, Crane, fleet kinds, harbor played, defenders left, roll under way,
// and the C&K phase one-hot (the base module shows its own phases).
constexpr int kCkDecisionPhases = int(CkPhase::DeserterPlace) - int(CkPhase::Alchemist) + 1;
constexpr int kCkPhases = kCkDecisionPhases + 2;  // and the two chance phases
constexpr int ck_phase_index(Phase p) {
  if (p >= CkPhase::Alchemist && p <= CkPhase::DeserterPlace) return int(p) - int(CkPhase::Alchemist);
  if (p == CkPhase::RollEvent) return kCkDecisionPhases;
  return p == CkPhase::DrawProgress ? kCkDecisionPhases + 1 : -1;
}
int global_features(const StdGame& g) {
  return 2 + 6 + 6 + kNumEventFaces + base_obs::seats(g) + 2 * kNumTracks + 3 + 1 + kNumCardKinds + 3 + kCkPhases;
}

}  // namespace

int CitiesKnights::observation_size(const StdGame& g) const {
  const Topology& t = g.topo();
  return t.num_vertices * vertex_features(g) + t.num_hexes + base_obs::seats(g) * kPlayerFeatures + global_features(g);
}

// This module's entries, field by field.
void register_cities_knights_layout() {
  register_module_layout("cities_knights", [](const StdGame& g, ObsLayout& out) {
    const CkOptions& o = ck_opt(g);
    const Topology& t = g.topo();
    int cards = 0, most = 0;
    std::array<int, kNumTracks> deck{};
    for (int k = 0; k < o.cards.kinds; ++k) {
      cards += o.cards.count[k];
      most = std::max(most, int(o.cards.count[k]));
      if (o.cards.deck[k] != kAddedDeck) deck[o.cards.deck[k]] += o.cards.count[k];
    }
    const float commodities = float(o.bank_per_commodity), strength = float(6 * o.knights_per_level);
    const float deck_most = float(*std::max_element(deck.begin(), deck.end()));
    const int per_vertex = vertex_features(g);
    out.push_back({"cities_knights.vertices", t.num_vertices * per_vertex, 0, 1,
                   fmt::format("per vertex, {} entries: each relative seat's knight (strength / 3, active), a city "
                               "wall, a metropolis of each track (trade, politics, science)",
                               per_vertex)});
    out.push_back({"cities_knights.merchant_hex", t.num_hexes, 0, 1, "the merchant's hex one-hot"});
    push_seat_fields(out, "cities_knights", base_obs::seats(g),
                     {{"commodities", 3, 0, commodities,
                       "commodities by kind (paper, cloth, coin); for an opponent only those card counting reveals"},
                      {"levels", kNumTracks, 0, float(o.improvement_levels),
                       "city improvement levels (trade, politics, science)"},
                      {"knights_left", 3, 0, float(o.knights_per_level), "knight pieces left by strength"},
                      {"walls", 1, 0, float(o.city_walls), "city walls on the board"},
                      // Awarded even when the cards have run out: only its counter (a byte) bounds it.
                      {"defender", 1, 0, 255, "Defender of Catan points"},
                      {"progress_vp", 1, 0, float(cards), "victory point progress cards (Printer, Constitution)"},
                      {"progress_total", 1, 0, float(cards), "progress cards in hand"},
                      {"progress", kNumCkProgressKinds, 0, float(most),
                       "progress cards by kind (as `catanlab rules` lists them); 0 for an opponent"},
                      {"knight_strength", 2, 0, strength, "strength of its active knights, of all its knights"},
                      {"extra_settlements", 1, 0, float(g.opt().settlements), "settlements lying on their side"}});
    out.push_back({"cities_knights.barbarians", 1, 0, 1, "the barbarian ship's place (fraction of the track)"});
    out.push_back({"cities_knights.robber_awake", 1, 0, 1, "the robber is awake"});
    out.push_back({"cities_knights.yellow_die", 6, 0, 1, "the yellow die one-hot"});
    out.push_back({"cities_knights.red_die", 6, 0, 1, "the red die one-hot"});
    out.push_back({"cities_knights.event_die", kNumEventFaces, 0, 1,
                   "the event die one-hot (ship, trade, politics, science)"});
    out.push_back({"cities_knights.merchant_owner", base_obs::seats(g), 0, 1, "the merchant's relative seat one-hot"});
    out.push_back({"cities_knights.decks", kNumTracks, 0, deck_most,
                   "progress cards left in each deck (trade, politics, science)"});
    out.push_back({"cities_knights.returned", kNumTracks, 0, deck_most, "progress cards played and put under each deck"});
    out.push_back({"cities_knights.bank", 3, 0, commodities, "commodities left in the bank by kind"});
    out.push_back({"cities_knights.crane", 1, 0, 1, "the Crane was played this turn"});
    out.push_back({"cities_knights.fleet", kNumCardKinds, 0, 1,
                   "card kinds the Merchant Fleet trades 2:1 this turn (lumber..ore, paper, cloth, coin)"});
    out.push_back({"cities_knights.harbor_played", 1, 0, 1, "the Commercial Harbor was played this turn"});
    out.push_back({"cities_knights.defenders_left", 1, 0, float(o.defender_cards), "Defender of Catan cards left"});
    out.push_back({"cities_knights.rolling", 1, 0, 1, "a roll is under way"});
    out.push_back({"cities_knights.phase", kCkPhases, 0, 1,
                   "the module's phase one-hot (its decisions, then its two chance phases)"});
  });
}

void CitiesKnights::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const Topology& t = g.topo();
  const CkSlice& c = ck_of(g, s);
  const int n = s.num_players, seen = base_obs::seats(g), per_vertex = vertex_features(g);
  auto rel = [&](int seat) { return (seat - viewer + n) % n; };

  s.base.vertex_pieces.for_each([&](int v) {
    const uint8_t k = c.knight[v];
    float* f = out + v * per_vertex + 2 * rel(knight::owner(k));
    f[0] = knight::strength(k) / 3.f;
    f[1] = (k & knight::kActive) ? 1.f : 0.f;
  });
  c.walls.for_each([&](int v) { out[v * per_vertex + 2 * seen] = 1; });
  for (int k = 0; k < kNumTracks; ++k)
    if (c.metropolis[k] != kNoVertex) out[c.metropolis[k] * per_vertex + 2 * seen + 1 + k] = 1;
  out += t.num_vertices * per_vertex;
  if (c.merchant_hex != kNoHex) out[c.merchant_hex] = 1;
  out += t.num_hexes;

  for (int q = 0; q < n; ++q) {
    const PlayerState& p = s.base.players[q];
    const CkPlayer& cp = c.players[q];
    float* f = out + rel(q) * kPlayerFeatures;
    for (int k = kNumResources; k < kNumCardKinds; ++k) *f++ = q == viewer ? p.hand[k] : p.known[k];
    for (int k = 0; k < kNumTracks; ++k) *f++ = cp.level[k];
    for (int k = 0; k < 3; ++k) *f++ = cp.knights_left[k];
    *f++ = cp.walls;
    *f++ = cp.defender;
    *f++ = cp.progress_vp;
    *f++ = cp.progress_total;
    for (int k = 0; k < kNumCkProgressKinds; ++k) *f++ = q == viewer ? cp.progress[k] : 0;  // hidden from the others
    *f++ = knight_strength(g, s, q, true);
    *f++ = knight_strength(g, s, q, false);
    *f++ = p.extra_settlements;
  }
  out += seen * kPlayerFeatures;

  *out++ = float(c.barbarians) / ck_opt(g).barbarian_track;
  *out++ = robber_awake(g, s);
  if (c.yellow) out[c.yellow - 1] = 1;
  out += 6;
  if (c.red) out[c.red - 1] = 1;
  out += 6;
  if (c.yellow) out[c.event] = 1;
  out += kNumEventFaces;
  if (c.merchant_owner < n) out[rel(c.merchant_owner)] = 1;
  out += seen;
  const ProgressCards& cards = ck_opt(g).cards;
  for (int k = 0; k < cards.kinds; ++k) {
    if (cards.deck[k] == kAddedDeck) continue;  // the adding module's own deck (its observation)
    out[cards.deck[k]] += c.deck[k];
    out[kNumTracks + cards.deck[k]] += c.returned[k];
  }
  out += 2 * kNumTracks;
  for (int k = kNumResources; k < kNumCardKinds; ++k) *out++ = s.base.bank[k];
  *out++ = c.crane;
  for (int k = 0; k < kNumCardKinds; ++k) *out++ = (c.fleet >> k) & 1;
  *out++ = c.harbor_played;
  *out++ = c.defenders_left;
  *out++ = c.rolling != 0;
  if (int k = ck_phase_index(s.phase); k >= 0) out[k] = 1;
}

void CitiesKnights::observe_text(const StdGame& g, const StdState& s, int viewer, std::string& out) const {
  const CkSlice& c = ck_of(g, s);
  out += fmt::format("barbarians {}/{}{}  dice y{} r{} {}\n", c.barbarians, ck_opt(g).barbarian_track,
                     robber_awake(g, s) ? "  robber awake" : "  robber asleep", c.yellow, c.red,
                     c.yellow ? kEventNames[c.event] : "-");
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = s.base.players[q];
    const CkPlayer& cp = c.players[q];
    const auto& hand = q == viewer ? p.hand : p.known;
    std::string cards;
    if (q == viewer)
      for (int k = 0; k < ck_opt(g).cards.kinds; ++k)
        if (cp.progress[k])
          cards += fmt::format(" {}{}", cp.progress[k] > 1 ? fmt::format("{}x", cp.progress[k]) : "", ck_opt(g).cards.names[k]);
    out += fmt::format("p{} commodities {} paper {} cloth {} coin  levels t{} p{} s{}  walls {}  defender {}  progress {}{}\n",
                       q, hand[Paper], hand[Cloth], hand[Coin], cp.level[0], cp.level[1], cp.level[2], cp.walls,
                       cp.defender, cp.progress_total, cards.empty() ? "" : " [" + cards.substr(1) + "]");
    std::string knights;
    p.vertex_pieces.for_each([&](int v) {
      const uint8_t k = c.knight[v];
      knights += fmt::format(" k{}{}:v{}", knight::strength(k), (k & knight::kActive) ? "+" : "", v);
    });
    if (!knights.empty()) out += "   " + knights + "\n";
  }
  for (int k = 0; k < kNumTracks; ++k)
    if (c.metropolis[k] != kNoVertex) out += fmt::format("{} metropolis v{}\n", kTrackNames[k], c.metropolis[k]);
  if (c.merchant_hex != kNoHex) out += fmt::format("merchant h{} (p{})\n", c.merchant_hex, c.merchant_owner);
}

}  // namespace catanlab
