// The heuristic bot's order book in Colonies, a step at a time, in this
// order of preference: a vote for itself; war answered with war; war where it
// pays (more regiments on the board than the rival, and an army of ours
// beside a settlement of its that it leaves unguarded, or beside a tile of
// its held by half our strength or less); a city; the best village;
// regiments, where its settlements are threatened, while its army is thin,
// or while its hand is full; exploration; roads toward village sites;
// marches that spread its armies a regiment at a time over empty tiles (each
// tile held counts for the Time victory), stand beside an enemy's unguarded
// settlement (a capture at the next turn's start) or take a weakly held tile
// with the whole army; fortifications facing an enemy; then the commitment.
// A half-written order is finished by the same scores.
#include <algorithm>
#include <vector>

#include "agents/heuristic/colonies_orders.h"
#include "core/colonies/col_rules.h"

namespace catanlab {

namespace {

constexpr int kMaxMusters = 3, kMaxExplores = 2, kMaxRoads = 2, kMaxMarches = 4;
constexpr int kFullHand = 6;  // cards in hand beyond which musters go ahead anyway

struct Writer {
  const ColGame& g;
  const State& state;
  const ColState& s;
  int p;
  const Action* legal;
  int n;

  bool has(Action a) const { return std::binary_search(legal, legal + n, a); }
  std::vector<Action> of(ActionSpace::Block b) const {
    std::vector<Action> out;
    for (int i = 0; i < n; ++i)
      if (g.actions().block_of(legal[i]) == b) out.push_back(legal[i]);
    return out;
  }
  int written(OrderKind kind) const {
    int c = 0;
    for (int i = 0; i < s.book[p].count; ++i) c += s.book[p].order[i].kind == kind;
    return c;
  }
  // At war with p, or about to be: the stance in force or the one this book writes.
  bool hostile(int q) const { return q != p && (col::at_war(s, p, q) || s.book[p].stance[q] == War); }
  // Regiments of seats hostile to p (and hostiles) on h.
  int enemies(int h) const {
    int e = col::hostiles(s, h);
    for (int q = 0; q < g.num_players(); ++q)
      if (hostile(q)) e += col::regiments(s, h, q);
    return e;
  }
  // A settlement of q touches tile t and no regiment of q stands beside it: an army on t captures it.
  bool capturable(int q, int t) const {
    bool yes = false;
    g.tile_corners(t).for_each([&](int v) { yes = yes || (s.v_owner[v] == q && !(g.corner_tiles(v) & s.present[q]).any()); });
    return yes;
  }
  // War on q pays: p has more regiments on the board, and an army of p stands on or beside a tile where it could
  // capture one of q's settlements or beat q's regiments there (twice their number).
  bool war_pays(int q) const {
    if (!col::active(s, q) || col::allied(s, p, q) || col::regiments_on_board(s, p) <= col::regiments_on_board(s, q))
      return false;
    bool pays = false;
    s.present[p].for_each([&](int h) {
      HexMask near = g.tile_neighbours(h);
      near.set(h);
      near.for_each([&](int t) {
        const int theirs = col::regiments(s, t, q);
        pays = pays || (capturable(q, t) && !theirs) || (theirs && 2 * theirs <= col::regiments(s, h, p));
      });
    });
    return pays;
  }
  // Enemy regiments on the tiles around a corner.
  int threat(int v) const {
    int e = 0;
    g.corner_tiles(v).for_each([&](int h) {
      e += enemies(h);
      g.tile_neighbours(h).for_each([&](int x) { e += enemies(x); });
    });
    return e;
  }
  // A village site's worth: its producing tiles, those of a resource p does not yet harvest twice over.
  double site(int v) const {
    const auto harvest = col::harvest_potential(g, s, p);
    double worth = 0;
    g.corner_tiles(v).for_each([&](int h) {
      const int r = col::tile_resource(s, h);
      if (r >= 0) worth += harvest[r] ? 1.0 : 2.0;
    });
    return worth;
  }
  // Where an army of `strength` does good: an empty tile held (more beside p's settlements), a weakly held enemy
  // tile taken (twice the strength or more), nothing else.
  double target(int to, int strength) const {
    if (const int e = enemies(to)) return strength >= 2 * e ? 5 : -1;
    if (s.present[p].test(to)) return -1;
    double score = col::seats_on(s, to) ? 0.5 : 2;
    for (int q = 0; q < g.num_players(); ++q)
      if (hostile(q) && capturable(q, to)) score += 4;
    if ((g.tile_corners(to) & s.held_v[p]).any()) score += 1;
    return score;
  }
  // A corner where a village may stand, the distance rule kept.
  bool free(int v) const {
    if (s.v_owner[v] != kNone || !g.topo().land_vertices.test(v)) return false;
    bool near = false;
    g.corner_neighbours(v).for_each([&](int w) { near = near || s.v_owner[w] != kNone; });
    return !near;
  }
  // A road's worth by its far end (the corner p's roads do not reach yet): a village site there or one path on,
  // the tiles it brings into supply, the face-down land around it.
  double road(int e) const {
    const HexMask supplied = col::supplied_tiles(g, s, p);
    double best = 0;
    for (int v : g.topo().edge_vertex[e]) {
      if ((g.corner_paths(v) & s.held_e[p]).any() || s.held_v[p].test(v)) continue;
      double site_there = free(v) ? site(v) : 0, site_next = 0;
      g.corner_neighbours(v).for_each([&](int w) { site_next = std::max(site_next, free(w) ? 0.8 * site(w) : 0.0); });
      best = std::max(best, std::max(site_there, site_next) + 0.5 * (g.corner_tiles(v) - supplied).count() +
                                0.3 * (g.corner_tiles(v) - s.explored).count());
    }
    return best;
  }
  int available(int h) const {
    int a = col::regiments(s, h, p);
    for (int i = 0; i < s.book[p].count; ++i) {
      const ColOrder& o = s.book[p].order[i];
      if (o.kind == OrderKind::March && o.a == h) a -= o.n[0] + o.n[1] + o.n[2];
    }
    return a;
  }
  // The best target of the march that `step` (a "march h" id) would start, by a step of writing on a copy.
  std::pair<double, Action> best_target(Action step) const {
    thread_local State after;
    thread_local std::vector<Action> targets;
    after = state;
    g.apply(after, step);
    targets.resize(size_t(g.num_actions()));
    const int k = g.legal_actions(after, targets.data());
    const int from = g.tile_hex(g.actions().index_of(step));
    std::pair<double, Action> best{-1e9, -1};
    for (int i = 0; i < k; ++i) {
      const double score = target(g.tile_hex(g.actions().index_of(targets[i])), available(from));
      if (score > best.first) best = {score, targets[i]};
    }
    return best;
  }

  std::optional<Action> muster_regiment() const {
    const int v = s.book[p].order[s.book[p].count].a;
    const auto counts = col::regiment_counts(s, p);
    const int order[3] = {counts[Cavalry] < 2 ? Cavalry : counts[Artillery] < 2 ? Artillery : Infantry, Infantry, Cavalry};
    for (int kind : order) {
      Action best = -1;
      double best_score = -1e9;
      g.corner_tiles(v).for_each([&](int h) {
        const Action a = g.tile_id(g.blocks().muster_regiment[kind], h);
        if (!has(a)) return;
        double score = -0.5 * col::regiments(s, h, p);
        g.tile_neighbours(h).for_each([&](int x) { score += 2 * enemies(x); });
        if (score > best_score) best_score = score, best = a;
      });
      if (best >= 0) return best;
    }
    return legal[0];
  }

  // An attack takes the whole army; otherwise one regiment goes to hold the tile, the rest keep theirs.
  std::optional<Action> march_regiments() const {
    const ColOrder& o = s.book[p].order[s.book[p].count];
    const ColGame::Blocks& b = g.blocks();
    const int chosen = o.n[0] + o.n[1] + o.n[2];
    if (enemies(o.b)) return g.id(b.march_with, kRegimentKinds);
    if (!chosen)
      for (int kind : {Infantry, Cavalry, Artillery})
        if (has(g.id(b.march_with, kind))) return g.id(b.march_with, kind);
    return g.id(b.march_go, 0);
  }

  std::optional<Action> next() const {
    const ColGame::Blocks& b = g.blocks();
    const ColBook& book = s.book[p];
    switch (book.draft) {
      case ColDraft::MusterRegiment: return muster_regiment();
      case ColDraft::MarchTarget: {
        Action best = legal[0];
        double best_score = -1e9;
        for (int i = 0; i < n; ++i) {
          const double score = target(g.tile_hex(g.actions().index_of(legal[i])), available(book.order[book.count].a));
          if (score > best_score) best_score = score, best = legal[i];
        }
        return best;
      }
      case ColDraft::MarchRegiments: return march_regiments();
      default: break;
    }
    if (has(g.id(b.vote, p))) return g.id(b.vote, p);
    for (int q = 0; q < g.num_players(); ++q)
      if (s.seat[q].stance[p] == War && has(g.id(b.stance[War], q))) return g.id(b.stance[War], q);
    if (!book.stance_set)  // one new war a book, where it pays
      for (int q = 0; q < g.num_players(); ++q)
        if (q != p && !col::at_war(s, p, q) && war_pays(q) && has(g.id(b.stance[War], q))) return g.id(b.stance[War], q);
    if (const auto cities = of(b.city); !cities.empty()) return cities[0];
    const auto villages = of(b.village);
    if (!villages.empty())
      return *std::max_element(villages.begin(), villages.end(), [&](Action x, Action y) {
        return site(g.actions().index_of(x)) < site(g.actions().index_of(y));
      });
    if (written(OrderKind::Muster) < kMaxMusters) {
      const auto musters = of(b.muster);
      const int own = col::own_settlements(s, p), army = col::regiments_on_board(s, p);
      Action best = -1;
      int most = -1;
      for (Action a : musters) {
        const int t = threat(g.actions().index_of(a));
        if ((t > 0 || army < 3 * own + 2 || col::hand_total(s, p) > kFullHand) && t > most) most = t, best = a;
      }
      if (best >= 0) return best;
    }
    if (written(OrderKind::Explore) < kMaxExplores)
      if (const auto explores = of(b.explore); !explores.empty()) return explores[0];
    if (written(OrderKind::Road) < kMaxRoads) {
      Action best = -1;
      double best_score = 1.0;
      for (Action a : of(b.road))
        if (const double score = road(g.actions().index_of(a)); score > best_score) best_score = score, best = a;
      if (best >= 0) return best;
    }
    if (written(OrderKind::March) < kMaxMarches) {
      Action best = -1;
      double best_score = 1.5;
      for (Action a : of(b.march)) {
        const double score = best_target(a).first;
        const bool spare = available(g.tile_hex(g.actions().index_of(a))) >= 2;
        if ((spare || score >= 5) && score > best_score) best_score = score, best = a;
      }
      if (best >= 0) return best;
    }
    for (Action a : of(b.fortify)) {
      bool facing = false;
      g.tile_neighbours(g.tile_hex(g.actions().index_of(a))).for_each([&](int x) { facing = facing || enemies(x); });
      if (facing) return a;
    }
    return g.id(b.commit, 0);
  }
};

}  // namespace

std::optional<Action> colonies_orders(const ColGame& g, const State& state, const Action* legal, int n) {
  const ColState& s = col_state(state);
  return Writer{g, state, s, s.actor, legal, n}.next();
}

namespace {

int fullest(const uint8_t* hand) { return int(std::max_element(hand, hand + 5) - hand); }

// What p lacks most (fewer than 2) of what q holds two or more of; -1: nothing.
int wanted(const ColState& s, int p, int q) {
  int best = -1;
  for (int r = 0; r < 5; ++r)
    if (s.seat[p].hand[r] < 2 && s.seat[q].hand[r] >= 2 && (best < 0 || s.seat[p].hand[r] < s.seat[p].hand[best])) best = r;
  return best;
}

}  // namespace

std::optional<Action> colonies_winter(const ColGame& g, const State& state, const Action* legal, int n) {
  const ColState& s = col_state(state);
  const ColGame::Blocks& b = g.blocks();
  const int p = s.actor;
  const uint8_t* hand = s.seat[p].hand;
  auto has = [&](Action a) { return std::binary_search(legal, legal + n, a); };
  if (s.phase == ColPhase::Offer) {  // two of its fullest pile for one of what it lacks
    const ColOffer& o = s.offer;
    const int give = fullest(hand), get = wanted(s, p, o.to);
    if (o.give[give] < 2 && has(g.id(b.offer_give, give))) return g.id(b.offer_give, give);
    if (get >= 0 && !o.ask[get] && has(g.id(b.offer_ask, get))) return g.id(b.offer_ask, get);
    return has(g.id(b.offer_send, 0)) ? g.id(b.offer_send, 0) : g.id(b.offer_cancel, 0);
  }
  if (col::hand_total(s, p) <= kFullHand) return std::nullopt;
  if (has(g.id(b.buy_dev, 0))) return g.id(b.buy_dev, 0);
  // A harbor trade from the fullest pile to the emptiest.
  std::optional<Action> best;
  int gap = 3;
  for (int i = 0; i < n; ++i) {
    if (g.actions().block_of(legal[i]) != b.trade) continue;
    const int t = g.actions().index_of(legal[i]), give = t / 4, get = t % 4 + (t % 4 >= give ? 1 : 0);
    if (hand[give] - hand[get] > gap) gap = hand[give] - hand[get], best = legal[i];
  }
  if (best) return best;
  // Else an offer to the seat holding most of what it lacks.
  int most = 0;
  for (int q = 0; q < g.num_players(); ++q) {
    const int r = q == p ? -1 : wanted(s, p, q);
    if (r >= 0 && hand[fullest(hand)] >= 4 && has(g.id(b.offer, q)) && s.seat[q].hand[r] > most)
      most = s.seat[q].hand[r], best = g.id(b.offer, q);
  }
  return best;
}

}  // namespace catanlab
