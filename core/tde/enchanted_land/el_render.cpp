// Enchanted Land in pictures: each dragon on its spot (its flag's number once
// shown), and each seat's dragons slain and crossing in the side panel.
#include <fmt/format.h>

#include "core/render/svg_canvas.h"
#include "core/tde/enchanted_land/el_rules.h"

namespace catanlab {

void EnchantedLand::render_svg(const StdGame& g, const StdState& s, int, SvgCanvas& c) const {
  const ElSlice& e = el_of(g, s);
  const char* wings = "<path d=\"M-9,4 L-3,-6 L0,-1 L3,-6 L9,4 L0,1 Z\" fill=\"#7a1010\" stroke=\"#2a0505\" stroke-width=\"1\"/>";
  c.define("dragon", wings);
  c.define_numbered("dragon_flag", 1, 3, wings, "#fff");
  e.dragons.for_each([&](int v) {
    const int flag = el::shown_flag(e, v);
    c.piece(flag ? fmt::format("dragon_flag{}", flag) : std::string("dragon"), c.vertex(v), -1);
  });
  c.status_line(fmt::format("dragons on the Enchanted Land {} ({} face down)", e.dragons.count(),
                            e.hidden[0] + e.hidden[1] + e.hidden[2]));
  for (int q = 0; q < s.num_players; ++q)
    c.seat_line(q, fmt::format("dragons slain {}{}", e.slain[q], e.crossed >> q & 1 ? ", crossed" : ""));
}

}  // namespace catanlab
