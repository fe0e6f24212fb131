// Goofspiel's part of a State's JSON form, read back field by field.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
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
    if (s.bid[q] && !(s.held[q] >> (s.bid[q] - 1) & 1))
      throw ConfigError(fmt::format("{}.bid: {} is not a card the seat holds", where, s.bid[q]));
  }
  return state;
}

}  // namespace catanlab
