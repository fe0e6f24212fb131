// Seafarers' options, blocks, phases, the board's markers it reads once
// (islands, home hexes, the pirate's start), set-up, the turn's end, its points,
// and registration.
#include <fmt/format.h>

#include <bit>

#include "core/standard/module_registry.h"
#include "core/config_error.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

using namespace sea_ids;

OptionTable Seafarers::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, ships, "Seafarers: ships per seat", 0, 30),
      CATANLAB_OPTION(opt_, island_vp, "Seafarers: VP for each island settled beyond those of the set-up (0: none)", 0, 5),
      CATANLAB_OPTION(opt_, island_vp_first, "Seafarers: VP for the first island settled beyond those of the set-up (-1: island_vp)", -1, 5),
      CATANLAB_OPTION(opt_, pirate, "Seafarers: the pirate is in the game (a 7 or a knight moves it or the robber)", 0, 1),
      CATANLAB_OPTION(opt_, single_routes, "Seafarers: a seat's ship routes never fork (each a single line)", 0, 1),
      CATANLAB_OPTION(opt_, wonders, "Seafarers: The Wonders of Catan's wonders on the table, claim one and build its 4 levels (5: the five; 7: a second Theater and Great Bridge too)", 0, kMaxWonders),
      CATANLAB_OPTION(opt_, island_vp_each, "Seafarers: island_vp for every settlement on an island off the home hexes (0: once per island)", 0, 1),
      CATANLAB_OPTION(opt_, village_cloth, "Cloth for Catan: cloth on each village at the start", 0, 20),
      CATANLAB_OPTION(opt_, cloth_supply, "Cloth for Catan: cloth in the general supply", 0, 50),
      CATANLAB_OPTION(opt_, cloth_end, "Cloth for Catan: the game ends once fewer villages than this hold cloth", 0, kMaxVillages),
      CATANLAB_OPTION(opt_, gift_on_move, "Seafarers, The Forgotten Tribe: a ship moved onto a gift path takes its gift", 0, 1),
      CATANLAB_OPTION(opt_, pirate_islands, "Seafarers, The Pirate Islands: the pirate fleet, lanes, warships and fortresses", 0, 1),
  }, {{"ship", &opt_.ship_cost}});
}

std::vector<PhaseSpec> Seafarers::phases() const {
  using namespace SeaPhase;
  return {{ShipTo, "ship_to"}, {PirateVictim, "pirate_victim"}, {GoldPick, "gold_pick"},
          {Reveal, "reveal", true}, {RevealNumber, "reveal_number", true},
          {ClothSteal, "cloth_steal"}, {GiftCard, "gift_card", true}, {PlaceHarbor, "place_harbor"},
          {FleetTakes, "fleet_takes", true}, {FleetPick, "fleet_pick"}, {FortressDie, "fortress_die", true}};
}

// The board's markers: "island" (value: the island of a land or face-down hex), "home" (where
// set-up builds) and "pirate" (a sea hex: where it starts).
void Seafarers::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  island_.assign(size_t(t.num_hexes), -1);
  home_ = {};
  no_road_paths_ = {};
  pirate_start_ = -1;
  bool islands = false;
  for (const Marker& m : g.board().markers) {
    if (m.kind == "island") {
      if (!t.land.test(m.hex)) fail(fmt::format("island marker on h{}, a sea hex", m.hex));
      if (m.value < 0 || m.value >= kMaxIslands) fail(fmt::format("island marker on h{}: {} is not an island 0..15", m.hex, m.value));
      island_[size_t(m.hex)] = int8_t(m.value);
      islands = true;
    } else if (m.kind == "home") {
      if (!t.land.test(m.hex)) fail(fmt::format("home marker on h{}, a sea hex", m.hex));
      home_.set(m.hex);
    } else if (m.kind == "no_roads") {
      if (!t.land.test(m.hex)) fail(fmt::format("no_roads marker on h{}, a sea hex", m.hex));
      no_road_paths_ |= t.hex_edges[m.hex];
    } else if (m.kind == "pirate") {
      if (t.land.test(m.hex)) fail(fmt::format("pirate marker on h{}, not a sea hex", m.hex));
      pirate_start_ = int8_t(m.hex);
    }
  }
  if ((opt_.island_vp || opt_.island_vp_first > 0) && !islands) fail("island_vp needs island markers");
  if (!home_.any()) home_ = t.land;
  home_vertices_ = {};
  home_.for_each([&](int h) { home_vertices_ |= t.hex_vertices[h]; });
  fog_ = g.board().fog.any();

  blocks.add(blocks_[kBuildShip], "build_ship", Domain::Edge, t.num_edges, apply_build_ship);
  blocks.add(blocks_[kMoveShip], "move_ship", Domain::Edge, t.num_edges, apply_move_ship);
  blocks.add(blocks_[kShipTo], "ship_to", Domain::Edge, t.num_edges, apply_ship_to);
  blocks.add(blocks_[kMovePirate], "move_pirate", Domain::Hex, t.num_hexes, apply_move_pirate);
  blocks.add(blocks_[kGoldPick], "gold_pick", Domain::Resource, 1, apply_gold_pick);
  blocks.add_chance_list(chance_[kReveal], "reveal", {std::begin(kTerrainNames), std::end(kTerrainNames)},
                         apply_reveal);
  std::vector<std::string> numbers;
  for (int n : sea::kNumbers) numbers.push_back(std::to_string(n));
  blocks.add_chance_list(chance_[kRevealNumber], "reveal_number", std::move(numbers), apply_reveal_number);
  declare_wonders(blocks, g);
  declare_cloth(blocks, g);
  declare_tribe(blocks, g);
  declare_pirates(blocks, g);  // after the tribe's: the lone corners leave no_settle
}

void Seafarers::setup(const StdGame& g, StdState& s) const {
  SeaSlice& sea = sea_of(g, s);
  sea = SeaSlice{};
  for (int q = 0; q < s.num_players; ++q) sea.ships_left[q] = uint8_t(opt_.ships);
  if (opt_.pirate && pirate_start_ >= 0) sea.pirate = uint8_t(pirate_start_);
  const auto& pools = g.board().fog_pools;
  for (size_t gi = 0; gi < pools.size(); ++gi) {
    sea.fog_tiles[gi] = pools[gi].tiles;
    sea.fog_numbers[gi] = pools[gi].numbers;
  }
  setup_wonders(sea);
  setup_cloth(sea);
  sea::refresh_paths(g, s);
  setup_tribe(g, s);
  setup_pirates(g, s);
}

bool Seafarers::on_turn_end(const StdGame& g, StdState& s) const {
  SeaSlice& sea = sea_of(g, s);
  sea.new_ships = {};
  sea.moved = 0;
  return false;
}

int Seafarers::extra_vp(const StdGame& g, const StdState& s, int player) const {
  const int islands = opt_.island_vp_each ? opt_.island_vp * sea::island_buildings(g, s, player)
                                           : island_bonus_vp(opt_, std::popcount(unsigned(sea_of(g, s).bonus_islands[player])));
  return islands + sea::cloth_vp(sea_of(g, s), player) + tribe_vp(g, s, player);
}

int Seafarers::path_pieces_open(const StdGame& g, const StdState& s, int player) const {
  const int left = sea_of(g, s).ships_left[player];
  return left && (sea::ship_frontier(g, s, player) - sea::pirate_paths(g, s)).any() ? left : 0;  // lanes: in the frontier
}

namespace sea {

int island_of(const StdGame& g, int h) { return g.module<Seafarers>().island_[size_t(h)]; }
const HexSet& home_hexes(const StdGame& g) { return g.module<Seafarers>().home_; }
const EdgeSet& no_road_paths(const StdGame& g) { return g.module<Seafarers>().no_road_paths_; }

}  // namespace sea

void register_seafarers() {
  register_module("seafarers", []() -> std::unique_ptr<Module> { return std::make_unique<Seafarers>(); });
}

}  // namespace catanlab
