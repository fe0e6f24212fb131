// Catan Conquest's Game: options and board, the action space, a new game,
// who moves, the result, and the family's registration.
#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/conquest/cq_rules.h"
#include "core/engine/registry.h"

namespace catanlab {

using namespace cq;

namespace {

std::vector<std::string> labels(std::string_view prefix, int from, int to) {
  std::vector<std::string> out;
  for (int i = from; i <= to; ++i) out.push_back(fmt::format("{}{}", prefix, i));
  return out;
}

std::vector<std::string> good_labels() { return {std::begin(kGoodNames), std::end(kGoodNames)}; }

}  // namespace

CqGame::CqGame(RuleSet rules, int num_players) : Game(std::move(rules), num_players) {
  const RuleSet& rs = rules_;
  num_players_ = seats_for(rs, num_players_, kCqSeats);
  if (rs.board.empty()) throw ConfigError(rs.path + ": 'board' must name a board of configs/boards");
  read_cq_options(rs, opt_);
  const std::string board = board_for(rs, num_players_);
  board_ = load_cq_board(config_dir() + "/boards/" + board + ".json");
  if (board_.start_ports.count() < num_players_)
    throw ConfigError(fmt::format("board {}: {} start ports for {} players", board, board_.start_ports.count(), num_players_));
  declare();
  observation_size_ = observation_layout();
  uint64_t h = 1469598103934665603ull;  // FNV-1a over what shapes the bytes
  auto mix = [&](uint64_t x) { h = (h ^ x) * 1099511628211ull; };
  for (uint64_t x : {uint64_t('Q'), uint64_t(num_players_), uint64_t(sizeof(CqState)), uint64_t(topo().num_hexes),
                     uint64_t(topo().num_edges)})
    mix(x);
  for (const OptionValue& o : options()) mix(uint64_t(o.value));
  for (const Cost& c : opt_.costs)
    for (uint8_t x : c) mix(x);
  fingerprint_ = h;
}

void CqGame::declare() {
  ActionSpace& a = actions_;
  const int H = topo().num_hexes, E = topo().num_edges;
  b_.start_port = a.add("start_port", Domain::Hex, H);
  b_.land = a.add("land", Domain::Hex, H);
  b_.march = a.add("march", Domain::Hex, H);
  b_.found = a.add("found", Domain::Fixed);
  b_.skip_found = a.add("skip_found", Domain::Fixed);
  b_.roll = a.add("roll", Domain::Fixed);
  b_.loaded = a.add_list("loaded", labels("", 2, 12));
  b_.harvest = a.add("harvest", Domain::Resource);
  b_.build_settlement = a.add("build_settlement", Domain::Hex, H);
  b_.build_city = a.add("build_city", Domain::Hex, H);
  b_.build_castle = a.add("build_castle", Domain::Hex, H);
  b_.build_wall = a.add("build_wall", Domain::Edge, E);
  b_.move_wall = a.add("move_wall", Domain::Edge, E);
  b_.wall_to = a.add("wall_to", Domain::Edge, E);
  for (int k = 1; k < kNumUnitKinds; ++k) b_.build_unit[k] = a.add(fmt::format("build_{}", kUnitNames[k]), Domain::Hex, H);
  b_.buy_dev = a.add("buy_dev", Domain::Fixed);
  b_.unit = a.add_list("unit", labels("u", 0, kUnitSlots - 1));
  b_.move = a.add("move", Domain::Hex, H);
  b_.attack = a.add("attack", Domain::Hex, H);
  std::vector<std::string> targets;
  for (int q = 0; q < kCqSeats; ++q)
    for (int k = 0; k < kNumUnitKinds; ++k) targets.push_back(fmt::format("{} p{}", k ? kUnitNames[k] : "building", q));
  b_.target = a.add_list("target", targets);
  b_.breach = a.add("breach", Domain::Edge, E);
  b_.hunt = a.add("hunt", Domain::Fixed);
  b_.fish = a.add("fish", Domain::Fixed);
  b_.defend = a.add_list("defend", labels("u", 0, kUnitSlots - 1));
  std::vector<std::string> pairs;
  for (int give = 0; give < kNumResources; ++give)
    for (int get = 0; get < kNumResources; ++get)
      if (give != get) pairs.push_back(fmt::format("{} {}", kResourceNames[give], kResourceNames[get]));
  b_.trade_bank = a.add_list("trade_bank", pairs);
  b_.sell[0] = a.add("sell_gold", Domain::Resource);
  b_.sell[1] = a.add("sell_fish", Domain::Resource);
  b_.sell[2] = a.add("sell_meat", Domain::Resource);
  b_.offer_give = a.add_list("offer_give", good_labels());
  b_.offer_ask = a.add_list("offer_ask", good_labels());
  b_.offer_send = a.add("offer_send", Domain::Fixed);
  b_.offer_withdraw = a.add("offer_withdraw", Domain::Fixed);
  b_.accept = a.add("accept", Domain::Fixed);
  b_.decline = a.add("decline", Domain::Fixed);
  b_.trade_with = a.add("trade_with", Domain::Seat, num_players_);
  std::vector<std::string> playable;
  for (DevCard c : kPlayable) playable.emplace_back(kDevCardNames[c]);
  b_.play = a.add_list("play", playable);
  b_.plenty = a.add("plenty", Domain::Resource);
  b_.monopoly = a.add("monopoly", Domain::Resource);
  b_.relic = a.add_list("relic", labels("u", 0, kKnightSlots - 1));
  b_.liquid_fire = a.add_list("liquid_fire", labels("u", kKnightSlots, kUnitSlots - 1));
  b_.robin_give = a.add("robin_give", Domain::Resource);
  b_.end_turn = a.add("end_turn", Domain::Fixed);
  b_.dice = a.add_chance_list("dice", labels("", 2, 12));
  b_.victim = a.add_chance("victim", Domain::Seat, num_players_);
  b_.dragon_hits = a.add_chance("dragon_hits", Domain::Hex, H);
  b_.dragon_fight = a.add_chance_list("dragon_fight", {"held", "fell"});
  b_.storm_sinks = a.add_chance_list("storm_sinks", labels("u", kKnightSlots, kUnitSlots - 1));
  b_.disease_kills = a.add_chance_list("disease_kills", labels("u", 0, kKnightSlots - 1));
  b_.battle = a.add_chance_list("battle", {"attacker_wins", "defender_wins"});
  b_.breach_roll = a.add_chance_list("breach_roll", {"breached", "held"});
  b_.hunt_roll = a.add_chance_list("hunt_roll", {"caught", "missed"});
  b_.fish_roll = a.add_chance_list("fish_roll", {"caught", "missed"});
  std::vector<std::string> cards(std::begin(kDevCardNames), std::end(kDevCardNames));
  b_.draw = a.add_chance_list("draw", cards);
  a.finish();
}

std::vector<OptionValue> CqGame::options() const {
  CqOptions copy = opt_;
  std::vector<OptionValue> out;
  for (const OptionSpec& o : cq_options(copy)) out.push_back({o.name, o.help, *o.value, o.min, o.max});
  return out;
}

std::vector<std::string> CqGame::describe() const {
  std::vector<std::string> costs;
  for (int p = 0; p < kNumCqPurchases; ++p) {
    std::vector<std::string> parts;
    for (int r = 0; r < kNumResources; ++r)
      if (opt_.costs[p][r]) parts.push_back(fmt::format("{} {}", opt_.costs[p][r], kResourceNames[r]));
    costs.push_back(fmt::format("{} {}", kCqPurchaseNames[p], fmt::join(parts, " + ")));
  }
  return {fmt::format("costs: {}", fmt::join(costs, "; ")),
          fmt::format("board: {} hexes, {} islands, {} start ports", topo().num_hexes, board_.num_islands,
                      board_.start_ports.count())};
}

State CqGame::new_game(uint64_t seed) const {
  State state(state_size());
  CqState& s = cq_state(state);
  s.num_players = uint8_t(num_players_);
  board_.deal(seed, opt_.shuffle_board, s);
  for (int r = 0; r < kNumResources; ++r) s.bank[r] = uint8_t(opt_.bank_per_resource);
  for (int c = 0; c < kNumDevCards; ++c) s.deck[c] = uint8_t(opt_.deck[c]);
  for (int k = 0; k < 11; ++k) s.stack[k] = uint8_t(6 - std::abs(5 - k));
  for (int q = 0; q < kCqSeats; ++q) s.order[q] = uint8_t(q);
  for (int q = 0; q < num_players_; ++q) s.seats[q].start_island = kCqNone;
  s.phase = uint8_t(CqPhase::SetupPort);
  s.selected = s.victim = s.dragon_hex = s.harvest_hex = s.defender_slot = s.robin_to = s.draw_for = kCqNone;
  rebuild_caches(state);
  return state;
}

void CqGame::rebuild_caches(State& state) const {
  CqState& s = cq_state(state);
  s.by_number = {};
  for (int h = 0; h < topo().num_hexes; ++h)
    if (s.number[h] >= 2 && s.number[h] <= 12) s.by_number[s.number[h]].set(h);
}

int CqGame::current_player(const State& state) const {
  const CqState& s = cq_state(state);
  switch (phase(s)) {
    case CqPhase::Dice: case CqPhase::EventVictim: case CqPhase::DragonHit: case CqPhase::DragonFight:
    case CqPhase::Storm: case CqPhase::Disease: case CqPhase::Battle: case CqPhase::BreachRoll:
    case CqPhase::HuntRoll: case CqPhase::FishRoll: case CqPhase::DrawCard:
      return kChancePlayer;
    case CqPhase::GameOver: return kTerminalPlayer;
    default: return s.to_move;
  }
}

std::string CqGame::phase_name(const State& state) const {
  const uint8_t p = cq_state(state).phase;
  return p < kNumCqPhases ? std::string(kCqPhaseNames[p]) : fmt::format("phase {}", p);
}

int CqGame::victory_points(const State& state, int seat) const { return total_tokens(cq_state(state).seats[seat]); }

uint32_t CqGame::turn(const State& state) const {
  const CqState& s = cq_state(state);
  if (s.round == 0) return 0;
  if (phase(s) == CqPhase::GameOver) return uint32_t((s.round - 1) * num_players_ + (s.capped ? s.turn_pos + 1 : num_players_));
  return uint32_t((s.round - 1) * num_players_ + s.turn_pos + s.draw_free);
}

int CqGame::winner(const State& state) const {
  const CqState& s = cq_state(state);
  if (phase(s) != CqPhase::GameOver || s.capped) return -1;
  int best = -1, count = 0, who = -1;
  for (int q = 0; q < num_players_; ++q) {
    const int t = total_tokens(s.seats[q]);
    if (t > best) best = t, count = 0, who = q;
    count += t == best;
  }
  return count == 1 ? who : -1;
}

// The most tokens win; seats tied at the top share the win; the turn cap is a draw.
void CqGame::returns(const State& state, double* out) const {
  const CqState& s = cq_state(state);
  std::fill(out, out + num_players_, 0.0);
  if (phase(s) != CqPhase::GameOver || s.capped) return;  // the turn cap: a draw
  int best = -1, count = 0;
  for (int q = 0; q < num_players_; ++q) best = std::max(best, total_tokens(s.seats[q]));
  for (int q = 0; q < num_players_; ++q) count += total_tokens(s.seats[q]) == best;
  for (int q = 0; q < num_players_; ++q) out[q] = total_tokens(s.seats[q]) == best ? 1.0 / count : 0.0;
}

void register_conquest() {
  register_family(std::string(CqGame::kFamily), [](RuleSet rules, int players) -> std::shared_ptr<const Game> {
    return std::make_shared<const CqGame>(std::move(rules), players);
  });
}

}  // namespace catanlab
