// Goofspiel's part of a State's JSON form, read back field by field, and the
// checks of those fields that the bytes and the JSON form share.
#include <bit>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/field_check.h"
#include "core/goofspiel/goofspiel.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;

namespace {

json card_array(uint16_t bits) {
  json out = json::array();
  for (int k = 1; bits; ++k, bits >>= 1)
    if (bits & 1) out.push_back(k);
  return out;
}

}  // namespace

void GoofGame::write_json(const State& state, json& j) const {
  const GoofState& s = goof_state(state);
  json seats = json::array();
  for (int q = 0; q < num_players_; ++q)
    seats.push_back({{"cards", card_array(s.held[q])}, {"bid", s.bid[q]}, {"shown", s.shown[q]}, {"points", s.points[q]}});
  j.update({{"round", s.round}, {"prize", s.prize}, {"deck", card_array(s.deck)}, {"to_move", s.to_move}, {"seats", seats}});
}

State GoofGame::read_json(const json& j) const {
  auto cards = [&](const json& o, const char* key, const std::string& where) {
    if (!o.contains(key) || !o[key].is_array()) throw ConfigError(fmt::format("{}.{}: must be a list of cards", where, key));
    uint16_t bits = 0;
    for (const json& c : o[key]) {
      if (!json_int_within(c, 1, cards_)) throw ConfigError(fmt::format("{}.{}: cards are 1..{}", where, key, cards_));
      bits |= uint16_t(1u << (c.get<int>() - 1));
    }
    return bits;
  };
  State state(state_size());
  GoofState& s = goof_state(state);
  s.num_players = uint8_t(num_players_);
  s.round = uint8_t(json_field(j, "round", "state", 0, cards_));
  s.prize = uint8_t(json_field(j, "prize", "state", 0, cards_));
  s.deck = cards(j, "deck", "state");
  s.to_move = uint8_t(json_field(j, "to_move", "state", 0, num_players_ - 1));
  if (!j.contains("seats") || !j["seats"].is_array() || int(j["seats"].size()) != num_players_)
    throw ConfigError(fmt::format("state.seats: must list {} seats", num_players_));
  for (int q = 0; q < num_players_; ++q) {
    const json& seat = j["seats"][q];
    const std::string where = fmt::format("state.seats[{}]", q);
    if (!seat.is_object()) throw ConfigError(where + ": must be an object");
    s.held[q] = cards(seat, "cards", where);
    s.bid[q] = uint8_t(json_field(seat, "bid", where, 0, cards_));
    s.shown[q] = uint8_t(json_field(seat, "shown", where, 0, cards_));
    s.points[q] = uint8_t(json_field(seat, "points", where, 0, cards_ * (cards_ + 1) / 2));
  }
  return state;
}

// The cards: each round resolved took one from every hand and one prize from the deck; the round's
// bids are those of the seats from its first bidder to the one to move, each a card its seat holds.
void GoofGame::validate_fields(const State& state) const {
  const GoofState& s = goof_state(state);
  const FieldCheck c("state");
  const uint16_t all = uint16_t((1u << cards_) - 1);
  c.require(s.num_players == num_players_, "players", fmt::format("{}, this game has {}", s.num_players, num_players_));
  c.range("round", s.round, 0, cards_);
  const int left = cards_ - s.round;
  c.range("prize", s.prize, 0, left ? cards_ : 0);
  c.require((s.deck & ~all) == 0 && std::popcount(s.deck) == left - (s.prize != 0), "deck",
            fmt::format("{} prizes are left to reveal in round {}", left - (s.prize != 0), s.round));
  c.require(!s.prize || !(s.deck >> (s.prize - 1) & 1), "prize", "a card still in the deck");
  c.range("to_move", s.to_move, 0, num_players_ - 1);
  const int first = first_bidder(s.round), bidders = s.prize ? (s.to_move - first + num_players_) % num_players_ : 0;
  c.require(s.prize || s.to_move == 0, "to_move", "not 0 while no prize is revealed");
  for (int q = 0; q < num_players_; ++q) {
    const FieldCheck seat = c.at(fmt::format("seats[{}]", q));
    const bool bid_due = (q - first + num_players_) % num_players_ < bidders;
    seat.require(bid_due == (s.bid[q] != 0), "bid", bid_due ? "none from a seat that has bid" : "a bid from a seat yet to bid");
    seat.require(!s.bid[q] || (s.bid[q] <= cards_ && (s.held[q] >> (s.bid[q] - 1) & 1)), "bid",
                 fmt::format("{} is not a card the seat holds", s.bid[q]));
    seat.require((s.held[q] & ~all) == 0 && std::popcount(s.held[q]) == left, "cards",
                 fmt::format("{} cards are left in round {}", left, s.round));
    seat.require(s.round ? s.shown[q] >= 1 && s.shown[q] <= cards_ && !(s.held[q] >> (s.shown[q] - 1) & 1) : !s.shown[q],
                 "shown", fmt::format("{} is not a card the seat spent last round", s.shown[q]));
    seat.range("points", s.points[q], 0, cards_ * (cards_ + 1) / 2);
  }
}

}  // namespace catanlab
