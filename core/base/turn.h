#pragma once
// The base game's turn machine: starting and ending turns, and returning to
// the turn after an interlude (robber, Road Building, Year of Plenty, trades).
#include "core/engine/game.h"

namespace catanlab {

// Harbor rate for giving resource r: 2 with its 2:1 harbor, 3 with a generic one, else 4.
inline int bank_rate(const PlayerState& p, int r) {
  return (p.harbors >> r) & 1 ? 2 : (p.harbors >> kGenericHarbor) & 1 ? 3 : 4;
}

// May `player` play a development card of kind k now (not bought this turn, none played yet)?
inline bool dev_playable(const State& s, int player, int k) {
  const PlayerState& p = s.base.players[player];
  return !s.base.dev_played && p.dev[k] > p.dev_new[k];
}

// Opponents of the robber's owner who can be robbed at the robber's hex.
uint8_t robbable(const Game& g, const State& s);
void start_turn(const Game& g, State& s, int player);
void end_turn(const Game& g, State& s);
// Back to the active player: the main phase if the dice were rolled, else the roll.
void resume_turn(State& s);
// The next player who still owes discards (from the active player on), or the robber.
void next_discarder(State& s);

}  // namespace catanlab
