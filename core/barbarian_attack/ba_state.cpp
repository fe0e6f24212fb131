// Barbarian Attack's observation, JSON form (each number range-checked before
// it is stored), the rules between its fields (validate) and cache rebuild.
#include <fmt/format.h>

#include <bit>

#include <nlohmann/json.hpp>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/pieces.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;

// Per hex: barbarians / ba_conquer, conquered, castle; then the supply's share and the landing's draws left.
int BarbarianAttack::observation_size(const StdGame& g) const { return 3 * g.topo().num_hexes + 2; }

void BarbarianAttack::observe(const StdGame& g, const StdState& s, int, float* out) const {
  const BaSlice& a = ba_of(g, s);
  for (int h = 0; h < g.topo().num_hexes; ++h, out += 3) {
    out[0] = float(a.barbarians[h]) / float(opt_.ba_conquer);
    out[1] = ba::conquered(g, s, h);
    out[2] = s.layout.terrain[h] == Terrain::Castle;
  }
  out[0] = float(a.supply) / float(opt_.ba_barbarians);
  out[1] = opt_.ba_land_draws ? float(a.land_left) / float(opt_.ba_land_draws) : 0.0f;
}

void BarbarianAttack::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const BaSlice& a = ba_of(g, s);
  out += fmt::format("barbarians: {} in supply;", a.supply);
  for (int h : ba::coast(g))
    if (a.barbarians[h]) out += fmt::format(" h{} {}{}", h, a.barbarians[h], ba::conquered(g, s, h) ? " (conquered)" : "");
  if (a.land_left) out += fmt::format("; landing: {} draws left", a.land_left);
  out += "\n";
}

void BarbarianAttack::write_json(const StdGame& g, const StdState& s, json& j) const {
  const BaSlice& a = ba_of(g, s);
  json barbarians = json::array();
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (a.barbarians[h]) barbarians.push_back({{"hex", h}, {"count", a.barbarians[h]}});
  json drawn = json::array();
  for (int n : ba::kLandNumbers)
    if (a.land_drawn >> n & 1) drawn.push_back(n);
  j["barbarian_attack"] = {{"barbarians", barbarians}, {"supply", a.supply}, {"land_left", a.land_left}, {"land_drawn", drawn}};
}

void BarbarianAttack::read_json(const StdGame& g, StdState& s, const json& root) const {
  const std::string w = "state.barbarian_attack";
  if (!root.contains("barbarian_attack") || !root["barbarian_attack"].is_object()) throw ConfigError(w + ": missing object");
  const json& j = root["barbarian_attack"];
  BaSlice a{};
  if (!j.contains("barbarians") || !j["barbarians"].is_array()) throw ConfigError(w + ".barbarians: must be an array");
  for (const json& b : j["barbarians"]) {
    if (!b.is_object()) throw ConfigError(w + ".barbarians: entries are {hex, count}");
    a.barbarians[json_field(b, "hex", w + ".barbarians[]", 0, g.topo().num_hexes - 1)] =
        uint8_t(json_field(b, "count", w + ".barbarians[]", 0, 255));
  }
  a.supply = uint8_t(json_field(j, "supply", w, 0, 255));
  a.land_left = uint8_t(json_field(j, "land_left", w, 0, 255));
  if (!j.contains("land_drawn") || !j["land_drawn"].is_array()) throw ConfigError(w + ".land_drawn: must be an array");
  for (const json& n : j["land_drawn"]) {
    const int x = json_int(n, 2, 12, w + ".land_drawn[]");
    if (x == 7) throw ConfigError(w + ".land_drawn[]: 7 is no landing number");
    a.land_drawn = uint16_t(a.land_drawn | 1u << x);
  }
  ba_of(g, s) = a;
}

void BarbarianAttack::validate(const StdGame& g, const StdState& s) const {
  const BaSlice& a = ba_of(g, s);
  const FieldCheck c("state.barbarian_attack");
  const HexSet coast = ba::coast_set(g);
  int landed = 0;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    if (!a.barbarians[h]) continue;
    c.require(coast.test(h), fmt::format("barbarians[h{}]", h), "not a coastal hex");
    c.range(fmt::format("barbarians[h{}]", h), a.barbarians[h], 0, opt_.ba_conquer);
    landed += a.barbarians[h];
  }
  c.require(landed + a.supply == opt_.ba_barbarians, "supply",
            fmt::format("{} in the supply and {} landed, where the box has {}", a.supply, landed, opt_.ba_barbarians));
  // A build that wins ends the game with its landing still to come.
  const bool landing = s.phase == BaPhase::Land || (s.phase == Phase::GameOver && a.land_left);
  c.range("land_left", a.land_left, landing ? 1 : 0, landing ? opt_.ba_land_draws : 0);
  c.require(std::popcount(a.land_drawn) == (landing ? opt_.ba_land_draws - a.land_left : 0), "land_drawn",
            "not the draws made in the landing under way");
  if (landing) c.require(a.supply > 0, "supply", "empty while barbarians land");
  FieldCheck("state.base").require(s.base.dormant == ba::conquered_buildings(g, s), "dormant",
                                   "not the buildings whose hexes are all conquered");
}

void BarbarianAttack::rebuild_caches(const StdGame& g, StdState& s) const {
  s.base.barren = ba::conquered_hexes(g, s);
  s.base.closed_roads = ba::closed_paths(g, s);
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(g.topo(), s, q);
}

}  // namespace catanlab
