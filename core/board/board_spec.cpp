#include "core/board/board_spec.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/config_error.h"
#include "core/rng.h"

namespace catanlab {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw ConfigError(where + ": " + what);
}

int require_int(const json& j, const char* key, const std::string& where) {
  if (!j.contains(key) || !j[key].is_number_integer() || j[key].get<int64_t>() != j[key].get<int>())
    fail(where, std::string("'") + key + "' must be a 32-bit integer");
  return j[key].get<int>();
}

bool optional_bool(const json& j, const char* key, const std::string& where) {
  if (!j.contains(key)) return false;
  if (!j[key].is_boolean()) fail(where, std::string("'") + key + "' must be true or false");
  return j[key].get<bool>();
}

std::string require_string(const json& j, const char* key, const std::string& where) {
  if (!j.contains(key) || !j[key].is_string()) fail(where, std::string("'") + key + "' must be a string");
  return j[key].get<std::string>();
}

Terrain parse_terrain(const std::string& s, const std::string& where) {
  for (int t = 0; t < kNumTerrains; ++t)
    if (kTerrainNames[t] == s) return Terrain(t);
  fail(where, "unknown terrain '" + s + "'");
}

uint8_t parse_harbor_kind(const std::string& s, const std::string& where) {
  if (s == "3:1") return kGenericHarbor;
  if (auto r = parse_resource(s)) return uint8_t(*r);
  fail(where, "unknown harbor kind '" + s + "' (3:1 or a resource)");
}

Corner parse_corner(const std::string& s, const std::string& where) {
  static constexpr const char* kNames[6] = {"N", "NE", "SE", "S", "SW", "NW"};
  for (int c = 0; c < 6; ++c)
    if (s == kNames[c]) return Corner(c);
  fail(where + ".corner", "'" + s + "' is not one of N, NE, SE, S, SW, NW");
}

Dir parse_dir(const std::string& s, const std::string& where) {
  static const char* names[6] = {"E", "NE", "NW", "W", "SW", "SE"};
  for (int d = 0; d < 6; ++d)
    if (s == names[d]) return Dir(d);
  fail(where, "unknown side '" + s + "' (E, NE, NW, W, SW, SE)");
}

template <class T>
void shuffle(T* v, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) std::swap(v[i], v[rng.below(i + 1)]);
}

bool red_numbers_adjacent(const Topology& t, const Layout& l) {
  auto red = [](int n) { return n == 6 || n == 8; };
  for (int h = 0; h < t.num_hexes; ++h) {
    if (!red(l.number[h])) continue;
    for (int n : t.hex_neighbour[h])
      if (n >= 0 && red(l.number[n])) return true;
  }
  return false;
}

// A number dealt on a terrain or a hex that the board forbids it (BoardSpec::forbid_numbers, hex_forbid_numbers).
bool forbidden_number(const BoardSpec& b, const Layout& l) {
  for (int h = 0; h < b.topo.num_hexes; ++h)
    if ((b.forbid_numbers[int(l.terrain[h])] | b.hex_forbid_numbers[h]) >> l.number[h] & 1) return true;
  return false;
}

// The "fog" object: per group, the tiles its face-down hexes turn up (as many as it has) and the
// number tokens drawn for them.
void read_fog(const json& j, BoardSpec& b, const std::string& where) {
  for (int h = 0; h < b.topo.num_hexes; ++h)
    if (b.layout.terrain[h] == Terrain::Fog) b.fog.set(h);
  if (!j.contains("fog")) {
    if (b.fog.any()) fail(where, "fog hexes need a 'fog' object with their pools");
    return;
  }
  const json& fog = j["fog"];
  const std::string at = where + ": fog";
  if (!fog.is_object()) fail(at, "must be an object of groups");
  for (const auto& [name, pool] : fog.items()) {
    auto it = std::find(b.group_names.begin(), b.group_names.end(), name);
    if (it == b.group_names.end()) fail(at, "no hex names the group '" + name + "'");
    const int gi = int(it - b.group_names.begin());
    const std::string gat = at + "." + (name.empty() ? "\"\"" : name);
    if (!pool.is_object() || !pool.contains("terrain") || !pool["terrain"].is_object())
      fail(gat, "must be an object with 'terrain' (tiles by terrain) and 'numbers'");
    FogPool& p = b.fog_pools[size_t(gi)];
    int tiles = 0;
    for (const auto& [terrain, count] : pool["terrain"].items()) {
      const Terrain t = parse_terrain(terrain, gat + ".terrain");
      if (t == Terrain::Fog || t == Terrain::Castle) fail(gat + ".terrain", "a fog tile cannot be " + terrain);
      if (!count.is_number_integer() || count.get<int64_t>() < 0 || count.get<int64_t>() > 96)
        fail(gat + ".terrain." + terrain, "must be a count 0..96");
      p.tiles[int(t)] = uint8_t(count.get<int>());
      tiles += count.get<int>();
    }
    if (pool.contains("numbers")) {
      if (!pool["numbers"].is_array()) fail(gat + ".numbers", "must be an array of numbers");
      for (const json& n : pool["numbers"]) {
        if (!n.is_number_integer() || n.get<int>() < 2 || n.get<int>() > 12 || n.get<int>() == 7)
          fail(gat + ".numbers", "numbers must be 2-6 or 8-12");
        if (++p.numbers[size_t(n.get<int>())] > 96) fail(gat + ".numbers", "at most 96 of a number");
      }
    }
    int hexes = 0;
    b.fog.for_each([&](int h) { hexes += b.hex_group[h] == gi; });
    if (tiles != hexes)
      fail(gat + ".terrain", std::to_string(tiles) + " tiles for the group's " + std::to_string(hexes) + " fog hexes");
  }
  b.fog.for_each([&](int h) {
    int tiles = 0;
    for (uint8_t n : b.fog_pools[b.hex_group[h]].tiles) tiles += n;
    if (tiles == 0) fail(at, "the group of fog hex " + std::to_string(h) + " has no pool");
  });
}

}  // namespace

Layout BoardSpec::layout_for_seed(uint64_t seed) const {
  // Every game of a shuffled board starts here: fixed arrays, no allocation.
  Layout l = layout;
  Rng rng(derive_seed(seed, 0xB0A2D));
  int lands[kMaxHexes], num_lands = 0;  // shuffled hexes: land, in file order
  for (int h = 0; h < topo.num_hexes; ++h)
    if (topo.land.test(h) && layout.terrain[h] != Terrain::Sea && layout.terrain[h] != Terrain::Fog && !fixed.test(h))
      lands[num_lands++] = h;
  // Terrain and tokens are shuffled within each group apart, in group order (one group: the whole board).
  const int groups = int(group_names.size());
  if (shuffle_terrain)
    for (int gi = 0; gi < groups; ++gi) {
      Terrain pool[kMaxHexes];
      int hexes[kMaxHexes], n = 0;
      for (int i = 0; i < num_lands; ++i)
        if (hex_group[lands[i]] == gi) hexes[n] = lands[i], pool[n++] = layout.terrain[lands[i]];
      shuffle(pool, n, rng);
      for (int k = 0; k < n; ++k) l.terrain[hexes[k]] = pool[k];
    }
  if (shuffle_numbers || shuffle_terrain) {
    // Tokens go on every producing hex; the desert and the castle take none. Re-deal until
    // no two red numbers touch (a few tries on the standard board).
    uint8_t pool[kMaxGroups][kMaxHexes + kMaxSpare];
    int producing[kMaxGroups][kMaxHexes], num_tokens[kMaxGroups] = {}, num_producing[kMaxGroups] = {};
    for (int i = 0; i < num_lands; ++i) {
      const int h = lands[i], gi = hex_group[h];
      if (layout.number[h]) pool[gi][num_tokens[gi]++] = layout.number[h];
      l.number[h] = 0;
      if (l.terrain[h] != Terrain::Desert && l.terrain[h] != Terrain::Castle) producing[gi][num_producing[gi]++] = h;
    }
    for (int gi = 0; gi < groups; ++gi)
      for (uint8_t n : spare_numbers[size_t(gi)]) pool[gi][num_tokens[gi]++] = n;
    do {
      for (int gi = 0; gi < groups; ++gi) {
        if (shuffle_numbers) shuffle(pool[gi], num_tokens[gi], rng);
        for (int i = 0; i < num_producing[gi] && i < num_tokens[gi]; ++i) l.number[producing[gi][i]] = pool[gi][i];
      }
    } while (shuffle_numbers && (red_numbers_adjacent(topo, l) || forbidden_number(*this, l)));
  }
  if (shuffle_harbors) shuffle(l.harbor_kind.data(), int(harbor_edges.size()), rng);
  l.robber_start = int8_t(robber_hex);
  for (int i = 0; i < num_lands && robber_hex < 0; ++i)
    if (l.terrain[lands[i]] == Terrain::Desert) {
      l.robber_start = int8_t(lands[i]);
      break;
    }
  l.index_numbers(topo.num_hexes);
  return l;
}

BoardSpec parse_board(const std::string& text, const std::string& where) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // out_of_range too: a number beyond a double (1e999)
    fail(where, std::string("malformed JSON: ") + e.what());
  }
  if (!j.is_object()) fail(where, "a board must be a JSON object");
  BoardSpec b;
  b.name = require_string(j, "name", where);
  if (j.contains("description")) require_string(j, "description", where);  // for people, but text, as a rule set's
  if (!j.contains("hexes") || !j["hexes"].is_array() || j["hexes"].empty())
    fail(where, "'hexes' must be a non-empty array");

  // Far beyond any board's reach (at most 96 hexes), and small enough for the topology's arithmetic.
  constexpr int kMaxCoordinate = 1000;
  // Hexes are numbered in reading order (north to south, west to east).
  struct Row {
    HexCoord c;
    Terrain terrain;
    int number;
    int group = 0;
    bool fixed = false;
    uint16_t forbid = 0;
  };
  std::vector<Row> rows;
  for (size_t i = 0; i < j["hexes"].size(); ++i) {
    const json& h = j["hexes"][i];
    std::string at = where + ": hexes[" + std::to_string(i) + "]";
    if (!h.is_object()) fail(at, "must be an object");
    Row r{{require_int(h, "q", at), require_int(h, "r", at)}, parse_terrain(require_string(h, "terrain", at), at), 0};
    if (std::abs(r.c.q) > kMaxCoordinate || std::abs(r.c.r) > kMaxCoordinate)  // the topology doubles and adds them
      fail(at, "(q, r) must lie within -" + std::to_string(kMaxCoordinate) + ".." + std::to_string(kMaxCoordinate));
    if (h.contains("number")) {
      r.number = require_int(h, "number", at);
      if (r.number < 2 || r.number > 12 || r.number == 7) fail(at, "'number' must be 2-6 or 8-12");
      if (terrain_resource(r.terrain) < 0 && r.terrain != Terrain::Gold)
        fail(at, "a " + std::string(kTerrainNames[int(r.terrain)]) + " hex takes no number");
    }
    if (h.contains("group")) {
      const std::string name = require_string(h, "group", at);
      auto it = std::find(b.group_names.begin(), b.group_names.end(), name);
      if (it == b.group_names.end()) {
        if (int(b.group_names.size()) == BoardSpec::kMaxGroups) fail(at, "at most 8 shuffle groups");
        b.group_names.push_back(name);
        b.spare_numbers.emplace_back();
        b.fog_pools.emplace_back();
        it = b.group_names.end() - 1;
      }
      r.group = int(it - b.group_names.begin());
    }
    r.fixed = optional_bool(h, "fixed", at);
    if (h.contains("forbid_numbers")) {
      if (!h["forbid_numbers"].is_array()) fail(at, "'forbid_numbers' must be an array of numbers");
      for (const json& n : h["forbid_numbers"]) {
        if (!n.is_number_integer() || n.get<int>() < 2 || n.get<int>() > 12 || n.get<int>() == 7)
          fail(at + ".forbid_numbers", "numbers must be 2-6 or 8-12");
        r.forbid = uint16_t(r.forbid | 1u << n.get<int>());
      }
    }
    rows.push_back(r);
  }
  std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    return std::tie(a.c.r, a.c.q) < std::tie(b.c.r, b.c.q);
  });
  std::vector<HexCoord> coords;
  std::vector<bool> land;
  for (const Row& r : rows) {
    coords.push_back(r.c);
    land.push_back(r.terrain != Terrain::Sea);
  }
  try {
    b.topo = build_topology(coords, land);
  } catch (const std::invalid_argument& e) {
    fail(where + ": hexes", e.what());
  }
  for (int h = 0; h < b.topo.num_hexes; ++h) {
    b.layout.terrain[h] = rows[h].terrain;
    b.layout.number[h] = uint8_t(rows[h].number);
    b.hex_group[h] = uint8_t(rows[h].group);
    b.hex_forbid_numbers[size_t(h)] = rows[h].forbid;
    if (rows[h].fixed) b.fixed.set(h);
  }

  b.vertex_harbor_slot.fill(-1);
  if (j.contains("harbors")) {
    if (!j["harbors"].is_array()) fail(where, "'harbors' must be an array");
    if (j["harbors"].size() > kMaxHarbors) fail(where, "at most 16 harbors are supported");
    for (size_t i = 0; i < j["harbors"].size(); ++i) {
      const json& h = j["harbors"][i];
      std::string at = where + ": harbors[" + std::to_string(i) + "]";
      HexCoord c{require_int(h, "q", at), require_int(h, "r", at)};
      int hex = b.topo.hex_at(c);
      if (hex < 0 || !b.topo.land.test(hex)) fail(at, "(q, r) must name a land hex of this board");
      int e = b.topo.edge_between(hex, parse_dir(require_string(h, "side", at), at));
      // A trade station (Legend of the Conquerors) is a harbor on an inland path.
      const bool station = optional_bool(h, "station", at);
      if (e < 0 || (!station && !b.topo.is_coastal(e))) fail(at, "that side is not on the coast");
      int slot = int(b.harbor_edges.size());
      b.harbor_edges.push_back(int16_t(e));
      b.layout.harbor_kind[slot] = parse_harbor_kind(require_string(h, "kind", at), at);
      for (int v : b.topo.edge_vertex[e]) {
        if (b.vertex_harbor_slot[v] >= 0) fail(at, "two harbors share a corner");
        b.vertex_harbor_slot[v] = int8_t(slot);
      }
    }
  }
  if (j.contains("shuffle")) {
    const json& s = j["shuffle"];
    if (!s.is_object()) fail(where, "'shuffle' must be an object");
    b.shuffle_terrain = optional_bool(s, "terrain", where + ": shuffle");
    b.shuffle_numbers = optional_bool(s, "numbers", where + ": shuffle");
    b.shuffle_harbors = optional_bool(s, "harbors", where + ": shuffle");
    if (s.contains("spare_numbers")) {
      const json& spare = s["spare_numbers"];
      const std::string at = where + ": shuffle.spare_numbers";
      if (!spare.is_object()) fail(at, "must be an object of groups");
      for (const auto& [name, tokens] : spare.items()) {
        auto it = std::find(b.group_names.begin(), b.group_names.end(), name);
        if (it == b.group_names.end()) fail(at, "no hex names the group '" + name + "'");
        if (!tokens.is_array()) fail(at + "." + name, "must be an array of numbers");
        for (const json& n : tokens) {
          if (!n.is_number_integer() || n.get<int>() < 2 || n.get<int>() > 12 || n.get<int>() == 7)
            fail(at + "." + name, "numbers must be 2-6 or 8-12");
          auto& group_spare = b.spare_numbers[size_t(it - b.group_names.begin())];
          if (int(group_spare.size()) == BoardSpec::kMaxSpare) fail(at + "." + name, "at most 16 spare numbers");
          group_spare.push_back(uint8_t(n.get<int>()));
        }
      }
    }
    if (s.contains("forbid_numbers")) {
      const json& forbid = s["forbid_numbers"];
      const std::string at = where + ": shuffle.forbid_numbers";
      if (!forbid.is_object()) fail(at, "must be an object of terrains");
      for (const auto& [terrain, numbers] : forbid.items()) {
        const Terrain t = parse_terrain(terrain, at);
        if (!numbers.is_array()) fail(at + "." + terrain, "must be an array of numbers");
        for (const json& n : numbers) {
          if (!n.is_number_integer() || n.get<int>() < 2 || n.get<int>() > 12 || n.get<int>() == 7)
            fail(at + "." + terrain, "numbers must be 2-6 or 8-12");
          b.forbid_numbers[int(t)] = uint16_t(b.forbid_numbers[int(t)] | 1u << n.get<int>());
        }
      }
    }
  }
  read_fog(j, b, where);
  if (j.contains("markers")) {
    if (!j["markers"].is_array()) fail(where, "'markers' must be an array");
    for (size_t i = 0; i < j["markers"].size(); ++i) {
      const json& m = j["markers"][i];
      std::string at = where + ": markers[" + std::to_string(i) + "]";
      Marker mk{require_string(m, "kind", at), b.topo.hex_at({require_int(m, "q", at), require_int(m, "r", at)}),
                m.contains("value") ? require_int(m, "value", at) : 0};
      if (mk.hex < 0) fail(at, "(q, r) is not on this board");
      if (m.contains("corner")) {
        mk.vertex = b.topo.hex_vertex[mk.hex][int(parse_corner(require_string(m, "corner", at), at))];
        if (mk.vertex < 0) fail(at, "that corner is not on this board");
      }
      if (m.contains("side")) {
        mk.edge = b.topo.edge_between(mk.hex, parse_dir(require_string(m, "side", at), at));
        if (mk.edge < 0) fail(at, "that side is not on this board");
      }
      b.markers.push_back(mk);
      auto it = std::find_if(b.marker_masks.begin(), b.marker_masks.end(), [&](auto& m) { return m.first == mk.kind; });
      if (it == b.marker_masks.end()) it = b.marker_masks.insert(it, {mk.kind, MarkerMasks{}});
      it->second.hexes.set(mk.hex);
      if (mk.vertex >= 0) it->second.vertices.set(mk.vertex);
      if (mk.edge >= 0) it->second.edges.set(mk.edge);
    }
  }
  if (const HexSet& robber = b.markers_of("robber").hexes; robber.any()) {
    if (robber.count() > 1 || !b.topo.land.test(robber.nth(0)))
      fail(where, "at most one 'robber' marker, on a land hex");
    b.robber_hex = b.layout.robber_start = int8_t(robber.nth(0));
  }
  for (int h = 0; h < b.topo.num_hexes; ++h)
    if (b.layout.terrain[h] == Terrain::Desert && b.layout.robber_start < 0) b.layout.robber_start = int8_t(h);
  b.layout.index_numbers(b.topo.num_hexes);
  return b;
}

const MarkerMasks& BoardSpec::markers_of(std::string_view kind) const {
  static const MarkerMasks kNone{};
  for (const auto& [k, masks] : marker_masks)
    if (k == kind) return masks;
  return kNone;
}

BoardSpec load_board_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ConfigError(path + ": cannot open board file");
  std::stringstream ss;
  ss << in.rdbuf();
  return parse_board(ss.str(), path);
}

}  // namespace catanlab
