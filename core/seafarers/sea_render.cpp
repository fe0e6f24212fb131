// Seafarers in pictures: ships on their paths in their seat's colour, the
// pirate on its sea hex (clear of its harbors), a coin on every gold field, a question mark on every
// face-down hex (nobody sees under it: its tile is drawn when it turns over)
// and the tile it turned up (under the ships and roads), a flag per seat on each island that earned it a
// bonus; ships left, islands (with the VP they pay) and picks owed in the side panel.
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <numbers>

#include "core/render/render.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

namespace {

constexpr double kR = SvgCanvas::kHexRadius;

void define_symbols(SvgCanvas& c) {
  c.define("ship", "<path d=\"M-11,-1 L11,-1 L7,5 L-7,5 Z M-2,-1 L-2,-9 L6,-3 L-2,-3\" stroke=\"#222\" stroke-width=\"1\"/>");
  c.define("pirate", "<g fill=\"#1b1b1b\"><path d=\"M-13,2 L13,2 L9,9 L-9,9 Z\"/><path d=\"M-1,2 L-1,-13 L10,-4 L-1,-4\"/>"
                     "<circle cx=\"-6\" cy=\"-5\" r=\"3\" fill=\"#f4f4f0\"/></g>");
  c.define("gold_field", "<g><circle r=\"7\" fill=\"#f2d04a\" stroke=\"#8a6a10\" stroke-width=\"1.5\"/>"
                         "<text y=\"3\" text-anchor=\"middle\" font-size=\"8\" font-weight=\"bold\" fill=\"#8a6a10\">G</text></g>");
  c.define("face_down", "<text y=\"6\" text-anchor=\"middle\" font-size=\"20\" font-weight=\"bold\" fill=\"#5a5f6a\">?</text>");
  c.define("island_flag", "<path d=\"M-1,8 L-1,-8 L8,-4 L-1,0\" stroke=\"#222\" stroke-width=\"1\"/>");
}

// The pirate on hex `h`: at its centre, or where it is farthest from every harbor's token when one lies close.
Point pirate_at(const BoardSpec& board, int h, const SvgCanvas& c) {
  constexpr double kClear = 26;  // the pirate's reach and a token's radius
  auto clearance = [&](Point p) {
    double d = 1e9;
    for (size_t slot = 0; slot < board.harbor_edges.size(); ++slot) {
      const Point t = harbor_token(board, int(slot), c);
      d = std::min(d, std::hypot(p.x - t.x, p.y - t.y));
    }
    return d;
  };
  const Point o = c.hex_center(h);
  Point best = o;
  for (int k = 0; k < 6 && clearance(best) < kClear; ++k) {
    const double a = k * std::numbers::pi / 3;
    const Point p = {o.x + 0.45 * kR * std::cos(a), o.y + 0.45 * kR * std::sin(a)};
    if (clearance(p) > clearance(best)) best = p;
  }
  return best;
}

}  // namespace

void Seafarers::render_svg(const StdGame& g, const StdState& s, int, SvgCanvas& c) const {
  const Topology& t = g.topo();
  const BoardSpec& board = g.board();
  const SeaSlice& sea = sea_of(g, s);
  define_symbols(c);
  // The board as printed: gold fields and face-down hexes (the replay viewer keeps the first position's).
  for (int h = 0; h < t.num_hexes; ++h) {
    const Point o = c.hex_center(h);
    if (s.layout.terrain[h] == Terrain::Gold && !board.fog.test(h)) c.marker("gold_field", {o.x, o.y - 0.55 * kR});
    if (board.fog.test(h) && s.layout.terrain[h] == Terrain::Fog) c.marker("face_down", {o.x, o.y});
  }
  // Face-down hexes turned over: their tile and token, over the printed fog.
  board.fog.for_each([&](int h) {
    const Terrain x = s.layout.terrain[h];
    if (x == Terrain::Fog) return;
    const std::string tile = fmt::format("tile_{}_{}", kTerrainNames[int(x)], s.layout.number[h]);
    c.define(tile, hex_tile_svg(x, s.layout.number[h], {0, 0}));
    c.tile(tile, c.hex_center(h));
    if (x == Terrain::Gold) c.piece("gold_field", {c.hex_center(h).x, c.hex_center(h).y - 0.55 * kR}, -1);
  });
  for (int q = 0; q < s.num_players; ++q) {
    s.base.players[q].path_pieces.for_each([&](int e) { c.piece("ship", c.edge_mid(e), q, c.edge_angle(e)); });
    // A flag on the first hex of each island that earned the seat its bonus, one place per seat.
    for (int h = 0; h < t.num_hexes; ++h) {
      const int island = island_[size_t(h)];
      if (island < 0 || !(sea.bonus_islands[q] >> island & 1)) continue;
      bool first = true;
      for (int k = 0; k < h; ++k) first &= island_[size_t(k)] != island;
      if (first) c.piece("island_flag", {c.hex_center(h).x - 0.45 * kR + 9 * q, c.hex_center(h).y + 0.45 * kR}, q);
    }
  }
  if (sea.pirate != kNoSeaHex) c.piece("pirate", pirate_at(board, sea.pirate, c), -1);
  render_cloth(g, s, c);

  render_tribe(g, s, c);
  render_pirates(g, s, c);
  c.status_line(sea.pirate == kNoSeaHex ? std::string("pirate off the board") : fmt::format("pirate on h{}", sea.pirate));
  if (sea.to_reveal.any()) c.status_line(fmt::format("face-down hexes to turn over: {}", sea.to_reveal.count()));
  for (int q = 0; q < s.num_players; ++q) {
    const int bonus = std::popcount(unsigned(sea.bonus_islands[q]));
    c.seat_line(q, fmt::format("ships left {}, trade route {}, new islands {} (+{} VP){}", sea.ships_left[q],
                               s.base.players[q].road_length, bonus, Seafarers::extra_vp(g, s, q),
                               sea.gold_owed[q] ? fmt::format(", gold picks owed {}", sea.gold_owed[q]) : ""));
  }
  if (opt_.wonders || opt_.island_vp_each) render_wonders(g, s, c);
}

}  // namespace catanlab
