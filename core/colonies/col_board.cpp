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

namespace {

HexMask hostile_tiles(const ColState& s) {
  HexMask out;
  for (int h = 0; h < kColHexes; ++h)
    if (hostiles(s, h)) out.set(h);
  return out;
}

}  // namespace

HexMask enemy_tiles(const ColState& s, int p) {
  HexMask out = hostile_tiles(s);
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

HexMask occupied_tiles(const ColState& s, int p) {
  HexMask out = hostile_tiles(s);
  for (int q = 0; q < s.num_players; ++q)
    if (q != p && !allied(s, p, q)) out |= s.present[q];
  return out;
}

// ---- Pieces ----

void place_village(const ColGame&, ColState& s, int v, int p) {
  s.v_founder[v] = s.v_owner[v] = uint8_t(p);
  s.city.reset(v);
  s.held_v[p].set(v);
}

void place_road(ColState& s, int e, int p) {
  s.e_founder[e] = s.e_owner[e] = uint8_t(p);
  s.held_e[p].set(e);
}

void make_city(ColState& s, int v) { s.city.set(v); }
void reduce_city(ColState& s, int v) { s.city.reset(v); }

void remove_settlement(ColState& s, int v) {
  if (s.v_owner[v] < kColSeats) s.held_v[s.v_owner[v]].reset(v);
  s.v_founder[v] = s.v_owner[v] = kNone;
  s.city.reset(v);
}

void remove_road(ColState& s, int e) {
  if (s.e_owner[e] < kColSeats) s.held_e[s.e_owner[e]].reset(e);
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

int villages_founded(const ColState& s, int p) {
  int n = 0;
  for (int v = 0; v < kColVertices; ++v) n += s.v_founder[v] == p && !s.city.test(v);
  return n;
}

int cities_founded(const ColState& s, int p) {
  int n = 0;
  for (int v = 0; v < kColVertices; ++v) n += s.v_founder[v] == p && s.city.test(v);
  return n;
}

int roads_founded(const ColState& s, int p) {
  int n = 0;
  for (int e = 0; e < kColEdges; ++e) n += s.e_founder[e] == p;
  return n;
}

int own_settlements(const ColState& s, int p) {
  int n = 0;
  s.held_v[p].for_each([&](int v) { n += s.v_founder[v] == p; });
  return n;
}

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

// Corners reached from `start` along p's unthreatened roads, never past another seat's settlement.
VertexMask walk(const ColGame& g, const ColState& s, int p, VertexMask start) {
  EdgeMask usable;
  const HexMask enemies = enemy_tiles(s, p);
  s.held_e[p].for_each([&](int e) {
    if (!(g.side_tiles(e) & enemies).any()) usable.set(e);
  });
  VertexMask others = seized_corners(g, s);
  for (int q = 0; q < s.num_players; ++q)
    if (q != p) others |= s.held_v[q];
  VertexMask reached = start, frontier = start;
  const Topology& t = g.topo();
  while (frontier.any()) {
    VertexMask next;
    frontier.for_each([&](int v) {
      if (others.test(v) && !start.test(v)) return;  // a road ends at another's settlement
      (g.corner_paths(v) & usable).for_each([&](int e) {
        for (int w : t.edge_vertex[e])
          if (!reached.test(w)) next.set(w);
      });
    });
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

VertexMask network(const ColGame& g, const ColState& s, int p) { return walk(g, s, p, s.held_v[p]); }

HexMask supplied_tiles(const ColGame& g, const ColState& s, int p) { return tiles_touching(g, network(g, s, p)); }

HexMask road_reach(const ColGame& g, const ColState& s, int p, int from) {
  VertexMask start;
  g.tile_corners(from).for_each([&](int v) {
    if (s.held_v[p].test(v) || (g.corner_paths(v) & s.held_e[p]).any()) start.set(v);
  });
  VertexMask reached = walk(g, s, p, start);
  // Two or more of p's coastal settlements with harbors count as joined (Colonies §5.4).
  const VertexMask harbors = s.held_v[p] & g.harbor_corners();
  if (harbors.count() >= 2 && (reached & harbors).any()) reached |= walk(g, s, p, harbors);
  HexMask out = tiles_touching(g, reached);
  out.reset(from);
  return out;
}

std::array<int, kRegimentKinds> support(const ColState& s, int p) {
  int villages = 0, cities = 0;
  s.held_v[p].for_each([&](int v) {
    if (s.v_founder[v] == p) (s.city.test(v) ? cities : villages) += 1;
  });
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
