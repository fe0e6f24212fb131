// Catan Conquest's value function (agents/heuristic/family_value.h): victory
// tokens first, then what earns them (points, production, the islands a seat
// holds alone or has colonised, units toward Armada and Legion), less the
// buildings enemy units threaten, plus units standing near enemies. A chance
// node is valued by its outcomes' expectation (a battle by its odds). The
// heuristic bot plans a unit's turn a step ahead: choosing a unit, then its
// move or attack (the target, the defender the other seat would pick, the
// battle's odds), and Loaded Dice with its best sum against the roll's
// expectation; it ends its turn when nothing beats standing still.
#include "agents/heuristic/family_value.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "agents/heuristic_eval.h"
#include "core/conquest/cq_rules.h"

namespace catanlab {

using namespace cq;

namespace {

// Weights in units where a victory token is worth 10 (one VP of the standard family).
constexpr double kToken = 10;
constexpr double kPoint = 1.2;        // points: Builder, the Attack phase's order, Balance
constexpr double kPip = 0.35;         // per pip a building collects, per level
constexpr double kGoldPip = 0.25;
constexpr double kResource = 0.45, kGold = 0.35, kFood = 0.15;  // in hand
constexpr double kCanBuild = 1.5;     // the hand pays for a settlement, city, knight or card that has a place
constexpr double kOwnCard = 2.0, kHiddenCard = 2.0;
constexpr double kEndTokens = 0.35;   // the share of the end-of-game tokens in reach counted now ...
constexpr double kEndGrowth = 0.5;    // ... growing to this much more by the last round
constexpr double kThreat = 3.5;       // per level of a building enemy units can attack
constexpr double kNearEnemy = 0.8;    // a fighting unit on or beside an enemy piece
constexpr double kSitePip = 0.15;     // a knight on an unsettled hex: per pip it would collect
constexpr double kNewIsland = 3.0;    // ... on an island the seat has not settled
constexpr double kProgress = 0.8;     // per unit toward Armada or Legion, per settlement toward Metropolis
constexpr double kBalance = 0.6;      // of a token: Balance takes one from the single leader, gives one to the single last
constexpr double kSeek = 1.5;         // a knight nearer a hex to settle (aboard a ship: nearer another island)
constexpr double kWin = 1000;
constexpr double kMargin = 0.05;      // the bot acts only for more than this

int pips(int number) { return number ? 6 - std::abs(7 - number) : 0; }

const CqGame& cq_game(const Game& g) { return static_cast<const CqGame&>(g); }

// Pips a building on each hex collects per level (resources) and in all (gold), for the deal at
// hand: kept per thread, since terrain and numbers are dealt once a game and every leaf reads them.
struct DealPips {
  const CqGame* game = nullptr;
  std::array<uint8_t, kMaxHexes> terrain{}, number{};
  int resource[kMaxHexes], gold[kMaxHexes];
};

const DealPips& deal_pips(const CqGame& g, const CqState& s) {
  thread_local DealPips d;
  if (d.game == &g && d.terrain == s.terrain && d.number == s.number) return d;
  d.game = &g, d.terrain = s.terrain, d.number = s.number;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    d.resource[h] = d.gold[h] = 0;
    catchment(g, h).for_each([&](int x) {
      if (terrain_resource(Terrain(s.terrain[x])) >= 0) d.resource[h] += pips(s.number[x]);
      else if (Terrain(s.terrain[x]) == Terrain::Gold) d.gold[h] += pips(s.number[x]);
    });
  }
  return d;
}

// What every seat's value reads about the field, gathered once per state.
struct Field {
  int points[kMaxSeats];
  int leader, last;  // single_leader, single_last
  int most_points = 0, most_taken = 1;
  HexSet settled_islands[kMaxSeats];  // islands with a building of the seat
  HexSet present_islands[kMaxSeats];  // islands with a building or a standing knight of the seat
  HexSet pieces[kMaxSeats];           // hexes with a building, a standing knight or a ship of the seat
  int knights[kMaxSeats], ships[kMaxSeats];  // the seat's units by kind
  HexSet settled_any;                 // hexes with a building
  HexSet free;                        // land hexes still to settle
  int attackers[kMaxHexes], defenders[kMaxHexes];  // by building: count_threats
};

// For every building: the enemy units that could attack it, and its owner's units that would defend it.
void count_threats(const CqGame& g, const CqState& s, Field& f) {
  const Topology& t = g.topo();
  int owner[kMaxHexes];
  HexSet buildings;
  for (int q = 0; q < s.num_players; ++q) {
    buildings |= s.seats[q].settled;
    s.seats[q].settled.for_each([&](int h) { owner[h] = q; });
  }
  std::fill(f.attackers, f.attackers + kMaxHexes, 0);
  std::fill(f.defenders, f.defenders + kMaxHexes, 0);
  for (int q = 0; q < s.num_players; ++q)
    for (const CqUnit& u : s.seats[q].units) {
      const UnitKind k = kind_of(u);
      if (k == UnitKind::None || k == UnitKind::Cargo) continue;
      const auto reaches = [&](int h) {
        if (owner[h] == q) f.defenders[h] += is_knight(k);
        else f.attackers[h] += 1;
      };
      if (buildings.test(u.hex) && standing(u)) reaches(u.hex);
      if (k != UnitKind::Archer && !is_ship(k)) continue;
      for (int d = 0; d < 6; ++d) {
        const int h = t.hex_neighbour[u.hex][d];
        if (h >= 0 && buildings.test(h) && side_open(g, s, q, u.hex, d)) reaches(h);
      }
    }
}

// The islands of the hexes (land only).
HexSet islands_of(const CqGame& g, const HexSet& hexes) {
  HexSet out;
  hexes.for_each([&](int h) {
    if (g.board().island[h] < g.board().num_islands) out.set(g.board().island[h]);
  });
  return out;
}

Field field_of(const CqGame& g, const CqState& s) {
  Field f;
  for (int q = 0; q < s.num_players; ++q) {
    f.points[q] = points(s, q);
    f.most_points = std::max(f.most_points, f.points[q]);
    f.most_taken = std::max(f.most_taken, s.seats[q].prisoners + s.seats[q].sunk);
    // One pass over the units: standing knights' and ships' hexes, and the counts.
    HexSet knights, ships;
    f.knights[q] = f.ships[q] = 0;
    for (int i = 0; i < kUnitSlots; ++i) {
      const CqUnit& u = s.seats[q].units[i];
      if (!u.kind) continue;
      const bool knight = i < kKnightSlots;
      (knight ? f.knights : f.ships)[q] += 1;
      if (!knight) ships.set(u.hex);
      else if (!u.carrier) knights.set(u.hex);
    }
    f.settled_islands[q] = islands_of(g, s.seats[q].settled);
    f.present_islands[q] = f.settled_islands[q] | islands_of(g, knights);
    f.pieces[q] = s.seats[q].settled | knights | ships;
    f.settled_any |= s.seats[q].settled;
  }
  f.free = g.topo().land - f.settled_any;
  f.leader = single_leader(f.points, s.num_players), f.last = single_last(f.points, s.num_players);
  count_threats(g, s, f);
  return f;
}

// The end-of-game tokens the seat would take now: Monarch, Colonist, General, Builder.
int end_tokens_in_reach(const CqGame& g, const CqState& s, const Field& f, int p) {
  HexSet others;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p) others |= f.present_islands[q];
  HexSet colonies = f.settled_islands[p];
  if (s.seats[p].start_island < g.board().num_islands) colonies.reset(s.seats[p].start_island);
  const int islands_alone = (f.settled_islands[p] - others).count();
  const CqSeat& me = s.seats[p];
  return 3 * (islands_alone + colonies.count() + (f.points[p] == f.most_points) +
              (me.prisoners + me.sunk == f.most_taken));
}

double hand_value(const CqGame& g, const CqState& s, int p) {
  const CqSeat& me = s.seats[p];
  double v = kGold * me.hand[Gold] + kFood * (me.hand[Fish] + me.hand[Meat]);
  int cards = 0;
  for (int r = 0; r < kNumResources; ++r) cards += me.hand[r];
  v += kResource * std::min(cards, 12) + 0.1 * std::max(0, cards - 12);
  int builds = 0;
  if (can_pay(me, cost(g, BuyCqSettlement)) && settlement_sites(g, s, p).any()) ++builds;
  if (can_pay(me, cost(g, BuyCqCity)) && (me.settled - s.cities).any()) ++builds;
  if (can_pay(me, cost(g, BuyKnight))) ++builds;
  if (can_pay(me, cost(g, BuyCqDevCard))) ++builds;
  return v + kCanBuild * std::min(builds, 2);
}

double raw_value(const CqGame& g, const CqState& s, const Field& f, int p, int viewer) {
  const CqSeat& me = s.seats[p];
  const CqOptions& o = g.opt();
  double v = kToken * total_tokens(me) + kPoint * f.points[p];
  if (phase(s) != CqPhase::GameOver) {
    v -= kBalance * kToken * (f.leader == p && total_tokens(me) > 0);
    v += kBalance * kToken * (f.last == p);
    const double progress = double(s.round) / o.cq_rounds;
    v += kToken * (kEndTokens + kEndGrowth * progress) * end_tokens_in_reach(g, s, f, p);
  }
  // Production.
  const auto level = [&](int h) { return 1 + s.cities.test(h) + s.castles.test(h); };  // of the seat's building on h
  const DealPips& dealt = deal_pips(g, s);
  me.settled.for_each([&](int h) { v += kPip * dealt.resource[h] * level(h) + kGoldPip * dealt.gold[h]; });
  v += hand_value(g, s, p);
  int held = 0;
  for (int k = 0; k < kNumDevCards; ++k) held += me.dev[k];
  v += (viewer == kFullView || viewer == p ? kOwnCard : kHiddenCard) * held;
  // Threatened buildings: worse in the Attack phase.
  const double danger = attack_phase(g, s) ? 1.0 : 0.5;
  me.settled.for_each([&](int h) {
    const int attackers = f.attackers[h], defenders = f.defenders[h];
    if (attackers) v -= kThreat * danger * level(h) * (attackers > defenders ? 1.0 : 0.4);
  });
  // Units: strength near enemies, knights on hexes to settle.
  HexSet enemy;
  for (int q = 0; q < s.num_players; ++q)
    if (q != p) enemy |= f.pieces[q];
  const HexSet& settled_any = f.settled_any;
  const HexSet& my_islands = f.settled_islands[p];
  // The hexes still to settle, those on islands the seat has not settled apart.
  const HexSet& free = f.free;
  HexSet abroad = free;
  my_islands.for_each([&](int i) { abroad -= g.board().island_hexes[i]; });
  auto nearest = [&](int from, const HexSet& to) {
    const int d = g.board().nearest(from, to);
    return d < 0 ? 99 : d;
  };
  for (const CqUnit& u : me.units) {
    const UnitKind k = kind_of(u);
    if (k == UnitKind::None) continue;
    if (k != UnitKind::Cargo && ((g.board().neighbours[u.hex] & enemy).any() || enemy.test(u.hex))) v += kNearEnemy * danger * 1.5;
    if (standing(u) && !settled_any.test(u.hex)) {
      v += kSitePip * (dealt.resource[u.hex] + dealt.gold[u.hex]);
      if (!my_islands.test(g.board().island[u.hex])) v += kNewIsland;
    } else if (is_knight(k)) {
      v += kSeek / (1 + nearest(u.hex, u.carrier ? abroad : free));
    }
  }
  if (!me.tokens[Legion]) v += kProgress * std::min(f.knights[p], 5);
  if (!me.tokens[Armada]) v += kProgress * std::min(f.ships[p], 5);
  if (!me.tokens[Metropolis]) v += kProgress * std::min(me.settled.count(), 3);
  // What is decided but not yet resolved: the Defender tokens of this turn's battles so far, ...
  for (int i = 0; i < s.num_battles; ++i) {
    const CqBattle& b = s.battles[i];
    if (b.defender != p || std::popcount(b.attackers) <= b.defender_units) continue;
    if (me.settled.test(b.hex) || units_on(me, b.hex) > 0) v += kToken;  // the seat holds the hex
  }
  // ... a card to draw, resources to pick or to give.
  if (phase(s) == CqPhase::DrawCard && s.draw_for == p) v += kHiddenCard;
  if (phase(s) == CqPhase::Plenty && s.to_move == p) v += kResource * s.picks_left;
  if (phase(s) == CqPhase::RobinHoodGive) v += (s.robin_to == p ? 1 : s.to_move == p ? -1 : 0) * kResource * s.picks_left;
  return v;
}

// Every seat's value at `s`.
void raw_values(const CqGame& g, const CqState& s, int viewer, double* out) {
  const Field f = field_of(g, s);
  for (int q = 0; q < s.num_players; ++q) out[q] = raw_value(g, s, f, q, viewer);
}

// Every seat's value at `s`; a chance node's is its outcomes' expectation (one level).
void all_seat_values(const CqGame& g, const State& state, int viewer, double* out) {
  const CqState& s = cq_state(state);
  const int n = g.num_players();
  if (g.is_terminal(state)) {
    double r[kMaxSeats];
    g.returns(state, r);
    raw_values(g, s, viewer, out);
    for (int q = 0; q < n; ++q) out[q] = kWin * r[q] + out[q];
    return;
  }
  if (!g.is_chance(state)) return raw_values(g, s, viewer, out);
  std::fill(out, out + n, 0.0);
  thread_local State after;
  for (const ChanceOutcome& o : g.chance_outcomes(state)) {
    after = state;
    g.apply(after, o.id);
    double v[kMaxSeats];
    raw_values(g, cq_state(after), viewer, v);
    for (int q = 0; q < n; ++q) out[q] += o.probability * v[q];
  }
}

double relative(const CqGame& g, const State& s, int p, int viewer) {
  double v[kMaxSeats];
  all_seat_values(g, s, viewer, v);
  return against_field(v, g.num_players(), p);
}

// The value of `a` at `s` for the seat to move, looking through the steps a unit's orders take
// (the unit's best action, an attack's best target, the defender the attacked seat would put up)
// and Loaded Dice's best sum.
double plan_value(const CqGame& g, const State& s, Action a, int me, int depth = 0) {
  State after = s;
  g.apply(after, a);
  const CqPhase ph = phase(cq_state(after));
  const bool chain = ph == CqPhase::UnitOrders || ph == CqPhase::AttackTarget || ph == CqPhase::Defend ||
                     ph == CqPhase::LoadedSum;
  if (!chain || depth > 3) return relative(g, after, me, me);
  const int mover = g.current_player(after);
  double best = -1e300, worst = 1e300;
  for (Action b : g.legal_actions(after)) {
    const double v = plan_value(g, after, b, me, depth + 1);
    best = std::max(best, v), worst = std::min(worst, v);
  }
  return mover == me ? best : worst;  // the defending seat puts up what serves it best
}

bool is_offer_give(const CqGame& g, Action a) {
  return a < g.num_actions() && g.actions().block_of(a) == g.blocks().offer_give;
}

std::optional<Action> cq_rule(const CqGame& g, const State& d, const Action* legal, int n) {
  const CqState& cs = cq_state(d);
  const int me = cs.to_move;
  switch (phase(cs)) {
    case CqPhase::PreRoll:
    case CqPhase::Main:
    case CqPhase::UnitOrders:
    case CqPhase::AttackTarget: {
      const bool main = phase(cs) == CqPhase::Main;
      const double now = relative(g, d, me, me);
      Action best = legal[0], end = -1;
      double best_value = -1e300;
      for (int i = 0; i < n; ++i) {
        if (is_offer_give(g, legal[i])) continue;
        if (legal[i] == g.id(g.blocks().end_turn)) {
          end = legal[i];
          continue;
        }
        const double v = plan_value(g, d, legal[i], me);
        if (v > best_value) best_value = v, best = legal[i];
      }
      if (main && end >= 0 && best_value <= now + kMargin) return end;
      return best;
    }
    case CqPhase::OfferAnswer: {  // accept when the exchange raises the seat's own standing
      State after = d;
      CqState& a = cq_state(after);
      const int p = turn_player(a);
      for (int k = 0; k < kNumGoods; ++k) {
        a.seats[p].hand[k] = uint16_t(a.seats[p].hand[k] - a.offer_give[k] + a.offer_ask[k]);
        a.seats[me].hand[k] = uint16_t(a.seats[me].hand[k] + a.offer_give[k] - a.offer_ask[k]);
      }
      const bool gains = relative(g, after, me, me) > relative(g, d, me, me);
      return g.id(gains ? g.blocks().accept : g.blocks().decline);
    }
    case CqPhase::OfferBuild: return g.id(g.blocks().offer_withdraw);
    default: return std::nullopt;
  }
}

struct ConquestValue final : FamilyValue {
  double seat_value(const Game& g, const State& s, int player, int viewer) const override {
    double v[kMaxSeats];
    all_seat_values(cq_game(g), s, viewer, v);
    return v[player];
  }
  void seat_values(const Game& g, const State& s, int viewer, double* out) const override {
    all_seat_values(cq_game(g), s, viewer, out);
  }
  double relative_value(const Game& g, const State& s, int player, int viewer) const override {
    return relative(cq_game(g), s, player, viewer);
  }
  std::optional<Action> rule(const Game& g, const State&, const State& d, const Action* legal, int n) const override {
    return cq_rule(cq_game(g), d, legal, n);
  }
  bool skips(const Game& g, Action a) const override { return is_offer_give(cq_game(g), a); }
};

}  // namespace

void register_conquest_value() {
  static const ConquestValue value;
  register_family_value("conquest", value);
}

}  // namespace catanlab
