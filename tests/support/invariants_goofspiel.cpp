// Goofspiel's invariants in the battery: every card is held, bid or spent
// once; the prize is out of the deck; the round's bids come in seat order
// from its first bidder; the points add up to at most the prizes played. A
// redeal touches only other seats' bids, each one a card that seat holds.
#include <doctest/doctest.h>

#include <bit>

#include "core/goofspiel/goofspiel.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

void check_state(const Game& game, const State& state) {
  const auto& g = static_cast<const GoofGame&>(game);
  const GoofState& s = goof_state(state);
  const int n = g.num_players(), cards = g.cards(), round = s.round;
  REQUIRE(round <= cards);
  REQUIRE(std::popcount(s.deck) == cards - round - (s.prize != 0));
  if (s.prize) REQUIRE_FALSE((s.deck >> (s.prize - 1) & 1));
  int played = 0, points = 0;  // the prizes out of the deck and resolved; the points won
  for (int k = 1; k <= cards; ++k) played += !(s.deck >> (k - 1) & 1) && k != s.prize ? k : 0;
  for (int q = 0; q < n; ++q) {
    REQUIRE(std::popcount(s.held[q]) == cards - round);
    if (s.bid[q]) REQUIRE((s.held[q] >> (s.bid[q] - 1) & 1));
    if (round > 0) REQUIRE((s.shown[q] >= 1 && !(s.held[q] >> (s.shown[q] - 1) & 1)));
    points += s.points[q];
  }
  REQUIRE(points <= played);
  if (g.is_chance(state) || g.is_terminal(state)) {
    REQUIRE(g.bids_made(s) == 0);
    return;
  }
  // The seats from the round's first bidder up to the one to move have bid; no other has.
  const int made = (s.to_move - g.first_bidder(round) + n) % n;
  REQUIRE(g.bids_made(s) == made);
  for (int i = 0; i < n; ++i) REQUIRE((s.bid[(g.first_bidder(round) + i) % n] != 0) == (i < made));
}

void check_redeal(const Game& game, const State& before, const State& after, int seat) {
  const auto& g = static_cast<const GoofGame&>(game);
  const GoofState &a = goof_state(before), &b = goof_state(after);
  for (int q = 0; q < g.num_players(); ++q) {
    REQUIRE(b.held[q] == a.held[q]);
    REQUIRE(bool(b.bid[q]) == bool(a.bid[q]));
    if (q == seat) REQUIRE(b.bid[q] == a.bid[q]);
    else if (b.bid[q]) REQUIRE((b.held[q] >> (b.bid[q] - 1) & 1));
  }
}

const bool goofspiel_registered = register_invariants(std::string(GoofGame::kFamily), {check_state, check_redeal});

}  // namespace

}  // namespace catanlab::testing
