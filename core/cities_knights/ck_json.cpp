// The Cities & Knights slice in the State's JSON form (each number
// range-checked before it is stored; ck_validate.cpp checks the rules
// between fields), and the recomputation of what it caches in the base
// slice: knight sets and the roads they cut, walls, rates, piece counts.
#include <nlohmann/json.hpp>

#include "core/cities_knights/ck_internal.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;
using namespace ck;

namespace {

void get_counts(uint8_t* out, size_t n, const json& j, const char* key, const std::string& where, int hi = 255) {
  if (!j.contains(key) || !j[key].is_array() || j[key].size() != n)
    throw ConfigError(where + "." + key + ": must be an array of " + std::to_string(n) + " integers");
  for (size_t i = 0; i < n; ++i) {
    const json& x = j[key][i];
    if (!json_int_within(x, 0, hi))
      throw ConfigError(where + "." + key + "[" + std::to_string(i) + "]: must be 0.." + std::to_string(hi));
    out[i] = uint8_t(x.get<int>());
  }
}
template <size_t N>
void get_counts(std::array<uint8_t, N>& out, const json& j, const char* key, const std::string& where, int hi = 255) {
  get_counts(out.data(), N, j, key, where, hi);
}

// Counts by progress kind: as many as the rule set has kinds (C&K's 25 unless a module adds some).
using KindCounts = std::array<uint8_t, kMaxProgressKinds>;
std::vector<uint8_t> kind_counts(const KindCounts& a, int n) { return {a.begin(), a.begin() + n}; }
void get_kind_counts(KindCounts& out, const json& j, const char* key, const std::string& where, int n) {
  out = {};
  get_counts(out.data(), size_t(n), j, key, where);
}

std::array<uint8_t, 3> commodities(const Hand& h) { return {h[Paper], h[Cloth], h[Coin]}; }
void set_commodities(Hand& h, const std::array<uint8_t, 3>& c) { std::copy(c.begin(), c.end(), h.begin() + kNumResources); }

}  // namespace

void CitiesKnights::write_json(const StdGame& g, const StdState& s, json& root) const {
  const int kinds = progress_kinds(g);
  const CkSlice& c = ck_of(g, s);
  json knights = json::array(), walls = json::array(), players = json::array();
  s.base.vertex_pieces.for_each([&](int v) {
    const uint8_t k = c.knight[v];
    knights.push_back({{"vertex", v}, {"owner", knight::owner(k)}, {"strength", knight::strength(k)},
                       {"active", bool(k & knight::kActive)}, {"spent", bool(k & knight::kSpent)},
                       {"promoted", bool(k & knight::kPromoted)}});
  });
  c.walls.for_each([&](int v) { walls.push_back(v); });
  for (int q = 0; q < s.num_players; ++q) {
    const CkPlayer& p = c.players[q];
    const PlayerState& b = s.base.players[q];
    players.push_back({{"commodities", commodities(b.hand)}, {"known_commodities", commodities(b.known)},
                       {"progress", kind_counts(p.progress, kinds)}, {"level", p.level}, {"knights_left", p.knights_left},
                       {"defender", p.defender}, {"progress_vp", p.progress_vp}});
  }
  root["cities_knights"] = {
      {"knights", knights}, {"walls", walls}, {"players", players},
      {"bank", commodities(s.base.bank)}, {"offer_give", commodities(s.base.offer.give)},
      {"offer_get", commodities(s.base.offer.get)}, {"deck", kind_counts(c.deck, kinds)}, {"returned", kind_counts(c.returned, kinds)},
      {"metropolis", c.metropolis}, {"barbarians", c.barbarians}, {"attacks", c.attacks},
      {"defenders_left", c.defenders_left}, {"merchant_hex", c.merchant_hex}, {"merchant_owner", c.merchant_owner},
      {"yellow", c.yellow}, {"red", c.red}, {"event", c.event}, {"rolling", c.rolling}, {"pillage", c.pillage},
      {"rewards", c.rewards}, {"draws", c.draws}, {"aqueduct", c.aqueduct}, {"draw_track", c.draw_track},
      {"knight_from", c.knight_from}, {"displaced", c.displaced}, {"metropolis_track", c.metropolis_track},
      {"inventor_hex", c.inventor_hex}, {"smith_left", c.smith_left}, {"givers", c.givers},
      {"give_left", c.give_left}, {"give_commodity", c.give_commodity}, {"take_left", c.take_left},
      {"victim", c.victim}, {"steal_queue", c.steal_queue}, {"deserted", c.deserted}, {"crane", c.crane},
      {"fleet", c.fleet}, {"harbor_played", c.harbor_played}, {"harbor_done", c.harbor_done}};
}

void CitiesKnights::read_json(const StdGame& g, StdState& s, const json& root) const {
  const Topology& t = g.topo();
  const std::string w = "state.cities_knights";
  if (!root.contains("cities_knights") || !root["cities_knights"].is_object()) throw ConfigError(w + ": missing");
  const json& j = root["cities_knights"];
  CkSlice& c = ck_of(g, s);
  c = CkSlice{};
  if (!j.contains("players") || !j["players"].is_array() || int(j["players"].size()) != s.num_players)
    throw ConfigError(w + ".players: must list " + std::to_string(s.num_players) + " players");
  for (int q = 0; q < s.num_players; ++q) {
    const json& pj = j["players"][q];
    const std::string pw = w + ".players[" + std::to_string(q) + "]";
    CkPlayer& p = c.players[q];
    std::array<uint8_t, 3> have{}, known{};
    get_counts(have, pj, "commodities", pw);
    get_counts(known, pj, "known_commodities", pw);
    set_commodities(s.base.players[q].hand, have);
    set_commodities(s.base.players[q].known, known);
    get_kind_counts(p.progress, pj, "progress", pw, progress_kinds(g));
    get_counts(p.level, pj, "level", pw, ck_opt(g).improvement_levels);
    get_counts(p.knights_left, pj, "knights_left", pw, ck_opt(g).knights_per_level);
    p.defender = uint8_t(json_field(pj, "defender", pw, 0, 255));
    p.progress_vp = uint8_t(json_field(pj, "progress_vp", pw, 0, 255));
  }
  if (!j.contains("knights") || !j["knights"].is_array()) throw ConfigError(w + ".knights: must be an array");
  for (const json& kj : j["knights"]) {
    const std::string kw = w + ".knights[]";
    const int v = json_field(kj, "vertex", kw, 0, t.num_vertices - 1);
    if (c.knight[v]) throw ConfigError(kw + ": a second knight at vertex " + std::to_string(v));
    uint8_t k = knight::make(json_field(kj, "owner", kw, 0, s.num_players - 1), json_field(kj, "strength", kw, 1, 3));
    for (auto [key, bit] : {std::pair{"active", knight::kActive}, {"spent", knight::kSpent}, {"promoted", knight::kPromoted}}) {
      if (!kj.contains(key)) continue;
      if (!kj[key].is_boolean()) throw ConfigError(kw + "." + key + ": must be true or false");
      if (kj[key].get<bool>()) k |= bit;
    }
    c.knight[v] = k;
  }
  if (!j.contains("walls") || !j["walls"].is_array()) throw ConfigError(w + ".walls: must be an array");
  for (const json& v : j["walls"]) {
    if (!json_int_within(v, 0, t.num_vertices - 1)) throw ConfigError(w + ".walls: " + v.dump() + " is not a vertex");
    c.walls.set(v.get<int>());
  }
  std::array<uint8_t, 3> three{};
  get_counts(three, j, "bank", w);
  set_commodities(s.base.bank, three);
  get_counts(three, j, "offer_give", w);
  set_commodities(s.base.offer.give, three);
  get_counts(three, j, "offer_get", w);
  set_commodities(s.base.offer.get, three);
  get_kind_counts(c.deck, j, "deck", w, progress_kinds(g));
  get_kind_counts(c.returned, j, "returned", w, progress_kinds(g));
  get_counts(c.metropolis, j, "metropolis", w);
  get_counts(c.draw_track, j, "draw_track", w, kNumTracks - 1);
  auto byte = [&](const char* key) { return uint8_t(json_field(j, key, w, 0, 255)); };
  c.barbarians = byte("barbarians"), c.attacks = byte("attacks"), c.defenders_left = byte("defenders_left");
  c.merchant_hex = byte("merchant_hex"), c.merchant_owner = byte("merchant_owner");
  c.yellow = byte("yellow"), c.red = byte("red"), c.event = byte("event"), c.rolling = byte("rolling");
  c.pillage = byte("pillage"), c.rewards = byte("rewards"), c.draws = byte("draws"), c.aqueduct = byte("aqueduct");
  c.knight_from = byte("knight_from"), c.displaced = byte("displaced"), c.metropolis_track = byte("metropolis_track");
  c.inventor_hex = byte("inventor_hex"), c.smith_left = byte("smith_left"), c.givers = byte("givers");
  c.give_left = byte("give_left"), c.give_commodity = byte("give_commodity"), c.take_left = byte("take_left");
  c.victim = byte("victim"), c.steal_queue = byte("steal_queue"), c.deserted = byte("deserted");
  c.crane = byte("crane"), c.fleet = byte("fleet"), c.harbor_played = byte("harbor_played");
  c.harbor_done = byte("harbor_done");
}

void CitiesKnights::rebuild_caches(const StdGame& g, StdState& s) const {
  const Topology& t = g.topo();
  BaseSlice& b = s.base;
  CkSlice& c = ck_of(g, s);
  b.vertex_pieces = {};
  for (int q = 0; q < s.num_players; ++q) b.players[q].vertex_pieces = {};
  for (int v = 0; v < t.num_vertices; ++v)
    if (c.knight[v]) {
      b.players[knight::owner(c.knight[v])].vertex_pieces.set(v);
      b.vertex_pieces.set(v);
    }
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    CkPlayer& cp = c.players[q];
    refresh_roads(t, s, q);
    p.hand_total = 0;
    for (uint8_t n : p.hand) p.hand_total += n;
    cp.walls = uint8_t((c.walls & p.cities).count());
    p.hand_limit_bonus = uint8_t(cp.walls * ck_opt(g).wall_bonus);
    cp.progress_total = 0;
    for (uint8_t n : cp.progress) cp.progress_total += n;
    refresh_trade_bonus(g, s, q);
  }
}

}  // namespace catanlab
