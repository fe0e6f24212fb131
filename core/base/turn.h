#pragma once
// The base game's turn machine: starting and ending turns, and returning to
// the turn after an interlude (robber, Road Building, Year of Plenty, trades).
#include "core/standard/std_game.h"

namespace catanlab {

// Harbor rate for giving resource r: 2 with its 2:1 harbor, 3 with a generic one, else 4.
constexpr int bank_rate(uint8_t harbors, int r) {
  return (harbors >> r) & 1 ? 2 : (harbors >> kGenericHarbor) & 1 ? 3 : 4;
}
// A module's 2:1 rates (PlayerState::trade_bonus) count as harbors.
inline uint8_t trade_rates(const PlayerState& p) { return p.harbors | p.trade_bonus; }
inline int bank_rate(const PlayerState& p, int r) { return bank_rate(trade_rates(p), r); }

// The five rates packed one per byte, per harbor set: move generation tests
// all resources at once against the hand (see covers() in hand.h).
constexpr std::array<uint64_t, 64> kPackedRates = [] {
  std::array<uint64_t, 64> table{};
  for (int harbors = 0; harbors < 64; ++harbors)
    for (int r = 0; r < kNumResources; ++r) table[harbors] |= uint64_t(bank_rate(uint8_t(harbors), r)) << (8 * r);
  return table;
}();

// The harbors every player holds from the start (general_harbor: 3:1 for all).
inline uint8_t general_harbors(const Options& o) { return o.general_harbor ? uint8_t(1u << kGenericHarbor) : 0; }
// The seat of set-up placement `step` of `n` seats: rounds alternate clockwise, then back, then clockwise again.
inline int setup_seat(int step, int n) { return (step / n) % 2 == 0 ? step % n : n - 1 - step % n; }
// Is the set-up in its last round (the one that pays, and with setup_city places cities)?
inline bool last_setup_round(const StdGame& g, const StdState& s) {
  return s.setup_step >= (g.opt().setup_rounds - 1) * s.num_players;
}

// Is the set-up placement under way a city (setup_city: in the last round, or in setup_city_round)?
inline bool setup_city_now(const StdGame& g, const StdState& s) {
  const Options& o = g.opt();
  return o.setup_city && (o.setup_city_round ? s.setup_step / s.num_players == o.setup_city_round - 1 : last_setup_round(g, s));
}

// May `player` play a development card of kind k now (not bought this turn, none played yet)?
inline bool dev_playable(const StdState& s, int player, int k) {
  const PlayerState& p = s.base.players[player];
  return !s.base.dev_played && p.dev[k] > p.dev_new[k];
}

// The seat `i` places after `seat` in turn order (0 <= i <= num_players):
// no division, which a loop over the seats would pay every step.
inline int seat_after(const StdState& s, int seat, int i) {
  const int q = seat + i;
  return q < s.num_players ? q : q - s.num_players;
}

// Opponents of the robber's owner who can be robbed at the robber's hex; without a
// robber (seven_steal), every other seat holding a card.
uint8_t robbable(const StdGame& g, const StdState& s);
// Can the player to move play a development card before rolling? (base_legal.cpp)
bool has_pre_roll_play(const StdGame& g, const StdState& s);
void start_turn(const StdGame& g, StdState& s, int player);
// The active player ends the turn: the turn-end hooks, then the next turn
// (unless a module holds the turn's end for a phase of its own).
void end_turn(const StdGame& g, StdState& s);
// The module that held the turn's end is done: the hooks after it, then the next turn.
void finish_turn_end(const StdGame& g, StdState& s, const Module& holder);
// After a turn's end hooks: with paired_players, the part of the seat three to the left (and after
// that part, the next turn); with special_build, the other seats' special building phases
// (next_special_builder); else the next turn.
void after_turn(const StdGame& g, StdState& s);
// The next seat, in turn order, that could build or buy in its special building phase
// (to_move), or the next turn once none is left.
void next_special_builder(const StdGame& g, StdState& s);
// The next seat's turn (or the end at the turn cap).
void next_turn(const StdGame& g, StdState& s);
// Back to the active player: the main phase if the dice were rolled, else the roll; within a
// special building phase, back to that phase's seat.
void resume_turn(StdState& s);
// The free pieces `player` could lay now for Road Building: its roads while it has a road
// frontier, and the path pieces the modules offer (StdGame::path_pieces_open).
int free_pieces(const StdGame& g, const StdState& s, int player);
// A road or a module's path piece was laid in set-up or by Road Building: set-up goes on to
// the next placement (or the first turn); Road Building counts a free piece and ends once none
// is left or none could be laid. In any other phase (the main phase, or a module's interlude
// that took over the phase, which calls this again once it gives the phase back) nothing.
void path_placed(const StdGame& g, StdState& s);
// A module's interlude gives back the phase it took over (`phase`, `to_move`): a placement's
// step goes on (path_placed); else Road Building ends where the interlude's own free pieces left
// nothing to lay (a decision phase never stands without a legal action).
void give_phase_back(const StdGame& g, StdState& s, Phase phase, int to_move, bool placement);
// The next player who still owes discards (from the active player on); after
// the last, the robber if the discards are a 7's (discard_then_robber; without a robber,
// seven_steal's victim), else the turn.
void next_discarder(const StdGame& g, StdState& s);
// A 7: every hand above the limit (discard_above + the seat's hand_limit_bonus)
// owes half; then the robber moves if `robber_moves` (C&K: not before the first attack),
// or without a robber and with seven_steal the roller steals from any seat.
void begin_seven(const StdGame& g, StdState& s, bool robber_moves);
// Domestic trade: the offer under way; from the main phase a new, empty one,
// which the modules clear their parts of (notify_trade, partner -1).
Offer& extend_offer(const StdGame& g, StdState& s);
// One more card of kind k on the offer's give or get side (extend_offer).
void add_to_offer(const StdGame& g, StdState& s, int k, bool give);
// May `seat` take the offer: it holds every card asked and every module's part (Game::holds_asked).
bool may_accept(const StdGame& g, const StdState& s, int seat);
// The offer carried out between the active player and `partner`: the cards
// change hands, then the modules' parts (notify_trade). The turn goes on as it was.
void carry_out_offer(const StdGame& g, StdState& s, int partner);

}  // namespace catanlab
