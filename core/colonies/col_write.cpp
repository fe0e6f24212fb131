// Spring's written orders (Colonies §5.6, §7): a seat writes its book one
// small step at a time (an order's kind and place, then its tile or
// regiments; a stance toward a seat), face down, and ends with `commit`.
// Which steps are legal reads only what the writer sees: the public board
// and stances, its own hand and its own book; never another seat's book, so
// the order in which seats write changes nothing.
#include <bit>
#include <climits>
#include <optional>
#include <span>

#include <fmt/format.h>

#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

// Whether the hand pays for one more order beside the book's, each found the first time a listing asks and kept
// until the book gains an order (note); -1: not asked yet.
struct Payments {
  // A regiment of each kind within a settlement's rate [0], requisitioned [1].
  int8_t regiment[kRegimentKinds][2] = {{-1, -1}, {-1, -1}, {-1, -1}};
  int8_t road = -1, village = -1;  // bits: 1 without, 2 with the toll of neutral forces beside it
  int8_t city = -1;
};

// What a book already holds, gathered once per call.
struct BookSummary {
  ColCost cost;                   // all of it paid
  VertexMask villages, cities, pillaged_v, musters;
  EdgeMask roads, pillaged_e;
  HexMask explores, fortified, departures, hires;
  int road_orders = 0;
  int villages_founded = 0, roads_founded = 0;  // p's pieces on the board
  HexMask barred;  // tiles beside which p may not build (Colonies §5.2: occupied by another)
  RoadNet net;        // p's roads and the enemies beside them
  HexMask supplied;   // tiles p's settlements supply now (supplied_tiles)
  HexMask buildable;  // explored tiles supplied now or by the roads the book writes: p builds only beside them
  bool rally = false, vote = false;
  std::array<int, kRegimentKinds> mustered{};
  uint8_t leaving[kColHexes][kRegimentKinds]{};  // regiments written to march away from each tile
  uint8_t normal_inf[kColVertices]{}, normal_special[kColVertices]{};  // a settlement's rate used
  Payments paid;
};

int musters(const BookSummary& b) { return b.mustered[0] + b.mustered[1] + b.mustered[2]; }

bool has_neutrals_beside(const ColGame& g, const ColState& s, const HexMask& tiles) {
  if (!g.opt().col_npc) return false;
  bool any = false;
  tiles.for_each([&](int h) { any = any || neutrals(s, h); });
  return any;
}

// `rank`: how many orders of its kind come before it in the book (roads: free ones first; musters: captures first).
ColCost order_cost(const ColGame& g, const ColState& s, int p, const ColOrder& o, int rank) {
  ColCost c;
  switch (o.kind) {
    case OrderKind::Muster:
      for (int k = 0; k < kRegimentKinds; ++k)
        if (o.n[k]) c = muster_cost(s, p, k, o.flags & ColOrderFlag::Requisition, rank);
      break;
    case OrderKind::March:
      if (g.opt().col_npc && neutrals(s, o.b)) c = toll(g);
      break;
    case OrderKind::Road:
      if (rank >= s.seat[p].free_roads) c = road_cost(s, p);
      if (has_neutrals_beside(g, s, g.side_tiles(o.a))) c += toll(g);
      break;
    case OrderKind::Village:
      c = village_cost();
      if (has_neutrals_beside(g, s, g.corner_tiles(o.a))) c += toll(g);
      break;
    case OrderKind::City: c = city_cost(); break;
    case OrderKind::Hire: c = hire_cost(s, o.a); break;
    default: break;
  }
  return c;
}

// One more order of p's book into its summary; returns whether it costs anything.
bool note(const ColGame& g, const ColState& s, int p, BookSummary& b, const ColOrder& o) {
  const ColCost cost = order_cost(g, s, p, o, o.kind == OrderKind::Muster ? musters(b) : b.road_orders);
  b.cost += cost;
  b.paid = Payments{};
  if (o.kind == OrderKind::Road)
    for (int v : g.topo().edge_vertex[o.a]) b.buildable |= g.corner_tiles(v);
  switch (o.kind) {
    case OrderKind::Muster:
      b.musters.set(o.a);
      for (int k = 0; k < kRegimentKinds; ++k) b.mustered[k] += o.n[k];
      if (!(o.flags & ColOrderFlag::Requisition)) (o.n[Infantry] ? b.normal_inf : b.normal_special)[o.a] += 1;
      break;
    case OrderKind::March:
      if (o.flags & ColOrderFlag::Onward) break;  // its cavalry are on their way, not on its tile
      b.departures.set(o.a);
      for (int k = 0; k < kRegimentKinds; ++k) b.leaving[o.a][k] = uint8_t(b.leaving[o.a][k] + o.n[k]);
      break;
    case OrderKind::Explore: b.explores.set(o.a); break;
    case OrderKind::Road: b.roads.set(o.a), b.road_orders += 1; break;
    case OrderKind::Village: b.villages.set(o.a); break;
    case OrderKind::City: b.cities.set(o.a); break;
    case OrderKind::Fortify: b.fortified.set(o.a); break;
    case OrderKind::Rally: b.rally = true; break;
    case OrderKind::Vote: b.vote = true; break;
    case OrderKind::Pillage: (o.b ? void(b.pillaged_e.set(o.a)) : b.pillaged_v.set(o.a)); break;
    case OrderKind::Hire: b.hires.set(o.a); break;
  }
  int cards = cost.food + cost.lumber_or_brick + cost.any;
  for (int n : cost.fixed) cards += n;
  return cards > 0;
}

BookSummary summarise(const ColGame& g, const ColState& s, int p, const ColSeatView& w) {
  BookSummary b;
  b.villages_founded = w.villages_founded;
  b.roads_founded = w.roads_founded;
  b.barred = w.barred;
  b.net = w.net;
  b.buildable = b.supplied = w.supplied;
  const ColBook& book = s.book[p];
  for (int i = 0; i < book.count; ++i) note(g, s, p, b, book.order[i]);
  return b;
}

// Inline: a listing asks it of each kind of order the book may gain, and most costs are known when compiled.
[[gnu::always_inline]] inline bool fits(const ColState& s, int p, const BookSummary& b, const ColCost& extra) {
  ColCost c = b.cost;
  c += extra;
  return affordable(s.seat[p].hand, c);
}

// Whether a muster of `kind` at v is within the settlement's rate, else a requisition at a harbor; -1: neither.
int muster_class(const ColGame& g, const ColState& s, const BookSummary& b, int v, int kind) {
  const bool city = s.city.test(v);
  const bool normal = kind == Infantry ? (city ? !b.normal_special[v] && b.normal_inf[v] < 2 : !b.normal_inf[v])
                                       : city && !b.normal_special[v] && !b.normal_inf[v];
  if (normal) return 0;
  return g.harbor_corners().test(v) ? ColOrderFlag::Requisition : -1;
}

// Payments::regiment, by muster_class's 0 or ColOrderFlag::Requisition.
static_assert(ColOrderFlag::Requisition == 1);
bool pays_regiment(const ColState& s, int p, BookSummary& b, int kind, int requisition) {
  int8_t& known = b.paid.regiment[kind][requisition];
  if (known < 0) known = fits(s, p, b, muster_cost(s, p, kind, requisition, musters(b)));
  return known;
}

// Whether the hand pays for a road or a village of that cost (Payments::road, village); with the toll only where
// there are neutral forces (has_neutrals_beside).
int pays_placed(const ColGame& g, const ColState& s, int p, const BookSummary& b, const ColCost& cost) {
  if (!fits(s, p, b, cost)) return 0;  // the toll costs more
  if (!g.opt().col_npc) return 1;
  ColCost tolled = cost;
  tolled += toll(g);
  return 1 | int(fits(s, p, b, tolled)) << 1;
}

int pays_road(const ColGame& g, const ColState& s, int p, BookSummary& b) {
  if (b.paid.road < 0)
    b.paid.road = int8_t(pays_placed(g, s, p, b, b.road_orders >= s.seat[p].free_roads ? road_cost(s, p) : ColCost{}));
  return b.paid.road;
}

int pays_village(const ColGame& g, const ColState& s, int p, BookSummary& b) {
  if (b.paid.village < 0) b.paid.village = int8_t(pays_placed(g, s, p, b, village_cost()));
  return b.paid.village;
}

bool pays_city(const ColState& s, int p, BookSummary& b) {
  if (b.paid.city < 0) b.paid.city = fits(s, p, b, city_cost());
  return b.paid.city;
}

// The tiles beside settlement v where p may muster a regiment of `kind`: explored, without enemies; none beyond its
// support, or where the settlement's rate and a requisition are spent or not paid for.
HexMask muster_tiles(const ColGame& g, const ColState& s, int p, BookSummary& b, int v, int kind,
                     const ColSeatView& w) {
  if (w.counts[kind] + b.mustered[kind] >= w.cap[kind]) return {};
  const int cls = muster_class(g, s, b, v, kind);
  if (cls < 0 || !pays_regiment(s, p, b, kind, cls)) return {};
  return (g.corner_tiles(v) & s.explored) - b.net.enemies;
}

// A road on a site the board offers (ColSeatView::road_sites, not written yet), beside tiles p builds beside. That
// it joins p's settlements or an open end of its roads is the listing's check (the paths it looks at), as are the
// site, p's road pieces left and the hand's payment.
bool may_road(const ColGame& g, const ColState& s, const BookSummary& b, int e, int pays) {
  if ((g.side_tiles(e) - b.buildable).any()) return false;
  return pays >> int(has_neutrals_beside(g, s, g.side_tiles(e))) & 1;
}

// A village on a site the board offers (ColSeatView::village_sites, not written yet) at an end of p's roads,
// beside tiles p builds beside, apart from the villages written. The site, the road's end, p's village pieces left
// and the hand's payment are the listing's checks.
bool may_village(const ColGame& g, const ColState& s, const BookSummary& b, int v, int pays) {
  if ((g.corner_tiles(v) - b.buildable).any() || (g.corner_neighbours(v) & b.villages).any()) return false;
  return pays >> int(has_neutrals_beside(g, s, g.corner_tiles(v))) & 1;
}

// A captured village too (ours: captured settlements are the captor's "for all intents and purposes"); the city
// stays of its founder's colour, within the founder's 4 city pieces. The hand's payment is the listing's check.
bool may_city(const ColGame& g, const ColState& s, int p, const BookSummary& b, int v) {
  if (!s.held_v[p].test(v) || s.city.test(v) || b.cities.test(v)) return false;
  const int founder = s.v_founder[v];
  int pieces = col::cities_founded(s, founder);
  b.cities.for_each([&](int w) { pieces += s.v_founder[w] == founder; });
  if (pieces >= 4 || has_neutrals_beside(g, s, g.corner_tiles(v))) return false;
  return !(g.corner_tiles(v) & b.barred).any();
}

std::array<int, kRegimentKinds> available(const ColState& s, const BookSummary& b, int p, int h) {
  return {s.army[h][p][0] - b.leaving[h][0], s.army[h][p][1] - b.leaving[h][1], s.army[h][p][2] - b.leaving[h][2]};
}

// Where p's army on `from` may march: adjacent tiles, or tiles p's roads join that hold no enemy; explored (or
// explored by this book first) and supplied.
HexMask march_targets(const ColGame& g, const ColState& s, int p, const ColSeatView& w, const BookSummary& b, int from,
                      const HexMask& supplied) {
  const HexMask by_road = s.present[p].test(from) ? w.reach[from] : road_reach(g, s, p, from, w.net);
  const HexMask near = g.tile_neighbours(from);
  HexMask out = (near | by_road) & (s.explored | b.explores) & supplied;
  out -= b.net.enemies - near;  // along roads only into tiles without enemies
  for (int i = 0; i < s.book[p].count; ++i) {
    const ColOrder& o = s.book[p].order[i];
    if (o.kind == OrderKind::March && o.a == from) out.reset(o.b);  // one order per pair of tiles
  }
  return out;
}

// The tile a cavalry army may march on from (Colonies §5.5: cavalry alone, into a flat tile, moves again):
// where the book's last order, such a march and no second leg itself, arrives; else -1.
int onward_from(const ColState& s, const ColBook& book) {
  if (!book.count || book.draft) return -1;
  const ColOrder& last = book.order[book.count - 1];
  if (last.kind != OrderKind::March || (last.flags & ColOrderFlag::Onward)) return -1;
  if (last.n[Infantry] || last.n[Artillery] || !last.n[Cavalry] || !explored(s, last.b) || !flat(terrain(s, last.b)))
    return -1;
  return last.b;
}

bool may_hire(const ColGame& g, const ColState& s, int p, const BookSummary& b, int h) {
  if (!g.opt().col_npc || !neutrals(s, h) || b.hires.test(h)) return false;
  const bool near = (g.tile_neighbours(h) & s.present[p]).any() || s.present[p].test(h) ||
                    (g.tile_corners(h) & s.held_v[p]).any();
  return near && fits(s, p, b, hire_cost(s, h));
}

// What the board offers every seat alike: land corners free and apart from every settlement, free land paths.
struct OpenSites {
  VertexMask corners;
  EdgeMask paths;
};

OpenSites open_sites(const ColGame& g, const ColState& s) {
  VertexMask owned;
  for (int v = 0; v < g.topo().num_vertices; ++v)
    if (s.v_owner[v] != kNone) owned.set(v);
  VertexMask near = owned;  // a settlement's corner and its neighbours
  owned.for_each([&](int u) { near |= g.corner_neighbours(u); });
  OpenSites out;
  g.topo().land_vertices.for_each([&](int v) {
    if (!near.test(v)) out.corners.set(v);
  });
  g.land_paths().for_each([&](int e) {
    if (s.e_owner[e] == kNone) out.paths.set(e);
  });
  return out;
}

// As masks, no tile asked twice: a site beside a tile face down or barred is none; p explores the tiles face down
// beside its armies or at the ends of its roads.
ColSeatView seat_view(const ColGame& g, const ColState& s, int p, const OpenSites& open) {
  ColSeatView w{};
  w.net = road_net(g, s, p);
  w.supplied = supplied_tiles(g, s, p, w.net);
  w.barred = g.land() & occupied_tiles(s, p);
  const HexMask hidden = g.land() - s.explored;
  HexMask near;
  (s.present[p] & g.land()).for_each([&](int h) { near |= g.tile_neighbours(h); });
  s.held_e[p].for_each([&](int e) { g.path_corners(e).for_each([&](int v) { near |= g.corner_tiles(v); }); });
  w.explorable = near & hidden;
  w.musterers = (s.held_v[p] & s.founded_v[p]) - besieged_corners(g, s, p, w.net);
  VertexMask bad_corners;
  EdgeMask bad_paths;
  (hidden | w.barred).for_each([&](int h) { bad_corners |= g.tile_corners(h), bad_paths |= g.tile_sides(h); });
  w.village_sites = open.corners - bad_corners;
  w.road_sites = open.paths - bad_paths;
  w.villages_founded = villages_founded(s, p);
  w.roads_founded = roads_founded(s, p);
  w.counts = regiment_counts(s, p);
  w.cap = support(s, p);
  s.present[p].for_each([&](int h) { w.reach[h] = road_reach(g, s, p, h, w.net); });
  return w;
}

}  // namespace

ColCost book_cost(const ColGame& g, const ColState& s, int p) { return summarise(g, s, p, ColSeatView{}).cost; }

namespace {

// The kinds of step a book's next step may take, one block of ids each, in the order of the blocks' ids: the order
// prior draws a kind first and then a step of it, so that it lists the steps of one kind only (draw_steps).
enum class Step : uint8_t {
  Stance0, Stance1, Stance2, Muster, Regiment0, Regiment1, Regiment2, March, MarchTo, MarchWith, MarchGo, MarchOn,
  Explore, Road, Village, City, Fortify, Rally, Vote, PillageRoad, Pillage, Hire, Commit
};
constexpr int kSteps = int(Step::Commit) + 1;
constexpr uint32_t bit(Step kind) { return 1u << int(kind); }  // sets of kinds as bits
static_assert(kSteps <= 32);

// A list of kinds of step as a type: a listing folds over it with each kind known when compiled.
template <Step... K>
struct Kinds {
  static constexpr Step list[] = {K...};
};

// Calls f(Kinds<...>{}) with the kinds the book's draft allows; an order of its own once the book has room for one.
template <class F>
decltype(auto) with_step_kinds(const ColGame& g, const ColBook& book, F&& f) {
  switch (book.draft) {
    case ColDraft::MusterRegiment: return f(Kinds<Step::Regiment0, Step::Regiment1, Step::Regiment2>{});
    case ColDraft::MarchTarget: return f(Kinds<Step::MarchTo>{});
    case ColDraft::MarchRegiments: return f(Kinds<Step::MarchWith, Step::MarchGo>{});
    default:
      if (book.count < g.opt().col_orders)
        return f(Kinds<Step::Stance0, Step::Stance1, Step::Stance2, Step::Muster, Step::March, Step::MarchOn,
                       Step::Explore, Step::Road, Step::Village, Step::City, Step::Fortify, Step::Rally, Step::Vote,
                       Step::PillageRoad, Step::Pillage, Step::Hire, Step::Commit>{});
      return f(Kinds<Step::Stance0, Step::Stance1, Step::Stance2, Step::Commit>{});
  }
}

std::span<const Step> step_kinds(const ColGame& g, const ColBook& book) {
  return with_step_kinds(g, book, []<Step... K>(Kinds<K...>) { return std::span<const Step>(Kinds<K...>::list); });
}

// Kinds the options rule out, as bits: pillage without col_pillage, hires without non-player forces (col_npc).
uint32_t ruled_out(const ColGame& g) {
  const uint32_t pillage = g.opt().col_pillage ? 0 : bit(Step::PillageRoad) | bit(Step::Pillage);
  return pillage | (g.opt().col_npc ? 0 : bit(Step::Hire));
}

// The writer's next step being listed: what it sees of the board and what its book holds.
struct Writing {
  const ColGame& g;
  const ColState& s;
  int p;
  const ColSeatView& w;
  BookSummary& b;  // its payments found as the listing asks
  // The seats a stance of each kind may be written toward (kColSeats bits a kind): gathered in one pass for the
  // three kinds (stances_open).
  uint32_t stances;
};

// The other active seats toward which the book has set no stance yet and holds another, by stance: as bits, no
// branch.
uint32_t stances_open(const ColGame& g, const ColState& s, int p) {
  const ColBook& book = s.book[p];
  uint32_t out = 0;
  for (int q = 0; q < g.num_players(); ++q)
    for (int k = 0; k < 3; ++k) out |= uint32_t(active(s, q) & (book.stance[q] != k)) << (k * kColSeats + q);
  const uint32_t closed = unsigned(book.stance_set) | 1u << p;
  return out & ~(closed | closed << kColSeats | closed << 2 * kColSeats);
}

// Corners p's roads (held or written) reach: roads go on from them, villages stand at them.
VertexMask road_ends(const Writing& x) {
  VertexMask ends;
  (x.s.held_e[x.p] | x.b.roads).for_each([&](int e) {
    for (int v : x.g.topo().edge_vertex[e]) ends.set(v);
  });
  return ends;
}

// The legal steps of one kind (one the options offer: ruled_out), in id order, the first `limit` of them; returns
// how many it wrote. Inlined: random play lists every kind at each step of a book.
[[gnu::always_inline]] inline int list_steps(const Writing& x, Step kind, Out out, int limit) {
  const ColGame& g = x.g;
  const ColState& s = x.s;
  const int p = x.p;
  const ColSeatView& w = x.w;
  BookSummary& b = x.b;
  const ColGame::Blocks& bl = g.blocks();
  const ColBook& book = s.book[p];
  int n = 0;
  auto room = [&] { return n < limit; };
  auto add = [&](Action a) {
    if (room()) out[n++] = a;
  };
  switch (kind) {
    case Step::Stance0: case Step::Stance1: case Step::Stance2: {
      const int k = int(kind) - int(Step::Stance0);
      unsigned seats = x.stances >> (k * kColSeats) & ((1u << kColSeats) - 1);
      for (; seats && room(); seats &= seats - 1) add(g.id(bl.stance[k], std::countr_zero(seats)));
      break;
    }
    case Step::Regiment0: case Step::Regiment1: case Step::Regiment2: {
      const int k = int(kind) - int(Step::Regiment0), v = book.order[book.count].a;
      muster_tiles(g, s, p, b, v, k, w).for_each([&](int h) { add(g.tile_id(bl.muster_regiment[k], h)); });
      break;
    }
    case Step::MarchTo: {
      const int from = book.order[book.count].a;
      march_targets(g, s, p, w, b, from, b.supplied).for_each([&](int t) { add(g.tile_id(bl.march_to, t)); });
      break;
    }
    case Step::MarchWith: {
      const ColOrder& o = book.order[book.count];
      const auto avail = available(s, b, p, o.a);
      bool more = false;
      for (int k = 0; k < kRegimentKinds; ++k)
        if (avail[k] > o.n[k]) add(g.id(bl.march_with, k)), more = true;
      if (more) add(g.id(bl.march_with, kRegimentKinds));
      break;
    }
    case Step::MarchGo: {
      const ColOrder& o = book.order[book.count];
      if (o.n[0] + o.n[1] + o.n[2]) add(g.id(bl.march_go, 0));
      break;
    }
    case Step::Muster: {
      w.musterers.for_each([&](int v) {
        if (!room()) return;
        bool any = false;
        for (int k = 0; k < kRegimentKinds && !any; ++k) any = muster_tiles(g, s, p, b, v, k, w).any();
        if (any) add(g.id(bl.muster, v));
      });
      break;
    }
    case Step::March:
      s.present[p].for_each([&](int h) {
        if (!room()) return;
        const auto avail = available(s, b, p, h);
        if (b.fortified.test(h) || avail[0] + avail[1] + avail[2] == 0) return;
        if (march_targets(g, s, p, w, b, h, b.supplied).any()) add(g.tile_id(bl.march, h));
      });
      break;
    case Step::MarchOn:
      if (onward_from(s, book) >= 0) {
        const ColOrder& last = book.order[book.count - 1];
        march_targets(g, s, p, w, b, last.b, b.supplied).for_each([&](int t) {
          if (t != last.a) add(g.tile_id(bl.march_on, t));
        });
      }
      break;
    case Step::Explore: (w.explorable - b.explores).for_each([&](int h) { add(g.tile_id(bl.explore, h)); }); break;
    case Step::Road: {
      if (b.roads_founded + b.road_orders >= g.opt().col_roads) break;
      const int pays = pays_road(g, s, p, b);
      if (!pays) break;
      // Roads go on from p's settlements, and from the ends of its roads (held or written) that no other seat's
      // settlement holds.
      VertexMask from = s.held_v[p];
      road_ends(x).for_each([&](int v) {
        if (s.v_owner[v] == kNone || s.v_owner[v] == p) from.set(v);
      });
      EdgeMask paths;
      from.for_each([&](int v) { paths |= g.corner_paths(v); });
      ((paths & w.road_sites) - b.roads).for_each([&](int e) {
        if (room() && may_road(g, s, b, e, pays)) add(g.id(bl.road, e));
      });
      break;
    }
    case Step::Village: {
      if (b.villages_founded + int(b.villages.count()) >= 5) break;
      const int pays = pays_village(g, s, p, b);
      if (!pays) break;
      ((road_ends(x) & w.village_sites) - b.villages).for_each([&](int v) {
        if (room() && may_village(g, s, b, v, pays)) add(g.id(bl.village, v));
      });
      break;
    }
    case Step::City:
      if (!pays_city(s, p, b)) break;
      s.held_v[p].for_each([&](int v) {
        if (room() && may_city(g, s, p, b, v)) add(g.id(bl.city, v));
      });
      break;
    case Step::Fortify:
      s.present[p].for_each([&](int h) {
        if (!b.fortified.test(h) && !b.departures.test(h)) add(g.tile_id(bl.fortify, h));
      });
      break;
    case Step::Rally: {
      const ColSeat& me = s.seat[p];
      if (!b.rally && me.routed[0] + me.routed[1] + me.routed[2])
        b.supplied.for_each([&](int h) {
          if (g.land().test(h) && explored(s, h) && !b.net.enemies.test(h)) add(g.tile_id(bl.rally, h));
        });
      break;
    }
    case Step::Vote:
      if (!b.vote)
        for (int q = 0; q < g.num_players(); ++q)
          if (active(s, q)) add(g.id(bl.vote, q));
      break;
    case Step::PillageRoad:
      s.held_e[p].for_each([&](int e) {
        if (!b.pillaged_e.test(e)) add(g.id(bl.pillage_road, e));
      });
      break;
    case Step::Pillage:
      s.held_v[p].for_each([&](int v) {
        if (!b.pillaged_v.test(v)) add(g.id(bl.pillage, v));
      });
      break;
    case Step::Hire:
      g.land().for_each([&](int h) {
        if (room() && may_hire(g, s, p, b, h)) add(g.tile_id(bl.hire, h));
      });
      break;
    case Step::Commit: add(g.id(bl.commit, 0)); break;
  }
  return n;
}

// Every legal step, in id order: the kinds' steps one kind after another.
int legal_write(const ColGame& g, const ColState& s, int p, const ColSeatView& w, Out out) {
  BookSummary b = summarise(g, s, p, w);
  const Writing x{g, s, p, w, b, stances_open(g, s, p)};
  const uint32_t ruled = ruled_out(g);
  // Each kind listed with its kind known, so that no listing goes through list_steps' switch.
  return with_step_kinds(g, s.book[p], [&]<Step... K>(Kinds<K...>) {
    int n = 0;
    ((n += ruled & bit(K) ? 0 : list_steps(x, K, out + n, INT_MAX)), ...);
    return n;
  });
}

}  // namespace

int legal_write(const ColGame& g, const ColState& s, int p, Out out) { return legal_write(g, s, p, s.view[p], out); }

void write_views(const ColGame& g, ColState& s) {
  const bool writing = s.stage == ColStage::Write;
  const OpenSites open = writing ? open_sites(g, s) : OpenSites{};
  for (int p = 0; p < kColSeats; ++p)
    s.view[p] = writing && p < g.num_players() ? seat_view(g, s, p, open) : ColSeatView{};
}

namespace {

// The book the step writes: the writer's (the actor; draw_book makes the drawn seat the actor).
ColBook& book_of(ColState& s) { return s.book[s.actor]; }
ColOrder& drafted(ColState& s) { return book_of(s).order[book_of(s).count]; }

void append(ColState& s, OrderKind kind, int x, int y = 0) {
  drafted(s) = ColOrder{kind, uint8_t(x), uint8_t(y), {}, 0, 0};
  book_of(s).count += 1;
}

template <int Stance>
void write_stance(const ColGame&, ColState& s, int q) {
  ColBook& book = book_of(s);
  book.stance[q] = uint8_t(Stance);
  book.stance_set = uint8_t(book.stance_set | 1 << q);
}

void write_muster(const ColGame&, ColState& s, int v) {
  drafted(s) = ColOrder{OrderKind::Muster, uint8_t(v), 0, {}, 0, 0};
  book_of(s).draft = ColDraft::MusterRegiment;
}

template <int Kind>
void write_muster_regiment(const ColGame& g, ColState& s, int i) {
  const int p = s.actor;
  ColOrder& o = drafted(s);
  const BookSummary b = summarise(g, s, p, ColSeatView{});  // the book's own counts: the board unread
  const int cls = muster_class(g, s, b, o.a, Kind);
  o.b = uint8_t(g.tile_hex(i));
  o.n[Kind] = 1;
  o.flags = uint8_t(cls > 0 ? cls : 0);
  book_of(s).count += 1;
  book_of(s).draft = ColDraft::None;
}

constexpr ColApply kWriteMusterRegiment[kRegimentKinds] = {write_muster_regiment<0>, write_muster_regiment<1>,
                                                          write_muster_regiment<2>};

void write_march(const ColGame& g, ColState& s, int i) {
  drafted(s) = ColOrder{OrderKind::March, uint8_t(g.tile_hex(i)), 0, {}, 0, 0};
  book_of(s).draft = ColDraft::MarchTarget;
}

void write_march_to(const ColGame& g, ColState& s, int i) {
  drafted(s).b = uint8_t(g.tile_hex(i));
  book_of(s).draft = ColDraft::MarchRegiments;
}

// One regiment of a kind, or all the army's available regiments ("all"), which ends the order.
void write_march_with(const ColGame& g, ColState& s, int i) {
  ColOrder& o = drafted(s);
  if (i < kRegimentKinds) {
    o.n[i] += 1;
    return;
  }
  const int p = s.actor;
  const BookSummary b = summarise(g, s, p, ColSeatView{});
  const auto avail = available(s, b, p, o.a);
  for (int k = 0; k < kRegimentKinds; ++k) o.n[k] = uint8_t(avail[k]);
  book_of(s).count += 1;
  book_of(s).draft = ColDraft::None;
}

void write_march_go(const ColGame&, ColState& s, int) {
  book_of(s).count += 1;
  book_of(s).draft = ColDraft::None;
}

void write_march_on(const ColGame& g, ColState& s, int i) {
  ColBook& book = book_of(s);
  const ColOrder& last = book.order[book.count - 1];
  drafted(s) = ColOrder{OrderKind::March, last.b, uint8_t(g.tile_hex(i)), {last.n[0], last.n[1], last.n[2]},
                        ColOrderFlag::Onward, 0};
  book.count += 1;
}

void write_explore(const ColGame& g, ColState& s, int i) { append(s, OrderKind::Explore, g.tile_hex(i)); }
void write_road(const ColGame&, ColState& s, int e) { append(s, OrderKind::Road, e); }
void write_village(const ColGame&, ColState& s, int v) { append(s, OrderKind::Village, v); }
void write_city(const ColGame&, ColState& s, int v) { append(s, OrderKind::City, v); }
void write_fortify(const ColGame& g, ColState& s, int i) { append(s, OrderKind::Fortify, g.tile_hex(i)); }
void write_rally(const ColGame& g, ColState& s, int i) { append(s, OrderKind::Rally, g.tile_hex(i)); }
void write_vote(const ColGame&, ColState& s, int q) { append(s, OrderKind::Vote, q); }
void write_pillage_road(const ColGame&, ColState& s, int e) { append(s, OrderKind::Pillage, e, 1); }
void write_pillage(const ColGame&, ColState& s, int v) { append(s, OrderKind::Pillage, v, 0); }
void write_hire(const ColGame& g, ColState& s, int i) { append(s, OrderKind::Hire, g.tile_hex(i)); }
void write_commit(const ColGame&, ColState& s, int) { book_of(s).committed = 1; }

}  // namespace

void declare_write(const ColGame& g, ColHandlers& t, ColGame::Blocks& b, const std::vector<std::string>& tiles) {
  const int V = g.topo().num_vertices, E = g.topo().num_edges, n = g.num_players();
  const std::vector<std::string> kinds(kRegimentNames, kRegimentNames + kRegimentKinds);
  b.stance[0] = t.add(kStanceNames[0], Domain::Seat, n, write_stance<0>);
  b.stance[1] = t.add(kStanceNames[1], Domain::Seat, n, write_stance<1>);
  b.stance[2] = t.add(kStanceNames[2], Domain::Seat, n, write_stance<2>);
  b.muster = t.add("muster", Domain::Vertex, V, write_muster);
  for (int k = 0; k < kRegimentKinds; ++k)
    b.muster_regiment[k] = t.add_list(fmt::format("muster_{}", kinds[k]), tiles, kWriteMusterRegiment[k]);
  b.march = t.add_list("march", tiles, write_march);
  b.march_to = t.add_list("march_to", tiles, write_march_to);
  std::vector<std::string> with = kinds;
  with.push_back("all");
  b.march_with = t.add_list("march_with", with, write_march_with);
  b.march_go = t.add("march_go", Domain::Fixed, 1, write_march_go);
  b.march_on = t.add_list("march_on", tiles, write_march_on);
  b.explore = t.add_list("explore", tiles, write_explore);
  b.road = t.add("road", Domain::Edge, E, write_road);
  b.village = t.add("village", Domain::Vertex, V, write_village);
  b.city = t.add("city", Domain::Vertex, V, write_city);
  b.fortify = t.add_list("fortify", tiles, write_fortify);
  b.rally = t.add_list("rally", tiles, write_rally);
  b.vote = t.add("vote", Domain::Seat, n, write_vote);
  b.pillage_road = t.add("pillage_road", Domain::Edge, E, write_pillage_road);
  b.pillage = t.add("pillage", Domain::Vertex, V, write_pillage);
  b.hire = t.add_list("hire", tiles, write_hire);
  b.commit = t.add("commit", Domain::Fixed, 1, write_commit);
}

void clear_books(const ColGame& g, ColState& s) {
  for (int p = 0; p < g.num_players(); ++p) {
    ColBook& book = s.book[p];
    book = ColBook{};
    for (int q = 0; q < g.num_players(); ++q) book.stance[q] = s.seat[p].stance[q];
  }
}

// The order prior (Colonies §7, "Determinisation"): a template drawn
// uniformly among the legal steps' kinds, then a step of that kind uniformly;
// the commitment is one kind among the others, so books run to a few orders.
namespace {

// The kinds whose legality a step of `kind` may change, by what list_steps reads for each: a stance, the stances';
// a step of a draft, the draft's; a new order (`written` of that kind, costing something where `paid`), the kinds
// that read what it adds to the book's summary (and its cost, where it costs), and the next cavalry march onward.
uint32_t asked_again(Step kind, std::optional<OrderKind> written, bool paid) {
  constexpr uint32_t kDraft = bit(Step::Regiment0) | bit(Step::Regiment1) | bit(Step::Regiment2) |
                              bit(Step::MarchTo) | bit(Step::MarchWith) | bit(Step::MarchGo);
  if (kind <= Step::Stance2) return bit(Step::Stance0) | bit(Step::Stance1) | bit(Step::Stance2);
  if (!written) return kDraft;
  uint32_t out = kDraft | bit(Step::MarchOn);
  if (paid) out |= bit(Step::Muster) | bit(Step::Road) | bit(Step::Village) | bit(Step::City) | bit(Step::Hire);
  switch (*written) {
    case OrderKind::Muster: return out | bit(Step::Muster);
    case OrderKind::March: return out | bit(Step::March) | bit(Step::Fortify);
    case OrderKind::Explore: return out | bit(Step::Explore) | bit(Step::March);
    case OrderKind::Road: return out | bit(Step::Road) | bit(Step::Village);
    case OrderKind::Village: return out | bit(Step::Village);
    case OrderKind::City: return out | bit(Step::City);
    case OrderKind::Fortify: return out | bit(Step::Fortify) | bit(Step::March);
    case OrderKind::Rally: return out | bit(Step::Rally);
    case OrderKind::Vote: return out | bit(Step::Vote);
    case OrderKind::Pillage: return out | bit(Step::PillageRoad) | bit(Step::Pillage);
    case OrderKind::Hire: return out | bit(Step::Hire);
  }
  return out;
}

// draw_book's steps, p being the actor: a step's handler writes the actor's book.
void draw_steps(const ColGame& g, ColState& s, int p, Rng& rng, bool finish) {
  const ColBook& book = s.book[p];
  thread_local std::vector<Action> legal;  // one buffer per thread: no allocation per book
  legal.resize(size_t(g.num_actions()));
  const Action commit = g.id(g.blocks().commit, 0);
  const ColSeatView& w = s.view[p];  // writing changes only the book
  BookSummary b = summarise(g, s, p, w);  // and each order the book gains is noted as it comes
  // The kinds asked whether they have a legal step, and those of them that have: asked again where a step may change
  // the answer (asked_again).
  uint32_t known = 0, open = 0;
  const uint32_t ruled = ruled_out(g);
  for (;;) {
    // A kind with a legal step is drawn (one step found is enough to know it has one), then a step of it.
    const Writing x{g, s, p, w, b, stances_open(g, s, p)};
    uint32_t kinds = 0;
    for (Step kind : step_kinds(g, book)) kinds |= bit(kind);
    kinds &= ~ruled;
    for (uint32_t ask = kinds & ~known; ask; ask &= ask - 1) {
      const uint32_t one = ask & -ask;
      open = list_steps(x, Step(std::countr_zero(one)), legal.data(), 1) ? open | one : open & ~one;
    }
    known |= kinds;
    uint32_t choices = open & kinds;  // in id order, as step_kinds lists them
    for (uint32_t skip = rng.below(uint32_t(std::popcount(choices))); skip; --skip) choices &= choices - 1;
    const Step kind = Step(std::countr_zero(choices));
    const int n = list_steps(x, kind, legal.data(), INT_MAX);
    const Action a = legal[rng.below(uint32_t(n))];
    if (a == commit) {
      if (finish) g.apply_step(s, a);
      return;
    }
    if (!finish && rng.below(8) == 0 && book.draft == ColDraft::None) return;  // a book still being written
    const int count = book.count;
    g.apply_step(s, a);
    std::optional<OrderKind> written;
    bool paid = false;
    if (book.count > count) written = book.order[count].kind, paid = note(g, s, p, b, book.order[count]);
    known &= ~asked_again(kind, written, paid);
  }
}

}  // namespace

void draw_book(const ColGame& g, ColState& s, int p, Rng& rng, bool finish) {
  ColBook& book = s.book[p];
  book = ColBook{};
  for (int q = 0; q < g.num_players(); ++q) book.stance[q] = s.seat[p].stance[q];
  const uint8_t actor = s.actor;
  s.actor = uint8_t(p);
  draw_steps(g, s, p, rng, finish);
  s.actor = actor;
}

void reveal_books(const ColGame& g, ColState& s) {
  for (int p = 0; p < g.num_players(); ++p) {
    if (!active(s, p)) continue;
    const ColBook& book = s.book[p];
    for (int q = 0; q < g.num_players(); ++q) s.seat[p].stance[q] = q == p ? uint8_t(Peace) : book.stance[q];
    for (int i = 0; i < book.count; ++i) {
      const ColOrder& o = book.order[i];
      if (o.kind == OrderKind::Fortify) s.seat[p].fortified.set(o.a);
      if (o.kind == OrderKind::Vote) s.seat[p].vote = o.a;
    }
  }
}

}  // namespace catanlab::col
