// Colonies' value function (agents/heuristic/family_value.h): the Time
// victory's score (tiles held, villages, twice the cities) is the family's
// stand-in for victory points, worth 10 each; beside it what wins the next
// turns: the harvest a seat can gather, its cards, its regiments and their
// supply, threats to its settlements, development cards, roads, its share of
// the votes, the odds of a battle being fought. While books are written, the
// books a viewer may read count as if carried out (their musters, marches
// into empty tiles, buildings, rallies and votes), so that a lookahead over
// one step of writing sees what the order is worth. The heuristic bot writes
// its books by rule (colonies_orders.cpp).
#include <algorithm>
#include <cmath>

#include "agents/heuristic/colonies_orders.h"
#include "agents/heuristic/family_value.h"
#include "agents/heuristic_eval.h"
#include "core/colonies/col_rules.h"

namespace catanlab {

namespace {

// Weights, in units where one point of the Time score is worth 10.
constexpr double kScore = 10.0;
constexpr double kHarvest = 1.2;       // per card a turn's harvest may bring (up to 8 of a resource)
constexpr double kDiversity = 2.0;     // per resource harvested at all
constexpr double kCard = 1.0;          // per card in hand up to 3 of a kind: a spread hand builds
constexpr double kCardOver = 0.15;
constexpr double kRegiment[kRegimentKinds] = {2.0, 3.0, 3.5};
constexpr double kRouted = 0.7;
constexpr double kThreatened = 4.0;    // a settlement an enemy army stands beside
constexpr double kBesieged = 3.0;      // more when its roads are threatened too
constexpr double kCutOff = 1.5;        // per regiment on a tile its seat cannot supply
constexpr double kHeldCard = 3.5;      // a development card in hand
constexpr double kPlayed[kColDevKinds] = {4.5, 4.0, 4.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0};
constexpr double kRoad = 0.6;
constexpr double kVotes = 8.0;         // the share of all votes a seat's settlements cast
constexpr double kVotesFor = 30.0;     // the share of all votes cast for the seat this turn
constexpr double kWar = 1.5;           // per seat at war with it: its armies may attack, occupy, besiege
constexpr double kBattle = 8.0;        // per unit of the odds a pending battle favours the seat's side
constexpr double kExplore = 2.0;       // an exploration written
constexpr double kCanBuild = 3.0;      // the hand pays for a village or a city
constexpr double kCanMuster = 1.5;     // the hand pays for an infantry the seat's support allows
constexpr double kWin = 1000.0;

bool writing(const ColState& s) { return s.phase == ColPhase::Write || s.phase == ColPhase::Reveal; }

// The books `viewer` may read carried out as written, where they can be: stances, musters and buildings paid,
// marches into tiles without enemies, rallies, votes (the others, attacks and explorations, are left as they are).
void carry_out(const ColGame& g, ColState& s, int viewer) {
  for (int p = 0; p < g.num_players(); ++p) {
    if ((viewer != kFullView && viewer != p) || !col::active(s, p)) continue;
    const ColBook& b = s.book[p];
    for (int q = 0; q < g.num_players(); ++q) s.seat[p].stance[q] = q == p ? uint8_t(Peace) : b.stance[q];
    for (int i = 0; i < b.count; ++i) {
      const ColOrder& o = b.order[i];
      switch (o.kind) {
        case OrderKind::Muster:
          for (int k = 0; k < kRegimentKinds; ++k) {
            const ColCost c = col::regiment_cost(k).times(o.flags & ColOrderFlag::Requisition ? 2 : 1);
            if (o.n[k] && col::affordable(s.seat[p].hand, c)) col::pay(s, p, c), col::add_regiments(s, o.b, p, k, 1);
          }
          break;
        case OrderKind::March:
          if (col::enemy_on(s, o.b, p)) break;
          for (int k = 0; k < kRegimentKinds; ++k) {
            const int n = std::min<int>(o.n[k], s.army[o.a][p][k]);
            col::remove_regiments(s, o.a, p, k, n);
            col::add_regiments(s, o.b, p, k, n);
          }
          break;
        case OrderKind::Road:
          if (s.e_owner[o.a] == kNone && col::affordable(s.seat[p].hand, col::road_cost(s, p)))
            col::pay(s, p, col::road_cost(s, p)), col::place_road(s, o.a, p);
          break;
        case OrderKind::Village:
          if (s.v_owner[o.a] == kNone && col::affordable(s.seat[p].hand, col::village_cost()))
            col::pay(s, p, col::village_cost()), col::place_village(g, s, o.a, p);
          break;
        case OrderKind::City:
          if (s.v_owner[o.a] == p && col::affordable(s.seat[p].hand, col::city_cost()))
            col::pay(s, p, col::city_cost()), col::make_city(s, o.a);
          break;
        case OrderKind::Rally:
          for (int k = 0; k < kRegimentKinds; ++k) col::add_regiments(s, o.a, p, k, s.seat[p].routed[k]), s.seat[p].routed[k] = 0;
          break;
        case OrderKind::Vote: s.seat[p].vote = o.a; break;
        default: break;
      }
    }
  }
}

// What every seat's value reads alike, found once per state: the votes each seat's settlements cast (one per
// village, two per city) and the tiles hostile forces hold.
struct Field {
  int votes[kMaxSeats];
  HexMask hostile;
  explicit Field(const ColState& s) : hostile(col::hostile_tiles(s)) {
    for (int p = 0; p < s.num_players; ++p) votes[p] = s.held_v[p].count() + (s.held_v[p] & s.city).count();
  }
};

double value_of(const ColGame& g, const ColState& s, int p, int viewer, const Field& field) {
  const ColSeat& me = s.seat[p];
  if (me.out) return -kWin;
  if (s.phase == ColPhase::GameOver) return (s.winners >> p & 1) ? kWin : -kWin;
  double v = kScore * col::time_score(g, s, p, field.hostile);
  const col::RoadNet net = col::road_net(g, s, p, field.hostile);
  const auto harvest = col::harvest_potential(g, s, p, net);
  for (int r = 0; r < 5; ++r) v += kHarvest * std::min(harvest[r], 8) + (harvest[r] ? kDiversity : 0);
  for (int r = 0; r < 5; ++r) v += kCard * std::min<int>(me.hand[r], 3) + kCardOver * std::max(0, me.hand[r] - 3);
  s.present[p].for_each([&](int h) {
    for (int k = 0; k < kRegimentKinds; ++k) v += kRegiment[k] * s.army[h][p][k];
  });
  for (int k = 0; k < kRegimentKinds; ++k) v += kRouted * me.routed[k];
  const HexMask cut = s.present[p] - col::supplied_tiles(g, s, p, net);
  cut.for_each([&](int h) { v -= kCutOff * col::regiments(s, h, p); });
  const VertexMask besieged = col::besieged_corners(g, s, p, net);
  col::threatened_corners(g, s, p, net).for_each([&](int c) { v -= kThreatened + (besieged.test(c) ? kBesieged : 0); });
  int held = 0;
  for (int k = 0; k < kColDevKinds; ++k) held += me.dev_held[k], v += kPlayed[k] * std::min<int>(me.dev_played[k], 1);
  v += kHeldCard * (held + (s.phase == ColPhase::DevDraw && s.cur.seat == p));  // a card bought, yet to be drawn
  if (col::affordable(me.hand, col::village_cost()) && col::villages_founded(s, p) < 5) v += kCanBuild;
  if (col::affordable(me.hand, col::city_cost()) && col::own_settlements(s, p) > col::cities_founded(s, p)) v += kCanBuild;
  if (col::affordable(me.hand, col::regiment_cost(Infantry)) && col::regiment_counts(s, p)[0] < col::support(s, p)[0])
    v += kCanMuster;
  v += kRoad * s.held_e[p].count();
  int total = 0, mine = field.votes[p], cast = 0;
  for (int q = 0; q < g.num_players(); ++q) {
    if (!col::active(s, q)) continue;
    total += field.votes[q];
    if (s.seat[q].vote == p) cast += field.votes[q];
    if (col::at_war(s, p, q)) v -= kWar;
  }
  if (total) {
    v += kVotes * mine / total + kVotesFor * cast / total;
    if (3 * cast >= g.opt().col_vote_thirds * total) v += kWin / 2;  // the Diplomatic victory, cast
  }
  const ColBattle& bt = s.battle;
  if (bt.active && (bt.step < ColBattleStep::HitAtt || bt.step == ColBattleStep::TacticsJoin)) {  // before the dice
    int mine = -1;
    for (int side = 0; side < col::num_sides(bt); ++side) mine = col::side_bits(bt, side) >> p & 1 ? side : mine;
    if (mine >= 0) {  // its side's chance to win less the others'
      const auto odds = col::battle_odds(s);
      double theirs = 0;
      for (int side = 0; side < col::num_sides(bt); ++side) theirs += side == mine ? 0 : odds[side];
      v += kBattle * (odds[mine] - theirs);
    }
    if (col::marching(bt, p)) {  // the marching regiments wait in their orders
      const ColBook& b = s.book[p];
      for (int i = 0; i < b.count; ++i)
        if (b.order[i].flags & ColOrderFlag::Fighting)
          for (int k = 0; k < kRegimentKinds; ++k) v += kRegiment[k] * b.order[i].n[k];
    }
  }
  if (writing(s) && (viewer == kFullView || viewer == p)) {
    const ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i) v += b.order[i].kind == OrderKind::Explore ? kExplore : 0;
  }
  return v;
}

// The state values are read from: while books are written, `state` with them carried out (in a buffer per thread).
const ColState& valued(const ColGame& g, const State& state, int viewer) {
  if (!writing(col_state(state))) return col_state(state);
  thread_local State done;  // one buffer per thread: a copy is one memcpy
  done = state;
  carry_out(g, col_state(done), viewer);
  return col_state(done);
}

// Every seat's value, the books carried out once for all.
void col_seat_values(const ColGame& g, const State& state, int viewer, double* out) {
  const ColState& s = valued(g, state, viewer);
  const Field field(s);
  for (int p = 0; p < g.num_players(); ++p) out[p] = value_of(g, s, p, viewer, field);
}

// A complex battle of three sides: the side aims at the weaker of the other two, its strength standing (ties: the
// first offered), so that its blows fall where they rout most.
Action weakest_target(const ColGame& g, const ColState& s, const Action* legal, int n) {
  Action best = legal[0];
  int least = col::strength(s, g.actions().index_of(best));
  for (int i = 1; i < n; ++i) {
    const int str = col::strength(s, g.actions().index_of(legal[i]));
    if (str < least) best = legal[i], least = str;
  }
  return best;
}

struct ColoniesValue final : FamilyValue {
  static const ColGame& col(const Game& g) { return static_cast<const ColGame&>(g); }
  double seat_value(const Game& g, const State& s, int player, int viewer) const override {
    const ColState& valued_state = valued(col(g), s, viewer);
    return value_of(col(g), valued_state, player, viewer, Field(valued_state));
  }
  void seat_values(const Game& g, const State& s, int viewer, double* out) const override {
    col_seat_values(col(g), s, viewer, out);
  }
  double relative_value(const Game& g, const State& s, int player, int viewer) const override {
    double v[kMaxSeats];
    col_seat_values(col(g), s, viewer, v);
    return against_field(v, g.num_players(), player);
  }
  // Books are written by rule, a full hand spent in Winter, every maneuver offered in a battle shown (the cards
  // stay in hand but a grand strategy's); every other decision by the one-step lookahead.
  std::optional<Action> rule(const Game& g, const State& s, const State&, const Action* legal, int n) const override {
    const ColPhase phase = col_state(s).phase;
    if (phase == ColPhase::Winter || phase == ColPhase::Offer) return colonies_winter(col(g), s, legal, n);
    if (phase == ColPhase::Tactics || phase == ColPhase::Choice)
      for (int i = 0; i < n; ++i)
        if (g.actions().block_of(legal[i]) == col(g).blocks().maneuver) return legal[i];
    if (phase == ColPhase::Choice && g.actions().block_of(legal[0]) == col(g).blocks().target)
      return weakest_target(col(g), col_state(s), legal, n);
    if (phase != ColPhase::Write) return std::nullopt;
    return colonies_orders(col(g), s, legal, n);
  }
  // Offers are opened by rule only (colonies_winter), never by the lookahead.
  bool skips(const Game& g, Action a) const override { return g.actions().block_of(a) == col(g).blocks().offer; }
};

}  // namespace

void register_colonies_value() {
  static const ColoniesValue value;
  register_family_value("colonies", value);
}

}  // namespace catanlab
