// Colonies' Game: options, the board's tables, the action space, registration.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/colonies/col_rules.h"
#include "core/config_error.h"
#include "core/did_you_mean.h"
#include "core/engine/registry.h"

namespace catanlab {

namespace {

struct OptionField {
  const char* name;
  const char* help;
  int min, max;
  int ColOptions::*field;
};

// Every option with its range; colonies.md's "(ours)" numbers are all here.
const std::vector<OptionField>& option_fields() {
  static const std::vector<OptionField> fields = {
      {"col_map", "set-up: 0 easy (desert face up in the centre), 1 mild (desert among the 7 inner tiles), 2 hard", 0, 2,
       &ColOptions::col_map},
      {"col_turns", "turns before the Time victory decides", 1, 255, &ColOptions::col_turns},
      {"turn_cap", "0: none; else the game is a draw once this many turns have ended", 0, 10000, &ColOptions::turn_cap},
      {"col_orders", "orders in one seat's book each Spring", 1, kColMaxOrders, &ColOptions::col_orders},
      {"col_roads", "roads per player", 1, 60, &ColOptions::col_roads},
      {"col_bank", "resource cards of each kind", 18, 99, &ColOptions::col_bank},
      {"col_offers", "trade offers a seat may make each Winter", 0, 5, &ColOptions::col_offers},
      {"col_offer_cards", "cards per side of an offer", 1, 5, &ColOptions::col_offer_cards},
      {"col_start_stance", "every pair's stance at the start: 0 peace, 1 war, 2 ally", 0, 2, &ColOptions::col_start_stance},
      {"col_harbor_marks", "1: the board's 2:1 harbor marks count (0: every harbor trades 3:1)", 0, 1,
       &ColOptions::col_harbor_marks},
      {"col_npc", "1: non-player forces (neutral and hostile), 4 players or fewer", 0, 1, &ColOptions::col_npc},
      {"col_active_hostiles", "1: hostile armies move and the desert spawns each Summer (needs col_npc)", 0, 1,
       &ColOptions::col_active_hostiles},
      {"col_pillage", "1: the pillage order (hard mode)", 0, 1, &ColOptions::col_pillage},
      {"col_tactics", "1: tactics cards, simple use", 0, 1, &ColOptions::col_tactics},
      {"col_complex", "1: complex battles (bombardment, combat rounds with routs by margin, retreat and pursuit)", 0, 1,
       &ColOptions::col_complex},
      {"col_advanced_tactics", "1: tactics cards' advanced use, maneuvers in complex battles (needs col_tactics and "
       "col_complex)", 0, 1, &ColOptions::col_advanced_tactics},
      {"col_toll", "resources a neutral tile costs to enter, to build beside or to harvest", 0, 3, &ColOptions::col_toll},
      {"col_domination_tiles", "tiles held undisputed for Domination", 1, 19, &ColOptions::col_domination_tiles},
      {"col_colonial", "settlements of one's colour held a whole turn for the Colonial victory", 1, 9,
       &ColOptions::col_colonial},
      {"col_cultural", "development cards held or played for the Cultural victory", 1, 25, &ColOptions::col_cultural},
      {"col_monopoly_settlements", "settlements touching a resource's every source for Monopoly", 1, 9,
       &ColOptions::col_monopoly_settlements},
      {"col_commerce_harvest", "harvest of every resource per turn for Commercial Empire", 1, 40,
       &ColOptions::col_commerce_harvest},
      {"col_commerce_harbors", "harbors held for Commercial Empire", 1, 9, &ColOptions::col_commerce_harbors},
      {"col_longest_road", "the shortest Longest Road Network", 1, 60, &ColOptions::col_longest_road},
      {"col_vote_thirds", "thirds of all votes a seat needs for the Diplomatic victory (4: none)", 1, 4,
       &ColOptions::col_vote_thirds},
  };
  return fields;
}

std::vector<std::string> tile_labels(const std::vector<int>& tiles) {
  std::vector<std::string> out;
  for (int h : tiles) out.push_back(fmt::format("h{}", h));
  return out;
}

// The start corners by player count (Colonies §2; ours): marker values, clockwise from W.
constexpr int kStartCorners[7][6] = {{}, {}, {0, 3}, {1, 3, 5}, {1, 2, 4, 5}, {1, 2, 3, 4, 5}, {0, 1, 2, 3, 4, 5}};

}  // namespace

ColGame::ColGame(RuleSet rules, int num_players) : Game(std::move(rules), num_players) {
  const RuleSet& rs = rules_;
  num_players_ = seats_for(rs, num_players_, kColSeats);
  read_options();
  if (rs.board.empty()) throw ConfigError(rs.path + ": 'board' must name a board file");
  board_ = load_board_file(config_dir() + "/boards/" + board_for(rs, num_players_) + ".json");
  build_tables();
  declare_actions();
  observation_size_ = observation_layout();
  uint64_t h = 1469598103934665603ull;  // FNV-1a over what shapes the bytes and the rules
  auto mix = [&](uint64_t x) { h = (h ^ x) * 1099511628211ull; };
  mix('C');
  mix(uint64_t(num_players_));
  mix(sizeof(ColState));
  mix(uint64_t(board_.topo.num_hexes));
  for (const OptionField& f : option_fields()) mix(uint64_t(opt_.*f.field));
  fingerprint_ = h;
}

void ColGame::read_options() {
  const RuleSet& rs = rules_;
  auto set = [&](const std::string& key, int value, const std::string& where) {
    for (const OptionField& f : option_fields())
      if (key == f.name) {
        if (value < f.min || value > f.max)
          throw ConfigError(fmt::format("{}: option '{}' = {} is outside {}..{}", where, key, value, f.min, f.max));
        opt_.*f.field = value;
        return;
      }
    std::vector<std::string> names;
    for (const OptionField& f : option_fields()) names.push_back(f.name);
    throw ConfigError(fmt::format("{}: unknown option '{}'{} (options: {})", where, key, did_you_mean(key, names),
                                  fmt::join(names, ", ")));
  };
  const nlohmann::json& file = *rs.file;
  if (file.contains("colonies")) {
    const nlohmann::json& section = file["colonies"];
    if (!section.is_object()) throw ConfigError(rs.path + ": 'colonies' must be an object");
    for (auto& [key, value] : section.items()) {
      if (!value.is_number_integer()) throw ConfigError(rs.path + ": colonies." + key + " must be an integer");
      set(key, value.get<int>(), rs.path);
    }
  }
  for (auto& [key, value] : rs.overrides) set(key, value, "rule set " + rs.name);
  if (opt_.col_npc && num_players_ > 4)
    throw ConfigError(fmt::format("rule set {}: col_npc: non-player forces play with 4 players or fewer, not {}", rs.name,
                                  num_players_));
  if (opt_.col_active_hostiles && !opt_.col_npc)
    throw ConfigError("rule set " + rs.name + ": col_active_hostiles needs col_npc=1");
  if (opt_.col_advanced_tactics && !(opt_.col_tactics && opt_.col_complex))
    throw ConfigError("rule set " + rs.name + ": col_advanced_tactics needs col_tactics=1 and col_complex=1");
}

std::vector<OptionValue> ColGame::options() const {
  std::vector<OptionValue> out;
  for (const OptionField& f : option_fields()) out.push_back({f.name, f.help, opt_.*f.field, f.min, f.max});
  return out;
}

void ColGame::build_tables() {
  const Topology& t = board_.topo;
  const std::string where = fmt::format("board '{}'", rules_.board);
  if (t.num_hexes > kColHexes || t.num_vertices > kColVertices || t.num_edges > kColEdges)
    throw ConfigError(fmt::format("{}: the colonies family plays on boards of at most {} hexes, {} corners and {} paths",
                                  where, kColHexes, kColVertices, kColEdges));
  tile_index_.fill(-1);
  for (int h = 0; h < t.num_hexes; ++h)
    if (t.land.test(h)) {
      const Terrain kind = board_.layout.terrain[h];
      if (kind != Terrain::Desert && terrain_resource(kind) < 0)
        throw ConfigError(fmt::format("{}: hex {} is {}; Colonies' tiles are desert, forest, hills, pasture, fields or "
                                      "mountains", where, h, kTerrainNames[int(kind)]));
      tile_index_[h] = int8_t(tiles_.size());
      tiles_.push_back(h);
      land_.set(h);
      pool_[int(kind)] += 1;
    }
  if (pool_[int(Terrain::Desert)] != 1) throw ConfigError(where + ": Colonies needs exactly one desert tile");
  for (int h = 0; h < t.num_hexes; ++h) {
    for (int d = 0; d < 6; ++d) {
      const int n = t.hex_neighbour[h][d];
      if (n >= 0 && t.land.test(n)) tile_neighbours_[h].set(n);
      if (t.hex_vertex[h][d] >= 0) tile_corners_[h].set(t.hex_vertex[h][d]);
      if (t.hex_edge[h][d] >= 0) tile_sides_[h].set(t.hex_edge[h][d]);
    }
  }
  for (int v = 0; v < t.num_vertices; ++v) {
    bool sea = false;
    for (int k = 0; k < 3; ++k) {
      const int h = t.vertex_hex[v][k];
      if (h >= 0 && t.land.test(h)) corner_tiles_[v].set(h);
      else sea = true;  // an ocean hex, or off the board (the ocean beyond the frame)
      if (t.vertex_edge[v][k] >= 0) corner_paths_[v].set(t.vertex_edge[v][k]);
      if (t.vertex_neighbour[v][k] >= 0) corner_neighbours_[v].set(t.vertex_neighbour[v][k]);
    }
    if (sea && t.land_vertices.test(v)) coast_.set(v);
  }
  for (int e = 0; e < t.num_edges; ++e) {
    for (int k = 0; k < 2; ++k)
      if (t.edge_hex[e][k] >= 0 && t.land.test(t.edge_hex[e][k])) side_tiles_[e].set(t.edge_hex[e][k]);
    if (t.land_edges.test(e)) land_paths_.set(e);
    for (int v : t.edge_vertex[e]) path_corners_[e].set(v);
  }
  harbor_kind_.fill(-1);
  for (size_t slot = 0; slot < board_.harbor_edges.size(); ++slot)
    for (int v : t.edge_vertex[board_.harbor_edges[slot]]) {
      harbor_corners_.set(v);
      const int kind = board_.layout.harbor_kind[slot];
      harbor_kind_[v] = int8_t(opt_.col_harbor_marks ? kind : kGenericHarbor);
    }
  // Start corners and the centre, from the board's markers.
  const MarkerMasks& centre = board_.markers_of("centre");
  if (centre.hexes.count() != 1 || !land_.test(centre.hexes.nth(0)))
    throw ConfigError(where + ": a 'centre' marker must name one land tile");
  centre_ = centre.hexes.nth(0);
  int corner_hex[6];
  std::fill(corner_hex, corner_hex + 6, -1);
  for (const Marker& m : board_.markers)
    if (m.kind == "start") {
      if (m.value < 0 || m.value > 5 || corner_hex[m.value] >= 0)
        throw ConfigError(fmt::format("{}: 'start' markers take the values 0..5 once each", where));
      if (!land_.test(m.hex) || (tile_neighbours_[m.hex].count() == 6))
        throw ConfigError(fmt::format("{}: start tile {} must be land touching the ocean", where, m.hex));
      corner_hex[m.value] = m.hex;
    }
  start_tile_.fill(-1);
  for (int p = 0; p < num_players_; ++p) {
    const int h = corner_hex[kStartCorners[num_players_][p]];
    if (h < 0) throw ConfigError(fmt::format("{}: no 'start' marker {} for {} players", where, kStartCorners[num_players_][p],
                                             num_players_));
    start_tile_[p] = int8_t(h);
    start_tiles_.set(h);
  }
  // The desert's place (Colonies §2): the centre (easy), the 7 inner tiles (mild), any tile but a start (hard).
  for (int h : tiles_) {
    const bool inner = tile_neighbours_[h].count() == 6;
    if (opt_.col_map == 0 ? h == centre_ : opt_.col_map == 1 ? inner : !start_tiles_.test(h)) desert_zone_.set(h);
  }
}

// Every block with its handler, in the order of the season's steps; Winter's, the book's, the march's and the
// battle's choices are declared by the files of their rules.
void ColGame::declare_actions() {
  using namespace col;
  ColHandlers t(actions_);
  const int V = topo().num_vertices;
  const std::vector<std::string> tiles = tile_labels(tiles_);
  const std::vector<std::string> kinds(kRegimentNames, kRegimentNames + kRegimentKinds);

  b_.start_village = t.add("start_village", Domain::Vertex, V, apply_start_village);
  b_.harvest = t.add("harvest", Domain::Resource, 1, apply_harvest);
  declare_winter(*this, t, b_);
  declare_write(*this, t, b_, tiles);
  declare_march_choices(t, b_, tiles);
  b_.lose = t.add_list("lose", kinds, apply_lose);
  b_.stash = t.add("stash", Domain::Resource, 1, apply_stash);
  b_.colony = t.add("colony", Domain::Vertex, V, apply_colony);
  b_.tactics = t.add_list("tactics", {"infantry", "cavalry", "artillery", "mixed", "none"}, apply_tactics);
  declare_choices(t, b_, tiles);

  std::vector<std::string> terrains, events, dice, combats, dirs = {"E", "NE", "NW", "W", "SW", "SE"};
  for (int k = int(Terrain::Desert); k <= int(Terrain::Mountains); ++k) terrains.push_back(std::string(kTerrainNames[k]));
  for (int k = 2; k <= 12; ++k) events.push_back(std::to_string(k));
  for (int k = 1; k <= 6; ++k) dice.push_back(std::to_string(k));
  for (int x = 1; x <= 6; ++x)
    for (int y = 1; y <= 6; ++y) combats.push_back(fmt::format("{}-{}", x, y));
  // Two dice's outcome "x-y": index 6 (x - 1) + (y - 1).
  b_.terrain = t.add_chance_list("terrain", terrains, [](const ColGame& g, ColState& s, int i) {
    apply_terrain(g, s, i + int(Terrain::Desert));
  });
  b_.reveal = t.add_chance("reveal", Domain::Fixed, 1, [](const ColGame& g, ColState& s, int) {
    reveal_books(g, s);
    enter(g, s, ColStage::Pillage);
  });
  b_.rolloff = t.add_chance("rolloff", Domain::Seat, num_players_, apply_rolloff);
  b_.event = t.add_chance_list("event", events, apply_event);
  b_.d6 = t.add_chance_list("d6", dice, apply_d6);
  b_.combat = t.add_chance_list("combat", combats, [](const ColGame& g, ColState& s, int i) {
    apply_combat(g, s, i / 6 + 1, i % 6 + 1);
  });
  b_.dev = t.add_chance_list("dev", {kColDevNames, kColDevNames + kColDevKinds}, apply_dev_draw);
  b_.steal = t.add_chance("steal", Domain::Resource, 1, apply_steal);
  b_.refund = t.add_chance("refund", Domain::Resource, 1, apply_refund);
  b_.direction = t.add_chance_list("direction", dirs, apply_direction);
  b_.tactics_card = t.add_chance_list("tactics_card", {kTacticsNames, kTacticsNames + kTacticsKinds}, apply_tactics_draw);
  b_.shot = t.add_chance_list("shot", combats, [](const ColGame& g, ColState& s, int i) {
    apply_shot(g, s, i / 6 + 1, i % 6 + 1);
  });
  b_.pursuit = t.add_chance_list("pursuit", combats, [](const ColGame& g, ColState& s, int i) {
    apply_pursuit(g, s, i / 6 + 1, i % 6 + 1);
  });
  handlers_ = t.finish();
}

std::vector<std::string> ColGame::describe() const {
  std::vector<std::string> out;
  std::string starts;
  for (int p = 0; p < num_players_; ++p) starts += fmt::format("{}p{} h{}", p ? ", " : "", p, start_tile_[p]);
  out.push_back("start tiles: " + starts);
  std::string pool;
  for (int t = int(Terrain::Desert); t <= int(Terrain::Mountains); ++t)
    pool += fmt::format("{}{} {}", pool.empty() ? "" : ", ", pool_[t], kTerrainNames[t]);
  out.push_back("tiles, face down: " + pool);
  out.push_back("costs: road lumber+brick; village wool+grain+lumber+brick; city 2 of each but ore, 2 ore; "
                "infantry food+lumber+ore; cavalry wool+grain+food+lumber+ore; artillery wool+grain+food+2 lumber+3 ore; "
                "development card food+lumber+brick+ore per card owned, plus one");
  return out;
}

void register_colonies() {
  register_family(std::string(ColGame::kFamily), [](RuleSet rules, int players) -> std::shared_ptr<const Game> {
    return std::make_shared<const ColGame>(std::move(rules), players);
  });
}

}  // namespace catanlab
