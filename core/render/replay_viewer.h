#pragma once
// The replay viewer: one self-contained HTML page (no server, no network, no
// external script) with the board, a move slider, play/pause, the action log
// by name, every seat's panel and each seat's VP over the game; it opens at
// the step its address names (#step=N) and shows every hex's, corner's and
// path's id on demand.
//
// The static board is embedded once as SVG; each step is a compact snapshot
// (the pieces the modules drew, the panel lines, VP, the action's name) in a
// JSON block, and a small inline script redraws the pieces layer from it. The
// page defines every symbol any step places (what first appears mid-game too).
// Identical piece sets and panel lines are stored once, so a 1,000-step game
// stays a few hundred kilobytes.
#include <string>

#include "core/render/render.h"
#include "core/replay/replay.h"

namespace catanlab {

// Re-executes the replay (verify_replay: throws ConfigError on a bad line).
// With a `viewer` seat, every step shows what that seat may see: its panel
// lines, opponents' VP without their VP cards, and in the log only the words
// of a step's name that the seat can tell apart (render.h, state_svg).
std::string replay_html(const Replay& r, int viewer = kEveryone);

// The name of step `a` from `before` as seat `viewer` may read it: where the seat cannot
// tell it from others open there (Game::look_alikes), only the words they share
// ("draw_progress ?"). The replay viewer's log and the play server's log use it.
std::string seen_name(const Game& g, const State& before, Action a, int viewer);

}  // namespace catanlab
