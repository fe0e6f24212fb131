// What a seat of Goofspiel sees: every hand (the bids shown so far tell it),
// the points, the prize and the deck, who has bid this round, and its own bid;
// never another seat's bid before the round's resolution shows it.
#include <bit>
#include <fmt/format.h>

#include "core/engine/obs_layout.h"
#include "core/goofspiel/goofspiel.h"

namespace catanlab {

namespace {

std::string card_list(uint16_t bits) {
  std::string out;
  for (int k = 1; bits; ++k, bits >>= 1)
    if (bits & 1) out += fmt::format("{}{}", out.empty() ? "" : " ", k);
  return out.empty() ? "-" : out;
}

}  // namespace

void GoofGame::observe(const State& state, int seat, float* out) const {
  const GoofState& s = goof_state(state);
  const int n = cards_;
  std::fill(out, out + observation_size_, 0.0f);
  *out++ = float(s.round) / float(n);
  if (s.prize) out[s.prize - 1] = 1;
  out += n;
  for (int k = 0; k < n; ++k) out[k] = float(s.deck >> k & 1);
  out += n;
  if (s.bid[seat]) out[s.bid[seat] - 1] = 1;
  out += n;
  const float total = float(n * (n + 1) / 2);
  for (int i = 0; i < num_players_; ++i) {
    const int q = (seat + i) % num_players_;
    for (int k = 0; k < n; ++k) out[k] = float(s.held[q] >> k & 1);
    out += n;
    *out++ = float(s.points[q]) / total;
    *out++ = s.bid[q] ? 1.0f : 0.0f;
    *out++ = current_player(state) == q ? 1.0f : 0.0f;
  }
}

// Goofspiel's segments, seat by seat.
static ObsLayout goof_layout(const Game& game) {
  const int cards = static_cast<const GoofGame&>(game).cards();
  ObsLayout out{{"round", 1, 0, 1, "rounds played over the rounds"},
                {"prize", cards, 0, 1, "the prize card 1..n one-hot"},
                {"deck", cards, 0, 1, "the prize cards still in the deck, by value"},
                {"own_bid", cards, 0, 1, "the observer's bid this round one-hot"}};
  for (int i = 0; i < game.num_players(); ++i) {
    const std::string p = fmt::format("seats[{}].", i), who = i ? fmt::format("relative seat {}", i) : "the observer";
    out.push_back({p + "hand", cards, 0, 1, who + ": the cards still in hand, by value"});
    out.push_back({p + "points", 1, 0, 1, who + ": points over all the prizes' points"});
    out.push_back({p + "has_bid", 1, 0, 1, who + ": has bid this round"});
    out.push_back({p + "to_move", 1, 0, 1, who + ": is to bid"});
  }
  return out;
}

void register_goofspiel_layout() { register_observation_layout(std::string(GoofGame::kFamily), goof_layout); }

std::string GoofGame::observe_text(const State& state, int seat) const {
  const GoofState& s = goof_state(state);
  std::string out = fmt::format("rounds played {} of {}  phase {}  view of p{}\n", s.round, cards_,
                                phase_name(state), seat);
  out += fmt::format("prize {}  deck {}\n", s.prize ? std::to_string(s.prize) : std::string("-"), card_list(s.deck));
  for (int q = 0; q < num_players_; ++q) {
    const std::string bid = !s.bid[q] ? "-" : q == seat ? std::to_string(s.bid[q]) : std::string("?");
    out += fmt::format("p{}{} points {}  cards {}  bid {}  last bid {}\n", q, current_player(state) == q ? "*" : " ",
                       s.points[q], card_list(s.held[q]), bid, s.shown[q] ? std::to_string(s.shown[q]) : "-");
  }
  if (is_terminal(state)) {
    const int w = winner(state);
    out += w >= 0 ? fmt::format("p{} wins\n", w) : std::string("draw\n");
  }
  return out;
}

// Another seat's bid this round is any card it still holds, as far as `seat` can tell.
void GoofGame::resample_hidden(State& state, int seat, Rng& rng) const {
  GoofState& s = goof_state(state);
  for (int q = 0; q < num_players_; ++q) {
    if (q == seat || !s.bid[q]) continue;
    s.bid[q] = uint8_t(nth_card(s.held[q], int(rng.below(uint32_t(std::popcount(s.held[q]))))));
  }
}

}  // namespace catanlab
