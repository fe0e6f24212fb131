// Catan Conquest's Game: options and board, the action space (its blocks
// declared with their handlers by cq_apply.cpp and cq_chance.cpp) and the
// dispatch to them, a new game, who moves, the result, and the family's
// registration.
#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/conquest/cq_rules.h"
#include "core/engine/registry.h"

namespace catanlab {

using namespace cq;

std::vector<std::string> cq::labels(std::string_view prefix, int from, int to) {
  std::vector<std::string> out;
  for (int i = from; i <= to; ++i) out.push_back(fmt::format("{}{}", prefix, i));
  return out;
}

CqGame::CqGame(RuleSet rules, int num_players) : Game(std::move(rules), num_players) {
  const RuleSet& rs = rules_;
  num_players_ = seats_for(rs, num_players_, kCqSeats);
  if (rs.board.empty()) throw ConfigError(rs.path + ": 'board' must name a board of configs/boards");
  read_cq_options(rs, opt_);
  static_assert(kNumCqPurchases <= 16);
  for (int r = 0; r < kNumResources; ++r)
    for (int k = 0; k < 256; ++k) {
      payable_[r][k] = 0;
      for (int c = 0; c < kNumCqPurchases; ++c) payable_[r][k] |= uint16_t((opt_.costs[c][r] <= k) << c);
    }
  const std::string board = board_for(rs, num_players_);
  board_ = load_cq_board(config_dir() + "/boards/" + board + ".json");
  if (board_.start_ports.count() < num_players_)
    throw ConfigError(fmt::format("board {}: {} start ports for {} players", board, board_.start_ports.count(), num_players_));
  BlockHandlers<CqApply> table(actions_);
  declare_decisions(table);
  declare_chance(table);
  handlers_ = table.finish();
  // What each action may change that the cache reads. None: no unit, building, wall or round (a roll
  // or a battle begun changes hands and records; a city or castle, levels). Walls: the seat's own
  // walls or settled hexes, which no unit's judgement reads. Unit: a hunt's or fishing's unit alone.
  // Move: a move on land or at sea (apply tells one that boards, lands or moves a cargo ship).
  const CqBlocks& b = b_;
  const ActionSpace::Block none[] = {
      b.roll, b.loaded, b.harvest, b.build_city, b.build_castle, b.buy_dev, b.unit, b.attack, b.target, b.breach,
      b.hunt, b.fish, b.defend, b.trade_bank, b.sell[0], b.sell[1], b.sell[2], b.offer_give, b.offer_ask,
      b.offer_send, b.offer_withdraw, b.accept, b.decline, b.trade_with, b.play, b.plenty, b.monopoly, b.relic,
      b.liquid_fire, b.robin_give, b.dice};
  const ActionSpace::Block walls[] = {b.build_settlement, b.build_wall, b.move_wall, b.wall_to};
  refresh_.assign(size_t(actions_.num_ids()), Refresh::All);
  for (Action a = 0; a < actions_.num_ids(); ++a) {
    const ActionSpace::Block k = actions_.block_of(a);
    Refresh& r = refresh_[size_t(a)];
    if (std::find(std::begin(none), std::end(none), k) != std::end(none)) r = Refresh::None;
    if (std::find(std::begin(walls), std::end(walls), k) != std::end(walls)) r = Refresh::Walls;
    if (k == b.hunt_roll || k == b.fish_roll) r = Refresh::Unit;
    if (k == b.move) r = Refresh::Move;
  }
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

// The id's block's handler, with the id's place in the block.
void CqGame::apply(State& state, Action a) const {
  const IdHandler<CqApply>& h = handlers_[size_t(a)];
  CqState& s = cq_state(state);
  const Refresh r = refresh_[size_t(a)];
  const int slot = s.selected;  // the unit a move, hunt or fish is of (to_main clears it)
  const bool carried = r == Refresh::Move && s.seats[s.to_move].units[slot].carrier;
  h.apply(*this, s, a - h.first);
  switch (r) {
    case Refresh::None: break;
    case Refresh::Walls: refresh_walls(*this, s); break;
    case Refresh::Unit: refresh_unit(*this, s, slot, false); break;
    case Refresh::Move: {
      const CqUnit& u = s.seats[turn_player(s)].units[slot];
      if (carried || u.carrier || kind_of(u) == UnitKind::Cargo) {
        refresh_main(*this, s);
      } else {
        refresh_unit(*this, s, slot, is_knight(kind_of(u)));
        if (is_ship(kind_of(u))) refresh_ports(*this, s);  // onto or off a port
      }
      break;
    }
    case Refresh::All: refresh_main(*this, s); break;
  }
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
  for (int q = 0; q < num_players_; ++q) refresh_forces(s.seats[q]);
  refresh_main(*this, s);
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
