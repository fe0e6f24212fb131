// The Conquerors module's names, observation, JSON form (each number
// range-checked before it is stored; lotc_validate.cpp checks the rules
// between fields) and cache rebuild.
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/conquerors/lotc_internal.h"
#include "core/json_int.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using nlohmann::json;
using namespace lotc_ids;
using namespace lotc;

std::vector<PhaseSpec> Conquerors::phases() const {
  using namespace LotcPhase;
  return {{SetupCity, "lotc_setup_city"},   {BriberyKnight, "lotc_bribery_knight"}, {Mission, "lotc_mission"},
          {Cavalry, "lotc_cavalry"},        {BuyBattle, "lotc_buy_battle"},         {Interrupt, "lotc_interrupt"},
          {AegisToken, "lotc_aegis_token"}, {Lea, "lotc_lea"},                      {SetupKnight, "lotc_setup_knight"},
          {EastRoad, "lotc_east_road"},     {Direction, "lotc_direction", true},    {SouthDraw, "lotc_south_draw", true},
          {MercyDraw, "lotc_mercy_draw", true}, {BattleDraw, "lotc_battle_draw", true},
          {FortDraw, "lotc_fort_draw", true}};
}


// The blocks the rule set uses, in the order of lotc_ids::Block: chapter 1's, each politics
// card's only where the deck deals it (in_play), then chapter 2's, then chapter 3's. The order
// keeps the order of the ids that may be legal together (the recorded games chose among them).
void Conquerors::declare(BlockTable& blocks, const StdGame& g) {
  check_tokens(g);
  check_chapter_setup(g);
  const Topology& t = g.topo();
  const int chapter = lotc_opt(g).lotc_chapter;
  const bool bribery = in_play(g, Bribery), brothers = in_play(g, BrothersInArms), south = in_play(g, HelpFromTheSouth),
             lea = in_play(g, LeaTheHealer), mission = in_play(g, RoadBuildingMission);
  const bool interrupts = lea || in_play(g, Aegis) || in_play(g, Archers);
  auto list = [](auto first, auto last) { return std::vector<std::string>(first, last); };
  ids_ = LotcIds{};
  auto add = [&](Block b, const char* name, Domain domain, int size = 1) {
    blocks.add(ids_[b], name, domain, size, block_rule(b));
  };
  auto add_list = [&](Block b, const char* name, std::vector<std::string> labels) {
    blocks.add_list(ids_[b], name, std::move(labels), block_rule(b));
  };
  auto add_chance = [&](ChanceBlock b, const char* name, std::vector<std::string> labels) {
    blocks.add_chance_list(ids_[b], name, std::move(labels), chance_rule(b));
  };
  add(kBuildStrongKnight, "build_strong_knight", Domain::Vertex, t.num_vertices);
  add(kBuildMightyKnight, "build_mighty_knight", Domain::Vertex, t.num_vertices);
  add(kSetupCity, "setup_city", Domain::Vertex, t.num_vertices);
  if (brothers) add(kPlayBrothersInArms, "play brothers_in_arms", Domain::Vertex, t.num_vertices);
  if (bribery) add(kBriberyKnight, "bribery_knight", Domain::Vertex, t.num_vertices);
  if (mission) {
    add(kPlayMission, "play road_building_mission", Domain::Vertex, t.num_vertices);
    add(kMissionRoad, "mission_road", Domain::Edge, t.num_edges);
  }
  if (bribery) add(kPlayBribery, "play bribery", Domain::Hex, t.num_hexes);
  if (brothers) add(kBrothersActivate, "play brothers_in_arms", Domain::Seat, kMaxPlayers);
  if (south) add(kPlayHelpFromTheSouth, "play help_from_the_south", Domain::Fixed);
  if (mission) add(kMissionDone, "mission_done", Domain::Fixed);
  if (lea) {
    add(kLeaTo, "lea_to", Domain::Vertex, t.num_vertices);
    add_list(kLeaKnight, "lea_knight", {"0", "1", "2", "3", "4", "5"});
    add(kPlayLea, "play lea_the_healer", Domain::Fixed);
  }
  if (interrupts) add(kPassInterrupt, "pass_interrupt", Domain::Fixed);
  if (chapter >= 2) {
    add(kCannonTo, "cannon_to", Domain::Vertex, t.num_vertices);
    add(kHorseTo, "horse_to", Domain::Vertex, t.num_vertices);
    add(kCavalryTo, "cavalry_to", Domain::Vertex, t.num_vertices);
    add(kPlayCrossbows, "play crossbows", Domain::Hex, t.num_hexes);
    add(kBuildFoundry, "build_foundry", Domain::Fixed);
    add(kBuildHorseFarm, "build_horse_farm", Domain::Fixed);
    add(kCavalryStay, "cavalry_stay", Domain::Fixed);
    add(kCavalryReturn, "cavalry_return", Domain::Fixed);
    add(kBuyBattle, "buy_battle_card", Domain::Fixed);
    add(kPassBattle, "pass_battle", Domain::Fixed);
    add(kPlayDagur, "play cavalry_leader_dagur", Domain::Fixed);
    add(kPlayOdo, "play quartermaster_odo", Domain::Fixed);
    std::vector<std::string> knights;
    for (int i = 0; i < kOdoKnights; ++i) knights.push_back(fmt::format("k{}", i));
    add_list(kPlayOdoKnight, "play quartermaster_odo", std::move(knights));
    add(kPlayThora, "play thora", Domain::Fixed);
    add(kPlayAegis, "play aegis", Domain::Fixed);
    add(kPlayArchers, "play archers", Domain::Fixed);
    add(kTakeWine, "take_wine", Domain::Fixed);
    add(kTakeAmber, "take_amber", Domain::Fixed);
    add_list(kOfferGiveToken, "offer_give", {"amber", "wine"});
    add_list(kOfferGetToken, "offer_get", {"amber", "wine"});
  }
  if (chapter >= 3) {
    add(kPassEast, "pass_east", Domain::Fixed);
    add(kSetupKnight, "setup_knight", Domain::Vertex, t.num_vertices);
    add(kFreeRoad, "free_road", Domain::Edge, t.num_edges);
    add(kArchersAt, "play archers", Domain::Hex, t.num_hexes);  // at a charge, naming the fort it spares
  }

  add_chance(kDirection, "direction", list(kDieNames, kDieNames + 3));
  if (south) add_chance(kSouthDraw, "south_draw", list(kCardNames, kCardNames + kNumResources));
  const auto& kinds = ck_opt(g).cards.names;
  add_chance(kMercyDraw, "mercy_draw", list(kinds.begin(), kinds.begin() + kNumProgressKinds));
  if (chapter >= 2) add_chance(kBattleDraw, "draw_battle", list(kinds.begin() + Crossbows, kinds.begin() + kNumProgressKinds));
  if (chapter >= 3) add_chance(kFortDraw, "fort_reward", list(kFortRewardNames + 1, kFortRewardNames + kNumFortRewards));
}

// Per hex: conqueror strength / 6, conquered, swamp, landing; per seat from
// the viewer on: hero position / 10; the ship's progress; the advance under
// way; the viewer's own cards of the kinds the rule set adds (politics, battle; C&K's
// observation shows its own 25 kinds only).
// From chapter 2 on, also: per hex the wine tokens left / 5 and whether its
// conqueror is the one whose direction die was just rolled, per vertex the
// amber still there and the cannon and horse beside its knight, per seat from
// the viewer on its amber and wine / 10, its foundry and horse farm built,
// Thora in front of it, Dagur's point on its cavalry; the interrupt under way
// (Aegis, Archers, Lea) and, for Archers after a direction die, the die's colour
// (public: the holders decide on it); the tokens on the domestic trade offer (given amber,
// wine, asked amber, wine; counts, as the base game shows the offer's cards).
namespace {
int chapter2_features(const StdGame& g) {
  const Topology& t = g.topo();
  return lotc_opt(g).lotc_chapter >= 2 ? 2 * t.num_hexes + 3 * t.num_vertices + 6 * kMaxPlayers + 3 + 3 + 2 * kNumTokens : 0;
}
// Chapter 3 only: per hex the standing fort's conqueror / 6 (its tile stays hidden), per seat
// from the viewer on its free roads from forts; Support from the East under way.
int chapter3_features(const StdGame& g) { return lotc_opt(g).lotc_chapter >= 3 ? g.topo().num_hexes + kMaxPlayers + 1 : 0; }
}  // namespace
int Conquerors::observation_size(const StdGame& g) const {
  return 4 * g.topo().num_hexes + kMaxPlayers + 3 + CitiesKnights::added_kinds(g) + chapter2_features(g) +
         chapter3_features(g);
}

// This module's entries, field by field, chapter by chapter.
void register_lotc_layout() {
  register_module_layout("conquerors", [](const StdGame& g, ObsLayout& out) {
    const LotcOptions& o = lotc_opt(g);
    const Topology& t = g.topo();
    const ProgressCards& cards = ck_opt(g).cards;
    int most = 0;
    for (int k = kNumCkProgressKinds; k < cards.kinds; ++k) most = std::max(most, int(cards.count[k]));
    out.push_back({"conquerors.hexes", 4 * t.num_hexes, 0, 1,
                   "per hex, 4 entries: conqueror strength / 6, conquered, swamp, landing"});
    push_seat_fields(out, "conquerors", kMaxPlayers,
                     {{"hero", 1, 0, float(o.hero_track_max) / 10.0f, "hero track position (tenths)"}});
    out.push_back({"conquerors.track", 1, 0, 1, "the event ship's progress (fraction of the track)"});
    out.push_back({"conquerors.advance", 2, 0, 1, "the advance under way: north first, south first"});
    if (const int added = CitiesKnights::added_kinds(g))
      out.push_back({"conquerors.cards", added, 0, float(most),
                     "the observer's cards of the kinds the rule set adds (politics, battle), by kind"});
    if (o.lotc_chapter < 2) return;
    const float tokens = float(o.lotc_tokens);
    out.push_back({"conquerors.wine", 2 * t.num_hexes, 0, 1,
                   "per hex, 2 entries: wine tokens left / 5, its conqueror's direction die was just rolled"});
    out.push_back({"conquerors.vertices", 3 * t.num_vertices, 0, 1,
                   "per vertex, 3 entries: amber still there, a cannon beside its knight, a horse beside its knight"});
    push_seat_fields(out, "conquerors.chapter2", kMaxPlayers,
                     {{"amber", 1, 0, tokens / 10.0f, "amber held (tenths)"},
                      {"wine", 1, 0, tokens / 10.0f, "wine held (tenths)"},
                      {"foundry", 1, 0, 1, "its foundry is built"},
                      {"horse_farm", 1, 0, 1, "its horse farm is built"},
                      {"thora", 1, 0, 1, "Thora stands in front of it"},
                      {"dagur", 1, 0, 1, "Dagur's point is on its cavalry"}});
    out.push_back({"conquerors.interrupt", 3, 0, 1, "the interrupt under way one-hot (Aegis, Archers, Lea)"});
    out.push_back({"conquerors.archers_die", 3, 0, 1, "for Archers after a direction die, the die's colour one-hot"});
    out.push_back({"conquerors.offer_tokens", 2 * kNumTokens, 0, tokens,
                   "tokens on the open trade offer: given amber, wine, then asked amber, wine"});
    if (o.lotc_chapter < 3) return;
    out.push_back({"conquerors.forts", t.num_hexes, 0, 1, "per hex the standing fort's conquerors / 6"});
    push_seat_fields(out, "conquerors.chapter3", kMaxPlayers,
                     {{"fort_roads", 1, 0, 15.0f / 4.0f, "free roads from forts (quarters)"}});
    out.push_back({"conquerors.east_road", 1, 0, 1, "Support from the East is under way"});
  });
}

void Conquerors::observe(const StdGame& g, const StdState& s, int player, float* out) const {
  const LotcSlice& L = lotc_of(g, s);
  const HexSet landing = landing_hexes(g);
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    *out++ = L.conqueror[h] / 6.0f;
    *out++ = L.conquered.test(h);
    *out++ = s.layout.terrain[h] == Terrain::Swamp;
    *out++ = landing.test(h);
  }
  for (int i = 0; i < kMaxPlayers; ++i) *out++ = i < s.num_players ? L.hero[(player + i) % s.num_players] / 10.0f : 0;
  *out++ = float(L.space) / track_length(lotc_opt(g).lotc_chapter);
  *out++ = L.advancing == kNorthFirst;
  *out++ = L.advancing == kSouthFirst;
  for (int k = kNumCkProgressKinds; k < CitiesKnights::progress_kinds(g); ++k) *out++ = ck_of(g, s).players[player].progress[k];
  if (!chapter2_features(g)) return;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    *out++ = L.wine[h] / 5.0f;
    *out++ = h == L.mover;
  }
  auto equipped_here = [&](Equipment e, int v) {
    return ck_of(g, s).knight[v] && equipped_knight(g, s, e, knight::owner(ck_of(g, s).knight[v])) == v;
  };
  for (int v = 0; v < g.topo().num_vertices; ++v) {
    *out++ = L.amber.test(v);
    *out++ = equipped_here(Equipment::Cannon, v);
    *out++ = equipped_here(Equipment::Horse, v);
  }
  for (int i = 0; i < kMaxPlayers; ++i) {
    const int q = (player + i) % s.num_players;
    const bool seat = i < s.num_players;
    *out++ = seat ? L.amber_held[q] / 10.0f : 0;
    *out++ = seat ? L.wine_held[q] / 10.0f : 0;
    *out++ = seat && L.cannon[q] != kUnbuilt;
    *out++ = seat && L.horse[q] != kUnbuilt;
    *out++ = seat && L.thora == q;
    *out++ = seat && ((L.dagur >> q) & 1);
  }
  *out++ = (L.interrupt & 3) == kInterruptAegis;
  *out++ = (L.interrupt & 3) == kInterruptArchers;
  *out++ = (L.interrupt & 3) == kInterruptLea;
  const int colour = (L.interrupt & 3) == kInterruptArchers ? L.interrupt >> 2 : -1;
  for (int c = 0; c < 3; ++c) *out++ = colour == c;
  for (uint8_t n : L.offer_give) *out++ = n;
  for (uint8_t n : L.offer_get) *out++ = n;
  if (!chapter3_features(g)) return;
  for (int h = 0; h < g.topo().num_hexes; ++h) *out++ = (L.fort[h] & kFortStrength) / 6.0f;
  for (int i = 0; i < kMaxPlayers; ++i) *out++ = i < s.num_players ? L.fort_roads[(player + i) % s.num_players] / 4.0f : 0;
  *out++ = s.phase == LotcPhase::EastRoad;
}

void Conquerors::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const LotcSlice& L = lotc_of(g, s);
  out += fmt::format("event track {}/{}  conquered {}/{}  conquerors", L.space, track_length(lotc_opt(g).lotc_chapter),
                     L.conquered.count(), defeat_count(g, s));
  conqueror_hexes(g, s).for_each([&](int h) { out += fmt::format(" h{}:{}", h, L.conqueror[h]); });
  out += "  hero";
  for (int q = 0; q < s.num_players; ++q) out += fmt::format(" {}", L.hero[q]);
  if (lotc_opt(g).lotc_chapter >= 2) {
    out += "  amber/wine";
    for (int q = 0; q < s.num_players; ++q) out += fmt::format(" {}/{}", L.amber_held[q], L.wine_held[q]);
  }
  out += "\n";
}

namespace {

std::vector<int> hex_list(const HexSet& h) {
  std::vector<int> v;
  h.for_each([&](int x) { v.push_back(x); });
  return v;
}

HexSet get_hexes(const json& j, const char* key, const std::string& where, int num_hexes) {
  if (!j.contains(key) || !j[key].is_array()) throw ConfigError(where + "." + key + ": must be an array of hexes");
  HexSet h;
  for (const json& x : j[key]) {
    if (!json_int_within(x, 0, num_hexes - 1))
      throw ConfigError(where + "." + key + ": hexes are 0.." + std::to_string(num_hexes - 1));
    h.set(x.get<int>());
  }
  return h;
}

std::array<int, kMaxPlayers> get_seats(const json& j, const char* key, const std::string& where, int hi) {
  if (!j.contains(key) || !j[key].is_array() || j[key].size() != kMaxPlayers)
    throw ConfigError(where + "." + key + ": must be an array of " + std::to_string(kMaxPlayers) + " counts");
  std::array<int, kMaxPlayers> out{};
  for (int q = 0; q < kMaxPlayers; ++q) {
    const json& x = j[key][q];
    if (!json_int_within(x, 0, hi))
      throw ConfigError(where + "." + key + "[" + std::to_string(q) + "]: must be 0.." + std::to_string(hi));
    out[q] = x.get<int>();
  }
  return out;
}

// One side of the trade offer's tokens: [amber, wine].
std::array<uint8_t, kNumTokens> get_token_pair(const json& j, const char* key, const std::string& where, int hi) {
  const json& x = j.value(key, json());
  if (!x.is_array() || x.size() != kNumTokens) throw ConfigError(where + "." + key + ": must be [amber, wine]");
  std::array<uint8_t, kNumTokens> out{};
  for (int k = 0; k < kNumTokens; ++k) {
    if (!json_int_within(x[k], 0, hi))
      throw ConfigError(where + "." + key + ": counts are 0.." + std::to_string(hi));
    out[k] = uint8_t(x[k].get<int>());
  }
  return out;
}

// Chapter 2's tokens: the amber intersections still holding theirs, the wine left per hex, the seats'
// tokens, those on a trade offer.
void write_tokens(const StdGame& g, const StdState& s, json& j) {
  const LotcSlice& L = lotc_of(g, s);
  std::vector<int> amber;
  L.amber.for_each([&](int v) { amber.push_back(v); });
  json wine = json::array();
  for (int h = 0; h < kMaxHexes; ++h)
    if (L.wine[h]) wine.push_back({{"hex", h}, {"tokens", L.wine[h]}});
  j["amber"] = amber;
  j["wine"] = wine;
  j["amber_held"] = L.amber_held;
  j["wine_held"] = L.wine_held;
  j["cannon"] = L.cannon;
  j["horse"] = L.horse;
  j["charge_from"] = L.charge_from;
  j["wyler_left"] = L.wyler_left;
  j["battle_bought"] = L.battle_bought;
  j["thora"] = L.thora;
  j["dagur"] = L.dagur;
  j["interrupt"] = L.interrupt;
  j["interrupt_left"] = L.interrupt_left;
  j["aegis_left"] = L.aegis_left;
  j["defeated"] = L.defeated;
  j["lea_knight"] = L.lea_knight;
  j["offer_tokens"] = {{"give", L.offer_give}, {"get", L.offer_get}};
}

void read_tokens(const StdGame& g, LotcSlice& L, const json& j, const std::string& w) {
  if (!j.contains("amber") || !j["amber"].is_array()) throw ConfigError(w + ".amber: must be an array of vertices");
  for (const json& x : j["amber"]) {
    if (!json_int_within(x, 0, g.topo().num_vertices - 1)) throw ConfigError(w + ".amber: entries must be vertices");
    L.amber.set(x.get<int>());
  }
  if (!j.contains("wine") || !j["wine"].is_array()) throw ConfigError(w + ".wine: must be an array of {hex, tokens}");
  for (const json& x : j["wine"]) {
    if (!x.is_object()) throw ConfigError(w + ".wine: entries are {hex, tokens}");
    const int h = json_field(x, "hex", w + ".wine[]", 0, g.topo().num_hexes - 1);
    L.wine[h] = uint8_t(json_field(x, "tokens", w + ".wine[]", 1, 5));
  }
  const int box = lotc_opt(g).lotc_tokens;
  const auto amber_held = get_seats(j, "amber_held", w, box), wine_held = get_seats(j, "wine_held", w, box);
  for (int q = 0; q < kMaxPlayers; ++q) L.amber_held[q] = uint8_t(amber_held[q]), L.wine_held[q] = uint8_t(wine_held[q]);
  // The cannon's and horse's places: a vertex, kUnbuilt (254) or kOnTile (255).
  const auto cannon = get_seats(j, "cannon", w, 255), horse = get_seats(j, "horse", w, 255);
  for (int q = 0; q < kMaxPlayers; ++q) L.cannon[q] = uint8_t(cannon[q]), L.horse[q] = uint8_t(horse[q]);
  L.charge_from = uint8_t(json_field(j, "charge_from", w, 0, 255));
  L.wyler_left = uint8_t(json_field(j, "wyler_left", w, 0, 15));
  L.battle_bought = uint8_t(json_field(j, "battle_bought", w, 0, 2));
  L.thora = uint8_t(json_field(j, "thora", w, 0, 255));
  L.dagur = uint8_t(json_field(j, "dagur", w, 0, 15));
  L.interrupt = uint8_t(json_field(j, "interrupt", w, 0, kInterruptLea | kAtCharge << 2));
  L.interrupt_left = uint8_t(json_field(j, "interrupt_left", w, 0, 15));
  L.aegis_left = uint8_t(json_field(j, "aegis_left", w, 0, 15));
  if (!j.contains("defeated") || !j["defeated"].is_array() || j["defeated"].size() != L.defeated.size())
    throw ConfigError(w + ".defeated: must be an array of " + std::to_string(L.defeated.size()) + " knights (0: none)");
  for (size_t i = 0; i < L.defeated.size(); ++i)
    L.defeated[i] = uint8_t(json_int(j["defeated"][i], 0, 255, w + ".defeated[" + std::to_string(i) + "]"));
  L.lea_knight = uint8_t(json_field(j, "lea_knight", w, 0, 255));
  // The domestic trade offer's tokens (its cards are in the base game's JSON).
  if (!j.contains("offer_tokens") || !j["offer_tokens"].is_object())
    throw ConfigError(w + ".offer_tokens: must be {give, get}");
  L.offer_give = get_token_pair(j["offer_tokens"], "give", w + ".offer_tokens", box);
  L.offer_get = get_token_pair(j["offer_tokens"], "get", w + ".offer_tokens", box);
}

// Chapter 3: the forts (strength 0 once captured; reward 0 until dealt), the free roads won, the East's seats left.
void write_forts(const StdGame& g, const StdState& s, json& j) {
  const LotcSlice& L = lotc_of(g, s);
  json forts = json::array();
  for (int h = 0; h < kMaxHexes; ++h)
    if (L.fort[h]) forts.push_back({{"hex", h}, {"strength", L.fort[h] & kFortStrength}, {"reward", fort_reward(L.fort[h])}});
  j["forts"] = forts;
  j["fort_roads"] = L.fort_roads;
  j["east_left"] = L.east_left;
}

void read_forts(const StdGame& g, LotcSlice& L, const json& j, const std::string& w) {
  if (!j.contains("forts") || !j["forts"].is_array()) throw ConfigError(w + ".forts: must be an array of {hex, strength, reward}");
  for (const json& x : j["forts"]) {
    if (!x.is_object()) throw ConfigError(w + ".forts: entries are {hex, strength, reward}");
    const int h = json_field(x, "hex", w + ".forts[]", 0, g.topo().num_hexes - 1);
    const int strength = json_field(x, "strength", w + ".forts[]", 0, 6), reward = json_field(x, "reward", w + ".forts[]", 0, kNumFortRewards - 1);
    L.fort[h] = uint8_t(strength | reward << kFortRewardShift);
  }
  const auto roads = get_seats(j, "fort_roads", w, 15);
  for (int q = 0; q < kMaxPlayers; ++q) L.fort_roads[q] = uint8_t(roads[q]);
  L.east_left = uint8_t(json_field(j, "east_left", w, 0, 15));
}

}  // namespace

void Conquerors::write_json(const StdGame& g, const StdState& s, json& root) const {
  const LotcSlice& L = lotc_of(g, s);
  json conquerors = json::array();
  conqueror_hexes(g, s).for_each([&](int h) { conquerors.push_back({{"hex", h}, {"strength", L.conqueror[h]}}); });
  root["conquerors"] = {{"conquerors", conquerors},   {"conquered", hex_list(L.conquered)},
                        {"to_advance", hex_list(L.to_advance)}, {"hero", L.hero},
                        {"space", L.space},             {"advancing", L.advancing},
                        {"mover", L.mover},             {"outcome", L.outcome},
                        {"winners", L.winners},         {"setup_cities", L.setup_cities},
                        {"south_stack", L.south_stack}, {"south_drawn", L.south_drawn},
                        {"mission_vertex", L.mission_vertex}, {"mission_roads", L.mission_roads}};
  write_tokens(g, s, root["conquerors"]);
  if (lotc_opt(g).lotc_chapter >= 3) write_forts(g, s, root["conquerors"]);
}

void Conquerors::read_json(const StdGame& g, StdState& s, const json& root) const {
  const std::string w = "state.conquerors";
  if (!root.contains("conquerors") || !root["conquerors"].is_object()) throw ConfigError(w + ": missing object");
  const json& j = root["conquerors"];
  const int H = g.topo().num_hexes;
  LotcSlice L{};
  if (!j.contains("conquerors") || !j["conquerors"].is_array()) throw ConfigError(w + ".conquerors: must be an array");
  for (const json& c : j["conquerors"]) {
    if (!c.is_object()) throw ConfigError(w + ".conquerors: entries are {hex, strength}");
    L.conqueror[json_field(c, "hex", w + ".conquerors[]", 0, H - 1)] = uint8_t(json_field(c, "strength", w + ".conquerors[]", 1, 6));
  }
  L.conquered = get_hexes(j, "conquered", w, H);
  L.to_advance = get_hexes(j, "to_advance", w, H);
  if (!j.contains("hero") || !j["hero"].is_array() || j["hero"].size() != kMaxPlayers)
    throw ConfigError(w + ".hero: must be an array of " + std::to_string(kMaxPlayers) + " positions");
  for (int q = 0; q < kMaxPlayers; ++q) {
    const json& x = j["hero"][q];
    if (!json_int_within(x, 0, lotc_opt(g).hero_track_max))
      throw ConfigError(w + ".hero[" + std::to_string(q) + "]: must be 0.." + std::to_string(lotc_opt(g).hero_track_max));
    L.hero[q] = uint8_t(x.get<int>());
  }
  L.space = uint8_t(json_field(j, "space", w, 1, track_length(lotc_opt(g).lotc_chapter)));
  L.advancing = uint8_t(json_field(j, "advancing", w, 0, 2));
  L.mover = uint8_t(json_field(j, "mover", w, 0, 255));
  L.outcome = uint8_t(json_field(j, "outcome", w, 0, 2));
  L.winners = uint8_t(json_field(j, "winners", w, 0, 15));
  L.setup_cities = uint8_t(json_field(j, "setup_cities", w, 0, 15));
  L.south_stack = uint8_t(json_field(j, "south_stack", w, 0, (1 << kNumResources) - 1));
  L.south_drawn = uint8_t(json_field(j, "south_drawn", w, 0, kNumResources));
  L.mission_vertex = uint8_t(json_field(j, "mission_vertex", w, 0, 255));
  L.mission_roads = uint8_t(json_field(j, "mission_roads", w, 0, 2));
  read_tokens(g, L, j, w);
  if (lotc_opt(g).lotc_chapter >= 3) read_forts(g, L, j, w);
  lotc_of(g, s) = L;
}

void Conquerors::rebuild_caches(const StdGame& g, StdState& s) const {
  s.base.barren = lotc_of(g, s).conquered | standing_forts(g, s);
  // The base game counted the offer's cards (its rebuild runs first); the tokens on it count too.
  for (int k = 0; k < kNumTokens; ++k)
    s.base.offer.give_total += lotc_of(g, s).offer_give[k], s.base.offer.get_total += lotc_of(g, s).offer_get[k];
  s.base.closed_roads = {};
  refresh_closed_roads(g, s, g.topo().land);
}

}  // namespace catanlab
