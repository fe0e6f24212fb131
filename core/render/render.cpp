#include "core/render/render.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <numbers>

namespace catanlab {

namespace {

constexpr std::string_view kTerrainColour[kNumTerrains] = {"#4f8fce", "#e6d7a3", "#2f7d3b", "#c1652f",
                                                           "#a6cf62", "#f0c53e", "#9a9a9a", "#d9b53c",
                                                           "#6b7a4a", "#7d6a8c", "#b8bcc4"};
constexpr std::string_view kResourceColour[kNumResources] = {"#2f7d3b", "#c1652f", "#a6cf62", "#f0c53e", "#9a9a9a"};

std::string pips(int number) {
  std::string out;
  for (int k = 6 - std::abs(7 - number); k > 0; --k) out += "\u2022";
  return out;
}

void draw_hex(const Layout& layout, int h, SvgCanvas& c) { c.board(hex_tile_svg(layout.terrain[h], layout.number[h], c.hex_center(h))); }

// A trade station: a harbor on an inland path (Conquerors).
bool is_station(const BoardSpec& board, int slot) {
  const auto [a, b] = board.topo.edge_hex[board.harbor_edges[slot]];
  return a >= 0 && b >= 0 && board.topo.land.test(a) && board.topo.land.test(b);
}

void draw_harbor(const BoardSpec& board, const Layout& layout, int slot, SvgCanvas& c) {
  const Topology& t = board.topo;
  const int e = board.harbor_edges[slot];
  const bool station = is_station(board, slot);
  const double radius = station ? 9 : 12;
  const Point at = harbor_token(board, slot, c);
  const int kind = layout.harbor_kind[slot];
  const bool generic = kind == kGenericHarbor;
  std::string svg = fmt::format("<g class=\"harbor {}\">", generic ? "generic" : kResourceNames[kind]);
  for (int v : t.edge_vertex[e]) {
    Point p = c.vertex(v);
    svg += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#7a5a30\" "
                       "stroke-width=\"3\"/>",
                       at.x, at.y, p.x, p.y);
  }
  svg += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{}\" fill=\"{}\" stroke=\"#5a4020\"/>"
                     "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" font-size=\"{}\" font-weight=\"bold\">{}"
                     "</text><title>{}</title></g>",
                     at.x, at.y, radius, generic ? std::string_view("#ffffff") : kResourceColour[kind], at.x, at.y + 3,
                     station ? 7 : 9, generic ? "3:1" : "2:1",
                     generic ? "3:1 harbor"
                             : fmt::format("2:1 {} {}", kResourceNames[kind], station ? "trade station" : "harbor"));
  c.board(std::move(svg));
  c.fit(at, radius);
}

}  // namespace

Point harbor_token(const BoardSpec& board, int slot, const SvgCanvas& c) {
  const Topology& t = board.topo;
  const int e = board.harbor_edges[slot];
  const auto [a, b] = t.edge_hex[e];
  // Out to sea, away from the land hex the harbor serves; a trade station on an
  // inland path just off the path, clear of the number tokens.
  const Point mid = c.edge_mid(e), o = c.hex_center(a >= 0 && t.land.test(a) ? a : b);
  const double dx = mid.x - o.x, dy = mid.y - o.y, len = std::hypot(dx, dy);
  const double out = (is_station(board, slot) ? 0.38 : 0.55) * SvgCanvas::kHexRadius;
  return {mid.x + dx / len * out, mid.y + dy / len * out};
}

void draw_key(SvgCanvas& c, const std::vector<KeyEntry>& entries) {
  constexpr double kName = 40, kRow = 26, kChar = 5.8;  // room for the word "key"; a row; a character at 10 px
  constexpr double kReach = SvgCanvas::kPieceReach;      // how far a symbol reaches round its point
  constexpr int kColumns = 3;
  size_t longest = 0;
  for (const KeyEntry& e : entries) longest = std::max(longest, e.meaning.size());
  const double column = 2 * kReach + 12 + longest * kChar;  // a symbol, its meaning, a gap
  const int rows = (int(entries.size()) + kColumns - 1) / kColumns;
  const Point o = c.strip(kName + kColumns * column, (rows - 1) * kRow + 2 * kReach);
  c.board(fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"11\">key</text>", o.x, o.y + kReach + 4));
  for (size_t i = 0; i < entries.size(); ++i) {
    const Point at = {o.x + kName + (i % kColumns) * column + kReach, o.y + kReach + (i / kColumns) * kRow};
    // A seat's piece in grey: the seat's colour fills it on the board.
    c.board(fmt::format("<use class=\"key\" href=\"#{}\" transform=\"translate({:.1f} {:.1f})\" fill=\"#c8c8c8\"/>"
                        "<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"10\">{}</text>",
                        entries[i].symbol, at.x, at.y, at.x + kReach + 4, at.y + 3.5, xml_escape(entries[i].meaning)));
  }
}

std::string hex_tile_svg(Terrain t, int n, Point o) {
  const double r = SvgCanvas::kHexRadius;
  std::string corners;
  for (int k = 0; k < 6; ++k) {
    const double a = (k * 60 - 90) * std::numbers::pi / 180;  // pointy top: the first corner is north
    corners += fmt::format("{:.1f},{:.1f} ", o.x + r * std::cos(a), o.y + r * std::sin(a));
  }
  std::string svg = fmt::format("<polygon class=\"hex {}\" points=\"{}\" fill=\"{}\" stroke=\"#f4ecd6\" stroke-width=\"2\"/>",
                                kTerrainNames[int(t)], corners, kTerrainColour[int(t)]);
  if (!n) return svg;
  // The token: red for the likeliest rolls, and one pip per way of rolling it.
  const char* ink = n == 6 || n == 8 ? "#c0201a" : "#222";
  return svg + fmt::format("<g class=\"token\"><circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"13\" fill=\"#f7eed2\" "
                           "stroke=\"#6b5a3a\"/><text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" font-size=\"13\" "
                           "font-weight=\"bold\" fill=\"{}\" stroke=\"none\">{}</text><text x=\"{:.1f}\" y=\"{:.1f}\" "
                           "text-anchor=\"middle\" font-size=\"6\" fill=\"{}\" stroke=\"none\">{}</text></g>",
                           o.x, o.y, o.x, o.y + 3, ink, n, o.x, o.y + 10, ink, pips(n));
}

void draw_hex_board(const BoardSpec& board, const Layout& layout, SvgCanvas& canvas) {
  for (int h = 0; h < board.topo.num_hexes; ++h) draw_hex(layout, h, canvas);
  for (size_t i = 0; i < board.harbor_edges.size(); ++i) draw_harbor(board, layout, int(i), canvas);
}

void draw_panel_header(const Game& g, const State& s, int viewer, SvgCanvas& canvas) {
  canvas.status_line(fmt::format("{} ({} players), turn {}", g.rules().name, g.num_players(), g.turn(s)));
  const int to_move = g.current_player(s), winner = g.winner(s);
  canvas.status_line(fmt::format("phase {}{}", g.phase_name(s),
                                 to_move >= 0 ? fmt::format(", p{} to move", to_move) : std::string()));
  if (viewer != kEveryone) canvas.status_line(fmt::format("as seen by p{}", viewer));
  for (int p = 0; p < g.num_players(); ++p)
    canvas.seat_line(p, fmt::format("p{}{}", p, winner == p ? "  - winner" : p == to_move ? "  - to move" : ""));
}

std::string state_svg(const Game& g, const State& s, int viewer) {
  SvgCanvas canvas(g.topology());
  g.draw_board(s, canvas);
  g.draw_pieces(s, viewer, canvas);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + canvas.svg();
}

}  // namespace catanlab
