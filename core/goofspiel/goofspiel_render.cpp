// A picture of Goofspiel: no board, a table of cards. The top row holds the
// prize, the deck and the prizes already played; each seat's row its cards
// (spent ones greyed) and this round's bid, face down to the seats that may
// not see it.
#include <fmt/format.h>

#include "core/goofspiel/goofspiel.h"
#include "core/render/render.h"

namespace catanlab {

namespace {

constexpr double kLabel = 4, kLeft = 40, kTop = 24, kColumn = 26, kRow = 40;  // pixels
constexpr std::string_view kCard = R"(<rect x="-10" y="-14" width="20" height="28" rx="3")";

Point at(int column, int row) { return {kLeft + kColumn * column, kTop + kRow * row}; }

}  // namespace

void GoofGame::draw_board(const State&, SvgCanvas& canvas) const {
  // Columns: a seat's cards 1..N, a gap, its bid; the top row: the prize, the deck, then the prizes played.
  canvas.fit(at(0, 0), SvgCanvas::kPieceReach);
  canvas.fit(at(cards_ + 2, num_players_), SvgCanvas::kPieceReach);
  canvas.fit({kLabel, kTop}, 0);
  canvas.board(fmt::format(R"(<text x="{}" y="{:.0f}" font-size="11">prize</text>)", kLabel, at(0, 0).y + 4));
  for (int q = 0; q < num_players_; ++q)
    canvas.board(fmt::format(R"(<text x="{}" y="{:.0f}" font-size="11">p{}</text>)", kLabel, at(0, q + 1).y + 4, q));
}

void GoofGame::draw_pieces(const State& state, int viewer, SvgCanvas& canvas) const {
  const GoofState& s = goof_state(state);
  canvas.define_numbered("card", 1, cards_, std::string(kCard) + "/>");
  canvas.define_numbered("spent", 1, cards_, std::string(kCard) + R"( fill="#e4e0d6" stroke-dasharray="2 2"/>)", "#999");
  canvas.define_numbered("prize", 1, cards_, std::string(kCard) + R"( fill="#f0c53e"/>)");
  canvas.define_numbered("deck", 1, cards_, std::string(kCard) + R"( fill="#6b5a3a"/>)", "#fff");
  canvas.define("back", std::string(kCard) + R"( fill="#6b5a3a"/><path d="M-6 -9 L6 9 M6 -9 L-6 9" stroke="#f7eed2"/>)");

  // The prize, the deck (its size on its back), the prizes already played.
  if (s.prize) canvas.piece(fmt::format("prize{}", s.prize), at(0, 0), -1);
  if (s.deck) canvas.piece(fmt::format("deck{}", std::popcount(s.deck)), at(1, 0), -1);
  for (int k = 1; k <= cards_; ++k)
    if (!(s.deck >> (k - 1) & 1) && k != s.prize) canvas.piece(fmt::format("spent{}", k), at(k + 2, 0), -1);

  draw_panel_header(*this, state, viewer, canvas);
  for (int q = 0; q < num_players_; ++q) {
    const bool sees_bid = viewer == kEveryone || viewer == q;
    for (int k = 1; k <= cards_; ++k) {
      const bool held = s.held[q] >> (k - 1) & 1;
      if (held && !(sees_bid && s.bid[q] == k)) canvas.piece(fmt::format("card{}", k), at(k - 1, q + 1), q);
      else if (!held) canvas.piece(fmt::format("spent{}", k), at(k - 1, q + 1), -1);
    }
    if (s.bid[q]) canvas.piece(sees_bid ? fmt::format("card{}", s.bid[q]) : "back", at(cards_ + 1, q + 1), sees_bid ? q : -1);
    canvas.seat_line(q, fmt::format("points {}", s.points[q]));
    if (s.bid[q]) canvas.seat_line(q, sees_bid ? fmt::format("bid {}", s.bid[q]) : "bid ?");
    if (s.shown[q]) canvas.seat_line(q, fmt::format("last bid {}", s.shown[q]));
  }
}

}  // namespace catanlab
