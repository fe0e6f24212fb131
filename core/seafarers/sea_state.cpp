// Seafarers' observation, JSON form (each number range-checked before it is
// stored; ships are written here and read into the base game's path pieces),
// the rules between its fields (validate) and cache rebuild.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <bit>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_bits.h"
#include "core/json_int.h"
#include "core/base/base_rules.h"
#include "core/seafarers/sea_internal.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using nlohmann::json;

namespace {

constexpr int kHexFeatures = 2;                // the pirate, face down
// Per edge: a ship per relative seat (base_obs::seats), built this turn, beside the pirate.
int edge_features(const StdGame& g) { return base_obs::seats(g) + 2; }
constexpr int kSeatFeatures = 3;               // ships left / ships, new islands, picks owed
constexpr Phase kPhases[5] = {SeaPhase::ShipTo, SeaPhase::PirateVictim, SeaPhase::GoldPick, SeaPhase::Reveal,
                              SeaPhase::RevealNumber};
constexpr int kGlobal = 5 + 2;                 // the module's phases, a ship moved, hexes still to turn

// A set of the JSON object j's field `key` (an array of indices below `limit`).
template <int N>
Bits<N> bits_from(const json& j, const char* key, const std::string& w, int limit) {
  return bits_from_json<N>(j.contains(key) ? j[key] : json(), limit, w + "." + key);
}

json island_list(uint16_t islands) {
  json a = json::array();
  for (int i = 0; i < kMaxIslands; ++i)
    if (islands >> i & 1) a.push_back(i);
  return a;
}
uint16_t islands_from(const json& j, const char* key, const std::string& w) {
  if (!j.contains(key) || !j[key].is_array()) throw ConfigError(w + "." + key + ": must be an array of islands");
  uint16_t out = 0;
  for (const json& i : j[key]) out = uint16_t(out | 1u << json_int(i, 0, kMaxIslands - 1, w + "." + key + "[]"));
  return out;
}

// The islands of the seat's buildings.
uint16_t islands_of(const StdGame& g, const StdState& s, int q) {
  uint16_t out = 0;
  buildings_of(s.base.players[q]).for_each([&](int v) {
    for (int8_t h : g.topo().vertex_hex[v])
      if (h >= 0 && sea::land_now(s, h) && sea::island_of(g, h) >= 0) out = uint16_t(out | 1u << sea::island_of(g, h));
  });
  return out;
}

}  // namespace

int Seafarers::observation_size(const StdGame& g) const {
  const Topology& t = g.topo();
  return kHexFeatures * t.num_hexes + edge_features(g) * t.num_edges + base_obs::seats(g) * kSeatFeatures + kGlobal +
         wonder_observation_size(g) + cloth_observation_size(g) + tribe_observation_size(g) + pirate_observation_size(g);
}

// This module's entries, field by field (Seafarers with Cities & Knights observes as Seafarers).
static void seafarers_layout(const StdGame& g, ObsLayout& out) {
  const Topology& t = g.topo();
  out.push_back({"seafarers.hexes", kHexFeatures * t.num_hexes, 0, 1, "per hex, 2 entries: the pirate, face down"});
  const int seats = base_obs::seats(g);
  out.push_back({"seafarers.edges", edge_features(g) * t.num_edges, 0, 1,
                 fmt::format("per edge, {} entries: ship of relative seat 0..{}, built this turn, beside the pirate",
                             edge_features(g), seats - 1)});
  push_seat_fields(out, "seafarers", seats,
                   {{"ships_left", 1, 0, 1, "ships left to build (fraction of a seat's)"},
                    {"bonus_islands", 1, 0, kMaxIslands, "new islands settled"},
                    {"gold_owed", 1, 0, 6, "resources of choice still to pick from gold hexes"}});
  out.push_back({"seafarers.phase", 5, 0, 1,
                 "the module's phase one-hot (ship to, pirate victim, gold pick, reveal, reveal number)"});
  out.push_back({"seafarers.moved", 1, 0, 1, "a ship was moved this turn"});
  out.push_back({"seafarers.to_reveal", 1, 0, float(g.board().fog.count()), "face-down hexes still to turn over"});
  if (sea_opt(g).wonders)
    out.push_back({"seafarers.wonders", sea_opt(g).wonders * (seats + 1), 0, 1,
                   fmt::format("per wonder ({}), {} entries: owner's relative seat 0..{}, levels built / 4",
                               fmt::join(sea::kWonderNames, sea::kWonderNames + sea_opt(g).wonders, ", "), seats + 1,
                               seats - 1)});
  sea::cloth_layout(g, out);
  tribe_layout(g, out);
  sea::pirate_layout(g, out);
}

void register_seafarers_layout() {
  register_module_layout("seafarers", seafarers_layout);
  register_module_layout("seafarers_ck", seafarers_layout);
}

void Seafarers::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const SeaSlice& sea = sea_of(g, s);
  const Topology& t = g.topo();
  const int n = s.num_players, seats = base_obs::seats(g), per_edge = edge_features(g);
  auto rel = [&](int q) { return (q - viewer + n) % n; };
  for (int h = 0; h < t.num_hexes; ++h, out += kHexFeatures) {
    out[0] = sea.pirate == h;
    out[1] = s.layout.terrain[h] == Terrain::Fog;
  }
  for (int q = 0; q < n; ++q) s.base.players[q].path_pieces.for_each([&](int e) { out[e * per_edge + rel(q)] = 1; });
  sea.new_ships.for_each([&](int e) { out[e * per_edge + seats] = 1; });
  sea::pirate_paths(g, s).for_each([&](int e) { out[e * per_edge + seats + 1] = 1; });
  out += per_edge * t.num_edges;
  for (int q = 0; q < n; ++q) {
    float* f = out + rel(q) * kSeatFeatures;
    f[0] = opt_.ships ? float(sea.ships_left[q]) / float(opt_.ships) : 0.0f;
    f[1] = float(std::popcount(unsigned(sea.bonus_islands[q])));
    f[2] = sea.gold_owed[q];
  }
  out += seats * kSeatFeatures;
  for (int k = 0; k < 5; ++k) out[k] = s.phase == kPhases[k];
  out[5] = sea.moved;
  out[6] = float(sea.to_reveal.count());
  if (opt_.wonders) observe_wonders(g, s, viewer, out + kGlobal);
  observe_cloth(g, s, viewer, out + kGlobal + wonder_observation_size(g));
  observe_tribe(g, s, viewer, out + kGlobal + wonder_observation_size(g) + cloth_observation_size(g));
  observe_pirates(g, s, viewer, out + kGlobal + wonder_observation_size(g) + cloth_observation_size(g) + tribe_observation_size(g));
}

void Seafarers::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const SeaSlice& sea = sea_of(g, s);
  out += sea.pirate == kNoSeaHex ? std::string("pirate: off the board") : fmt::format("pirate: h{}", sea.pirate);
  if (sea.to_reveal.any()) out += fmt::format("; {} face-down hexes to turn over", sea.to_reveal.count());
  out += "\n";
  for (int q = 0; q < s.num_players; ++q) {
    out += fmt::format("p{}: {} ships left, {} new islands, ships on", q, sea.ships_left[q],
                       std::popcount(unsigned(sea.bonus_islands[q])));
    s.base.players[q].path_pieces.for_each([&](int e) { out += fmt::format(" e{}", e); });
    out += "\n";
  }
  if (opt_.wonders) wonders_text(g, s, out);
  observe_cloth_text(g, s, out);
  pirates_text(g, s, out);
}

void Seafarers::write_json(const StdGame& g, const StdState& s, json& j) const {
  const SeaSlice& sea = sea_of(g, s);
  json seats = json::array();
  for (int q = 0; q < s.num_players; ++q) {
    seats.push_back({{"ships", bits_to_json(s.base.players[q].path_pieces)}, {"ships_left", sea.ships_left[q]},
                     {"islands", island_list(sea.islands[q])}, {"bonus_islands", island_list(sea.bonus_islands[q])},
                     {"gold_owed", sea.gold_owed[q]}});
  }
  json tiles = json::array(), numbers = json::array();
  for (size_t k = 0; k < g.board().fog_pools.size(); ++k) tiles.push_back(sea.fog_tiles[k]), numbers.push_back(sea.fog_numbers[k]);
  auto byte_or_none = [](int x, int none) { return x == none ? -1 : x; };
  j["seafarers"] = {{"seats", seats},
                    {"new_ships", bits_to_json(sea.new_ships)},
                    {"pirate", byte_or_none(sea.pirate, kNoSeaHex)},
                    {"moved", sea.moved},
                    {"ship_from", byte_or_none(sea.ship_from, kNoShip)},
                    {"to_reveal", bits_to_json(sea.to_reveal)},
                    {"revealing", byte_or_none(sea.revealing, kNoSeaHex)},
                    {"finder", sea.finder},
                    {"fog_tiles", tiles},
                    {"fog_numbers", numbers},
                    {"interlude", sea.interlude.to_json(g)},
                    {"gold_roll", sea.gold_roll}};
  if (opt_.wonders) write_wonders(g, s, j["seafarers"]);
  write_cloth(g, s, j["seafarers"]);
  write_tribe(g, s, j);
  write_pirates(g, s, j["seafarers"]);
}

void Seafarers::read_json(const StdGame& g, StdState& s, const json& root) const {
  const std::string w = "state.seafarers";
  if (!root.contains("seafarers") || !root["seafarers"].is_object()) throw ConfigError(w + ": missing object");
  const json& j = root["seafarers"];
  const Topology& t = g.topo();
  SeaSlice sea{};
  if (!j.contains("seats") || !j["seats"].is_array() || int(j["seats"].size()) != s.num_players)
    throw ConfigError(fmt::format("{}.seats: must list {} seats", w, s.num_players));
  for (int q = 0; q < s.num_players; ++q) {
    const json& sj = j["seats"][q];
    const std::string sw = fmt::format("{}.seats[{}]", w, q);
    if (!sj.is_object()) throw ConfigError(sw + ": must be an object");
    s.base.players[q].path_pieces = bits_from<kMaxEdges>(sj, "ships", sw, t.num_edges);
    sea.ships_left[q] = uint8_t(json_field(sj, "ships_left", sw, 0, 255));
    sea.islands[q] = islands_from(sj, "islands", sw);
    sea.bonus_islands[q] = islands_from(sj, "bonus_islands", sw);
    sea.gold_owed[q] = uint8_t(json_field(sj, "gold_owed", sw, 0, 255));
  }
  sea.new_ships = bits_from<kMaxEdges>(j, "new_ships", w, t.num_edges);
  const int pirate = json_field(j, "pirate", w, -1, t.num_hexes - 1);
  sea.pirate = pirate < 0 ? kNoSeaHex : uint8_t(pirate);
  sea.moved = uint8_t(json_field(j, "moved", w, 0, 1));
  const int from = json_field(j, "ship_from", w, -1, t.num_edges - 1);
  sea.ship_from = from < 0 ? kNoShip : uint16_t(from);
  sea.to_reveal = bits_from<kMaxHexes>(j, "to_reveal", w, t.num_hexes);
  const int revealing = json_field(j, "revealing", w, -1, t.num_hexes - 1);
  sea.revealing = revealing < 0 ? kNoSeaHex : uint8_t(revealing);
  sea.finder = uint8_t(json_field(j, "finder", w, 0, s.num_players - 1));
  const size_t groups = g.board().fog_pools.size();
  for (const char* key : {"fog_tiles", "fog_numbers"})
    if (!j.contains(key) || !j[key].is_array() || j[key].size() != groups)
      throw ConfigError(fmt::format("{}.{}: must list {} fog groups", w, key, groups));
  for (size_t k = 0; k < groups; ++k) {
    counts_from_json(sea.fog_tiles[k], j["fog_tiles"][k], fmt::format("{}.fog_tiles[{}]", w, k));
    counts_from_json(sea.fog_numbers[k], j["fog_numbers"][k], fmt::format("{}.fog_numbers[{}]", w, k));
  }
  sea.interlude = HeldPhase::from_json(g, s, j.contains("interlude") ? j["interlude"] : json(), w + ".interlude");
  sea.gold_roll = uint8_t(json_field(j, "gold_roll", w, 0, 1));
  read_wonders(g, s, sea, j);
  sea_of(g, s) = sea;
  read_cloth(g, s, j);
  read_tribe(g, s, root);
  read_pirates(g, s, j);
}

void Seafarers::validate(const StdGame& g, const StdState& s) const {
  const SeaSlice& sea = sea_of(g, s);
  const Topology& t = g.topo();
  const BoardSpec& board = g.board();
  const FieldCheck c("state.seafarers");
  const int n = s.num_players;
  const bool over = s.phase == Phase::GameOver;  // a step that wins ends the game where it stands
  const bool taken_over = s.phase >= SeaPhase::FirstTakeover;  // a later module's reward holds the interlude's phase
  validate_wonders(g, s);  // first: the ships' count below reads one wonder per seat
  EdgeSet ship_paths, all;
  for (int e = 0; e < t.num_edges; ++e)
    for (int8_t h : t.edge_hex[e])
      if (h < 0 || s.layout.terrain[h] == Terrain::Sea) ship_paths.set(e);
  for (int q = 0; q < n; ++q) {
    const FieldCheck sc = c.at(fmt::format("seats[{}]", q));
    const PlayerState& p = s.base.players[q];
    sc.within("ships", p.path_pieces, ship_paths, "paths beside the sea");
    sc.require(!(p.path_pieces & all).any(), "ships", "a path another seat's ship takes");
    for (int r = 0; r < n; ++r)
      sc.require(!(p.path_pieces & s.base.players[r].roads).any(), "ships", "a path a road takes");
    const int on_wonder = sea::wonder_of(g, s, q) >= 0;  // a claim holds one of the seat's ships
    sc.require(p.path_pieces.count() + sea.ships_left[q] + on_wonder == opt_.ships, "ships_left",
               fmt::format("{} on paths, {} on a wonder and {} left, where a seat has {}", p.path_pieces.count(),
                           on_wonder, sea.ships_left[q], opt_.ships));
    all |= p.path_pieces;
    // Every ship is joined to a building of its owner's by the owner's ships (a cut line stays joined).
    VertexSet reached = buildings_of(p);
    EdgeSet left = p.path_pieces;
    for (bool grew = true; grew;) {
      grew = false;
      left.for_each([&](int e) {
        const auto& ends = t.edge_vertex[e];
        if (!reached.test(ends[0]) && !reached.test(ends[1])) return;
        reached.set(ends[0]), reached.set(ends[1]), left.reset(e), grew = true;
      });
    }
    sc.require(!left.any(), "ships", left.any() ? fmt::format("ship e{} is joined to none of the seat's buildings", left.nth(0)) : "");
    sc.require(sea.islands[q] == islands_of(g, s, q), "islands", "not the islands of the seat's buildings");
    sc.require(!(sea.bonus_islands[q] & ~sea.islands[q]), "bonus_islands", "an island the seat has not settled");
    sc.range("gold_owed", sea.gold_owed[q], 0, s.phase == SeaPhase::GoldPick || over || taken_over ? 6 : 0);
  }
  for (int q = n; q < kStdSeats; ++q)
    c.require(!sea.ships_left[q] && !sea.islands[q] && !sea.bonus_islands[q] && !sea.gold_owed[q] && !s.base.players[q].path_pieces.any(),
              fmt::format("seats[{}]", q), "a seat the game does not have");
  if (s.phase == SeaPhase::GoldPick) c.require(sea.gold_owed[s.to_move] > 0, "gold_owed", "none for the seat picking");
  c.range("finder", sea.finder, 0, n - 1);
  sea.interlude.check(g, s, c, "interlude");
  const FieldCheck state("state");
  if (s.phase == SeaPhase::ShipTo || s.phase == SeaPhase::PirateVictim)
    state.require(s.to_move == s.turn_player, "to_move", "not the seat whose turn it is");
  if (s.phase == SeaPhase::Reveal || s.phase == SeaPhase::RevealNumber)
    state.require(s.to_move == sea.finder, "to_move", "not the seat whose piece turns the hex over");
  c.within("new_ships", sea.new_ships, s.base.players[s.turn_player].path_pieces, "ships of the turn's seat");
  c.require(sea.pirate == kNoSeaHex || ((opt_.pirate || opt_.pirate_islands) && sea.pirate < t.num_hexes && s.layout.terrain[sea.pirate] == Terrain::Sea),
            "pirate", "not a sea hex (or none)");
  const bool moving = s.phase == SeaPhase::ShipTo || (over && sea.ship_from != kNoShip);
  c.require(moving == (sea.ship_from != kNoShip) && (!moving || (sea.ship_from < t.num_edges &&
                                                                 s.base.players[s.turn_player].path_pieces.test(sea.ship_from))),
            "ship_from", "not a ship of the turn's seat while it moves");
  if (s.phase == SeaPhase::ShipTo) c.require(!sea.moved, "moved", "a second move this turn");
  // The face-down stacks: what is left and what is turned up add up to each group's pool.
  for (size_t k = 0; k < board.fog_pools.size(); ++k) {
    std::array<int, kNumTerrains> tiles{};
    std::array<int, 13> numbers{};
    board.fog.for_each([&](int h) {
      if (board.hex_group[h] != k || s.layout.terrain[h] == Terrain::Fog) return;
      tiles[int(s.layout.terrain[h])] += 1;
      numbers[s.layout.number[h]] += 1;
    });
    for (int x = 0; x < kNumTerrains; ++x)
      c.require(tiles[x] + sea.fog_tiles[k][x] == board.fog_pools[k].tiles[x], fmt::format("fog_tiles[{}][{}]", k, x),
                "with the tiles turned up, not the group's pool");
    for (int x = 2; x <= 12; ++x)
      c.require(numbers[x] + sea.fog_numbers[k][x] == board.fog_pools[k].numbers[x], fmt::format("fog_numbers[{}][{}]", k, x),
                "with the tokens turned up, not the group's pool");
    c.require(!sea.fog_numbers[k][0] && !sea.fog_numbers[k][1] && !sea.fog_numbers[k][7], fmt::format("fog_numbers[{}]", k),
              "a token that is no number");
  }
  board.fog.for_each([&](int h) {
    const Terrain x = s.layout.terrain[h];
    c.require(x == Terrain::Fog || x != Terrain::Castle, fmt::format("fog hex h{}", h), "turned up as a castle");
    c.require(!s.layout.number[h] || terrain_resource(x) >= 0 || x == Terrain::Gold, fmt::format("fog hex h{}", h),
              "a token on a hex that takes none");
  });
  HexSet face_down;
  board.fog.for_each([&](int h) {
    if (s.layout.terrain[h] == Terrain::Fog) face_down.set(h);
  });
  c.within("to_reveal", sea.to_reveal, face_down, "face-down hexes");
  if (s.phase == SeaPhase::Reveal) c.require(sea.to_reveal.any(), "to_reveal", "empty while a hex turns over");
  const bool numbering = s.phase == SeaPhase::RevealNumber || (over && sea.revealing != kNoSeaHex);
  c.require(numbering == (sea.revealing != kNoSeaHex), "revealing", "not the hex whose token is drawn");
  if (numbering) {
    const int h = sea.revealing;
    c.require(h < t.num_hexes && board.fog.test(h) && s.layout.terrain[h] != Terrain::Fog && !s.layout.number[h], "revealing",
              "not a hex turned up without its token");
    int tokens = 0;
    for (uint8_t x : sea.fog_numbers[board.hex_group[h]]) tokens += x;
    c.require(tokens > 0, "revealing", "its group has no token left");
  }
  const bool inside = s.phase == SeaPhase::GoldPick || s.phase == SeaPhase::Reveal || s.phase == SeaPhase::RevealNumber;
  c.require(!sea.interlude.active || inside || over || taken_over, "interlude.active", "outside a pick or a reveal");
  c.require(sea.interlude.active || !sea.to_reveal.any() || over, "to_reveal", "hexes to turn over outside an interlude");
  c.require(!sea.gold_roll || s.phase == SeaPhase::GoldPick || over, "gold_roll", "a roll held outside its picks");
  c.require(!(sea.gold_roll && sea.interlude.active), "gold_roll", "a roll's picks inside an interlude");
  if (s.phase == SeaPhase::GoldPick) c.require(sea.gold_roll || sea.interlude.active, "gold_roll", "picks with nothing to go on to");
  if (s.phase == SeaPhase::PirateVictim) {  // from the hands themselves: their totals are caches
    int victims = 0;
    const EdgeSet around = sea::pirate_paths(g, s);
    for (int q = 0; q < n; ++q) {
      int cards = 0;
      for (uint8_t x : s.base.players[q].hand) cards += x;
      victims += q != s.turn_player && cards && (s.base.players[q].path_pieces & around).any();
    }
    c.require(victims >= 2, "pirate", "fewer than two seats to rob beside it");
  }
  validate_cloth(g, s);
  validate_tribe(g, s);
  validate_pirates(g, s);
}

void Seafarers::rebuild_caches(const StdGame& g, StdState& s) const {
  sea::refresh_paths(g, s);
  rebuild_tribe(g, s);
  rebuild_pirates(g, s);
}

}  // namespace catanlab
