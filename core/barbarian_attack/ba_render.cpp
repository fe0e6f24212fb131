// Barbarian Attack in pictures: the castle's crest and each colour's sides,
// barbarians on the coast (a numbered marker; a cross on a conquered hex),
// knights on their paths in their seat's colour; the supply, the deck, each
// seat's gold, prisoners and knights in the side panel.
#include <fmt/format.h>

#include "core/barbarian_attack/ba_internal.h"
#include "core/render/svg_canvas.h"

namespace catanlab {

namespace {

constexpr double kR = SvgCanvas::kHexRadius;
constexpr const char* kColourInk[3] = {"#3c9a3c", "#8a4fc0", "#8a5a2b"};  // green, violet, brown

Point shifted(Point p, double dx, double dy) { return {p.x + dx, p.y + dy}; }

void define_symbols(SvgCanvas& c) {
  c.define_numbered("barbarian", 1, 9, "<path d=\"M-8,8 L0,-9 L8,8 Z\" fill=\"#5a1f12\"/>", "#fff");
  c.define("conquered", "<path d=\"M-9,-9 L9,9 M9,-9 L-9,9\" stroke=\"#5a1f12\" stroke-width=\"3\"/>");
  c.define("castle", "<path d=\"M-10,8 L-10,-6 L-6,-6 L-6,-2 L-2,-2 L-2,-6 L2,-6 L2,-2 L6,-2 L6,-6 L10,-6 L10,8 Z\" "
                     "fill=\"#4b3a5a\"/>");
  for (int k = 0; k < 3; ++k)
    c.define(fmt::format("side_{}", ba::kColourNames[k]),
             fmt::format("<rect x=\"-8\" y=\"-2\" width=\"16\" height=\"4\" fill=\"{}\"/>", kColourInk[k]));
  c.define("ba_knight", "<path d=\"M-5,-6 L5,-6 L5,1 L0,6 L-5,1 Z\" stroke=\"#222\" stroke-width=\"1\"/>");
}

}  // namespace

void BarbarianAttack::render_svg(const StdGame& g, const StdState& s, int, SvgCanvas& c) const {
  const BaSlice& a = ba_of(g, s);
  const Topology& t = g.topo();
  define_symbols(c);
  for (int h = 0; h < t.num_hexes; ++h) {
    if (s.layout.terrain[h] != Terrain::Castle) continue;
    c.marker("castle", c.hex_center(h));
    for (int k = 0; k < 3; ++k)
      for (Dir d : ba::kColourSides[k])
        if (const int e = t.edge_between(h, d); e >= 0)
          c.marker(fmt::format("side_{}", ba::kColourNames[k]), shifted(c.edge_mid(e), 0, 0), c.edge_angle(e));
  }
  for (int h : coast_) {
    if (!a.barbarians[h]) continue;
    c.piece(fmt::format("barbarian{}", a.barbarians[h]), shifted(c.hex_center(h), -0.55 * kR, 0), -1);
    if (ba::conquered(g, s, h)) c.piece("conquered", c.hex_center(h), -1);
  }
  for (int q = 0; q < s.num_players; ++q)
    a.seats[q].knights.for_each([&](int e) { c.piece("ba_knight", c.edge_mid(e), q); });

  int pile = 0;
  for (uint8_t n : a.pile) pile += n;
  c.status_line(fmt::format("barbarians in supply {}, conquered {}; cards in the pile {}", a.supply,
                            ba::conquered_hexes(g, s).count(), pile));
  for (int q = 0; q < s.num_players; ++q)
    c.seat_line(q, fmt::format("gold {}, prisoners {}, knights in supply {}", a.seats[q].gold, a.seats[q].prisoners, a.seats[q].knights_left));
}

}  // namespace catanlab
