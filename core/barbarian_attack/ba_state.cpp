// Barbarian Attack's observation, JSON form (each number range-checked before
// it is stored), the rules between its fields (validate) and cache rebuild.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include <nlohmann/json.hpp>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/pieces.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_int.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using nlohmann::json;

namespace {
constexpr int kHexFeatures = 3;   // barbarians / ba_conquer, conquered, castle
constexpr int kSeatFeatures = 3;  // gold / 10, prisoners / 10, knights in supply / ba_knights
constexpr int kGlobal = 2 + kNumBaCards + 6 + 2;  // supply, landing draws left, the pile, the module's phases, the offer's gold

json edges_json(const EdgeSet& e) {
  json a = json::array();
  e.for_each([&](int x) { a.push_back(x); });
  return a;
}
EdgeSet edges_from(const json& j, const char* key, const std::string& w, int limit) {
  if (!j.contains(key) || !j[key].is_array()) throw ConfigError(w + "." + key + ": must be an array of paths");
  EdgeSet out;
  for (const json& x : j[key]) out.set(json_int(x, 0, limit - 1, w + "." + key + "[]"));
  return out;
}
}  // namespace

// Per hex its features; per path each relative seat's knight; per relative seat its
// features; then the supply, the landing, the draw pile and the phase.
int BarbarianAttack::observation_size(const StdGame& g) const {
  return kHexFeatures * g.topo().num_hexes + kMaxPlayers * g.topo().num_edges + kMaxPlayers * kSeatFeatures + kGlobal;
}

// This module's entries, field by field. Gold's bound is the box's when the rule set has one;
// with the unlimited bank (the default) only the counter's (a uint16, in tenths) bounds it:
// knights lost and Treason pay gold again and again, as long as the game lasts.
void register_barbarian_attack_layout() {
  register_module_layout("barbarian_attack", [](const StdGame& g, ObsLayout& out) {
    const BaOptions& o = ba_opt(g);
    const Topology& t = g.topo();
    const float gold = float(o.ba_gold_supply ? o.ba_gold_supply : 65535) / 10.0f;
    out.push_back({"barbarian_attack.hexes", kHexFeatures * t.num_hexes, 0, 1,
                   "per hex, 3 entries: barbarians (the fraction that conquers), conquered, castle"});
    out.push_back({"barbarian_attack.knights", kMaxPlayers * t.num_edges, 0, 1,
                   fmt::format("per edge, {} entries: knight of relative seat 0..{}", kMaxPlayers, kMaxPlayers - 1)});
    push_seat_fields(out, "barbarian_attack", kMaxPlayers,
                     {{"gold", 1, 0, gold, "gold (tenths)"},
                      {"prisoners", 1, 0, float(o.ba_barbarians) / 10.0f, "prisoners (tenths)"},
                      {"knights_left", 1, 0, 1, "knights in supply (fraction of a seat's)"}});
    int pile = 0;
    for (int k : o.ba_deck) pile = std::max(pile, k);
    out.push_back({"barbarian_attack.supply", 1, 0, 1, "barbarians in the supply (fraction of the box)"});
    out.push_back({"barbarian_attack.land_left", 1, 0, 1, "land draws left in the landing under way (fraction)"});
    out.push_back({"barbarian_attack.pile", kNumBaCards, 0, float(pile) / 26.0f,
                   "cards left in the draw pile by kind (knighthood, swift knight, treason, capture), 26ths"});
    out.push_back({"barbarian_attack.phase", 6, 0, 1,
                   "the module's phase one-hot (knight to, place knight, treason from, treason to, capture from, land)"});
    out.push_back({"barbarian_attack.offer_gold", 2, 0, 1,
                   "gold given, then gold asked, in the open offer (fraction of the offer's card limit)"});
  });
}

void BarbarianAttack::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const BaSlice& a = ba_of(g, s);
  const Topology& t = g.topo();
  const int n = s.num_players;
  auto rel = [&](int q) { return (q - viewer + n) % n; };
  for (int h = 0; h < t.num_hexes; ++h, out += kHexFeatures) {
    out[0] = float(a.barbarians[h]) / float(opt_.ba_conquer);
    out[1] = ba::conquered(g, s, h);
    out[2] = s.layout.terrain[h] == Terrain::Castle;
  }
  for (int q = 0; q < n; ++q) a.knights[q].for_each([&](int e) { out[e * kMaxPlayers + rel(q)] = 1; });
  out += kMaxPlayers * t.num_edges;
  for (int q = 0; q < n; ++q) {
    float* f = out + rel(q) * kSeatFeatures;
    f[0] = float(a.gold[q]) / 10.0f;
    f[1] = float(a.prisoners[q]) / 10.0f;
    f[2] = opt_.ba_knights ? float(a.knights_left[q]) / float(opt_.ba_knights) : 0.0f;
  }
  out += kMaxPlayers * kSeatFeatures;
  out[0] = float(a.supply) / float(opt_.ba_barbarians);
  out[1] = opt_.ba_land_draws ? float(a.land_left) / float(opt_.ba_land_draws) : 0.0f;
  for (int k = 0; k < kNumBaCards; ++k) out[2 + k] = float(a.pile[k]) / 26.0f;
  const Phase phases[6] = {BaPhase::KnightTo, BaPhase::PlaceKnight, BaPhase::TreasonFrom, BaPhase::TreasonTo, BaPhase::CaptureFrom, BaPhase::Land};
  for (int k = 0; k < 6; ++k) out[2 + kNumBaCards + k] = s.phase == phases[k];
  out[2 + kNumBaCards + 6] = float(a.offer_gold_give) / float(g.opt().max_offer_cards);
  out[2 + kNumBaCards + 7] = float(a.offer_gold_get) / float(g.opt().max_offer_cards);
}

void BarbarianAttack::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const BaSlice& a = ba_of(g, s);
  out += fmt::format("barbarians: {} in supply;", a.supply);
  for (int h : coast_)
    if (a.barbarians[h]) out += fmt::format(" h{} {}{}", h, a.barbarians[h], ba::conquered(g, s, h) ? " (conquered)" : "");
  out += "\n";
  for (int q = 0; q < s.num_players; ++q) {
    out += fmt::format("p{}: gold {}, prisoners {}, knights in supply {}, knights on", q, a.gold[q], a.prisoners[q], a.knights_left[q]);
    a.knights[q].for_each([&](int e) { out += fmt::format(" e{}", e); });
    out += "\n";
  }
}

void BarbarianAttack::write_json(const StdGame& g, const StdState& s, json& j) const {
  const BaSlice& a = ba_of(g, s);
  json barbarians = json::array();
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (a.barbarians[h]) barbarians.push_back({{"hex", h}, {"count", a.barbarians[h]}});
  json drawn = json::array();
  for (int n : ba::kLandNumbers)
    if (a.land_drawn >> n & 1) drawn.push_back(n);
  json seats = json::array();
  for (int q = 0; q < s.num_players; ++q)
    seats.push_back({{"knights", edges_json(a.knights[q])}, {"knights_left", a.knights_left[q]}, {"gold", a.gold[q]},
                     {"prisoners", a.prisoners[q]}});
  auto byte_or_none = [](uint8_t x, uint8_t none) { return x == none ? -1 : int(x); };
  j["barbarian_attack"] = {{"barbarians", barbarians}, {"supply", a.supply}, {"land_left", a.land_left},
                           {"land_drawn", drawn}, {"seats", seats}, {"moved", edges_json(a.moved)},
                           {"castle_new", edges_json(a.castle_new)}, {"spent", edges_json(a.spent)},
                           {"pile", a.pile}, {"discards", a.discards}, {"from", byte_or_none(a.from, kNoEdge)},
                           {"gold_bought", a.gold_bought}, {"knights_moving", a.knights_moving},
                           {"check", byte_or_none(a.check, kNoCheck)}, {"pending", a.pending},
                           {"contenders", a.contenders}, {"treason_left", a.treason_left},
                           {"treason_src", a.treason_src}, {"treason_dst", a.treason_dst},
                           {"card", byte_or_none(a.card, 0xFF)},
                           {"offer_gold", {{"give", a.offer_gold_give}, {"get", a.offer_gold_get}}}};
}

void BarbarianAttack::read_json(const StdGame& g, StdState& s, const json& root) const {
  const std::string w = "state.barbarian_attack";
  if (!root.contains("barbarian_attack") || !root["barbarian_attack"].is_object()) throw ConfigError(w + ": missing object");
  const json& j = root["barbarian_attack"];
  const Topology& t = g.topo();
  BaSlice a{};
  if (!j.contains("barbarians") || !j["barbarians"].is_array()) throw ConfigError(w + ".barbarians: must be an array");
  for (const json& b : j["barbarians"]) {
    if (!b.is_object()) throw ConfigError(w + ".barbarians: entries are {hex, count}");
    a.barbarians[json_field(b, "hex", w + ".barbarians[]", 0, t.num_hexes - 1)] = uint8_t(json_field(b, "count", w + ".barbarians[]", 0, 255));
  }
  a.supply = uint8_t(json_field(j, "supply", w, 0, 255));
  a.land_left = uint8_t(json_field(j, "land_left", w, 0, 255));
  if (!j.contains("land_drawn") || !j["land_drawn"].is_array()) throw ConfigError(w + ".land_drawn: must be an array");
  for (const json& n : j["land_drawn"]) {
    const int x = json_int(n, 2, 12, w + ".land_drawn[]");
    if (x == 7) throw ConfigError(w + ".land_drawn[]: 7 is no landing number");
    a.land_drawn = uint16_t(a.land_drawn | 1u << x);
  }
  if (!j.contains("seats") || !j["seats"].is_array() || int(j["seats"].size()) != s.num_players)
    throw ConfigError(w + ".seats: must list " + std::to_string(s.num_players) + " seats");
  for (int q = 0; q < s.num_players; ++q) {
    const json& sj = j["seats"][q];
    const std::string sw = fmt::format("{}.seats[{}]", w, q);
    a.knights[q] = edges_from(sj, "knights", sw, t.num_edges);
    a.knights_left[q] = uint8_t(json_field(sj, "knights_left", sw, 0, 255));
    a.gold[q] = uint16_t(json_field(sj, "gold", sw, 0, 65535));
    a.prisoners[q] = uint8_t(json_field(sj, "prisoners", sw, 0, 255));
  }
  a.moved = edges_from(j, "moved", w, t.num_edges);
  a.castle_new = edges_from(j, "castle_new", w, t.num_edges);
  a.spent = edges_from(j, "spent", w, t.num_edges);
  for (const char* key : {"pile", "discards"}) {
    if (!j.contains(key) || !j[key].is_array() || j[key].size() != kNumBaCards)
      throw ConfigError(fmt::format("{}.{}: must be an array of {} counts", w, key, kNumBaCards));
    for (int k = 0; k < kNumBaCards; ++k)
      (std::string(key) == "pile" ? a.pile : a.discards)[k] = uint8_t(json_int(j[key][k], 0, 255, fmt::format("{}.{}[{}]", w, key, k)));
  }
  auto byte_or = [&](const char* key, int hi, uint8_t none) {
    const int x = json_field(j, key, w, -1, hi);
    return x < 0 ? none : uint8_t(x);
  };
  a.from = byte_or("from", t.num_edges - 1, kNoEdge);
  a.gold_bought = uint8_t(json_field(j, "gold_bought", w, 0, 1));
  a.knights_moving = uint8_t(json_field(j, "knights_moving", w, 0, 1));
  a.check = byte_or("check", int(coast_.size()) - 1, kNoCheck);
  a.pending = uint8_t(json_field(j, "pending", w, 0, 255));
  a.contenders = uint8_t(json_field(j, "contenders", w, 0, (1 << s.num_players) - 1));
  a.treason_left = uint8_t(json_field(j, "treason_left", w, 0, 2));
  for (const char* key : {"treason_src", "treason_dst"}) {
    if (!j.contains(key) || !j[key].is_array() || j[key].size() != 2) throw ConfigError(fmt::format("{}.{}: must be an array of 2", w, key));
    for (int k = 0; k < 2; ++k)
      (std::string(key) == "treason_src" ? a.treason_src : a.treason_dst)[k] = uint8_t(json_int(j[key][k], 0, 255, fmt::format("{}.{}[{}]", w, key, k)));
  }
  a.card = byte_or("card", kNumBaCards - 1, 0xFF);
  if (!j.contains("offer_gold") || !j["offer_gold"].is_object()) throw ConfigError(w + ".offer_gold: missing object");
  a.offer_gold_give = uint8_t(json_field(j["offer_gold"], "give", w + ".offer_gold", 0, 255));
  a.offer_gold_get = uint8_t(json_field(j["offer_gold"], "get", w + ".offer_gold", 0, 255));
  ba_of(g, s) = a;
}

void BarbarianAttack::validate(const StdGame& g, const StdState& s) const {
  const BaSlice& a = ba_of(g, s);
  const Topology& t = g.topo();
  const FieldCheck c("state.barbarian_attack");
  int landed = 0, prisoners = 0, gold = 0;
  for (int h = 0; h < t.num_hexes; ++h) {
    if (!a.barbarians[h]) continue;
    c.require(coast_set_.test(h), fmt::format("barbarians[h{}]", h), "not a coastal hex");
    c.range(fmt::format("barbarians[h{}]", h), a.barbarians[h], 0, opt_.ba_conquer);
    landed += a.barbarians[h];
  }
  EdgeSet knights;
  for (int q = 0; q < s.num_players; ++q) {
    const FieldCheck sc = c.at(fmt::format("seats[{}]", q));
    sc.within("knights", a.knights[q], t.land_edges, "paths");
    sc.require(!(a.knights[q] & knights).any(), "knights", "a path another seat's knight holds");
    sc.require(a.knights[q].count() + a.knights_left[q] == opt_.ba_knights, "knights_left",
               fmt::format("{} on paths and {} in supply, where a seat has {}", a.knights[q].count(), a.knights_left[q], opt_.ba_knights));
    knights |= a.knights[q];
    prisoners += a.prisoners[q];
    gold += a.gold[q];
  }
  c.require(!opt_.ba_gold_supply || gold <= opt_.ba_gold_supply, "gold",
            fmt::format("{} held, where the box has {}", gold, opt_.ba_gold_supply));
  for (int q = s.num_players; q < kMaxPlayers; ++q)
    c.require(!a.knights[q].any() && !a.gold[q] && !a.prisoners[q] && !a.knights_left[q], fmt::format("seats[{}]", q), "a seat the game does not have");
  c.require(landed + a.supply + prisoners + a.pending == opt_.ba_barbarians, "supply",
            fmt::format("{} in the supply, {} landed and {} prisoners, where the box has {}", a.supply, landed, prisoners + a.pending, opt_.ba_barbarians));
  for (int k = 0; k < kNumBaCards; ++k)
    c.require(a.pile[k] + a.discards[k] == opt_.ba_deck[k], fmt::format("pile[{}]", k),
              fmt::format("{} in the pile and {} discarded, where the deck has {}", a.pile[k], a.discards[k], opt_.ba_deck[k]));
  c.require(!(a.moved - knights).any() && !(a.castle_new - knights).any() && !(a.spent - knights).any(), "moved",
            "a path without a knight");
  c.within("castle_new", a.castle_new, castle_paths_, "castle paths");
  const bool over = s.phase == Phase::GameOver;  // a step that wins ends the game where it stands
  const bool landing = s.phase == BaPhase::Land || (over && a.land_left);
  c.range("land_left", a.land_left, landing ? 1 : 0, landing ? opt_.ba_land_draws : 0);
  c.require(std::popcount(a.land_drawn) == (landing ? opt_.ba_land_draws - a.land_left : 0), "land_drawn",
            "not the draws made in the landing under way");
  if (landing) c.require(a.supply > 0, "supply", "empty while barbarians land");
  const bool moving = s.phase == BaPhase::KnightTo || (over && a.from != kNoEdge);
  c.require(moving == (a.from != kNoEdge) && (a.from == kNoEdge || (a.knights[s.turn_player].test(a.from) && !a.moved.test(a.from))),
            "from", "not the knight of the seat to move while it moves");
  const bool placing = s.phase == BaPhase::PlaceKnight || (over && a.card != 0xFF);
  c.require(placing == (a.card <= SwiftKnight), "card", "not Knighthood or Swift Knight while a knight is placed");
  const bool checking = s.phase == BaPhase::Colour || s.phase == BaPhase::Prisoners || s.phase == BaPhase::DiceOff;
  c.require(checking == (a.check != kNoCheck) || over, "check", "not the place of the battle check under way");
  const bool dice_off = s.phase == BaPhase::Prisoners || s.phase == BaPhase::DiceOff;
  c.require(dice_off == (a.pending > 0) || over, "pending", "prisoners pending outside a dice-off");
  if (dice_off) {
    const int k = std::popcount(unsigned(a.contenders));
    c.require(s.phase == BaPhase::Prisoners ? k > a.pending && a.pending > 0 : k >= 2, "contenders",
              "too few seats for the dice-off under way");
  } else if (!over) {
    c.require(a.contenders == 0, "contenders", "seats outside a dice-off");
  }
  const bool treason = s.phase == BaPhase::TreasonFrom || s.phase == BaPhase::TreasonTo;
  c.require(treason == (a.treason_left > 0) || over, "treason_left", "moves left outside Treason");
  for (int k = 0; k < 2; ++k) {
    for (uint8_t h : {a.treason_src[size_t(k)], a.treason_dst[size_t(k)]})
      c.require(h == 0xFF || h == kFromSupply || (h < g.topo().num_hexes && coast_set_.test(h)), "treason_src",
                "not a coastal hex, the supply or none");
  }
  c.range("offer_gold.give", a.offer_gold_give, 0, g.opt().max_offer_cards);
  c.range("offer_gold.get", a.offer_gold_get, 0, g.opt().max_offer_cards);
  c.require(!(a.offer_gold_give && a.offer_gold_get), "offer_gold", "gold on both sides of the offer");
  const bool trading = s.phase == Phase::TradeBuild || s.phase == Phase::TradeRespond || s.phase == Phase::TradeChoose;
  if (trading) c.require(a.gold[s.turn_player] >= a.offer_gold_give, "offer_gold.give", "more than the proposer holds");
  FieldCheck("state.base").require(s.base.dormant == ba::conquered_buildings(g, s), "dormant",
                                   "not the buildings whose hexes are all conquered");
}

void BarbarianAttack::rebuild_caches(const StdGame& g, StdState& s) const {
  // The base game counted the offer's cards (its rebuild runs first); its gold counts too.
  s.base.offer.give_total += ba_of(g, s).offer_gold_give;
  s.base.offer.get_total += ba_of(g, s).offer_gold_get;
  s.base.barren = ba::conquered_hexes(g, s);
  s.base.closed_roads = ba::closed_paths(g, s);
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(g.topo(), s, q);
}

}  // namespace catanlab
