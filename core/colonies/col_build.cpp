// Spring's building (Colonies §6.5): roads, then villages, then cities,
// each order checked again against the board as the marches left it (on
// explored tiles its builder supplies) and paid now. Two seats' orders for one spot (for villages: one spot or two
// neighbouring corners) are a dispute: only a seat that alone among them has
// an army beside the spot builds (local military superiority); otherwise
// neither does.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

bool neutrals_beside(const ColGame& g, const ColState& s, const HexMask& tiles) {
  if (!g.opt().col_npc) return false;
  bool any = false;
  tiles.for_each([&](int h) { any = any || neutrals(s, h); });
  return any;
}

bool open_to(const ColState& s, const HexMask& tiles, int p) {
  bool open = true;
  tiles.for_each([&](int h) { open = open && !occupied_against(s, h, p); });
  return open;
}

bool army_beside(const ColState& s, const HexMask& tiles, int p) { return (tiles & s.present[p]).any(); }

// "A road, village, or city can be built on an explored and supplied tile": every tile beside the spot is both
// (a city's always: its village supplies them).
bool on_supplied(const ColGame& g, const ColState& s, const HexMask& tiles, int p) {
  return !(tiles - s.explored).any() && !(tiles - supplied_tiles(g, s, p)).any();
}

// Whether p's order (a road on a path, or a village at a corner) may go ahead against other seats' orders.
bool wins_dispute(const ColGame& g, const ColState& s, OrderKind kind, int p, int spot) {
  const HexMask tiles = kind == OrderKind::Road ? g.side_tiles(spot) : g.corner_tiles(spot);
  bool rivals = false, rival_army = false;
  for (int q = 0; q < g.num_players(); ++q) {
    if (q == p || !active(s, q)) continue;
    const ColBook& b = s.book[q];
    for (int i = 0; i < b.count; ++i) {
      const ColOrder& o = b.order[i];
      if (o.kind != kind) continue;
      const bool clash = o.a == spot || (kind == OrderKind::Village && g.corner_neighbours(spot).test(o.a));
      if (!clash) continue;
      rivals = true;
      rival_army = rival_army || army_beside(s, tiles, q);
    }
  }
  return !rivals || (army_beside(s, tiles, p) && !rival_army);
}

ColCost toll_beside(const ColGame& g, const ColState& s, const HexMask& tiles) {
  return neutrals_beside(g, s, tiles) ? toll(g) : ColCost{};
}

// Pays c, or nothing and false if p cannot.
bool charge(ColState& s, int p, const ColCost& c) {
  if (!affordable(s.seat[p].hand, c)) return false;
  pay(s, p, c);
  return true;
}

void build_road(const ColGame& g, ColState& s, int p, int e) {
  if (s.e_owner[e] != kNone || !on_supplied(g, s, g.side_tiles(e), p) || !open_to(s, g.side_tiles(e), p)) return;
  if (roads_founded(s, p) >= g.opt().col_roads) return;
  bool joined = false;
  for (int v : g.topo().edge_vertex[e]) {
    if (s.held_v[p].test(v)) joined = true;
    else if (s.v_owner[v] == kNone && (g.corner_paths(v) & s.held_e[p]).any()) joined = true;
  }
  if (!joined) return;
  ColCost c = toll_beside(g, s, g.side_tiles(e));
  const bool free = s.seat[p].free_roads > 0;
  if (!free) c += road_cost(s, p);
  if (!charge(s, p, c)) return;
  if (free) s.seat[p].free_roads -= 1;
  place_road(s, e, p);
}

void build_village(const ColGame& g, ColState& s, int p, int v) {
  if (s.v_owner[v] != kNone || !on_supplied(g, s, g.corner_tiles(v), p) || !open_to(s, g.corner_tiles(v), p)) return;
  bool near = false;
  g.corner_neighbours(v).for_each([&](int w) { near = near || s.v_owner[w] != kNone; });
  if (near || villages_founded(s, p) >= 5 || !(g.corner_paths(v) & s.held_e[p]).any()) return;
  ColCost c = village_cost();
  c += toll_beside(g, s, g.corner_tiles(v));
  if (charge(s, p, c)) place_village(g, s, v, p);
}

void build_city(const ColGame& g, ColState& s, int p, int v) {
  if (s.v_owner[v] != p || s.city.test(v) || cities_founded(s, s.v_founder[v]) >= 4) return;
  if (neutrals_beside(g, s, g.corner_tiles(v)) || !open_to(s, g.corner_tiles(v), p)) return;
  if (charge(s, p, city_cost())) make_city(s, v);
}

}  // namespace

void resolve_builds(const ColGame& g, ColState& s) {
  for (OrderKind kind : {OrderKind::Road, OrderKind::Village, OrderKind::City}) {
    // Disputes are judged on the orders as written, before any of them is built.
    std::vector<std::pair<int, int>> go;  // (seat, order)
    for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p)) {
      const ColBook& b = s.book[p];
      for (int i = 0; i < b.count; ++i)
        if (b.order[i].kind == kind && (kind == OrderKind::City || wins_dispute(g, s, kind, p, b.order[i].a)))
          go.push_back({p, i});
    }
    for (auto [p, i] : go) {
      ColOrder& o = s.book[p].order[i];
      o.flags |= ColOrderFlag::Done;
      if (kind == OrderKind::Road) build_road(g, s, p, o.a);
      else if (kind == OrderKind::Village) build_village(g, s, p, o.a);
      else build_city(g, s, p, o.a);
    }
  }
}

}  // namespace catanlab::col
