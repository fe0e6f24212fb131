// Armies, pieces, influence, supply and roads (Colonies §5.4-5.5): what
// every season asks of the board. The caches (what each seat holds, where it
// stands) change only here.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

void add_regiments(ColState& s, int h, int p, int kind, int n) {
  if (n <= 0) return;
  s.army[h][p][kind] = uint8_t(s.army[h][p][kind] + n);
  s.present[p].set(h);
}

void remove_regiments(ColState& s, int h, int p, int kind, int n) {
  s.army[h][p][kind] = uint8_t(s.army[h][p][kind] - std::min<int>(n, s.army[h][p][kind]));
  s.shaken[h][p][kind] = std::min(s.shaken[h][p][kind], s.army[h][p][kind]);
  if (!regiments(s, h, p)) s.present[p].reset(h);
}

void rout_army(ColState& s, int h, int p) {
  for (int k = 0; k < kRegimentKinds; ++k) {
    s.seat[p].routed[k] = uint8_t(s.seat[p].routed[k] + s.army[h][p][k]);
    s.army[h][p][k] = s.shaken[h][p][k] = 0;
  }
  s.present[p].reset(h);
}

int regiments_on_board(const ColState& s, int p) {
  int n = 0;
  s.present[p].for_each([&](int h) { n += regiments(s, h, p); });
  return n;
}

int seats_on(const ColState& s, int h) {
  int bits = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (s.present[q].test(h)) bits |= 1 << q;
  return bits;
}

HexMask hostile_tiles(const ColState& s) {
  HexMask out;
  // Most games have no non-player forces at all (col_npc): one pass over the tiles, 4 bytes each, says so.
  uint32_t any = 0;
  for (int h = 0; h < kColHexes; ++h) {
    uint32_t forces;  // the tile's neutral and hostile infantry and cavalry, read at once
    std::memcpy(&forces, s.npc[h], sizeof forces);
    any |= forces;
  }
  if (!any) return out;
  for (int h = 0; h < kColHexes; ++h) {
    uint16_t both;  // the tile's hostile infantry and cavalry, read at once
    std::memcpy(&both, s.npc[h][Hostile], sizeof both);
    out.w[0] |= uint64_t(both != 0) << h;
  }
  return out;
}

HexMask enemy_tiles(const ColState& s, int p) { return enemy_tiles(s, p, hostile_tiles(s)); }

HexMask enemy_tiles(const ColState& s, int p, const HexMask& hostile) {
  HexMask out = hostile;
  for (int q = 0; q < s.num_players; ++q)
    if (at_war(s, p, q)) out |= s.present[q];
  return out;
}

bool enemy_on(const ColState& s, int h, int p) {
  if (hostiles(s, h)) return true;
  for (int q = 0; q < s.num_players; ++q)
    if (s.present[q].test(h) && at_war(s, p, q)) return true;
  return false;
}

bool occupied_against(const ColState& s, int h, int p) {
  if (hostiles(s, h)) return true;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && s.present[q].test(h) && !allied(s, p, q)) return true;
  return false;
}

HexMask occupied_tiles(const ColState& s, int p) { return occupied_tiles(s, p, hostile_tiles(s)); }

HexMask occupied_tiles(const ColState& s, int p, const HexMask& hostile) {
  HexMask out = hostile;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && !allied(s, p, q)) out |= s.present[q];
  return out;
}

// ---- Pieces ----

void place_village(const ColGame&, ColState& s, int v, int p) {
  s.v_founder[v] = s.v_owner[v] = uint8_t(p);
  s.city.reset(v);
  s.held_v[p].set(v);
  s.founded_v[p].set(v);
}

void place_road(ColState& s, int e, int p) {
  s.e_founder[e] = s.e_owner[e] = uint8_t(p);
  s.held_e[p].set(e);
  s.founded_e[p].set(e);
}

void make_city(ColState& s, int v) { s.city.set(v); }
void reduce_city(ColState& s, int v) { s.city.reset(v); }

void remove_settlement(ColState& s, int v) {
  if (s.v_owner[v] < kColSeats) s.held_v[s.v_owner[v]].reset(v);
  if (s.v_founder[v] < kColSeats) s.founded_v[s.v_founder[v]].reset(v);
  s.v_founder[v] = s.v_owner[v] = kNone;
  s.city.reset(v);
}

void remove_road(ColState& s, int e) {
  if (s.e_owner[e] < kColSeats) s.held_e[s.e_owner[e]].reset(e);
  if (s.e_founder[e] < kColSeats) s.founded_e[s.e_founder[e]].reset(e);
  s.e_founder[e] = s.e_owner[e] = kNone;
}

void set_owner_v(ColState& s, int v, int p) {
  if (s.v_owner[v] < kColSeats) s.held_v[s.v_owner[v]].reset(v);
  s.v_owner[v] = uint8_t(p);
  if (p < kColSeats) s.held_v[p].set(v);
}

void set_owner_e(ColState& s, int e, int p) {
  if (s.e_owner[e] < kColSeats) s.held_e[s.e_owner[e]].reset(e);
  s.e_owner[e] = uint8_t(p);
  if (p < kColSeats) s.held_e[p].set(e);
}

VertexMask seized_corners(const ColGame& g, const ColState& s) {
  VertexMask out;
  if (g.opt().col_active_hostiles)
    for (int v = 0; v < kColVertices; ++v)
      if (s.v_owner[v] == kNpcSeat) out.set(v);
  return out;
}

int villages_founded(const ColState& s, int p) { return (s.founded_v[p] - s.city).count(); }

int cities_founded(const ColState& s, int p) { return (s.founded_v[p] & s.city).count(); }

int roads_founded(const ColState& s, int p) { return s.founded_e[p].count(); }

int own_settlements(const ColState& s, int p) { return (s.founded_v[p] & s.held_v[p]).count(); }

// ---- Influence ----

namespace {

// Some tile of `tiles` holds an army at war with p, or hostile forces.
bool threatened(const ColState& s, const HexMask& tiles, int p) {
  bool hit = false;
  tiles.for_each([&](int h) { hit = hit || enemy_on(s, h, p); });
  return hit;
}

}  // namespace

bool threatened_path(const ColGame& g, const ColState& s, int e) {
  return s.e_owner[e] < kColSeats && threatened(s, g.side_tiles(e), s.e_owner[e]);
}

bool threatened_corner(const ColGame& g, const ColState& s, int v) {
  return s.v_owner[v] < kColSeats && threatened(s, g.corner_tiles(v), s.v_owner[v]);
}

// Besieged (Colonies §5.4): threatened, and every road of its holder there threatened too.
bool besieged(const ColGame& g, const ColState& s, int v) {
  if (!threatened_corner(g, s, v)) return false;
  const int p = s.v_owner[v];
  bool open = false;
  (g.corner_paths(v) & s.held_e[p]).for_each([&](int e) { open = open || !threatened_path(g, s, e); });
  return !open;
}

// ---- Supply and roads ----

namespace {

// Corners reached from `start` along the net's roads, never past another seat's settlement.
VertexMask walk(const ColGame& g, const RoadNet& net, VertexMask start) {
  VertexMask reached = start, frontier = start;
  while (frontier.any()) {
    VertexMask next;
    frontier.for_each([&](int v) {
      if (net.others.test(v) && !start.test(v)) return;  // a road ends at another's settlement
      (g.corner_paths(v) & net.usable).for_each([&](int e) { next |= g.path_corners(e); });
    });
    next -= reached;
    reached |= next;
    frontier = next;
  }
  return reached;
}

HexMask tiles_touching(const ColGame& g, const VertexMask& corners) {
  HexMask out;
  corners.for_each([&](int v) { out |= g.corner_tiles(v); });
  return out;
}

}  // namespace

RoadNet road_net(const ColGame& g, const ColState& s, int p) { return road_net(g, s, p, hostile_tiles(s)); }

RoadNet road_net(const ColGame& g, const ColState& s, int p, const HexMask& hostile) {
  RoadNet net;
  net.enemies = enemy_tiles(s, p, hostile);
  s.held_e[p].for_each([&](int e) {
    if (!(g.side_tiles(e) & net.enemies).any()) net.usable.set(e);
  });
  net.others = seized_corners(g, s);
  for (int q = 0; q < s.num_players; ++q)
    if (q != p) net.others |= s.held_v[q];
  return net;
}

VertexMask network(const ColGame& g, const ColState& s, int p) { return walk(g, road_net(g, s, p), s.held_v[p]); }

HexMask supplied_tiles(const ColGame& g, const ColState& s, int p) { return supplied_tiles(g, s, p, road_net(g, s, p)); }

HexMask supplied_tiles(const ColGame& g, const ColState& s, int p, const RoadNet& net) {
  return tiles_touching(g, walk(g, net, s.held_v[p]));
}

VertexMask threatened_corners(const ColGame& g, const ColState& s, int p, const RoadNet& net) {
  VertexMask out;
  s.held_v[p].for_each([&](int v) {
    if ((g.corner_tiles(v) & net.enemies).any()) out.set(v);
  });
  return out;
}

VertexMask besieged_corners(const ColGame& g, const ColState& s, int p, const RoadNet& net) {
  VertexMask out;
  threatened_corners(g, s, p, net).for_each([&](int v) {
    if (!(g.corner_paths(v) & net.usable).any()) out.set(v);  // every road of p there threatened too
  });
  return out;
}

HexMask road_reach(const ColGame& g, const ColState& s, int p, int from) {
  return road_reach(g, s, p, from, road_net(g, s, p));
}

HexMask road_reach(const ColGame& g, const ColState& s, int p, int from, const RoadNet& net) {
  VertexMask start;
  g.tile_corners(from).for_each([&](int v) {
    if (s.held_v[p].test(v) || (g.corner_paths(v) & s.held_e[p]).any()) start.set(v);
  });
  VertexMask reached = walk(g, net, start);
  // Two or more of p's coastal settlements with harbors count as joined (Colonies §5.4).
  const VertexMask harbors = s.held_v[p] & g.harbor_corners();
  if (harbors.count() >= 2 && (reached & harbors).any()) reached |= walk(g, net, harbors);
  HexMask out = tiles_touching(g, reached);
  out.reset(from);
  return out;
}

std::array<int, kRegimentKinds> support(const ColState& s, int p) {
  const VertexMask own = s.founded_v[p] & s.held_v[p];
  const int villages = (own - s.city).count(), cities = (own & s.city).count();
  return {std::min(40, 4 * villages + 6 * cities), std::min(12, villages + 2 * cities), std::min(8, 2 * cities)};
}

std::array<int, kRegimentKinds> regiment_counts(const ColState& s, int p) {
  std::array<int, kRegimentKinds> n{s.seat[p].routed[0], s.seat[p].routed[1], s.seat[p].routed[2]};
  s.present[p].for_each([&](int h) {
    for (int k = 0; k < kRegimentKinds; ++k) n[k] += s.army[h][p][k];
  });
  return n;
}

int settlement_bonus(const ColGame& g, const ColState& s, int h, int p) {
  int bonus = 0;
  g.tile_corners(h).for_each([&](int v) {
    if (s.v_owner[v] < kColSeats && allied(s, p, s.v_owner[v])) bonus += s.city.test(v) ? 2 : 1;
  });
  return bonus;
}

}  // namespace catanlab::col
