// The standard family's value function: the base game's terms (production by
// pips and resource, expansion room, harbors, VP, development cards, the
// robber, cards in hand and what they can build) plus the terms of the rule
// set's modules (module_terms.h); and the family's own decisions of the
// heuristic bot (domestic trade) and of ISMCTS's guided rollouts.
#include "agents/heuristic/family_value.h"
#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/per_board.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <stdexcept>

#include "agents/heuristic_eval.h"
#include "core/base/base_rules.h"
#include "core/standard/hand.h"
#include "core/base/turn.h"

namespace catanlab {

namespace {

// Weights, in units where one VP is worth 10 (module_terms.h). Building must
// always beat keeping its cards (a settlement's 4 cards are worth ~4, its VP
// 10), and production is what wins the next turns, so a pip (1/36 of a card
// per roll) is worth almost a card.
constexpr double kPip = 0.9;
constexpr double kDiversity = 1.5;       // per resource the seat produces at all
constexpr double kRobbedShare = 0.3;     // a blocked hex still counts a little: the robber moves on
constexpr double kHarbor2 = 0.3;         // per pip of the matching resource
constexpr double kHarbor3 = 1.0;
constexpr double kSiteNow = 0.45;        // per pip of the best free site at a road end
constexpr double kSiteNext = 0.2;        // per pip of the best site one road further
constexpr double kSiteCount = 1.0;       // per free site at a road end (up to 2)
constexpr double kCardOver = 0.3;        // per card above the discard limit (a 7 takes half)
constexpr double kCanBuild = 3.5;        // the hand pays for a city or settlement that has a place
constexpr double kCanBuyDev = 0.5;
constexpr double kDevCard = 2.5;         // an unplayed knight, road building or monopoly
constexpr double kYearOfPlenty = 3.0;
constexpr double kHiddenDev = 3.5;       // an opponent's unseen card, VP cards included on average
constexpr double kKnightPlayed = 1.0;    // toward Largest Army beyond the award itself
constexpr double kRoadLength = 0.3;
constexpr double kPendingRobber = 2.0;   // the seat is about to move the robber
constexpr double kWin = 1000.0;
constexpr int kMaxModuleTerms = 8;

// The terms of the rule set's modules, looked up once per Game (and thread).
// Plain thread_locals: one with a constructor (a vector) costs a call per access.
struct Terms {
  const ModuleTerms* const* begin() const { return list; }
  const ModuleTerms* const* end() const { return list + size; }
  const ModuleTerms* list[kMaxModuleTerms];
  int size;
};
const Terms& terms_of(const StdGame& g) {
  thread_local const StdGame* game = nullptr;
  thread_local uint64_t fingerprint = 0;
  thread_local Terms terms{};
  if (game != &g || fingerprint != g.fingerprint()) {
    game = &g, fingerprint = g.fingerprint();
    terms.size = 0;
    for (const std::string& m : g.rules().modules)
      if (const ModuleTerms* t = module_terms(m)) {
        if (terms.size == kMaxModuleTerms) throw std::logic_error("more modules with terms than kMaxModuleTerms");
        terms.list[terms.size++] = t;
      }
  }
  return terms;
}

int pips(int number) { return number ? 6 - std::abs(7 - number) : 0; }

int site_pips(const StdGame& g, const StdState& s, int v) {
  int sum = 0;
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && terrain_resource(s.layout.terrain[h]) >= 0) sum += pips(s.layout.number[h]);
  return sum;
}

// What the value function reads of the board (terrain and numbers), per vertex (per_board.h).
struct BoardTables {
  struct Yield {
    int8_t hex, resource, pips;
  };
  std::array<uint8_t, kMaxVertices> site_pips;          // site_pips(v)
  std::array<std::array<Yield, 3>, kMaxVertices> yields;  // the producing hexes at v, in vertex_hex order
  std::array<uint8_t, kMaxVertices> num_yields;
};

const BoardTables& board_tables(const StdGame& g, const StdState& s) {
  return per_board<BoardTables>(g, s, [&](BoardTables& tables) {
    for (int v = 0; v < g.topo().num_vertices; ++v) {
      tables.site_pips[v] = uint8_t(site_pips(g, s, v));
      for (int8_t h : g.topo().vertex_hex[v])
        if (const int r = h >= 0 ? terrain_resource(s.layout.terrain[h]) : -1; r >= 0)
          tables.yields[v][tables.num_yields[v]++] = {h, int8_t(r), int8_t(pips(s.layout.number[h]))};
    }
  });
}

int best_site(const std::array<uint8_t, kMaxVertices>& site_pips, const VertexSet& sites) {
  int best = 0;
  sites.for_each([&](int v) { best = std::max<int>(best, site_pips[v]); });
  return best;
}

double production_value(const BoardTables& board, const StdState& s, const PlayerState& p) {
  double prod[kNumResources] = {};
  auto add = [&](int v, double mult) {
    for (int i = 0; i < board.num_yields[v]; ++i) {
      const BoardTables::Yield y = board.yields[v][i];
      if (s.base.barren.test(y.hex)) continue;  // conquered hexes yield nothing
      prod[y.resource] += int(y.pips) * mult * (y.hex == s.base.robber ? kRobbedShare : 1.0);
    }
  };
  p.settlements.for_each([&](int v) { add(v, 1); });
  p.cities.for_each([&](int v) { add(v, 2); });
  double v = 0;
  for (int r = 0; r < kNumResources; ++r) {
    v += kPip * prod[r];
    if (prod[r] > 0) v += kDiversity;
    if ((p.harbors >> r) & 1) v += kHarbor2 * prod[r];
  }
  if ((p.harbors >> kGenericHarbor) & 1) v += kHarbor3;
  return v;
}

double expansion_value(const StdGame& g, const BoardTables& board, const StdState& s, const PlayerState& p) {
  if (p.settlements_left == 0) return 0;
  const Topology& t = g.topo();
  VertexSet now = (p.road_vertices & t.land_vertices) - s.base.blocked;
  VertexSet next;
  (p.road_vertices | p.settlements | p.cities).for_each([&](int v) { next |= t.vertex_neighbours[v]; });
  next = (next & t.land_vertices) - s.base.blocked - now;
  return kSiteNow * best_site(board.site_pips, now) + kSiteNext * best_site(board.site_pips, next) +
         kSiteCount * std::min(now.count(), 2);
}

double hand_value(const StdGame& g, const StdState& s, int player) {
  const PlayerState& p = s.base.players[player];
  const int limit = g.opt().discard_above + p.hand_limit_bonus;
  double v = kCard * std::min<int>(p.hand_total, limit) + kCardOver * std::max(0, p.hand_total - limit);
  if (p.cities_left > 0 && p.settlements.any() && covers(p, g.opt().costs[BuyCity])) v += kCanBuild;
  if (p.settlements_left > 0 && covers(p, g.opt().costs[BuySettlement]) &&
      ((p.road_vertices & g.topo().land_vertices) - s.base.blocked).any())
    v += kCanBuild;
  if (covers(p, g.opt().costs[BuyDevCard])) v += kCanBuyDev;
  // Among equal totals prefer a spread hand: discards and picks keep sets.
  int squares = 0;
  for (int r = 0; r < kNumResources; ++r) squares += p.hand[r] * p.hand[r];
  return v - 0.01 * squares;
}

// The base game's terms of a seat's value, in seat_terms' order; the modules' follow, one each.
enum Term { kVpTerm, kWinTerm, kProductionTerm, kExpansionTerm, kArmyTerm, kRoadTerm, kHandTerm, kDevTerm,
            kPendingTerm, kBaseTerms };
constexpr const char* kTermNames[kBaseTerms] = {"vp",   "win",  "production", "expansion", "army",
                                                "road", "hand", "dev_cards",  "pending"};

// The seat's value split into its terms t[0..kBaseTerms + the modules'), and their sum, the value.
// Inlined, so that std_seat_value, a search's leaf, drops the stores of terms it never reads.
[[gnu::always_inline]] inline double std_seat_terms(const StdGame& g, const StdState& s, int player, int viewer, double* t) {
  const PlayerState& p = s.base.players[player];
  const bool sees = viewer == kFullView || viewer == player;
  // Module points (C&K) are public; only development VP cards are hidden.
  t[kVpTerm] = kVp * (g.victory_points(s, player) - (sees ? 0 : p.dev[VictoryPoint]));
  t[kWinTerm] = g.is_terminal(s) && s.winner == player ? kWin : 0;
  double v = t[kVpTerm] + t[kWinTerm];
  const BoardTables& board = board_tables(g, s);
  t[kProductionTerm] = production_value(board, s, p);
  t[kExpansionTerm] = expansion_value(g, board, s, p);
  v += t[kProductionTerm] + t[kExpansionTerm];
  t[kArmyTerm] = kKnightPlayed * p.knights_played;
  t[kRoadTerm] = kRoadLength * p.road_length;
  v += t[kArmyTerm] + t[kRoadTerm];
  double* module = t + kBaseTerms;
  for (const ModuleTerms* m : terms_of(g)) v += *module++ = m->seat(g, s, player, sees);
  if (sees) {
    t[kHandTerm] = hand_value(g, s, player);
    t[kDevTerm] =
        kDevCard * (p.dev[Knight] + p.dev[RoadBuilding] + p.dev[Monopoly]) + kYearOfPlenty * p.dev[YearOfPlenty];
  } else {
    const int limit = g.opt().discard_above + p.hand_limit_bonus;
    t[kHandTerm] = kCard * std::min<int>(p.hand_total, limit) + kCardOver * std::max(0, p.hand_total - limit);
    int devs = 0;
    for (int k = 0; k < kNumDevKinds; ++k) devs += p.dev[k];
    t[kDevTerm] = kHiddenDev * devs;
  }
  v += t[kHandTerm];
  v += t[kDevTerm];
  // What is already decided but not yet resolved.
  const BaseSlice& b = s.base;
  double pending = 0;
  switch (s.phase) {
    case Phase::DrawDev:
      if (s.to_move == player) pending += kHiddenDev;
      break;
    case Phase::StealCard:
      if (s.turn_player == player) pending += kCard;
      if (b.victim == player) pending -= kCard;
      break;
    case Phase::ChooseVictim:
      if (s.turn_player == player) pending += kCard;
      break;
    case Phase::MoveRobber:
      if (s.turn_player == player) pending += kPendingRobber;
      break;
    case Phase::RoadBuilding:
      if (s.turn_player == player) pending += kPendingRoad * b.free_roads;
      break;
    case Phase::YearOfPlenty:
      if (s.turn_player == player) pending += kCard * b.free_picks;
      break;
    default:
      break;
  }
  t[kPendingTerm] = pending;
  return v + pending;
}

std::vector<std::string> std_term_names(const StdGame& g) {
  std::vector<std::string> names(kTermNames, kTermNames + kBaseTerms);
  for (const std::string& m : g.rules().modules)
    if (module_terms(m)) names.push_back("module:" + m);
  return names;
}

double std_seat_value(const StdGame& g, const StdState& s, int player, int viewer) {
  double terms[kBaseTerms + kMaxModuleTerms];
  return std_seat_terms(g, s, player, viewer, terms);
}

double std_relative_value(const StdGame& g, const StdState& s, int player, int viewer) {
  double sum = 0, best = -1e300;
  for (int q = 0; q < s.num_players; ++q) {
    if (q == player) continue;
    double v = std_seat_value(g, s, q, viewer);
    sum += v;
    best = std::max(best, v);
  }
  double table = 0;
  for (const ModuleTerms* m : terms_of(g)) table += m->table(g, s);
  return std_seat_value(g, s, player, viewer) - 0.5 * (sum / (s.num_players - 1)) - 0.5 * best + table;
}



std::optional<Action> std_rule(const StdGame& g, const State& s, const State& d, const Action* legal, int) {
  const BaseBlocks& k = base_blocks(g);
  const Phase phase = std_state(s).phase;
  if (phase == Phase::TradeRespond) {  // accept when the exchange raises the seat's own standing
    const int me = std_state(s).to_move;
    if (legal[0] == k.trade_accept.first) {
      thread_local State after;  // the responder's state once the offer (cards and the modules' part) is carried out
      after = d;
      carry_out_offer(g, std_state(after), me);
      if (std_relative_value(g, std_state(after), me, me) > std_relative_value(g, std_state(d), me, me))
        return k.trade_accept.first;
    }
    return k.trade_decline.first;
  }
  if (phase == Phase::TradeBuild) return k.trade_withdraw.first;
  return std::nullopt;
}

// Ids that open an offer (base resources, C&K commodities, the Conquerors' amber and wine): not this bot's game.
bool std_skips(const StdGame& g, Action a) {
  const auto ck_offer = g.action_id("offer_give paper"), token_offer = g.action_id("offer_give amber");
  return base_blocks(g).offer_give.contains(a) || (ck_offer && a >= *ck_offer && a < *ck_offer + 3) ||
         (token_offer && a >= *token_offer && a < *token_offer + 2);
}

Action std_rollout_action(const StdGame& g, const StdState& d, const Action* legal, int n, Rng& rng) {
  if (d.phase != Phase::Main) return legal[rng.below(uint32_t(n))];
  const BaseBlocks& k = base_blocks(g);
  auto is_build = [&](Action a) { return k.build_settlement.contains(a) || k.build_city.contains(a); };
  auto is_road = [&](Action a) { return k.build_road.contains(a); };
  int builds = 0, roads = 0;
  bool dev = false;
  for (int i = 0; i < n; ++i) {
    builds += is_build(legal[i]);
    roads += is_road(legal[i]);
    dev |= legal[i] == k.buy_dev.first;
  }
  auto nth_in = [&](auto in, int j) {
    for (int i = 0; i < n; ++i)
      if (in(legal[i]) && j-- == 0) return legal[i];
    return legal[0];
  };
  if (builds) return nth_in(is_build, int(rng.below(uint32_t(builds))));
  if (dev && rng.below(2) == 0) return k.buy_dev.first;
  if (roads && rng.below(3) == 0) return nth_in(is_road, int(rng.below(uint32_t(roads))));
  return k.end_turn.first;
}

// Every method reads its Game as the standard family's: family_value() hands
// this object only to games of that family.
struct StandardValue final : FamilyValue {
  static const StdGame& std(const Game& g) { return static_cast<const StdGame&>(g); }
  double seat_value(const Game& g, const State& s, int player, int viewer) const override {
    return std_seat_value(std(g), std_state(s), player, viewer);
  }
  std::vector<std::string> term_names(const Game& g) const override { return std_term_names(std(g)); }
  double seat_terms(const Game& g, const State& s, int player, int viewer, double* out) const override {
    return std_seat_terms(std(g), std_state(s), player, viewer, out);
  }
  double relative_value(const Game& g, const State& s, int player, int viewer) const override {
    return std_relative_value(std(g), std_state(s), player, viewer);
  }
  std::optional<Action> rule(const Game& g, const State& s, const State& d, const Action* legal, int n) const override {
    return std_rule(std(g), s, d, legal, n);
  }
  bool skips(const Game& g, Action a) const override { return std_skips(std(g), a); }
  Action rollout_action(const Game& g, const State& d, const Action* legal, int n, Rng& rng) const override {
    return std_rollout_action(std(g), std_state(d), legal, n, rng);
  }
};

}  // namespace

void register_standard_value() {
  static const StandardValue value;
  register_family_value("standard", value);
}

}  // namespace catanlab
