// Seafarers' observation, its slice's fields (declared once, slice_fields.h; ships are written
// here from the base game's path pieces and read into them), the rules between its fields
// (validate) and cache rebuild.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <bit>

#include <nlohmann/json.hpp>

#include "core/field_check.h"
#include "core/json_bits.h"
#include "core/base/base_rules.h"
#include "core/seafarers/sea_internal.h"
#include "core/standard/slice_fields.h"
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

// The seats' ships left, islands and picks owed (their ships lie in the base game's path pieces:
// write_json), the turn's ships, the pirate, the ship moving, the fog's stacks and the interlude;
// the scenarios' parts (wonders, Cloth for Catan, the Forgotten Tribe, the Pirate Islands) in the
// games that have them. The rules between them are validate's.
Fields<SeaSlice> Seafarers::sea_fields() {
  using At = FieldAt<SeaSlice>;
  auto seats = [](const At& a) { return int(a.s.num_players); };
  // Picks are owed while they are made, or held by the game's end or a later module's reward.
  auto picks = [](const At& a) {
    const Phase p = a.s.phase;
    return p == SeaPhase::GoldPick || p == Phase::GameOver || p >= SeaPhase::FirstTakeover ? 6 : 0;
  };
  return Fields<SeaSlice>()
      .rows("seats", seats,
            Columns<SeaSlice>()
                .number("ships_left", &SeaSlice::ships_left, 0, [](const At& a) { return sea_opt(a.g).ships; })
                .members("islands", &SeaSlice::islands, kMaxIslands)
                .members("bonus_islands", &SeaSlice::bonus_islands, kMaxIslands)
                .number("gold_owed", &SeaSlice::gold_owed, 0, picks),
            "seats")
      .bits("new_ships", &SeaSlice::new_ships, kEdges)
      .place_or_none<kMaxHexes>("pirate", &SeaSlice::pirate, kNoSeaHex)
      .byte("moved", &SeaSlice::moved, 0, 1)
      .place_or_none<kMaxEdges>("ship_from", &SeaSlice::ship_from, kNoShip)
      .bits("to_reveal", &SeaSlice::to_reveal, kHexes)
      .place_or_none<kMaxHexes>("revealing", &SeaSlice::revealing, kNoSeaHex)
      .seat("finder", &SeaSlice::finder)
      .count_lists("fog_tiles", &SeaSlice::fog_tiles, [](const At& a) { return int(a.g.board().fog_pools.size()); }, "fog groups")
      .count_lists("fog_numbers", &SeaSlice::fog_numbers, [](const At& a) { return int(a.g.board().fog_pools.size()); }, "fog groups")
      .held_phase("interlude", &SeaSlice::interlude)
      .byte("gold_roll", &SeaSlice::gold_roll, 0, 1)
      .rows("wonders", &SeaSlice::wonders, [](const At& a) { return sea_opt(a.g).wonders; }, Seafarers::wonder_columns(), "wonders")
      .when([](const StdGame& g) { return sea_opt(g).wonders > 0; })
      .object("cloth", &SeaSlice::cloth, Seafarers::cloth_fields())
      .when([](const StdGame& g) { return !g.module<Seafarers>().villages_.empty(); })
      .object("tribe", &SeaSlice::tribe, Seafarers::tribe_fields())
      .when([](const StdGame& g) { return !g.module<Seafarers>().gifts_.empty(); })
      .object("pirate_islands", &SeaSlice::pirates, Seafarers::pirate_fields())
      .when([](const StdGame& g) { return bool(sea_opt(g).pirate_islands); });
}

const SliceFields* Seafarers::slice_fields() const {
  static const SliceFields fields("seafarers", sea_fields());
  return &fields;
}

void Seafarers::write_json(const StdGame&, const StdState& s, json& j) const {
  for (int q = 0; q < s.num_players; ++q) j["seafarers"]["seats"][q]["ships"] = bits_to_json(s.base.players[q].path_pieces);
}

// After the declared fields: the seats' entries are objects, one per seat; the wonders the rule
// set has not are unclaimed.
void Seafarers::read_json(const StdGame& g, StdState& s, const json& root) const {
  const json& seats = root["seafarers"]["seats"];
  for (int q = 0; q < s.num_players; ++q) {
    const json& ships = seats[q].contains("ships") ? seats[q]["ships"] : json();
    s.base.players[q].path_pieces = bits_from_json<kMaxEdges>(ships, g.topo().num_edges, fmt::format("state.seafarers.seats[{}].ships", q));
  }
  SeaSlice& sea = sea_of(g, s);
  for (int k = opt_.wonders; k < kMaxWonders; ++k) sea.wonders.owner[size_t(k)] = kNobody;
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
  }
  for (int q = n; q < kStdSeats; ++q)
    c.require(!sea.ships_left[q] && !sea.islands[q] && !sea.bonus_islands[q] && !sea.gold_owed[q] && !s.base.players[q].path_pieces.any(),
              fmt::format("seats[{}]", q), "a seat the game does not have");
  if (s.phase == SeaPhase::GoldPick) c.require(sea.gold_owed[s.to_move] > 0, "gold_owed", "none for the seat picking");
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
