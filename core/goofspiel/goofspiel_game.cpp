// Goofspiel's rules: options, the action space, the round's bids and their
// resolution, chance's reveals, the result.
#include <bit>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/did_you_mean.h"
#include "core/engine/registry.h"
#include "core/goofspiel/goofspiel.h"

namespace catanlab {

namespace {

constexpr const char* kCardsHelp = "cards in each hand and in the prize deck (1..N)";

}  // namespace

GoofGame::GoofGame(RuleSet rules, int num_players) : Game(std::move(rules), num_players) {
  const RuleSet& rs = rules_;
  num_players_ = seats_for(rs, num_players_, kMaxSeats);
  auto set_cards = [&](int value, const std::string& where) {
    if (value < 1 || value > kMaxCards)
      throw ConfigError(fmt::format("{}: option 'cards' = {} is outside 1..{}", where, value, kMaxCards));
    cards_ = value;
  };
  const nlohmann::json& file = *rs.file;
  if (file.contains("goofspiel")) {
    const nlohmann::json& section = file["goofspiel"];
    if (!section.is_object()) throw ConfigError(rs.path + ": 'goofspiel' must be an object");
    for (auto& [key, value] : section.items()) {
      if (key != "cards") throw ConfigError(rs.path + ": goofspiel." + key + ": unknown option (options: cards)");
      if (!value.is_number_integer()) throw ConfigError(rs.path + ": goofspiel.cards must be an integer");
      set_cards(value.get<int>(), rs.path);
    }
  }
  for (auto& [key, value] : rs.overrides) {
    if (key != "cards")
      throw ConfigError("rule set " + rs.name + ": unknown option '" + key + "'" + did_you_mean(key, {"cards"}) +
                        " (options: cards)");
    set_cards(value, "rule set " + rs.name);
  }

  std::vector<std::string> labels;
  for (int k = 1; k <= cards_; ++k) labels.push_back(std::to_string(k));
  bid_ = actions_.add_list("bid", labels);
  reveal_ = actions_.add_chance_list("reveal", labels);
  actions_.finish();
  // Round, prize, deck, own bid; then per seat (the viewer first) its cards, points, whether it has bid, whether it is to move.
  observation_size_ = 1 + 3 * cards_ + num_players_ * (cards_ + 3);
  uint64_t h = 1469598103934665603ull;  // FNV-1a over what shapes the bytes
  for (uint64_t x : {uint64_t('G'), uint64_t(cards_), uint64_t(num_players_), uint64_t(sizeof(GoofState))})
    h = (h ^ x) * 1099511628211ull;
  fingerprint_ = h;
}

std::vector<OptionValue> GoofGame::options() const { return {{"cards", kCardsHelp, cards_, 1, kMaxCards}}; }

int GoofGame::bids_made(const GoofState& s) const {
  int n = 0;
  for (int q = 0; q < num_players_; ++q) n += s.bid[q] != 0;
  return n;
}

State GoofGame::new_game(uint64_t) const {
  State state(state_size());
  GoofState& s = goof_state(state);
  const uint16_t all = uint16_t((1u << cards_) - 1);
  for (int q = 0; q < num_players_; ++q) s.held[q] = all;
  s.deck = all;
  s.num_players = uint8_t(num_players_);
  return state;
}

int GoofGame::current_player(const State& state) const {
  const GoofState& s = goof_state(state);
  if (s.round == cards_) return kTerminalPlayer;
  return s.prize == 0 ? kChancePlayer : s.to_move;
}

std::string GoofGame::phase_name(const State& state) const {
  const int p = current_player(state);
  return p == kTerminalPlayer ? "game_over" : p == kChancePlayer ? "reveal" : "bid";
}

// The bidders after the first cannot see the bids before theirs, and no one
// sees a bid before the last: only the round's last bid is shown at once.
bool GoofGame::private_decision(const State& state) const {
  const GoofState& s = goof_state(state);
  return s.prize != 0 && s.round < cards_ && bids_made(s) < num_players_ - 1;
}

// A seat may bid any card it holds: its own hand, which it sees.
int GoofGame::legal_actions(const State& state, Action* out) const {
  if (current_player(state) < 0) return 0;
  const GoofState& s = goof_state(state);
  int n = 0;
  for (int k = 1; k <= cards_; ++k)
    if (s.held[s.to_move] >> (k - 1) & 1) out[n++] = bid_id(k);
  return n;
}

int GoofGame::chance_outcomes(const State& state, ChanceOutcome* out) const {
  if (!is_chance(state)) return 0;
  const uint16_t deck = goof_state(state).deck;
  const double p = 1.0 / std::popcount(deck);
  int n = 0;
  for (int k = 1; k <= cards_; ++k)
    if (deck >> (k - 1) & 1) out[n++] = {reveal_id(k), p};
  return n;
}

Action GoofGame::sample_chance(const State& state, Rng& rng) const {
  const uint16_t deck = goof_state(state).deck;
  return reveal_id(nth_card(deck, int(rng.below(uint32_t(std::popcount(deck))))));
}

void GoofGame::apply(State& state, Action a) const {
  GoofState& s = goof_state(state);
  const int card = actions_.index_of(a) + 1;
  if (actions_.block_of(a) == reveal_) {
    s.prize = uint8_t(card);
    s.deck &= uint16_t(~(1u << (card - 1)));
    s.to_move = uint8_t(first_bidder(s.round));
    return;
  }
  s.bid[s.to_move] = uint8_t(card);
  if (bids_made(s) == num_players_) return resolve(s);
  s.to_move = uint8_t((s.to_move + 1) % num_players_);
}

// The bids are shown and spent; a single highest bid takes the prize.
void GoofGame::resolve(GoofState& s) const {
  int top = 0, takers = 0, taker = -1;
  for (int q = 0; q < num_players_; ++q) {
    if (s.bid[q] > top) top = s.bid[q], takers = 0;
    if (s.bid[q] == top) ++takers, taker = q;
  }
  if (takers == 1) s.points[taker] = uint8_t(s.points[taker] + s.prize);
  for (int q = 0; q < num_players_; ++q) {
    s.held[q] &= uint16_t(~(1u << (s.bid[q] - 1)));
    s.shown[q] = s.bid[q];
    s.bid[q] = 0;
  }
  s.prize = 0;
  s.round += 1;
  s.to_move = 0;
}

int GoofGame::winner(const State& state) const {
  const GoofState& s = goof_state(state);
  if (s.round < cards_) return -1;
  int best = -1, count = 0;
  for (int q = 0; q < num_players_; ++q) {
    if (best < 0 || s.points[q] > s.points[best]) best = q, count = 0;
    if (s.points[q] == s.points[best]) ++count;
  }
  return count == 1 ? best : -1;
}

void GoofGame::returns(const State& state, double* out) const {
  const int w = winner(state);
  for (int q = 0; q < num_players_; ++q) out[q] = q == w ? 1 : 0;
}

void register_goofspiel() {
  register_family(std::string(GoofGame::kFamily), [](RuleSet rules, int players) -> std::shared_ptr<const Game> {
    return std::make_shared<const GoofGame>(std::move(rules), players);
  });
}

}  // namespace catanlab
