#pragma once
// Pictures of a State: the board (terrain, numbers, harbors) drawn here, then
// every rule module's pieces and side-panel lines through its render_svg hook.
#include <string>

#include "core/engine/game.h"
#include "core/render/svg_canvas.h"

namespace catanlab {

// A viewer that sees every hand and card (for replays and debugging).
constexpr int kEveryone = -1;

// The static layer: terrain, number tokens, harbors.
void draw_board(const Game& g, const State& s, SvgCanvas& canvas);
// What changes during a game: the panel's turn, phase and seat headers, then
// every module's pieces and panel lines, as seat `viewer` may see them
// (kEveryone: all of it). The replay viewer stores this per step; what a module
// draws on the board layer (its printed markers, its tracks' spaces) it keeps
// from the first position.
void draw_pieces(const Game& g, const State& s, int viewer, SvgCanvas& canvas);
// The picture as a standalone SVG document.
std::string state_svg(const Game& g, const State& s, int viewer = kEveryone);

}  // namespace catanlab
