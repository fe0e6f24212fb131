// Pictures of the Conquerors' pieces: the conquerors on the board, and the
// event track and hero track in the side panel.
#include <fmt/format.h>

#include "core/lotc/lotc_internal.h"
#include "core/render/svg_canvas.h"

namespace catanlab {

using namespace lotc;

void Conquerors::render_svg(const Game& g, const State& s, int, SvgCanvas& c) const {
  const LotcSlice& L = s.lotc;
  c.define("conqueror", "<g><path d=\"M-6,10 L0,-10 L6,10 Z\" fill=\"#6a1b9a\" stroke=\"#222\"/></g>");
  conqueror_hexes(s).for_each([&](int h) { c.piece("conqueror", c.hex_center(h), -1); });
  c.status_line(fmt::format("event track {}/{}, conquered {}/{}", L.space, track_length(g.opt().lotc_chapter),
                            L.conquered.count(), defeat_count(g, s)));
  for (int q = 0; q < s.num_players; ++q) c.seat_line(q, fmt::format("hero track {}", L.hero[q]));
}

}  // namespace catanlab
