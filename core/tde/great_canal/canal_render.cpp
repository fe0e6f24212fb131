// The Great Canal in pictures: each canal hex still holding its two chips, the
// dug canal (waves above and below the number token, which stays readable),
// the lakes (the basin once flooded), a key, and each seat's chips in the side panel.
#include <fmt/format.h>

#include "core/render/render.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

void GreatCanal::render_svg(const StdGame& g, const StdState& s, int, SvgCanvas& c) const {
  const CanalSlice& cs = canal_of(g, s);
  c.define("canal_chips",
           "<circle cx=\"-5\" cy=\"0\" r=\"5\" fill=\"#e8c547\" stroke=\"#5a4a10\"/>"
           "<circle cx=\"5\" cy=\"0\" r=\"5\" fill=\"#e8c547\" stroke=\"#5a4a10\"/>");
  c.define("canal_dug", "<path d=\"M-14,0 C-7,-6 7,6 14,0\" fill=\"none\" stroke=\"#2b6cb0\" stroke-width=\"5\"/>");
  c.define("lake", "<ellipse cx=\"0\" cy=\"0\" rx=\"22\" ry=\"14\" fill=\"#5aa0d8\" stroke=\"#1f5f96\"/>");
  constexpr double kOff = 0.55 * SvgCanvas::kHexRadius;  // clear of the number token
  canal_.for_each([&](int h) {
    const Point o = c.hex_center(h);
    if (!cs.dug.test(h)) return c.piece("canal_chips", {o.x, o.y - kOff}, -1);
    for (double dy : {-kOff, kOff}) c.piece("canal_dug", {o.x, o.y + dy}, -1);
  });
  canal::lakes(g, s).for_each([&](int h) { c.piece("lake", c.hex_center(h), -1); });
  draw_key(c, {{"canal_chips", "a canal hex not dug: its two chips"}, {"canal_dug", "a canal hex dug"},
               {"lake", "a lake"}});
  c.status_line(fmt::format("canal {} of {} dug{}", cs.dug.count(), canal_.count(),
                            canal::flooded(g, s) ? ", the basin flooded" : ""));
  for (int q = 0; q < s.num_players; ++q) c.seat_line(q, fmt::format("canal chips {}", cs.chips[q]));
}

}  // namespace catanlab
