#pragma once
// Goofspiel, the toy family: every seat holds the cards 1..N; each round
// chance reveals a prize card from a deck of 1..N, then the seats bid one of
// their cards, one after another and face down (the round's first bidder
// moves one seat on each round); once the last has bid, the bids are shown
// and the single highest bid takes the prize's value in points (a tie at the
// top takes nothing; the prize is discarded). After N rounds the most points
// win. It uses no board and no module: it shows what a family needs of the
// engine, and its bids are the simultaneous-move pattern (core/engine/game.h).
#include <bit>
#include <cstdint>
#include <type_traits>

#include "core/engine/game.h"

namespace catanlab {

struct GoofState {
  uint16_t held[kMaxSeats];   // bit k-1: card k is still in that seat's hand (a bid leaves it at the resolution)
  uint16_t deck;              // bit k-1: prize k is still to come
  uint8_t bid[kMaxSeats];     // this round's bids, 0: not yet; hidden from the other seats
  uint8_t shown[kMaxSeats];   // the last round's bids, shown at its resolution (0: no round yet)
  uint8_t points[kMaxSeats];  // prizes won so far, by value
  uint8_t prize;              // the prize being bid for; 0: the next one is to be revealed
  uint8_t round;              // rounds resolved
  uint8_t to_move;            // the seat to bid
  uint8_t num_players;
};
static_assert(std::is_trivially_copyable_v<GoofState>);
static_assert(std::has_unique_object_representations_v<GoofState>);  // no padding: bytes compare and serialise

// The `k`-th (from 0) card of a set of cards (bit k-1: card k).
inline int nth_card(uint16_t cards, int k) {
  for (; k > 0; --k) cards &= uint16_t(cards - 1);
  return std::countr_zero(cards) + 1;
}

inline GoofState& goof_state(State& s) { return s.as<GoofState>(); }
inline const GoofState& goof_state(const State& s) { return s.as<GoofState>(); }

class GoofGame final : public Game {
 public:
  static constexpr std::string_view kFamily = "goofspiel";
  static constexpr int kMaxCards = 13;

  // Throws ConfigError for a player count or option outside its range.
  GoofGame(RuleSet rules, int num_players);

  int cards() const { return cards_; }
  // The first bidder of round `round`.
  int first_bidder(int round) const { return round % num_players_; }
  // Bids committed in the State's round so far.
  int bids_made(const GoofState& s) const;
  Action bid_id(int card) const { return actions_.first(bid_) + card - 1; }
  Action reveal_id(int card) const { return actions_.first(reveal_) + card - 1; }

  // ---- The engine API ----
  std::string_view family() const override { return kFamily; }
  std::vector<OptionValue> options() const override;
  State new_game(uint64_t seed) const override;
  int current_player(const State& s) const override;
  int legal_actions(const State& s, Action* out) const override;
  int chance_outcomes(const State& s, ChanceOutcome* out) const override;
  Action sample_chance(const State& s, Rng& rng) const override;
  void apply(State& s, Action a) const override;
  void returns(const State& s, double* out) const override;
  int winner(const State& s) const override;
  int victory_points(const State& s, int seat) const override { return goof_state(s).points[seat]; }
  uint32_t turn(const State& s) const override { return goof_state(s).round; }
  std::string phase_name(const State& s) const override;
  bool private_decision(const State& s) const override;
  void observe(const State& s, int seat, float* out) const override;
  std::string observe_text(const State& s, int seat) const override;
  void resample_hidden(State& s, int seat, Rng& rng) const override;
  const Topology& topology() const override { return no_board_; }
  void draw_board(const State& s, SvgCanvas& canvas) const override;
  void draw_pieces(const State& s, int viewer, SvgCanvas& canvas) const override;

 protected:
  void write_json(const State& s, nlohmann::json& j) const override;
  State read_json(const nlohmann::json& j) const override;
  void validate_fields(const State& s) const override;
  int state_size() const override { return int(sizeof(GoofState)); }

 private:
  void resolve(GoofState& s) const;

  int cards_ = 6;
  ActionSpace::Block bid_ = 0, reveal_ = 0;
  Topology no_board_;
};

}  // namespace catanlab
