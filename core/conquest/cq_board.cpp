#include "core/conquest/cq_board.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/config_error.h"
#include "core/json_int.h"
#include "core/rng.h"

namespace catanlab {

namespace {

using nlohmann::json;

constexpr int kMaxDeals = 2000;  // number deals tried for one seed before the load-time deal stands in

bool produces(uint8_t terrain) {
  return terrain_resource(Terrain(terrain)) >= 0 || Terrain(terrain) == Terrain::Gold;
}

bool reds_apart(const CqBoard& b, const std::array<uint8_t, kMaxHexes>& number) {
  auto red = [](int n) { return n == 6 || n == 8; };
  for (int h = 0; h < b.topo().num_hexes; ++h) {
    if (!red(number[h])) continue;
    bool apart = true;
    b.neighbours[h].for_each([&](int n) { apart &= !red(number[n]); });
    if (!apart) return false;
  }
  return true;
}

template <class T>
void shuffle(T* v, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) std::swap(v[i], v[rng.below(uint32_t(i + 1))]);
}

// Terrain shuffled within each island, then number tokens within each island and among the fish
// shoals, dealt again until no 6 or 8 touches another; false if no deal of kMaxDeals did.
bool try_deal(const CqBoard& b, Rng& rng, bool terrain, std::array<uint8_t, kMaxHexes>& out_terrain,
              std::array<uint8_t, kMaxHexes>& out_number) {
  const int groups = b.num_islands + 1;  // the islands, then the fish shoals
  auto group_of = [&](int h) { return b.fish.test(h) ? b.num_islands : b.island[h] == kCqNone ? -1 : int(b.island[h]); };
  const int n = b.topo().num_hexes;
  out_terrain = b.terrain;
  if (terrain)
    for (int g = 0; g < b.num_islands; ++g) {
      uint8_t pool[kMaxHexes];
      int hexes[kMaxHexes], k = 0;
      for (int h = 0; h < n; ++h)
        if (b.island[h] == g) hexes[k] = h, pool[k++] = b.terrain[h];
      shuffle(pool, k, rng);
      for (int i = 0; i < k; ++i) out_terrain[hexes[i]] = pool[i];
    }
  for (int attempt = 0; attempt < kMaxDeals; ++attempt) {
    out_number = {};
    for (int g = 0; g < groups; ++g) {
      uint8_t tokens[kMaxHexes];
      int spots[kMaxHexes], t = 0, m = 0;
      for (int h = 0; h < n; ++h) {
        if (group_of(h) != g) continue;
        if (b.number[h]) tokens[t++] = b.number[h];
        if (b.fish.test(h) || produces(out_terrain[h])) spots[m++] = h;
      }
      shuffle(tokens, t, rng);
      for (int i = 0; i < std::min(t, m); ++i) out_number[spots[i]] = tokens[i];
    }
    if (reds_apart(b, out_number)) return true;
  }
  return false;
}

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw ConfigError(where + ": " + what); }

int sea_hex(const CqBoard& b, const json& j, const std::string& at) {
  if (!j.is_object()) fail(at, "must be an object");
  for (const char* key : {"q", "r"})
    if (!j.contains(key) || !json_int_within(j[key], -1000, 1000)) fail(at, std::string("'") + key + "' must be an integer in -1000..1000");
  const int h = b.topo().hex_at({j["q"].get<int>(), j["r"].get<int>()});
  if (h < 0 || !b.sea.test(h)) fail(at, "(q, r) must name a sea hex of this board");
  if (b.port[h] != kCqNone || b.fish.test(h)) fail(at, "a sea hex holds at most one port or fish shoal");
  return h;
}

}  // namespace

int hex_distance(const Topology& t, int a, int b) {
  const int dq = t.coord[a].q - t.coord[b].q, dr = t.coord[a].r - t.coord[b].r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

int CqBoard::nearest(int from, const HexSet& to) const {
  const HexSet* ball = &within[size_t(from) * (max_distance + 1)];
  for (int d = 0; d <= max_distance; ++d)
    if ((ball[d] & to).any()) return d;
  return -1;
}

void CqBoard::deal(uint64_t seed, bool shuffle_it, CqState& s) const {
  if (!shuffle_it || !(spec.shuffle_terrain || spec.shuffle_numbers)) {
    s.terrain = terrain, s.number = number;
    return;
  }
  Rng rng(derive_seed(seed, 0xC0A57));
  if (try_deal(*this, rng, spec.shuffle_terrain, s.terrain, s.number)) return;
  s.terrain = terrain, s.number = fallback_number;
}

CqBoard parse_cq_board(const std::string& text, const std::string& where) {
  CqBoard b;
  b.spec = parse_board(text, where);
  const json j = json::parse(text);  // parse_board has checked it
  const Topology& t = b.topo();
  const int n = t.num_hexes;
  b.port.fill(kCqNone);
  b.island.fill(kCqNone);
  for (int h = 0; h < n; ++h) {
    b.terrain[h] = uint8_t(b.spec.layout.terrain[h]);
    b.number[h] = b.spec.layout.number[h];
    if (!t.land.test(h)) b.sea.set(h);
    for (int8_t x : t.hex_neighbour[h])
      if (x >= 0) b.neighbours[h].set(x);
  }
  for (int h = 0; h < n; ++h)
    if (t.land.test(h) && (b.neighbours[h] & b.sea).any()) b.coastal.set(h);
  // Islands: connected land, numbered in reading order of their first hex.
  for (int h = 0; h < n; ++h) {
    if (!t.land.test(h) || b.island[h] != kCqNone) continue;
    if (b.num_islands == int(kCqNone)) fail(where, "too many islands");
    int stack[kMaxHexes], top = 0;
    stack[top++] = h;
    b.island[h] = uint8_t(b.num_islands);
    while (top) {
      const int x = stack[--top];
      (b.neighbours[x] & t.land).for_each([&](int y) {
        if (b.island[y] == kCqNone) b.island[y] = uint8_t(b.num_islands), stack[top++] = y;
      });
    }
    ++b.num_islands;
  }
  for (int h = 0; h < n; ++h)
    if (b.island[h] != kCqNone) b.island_hexes[b.island[h]].set(h);
  // Balls by hex distance, for nearest(): a few set intersections instead of a distance per hex.
  for (int a = 0; a < n; ++a)
    for (int h = 0; h < n; ++h) b.max_distance = std::max(b.max_distance, hex_distance(t, a, h));
  b.within.assign(size_t(n) * (b.max_distance + 1), HexSet{});
  for (int a = 0; a < n; ++a)
    for (int h = 0; h < n; ++h)
      for (int d = hex_distance(t, a, h); d <= b.max_distance; ++d) b.within[a * (b.max_distance + 1) + d].set(h);
  b.sea_distance.assign(size_t(kMaxHexes) * kMaxHexes, kCqNone);
  for (int a = 0; a < n; ++a) {  // breadth first through the sea, as reachable() searched per move
    uint8_t* dist = &b.sea_distance[size_t(a) * kMaxHexes];
    HexSet frontier, seen;
    frontier.set(a), seen.set(a);
    for (int d = 1; frontier.any(); ++d) {
      HexSet next;
      frontier.for_each([&](int x) { next |= b.neighbours[x] & b.sea; });
      next -= seen;
      seen |= next;
      next.for_each([&](int y) { dist[y] = uint8_t(d); });
      if (next.any()) b.max_sail = std::max(b.max_sail, d);
      frontier = next;
    }
  }
  b.sail_within.assign(size_t(n) * (b.max_sail + 1), HexSet{});
  for (int a = 0; a < n; ++a)
    for (int h = 0; h < n; ++h)
      for (int d = b.sail_distance(a, h); h != a && d <= b.max_sail; ++d) b.sail_within[a * (b.max_sail + 1) + d].set(h);
  if (!j.contains("conquest") || !j["conquest"].is_object()) fail(where, "'conquest' must be an object with 'ports' and 'fish'");
  const json& c = j["conquest"];
  for (const char* key : {"ports", "fish"})
    if (!c.contains(key) || !c[key].is_array()) fail(where, std::string("conquest.") + key + " must be an array");
  for (size_t i = 0; i < c["ports"].size(); ++i) {
    const json& p = c["ports"][i];
    const std::string at = where + ": conquest.ports[" + std::to_string(i) + "]";
    const int h = sea_hex(b, p, at);
    if (!p.contains("kind") || !p["kind"].is_string()) fail(at, "'kind' must be \"3:1\" or a resource");
    const std::string kind = p["kind"].get<std::string>();
    const auto r = parse_resource(kind);
    if (kind != "3:1" && !r) fail(at, "unknown port kind '" + kind + "' (3:1 or a resource)");
    b.port[h] = r ? uint8_t(*r) : kGenericPort;
    b.ports.set(h);
    if (p.contains("start")) {
      if (!p["start"].is_boolean()) fail(at, "'start' must be true or false");
      if (p["start"].get<bool>()) {
        if (!(b.neighbours[h] & t.land).any()) fail(at, "a start port needs a land hex beside it");
        b.start_ports.set(h);
      }
    }
  }
  for (size_t i = 0; i < c["fish"].size(); ++i) {
    const json& f = c["fish"][i];
    const std::string at = where + ": conquest.fish[" + std::to_string(i) + "]";
    const int h = sea_hex(b, f, at);
    if (!f.contains("number") || !json_int_within(f["number"], 2, 12) || f["number"].get<int>() == 7)
      fail(at, "'number' must be 2-6 or 8-12");
    b.fish.set(h);
    b.number[h] = uint8_t(f["number"].get<int>());
  }
  if (b.start_ports.count() < 2) fail(where, "conquest.ports: at least two start ports (one per seat)");
  std::array<uint8_t, kMaxHexes> dealt_terrain{};
  b.fallback_number = b.number;
  if (!reds_apart(b, b.number)) {
    Rng rng(derive_seed(0, 0xC0A57));
    if (!try_deal(b, rng, false, dealt_terrain, b.fallback_number))
      fail(where, "no deal of its number tokens keeps every 6 and 8 apart");
  }
  return b;
}

CqBoard load_cq_board(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ConfigError(path + ": cannot open board file");
  std::stringstream ss;
  ss << in.rdbuf();
  return parse_cq_board(ss.str(), path);
}

}  // namespace catanlab
