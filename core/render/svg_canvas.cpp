#include "core/render/svg_canvas.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <numbers>

namespace catanlab {

namespace {

constexpr double kMargin = 12, kLine = 18, kCharWidth = 7.2;
// Topology units: x in sqrt(3)/2 hex radii, y in half radii (topology.h).
constexpr double kUnitX = SvgCanvas::kHexRadius * std::numbers::sqrt3 / 2, kUnitY = SvgCanvas::kHexRadius / 2;

Point hex_units(HexCoord c) { return {double(2 * c.q + c.r), double(3 * c.r)}; }

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  for (char c : text) switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  return out;
}

std::string_view seat_colour(int seat) {
  // The classic piece colours, then two more for larger tables.
  static constexpr std::string_view colours[] = {"#d7261e", "#1f5fbf", "#f4f4f0", "#f28c1b", "#2e9e44", "#7b4a2a"};
  return colours[seat % 6];
}

SvgCanvas::SvgCanvas(const Topology& t) : topo_(t) {
  min_x_ = min_y_ = 1e9;
  for (int h = 0; h < t.num_hexes; ++h) {
    const Point c = hex_units(t.coord[h]);
    min_x_ = std::min(min_x_, (c.x - 1) * kUnitX), min_y_ = std::min(min_y_, (c.y - 2) * kUnitY);
  }
  if (t.num_hexes == 0) return;  // no board (a family of cards): the frame grows from the origin by fit()
  lo_ = {1e9, 1e9}, hi_ = {-1e9, -1e9};
  for (int h = 0; h < t.num_hexes; ++h) {
    // Pieces stand on land hexes' corners (a board with no sea around it); sea hexes need a margin.
    const double pad = t.land.test(h) ? kPieceReach : kMargin;
    const Point c = hex_center(h);
    cover({c.x - kUnitX - pad, c.y - kHexRadius - pad}, {c.x + kUnitX + pad, c.y + kHexRadius + pad});
  }
}

Point SvgCanvas::hex_center(int h) const {
  Point u = hex_units(topo_.coord[h]);
  return {u.x * kUnitX - min_x_, u.y * kUnitY - min_y_};
}

Point SvgCanvas::vertex(int v) const {
  return {topo_.vertex_xy[v][0] * kUnitX - min_x_, topo_.vertex_xy[v][1] * kUnitY - min_y_};
}

Point SvgCanvas::edge_mid(int e) const {
  Point a = vertex(topo_.edge_vertex[e][0]), b = vertex(topo_.edge_vertex[e][1]);
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

int SvgCanvas::edge_angle(int e) const {
  Point a = vertex(topo_.edge_vertex[e][0]), b = vertex(topo_.edge_vertex[e][1]);
  return int(std::lround(std::atan2(b.y - a.y, b.x - a.x) * 180 / std::numbers::pi));
}

void SvgCanvas::define(std::string_view id, std::string_view svg) { symbols_.emplace(std::string(id), svg); }

void SvgCanvas::define_numbered(std::string_view id, int first, int last, std::string_view shape,
                                std::string_view ink) {
  for (int n = first; n <= last; ++n)
    define(fmt::format("{}{}", id, n), fmt::format("<g>{}<text y=\"3.5\" font-size=\"9\" text-anchor=\"middle\" "
                                                   "fill=\"{}\" stroke=\"none\">{}</text></g>",
                                                   shape, ink, n));
}

void SvgCanvas::board(std::string element) { board_ += std::move(element) + '\n'; }

namespace {

// Tenths of a pixel: enough for the eye, and short in the viewer's JSON.
PieceMark mark(std::string_view symbol, Point at, int seat, int angle) {
  auto tenth = [](double v) { return std::round(v * 10) / 10; };
  return {std::string(symbol), {tenth(at.x), tenth(at.y)}, angle, seat};
}

}  // namespace

void SvgCanvas::marker(std::string_view symbol, Point at, int angle) { board(piece_svg(mark(symbol, at, -1, angle))); }

void SvgCanvas::piece(std::string_view symbol, Point at, int seat, int angle) {
  pieces_.push_back(mark(symbol, at, seat, angle));
}

void SvgCanvas::cover(Point lo, Point hi) {
  lo_ = {std::min(lo_.x, lo.x), std::min(lo_.y, lo.y)};
  hi_ = {std::max(hi_.x, hi.x), std::max(hi_.y, hi.y)};
}

void SvgCanvas::fit(Point at, double radius) {
  const double r = radius + kMargin;
  cover({at.x - r, at.y - r}, {at.x + r, at.y + r});
}

Point SvgCanvas::strip(double width, double height) {
  const Point at = {lo_.x + kMargin, hi_.y};
  cover(at, {at.x + width + kMargin, at.y + height});
  return at;
}

void SvgCanvas::status_line(std::string text) { status_.push_back(std::move(text)); }

void SvgCanvas::seat_line(int seat, std::string text) { seats_[seat].push_back(std::move(text)); }

std::string piece_svg(const PieceMark& m) {
  std::string seat = m.seat >= 0 ? fmt::format(" class=\"p{}\"", m.seat) : "";
  return fmt::format("<use href=\"#{}\" transform=\"translate({} {}) rotate({})\"{}/>", m.symbol, m.at.x, m.at.y,
                     m.angle, seat);
}

std::string SvgCanvas::head(double right, double bottom) const {
  const double x0 = std::floor(lo_.x), y0 = std::floor(lo_.y);
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" viewBox=\"{2:.0f} {3:.0f} "
      "{0:.0f} {1:.0f}\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n<style>\n",
      std::ceil(right) - x0, std::ceil(bottom) - y0, x0, y0);
  for (int p = 0; p < 6; ++p) out += fmt::format(".p{} {{ fill: {}; }}\n", p, seat_colour(p));
  out += "use { stroke: #222; stroke-width: 1.2; }\n.panel { font-size: 13px; fill: #222; }\n"
         ".panel .seat { font-weight: bold; }\n</style>\n<defs>\n";
  for (const auto& [id, body] : symbols_) out += fmt::format("<g id=\"{}\">{}</g>\n", id, body);
  return out + fmt::format("</defs>\n<rect x=\"{:.0f}\" y=\"{:.0f}\" width=\"100%\" height=\"100%\" fill=\"#fbfaf6\"/>\n"
                           "<g id=\"board\">\n",
                           x0, y0) +
         board_ + "</g>\n";
}

std::string SvgCanvas::svg() const {
  size_t longest = 0;
  for (const auto& line : status_) longest = std::max(longest, line.size());
  for (const auto& [seat, lines] : seats_)
    for (const auto& line : lines) longest = std::max(longest, line.size() + 3);
  const double x0 = hi_.x + kMargin, panel_width = std::max(240.0, longest * kCharWidth + 2 * kMargin);

  std::string panel = "<g id=\"panel\" class=\"panel\">\n";
  double y = lo_.y + kMargin + 14;
  for (const auto& line : status_) {
    panel += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n", x0, y, xml_escape(line));
    y += kLine;
  }
  for (const auto& [seat, lines] : seats_) {
    y += kLine / 2;
    panel += fmt::format("<rect class=\"p{}\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"14\" height=\"14\" stroke=\"#222\"/>\n",
                         seat, x0, y - 12);
    for (size_t i = 0; i < lines.size(); ++i) {
      panel += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\"{}>{}</text>\n", x0 + 20, y, i == 0 ? " class=\"seat\"" : "",
                           xml_escape(lines[i]));
      y += kLine;
    }
  }
  panel += "</g>\n";

  std::string out = head(hi_.x + panel_width, std::max(hi_.y, y + kMargin)) + "<g id=\"pieces\">\n";
  for (const PieceMark& m : pieces_) out += piece_svg(m) + '\n';
  return out + "</g>\n" + panel + "</svg>\n";
}

std::string SvgCanvas::board_svg() const {
  return head(hi_.x, hi_.y) + "<g id=\"pieces\"></g>\n</svg>\n";
}

}  // namespace catanlab
