#pragma once
// Pictures of a State: the family draws its board, then what changes (pieces
// and side-panel lines) through Game::draw_board and Game::draw_pieces. Here:
// the picture as a document, and the layers that families share (a hex
// board's terrain, numbers and harbors; the panel's turn, phase and seats).
#include <string>
#include <vector>

#include "core/board/board_spec.h"
#include "core/board/layout.h"
#include "core/engine/game.h"
#include "core/render/svg_canvas.h"

namespace catanlab {

// A viewer that sees every hand and card (for replays and debugging).
constexpr int kEveryone = -1;

// A hex's tile and number token (0: none) around `center`, as the board layer draws them; a
// module whose terrain changes in play (Seafarers' face-down hexes) draws a changed hex with it.
std::string hex_tile_svg(Terrain t, int number, Point center);
// A hex board's static layer: terrain, number tokens, harbors.
void draw_hex_board(const BoardSpec& board, const Layout& layout, SvgCanvas& canvas);
// Where the board layer draws harbor `slot`'s token, for a piece that keeps clear of it.
Point harbor_token(const BoardSpec& board, int slot, const SvgCanvas& canvas);
// A key in a strip under the board: each symbol (defined on `canvas`) and what it means.
struct KeyEntry {
  std::string symbol, meaning;
};
void draw_key(SvgCanvas& canvas, const std::vector<KeyEntry>& entries);
// The panel's headers: rule set, turn, phase, who is to move and who won.
void draw_panel_header(const Game& g, const State& s, int viewer, SvgCanvas& canvas);
// The picture as a standalone SVG document, as seat `viewer` may see it
// (kEveryone: all of it). The replay viewer draws the board once and what
// changes (Game::draw_pieces) per step; what a module draws on the board
// layer (its printed markers, its tracks' spaces) it keeps from the first position.
std::string state_svg(const Game& g, const State& s, int viewer = kEveryone);

}  // namespace catanlab
