// The base slice in the State's JSON form, and the recomputation of its caches.
#include <nlohmann/json.hpp>

#include "core/base/base_rules.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/standard/std_game.h"
#include "core/config_error.h"
#include "core/json_bits.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;

namespace {

// The resource part of a hand-shaped array; commodities are the C&K module's.
json resources_json(const Hand& h) { return std::vector<int>(h.begin(), h.begin() + kNumResources); }
void resources_from_json(Hand& out, const json& j, const std::string& where) {
  std::array<uint8_t, kNumResources> r{};
  counts_from_json(r, j, where);
  std::copy(r.begin(), r.end(), out.begin());
}

}  // namespace

void BaseRules::write_json(const StdGame&, const StdState& s, json& j) const {
  const BaseSlice& b = s.base;
  json players = json::array();
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = b.players[q];
    players.push_back({{"settlements", bits_to_json(p.settlements)},
                       {"cities", bits_to_json(p.cities)},
                       {"roads", bits_to_json(p.roads)},
                       {"hand", resources_json(p.hand)},
                       {"known", resources_json(p.known)},
                       {"dev", p.dev},
                       {"dev_new", p.dev_new},
                       {"extra_settlements", p.extra_settlements},
                       {"knights_played", p.knights_played},
                       {"discard_left", p.discard_left}});
  }
  j["base"] = {{"players", players},
               {"bank", resources_json(b.bank)},
               {"dev_deck", b.dev_deck},
               {"robber", b.robber},
               {"longest_road_holder", b.longest_road_holder == kNobody ? -1 : b.longest_road_holder},
               {"largest_army_holder", b.largest_army_holder == kNobody ? -1 : b.largest_army_holder},
               {"last_roll", b.last_roll},
               {"rolled", b.rolled},
               {"dev_played", b.dev_played},
               {"offers_made", b.offers_made},
               {"free_roads", b.free_roads},
               {"free_picks", b.free_picks},
               {"victim", b.victim == kNobody ? -1 : b.victim},
               {"setup_vertex", b.setup_vertex},
               {"discard_then_robber", b.discard_then_robber},
               {"robber_alone", b.robber_alone},
               {"dormant", bits_to_json(b.dormant)},
               {"offer",
                {{"give", resources_json(b.offer.give)}, {"get", resources_json(b.offer.get)}, {"asked", b.offer.asked}, {"accepted", b.offer.accepted}}}};
}

void BaseRules::read_json(const StdGame& g, StdState& s, const json& root) const {
  const Topology& t = g.topo();
  const std::string w = "state.base";
  if (!root.contains("base") || !root["base"].is_object()) throw ConfigError(w + ": missing");
  const json& j = root["base"];
  BaseSlice& b = s.base;
  b = BaseSlice{};
  if (!j.contains("players") || !j["players"].is_array() || int(j["players"].size()) != s.num_players)
    throw ConfigError(w + ".players: must list " + std::to_string(s.num_players) + " players");
  for (int q = 0; q < s.num_players; ++q) {
    const json& pj = j["players"][q];
    const std::string pw = w + ".players[" + std::to_string(q) + "]";
    PlayerState& p = b.players[q];
    for (const char* key : {"settlements", "cities", "roads", "hand", "known", "dev", "dev_new"})
      if (!pj.contains(key)) throw ConfigError(pw + ": missing '" + key + "'");
    p.settlements = bits_from_json<kMaxVertices>(pj["settlements"], t.num_vertices, pw + ".settlements");
    p.cities = bits_from_json<kMaxVertices>(pj["cities"], t.num_vertices, pw + ".cities");
    p.roads = bits_from_json<kMaxEdges>(pj["roads"], t.num_edges, pw + ".roads");
    resources_from_json(p.hand, pj["hand"], pw + ".hand");
    resources_from_json(p.known, pj["known"], pw + ".known");
    counts_from_json(p.dev, pj["dev"], pw + ".dev");
    counts_from_json(p.dev_new, pj["dev_new"], pw + ".dev_new");
    // Optional: states written before it have none.
    p.extra_settlements = uint8_t(pj.contains("extra_settlements") ? json_field(pj, "extra_settlements", pw, 0, 255) : 0);
    p.knights_played = uint8_t(json_field(pj, "knights_played", pw, 0, 255));
    p.discard_left = uint8_t(json_field(pj, "discard_left", pw, 0, 255));
  }
  resources_from_json(b.bank, j.value("bank", json()), w + ".bank");
  counts_from_json(b.dev_deck, j.value("dev_deck", json()), w + ".dev_deck");
  auto seat = [&](const char* key) {
    const int x = json_field(j, key, w, -1, s.num_players - 1);
    return x < 0 ? kNobody : uint8_t(x);
  };
  auto byte = [&](const json& o, const char* key, const std::string& where) { return uint8_t(json_field(o, key, where, 0, 255)); };
  b.robber = byte(j, "robber", w);
  b.longest_road_holder = seat("longest_road_holder");
  b.largest_army_holder = seat("largest_army_holder");
  b.victim = seat("victim");
  b.last_roll = byte(j, "last_roll", w);
  b.rolled = byte(j, "rolled", w);
  b.dev_played = byte(j, "dev_played", w);
  b.offers_made = byte(j, "offers_made", w);
  b.free_roads = byte(j, "free_roads", w);
  b.free_picks = byte(j, "free_picks", w);
  b.setup_vertex = int16_t(json_field(j, "setup_vertex", w, -1, t.num_vertices - 1));
  b.discard_then_robber = j.contains("discard_then_robber") ? byte(j, "discard_then_robber", w) : 0;
  b.robber_alone = j.contains("robber_alone") ? byte(j, "robber_alone", w) : 0;  // optional: states written before it
  // Optional: states written before it have none.
  if (j.contains("dormant")) b.dormant = bits_from_json<kMaxVertices>(j["dormant"], t.num_vertices, w + ".dormant");
  if (!j.contains("offer") || !j["offer"].is_object()) throw ConfigError(w + ".offer: missing");
  resources_from_json(b.offer.give, j["offer"].value("give", json()), w + ".offer.give");
  resources_from_json(b.offer.get, j["offer"].value("get", json()), w + ".offer.get");
  b.offer.asked = byte(j["offer"], "asked", w + ".offer");
  b.offer.accepted = byte(j["offer"], "accepted", w + ".offer");
}

void BaseRules::rebuild_caches(const StdGame& g, StdState& s) const {
  const Topology& t = g.topo();
  const Options& o = g.opt();
  BaseSlice& b = s.base;
  b.occupied = {};
  b.blocked = {};
  b.road_taken = {};
  b.hex_yield = {};
  b.vertex_pieces = {};
  for (int q = 0; q < s.num_players; ++q) b.vertex_pieces |= b.players[q].vertex_pieces;
  b.offer.give_total = b.offer.get_total = 0;
  for (int k = 0; k < kNumCardKinds; ++k) b.offer.give_total += b.offer.give[k], b.offer.get_total += b.offer.get[k];
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    VertexSet mine = buildings_of(p);
    b.occupied |= mine;
    b.road_taken |= p.roads;
    mine.for_each([&](int v) {
      b.blocked.set(v);
      b.blocked |= t.vertex_neighbours[v];
      const int units = p.cities.test(v) ? 2 : 1;
      for (int8_t h : t.vertex_hex[v])
        if (h >= 0) b.hex_yield[h] += uint16_t(units << (4 * q));
    });
  }
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    p.road_vertices = {};
    p.roads.for_each([&](int e) {
      for (int v : t.edge_vertex[e]) p.road_vertices.set(v);
    });
    recompute_frontier(t, s, q);
    update_lengths(t, s, q);
    p.hand_total = 0;
    for (uint8_t c : p.hand) p.hand_total += c;
    p.hand_limit_bonus = 0;  // the modules' raises, added by their rebuilds after this one
    p.harbors = harbors_of(g.board(), o, s, p);
    p.settlements_left = uint8_t(o.settlements + p.extra_settlements - p.settlements.count());
    p.cities_left = uint8_t(o.cities - p.cities.count());
    p.roads_left = uint8_t(o.roads - p.roads.count());
    p.vp_public = uint8_t((p.settlements - b.dormant).count() + 2 * (p.cities - b.dormant).count() +
                          2 * (b.longest_road_holder == q) + 2 * (b.largest_army_holder == q));
  }
}

}  // namespace catanlab
